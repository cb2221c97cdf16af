import type { AdminRsvp, RsvpDashboard, RsvpTotals } from "../../shared/admin-api.ts";
import type { MailDelivery } from "../../shared/mail-outbox.ts";
import type { OutboxRepository } from "../db/outbox-repository.ts";
import { type RsvpRepository, rsvpAsJson, type StoredRsvp } from "../db/rsvp-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import type { MailToQueue } from "../mail/templates.ts";
import type { Erasure } from "./erasure.ts";
import { NotFoundError } from "./not-found.ts";

/** The dashboard shows this many of the newest mails. */
export const RECENT_OUTBOX_MAILS = 100;

/**
 * The couple's view of the RSVPs (docs/product.md, decision 3: the only place
 * that lists them): the dashboard with totals and the mail outbox, the list
 * for the CSV, and deletion. Throws NotFoundError for an RSVP that is not there.
 */
export interface MailSetup {
  /** Asked at each look: the couple's saved settings change it without a restart. */
  delivery: () => Promise<MailDelivery>;
  /** NOTIFY_EMAIL: where a test mail goes unless the couple types another address. */
  testRecipient: string | null;
  /** Wakes the mail sender once a mail is queued. */
  onQueued?: (() => void) | undefined;
}

export interface RsvpAdminDeps {
  rsvps: RsvpRepository;
  outbox: OutboxRepository;
  erasure: Pick<Erasure, "eraseRsvp">;
  mail: MailSetup;
  /** Every answer per event, whichever way it came: the guest list's households. */
  answers: () => Promise<RsvpDashboard["answers"]>;
  now: () => Date;
}

export function createRsvpAdmin(deps: RsvpAdminDeps) {
  const { rsvps, outbox, erasure, mail, now } = deps;

  return {
    /** Newest first. */
    list: () => rsvps.list(),

    async dashboard(): Promise<RsvpDashboard> {
      const [list, counts, recent, answers, delivery] = await Promise.all([
        rsvps.list(),
        outbox.countByStatus(),
        outbox.list(RECENT_OUTBOX_MAILS),
        deps.answers(),
        mail.delivery(),
      ]);
      return {
        answers,
        totals: totalsOf(list),
        rsvps: list.map(toAdminRsvp),
        outbox: {
          delivery,
          testRecipient: mail.testRecipient,
          counts,
          recent: recent.map((mail) => ({
            id: mail.id,
            kind: mail.kind,
            recipient: mail.recipient,
            status: mail.status,
            attempts: mail.attempts,
            lastError: mail.lastError,
            createdAt: mail.createdAt.toISOString(),
            sentAt: mail.sentAt === null ? null : mail.sentAt.toISOString(),
          })),
        },
      };
    },

    /** Queues a test mail to `to`: it goes out as guests' mails do, and shows in the outbox like them. */
    async sendTestMail(to: string): Promise<void> {
      const requestedAt = now();
      await outbox.enqueue(
        {
          kind: MAIL_KINDS.testMail,
          recipient: to,
          message: { requestedAt: requestedAt.toISOString() },
        } satisfies MailToQueue,
        requestedAt,
      );
      mail.onQueued?.();
    },

    /** Erased everywhere (docs/product.md, decision 16): its household, mails, mail files and photos too. */
    async delete(id: string): Promise<void> {
      if ((await erasure.eraseRsvp(id, "couple")) === null) {
        throw new NotFoundError("There is no such RSVP (it may have been deleted).");
      }
    },
  };
}

export type RsvpAdmin = ReturnType<typeof createRsvpAdmin>;

export function totalsOf(list: StoredRsvp[]): RsvpTotals {
  const attending = list.filter((rsvp) => rsvp.attending);
  const partners = attending.filter((rsvp) => rsvp.partnerName !== null && rsvp.partnerName !== "").length;
  return {
    responses: list.length,
    attending: attending.length,
    guests: attending.length + partners,
    notAttending: list.length - attending.length,
  };
}

function toAdminRsvp(rsvp: StoredRsvp): AdminRsvp {
  return { id: rsvp.id, ...rsvpAsJson(rsvp) };
}
