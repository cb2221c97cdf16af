export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function timeLeft(target: string, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Two digits at least: 7 → "07", 120 → "120". */
export function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export type CountdownMoment = "before" | "onTheDay" | "afterwards";

/**
 * Where `now` falls against the wedding day, the calendar day of `target` in
 * the couple's time zone: a guest abroad sees "today" when the couple do.
 */
export function countdownMoment(target: string, now: number, timeZone: string): CountdownMoment {
  // The Swedish locale writes dates as ISO does, so the days compare as strings
  // (as shared/date-labels' localDate, kept out of the page's first script).
  const dayIn = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone });
  const day = dayIn.format(Date.parse(target));
  const today = dayIn.format(now);
  if (today < day) return "before";
  return today === day ? "onTheDay" : "afterwards";
}
