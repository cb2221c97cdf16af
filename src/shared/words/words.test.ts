import { describe, expect, it } from "vitest";
import { counted, fill, isLanguage, LANGUAGES, pluralOf, slotsOf } from "./words.ts";

describe("the fixed words' helpers", () => {
  it("fills a template's slots, and refuses to show a slot left empty", () => {
    expect(fill("Please reply by {date}", { date: "6 March 2027" })).toBe("Please reply by 6 March 2027");
    expect(fill("{count} of {total} sent", { count: 2, total: 5 })).toBe("2 of 5 sent");
    expect(fill("No slots")).toBe("No slots");
    expect(() => fill("Please reply by {date}", {})).toThrow("{date}");
  });

  it("names a template's slots, sorted, so two languages' templates can be compared", () => {
    expect(slotsOf("{total}: {count} sent")).toEqual(["count", "total"]);
    expect(slotsOf("none")).toEqual([]);
  });

  it("counts by each language's plural rule: isiZulu says one for nought too", () => {
    const photos = { one: "{count} photo", other: "{count} photos" };
    expect(counted("en", photos, 1)).toBe("1 photo");
    expect(counted("en", photos, 0)).toBe("0 photos");
    expect(counted("en", photos, 3)).toBe("3 photos");
    expect(pluralOf("zu", 0)).toBe("one");
    expect(pluralOf("zu", 1)).toBe("one");
    expect(pluralOf("zu", 2)).toBe("other");
    for (const language of ["af", "xh", "st", "tn"] as const) {
      expect([pluralOf(language, 0), pluralOf(language, 1), pluralOf(language, 2)]).toEqual(["other", "one", "other"]);
    }
  });

  it("knows its six languages and nothing else", () => {
    expect(LANGUAGES).toEqual(["en", "af", "zu", "xh", "st", "tn"]);
    expect(isLanguage("zu")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
  });
});
