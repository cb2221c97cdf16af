import { randomUUID } from "node:crypto";
import type { ValidRsvp } from "../../shared/rsvp.ts";
import type { Database, Executor } from "./database.ts";
import { isUniqueViolation } from "./database.ts";
import type { RsvpRow } from "./schema.ts";

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
     * Stores the RSVP in `trx`, the transaction that stores what goes with it
     * (its household, its mails). A second RSVP for the same normalized email
     * fails the transaction with a unique violation: the index decides, so
     * concurrent submissions cannot both land (docs/product.md, decision 2);
     * emailTakenOr names it once the transaction is over.
     */
    async insert(trx: Executor, rsvp: ValidRsvp, now: Date): Promise<StoredRsvp> {
      const row = await trx
        .insertInto("rsvps")
        .values({
          id: randomUUID(),
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
      return toRsvp(row);
    },

    /**
     * What a failed insert of an RSVP for `email` means: EmailTakenError when
     * it broke a unique index and the email has an RSVP (the household's code
     * has a unique index too: only the email's says "duplicate"), else `error`.
     */
    async emailTakenOr(error: unknown, email: string): Promise<unknown> {
      if (isUniqueViolation(error) && (await emailTaken(email))) {
        return new EmailTakenError("An RSVP for this email already exists");
      }
      return error;
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
