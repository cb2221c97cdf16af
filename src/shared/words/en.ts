import { CALENDAR_ENTRY_WORDS_EN } from "./calendar-entry-en.ts";
import { CONTENT_WORDS_EN } from "./content-en.ts";
import type { LanguageWords } from "./language-words.ts";
import { MAIL_WORDS_EN } from "./mail-en.ts";
import { NOT_FOUND_WORDS_EN } from "./not-found-en.ts";
import { PAGE_WORDS_EN } from "./page-en.ts";
import { PRIVACY_WORDS_EN } from "./privacy-en.ts";

/** English, the spec's words as written: the catalogue every other language translates, key for key. */
export const EN: LanguageWords = {
  page: PAGE_WORDS_EN,
  mail: MAIL_WORDS_EN,
  privacy: PRIVACY_WORDS_EN,
  calendarEntry: CALENDAR_ENTRY_WORDS_EN,
  notFound: NOT_FOUND_WORDS_EN,
  content: CONTENT_WORDS_EN,
};
