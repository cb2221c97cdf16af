import { type AnswerProblem, HOUSEHOLD_LIMITS } from "../shared/households.ts";
import { closedText } from "../shared/rsvp-messages.ts";
import { PAGE_WORDS_EN } from "../shared/words/page-en.ts";
import { fill } from "../shared/words/words.ts";

/**
 * The server's English about a household's answers, for its API answers and the couple's admin: the page's English
 * words, so the two never drift apart. The page says each in the guest's language by the answer's code.
 */
const { household, householdProblems } = PAGE_WORDS_EN;

export const HOUSEHOLD_MESSAGES = {
  notFound: household.notFound,
  rateLimited: household.rateLimited,
  versionConflict: household.versionConflict,
} as const;

/** The limits a problem's words name. */
const PROBLEM_SLOTS: Partial<Record<AnswerProblem, { max: number }>> = {
  nameTooLong: { max: HOUSEHOLD_LIMITS.guestName },
  dietaryTooLong: { max: HOUSEHOLD_LIMITS.dietary },
};

/** "A name is too long (at most 80 characters)." */
export function answerProblemText(problem: AnswerProblem): string {
  return fill(householdProblems[problem], PROBLEM_SLOTS[problem]);
}

/**
 * "RSVPs closed on August 1, 2025. To change anything, please call Thabo
 * (+27 82 555 0101) or Lerato." Contacts with their numbers when given.
 */
export function closedMessage(deadlineLabel: string, people: readonly { name: string; phone?: string }[]): string {
  return closedText(PAGE_WORDS_EN, deadlineLabel, people);
}
