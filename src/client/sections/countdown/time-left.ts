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
 * A calendar day in any time zone lasts at most 25 hours (a clock put back),
 * so further than this from the wedding's moment the answer needs no calendar.
 */
const LONGEST_DAY_MS = 25 * 60 * 60 * 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Where `now` falls against the wedding day, the calendar day of `target` in
 * the couple's time zone: a guest abroad sees "today" when the couple do.
 * The time zone's calendar is only consulted within a day of the wedding: the
 * first Intl formatter with a time zone loads its data, tens of milliseconds
 * on a cheap phone while the page starts, every day but that one for nothing.
 */
export function countdownMoment(target: string, now: number, timeZone: string): CountdownMoment {
  const moment = Date.parse(target);
  if (now < moment - LONGEST_DAY_MS) return "before";
  if (now > moment + LONGEST_DAY_MS) return "afterwards";
  // The Swedish locale writes dates as ISO does, so the days compare as strings
  // (as shared/date-labels' localDate, kept out of the page's first script).
  let dayIn = dayFormats.get(timeZone);
  if (!dayIn) {
    dayIn = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone });
    dayFormats.set(timeZone, dayIn);
  }
  const day = dayIn.format(moment);
  const today = dayIn.format(now);
  if (today < day) return "before";
  return today === day ? "onTheDay" : "afterwards";
}
