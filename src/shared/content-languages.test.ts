import { describe, expect, it } from "vitest";
import { isScalar, parseDocument, visit } from "yaml";
import { contentProblemsOf, readFixtureFile, SECOND_COUPLE_FILE } from "../testing/fixture-couples.ts";
import { checkContentFile } from "./content-file.ts";
import { contentFor } from "./content-schema.ts";

const FILE = "wedding.yaml";
/** The second couple's file in English only: its texts per language read in English, its languages left out. */
const SECOND_COUPLE = (() => {
  const document = parseDocument(readFixtureFile(SECOND_COUPLE_FILE));
  visit(document, {
    Pair: (_key, pair) => (isScalar(pair.key) && pair.key.value === "languages" ? visit.REMOVE : undefined),
    // A text per language, a field's value or a list's item, becomes its English.
    Map: (_key, map) => (map.has("zu") ? document.createNode(map.get("en")) : undefined),
  });
  return document.toString({ lineWidth: 0 });
})();
const INVITATION_LINE = /^ {2}invitationLine: .*$/m;
const ZULU_LINE = "Kanye nemindeni yabo, bayakumema emshadweni wabo";
const SESOTHO_LINE = "Hammoho le malapa a bona, ba o mema lenyalong la bona";

/** The second couple's file in English, isiZulu and Sesotho, its invitation line given per language. */
function trilingual(edit: (source: string) => string = (source) => source): string {
  const source = SECOND_COUPLE.replace(
    /^ {2}language: en-GB$/m,
    "  language: en-GB\n  languages: [en, zu, st]",
  ).replace(
    INVITATION_LINE,
    (line) =>
      `  invitationLine:\n    en: ${line.replace(/^ {2}invitationLine: /, "")}\n    zu: ${ZULU_LINE}\n    st: ${SESOTHO_LINE}`,
  );
  expect(source).not.toBe(SECOND_COUPLE);
  return edit(source);
}

const lineOf = (source: string, pattern: RegExp) => source.split("\n").findIndex((line) => pattern.test(line)) + 1;

const problemsOf = (source: string) => contentProblemsOf(source, FILE);

describe("a content file in several languages", () => {
  it("reads each language's own text, and writes the dates in that language", () => {
    const source = trilingual();
    const english = contentFor(checkContentFile(source, { fileName: FILE }), "public");
    const zulu = contentFor(checkContentFile(source, { fileName: FILE, language: "zu" }), "public");
    const sesotho = contentFor(checkContentFile(source, { fileName: FILE, language: "st" }), "public");
    expect(english.hero.invitationLine).toMatch(/^TOGETHER WITH THEIR FAMILIES/);
    expect([zulu.hero.invitationLine, sesotho.hero.invitationLine]).toEqual([ZULU_LINE, SESOTHO_LINE]);
    // The region the couple wrote stays with each language (phone numbers are read in it).
    expect([english.site.language, zulu.site.language, sesotho.site.language]).toEqual(["en-GB", "zu-GB", "st-GB"]);
    // Saturday 12 June 2027, with the shipped names, not the browser's (CLDR 48: isiZulu Juni, uMgqibelo; Sesotho Moqebelo).
    expect(zulu.hero.datesLabel).toContain("Juni");
    expect(zulu.events[0]?.dayLabel).toContain("uMgqibelo");
    expect(sesotho.events[0]?.dayLabel).toContain("Moqebelo");
    expect(english.events[0]?.dayLabel).toContain("Saturday");
    // A text written once is every language's.
    expect(zulu.hero.placeLabel).toBe(english.hero.placeLabel);
  });

  it("names a language a text leaves out, at the text's line", () => {
    const source = trilingual((file) => file.replace(`    st: ${SESOTHO_LINE}\n`, ""));
    expect(problemsOf(source)).toContain(
      `${FILE}:${lineOf(source, /^ {4}en: /)} hero.invitationLine: has no st text: add st: "…" beside the others (the site's languages are en, zu, st)`,
    );
  });

  it("names a language's empty text at its own line", () => {
    const source = trilingual((file) => file.replace(`    zu: ${ZULU_LINE}`, '    zu: ""'));
    expect(problemsOf(source)).toContain(
      `${FILE}:${lineOf(source, /^ {4}zu: ""$/)} hero.invitationLine.zu: must not be empty`,
    );
  });

  it("asks for site.languages before a text per language, and names a language the site does not list", () => {
    const unlisted = trilingual((file) => file.replace("\n  languages: [en, zu, st]", ""));
    expect(problemsOf(unlisted)).toContain(
      "hero.invitationLine: is written per language: list the site's languages first, e.g. site.languages: [en, zu, st]",
    );
    const extra = trilingual((file) => file.replace("languages: [en, zu, st]", "languages: [en, zu]"));
    expect(problemsOf(extra)).toContain(
      `${FILE}:${lineOf(extra, /^ {4}st: /)} hero.invitationLine.st: st is not one of the site's languages (en, zu)`,
    );
  });

  it("refuses a language without words, a language listed twice, and a default that is not the first", () => {
    expect(problemsOf(trilingual((file) => file.replace("[en, zu, st]", "[en, zu, st, fr]")))).toContain(
      "site.languages[3]: must list languages the site has words for: en, af, zu, xh, st, tn",
    );
    expect(problemsOf(trilingual((file) => file.replace("[en, zu, st]", "[en, zu, zu, st]")))).toContain(
      "site.languages: must not list a language twice",
    );
    expect(problemsOf(trilingual((file) => file.replace("language: en-GB", "language: zu")))).toContain(
      "site.language: must be the first of languages (en), with a region or without, or left out",
    );
  });

  it("takes the default language from languages when language is left out, and traditional months when one language has them", () => {
    const source = trilingual((file) =>
      file
        .replace("  language: en-GB\n", "")
        .replace("languages: [en, zu, st]", "languages: [en, zu, st]\n  monthNames: traditional"),
    );
    expect(checkContentFile(source, { fileName: FILE }).site.language).toBe("en");
    const zulu = contentFor(checkContentFile(source, { fileName: FILE, language: "zu" }), "public");
    // isiZulu's own name for June (isiZulu Wikipedia, "Izinyanga zonyaka ngesiZulu"), by the couple's choice.
    expect(zulu.hero.datesLabel).toContain("uNhlangulana");
  });

  it("reads a file of one language as before, in that language only", () => {
    expect(checkContentFile(SECOND_COUPLE, { fileName: FILE }).site.language).toBe("en-GB");
    expect(() => checkContentFile(SECOND_COUPLE, { fileName: FILE, language: "zu" })).toThrow("not written in zu");
  });
});
