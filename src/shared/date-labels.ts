/**
 * The words the site prints for its dates and times, derived from the events'
 * instants so a couple writes each date once. Every label is shown in the
 * wedding's time zone, whatever the guest's device says, and in the site's
 * language: plain `en` follows the site's own English style (the example
 * couple's: "September 27th - 28th, 2025", "Saturday 27 Sept 2025",
 * "10:00 AM", "August 1, 2025"); any other tag (en-GB, fr, af, zu…) follows
 * that locale's conventions through Intl. Labels are made at build time in
 * Node, so a guest's browser never formats a date.
 */

export interface LabelStyle {
  /** A language tag like en, en-ZA or fr. */
  language: string;
  /** An IANA zone like Africa/Johannesburg. */
  timeZone: string;
}

/** The language whose labels follow the site's own English style rather than a locale's. */
const HOUSE_ENGLISH = "en";
/** The house style's day labels read day before month ("Saturday 27 Sept 2025"), as British English writes them. */
const DAY_FIRST_ENGLISH = "en-GB";

/** The dates the wedding spans, e.g. "September 27th - 28th, 2025" or "27–28 septembre 2025". */
export function datesLabel(first: string, last: string, style: LabelStyle): string {
  const [from, to] = [new Date(first), new Date(last)];
  if (style.language !== HOUSE_ENGLISH) {
    const format = new Intl.DateTimeFormat(style.language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: style.timeZone,
    });
    return format.formatRange(from, to);
  }
  const a = englishParts(from, style.timeZone);
  const b = englishParts(to, style.timeZone);
  const dayA = `${a.month} ${ordinal(a.day)}`;
  if (a.year !== b.year) return `${dayA}, ${a.year} - ${b.month} ${ordinal(b.day)}, ${b.year}`;
  if (a.month !== b.month) return `${dayA} - ${b.month} ${ordinal(b.day)}, ${b.year}`;
  if (a.day !== b.day) return `${dayA} - ${ordinal(b.day)}, ${b.year}`;
  return `${dayA}, ${a.year}`;
}

/** The day of an event, e.g. "Saturday 27 Sept 2025" or "samedi 27 sept. 2025". */
export function dayLabel(instant: string, style: LabelStyle): string {
  const options = { weekday: "long", day: "numeric", month: "short", year: "numeric" } as const;
  return style.language === HOUSE_ENGLISH
    ? joinedParts(instant, DAY_FIRST_ENGLISH, style.timeZone, options)
    : formatIn(instant, style, options);
}

/** The day without its year, for short lines like "Saturday 27 Sept: Matrimony at 10:00 AM". */
export function shortDayLabel(instant: string, style: LabelStyle): string {
  const options = { weekday: "long", day: "numeric", month: "short" } as const;
  return style.language === HOUSE_ENGLISH
    ? joinedParts(instant, DAY_FIRST_ENGLISH, style.timeZone, options)
    : formatIn(instant, style, options);
}

/** The time of day, e.g. "10:00 AM" or "10:00". */
export function timeLabel(instant: string, style: LabelStyle): string {
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one keeps labels the same on every Node.
  return formatIn(instant, style, { hour: "numeric", minute: "2-digit" }).replace(/\u202f/g, " ");
}

/** A moment, for the couple's copy of an answer: "Saturday 27 Sept 2025, 10:00 AM", in the wedding's zone. */
export function momentLabel(instant: string, style: LabelStyle): string {
  return `${dayLabel(instant, style)}, ${timeLabel(instant, style)}`;
}

/** A date in full, e.g. "September 27, 2025" or "27 septembre 2025". */
export function dateLabel(instant: string, style: LabelStyle): string {
  return formatIn(instant, style, { dateStyle: "long" });
}

/** A calendar date written 2025-08-01 (no time, no zone), e.g. "August 1, 2025". */
export function calendarDateLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
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

/** The formatted parts joined by single spaces, without the locale's commas: "Saturday 27 Sept 2025". */
function joinedParts(instant: string, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone })
    .formatToParts(new Date(instant))
    .filter((part) => part.type !== "literal")
    .map((part) => part.value)
    .join(" ");
}

function englishParts(date: Date, timeZone: string): { day: number; month: string; year: number } {
  const parts = new Intl.DateTimeFormat(HOUSE_ENGLISH, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return { day: Number(part("day")), month: part("month"), year: Number(part("year")) };
}

const ORDINAL_SUFFIXES: Record<Intl.LDMLPluralRule, string> = {
  one: "st",
  two: "nd",
  few: "rd",
  other: "th",
  zero: "th",
  many: "th",
};
const englishOrdinals = new Intl.PluralRules(HOUSE_ENGLISH, { type: "ordinal" });

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  return `${n}${ORDINAL_SUFFIXES[englishOrdinals.select(n)]}`;
}
