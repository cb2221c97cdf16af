import type { WordsLike } from "./words.ts";

/**
 * The words the site writes where the couple left a text of their content out (decision 21), in English: the
 * spec's headings and countdown lines, and the sentences made from the couple's own facts (the share previews'
 * description, the calendar entry, the Save the Date lines). Whatever the couple writes wins; where they write
 * nothing, a page in isiZulu reads these in isiZulu.
 */
export const CONTENT_WORDS_EN = {
  headings: {
    story: "A Love Story",
    gallery: "Gallery",
    gifts: "Gifts",
    /** A wedding over several days. */
    theme: "Weekend Theme",
    oneDayTheme: "Theme",
    findUs: "Find Us & Save the Date",
  },
  /** The line under the countdown on the wedding day, and once it is over. */
  countdown: {
    onTheDay: "Today!",
    afterwards: "Just married! Thank you for celebrating with us.",
  },
  /** In the open form's place when the couple turn it off (rsvp.openForm: false). */
  personalLinkNote:
    "We have sent each household its own invitation link: please answer there. If you cannot find yours, ask us.",
  /** Link previews and search results, within what they show. */
  description: {
    invitation: "You are invited to the wedding of {couple} on {dates} in {place}.",
    more: "Details, directions and RSVP.",
  },
  /** The Add to Calendar entry: its title and one line per event (the theme's line is calendarEntry.theme). */
  calendar: {
    title: "{couple}'s Wedding",
    event: "{title}: {day}, {time}, {place}",
  },
  /** The Save the Date lines: "Saturday 27 Sept: Matrimony at 10:00 at Church @ Allen Temple". */
  saveTheDate: {
    day: "{day}: {event}",
    event: "{title} at {time}",
    eventAtVenue: "{title} at {time} at {venue}",
  },
  /**
   * What the setup wizard (src/client/admin/setup) writes for the couple where the file needs a text they have not
   * written yet: the line over their names (they may change it there), and the footer's credit.
   */
  suggested: {
    invitationLine: "You are invited to the wedding of",
    designerCredit: "Made with love",
  },
} as const;

export type ContentWords = WordsLike<typeof CONTENT_WORDS_EN>;
