import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import { createRedisSessionStore } from "./redis-session-store.ts";
import { ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS, sessionId } from "./session-store.ts";

const MINUTE = 60_000;

describe.runIf(TEST_REDIS_URL)("the Redis admin session store", () => {
  let t: TestRedis;
  let start: Date;
  beforeEach(async () => {
    t = await createTestRedis();
    start = new Date();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const at = (ms: number) => new Date(start.getTime() + ms);
  const keyOf = (token: string) => `${t.prefix}admin-session:${sessionId(token)}`;

  it("creates a session under the token's hash with the idle timeout as TTL, and checks it", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start);
    expect(await t.redis.exists(keyOf(token))).toBe(1);
    expect(await t.redis.keys(`${t.prefix}*${token}*`)).toEqual([]);
    const ttl = await t.redis.pttl(keyOf(token));
    expect(ttl).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - MINUTE);
    expect(ttl).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS);
    expect(await store.check(token, at(MINUTE))).toBe(true);
    expect(await store.check("x".repeat(43), at(MINUTE))).toBe(false);
    expect(await store.check("not a token", at(MINUTE))).toBe(false);
  });

  it("is shared: a session made through one connection works through another (another instance)", async () => {
    const other = await createTestRedis();
    try {
      const a = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
      const b = createRedisSessionStore({ redis: other.redis, prefix: t.prefix });
      const token = await a.create(start);
      expect(await b.check(token, at(MINUTE))).toBe(true);
      await b.delete(token);
      expect(await a.check(token, at(2 * MINUTE))).toBe(false);
    } finally {
      await other.cleanup();
    }
  });

  it("ends after the idle timeout, and a use restarts it", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start);
    expect(await store.check(token, at(ADMIN_SESSION_IDLE_MS - MINUTE))).toBe(true);
    expect(await store.check(token, at(2 * ADMIN_SESSION_IDLE_MS - 2 * MINUTE))).toBe(true);
    expect(await store.check(token, at(3 * ADMIN_SESSION_IDLE_MS))).toBe(false);
    expect(await t.redis.exists(keyOf(token))).toBe(0);
  });

  it("ends at the absolute end however active, its TTL never reaching past it", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start);
    let now = 0;
    for (; now <= ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS; now += ADMIN_SESSION_IDLE_MS / 2) {
      expect(await store.check(token, at(now))).toBe(true);
    }
    // Half an idle timeout before the end: the TTL is what is left to the end, not a full idle timeout.
    expect(await store.check(token, at(ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS / 2))).toBe(true);
    const ttl = await t.redis.pttl(keyOf(token));
    expect(ttl).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS / 2);
    expect(ttl).toBeGreaterThan(ADMIN_SESSION_IDLE_MS / 2 - MINUTE);
    expect(await store.check(token, at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(false);
  });

  it("never brings back a session deleted while it was being checked", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start);
    const checks = Array.from({ length: 20 }, (_, i) => store.check(token, at(i * 1000)));
    await store.delete(token);
    await Promise.all(checks);
    expect(await t.redis.exists(keyOf(token))).toBe(0);
    expect(await store.deleteExpired(at(0))).toBe(0);
  });
});
