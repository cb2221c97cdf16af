import { languageOf } from "../page-languages.ts";
import type { CalendarEntryWords } from "./calendar-entry-en.ts";
import { EN } from "./en.ts";
import type { LanguageWords } from "./language-words.ts";
import type { MailWords } from "./mail-en.ts";
import type { NotFoundWords } from "./not-found-en.ts";
import { withOverrides } from "./overrides.ts";
import type { PageWords } from "./page-en.ts";
import type { PrivacyWords } from "./privacy-en.ts";
import { ST } from "./st.ts";
import { TN } from "./tn.ts";
import { LANGUAGES, type Language } from "./words.ts";

/**
 * Where each area's catalogue is chosen by language: the seam the other
 * languages' catalogues plug into, one line each. A language without its
 * catalogue yet reads English, the spec's words, rather than nothing.
 */

/** The catalogues by language: English always, the others as they come, one line each. */
const CATALOGUES: { en: LanguageWords } & Partial<Record<Language, LanguageWords>> = {
  en: EN,
  st: ST,
  tn: TN,
};

/** The languages that have their own catalogue (English among them). */
export function languagesWithWords(): Language[] {
  return LANGUAGES.filter((language) => CATALOGUES[language] !== undefined);
}

/** Every fixed word in `language`: its own catalogue, or English until it has one. */
export function catalogueOf(language: Language): LanguageWords {
  return CATALOGUES[language] ?? CATALOGUES.en;
}

/** The words of the guest pages (the open page, the personal page, /photos, the slideshow), in `language`. */
export function pageWords(language: Language): PageWords {
  return catalogueOf(language).page;
}

/** The words of the mails a guest receives, in `language`. */
export function mailWords(language: Language): MailWords {
  return catalogueOf(language).mail;
}

/** The words guests read about their data (the notices and the /privacy page), in `language`. */
export function privacyWords(language: Language): PrivacyWords {
  return catalogueOf(language).privacy;
}

/** The words of a guest's calendar entries and file, in `language`. */
export function calendarEntryWords(language: Language): CalendarEntryWords {
  return catalogueOf(language).calendarEntry;
}

/** The words of the small pages a guest gets instead of the one asked for, in `language`. */
export function notFoundWords(language: Language): NotFoundWords {
  return catalogueOf(language).notFound;
}

/**
 * Every fixed word of a view of the content: its language's catalogue, with
 * the couple's own words (content `words:`) in place of the catalogue's.
 */
export function wordsFor(content: {
  site: { language: string };
  words?: Readonly<Record<string, string>> | undefined;
}) {
  return withOverrides(catalogueOf(languageOf(content.site.language)), content.words);
}
