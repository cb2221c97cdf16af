import type { WordsLike } from "./words.ts";

/**
 * The fixed words of the small pages a guest gets instead of the one asked
 * for (decision 21), in English: a missing page, and a personal link that
 * names no invitation or was tried too often.
 */
export const NOT_FOUND_WORDS_EN = {
  /** Any path the site does not have. */
  page: {
    title: "Page not found",
    toInvitation: "Go to the invitation",
  },
  /** A personal link (/i/<code>) that the server cannot answer with the household's page. */
  invitation: {
    notFoundTitle: "Invitation not found",
    notFound:
      "We couldn't find an invitation for this link. Please check that you opened the whole link from your message, or ask the couple for it again.",
    tooManyTriesTitle: "Too many tries",
    tooManyTries: "Too many invitation links were tried from your connection. Please wait a few minutes and try again.",
    toWeddingPage: "Go to the wedding page",
  },
} as const;

export type NotFoundWords = WordsLike<typeof NOT_FOUND_WORDS_EN>;
