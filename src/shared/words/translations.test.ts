import { describe, expect, it } from "vitest";
import { catalogueOf } from "./catalogues.ts";
import { EN } from "./en.ts";
import { type Counted, LANGUAGES, slotsOf } from "./words.ts";

type Word = string | Counted;

function isCounted(value: unknown): value is Counted {
  return typeof value === "object" && value !== null && Object.keys(value).sort().join() === "one,other";
}

/** Every word of a catalogue by its dotted path ("page.nav.home"), strings and counted pairs. */
function wordsByPath(group: object, prefix = ""): Map<string, Word> {
  const words = new Map<string, Word>();
  for (const [key, value] of Object.entries(group)) {
    const path = `${prefix}${key}`;
    if (typeof value === "string" || isCounted(value)) words.set(path, value);
    else for (const [inner, word] of wordsByPath(value as object, `${path}.`)) words.set(inner, word);
  }
  return words;
}

function textsOf(word: Word): string[] {
  return typeof word === "string" ? [word] : [word.one, word.other];
}

const english = wordsByPath(EN);
describe.each(LANGUAGES.filter((language) => language !== "en"))("the %s catalogue", (language) => {
  const words = wordsByPath(catalogueOf(language));

  it("has every English word's key, and no other", () => {
    expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("gives each word the same slots as English, in each form, and counts where English counts", () => {
    for (const [path, word] of english) {
      const translated = words.get(path);
      if (translated === undefined) continue;
      expect(isCounted(translated), `${path} counts`).toBe(isCounted(word));
      const slots = slotsOf(textsOf(word)[0] ?? "");
      for (const text of textsOf(translated)) expect(slotsOf(text), path).toEqual(slots);
    }
  });

  it("has no empty word, and no English sentence left untranslated", () => {
    for (const [path, word] of words) {
      const englishTexts = textsOf(english.get(path) ?? "");
      for (const text of textsOf(word)) {
        expect(text.trim(), path).not.toBe("");
        // A phrase of four words or more read the same as English was copied, not translated (slots and
        // punctuation alone, "{title}: {day}, {time}", are no words to translate).
        const wordsIn = text
          .replace(/\{\w+\}/g, "")
          .split(/\s+/)
          .filter((part) => /\p{L}/u.test(part));
        if (wordsIn.length >= 4) expect(englishTexts, path).not.toContain(text);
      }
    }
  });
});
