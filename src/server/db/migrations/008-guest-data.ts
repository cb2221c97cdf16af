import type { Kysely } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * Guests' data under POPIA (docs/product.md, decision 16):
 * - `wedding_photos.household_id`: the household whose personal link sent
 *   the photo, so erasing the household erases its photos too;
 * - `wedding_photos.delete_token_hash`: SHA-256 of the secret the uploading
 *   browser keeps, so the guest can delete their own photo from that device;
 * - `deletion_log`: what was erased, when and why, as counts only (no
 *   personal data), for the couple's "Guest data" page;
 * - `job_leases`: one row per scheduled job (retention), claimed with a
 *   conditional update, so one instance of several runs it at a time.
 */
export function guestData(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable("wedding_photos")
        .addColumn("household_id", "text", (col) => col.references("households.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("wedding_photos").addColumn("delete_token_hash", "text").execute();
      await db.schema.createIndex("wedding_photos_household_idx").on("wedding_photos").column("household_id").execute();

      await db.schema
        .createTable("deletion_log")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("at", timestamp, (col) => col.notNull())
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("counts", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("deletion_log_at_idx").on("deletion_log").column("at").execute();

      await db.schema
        .createTable("job_leases")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("holder", "text")
        .addColumn("expires_at", timestamp)
        .addColumn("last_run_at", timestamp)
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("job_leases").execute();
      await db.schema.dropTable("deletion_log").execute();
      await db.schema.dropIndex("wedding_photos_household_idx").execute();
      await db.schema.alterTable("wedding_photos").dropColumn("delete_token_hash").execute();
      await db.schema.alterTable("wedding_photos").dropColumn("household_id").execute();
    },
  };
}
