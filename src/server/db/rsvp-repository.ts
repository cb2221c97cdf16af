import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ValidRsvp } from "../../shared/rsvp.ts";
import type { Database } from "./database.ts";
import { isUniqueViolation } from "./database.ts";
import { insertHousehold, type NewHousehold } from "./household-repository.ts";
import { type NewOutboxMail, outboxRow } from "./outbox-repository.ts";
import type { DatabaseSchema, RsvpRow } from "./schema.ts";

/** An RSVP as stored: the guest's valid answers, with its id and time. */
export interface StoredRsvp extends ValidRsvp {
  id: string;
  submittedAt: Date;
}

/** An RSVP's answers with the submission time as ISO-8601: how it travels as JSON (the admin's list, a mail's data). */
export function rsvpAsJson({ name, email, attending, partnerName, message, submittedAt }: StoredRsvp) {
  return { name, email, attending, partnerName, message, submittedAt: submittedAt.toISOString() };
}

/** The normalized email already has an RSVP: the unique index said so. */
export class EmailTakenError extends Error {
  override name = "EmailTakenError";
}

/** The key of one RSVP per guest: "  Ann@Example.COM " and "ann@example.com" are one guest. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createRsvpRepository({ db }: Database) {
  const emailTaken = async (email: string) =>
    (await db
      .selectFrom("rsvps")
      .select("id")
      .where("email_normalized", "=", normalizeEmail(email))
      .executeTakeFirst()) !== undefined;

  return {
    /**
     * Stores the RSVP and the mails about it in one transaction: both land or
     * neither does. A second RSVP for the same normalized email throws
     * EmailTakenError; the unique index decides, so concurrent submissions
     * cannot both land (docs/product.md, decision 2). With `household`, the
     * RSVP's self-registered household (decision 13) is stored in the same
     * transaction, and the mails are tied to it too. `alsoWrite` writes in
     * the same transaction last (the answer's idempotency key), and throws to
     * roll it all back.
     */
    async create(
      rsvp: ValidRsvp,
      mails: (rsvp: StoredRsvp) => NewOutboxMail[] = () => [],
      now = new Date(),
      household?: (rsvp: StoredRsvp) => NewHousehold,
      alsoWrite?: (trx: Transaction<DatabaseSchema>, stored: StoredRsvp, householdId: string | null) => Promise<void>,
    ): Promise<StoredRsvp> {
      const id = randomUUID();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto("rsvps")
            .values({
              id,
              name: rsvp.name,
              email: rsvp.email,
              email_normalized: normalizeEmail(rsvp.email),
              attending: rsvp.attending,
              partner_name: rsvp.attending ? rsvp.partnerName : null,
              message: rsvp.message,
              submitted_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const stored = toRsvp(row);
          const householdId = household ? await insertHousehold(trx, { ...household(stored), rsvpId: id }, now) : null;
          const outbox = mails(stored).map((mail) => outboxRow(mail, now, id, householdId));
          if (outbox.length > 0) await trx.insertInto("mail_outbox").values(outbox).execute();
          await alsoWrite?.(trx, stored, householdId);
          return stored;
        });
      } catch (error) {
        // The household's code has a unique index too: only the email's says "duplicate".
        if (isUniqueViolation(error) && (await emailTaken(rsvp.email))) {
          throw new EmailTakenError("An RSVP for this email already exists");
        }
        throw error;
      }
    },

    async list(): Promise<StoredRsvp[]> {
      const rows = await db.selectFrom("rsvps").selectAll().orderBy("submitted_at", "desc").orderBy("id").execute();
      return rows.map(toRsvp);
    },

    async findById(id: string): Promise<StoredRsvp | null> {
      const row = await db.selectFrom("rsvps").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRsvp(row) : null;
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("rsvps")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Returns whether a row was deleted. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("rsvps").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type RsvpRepository = ReturnType<typeof createRsvpRepository>;

function toRsvp(row: RsvpRow): StoredRsvp {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    attending: Boolean(row.attending),
    partnerName: row.partner_name,
    message: row.message,
    submittedAt: new Date(row.submitted_at),
  };
}
