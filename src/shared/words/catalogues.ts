import { CALENDAR_ENTRY_WORDS_EN, type CalendarEntryWords } from "./calendar-entry-en.ts";
import { MAIL_WORDS_EN, type MailWords } from "./mail-en.ts";
import { NOT_FOUND_WORDS_EN, type NotFoundWords } from "./not-found-en.ts";
import { PRIVACY_WORDS_EN, type PrivacyWords } from "./privacy-en.ts";
import { isLanguage, type Language } from "./words.ts";

/**
 * Where each area's catalogue is chosen by language: the seam the other
 * languages' catalogues plug into. A language without its catalogue yet
 * reads English, the spec's words, rather than nothing.
 */

/** The catalogue language of a content's language tag: "en-ZA" reads "en"; a language without catalogues, English. */
export function languageOf(tag: string): Language {
  const language = tag.split("-")[0] ?? "";
  return isLanguage(language) ? language : "en";
}

const MAIL_WORDS: Partial<Record<Language, MailWords>> = { en: MAIL_WORDS_EN };

/** The words of the mails a guest receives, in `language`. */
export function mailWords(language: Language): MailWords {
  return MAIL_WORDS[language] ?? MAIL_WORDS_EN;
}

const PRIVACY_WORDS: Partial<Record<Language, PrivacyWords>> = { en: PRIVACY_WORDS_EN };

/** The words guests read about their data (the notices and the /privacy page), in `language`. */
export function privacyWords(language: Language): PrivacyWords {
  return PRIVACY_WORDS[language] ?? PRIVACY_WORDS_EN;
}

const CALENDAR_ENTRY_WORDS: Partial<Record<Language, CalendarEntryWords>> = { en: CALENDAR_ENTRY_WORDS_EN };

/** The words of a guest's calendar entries and file, in `language`. */
export function calendarEntryWords(language: Language): CalendarEntryWords {
  return CALENDAR_ENTRY_WORDS[language] ?? CALENDAR_ENTRY_WORDS_EN;
}

const NOT_FOUND_WORDS: Partial<Record<Language, NotFoundWords>> = { en: NOT_FOUND_WORDS_EN };

/** The words of the small pages a guest gets instead of the one asked for, in `language`. */
export function notFoundWords(language: Language): NotFoundWords {
  return NOT_FOUND_WORDS[language] ?? NOT_FOUND_WORDS_EN;
}
