import type { PageWords } from "./words/page-en.ts";
import { fill } from "./words/words.ts";

/**
 * The RSVP's limits, words and error codes: plain data, so the page can show
 * them without loading the schema library.
 */

/** The words that name the couple's contacts, in any language's catalogue. */
type ContactWords = { contacts: PageWords["contacts"] };

export const RSVP_LIMITS = { name: 100, email: 254, partnerName: 100, message: 1000 } as const;

/** The spec's words (section 8), exactly. */
export const RSVP_MESSAGES = {
  missingNameOrEmail: "Please fill in your name and email.",
  missingPartnerName: "Please enter your partner's name.",
  lookupFailed: "There was a problem checking your RSVP. Please try again.",
  saveFailed: "There was a problem saving your RSVP. Please try again.",
  rateLimited: "Too many RSVPs were sent from your connection. Please wait a minute and try again.",
} as const;

/** Where the open form keeps an answer sent without signal (localStorage), and a household's form, by code. */
export const KEPT_RSVP_STORAGE_KEY = "wedding-rsvp-not-sent";
export const KEPT_HOUSEHOLD_STORAGE_PREFIX = "wedding-household-not-sent:";

/** The open form's fields that can hold a problem, in the order they appear (the first is the one to focus). */
export const RSVP_FIELDS = ["name", "email", "partnerName", "events", "message"] as const;
export type RsvpField = (typeof RSVP_FIELDS)[number];
/** Each field's problem, in the words shown under it. */
export type RsvpFieldErrors = Partial<Record<RsvpField, string>>;

/**
 * The words under a field of the open form, beside the spec's toast. The
 * spec's own where it has them (the partner's name); the name and the email
 * each get their half of its "Please fill in your name and email.".
 */
export const RSVP_FIELD_MESSAGES = {
  missingName: "Please fill in your name.",
  missingEmail: "Please fill in your email.",
  invalidEmail: "Please enter a valid email address.",
  missingPartnerName: RSVP_MESSAGES.missingPartnerName,
  /** Ours: a wedding of several public events asks which (a "Yes" is not every event). */
  missingEvents: "Please choose the events you will attend.",
} as const;

/**
 * What is wrong with an answer, by code: the page says each in the guest's language (its words' `rsvpMessages`, by
 * the same names, the field's limit as {max}); the messages above are the server's, in English.
 */
export type RsvpProblem =
  | "missingNameOrEmail"
  | "missingPartnerName"
  | "missingName"
  | "missingEmail"
  | "invalidEmail"
  | "missingEvents"
  | `${"name" | "email" | "partnerName" | "message"}TooLong`
  | "notExpected";
/** Each field's problem, by code. */
export type RsvpFieldProblems = Partial<Record<RsvpField, RsvpProblem>>;

/** "Thabo", "Thabo & Lerato", "Thabo, Lerato & Lwazi": the people guests can call, as every message names them. */
export function contactNamesText(contacts: readonly { name: string }[]): string {
  const names = contacts.map((contact) => contact.name);
  const last = names.pop();
  return names.length > 0 ? `${names.join(", ")} & ${last}` : (last ?? "");
}

/** "Thabo", "Thabo & Lerato", "Thabo, Lerato & Lwazi": the people guests can call, in a language's words. */
export function contactNames(words: ContactWords, contacts: readonly { name: string }[]): string {
  const names = contacts.map((contact) => contact.name);
  const last = names.pop();
  return names.length > 0 ? fill(words.contacts.list, { names: names.join(", "), last: last ?? "" }) : (last ?? "");
}

/**
 * "RSVPs closed on August 1, 2025. To change anything, please call Thabo (+27 82 555 0101) or Lerato.": the page
 * says it in the guest's words, the server in English (server/household-messages.ts).
 */
export function closedText(
  words: ContactWords,
  deadlineLabel: string,
  contacts: readonly { name: string; phone?: string | undefined }[],
): string {
  const named = contacts.map((contact) => ({
    name: contact.phone ? fill(words.contacts.withPhone, { name: contact.name, phone: contact.phone }) : contact.name,
  }));
  return fill(words.contacts.closed, { date: deadlineLabel, contacts: contactNames(words, named) });
}

export function duplicateRsvpMessage(contacts: readonly { name: string }[]): string {
  return `This email has already submitted an RSVP. If you submitted incorrect information, please call ${contactNamesText(contacts)} to update your RSVP.`;
}

/** A phone number as a tel: link: digits and a leading +, e.g. "+27 82 555 0101" → "tel:+27825550101". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "There was a problem saving your RSVP. Please try again. (reason)" */
export function saveFailedMessage(reason: string): string {
  return `${RSVP_MESSAGES.saveFailed} (${reason})`;
}

/** Error codes the RSVP endpoint answers with; the form maps each to the spec's message. */
export const RSVP_ERROR_CODES = {
  invalid: "invalid_rsvp",
  duplicate: "duplicate_rsvp",
  rateLimited: "rate_limited",
  saveFailed: "save_failed",
} as const;
