import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languageOf } from "../page-languages.ts";
import { CALENDAR_ENTRY_WORDS_EN } from "./calendar-entry-en.ts";
import { calendarEntryWords, mailWords, notFoundWords, privacyWords } from "./catalogues.ts";
import { MAIL_WORDS_EN } from "./mail-en.ts";
import { NOT_FOUND_WORDS_EN } from "./not-found-en.ts";
import { PRIVACY_WORDS_EN } from "./privacy-en.ts";
import { type Catalogue, type Counted, LANGUAGES, slotsOf } from "./words.ts";

/** Each area's English catalogue, and the source files whose fixed words moved into it. */
const AREAS: { name: string; words: Catalogue; files: string[] }[] = [
  {
    name: "mail",
    words: MAIL_WORDS_EN,
    files: [
      "src/server/mail/answer-mail-parts.ts",
      "src/server/mail/household-mails.ts",
      "src/server/mail/invitation-mails.ts",
      "src/server/mail/mail-layout.ts",
      "src/server/mail/rsvp-mails.ts",
      "src/server/mail/templates.ts",
    ],
  },
  {
    name: "privacy",
    words: PRIVACY_WORDS_EN,
    files: [
      "src/shared/privacy-notice.ts",
      "src/client/privacy/privacy-page.tsx",
      // Only the /privacy page's title was written there.
      "src/server/publishing/publish-site.ts",
    ],
  },
  {
    name: "calendar entry",
    words: CALENDAR_ENTRY_WORDS_EN,
    files: ["src/shared/calendar-entries.ts", "src/server/calendar.ts"],
  },
  {
    name: "not found",
    words: NOT_FOUND_WORDS_EN,
    files: ["src/server/app.ts", "src/server/routes/invitation-page.ts"],
  },
];

function isCounted(value: string | Counted | Catalogue): value is Counted {
  return typeof value === "object" && Object.keys(value).sort().join() === "one,other";
}

/** Every word of a catalogue, strings and counted pairs, by its path ("invitation.subject"). */
function wordsOf(catalogue: Catalogue, path = ""): [string, string | Counted][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return typeof value === "string" || isCounted(value) ? [[at, value]] : wordsOf(value, at);
  });
}

function stringsOf(catalogue: Catalogue): string[] {
  return wordsOf(catalogue).flatMap(([, word]) => (typeof word === "string" ? [word] : [word.one, word.other]));
}

describe.each(AREAS)("the $name catalogue", ({ words, files }) => {
  it("is plain data: it survives a JSON round-trip unchanged", () => {
    expect(JSON.parse(JSON.stringify(words))).toEqual(words);
  });

  it("has no empty word", () => {
    for (const [path, word] of wordsOf(words)) {
      for (const text of typeof word === "string" ? [word] : [word.one, word.other]) {
        expect(text.trim(), path).not.toBe("");
      }
    }
  });

  it("names the same slots in both forms of a counted word", () => {
    for (const [path, word] of wordsOf(words)) {
      if (typeof word !== "string") expect(slotsOf(word.one), path).toEqual(slotsOf(word.other));
    }
  });

  it("holds every fixed phrase its files say: none of its words of three or more is left written in them", () => {
    // A template's literal parts: "A reminder: please RSVP to {event} by {deadline}" was written around its values.
    const phrases = stringsOf(words)
      .flatMap((word) => word.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.split(/\s+/).length >= 3);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      expect(
        phrases.filter((phrase) => source.includes(phrase)),
        file,
      ).toEqual([]);
    }
  });
});

describe("choosing a catalogue by language", () => {
  it("reads a content's language tag, and English for a language without catalogues", () => {
    expect(languageOf("en-ZA")).toBe("en");
    expect(languageOf("zu")).toBe("zu");
    expect(languageOf("fr")).toBe("en");
  });

  it("gives every language each area's words, with English's keys", () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(mailWords(language))).toEqual(Object.keys(MAIL_WORDS_EN));
      expect(Object.keys(privacyWords(language))).toEqual(Object.keys(PRIVACY_WORDS_EN));
      expect(Object.keys(calendarEntryWords(language))).toEqual(Object.keys(CALENDAR_ENTRY_WORDS_EN));
      expect(Object.keys(notFoundWords(language))).toEqual(Object.keys(NOT_FOUND_WORDS_EN));
    }
  });
});
