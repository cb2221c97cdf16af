/** Dates and sizes as the couple reads them: in their browser's language, and in its time zone or the wedding's. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const zoned = new Map<string, Intl.DateTimeFormat>();

/** A moment as the wedding's clocks show it (the content's time zone), e.g. "3 Jun 2026, 14:02". */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone });
    zoned.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
