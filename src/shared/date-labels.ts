import {
  type CalendarWords,
  fillPattern,
  findCalendarWords,
  type MonthNameSet,
  monthNamesOf,
  ordinal,
} from "./calendar-words.ts";
import { type WallClock, wallClock } from "./wall-clock.ts";

/**
 * The words the site prints for its dates and times, derived from the events'
 * instants so a couple writes each date once. Every label is shown in the
 * wedding's time zone, whatever the guest's device says, and in the site's
 * language: plain `en` follows the site's own English style (the example
 * couple's: "September 27th - 28th, 2025", "Saturday 27 Sept 2025",
 * "10:00 AM", "August 1, 2025"); af, zu, xh, st and tn use the site's own
 * words (calendar-words.ts), since browsers lack them; any other tag (en-GB,
 * fr, de…) follows that locale's conventions through Intl. Most labels are
 * made in Node when the site is published; the shipped words make one made in
 * a browser read the same.
 */

export interface LabelStyle {
  /** A language tag like en, en-ZA or fr. */
  language: string;
  /** An IANA zone like Africa/Johannesburg. */
  timeZone: string;
  /** For zu, xh, st and tn: the months' borrowed names ("Mashi", the default) or their own ("uNdasa"). */
  monthNames?: MonthNameSet | undefined;
}

/** The dates the wedding spans, e.g. "September 27th - 28th, 2025" or "27–28 septembre 2025". */
export function datesLabel(first: string, last: string, style: LabelStyle): string {
  const [from, to] = [new Date(first), new Date(last)];
  const words = findCalendarWords(style.language);
  if (!words) {
    const format = new Intl.DateTimeFormat(style.language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: style.timeZone,
    });
    return format.formatRange(from, to);
  }
  const a = wallClock(from, style.timeZone);
  const b = wallClock(to, style.timeZone);
  const { range } = words.patterns;
  const pattern =
    a.year !== b.year
      ? range.otherYears
      : a.month !== b.month
        ? range.sameYear
        : a.day !== b.day
          ? range.sameMonth
          : range.sameDay;
  return fillPattern(pattern, {
    ...dateFields(a, words, style.monthNames),
    ...dateFields(b, words, style.monthNames, "2"),
  });
}

/** The day of an event, e.g. "Saturday 27 Sept 2025" or "samedi 27 sept. 2025". */
export function dayLabel(instant: string, style: LabelStyle): string {
  return (
    shippedLabel(instant, style, "day") ??
    formatIn(instant, style, { weekday: "long", day: "numeric", month: "short", year: "numeric" })
  );
}

/** The day without its year, for short lines like "Saturday 27 Sept: Matrimony at 10:00 AM". */
export function shortDayLabel(instant: string, style: LabelStyle): string {
  return (
    shippedLabel(instant, style, "dayWithoutYear") ??
    formatIn(instant, style, { weekday: "long", day: "numeric", month: "short" })
  );
}

/** The time of day, e.g. "10:00 AM" or "10:00". */
export function timeLabel(instant: string, style: LabelStyle): string {
  const words = findCalendarWords(style.language);
  if (words) return fillPattern(words.patterns.time, timeFields(wallClock(new Date(instant), style.timeZone), words));
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one keeps labels the same on every Node.
  return formatIn(instant, style, { hour: "numeric", minute: "2-digit" }).replace(/\u202f/g, " ");
}

/** A moment, for the couple's copy of an answer: "Saturday 27 Sept 2025, 10:00 AM", in the wedding's zone. */
export function momentLabel(instant: string, style: LabelStyle): string {
  return `${dayLabel(instant, style)}, ${timeLabel(instant, style)}`;
}

/** A date in full, e.g. "September 27, 2025" or "27 septembre 2025". */
export function dateLabel(instant: string, style: LabelStyle): string {
  return shippedLabel(instant, style, "date") ?? formatIn(instant, style, { dateStyle: "long" });
}

/** A calendar date written 2025-08-01 (no time, no zone), e.g. "August 1, 2025". */
export function calendarDateLabel(date: string, style: Pick<LabelStyle, "language" | "monthNames">): string {
  const words = findCalendarWords(style.language);
  const midnight = new Date(`${date}T00:00:00Z`);
  if (!words) return new Intl.DateTimeFormat(style.language, { dateStyle: "long", timeZone: "UTC" }).format(midnight);
  return fillPattern(words.patterns.date, dateFields(wallClock(midnight, "UTC"), words, style.monthNames));
}

/** The calendar date of an instant in a zone, as 2025-09-27 (a download's name says the wedding's day, not UTC's). */
export function localDate(instant: string | Date, timeZone: string): string {
  // The Swedish locale writes dates as ISO does.
  return new Intl.DateTimeFormat("sv-SE", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(
    new Date(instant),
  );
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat
 * costs far more than using one (a new one per guest took a 57,000-guest
 * export to 1.9 GB).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2025-07-01 14:00": the wall time in `timeZone`, as a spreadsheet reads a date and time: every time the
 * couple reads in an export is the wedding's.
 */
export function localDateTime(instant: Date, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    // The Swedish locale writes dates and times as ISO does.
    format = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** An instant in UTC without milliseconds, e.g. 2025-09-27T08:00:00Z (calendar files and links). */
export function utcInstant(instant: string): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function formatIn(instant: string, style: LabelStyle, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(style.language, { ...options, timeZone: style.timeZone }).format(new Date(instant));
}

/** A label from the site's own words, or null for a language Intl writes. */
function shippedLabel(instant: string, style: LabelStyle, pattern: "day" | "dayWithoutYear" | "date"): string | null {
  const words = findCalendarWords(style.language);
  if (!words) return null;
  return fillPattern(
    words.patterns[pattern],
    dateFields(wallClock(new Date(instant), style.timeZone), words, style.monthNames),
  );
}

/** The fields a date pattern names (calendar-words.ts), for the range's second date with suffix "2". */
function dateFields(clock: WallClock, words: CalendarWords, set: MonthNameSet | undefined, suffix = "") {
  const months = monthNamesOf(words, set);
  const month = months.long[clock.month - 1] ?? "";
  return {
    [`weekday${suffix}`]: words.weekdays.long[clock.weekday] ?? "",
    [`day${suffix}`]: String(clock.day),
    [`dayth${suffix}`]: ordinal(clock.day),
    [`month${suffix}`]: month,
    [`mon${suffix}`]: months.short?.[clock.month - 1] ?? month,
    [`year${suffix}`]: String(clock.year),
  };
}

function timeFields(clock: WallClock, words: CalendarWords) {
  const [morning, afternoon] = words.periods ?? ["", ""];
  return {
    hour: String(clock.hour).padStart(2, "0"),
    hour12: String(clock.hour % 12 || 12),
    minute: String(clock.minute).padStart(2, "0"),
    period: clock.hour < 12 ? morning : afternoon,
  };
}
