import { z } from "zod/mini";
import { RSVP_LIMITS, RSVP_MESSAGES } from "./rsvp-messages.ts";

/**
 * The RSVP rules, used by the form (instant feedback) and by the server (the
 * rules that count). zod/mini keeps the page's share small, and the page loads
 * this module only when a guest starts on the form.
 */

/**
 * The address rule browsers apply to <input type="email"> (WHATWG HTML), so
 * the server accepts exactly what the form lets through.
 */
export const BROWSER_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const tooLong = (field: string, max: number) => `${field} is too long (at most ${max} characters).`;

const trimmedText = (field: string, max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(z.maxLength(max, tooLong(field, max)));

/** What the form sends: the spec's form state, flattened. */
export const RsvpRequestSchema = z
  .object({
    name: trimmedText("Your name", RSVP_LIMITS.name),
    email: trimmedText("The email address", RSVP_LIMITS.email),
    attending: z.boolean(),
    bringingPartner: z._default(z.boolean(), false),
    partnerName: z._default(trimmedText("Your partner's name", RSVP_LIMITS.partnerName), ""),
    message: z._default(trimmedText("The message", RSVP_LIMITS.message), ""),
  })
  .check(
    z.superRefine((rsvp, ctx) => {
      if (rsvp.name === "" || rsvp.email === "") {
        ctx.addIssue({
          code: "custom",
          message: RSVP_MESSAGES.missingNameOrEmail,
          path: [rsvp.name ? "email" : "name"],
        });
      } else if (!BROWSER_EMAIL.test(rsvp.email)) {
        ctx.addIssue({ code: "custom", message: "Please enter a valid email address.", path: ["email"] });
      }
      if (rsvp.attending && rsvp.bringingPartner && rsvp.partnerName === "") {
        ctx.addIssue({ code: "custom", message: RSVP_MESSAGES.missingPartnerName, path: ["partnerName"] });
      }
    }),
  );

export type RsvpRequest = z.input<typeof RsvpRequestSchema>;

/** A valid RSVP as stored: no partner unless attending with one, no empty message. */
export interface ValidRsvp {
  name: string;
  email: string;
  attending: boolean;
  partnerName: string | null;
  message: string | null;
}

export type RsvpValidation = { ok: true; rsvp: ValidRsvp; guestCount: 1 | 2 } | { ok: false; message: string };

/** Checks a request against the rules; the first problem comes back as the message to show. */
export function validateRsvp(input: unknown): RsvpValidation {
  const result = RsvpRequestSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    // Type errors (a number for a name, no attending answer) come from scripts, not the form.
    const readable = issue?.code === "custom" || issue?.code === "too_big";
    return { ok: false, message: readable && issue ? issue.message : "The RSVP is not in the expected form." };
  }
  const { name, email, attending, bringingPartner, partnerName, message } = result.data;
  const withPartner = attending && bringingPartner;
  return {
    ok: true,
    rsvp: {
      name,
      email,
      attending,
      partnerName: withPartner ? partnerName : null,
      message: message === "" ? null : message,
    },
    guestCount: withPartner ? 2 : 1,
  };
}

/** The server's answer to a stored RSVP (the page checks it by hand: no schema library in its bundle). */
export interface RsvpCreated {
  status: "received";
  guestCount: number;
}
