import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * `idempotency_keys` (docs/decisions/039-one-answer-one-key.md): one row per
 * `Idempotency-Key` a page sent with an answer (an open-form RSVP, a
 * household's save), claimed by the first request that carries it (an
 * insert that loses on the primary key). The row holds the claim's holder
 * and lease while the answer is stored, then the answer that request gave,
 * written in the transaction that stores the answer. It goes with the RSVP
 * or household it answered (erasure), and a day after it was made. Times are
 * epoch milliseconds as integers, the same on both engines.
 */
export function idempotencyKeys(dialect: SqlDialect) {
  const bigint = dialect === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("idempotency_keys")
        .addColumn("scope", "text", (col) => col.notNull())
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("fingerprint", "text", (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull().check(sql`state in ('running', 'done')`))
        .addColumn("holder", "text", (col) => col.notNull())
        .addColumn("lease_expires_at", bigint, (col) => col.notNull())
        .addColumn("response_status", "integer")
        .addColumn("response_body", "text")
        .addColumn("rsvp_id", "text", (col) => col.references("rsvps.id").onDelete("cascade"))
        .addColumn("household_id", "text", (col) => col.references("households.id").onDelete("cascade"))
        .addColumn("created_at", bigint, (col) => col.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
        .execute();
      await db.schema
        .createIndex("idempotency_keys_created_at_idx")
        .on("idempotency_keys")
        .column("created_at")
        .execute();
      // Erasing an RSVP or a household finds its keys by these.
      await db.schema.createIndex("idempotency_keys_rsvp_idx").on("idempotency_keys").column("rsvp_id").execute();
      await db.schema
        .createIndex("idempotency_keys_household_idx")
        .on("idempotency_keys")
        .column("household_id")
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("idempotency_keys").execute();
    },
  };
}
