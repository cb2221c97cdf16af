import { randomUUID } from "node:crypto";
import { OUTBOX_STATUSES, type OutboxStatus } from "../../shared/admin-api.ts";
import type { MailData, MailKind } from "../mail/templates.ts";
import type { Database } from "./database.ts";
import type { MailOutboxRow, NewMailOutboxRow } from "./schema.ts";
import { countsByStatus } from "./status-counts.ts";

/** A mail to queue: one of the kinds with a template, with the data that kind renders from (stored as JSON); householdId names the household it is about. */
export type NewOutboxMail = {
  [Kind in MailKind]: { kind: Kind; recipient: string; message: MailData<Kind>; householdId?: string };
}[MailKind];

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
    next_attempt_at: now,
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
