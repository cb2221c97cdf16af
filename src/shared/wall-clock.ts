/** The numbers a wall clock in a zone shows at an instant. */
export interface WallClock {
  year: number;
  /** 1 for January. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 for Sunday, as Date's getUTCDay counts. */
  weekday: number;
}

/**
 * Formatters by time zone: making one costs far more than using it, and every
 * RSVP and label asks. US English, which every browser has, gives only digits here.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant` (daylight saving included): numbers only, never a word. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const [year, month, day] = [get("year"), get("month"), get("day")];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: get("hour"), minute: get("minute"), second: get("second"), weekday };
}
