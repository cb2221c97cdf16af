/**
 * The site's own month and day names and date patterns for the languages its
 * guests read, so a date reads the same in Node and in every browser: desktop
 * Chrome's Intl has no data for zu, xh, st or tn (it writes US English) and
 * Android Chrome has only zu. Nothing here asks Intl for a word.
 *
 * Sources, per language and set (docs/translations.md says the same for readers):
 *
 * - en: the site's house English style ("September 27th - 28th, 2025", "Saturday 27 Sept 2025",
 *   "10:00 AM", "August 1, 2025"), pinned by date-labels.test.ts. Names: CLDR 48 (ICU 78.2), locale
 *   en; the short month names are CLDR 48 en-GB's ("Sept"), which the house day labels use.
 * - af: names and patterns CLDR 48, locale af. The date without weekday is CLDR's yMMMMd ("6 Maart
 *   2027"), not its long dateFormat ("06 Maart 2027"), so it matches the day labels and ranges.
 * - zu, borrowed months, weekdays, short forms and patterns: CLDR 48, locale zu (its patterns put the
 *   month first: "Mashi 6, 2027"). Traditional months: isiZulu Wikipedia, "Izinyanga zonyaka
 *   ngesiZulu" (https://zu.wikipedia.org/wiki/Izinyanga_zonyaka_ngesiZulu), the same twelve in
 *   isizulu.co.za, "Izinyanga zonyaka" (https://isizulu.co.za/isizulu/iziinyanga-zonyaka-nezinccazelo/,
 *   which spells July "uNtilikazi") and Stanley Mbatha, "Izinyanga ngesi Zulu"
 *   (https://mbeje.wordpress.com/2013/06/19/izinyanga-ngesi-zulu/).
 * - xh, borrowed months, weekdays, short forms and patterns: CLDR 48, locale xh. Traditional months:
 *   isiXhosa Wikipedia, "Inyanga zonyaka" (https://xh.wikipedia.org/wiki/Inyanga_zonyaka) and English
 *   Wikipedia, "Xhosa calendar" (https://en.wikipedia.org/wiki/Xhosa_calendar; it also gives
 *   uTshazimpunzi for April, eyeCanzibe for May and eyeNtlaba for July).
 * - st, traditional months and weekdays: CLDR 48, locale st; the months agree with English Wikipedia,
 *   "Sotho calendar" (https://en.wikipedia.org/wiki/Sotho_calendar). Borrowed months: UNCONFIRMED, no
 *   source found; written after CLDR's Northern Sotho (nso) borrowed names (Janaware, Feberware,
 *   Matšhe, …) in Sesotho spelling (tjh for Northern Sotho's tšh). A speaker must check all twelve.
 * - tn, traditional months and weekdays: CLDR 48, locale tn; setswanabwa.com, "Dikgwedi [Months]"
 *   (https://setswanabwa.com/dikgwedi-months/) gives the same names (spelling May "Motsheganong" and
 *   January also "Firikgong"). Borrowed months: UNCONFIRMED, no source found; written after CLDR's
 *   Northern Sotho borrowed names in Setswana spelling (tsh for tšh). A speaker must check all twelve.
 * - st and tn patterns: CLDR 48 has only basic coverage for them ("2027 Hlakubele 6, Moqebelo"), so
 *   they read as South Africa writes dates in its other languages, day before month before year,
 *   weekday first: "Moqebelo, 6 Hlakubele 2027" (as af and South African English do). Their short
 *   month names in CLDR are doubtful (st June "Jan"), so st and tn use the full names everywhere.
 * - Every time of day is 24-hour ("14:00", CLDR 48's HH:mm for af, zu, xh, st and tn) but house English.
 *
 * Capitals: isiZulu and isiXhosa names keep the noun prefix their source writes, always lower case, as
 * those languages write a name inside a sentence ("uMgqibelo", "uNdasa", "eyoMqungu"); CLDR writes
 * isiZulu weekdays with a capital prefix ("UMgqibelo") only because its patterns begin with them. Names
 * a source writes without a prefix (CLDR's borrowed months, "Mashi"; isiXhosa weekdays, "Mgqibelo")
 * stay without one.
 */

/** Which month names a language with two sets prints: borrowed from English ("Mashi") or its own ("uNdasa"). */
export const MONTH_NAME_SETS = ["borrowed", "traditional"] as const;
export type MonthNameSet = (typeof MONTH_NAME_SETS)[number];

type Twelve = readonly [string, string, string, string, string, string, string, string, string, string, string, string];
type Seven = readonly [string, string, string, string, string, string, string];

export interface MonthNames {
  /** January first. */
  long: Twelve;
  /** Left out where the language does not shorten month names: labels print the long ones. */
  short?: Twelve;
}

/**
 * A pattern's fields, in braces: {weekday}, {day}, {dayth} (English ordinal: 27th), {month}, {mon}
 * (short month, else long), {year}; a range's second date adds 2 ({day2}, {month2}…); a time has
 * {hour} (00–23), {hour12}, {minute} and {period}.
 */
export interface DatePatterns {
  /** "Saturday 27 Sept 2025" */
  day: string;
  /** "Saturday 27 Sept" */
  dayWithoutYear: string;
  /** "September 27, 2025" */
  date: string;
  /** The dates an event spans, by what the two share. */
  range: { sameDay: string; sameMonth: string; sameYear: string; otherYears: string };
  /** "10:00 AM", "14:00" */
  time: string;
}

export interface CalendarWords {
  months: MonthNames;
  /** The language's own month names, where it has a second set. */
  traditionalMonths?: MonthNames;
  /** The set printed when the couple choose none: the one CLDR writes the language's dates with. */
  usualMonths?: MonthNameSet;
  /** Sunday first, as Date's getUTCDay counts. */
  weekdays: { long: Seven; short: Seven };
  /** Morning and afternoon, for a 12-hour clock. */
  periods?: readonly [string, string];
  patterns: DatePatterns;
}

export const CALENDAR_LANGUAGES = ["en", "af", "zu", "xh", "st", "tn"] as const;
export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];

/** CLDR's interval dash: an en dash between thin spaces. */
const DASH = "\u2009–\u2009";

/** Day, month, year, weekday first: South Africa's order, for languages whose CLDR patterns are not yet settled. */
const DAY_FIRST_PATTERNS: DatePatterns = {
  day: "{weekday}, {day} {mon} {year}",
  dayWithoutYear: "{weekday}, {day} {mon}",
  date: "{day} {month} {year}",
  range: {
    sameDay: "{day} {month} {year}",
    sameMonth: "{day}–{day2} {month} {year}",
    sameYear: `{day} {month}${DASH}{day2} {month2} {year}`,
    otherYears: `{day} {month} {year}${DASH}{day2} {month2} {year2}`,
  },
  time: "{hour}:{minute}",
};

/** CLDR 48's zu and xh patterns: month, day, year. */
const MONTH_FIRST_PATTERNS: DatePatterns = {
  day: "{weekday}, {mon} {day}, {year}",
  dayWithoutYear: "{weekday}, {mon} {day}",
  date: "{month} {day}, {year}",
  range: {
    sameDay: "{month} {day}, {year}",
    sameMonth: `{month} {day}${DASH}{day2}, {year}`,
    sameYear: `{month} {day}${DASH}{month2} {day2}, {year}`,
    otherYears: `{month} {day}, {year}${DASH}{month2} {day2}, {year2}`,
  },
  time: "{hour}:{minute}",
};

export const CALENDAR_WORDS: Record<CalendarLanguage, CalendarWords> = {
  en: {
    months: {
      long: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ],
      short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    },
    weekdays: {
      long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    },
    periods: ["AM", "PM"],
    patterns: {
      day: "{weekday} {day} {mon} {year}",
      dayWithoutYear: "{weekday} {day} {mon}",
      date: "{month} {day}, {year}",
      range: {
        sameDay: "{month} {dayth}, {year}",
        sameMonth: "{month} {dayth} - {dayth2}, {year}",
        sameYear: "{month} {dayth} - {month2} {dayth2}, {year}",
        otherYears: "{month} {dayth}, {year} - {month2} {dayth2}, {year2}",
      },
      time: "{hour12}:{minute} {period}",
    },
  },
  af: {
    months: {
      long: [
        "Januarie",
        "Februarie",
        "Maart",
        "April",
        "Mei",
        "Junie",
        "Julie",
        "Augustus",
        "September",
        "Oktober",
        "November",
        "Desember",
      ],
      short: ["Jan.", "Feb.", "Mrt.", "Apr.", "Mei", "Jun.", "Jul.", "Aug.", "Sep.", "Okt.", "Nov.", "Des."],
    },
    weekdays: {
      long: ["Sondag", "Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrydag", "Saterdag"],
      short: ["So.", "Ma.", "Di.", "Wo.", "Do.", "Vr.", "Sa."],
    },
    patterns: {
      day: "{weekday} {day} {mon} {year}",
      dayWithoutYear: "{weekday} {day} {mon}",
      date: "{day} {month} {year}",
      range: {
        sameDay: "{day} {month} {year}",
        sameMonth: "{day}–{day2} {month} {year}",
        sameYear: `{day} {month}${DASH}{day2} {month2} {year}`,
        otherYears: `{day} {month} {year}${DASH}{day2} {month2} {year2}`,
      },
      time: "{hour}:{minute}",
    },
  },
  zu: {
    months: {
      long: [
        "Januwari",
        "Februwari",
        "Mashi",
        "Ephreli",
        "Meyi",
        "Juni",
        "Julayi",
        "Agasti",
        "Septhemba",
        "Okthoba",
        "Novemba",
        "Disemba",
      ],
      short: ["Jan", "Feb", "Mas", "Eph", "Mey", "Jun", "Jul", "Aga", "Sep", "Okt", "Nov", "Dis"],
    },
    traditionalMonths: {
      long: [
        "uMasingana",
        "uNhlolanja",
        "uNdasa",
        "uMbasa",
        "uNhlaba",
        "uNhlangulana",
        "uNtulikazi",
        "uNcwaba",
        "uMandulo",
        "uMfumfu",
        "uLwezi",
        "uZibandlela",
      ],
    },
    weekdays: {
      long: ["iSonto", "uMsombuluko", "uLwesibili", "uLwesithathu", "uLwesine", "uLwesihlanu", "uMgqibelo"],
      short: ["Son", "Mso", "Bil", "Tha", "Sin", "Hla", "Mgq"],
    },
    patterns: MONTH_FIRST_PATTERNS,
  },
  xh: {
    months: {
      long: [
        "Janyuwari",
        "Februwari",
        "Matshi",
        "Epreli",
        "Meyi",
        "Juni",
        "Julayi",
        "Agasti",
        "Septemba",
        "Okthoba",
        "Novemba",
        "Disemba",
      ],
      short: ["Jan", "Feb", "Mat", "Epr", "Mey", "Jun", "Jul", "Aga", "Sep", "Okt", "Nov", "Dis"],
    },
    traditionalMonths: {
      long: [
        "eyoMqungu",
        "eyoMdumba",
        "eyoKwindla",
        "uTshazimpuzi",
        "uCanzibe",
        "eyeSilimela",
        "eyeKhala",
        "eyeThupha",
        "eyoMsintsi",
        "eyeDwarha",
        "eyeNkanga",
        "eyoMnga",
      ],
    },
    weekdays: {
      long: ["Cawe", "Mvulo", "Lwesibini", "Lwesithathu", "Lwesine", "Lwesihlanu", "Mgqibelo"],
      short: ["Caw", "Mvu", "Bin", "Tha", "Sin", "Hla", "Mgq"],
    },
    patterns: MONTH_FIRST_PATTERNS,
  },
  st: {
    // CLDR 48 writes st dates with the traditional names (its borrowed ones below are unconfirmed).
    usualMonths: "traditional",
    months: {
      // UNCONFIRMED, all twelve: see the sources above.
      long: [
        "Janaware",
        "Febereware",
        "Matjhe",
        "Aporele",
        "Mei",
        "June",
        "Julae",
        "Agostose",
        "Setemere",
        "Oktobore",
        "Nofemere",
        "Disemere",
      ],
    },
    traditionalMonths: {
      long: [
        "Pherekgong",
        "Hlakola",
        "Hlakubele",
        "Mmesa",
        "Motsheanong",
        "Phupjane",
        "Phupu",
        "Phato",
        "Lwetse",
        "Mphalane",
        "Pudungwana",
        "Tshitwe",
      ],
    },
    weekdays: {
      long: ["Sontaha", "Mantaha", "Labobedi", "Laboraro", "Labone", "Labohlano", "Moqebelo"],
      short: ["Son", "Mma", "Bed", "Rar", "Ne", "Hla", "Moq"],
    },
    patterns: DAY_FIRST_PATTERNS,
  },
  tn: {
    // CLDR 48 writes tn dates with the traditional names (its borrowed ones below are unconfirmed).
    usualMonths: "traditional",
    months: {
      // UNCONFIRMED, all twelve: see the sources above.
      long: [
        "Janaware",
        "Feberware",
        "Matshe",
        "Aporele",
        "Mei",
        "June",
        "Julae",
        "Agostose",
        "Setemere",
        "Oktobore",
        "Nofemere",
        "Disemere",
      ],
    },
    traditionalMonths: {
      long: [
        "Ferikgong",
        "Tlhakole",
        "Mopitlo",
        "Moranang",
        "Motsheganang",
        "Seetebosigo",
        "Phukwi",
        "Phatwe",
        "Lwetse",
        "Diphalane",
        "Ngwanatsele",
        "Sedimonthole",
      ],
    },
    weekdays: {
      long: ["Tshipi", "Mosupologo", "Labobedi", "Laboraro", "Labone", "Labotlhano", "Matlhatso"],
      short: ["Tsh", "Mos", "Labb", "Labr", "Labn", "Labt", "Mat"],
    },
    patterns: DAY_FIRST_PATTERNS,
  },
};

/**
 * The shipped words for a language tag, or null for a tag Intl writes: plain `en` is the house style
 * (en-GB, en-ZA… are Intl's); af, zu, xh, st and tn with or without a region (zu-ZA) are ours.
 */
export function findCalendarWords(language: string): CalendarWords | null {
  if (language === "en") return CALENDAR_WORDS.en;
  const primary = language.split("-")[0];
  return primary !== "en" && isCalendarLanguage(primary) ? CALENDAR_WORDS[primary] : null;
}

function isCalendarLanguage(tag: string | undefined): tag is CalendarLanguage {
  return CALENDAR_LANGUAGES.some((language) => language === tag);
}

/** The month names a label prints: the traditional set only where the language has one. */
export function monthNamesOf(words: CalendarWords, set: MonthNameSet = words.usualMonths ?? "borrowed"): MonthNames {
  return set === "traditional" && words.traditionalMonths ? words.traditionalMonths : words.months;
}

/** Whether a language tag has its own month names to choose (zu, xh, st, tn). */
export function hasTraditionalMonths(language: string): boolean {
  return findCalendarWords(language)?.traditionalMonths !== undefined;
}

/** "{day} {month}" with { day: "6", month: "Maart" } → "6 Maart"; a field the pattern names must be given. */
export function fillPattern(pattern: string, fields: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`The date pattern "${pattern}" names {${name}}, which no date gives`);
    return value;
  });
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}
