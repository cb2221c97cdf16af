import { CALENDAR_ENTRY_WORDS_EN, type CalendarEntryWords } from "./calendar-entry-en.ts";
import { MAIL_WORDS_EN, type MailWords } from "./mail-en.ts";
import { NOT_FOUND_WORDS_EN, type NotFoundWords } from "./not-found-en.ts";
import { PRIVACY_WORDS_EN, type PrivacyWords } from "./privacy-en.ts";
import { isLanguage, type Language } from "./words.ts";

/**
 * Where each area's catalogue is chosen by language: the seam the other
 * languages' catalogues plug into, one line each. A language without its
 * catalogue yet reads English, the spec's words, rather than nothing.
 */

/** The catalogue language of a content's language tag: "en-ZA" reads "en"; a language without catalogues, English. */
export function languageOf(tag: string): Language {
  const language = tag.split("-")[0] ?? "";
  return isLanguage(language) ? language : "en";
}

/** An area's catalogues by language: English always, the others as they come. */
type ByLanguage<Words> = { en: Words } & Partial<Record<Language, Words>>;

function inLanguage<Words>(catalogues: ByLanguage<Words>, language: Language): Words {
  return catalogues[language] ?? catalogues.en;
}

const MAIL_WORDS: ByLanguage<MailWords> = { en: MAIL_WORDS_EN };
const PRIVACY_WORDS: ByLanguage<PrivacyWords> = { en: PRIVACY_WORDS_EN };
const CALENDAR_ENTRY_WORDS: ByLanguage<CalendarEntryWords> = { en: CALENDAR_ENTRY_WORDS_EN };
const NOT_FOUND_WORDS: ByLanguage<NotFoundWords> = { en: NOT_FOUND_WORDS_EN };

/** The words of the mails a guest receives, in `language`. */
export function mailWords(language: Language): MailWords {
  return inLanguage(MAIL_WORDS, language);
}

/** The words guests read about their data (the notices and the /privacy page), in `language`. */
export function privacyWords(language: Language): PrivacyWords {
  return inLanguage(PRIVACY_WORDS, language);
}

/** The words of a guest's calendar entries and file, in `language`. */
export function calendarEntryWords(language: Language): CalendarEntryWords {
  return inLanguage(CALENDAR_ENTRY_WORDS, language);
}

/** The words of the small pages a guest gets instead of the one asked for, in `language`. */
export function notFoundWords(language: Language): NotFoundWords {
  return inLanguage(NOT_FOUND_WORDS, language);
}
