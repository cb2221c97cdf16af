import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/** RSVPs, guest photos and the mail outbox (docs/product.md, decisions 2, 4, 6, 9). */
export function initial(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const bigint = dialect === "postgres" ? "bigint" : "integer";

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("rsvps")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_normalized", "text", (col) => col.notNull())
        .addColumn("attending", boolean, (col) => col.notNull())
        .addColumn("partner_name", "text")
        .addColumn("message", "text")
        .addColumn("submitted_at", timestamp, (col) => col.notNull())
        .addCheckConstraint(
          "rsvps_partner_only_when_attending",
          sql`partner_name is null or attending = ${sql.lit(dialect === "postgres" ? true : 1)}`,
        )
        .execute();
      await db.schema
        .createIndex("rsvps_email_normalized_key")
        .unique()
        .on("rsvps")
        .column("email_normalized")
        .execute();
      await db.schema.createIndex("rsvps_submitted_at_idx").on("rsvps").column("submitted_at").execute();

      await db.schema
        .createTable("wedding_photos")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("file_name", "text", (col) => col.notNull())
        .addColumn("file_path", "text", (col) => col.notNull().unique())
        .addColumn("file_size", bigint, (col) => col.notNull())
        .addColumn("mime_type", "text", (col) => col.notNull())
        .addColumn("uploaded_by_name", "text", (col) => col.notNull())
        .addColumn("uploaded_by_email", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("reviewed_at", timestamp)
        .addCheckConstraint("wedding_photos_status_check", sql`status in ('pending', 'approved', 'rejected')`)
        .execute();
      await db.schema
        .createIndex("wedding_photos_status_created_idx")
        .on("wedding_photos")
        .columns(["status", "created_at"])
        .execute();

      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("rsvp_id", "text", (col) => col.references("rsvps.id").onDelete("set null"))
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("recipient", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestamp, (col) => col.notNull())
        .addColumn("last_error", "text")
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("sent_at", timestamp)
        .addCheckConstraint("mail_outbox_status_check", sql`status in ('pending', 'sent', 'failed')`)
        .execute();
      await db.schema
        .createIndex("mail_outbox_due_idx")
        .on("mail_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("mail_outbox").execute();
      await db.schema.dropTable("wedding_photos").execute();
      await db.schema.dropTable("rsvps").execute();
    },
  };
}
