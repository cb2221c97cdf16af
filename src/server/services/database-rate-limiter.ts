import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { RateLimitDecision, RateLimiter } from "./rate-limit.ts";

export interface DatabaseRateLimiterOptions {
  database: Database;
  /** Keeps limiters apart in the one table: "rsvp", "photo-count", … */
  name: string;
  /** Hits (or total weight) allowed per key per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** How often one instance deletes expired windows (every instance sweeps; the delete is idempotent). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed windows per key in the rate_limits table, so every instance on one
 * database counts against the same limit. Each hit is one statement,
 * `insert … on conflict do update … returning`: the row lock (PostgreSQL) or
 * the single writer (SQLite) makes concurrent hits add up exactly, and an
 * expired window restarts in the same statement. Expired rows are swept now
 * and then in the background.
 */
export function createDatabaseRateLimiter({
  database,
  name,
  limit,
  windowMs,
  now = Date.now,
}: DatabaseRateLimiterOptions): RateLimiter & { sweep(): Promise<number> } {
  const { db } = database;
  let sweptAt = now();
  let sweeping: Promise<unknown> | undefined;

  async function sweep(): Promise<number> {
    const result = await db.deleteFrom("rate_limits").where("expires_at", "<=", now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Lowers the current window of `key` by `amount`, never below 0; a missing or ended window stays as it is. */
  async function giveBack(key: string, amount: number, at: number): Promise<RateLimitDecision> {
    const lowered = sql<number>`${sql.ref("hits")} - ${amount}`;
    const row = await db
      .updateTable("rate_limits")
      .set({ hits: sql`case when ${lowered} < 0 then 0 else ${lowered} end` })
      .where("key", "=", `${name}:${key}`)
      .where("window_start", ">", at - windowMs)
      .returning("hits")
      .executeTakeFirst();
    return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, limit - Number(row?.hits ?? 0)) };
  }

  return {
    sweep,
    async hit(key, weight = 1): Promise<RateLimitDecision> {
      const at = now();
      if (at - sweptAt >= SWEEP_INTERVAL_MS && !sweeping) {
        sweptAt = at;
        // A failed sweep only leaves old rows for the next one.
        sweeping = sweep()
          .catch(() => {})
          .finally(() => {
            sweeping = undefined;
          });
      }
      if (weight < 0) return giveBack(key, -weight, at);
      const expired = sql<boolean>`${sql.ref("rate_limits.window_start")} <= ${at - windowMs}`;
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${name}:${key}`, window_start: at, hits: weight, expires_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            hits: sql`case when ${expired} then ${sql.ref("excluded.hits")} else ${sql.ref("rate_limits.hits")} + ${sql.ref("excluded.hits")} end`,
            window_start: sql`case when ${expired} then ${sql.ref("excluded.window_start")} else ${sql.ref("rate_limits.window_start")} end`,
            expires_at: sql`case when ${expired} then ${sql.ref("excluded.expires_at")} else ${sql.ref("rate_limits.expires_at")} end`,
          }),
        )
        .returning(["hits", "window_start"])
        .executeTakeFirstOrThrow();
      const remaining = Math.max(0, limit - Number(row.hits));
      if (Number(row.hits) <= limit) return { allowed: true, retryAfterSeconds: 0, remaining };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((Number(row.window_start) + windowMs - at) / 1000)),
        remaining,
      };
    },
  };
}
