import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { PASSWORD_SALT_SETTING } from "../admin-settings.ts";

/**
 * Sessions end when ADMIN_PASSWORD changes (docs/decisions/015-auth-sign-in-limits-and-password-bound-sessions.md):
 * each session row keeps a fingerprint of the password it was made with,
 * keyed by the session's own token, which is never stored. The password is
 * first stretched with scrypt under a salt of this install, made here once
 * and kept in admin_settings, so every instance of one site derives the same
 * key and no two sites share a precomputed table. Rows from before this
 * migration have no fingerprint and are refused: the couple signs in again.
 */
export function adminSessionPassword() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("admin_sessions").addColumn("password_fingerprint", "text").execute();
      await db.schema
        .createTable("admin_settings")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
      await sql`insert into admin_settings (name, value) values (${PASSWORD_SALT_SETTING}, ${randomBytes(32).toString("base64url")})`.execute(
        db,
      );
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("admin_settings").execute();
      await db.schema.alterTable("admin_sessions").dropColumn("password_fingerprint").execute();
    },
  };
}
