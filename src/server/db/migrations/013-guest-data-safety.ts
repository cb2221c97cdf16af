import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { INVITATION_CODE_KEY_SETTING } from "../invitation-codes.ts";
import type { SqlDialect } from "../schema.ts";
import { postgresSearchFoldFunction, SEARCH_FOLD_FUNCTION } from "../search-fold.ts";

/**
 * Guests' data, safer (docs/decisions/037-guest-data-erasure-search-and-codes.md):
 * - `deletion_log.completed_at`: set once every file of the erasure is gone
 *   (earlier rows were written when they were, so they are complete);
 * - `erasure_files`: the files an erasure still has to remove, written in
 *   the transaction that deletes the rows, removed as the files go, so an
 *   erasure a crash interrupted is finished at the next start;
 * - on PostgreSQL, the function "Find a person" folds case and accents with
 *   (search-fold.ts; SQLite's is registered on each connection);
 * - `admin_settings.invitation_code_key`: the key that marks the invitation
 *   codes this site makes, so an import recognises them (invitation-codes.ts).
 */
export function guestDataSafety(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("deletion_log").addColumn("completed_at", timestamp).execute();
      await sql`update deletion_log set completed_at = at`.execute(db);

      await db.schema
        .createTable("erasure_files")
        .addColumn("deletion_id", "text", (col) => col.notNull().references("deletion_log.id").onDelete("cascade"))
        .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('blob', 'mail')`))
        .addColumn("name", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("erasure_files_pk", ["deletion_id", "kind", "name"])
        .execute();

      if (dialect === "postgres") await sql.raw(postgresSearchFoldFunction()).execute(db);

      await sql`insert into admin_settings (name, value) values (${INVITATION_CODE_KEY_SETTING}, ${randomBytes(32).toString("base64url")})`.execute(
        db,
      );
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await sql`delete from admin_settings where name = ${INVITATION_CODE_KEY_SETTING}`.execute(db);
      if (dialect === "postgres") await sql.raw(`drop function if exists ${SEARCH_FOLD_FUNCTION}(text)`).execute(db);
      await db.schema.dropTable("erasure_files").execute();
      await db.schema.alterTable("deletion_log").dropColumn("completed_at").execute();
    },
  };
}
