import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import { OUTBOX_STATUSES, type OutboxStatus } from "../../shared/mail-outbox.ts";
import type { Database, Executor } from "./database.ts";
import type { DatabaseSchema, MailOutboxRow, NewMailOutboxRow } from "./schema.ts";
import { countsByStatus } from "./status-counts.ts";

/**
 * A mail that waits for its household's answers to settle
 * (docs/decisions/041-a-household-greeted-at-once-and-mailed-once.md): due at
 * `sendAt`; until a sender claims it, the household's next save replaces it
 * (its data, its time) instead of adding another. `mayAdd` says whether a new
 * row may be added when none is waiting (its mailbox's count was taken);
 * false only replaces the one waiting.
 */
export interface MailSettling {
  sendAt: Date;
  mayAdd: boolean;
}

/**
 * A mail to queue: its kind and the data that kind renders from (stored as
 * JSON); householdId names the household it is about. The outbox stores any
 * kind: mail/templates.ts's MailToQueue ties each kind with a template to its
 * data, and the services build their mails as that.
 */
export interface NewOutboxMail<Kind extends string = string, Message = unknown> {
  kind: Kind;
  recipient: string;
  message: Message;
  householdId?: string;
  settle?: MailSettling;
}

/** What settleMail did: replaced the mail waiting, added one, or neither (none waiting and none may be added). */
export type SettleOutcome = "replaced" | "added" | "none";

/**
 * Queues a settling mail (`mail.settle`) about `householdId` in `db` (the
 * save's transaction): the unclaimed one of its kind to the same recipient
 * takes its data and waits until `sendAt` again; unclaimed ones of its kind
 * to another recipient (the household's address changed) are dropped. A
 * mail a sender has claimed (attempts > 0) is never touched: it is being
 * sent, or waits for a retry. On PostgreSQL the update waits for a claim in
 * progress and then finds the row claimed; a claim skips the row this
 * update holds (SKIP LOCKED) and finds it not due when the save commits.
 */
export async function settleMail(
  db: Executor,
  mail: NewOutboxMail & { settle: MailSettling },
  householdId: string,
  now: Date,
): Promise<SettleOutcome> {
  // Pending and never claimed: the mail still waiting.
  const waiting = (eb: ExpressionBuilder<DatabaseSchema, "mail_outbox">) =>
    eb.and([
      eb("household_id", "=", householdId),
      eb("kind", "=", mail.kind),
      eb("status", "=", "pending"),
      eb("attempts", "=", 0),
    ]);
  const replaced = await db
    .updateTable("mail_outbox")
    .set({ message: JSON.stringify(mail.message), next_attempt_at: mail.settle.sendAt, created_at: now })
    .where(waiting)
    .where("recipient", "=", mail.recipient)
    .executeTakeFirst();
  await db.deleteFrom("mail_outbox").where(waiting).where("recipient", "!=", mail.recipient).execute();
  if (Number(replaced.numUpdatedRows) > 0) return "replaced";
  if (!mail.settle.mayAdd) return "none";
  await db
    .insertInto("mail_outbox")
    .values(outboxRow(mail, now, null, householdId))
    .execute();
  return "added";
}

/**
 * A queued mail as stored. Kind and message stay unchecked here: the sender's
 * renderMail parses them, so a row this version cannot render is marked failed
 * instead of breaking a claim.
 */
export interface OutboxMail {
  id: string;
  rsvpId: string | null;
  kind: string;
  recipient: string;
  message: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A queued mail without its body. */
export interface OutboxMailHeader {
  kind: string;
  recipient: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** A row for `mail`, tied to the RSVP and/or household it is about (kept with them, gone or unlinked when they go). */
export function outboxRow(
  mail: NewOutboxMail,
  now: Date,
  rsvpId: string | null = null,
  householdId: string | null = null,
): NewMailOutboxRow {
  return {
    id: randomUUID(),
    rsvp_id: rsvpId,
    household_id: mail.householdId ?? householdId,
    kind: mail.kind,
    recipient: mail.recipient,
    message: JSON.stringify(mail.message),
    status: "pending",
    next_attempt_at: mail.settle?.sendAt ?? now,
    last_error: null,
    created_at: now,
    sent_at: null,
  };
}

export function createOutboxRepository({ db, dialect }: Database) {
  return {
    async enqueue(mail: NewOutboxMail, now = new Date()): Promise<string> {
      const row = outboxRow(mail, now);
      await db.insertInto("mail_outbox").values(row).execute();
      return row.id;
    },

    /**
     * Queues `mails` in `trx`, the transaction that stores what they are
     * about, tied to it (an RSVP, a household): they land with it or not at
     * all. A mail with `settle` replaces the one of its kind still waiting
     * for the household (settleMail).
     */
    async queueWith(
      trx: Executor,
      mails: readonly NewOutboxMail[],
      now: Date,
      about: { rsvpId?: string | null; householdId: string | null },
    ): Promise<void> {
      const rows: NewMailOutboxRow[] = [];
      for (const mail of mails) {
        if (mail.settle && about.householdId !== null) {
          await settleMail(trx, { ...mail, settle: mail.settle }, about.householdId, now);
        } else rows.push(outboxRow(mail, now, about.rsvpId ?? null, about.householdId));
      }
      if (rows.length > 0) await trx.insertInto("mail_outbox").values(rows).execute();
    },

    /**
     * Claims up to `limit` due mails for one sender: their attempt count goes
     * up and their next attempt moves `leaseMs` ahead, so no other sender
     * takes them while this one works. On PostgreSQL the rows are picked with
     * FOR UPDATE SKIP LOCKED, so several instances never claim the same mail;
     * SQLite has one writer, so the single UPDATE is already atomic.
     */
    async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<OutboxMail[]> {
      const rows = await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          next_attempt_at: new Date(now.getTime() + leaseMs),
        }))
        .where("id", "in", (eb) => {
          const due = eb
            .selectFrom("mail_outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", now)
            .orderBy("next_attempt_at")
            .limit(limit);
          return dialect === "postgres" ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
      return rows.map(toOutboxMail);
    },

    /** False when the row is gone: its guest's data was erased while the mail was being sent. */
    async markSent(id: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("mail_outbox")
        .set({ status: "sent", sent_at: now, last_error: null })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records a failed attempt: tried again at `retryAt`, or given up for good when it is null. */
    async markFailed(id: string, reason: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set(
          retryAt
            ? { status: "pending", last_error: reason, next_attempt_at: retryAt }
            : { status: "failed", last_error: reason },
        )
        .where("id", "=", id)
        .execute();
    },

    /** Newest first; all of them unless `limit` is given. */
    async list(limit?: number): Promise<OutboxMail[]> {
      let query = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").orderBy("id");
      if (limit !== undefined) query = query.limit(limit);
      return (await query.execute()).map(toOutboxMail);
    },

    /**
     * The mails about a household or its open-form RSVP, oldest first: who
     * they went to and when, never their body (a guest's data export).
     */
    async listAbout(householdId: string, rsvpId: string | null): Promise<OutboxMailHeader[]> {
      const rows = await db
        .selectFrom("mail_outbox")
        .select(["kind", "recipient", "created_at", "sent_at"])
        .where((eb) =>
          rsvpId === null
            ? eb("household_id", "=", householdId)
            : eb.or([eb("household_id", "=", householdId), eb("rsvp_id", "=", rsvpId)]),
        )
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        recipient: row.recipient,
        createdAt: new Date(row.created_at),
        sentAt: row.sent_at === null ? null : new Date(row.sent_at),
      }));
    },

    /** How many mails are in each status (every status listed, zeros included). */
    async countByStatus(): Promise<Record<OutboxStatus, number>> {
      const rows = await db
        .selectFrom("mail_outbox")
        .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute();
      return countsByStatus(OUTBOX_STATUSES, rows);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

function toOutboxMail(row: MailOutboxRow): OutboxMail {
  return {
    id: row.id,
    rsvpId: row.rsvp_id,
    kind: row.kind,
    recipient: row.recipient,
    message: JSON.parse(row.message),
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}
