import { languageOf } from "../page-languages.ts";
import { AF } from "./af.ts";
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
import type { Language } from "./words.ts";
import { XH } from "./xh.ts";
import { ZU } from "./zu.ts";

/**
 * Where each area's catalogue is chosen by language: one catalogue per
 * language, every one required (the compiler names a language left out).
 */
const CATALOGUES: Readonly<Record<Language, LanguageWords>> = {
  en: EN,
  af: AF,
  zu: ZU,
  xh: XH,
  st: ST,
  tn: TN,
};

/** Every fixed word in `language`: its catalogue. */
export function catalogueOf(language: Language): LanguageWords {
  return CATALOGUES[language];
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

/**
 * The words of something made from a view but read in `language` (a household's mail or calendar file in its own
 * language): the view's words when it is in that language, else that language's catalogue as shipped, since the
 * couple's own words are the view's language's.
 */
export function wordsIn(
  content: { site: { language: string }; words?: Readonly<Record<string, string>> | undefined },
  language?: Language,
) {
  return language && language !== languageOf(content.site.language) ? catalogueOf(language) : wordsFor(content);
}
