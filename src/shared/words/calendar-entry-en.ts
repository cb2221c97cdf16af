import type { WordsLike } from "./words.ts";

/**
 * The fixed words of a guest's calendar entries (decision 21), in English:
 * what the .ics file's events and Add to Calendar's Google Calendar links
 * say besides the content's own words, and the calendar file's name.
 */
export const CALENDAR_ENTRY_WORDS_EN = {
  /** Under an event's details, the content's hint to find its venue. */
  hint: "Hint: {hint}",
  /** The couple's theme, the content's name for it. */
  theme: "Theme: {theme}",
  /** The attached calendar file: the couple's names as plain Latin letters, "thabo-lerato-wedding.ics". */
  fileName: "{couple}-wedding.ics",
} as const;

export type CalendarEntryWords = WordsLike<typeof CALENDAR_ENTRY_WORDS_EN>;
