/**
 * The RSVP's limits, words and error codes: plain data, so the page can show
 * them without loading the schema library.
 */

export const RSVP_LIMITS = { name: 100, email: 254, partnerName: 100, message: 1000 } as const;

/** The spec's words (section 8), exactly. */
export const RSVP_MESSAGES = {
  missingNameOrEmail: "Please fill in your name and email.",
  missingPartnerName: "Please enter your partner's name.",
  lookupFailed: "There was a problem checking your RSVP. Please try again.",
  saveFailed: "There was a problem saving your RSVP. Please try again.",
  rateLimited: "Too many RSVPs were sent from your connection. Please wait a minute and try again.",
  thankYouTitle: "Thank You!",
  thankYouText: "Your RSVP has been submitted successfully. We're looking forward to celebrating with you!",
  /** Ours, not the spec's: a guest at a venue without signal (design decision 15). */
  offline:
    "You're offline, so your RSVP wasn't sent. Your answers are still here — please try again when you have signal.",
} as const;

export function duplicateRsvpMessage(contactNames: readonly [string, string]): string {
  return `This email has already submitted an RSVP. If you submitted incorrect information, please call ${contactNames[0]} & ${contactNames[1]} to update your RSVP.`;
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
