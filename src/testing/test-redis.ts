import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { openRedis } from "../server/redis.ts";

/** The Redis the Redis tests use; they are skipped when TEST_REDIS_URL is unset (CI sets it). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export interface TestRedis {
  redis: Redis;
  /** Unique to this test: every key it writes starts with it, and cleanup deletes them. */
  prefix: string;
  cleanup(): Promise<void>;
}

export async function createTestRedis(): Promise<TestRedis> {
  if (!TEST_REDIS_URL) throw new Error("TEST_REDIS_URL is not set");
  const redis = await openRedis(TEST_REDIS_URL);
  const prefix = `wedding-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
  return {
    redis,
    prefix,
    async cleanup() {
      await deleteKeys(redis, prefix);
      redis.disconnect();
    },
  };
}

/** Deletes every key starting with `prefix` (SCAN, never KEYS, so a shared Redis is not blocked). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== "0");
}
