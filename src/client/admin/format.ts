/** Dates and sizes as the couple reads them: in their browser's language, on the wedding's clocks. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the clocks of `timeZone` show it, e.g. "3 Jun 2026, 14:02":
 * the admin passes the wedding's zone, so a couple abroad still reads the
 * wedding's times. `locale` defaults to the browser's language.
 */
export function formatDateTimeIn(date: string | Date, timeZone: string, locale?: string): string {
  const key = `${locale ?? ""}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
    formats.set(key, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}
