import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * Rate-limit windows shared by every server instance on one database: one row
 * per limiter and client key, counted by a single upsert (database rate
 * limiter). Times are epoch milliseconds as integers, the same on both engines.
 */
export function rateLimits(dialect: SqlDialect) {
  const bigint = dialect === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const create = db.schema.createTable("rate_limits");
      await (dialect === "postgres" ? create.modifyFront(sql`unlogged`) : create)
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("window_start", bigint, (col) => col.notNull())
        .addColumn("hits", bigint, (col) => col.notNull())
        .addColumn("expires_at", bigint, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_expires_at_idx").on("rate_limits").column("expires_at").execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("rate_limits").execute();
    },
  };
}
