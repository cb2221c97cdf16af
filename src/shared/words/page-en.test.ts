import { describe, expect, it } from "vitest";
import { PAGE_WORDS_EN } from "./page-en.ts";
import { slotsOf } from "./words.ts";

type Entry = [path: string, value: unknown];

/** Every leaf of the catalogue with its dotted path: "nav.home". */
function leaves(group: object, prefix = ""): Entry[] {
  return Object.entries(group).flatMap(([key, value]): Entry[] => {
    const path = `${prefix}${key}`;
    const isCounted = typeof value === "object" && value !== null && "one" in value && "other" in value;
    return typeof value === "object" && value !== null && !isCounted ? leaves(value, `${path}.`) : [[path, value]];
  });
}

describe("the page's English words", () => {
  it("are plain data: they travel as JSON and come back the same", () => {
    expect(JSON.parse(JSON.stringify(PAGE_WORDS_EN))).toEqual(PAGE_WORDS_EN);
  });

  it("hold only words or counted pairs, none empty", () => {
    for (const [path, value] of leaves(PAGE_WORDS_EN)) {
      const words = typeof value === "string" ? [value] : Object.values(value as object);
      expect(words.length, path).toBeGreaterThan(0);
      for (const word of words) {
        expect(typeof word, path).toBe("string");
        expect((word as string).trim(), path).not.toBe("");
      }
    }
  });

  it("name the same slots in both forms of a counted word", () => {
    for (const [path, value] of leaves(PAGE_WORDS_EN)) {
      if (typeof value === "string") continue;
      const { one, other } = value as { one: string; other: string };
      expect(slotsOf(one), path).toEqual(slotsOf(other));
    }
  });
});
