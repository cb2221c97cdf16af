import type { Contact } from "../../../shared/content-schema.ts";
import { isRecord } from "../../../shared/error-body.ts";
import {
  contactNames,
  RSVP_ERROR_CODES,
  RSVP_FIELDS,
  RSVP_LIMITS,
  type RsvpFieldErrors,
  type RsvpFieldProblems,
  type RsvpProblem,
} from "../../../shared/rsvp-messages.ts";
import type { FirstViewWords } from "../../../shared/words/page-parts.ts";
import { fill } from "../../../shared/words/words.ts";
import type { ApiFailure } from "../../lib/api.ts";
import { reasonText } from "../../lib/reason-text.ts";

/** The code of the rule a refused answer broke, as the server's body names it, if the page has words for it. */
export function refusedProblem<K extends string>(failure: ApiFailure, words: Readonly<Record<K, unknown>>): K | null {
  if (failure.kind !== "error" || !isRecord(failure.body)) return null;
  const { problem } = failure.body;
  return typeof problem === "string" && Object.hasOwn(words, problem) ? (problem as K) : null;
}

/**
 * The server's answers in the page's words, chosen by the error code (docs/product.md section 8): the server's own
 * English message is for the couple and operators, never shown to a guest.
 */

/** "There was a problem saving your RSVP. Please try again. (reason)" */
export function saveFailedText(words: FirstViewWords, reason: string): string {
  return fill(words.rsvpMessages.saveFailedBecause, { message: words.rsvpMessages.saveFailed, reason });
}

/** One table from the server's answer to the words the guest sees. */
export function messageForFailure(failure: ApiFailure, contacts: readonly Contact[], words: FirstViewWords): string {
  const messages = words.rsvpMessages;
  if (failure.kind === "unreachable") return saveFailedText(words, reasonText(words, failure));
  switch (failure.code) {
    case RSVP_ERROR_CODES.duplicate:
      return fill(messages.duplicate, { contacts: contactNames(words, contacts) });
    case RSVP_ERROR_CODES.rateLimited:
      return messages.rateLimited;
    // The form checks the same rules before it sends: an answer refused anyway came in a form it did not expect.
    case RSVP_ERROR_CODES.invalid: {
      const problem = refusedProblem(failure, messages);
      return problem ? rsvpProblemText(words, problem as RsvpProblem) : messages.refused;
    }
    default:
      // The database could not be reached to check for an earlier RSVP.
      if (failure.status === 503) return messages.lookupFailed;
      return saveFailedText(words, reasonText(words, failure));
  }
}

/** A problem with the open form's answer, by its code, in the page's words (a field's limit as {max}). */
export function rsvpProblemText(words: FirstViewWords, problem: RsvpProblem): string {
  const limit = problem.endsWith("TooLong")
    ? RSVP_LIMITS[problem.slice(0, -"TooLong".length) as keyof typeof RSVP_LIMITS]
    : 0;
  return fill(words.rsvpMessages[problem], { max: limit });
}

/** Each field's problem in the page's words. */
export function rsvpFieldTexts(words: FirstViewWords, problems: RsvpFieldProblems): RsvpFieldErrors {
  const texts: RsvpFieldErrors = {};
  for (const field of RSVP_FIELDS) {
    const problem = problems[field];
    if (problem) texts[field] = rsvpProblemText(words, problem);
  }
  return texts;
}

/** The deadline in force that a refusal as closed names (the couple may have moved it), or null when it names none. */
export function closedDeadline(failure: ApiFailure): string | null {
  if (failure.kind !== "error" || !isRecord(failure.body)) return null;
  const { deadlineLabel } = failure.body;
  return typeof deadlineLabel === "string" ? deadlineLabel : null;
}
