import { z } from "zod/mini";
import { cleanLine } from "./clean-text.ts";
import { HOUSEHOLD_LIMITS } from "./households.ts";
import type { ContactCorrection } from "./privacy.ts";
import { BROWSER_EMAIL } from "./rsvp.ts";

/**
 * The guest-data requests (privacy.ts), validated by the server and, if the
 * page wants instant feedback, by the form: one schema for both.
 */

export const CONTACT_MESSAGES = {
  unreadable: "Your details could not be read. Please reload the page and try again.",
  missingName: "Please give the name your invitation is addressed to.",
  nameTooLong: `The name is too long (at most ${HOUSEHOLD_LIMITS.displayName} characters).`,
  badEmail: "Please enter a valid email address, or leave it empty.",
} as const;

const OUR_MESSAGES = new Set<string>(Object.values(CONTACT_MESSAGES));

/** Cleaned (clean-text.ts) and trimmed; an empty or blank field is null (the guest cleared it). */
const optionalText = z.pipe(
  z.nullable(z.string()),
  z.transform((value) => {
    const cleaned = cleanLine(value ?? "");
    return cleaned === "" ? null : cleaned;
  }),
);

/** PUT GUEST_DATA_API.contact. */
export const ContactCorrectionSchema = z.object({
  displayName: z.pipe(z.string(), z.transform(cleanLine)).check(
    z.minLength(1, CONTACT_MESSAGES.missingName),
    z.maxLength(HOUSEHOLD_LIMITS.displayName, CONTACT_MESSAGES.nameTooLong),
    // PostgreSQL text cannot hold NUL, and nobody types one.
    z.refine((value) => !value.includes("\u0000"), CONTACT_MESSAGES.unreadable),
  ),
  email: optionalText.check(
    z.refine(
      (value) => value === null || (value.length <= HOUSEHOLD_LIMITS.email && BROWSER_EMAIL.test(value)),
      CONTACT_MESSAGES.badEmail,
    ),
  ),
  /** Read by the server in the wedding's country (phone-numbers.ts), which needs the content: its message is the server's. */
  phone: optionalText,
});

/** The correction, or the first problem as a sentence for the guest (a body of the wrong shape: "could not be read"). */
export function parseContactCorrection(
  body: unknown,
): { ok: true; value: ContactCorrection } | { ok: false; message: string } {
  const result = ContactCorrectionSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  // Our checks carry their own sentence; zod's own (a field missing or of the wrong type) are not for guests.
  const message = result.error.issues.map((issue) => issue.message).find((text) => OUR_MESSAGES.has(text));
  return { ok: false, message: message ?? CONTACT_MESSAGES.unreadable };
}
