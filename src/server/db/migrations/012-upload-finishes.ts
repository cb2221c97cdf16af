import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * `upload_finishes` (docs/decisions/034-one-upload-is-one-photo.md): one row
 * per resumable upload whose bytes all arrived, claimed by the first request
 * that finishes it (an insert that loses on the primary key). The row holds
 * the claim's holder and lease while the photo is stored, then the answer
 * that request gave, so every repeat answers the same. Times are epoch
 * milliseconds as integers, the same on both engines.
 */
export function uploadFinishes(dialect: SqlDialect) {
  const bigint = dialect === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("upload_finishes")
        .addColumn("upload_id", "text", (col) => col.primaryKey())
        .addColumn("token_hash", "text", (col) => col.notNull())
        .addColumn("upload_size", bigint, (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull().check(sql`state in ('finishing', 'done')`))
        .addColumn("holder", "text", (col) => col.notNull())
        .addColumn("lease_expires_at", bigint, (col) => col.notNull())
        .addColumn("photo_id", "text")
        .addColumn("response_status", "integer")
        .addColumn("response_body", "text")
        .addColumn("updated_at", bigint, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("upload_finishes_updated_at_idx")
        .on("upload_finishes")
        .column("updated_at")
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("upload_finishes").execute();
    },
  };
}
