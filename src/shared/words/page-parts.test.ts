import { describe, expect, it } from "vitest";
import { PAGE_WORDS_EN } from "./page-en.ts";
import { hasPart, PAGE_WORD_PARTS, partWords, sentWords } from "./page-parts.ts";

describe("the page's words, by the part that reads them", () => {
  it("sends every group but the later parts' in the page, and those in the words file: together, the catalogue", () => {
    const page = sentWords(PAGE_WORDS_EN);
    const later = partWords(PAGE_WORDS_EN);
    expect(Object.keys(later).sort()).toEqual(Object.values(PAGE_WORD_PARTS).flat().sort());
    for (const group of Object.keys(later)) expect(page).not.toHaveProperty(group);
    expect({ ...page, ...later }).toEqual(PAGE_WORDS_EN);
  });

  it("keeps in the page the groups of a part it shows at once, and knows which parts it holds", () => {
    const photosPage = sentWords(PAGE_WORDS_EN, ["upload"]);
    expect(hasPart(photosPage, "upload")).toBe(true);
    expect(hasPart(photosPage, "household")).toBe(false);
    expect(hasPart(sentWords(PAGE_WORDS_EN), "upload")).toBe(false);
    expect(hasPart(PAGE_WORDS_EN, "household")).toBe(true);
  });
});
