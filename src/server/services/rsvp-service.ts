import { validateRsvp } from "../../shared/rsvp.ts";
import type { Database } from "../db/database.ts";
import { databaseFailureReason } from "../db/failure-reason.ts";
import type { NewOutboxMail } from "../db/outbox-repository.ts";
import { createRsvpRepository, EmailTakenError, rsvpAsJson, type StoredRsvp } from "../db/rsvp-repository.ts";
import { MAIL_KINDS, type RsvpMailData } from "../mail/templates.ts";

const NOT_AN_RSVP = "The RSVP is not in the expected form.";

/** The request broke an RSVP rule; the message is the spec's words, fit to show the guest. */
export class InvalidRsvpError extends Error {
  override name = "InvalidRsvpError";
}

/** This email has answered already (one RSVP per guest, docs/product.md decision 2). */
export class DuplicateRsvpError extends Error {
  override name = "DuplicateRsvpError";
}

/** The database could not take the RSVP; `reason` is short and safe to show (no SQL, no data). */
export class RsvpSaveError extends Error {
  override name = "RsvpSaveError";

  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`The RSVP could not be saved (${reason})`, options);
  }
}

export interface RsvpServiceDeps {
  database: Database;
  /** The couple's address for a copy of each RSVP; null sends none. */
  notifyEmail?: string | null;
  /** Called after an RSVP and its mails are stored, so the sender need not wait for its next poll. */
  onStored?: () => void;
}

export interface SubmittedRsvp {
  guestCount: 1 | 2;
}

/**
 * One RSVP per email, stored with its mails in one transaction (docs/product.md,
 * decisions 2 and 6). Throws InvalidRsvpError, DuplicateRsvpError or
 * RsvpSaveError; nothing else.
 */
export function createRsvpService({ database, notifyEmail = null, onStored }: RsvpServiceDeps) {
  const rsvps = createRsvpRepository(database);

  return {
    async submit(input: unknown): Promise<SubmittedRsvp> {
      const validation = validateRsvp(input);
      if (!validation.ok) throw new InvalidRsvpError(validation.message);
      // PostgreSQL text cannot hold NUL, and no form sends it: refuse it as a bad request, not a failed save.
      if (Object.values(validation.rsvp).some((value) => typeof value === "string" && value.includes("\u0000"))) {
        throw new InvalidRsvpError(NOT_AN_RSVP);
      }
      try {
        await rsvps.create(validation.rsvp, (stored) => mailsFor(stored, notifyEmail));
      } catch (error) {
        if (error instanceof EmailTakenError) throw new DuplicateRsvpError(error.message, { cause: error });
        throw new RsvpSaveError(databaseFailureReason(error), { cause: error });
      }
      onStored?.();
      return { guestCount: validation.guestCount };
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;

function mailsFor(rsvp: StoredRsvp, notifyEmail: string | null): NewOutboxMail[] {
  const data: RsvpMailData = rsvpAsJson(rsvp);
  const mails: NewOutboxMail[] = [{ kind: MAIL_KINDS.guestConfirmation, recipient: rsvp.email, message: data }];
  if (notifyEmail) mails.push({ kind: MAIL_KINDS.coupleNotification, recipient: notifyEmail, message: data });
  return mails;
}
