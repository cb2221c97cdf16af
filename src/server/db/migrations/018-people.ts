import type { Kysely } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * People, not a password (docs/decisions/052-people-not-a-password.md):
 *
 * - `admin_people`: who signs in to the admin, with a role (and a family member's side). The password is kept
 *   as a scrypt hash with its own salt; `session_key` is a random key their sessions are bound to, so removing
 *   the row ends every session of theirs at once, whichever store holds them.
 * - `admin_invites`: open invite links, by the SHA-256 of their token (the token itself is never stored).
 * - `admin_audit`: who did what to which target, when, in the order written (`seq`). It keeps names and ids,
 *   never a guest's contact details.
 * - `admin_sessions.subject`: the person a session is theirs (null: the operator's ADMIN_PASSWORD, as before).
 * - `households.side`: whose side a household is on; null for none (only partners and planners see it then).
 *
 * The one-time setup link's hash lives in admin_settings (no table of its own for one row).
 */
export function people(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("admin_people")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_normalized", "text", (col) => col.notNull().unique())
        .addColumn("password_hash", "text", (col) => col.notNull())
        .addColumn("session_key", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("side", "text")
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("admin_invites")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("side", "text")
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("expires_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("admin_audit")
        // The log's order: entries of one moment keep the order they were written in.
        .addColumn("seq", dialect === "postgres" ? "bigserial" : "integer", (col) =>
          dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn("id", "text", (col) => col.notNull().unique())
        .addColumn("at", timestamp, (col) => col.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text", (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("target_type", "text")
        .addColumn("target_id", "text")
        .addColumn("summary", "text", (col) => col.notNull())
        .execute();
      await db.schema.alterTable("admin_sessions").addColumn("subject", "text").execute();
      await db.schema.alterTable("households").addColumn("side", "text").execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("households").dropColumn("side").execute();
      await db.schema.alterTable("admin_sessions").dropColumn("subject").execute();
      await db.schema.dropTable("admin_audit").execute();
      await db.schema.dropTable("admin_invites").execute();
      await db.schema.dropTable("admin_people").execute();
    },
  };
}
