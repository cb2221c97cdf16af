import type { CalendarEntryWords } from "./calendar-entry-en.ts";
import type { ContentWords } from "./content-en.ts";
import type { MailWords } from "./mail-en.ts";
import type { NotFoundWords } from "./not-found-en.ts";
import type { PageWords } from "./page-en.ts";
import type { PrivacyWords } from "./privacy-en.ts";

/**
 * One language's catalogue: every fixed word a guest can read, by area. English
 * is written area by area beside the code that shows it (page-en.ts, mail-en.ts…);
 * each other language is one file (af.ts, zu.ts…) of this shape, so the compiler
 * names a word a translation lacks, and translations.test.ts its slots.
 */
export interface LanguageWords {
  /** The guest page, the personal page, /photos and the slideshow (delivered in the page's site data). */
  page: PageWords;
  /** The mails a guest receives. */
  mail: MailWords;
  /** The notices where data is collected, and /privacy. */
  privacy: PrivacyWords;
  /** The calendar entries and .ics file. */
  calendarEntry: CalendarEntryWords;
  /** The 404 and the refused-link pages. */
  notFound: NotFoundWords;
  /** What the site writes where the couple left a text out: headings, countdown lines, the calendar entry's text. */
  content: ContentWords;
}
