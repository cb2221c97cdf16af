import { describe, expect, it } from "vitest";
import { contentProblemsOf, readFixtureFile, SECOND_COUPLE_FILE } from "../../testing/fixture-couples.ts";
import { checkContentFile } from "../content-file.ts";
import { contentFor } from "../content-schema.ts";
import { wordsFor } from "./catalogues.ts";
import { EN } from "./en.ts";

const FILE = "wedding.yaml";
/** The second couple (English, isiZulu and Sesotho) with their own words after the rest. */
const withWords = (words: string) => `${readFixtureFile(SECOND_COUPLE_FILE)}\nwords:\n${words}`;

const problemsOf = (source: string) => contentProblemsOf(source, FILE);

describe("the couple's own words", () => {
  it("replace the site's, in each language's view: one per language, or one for all", () => {
    const checked = checkContentFile(
      withWords(
        [
          "  page.nav.rsvp:",
          "    en: Reply",
          "    zu: Phendula",
          "    st: Araba",
          "  mail.withLove: With all our love,",
          '  page.weddingInfo.hint: "Look for: {hint}"',
        ].join("\n"),
      ),
      { fileName: FILE },
    );
    const words = (language?: "zu" | "st") => wordsFor(contentFor(checked, "public", language));
    expect([words().page.nav.rsvp, words("zu").page.nav.rsvp, words("st").page.nav.rsvp]).toEqual([
      "Reply",
      "Phendula",
      "Araba",
    ]);
    expect(words("st").mail.withLove).toBe("With all our love,");
    expect(words().page.weddingInfo.hint).toBe("Look for: {hint}");
    // Everything else is the catalogue's, untouched.
    expect(words().page.nav.home).toBe(EN.page.nav.home);
    expect(EN.page.nav.rsvp).toBe("RSVP");
  });

  it("name a key the site does not have, with the nearest it does, at its line", () => {
    const source = withWords("  page.nav.rsvpp: Reply");
    const line = source.split("\n").findIndex((text) => text.includes("page.nav.rsvpp")) + 1;
    expect(problemsOf(source)).toContain(
      `${FILE}:${line} words.page.nav.rsvpp: is not one of the site's words: did you mean page.nav.rsvp?`,
    );
  });

  it("keep the slots of the word they replace", () => {
    expect(problemsOf(withWords("  page.weddingInfo.hint: Look for it"))).toContain(
      'must have the same slots as "Hint: {hint}": {hint}, not none',
    );
  });

  it("name a language a word per language leaves out", () => {
    expect(problemsOf(withWords(["  page.nav.rsvp:", "    en: Reply", "    zu: Phendula"].join("\n")))).toContain(
      "has no st text",
    );
  });
});
