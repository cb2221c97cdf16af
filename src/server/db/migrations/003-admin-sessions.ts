import type { Kysely } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * The couple's admin sessions (docs/decisions/011-admin-sessions.md). The id
 * is the SHA-256 of the cookie's token, so a copy of the table signs nobody in.
 * expires_at is the absolute end; the idle end is last_seen_at plus the idle
 * timeout, checked in code.
 */
export function adminSessions(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("admin_sessions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("last_seen_at", timestamp, (col) => col.notNull())
        .addColumn("expires_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("admin_sessions_expires_at_idx").on("admin_sessions").column("expires_at").execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("admin_sessions").execute();
    },
  };
}
