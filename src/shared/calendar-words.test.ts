import { describe, expect, it } from "vitest";
import {
  CALENDAR_LANGUAGES,
  CALENDAR_WORDS,
  fillPattern,
  findCalendarWords,
  hasTraditionalMonths,
  type MonthNames,
} from "./calendar-words.ts";

/** Every set of month names a language ships, named for the failure message. */
function monthSets(): [string, MonthNames][] {
  return CALENDAR_LANGUAGES.flatMap((language) => {
    const { months, traditionalMonths } = CALENDAR_WORDS[language];
    return traditionalMonths
      ? [
          [`${language} borrowed`, months],
          [`${language} traditional`, traditionalMonths],
        ]
      : [[language, months]];
  });
}

function expectNamesOf(names: readonly string[], count: number): void {
  expect(names).toHaveLength(count);
  for (const name of names) expect(name.trim()).toBe(name);
  expect(names.every((name) => name.length > 0)).toBe(true);
  expect(new Set(names).size).toBe(count);
}

describe("the calendar words each language ships", () => {
  it.each(monthSets())("%s: twelve months, none empty or twice, in each width", (_, months) => {
    expectNamesOf(months.long, 12);
    if (months.short) expectNamesOf(months.short, 12);
  });

  it.each(CALENDAR_LANGUAGES)("%s: seven weekdays, none empty or twice, in each width", (language) => {
    const { weekdays } = CALENDAR_WORDS[language];
    expectNamesOf(weekdays.long, 7);
    expectNamesOf(weekdays.short, 7);
  });

  it("has two sets of months for zu, xh, st and tn, one for af and en", () => {
    expect(CALENDAR_LANGUAGES.filter((language) => CALENDAR_WORDS[language].traditionalMonths)).toEqual([
      "zu",
      "xh",
      "st",
      "tn",
    ]);
    expect(["zu", "xh-ZA", "st", "tn", "af", "en", "fr"].map(hasTraditionalMonths)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("names in every pattern only fields a date or time gives", () => {
    const fields = /\{(weekday|day|dayth|month|mon|year)2?\}|\{(hour|hour12|minute|period)\}/g;
    for (const language of CALENDAR_LANGUAGES) {
      const { day, dayWithoutYear, date, range, time } = CALENDAR_WORDS[language].patterns;
      for (const pattern of [day, dayWithoutYear, date, ...Object.values(range), time]) {
        expect(pattern.replace(fields, "")).not.toMatch(/[{}]/);
      }
    }
  });
});

describe("which tags use the shipped words", () => {
  it("is plain en (the house style) and af, zu, xh, st, tn with or without a region", () => {
    expect(findCalendarWords("en")).toBe(CALENDAR_WORDS.en);
    expect(findCalendarWords("zu-ZA")).toBe(CALENDAR_WORDS.zu);
    expect(findCalendarWords("af")).toBe(CALENDAR_WORDS.af);
    expect(["en-GB", "en-ZA", "fr", "de", "nso"].map(findCalendarWords)).toEqual([null, null, null, null, null]);
  });
});

describe("filling a pattern", () => {
  it("puts each field in its place, and refuses one no date gives", () => {
    expect(fillPattern("{day} {month} {year}", { day: "6", month: "Maart", year: "2027" })).toBe("6 Maart 2027");
    expect(() => fillPattern("{day} {era}", { day: "6" })).toThrow("names {era}");
  });
});
