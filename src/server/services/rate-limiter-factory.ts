import type { Redis } from "ioredis";
import type { Database } from "../db/database.ts";
import { createDatabaseRateLimiter } from "./database-rate-limiter.ts";
import { createMemoryRateLimiter, type RateLimiter, unlimitedRateLimiter } from "./rate-limit.ts";
import { createRedisRateLimiter } from "./redis-rate-limiter.ts";

/** Where the counts live (docs/decisions/013-shared-limits.md). */
export type RateLimitStore = "redis" | "database" | "memory";

export interface RateLimitSpec {
  /** Keeps this limiter's counts apart from the others' in a shared store. */
  name: string;
  /** Allowed per key per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export interface RateLimiterFactory {
  readonly store: RateLimitStore;
  create(spec: RateLimitSpec): RateLimiter;
}

/**
 * Builds every limiter of the server on one store: Redis when REDIS_URL is
 * set, else the database when it is PostgreSQL (the mode with several
 * instances), else memory (the embedded mode runs one instance on one SQLite
 * file, where a counted write per request would cost an fsync for nothing).
 * `now` is the clock of the memory and database stores (tests move it);
 * Redis ends windows by its own.
 */
export function createRateLimiterFactory({
  database,
  redis,
  redisPrefix,
  now,
}: {
  database: Database;
  redis?: Redis | null;
  redisPrefix?: string;
  now?: () => number;
}): RateLimiterFactory {
  const store: RateLimitStore = redis ? "redis" : database.dialect === "postgres" ? "database" : "memory";
  return {
    store,
    create({ name, limit, windowMs }) {
      if (limit === 0) return unlimitedRateLimiter;
      if (redis) {
        return createRedisRateLimiter({
          redis,
          name,
          limit,
          windowMs,
          ...(redisPrefix === undefined ? {} : { prefix: redisPrefix }),
        });
      }
      const clock = now === undefined ? {} : { now };
      if (store === "database") return createDatabaseRateLimiter({ database, name, limit, windowMs, ...clock });
      return createMemoryRateLimiter({ limit, windowMs, ...clock });
    },
  };
}
