import type { WordsLike } from "./words.ts";

/**
 * The guest page's fixed words in English (design decision 21): the spec's
 * words exactly where it has them, ours elsewhere. Plain data, grouped by the
 * part of the page that shows them, delivered in the page's HTML
 * (src/shared/site-data.ts) and never imported by the page's code: a page in
 * another language carries that language's catalogue instead.
 */
export const PAGE_WORDS_EN = {
  nav: {
    label: "Main",
    homePrefix: "Home: ",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    ourStory: "Our Story",
    weddingInfo: "Wedding Info",
    gallery: "Gallery",
    rsvp: "RSVP",
    findUs: "Find Us",
    sharePhotos: "Share Photos",
  },
  countdown: {
    label: "Countdown to the wedding",
    days: "Days",
    hours: "Hours",
    minutes: "Minutes",
    seconds: "Seconds",
  },
} as const;

/** The page's words in any language: the English catalogue's shape. */
export type PageWords = WordsLike<typeof PAGE_WORDS_EN>;
