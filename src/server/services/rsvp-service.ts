import type { Transaction } from "kysely";
import type { WeddingContent } from "../../shared/content-schema.ts";
import type { RsvpWindow } from "../../shared/household-schemas.ts";
import { NOT_EXPECTED, type OpenEventAnswer, validateRsvp } from "../../shared/rsvp.ts";
import {
  duplicateRsvpMessage,
  RSVP_ERROR_CODES,
  type RsvpProblem,
  saveFailedMessage,
} from "../../shared/rsvp-messages.ts";
import type { Database } from "../db/database.ts";
import { databaseFailureReason } from "../db/failure-reason.ts";
import type { HouseholdRepository, NewHousehold } from "../db/household-repository.ts";
import { invitationCodeKey, newMarkedInvitationCode } from "../db/invitation-codes.ts";
import type { OutboxRepository } from "../db/outbox-repository.ts";
import { EmailTakenError, type RsvpRepository, rsvpAsJson, type StoredRsvp } from "../db/rsvp-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { errorCode } from "../error-code.ts";
import { DomainError, type ErrorLogEntry } from "../errors.ts";
import { MAIL_KINDS, type RsvpMailData } from "../mail/mail-kinds.ts";
import type { MailToQueue } from "../mail/templates.ts";
import { invitationUrl, publicSiteOrigin } from "../site-origin.ts";
import type { ConfirmationMailLimit } from "./confirmation-mail-limit.ts";
import { IdempotencyClaimLostError } from "./idempotency.ts";
import { RsvpClosedError, type RsvpWindowService } from "./rsvp-window.ts";

/** The request broke an RSVP rule; the message is the spec's words, and the body's `problem` its code (for the page). */
export class InvalidRsvpError extends DomainError {
  override name = "InvalidRsvpError";
  readonly status = 400;
  readonly code = RSVP_ERROR_CODES.invalid;

  constructor(
    message: string,
    readonly problem?: RsvpProblem,
  ) {
    super(message);
  }

  override details(): Record<string, unknown> {
    return this.problem ? { problem: this.problem } : {};
  }
}

/** This email has answered already (one RSVP per guest, docs/product.md decision 2); the message names the contacts. */
export class DuplicateRsvpError extends DomainError {
  override name = "DuplicateRsvpError";
  readonly status = 409;
  readonly code = RSVP_ERROR_CODES.duplicate;
}

/** The database could not take the RSVP; `reason` is short and safe to show (no SQL, no data). */
export class RsvpSaveError extends DomainError {
  override name = "RsvpSaveError";
  readonly status = 500;
  readonly code = RSVP_ERROR_CODES.saveFailed;

  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(saveFailedMessage(reason), options);
  }

  override logEntry(): ErrorLogEntry {
    // The cause's code only: database messages can quote the row, and the row is a guest's data.
    return { fields: { reason: this.reason, dbCode: errorCode(this.cause) }, message: "rsvp not saved" };
  }
}

export interface RsvpServiceDeps {
  /** Where the RSVP's transaction is opened. */
  database: Database;
  rsvps: RsvpRepository;
  households: HouseholdRepository;
  outbox: OutboxRepository;
  content: WeddingContent;
  /** Whether answers are still taken (the deadline in force). */
  window: RsvpWindowService;
  clock?: () => Date;
  /** The couple's address for a copy of each RSVP; null sends none. */
  notifyEmail?: string | null;
  /** One confirmation per mailbox per day: the form takes any address. */
  confirmations: ConfirmationMailLimit;
  /** Called after an RSVP and its mails are stored, so the sender need not wait for its next poll. */
  onStored?: () => void;
}

export interface SubmittedRsvp {
  guestCount: 1 | 2;
}

/** Written in the RSVP's own transaction once it is stored (the answer's idempotency key); throwing rolls it back. */
export type AlsoWriteRsvp = (
  trx: Transaction<DatabaseSchema>,
  stored: { ids: { rsvpId: string; householdId: string | null }; submitted: SubmittedRsvp },
) => Promise<void>;

/**
 * One RSVP per email, stored with its mails and its self-registered household
 * in one transaction (docs/product.md, decisions 2, 6 and 13), while the RSVP
 * window is open. The guest's confirmation is left out when its mailbox had
 * one within the day (the RSVP is stored and answered the same). Throws
 * RsvpClosedError, InvalidRsvpError, DuplicateRsvpError or RsvpSaveError;
 * nothing else but what `alsoWrite` throws (IdempotencyClaimLostError).
 */
export function createRsvpService({
  database,
  rsvps,
  households,
  outbox,
  content,
  window,
  clock = () => new Date(),
  notifyEmail = null,
  confirmations,
  onStored,
}: RsvpServiceDeps) {
  // The open form is anyone's: it offers the public events only, never one by invitation only (the published content's).
  const publicEvents = () => content.events.filter((event) => event.public);
  // The site's code key never changes once made (migration 013): read once, again only after a failed read.
  let key: Promise<Buffer> | undefined;
  const codeKey = () => {
    key ??= invitationCodeKey(database.db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  return {
    async submit(input: unknown, alsoWrite?: AlsoWriteRsvp): Promise<SubmittedRsvp> {
      let current: RsvpWindow;
      try {
        current = await window.current();
      } catch (error) {
        throw new RsvpSaveError(databaseFailureReason(error), { cause: error });
      }
      if (!current.open) throw new RsvpClosedError(current.closedMessage ?? "", current.deadlineLabel);
      // The couple turned the open form off: answers come through the households' personal links only.
      if (!content.rsvp.openForm) throw new RsvpClosedError(content.rsvp.personalLinkNote ?? "");
      const validation = validateRsvp(input, publicEvents());
      if (!validation.ok) throw new InvalidRsvpError(validation.message, validation.problem);
      // PostgreSQL text cannot hold NUL, and no form sends it: refuse it as a bad request, not a failed save.
      if (Object.values(validation.rsvp).some((value) => typeof value === "string" && value.includes("\u0000"))) {
        throw new InvalidRsvpError(NOT_EXPECTED);
      }
      let code: string;
      try {
        code = newMarkedInvitationCode(await codeKey());
      } catch (error) {
        throw new RsvpSaveError(databaseFailureReason(error), { cause: error });
      }
      const link = invitationUrl(publicSiteOrigin(content), code);
      const confirm = await confirmations.take(validation.rsvp.email);
      const submitted: SubmittedRsvp = { guestCount: validation.guestCount };
      const now = clock();
      try {
        // The RSVP, its household and its mails land together or not at all; `alsoWrite` last, its throw rolls back.
        await database.db.transaction().execute(async (trx) => {
          const stored = await rsvps.insert(trx, validation.rsvp, now);
          const household = { ...selfRegistered(stored, validation.events, code), rsvpId: stored.id };
          const householdId = await households.insert(trx, household, now);
          const mails = mailsFor(stored, { confirm, notifyEmail, link, window: current });
          await outbox.queueWith(trx, mails, now, { rsvpId: stored.id, householdId });
          await alsoWrite?.(trx, { ids: { rsvpId: stored.id, householdId }, submitted });
        });
      } catch (failure) {
        const error = await rsvps.emailTakenOr(failure, validation.rsvp.email).catch((lookup: unknown) => lookup);
        if (confirm) await confirmations.giveBack(validation.rsvp.email);
        if (error instanceof IdempotencyClaimLostError) throw error;
        if (error instanceof EmailTakenError) {
          throw new DuplicateRsvpError(duplicateRsvpMessage(content.rsvp.contacts), { cause: error });
        }
        throw new RsvpSaveError(databaseFailureReason(error), { cause: error });
      }
      onStored?.();
      return submitted;
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;

/**
 * The RSVP as a household: the guest and partner, invited to every public event (the open form is anyone's:
 * never one by invitation only), each event answered as the guest said, with each one's meal.
 */
function selfRegistered(rsvp: StoredRsvp, events: OpenEventAnswer[], code: string): NewHousehold {
  const answersOf = (meal: (answer: OpenEventAnswer) => string | null) =>
    Object.fromEntries(events.map((answer) => [answer.eventId, { attending: answer.attending, meal: meal(answer) }]));
  const guest = { name: rsvp.name, answers: answersOf((answer) => answer.meal) };
  const partner =
    rsvp.attending && rsvp.partnerName ? [{ name: rsvp.partnerName, answers: answersOf((a) => a.partnerMeal) }] : [];
  return {
    displayName: rsvp.name,
    email: rsvp.email,
    phone: null,
    message: rsvp.message,
    eventIds: events.map((answer) => answer.eventId),
    guests: [guest, ...partner].map((person) => ({ ...person, isChild: false, isSeat: false, dietary: null })),
    selfRegistered: true,
    code,
  };
}

/** The guest's confirmation when `confirm` (its mailbox's count allowed it), and the couple's copy. */
function mailsFor(
  rsvp: StoredRsvp,
  {
    confirm,
    notifyEmail,
    link,
    window,
  }: { confirm: boolean; notifyEmail: string | null; link: string | null; window: RsvpWindow },
): MailToQueue[] {
  const data: RsvpMailData = {
    ...rsvpAsJson(rsvp),
    link,
    changeUntil: window.closeAtDeadline ? window.deadlineLabel : null,
  };
  const mails: MailToQueue[] = [];
  if (confirm) mails.push({ kind: MAIL_KINDS.guestConfirmation, recipient: rsvp.email, message: data });
  if (notifyEmail) mails.push({ kind: MAIL_KINDS.coupleNotification, recipient: notifyEmail, message: data });
  return mails;
}
