import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import { derivePasswordKey, type PasswordKey } from "./password-key.ts";
import { createRedisSessionStore } from "./redis-session-store.ts";
import { ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS, sessionId } from "./session-store.ts";

const MINUTE = 60_000;

let KEY: PasswordKey;
let OTHER_KEY: PasswordKey;
beforeAll(async () => {
  KEY = await derivePasswordKey("the first password", "a salt");
  OTHER_KEY = await derivePasswordKey("the second password", "a salt");
});

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
    const token = await store.create(start, KEY);
    expect(await t.redis.exists(keyOf(token))).toBe(1);
    expect(await t.redis.keys(`${t.prefix}*${token}*`)).toEqual([]);
    const ttl = await t.redis.pttl(keyOf(token));
    expect(ttl).toBeGreaterThan(ADMIN_SESSION_IDLE_MS - MINUTE);
    expect(ttl).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS);
    expect(await store.check(token, at(MINUTE), KEY)).toBe(true);
    expect(await store.check("x".repeat(43), at(MINUTE), KEY)).toBe(false);
    expect(await store.check("not a token", at(MINUTE), KEY)).toBe(false);
  });

  it("is shared: a session made through one connection works through another (another instance)", async () => {
    const other = await createTestRedis();
    try {
      const a = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
      const b = createRedisSessionStore({ redis: other.redis, prefix: t.prefix });
      const token = await a.create(start, KEY);
      expect(await b.check(token, at(MINUTE), KEY)).toBe(true);
      await b.delete(token);
      expect(await a.check(token, at(2 * MINUTE), KEY)).toBe(false);
    } finally {
      await other.cleanup();
    }
  });

  it("ends after the idle timeout, and a use restarts it", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start, KEY);
    expect(await store.check(token, at(ADMIN_SESSION_IDLE_MS - MINUTE), KEY)).toBe(true);
    expect(await store.check(token, at(2 * ADMIN_SESSION_IDLE_MS - 2 * MINUTE), KEY)).toBe(true);
    expect(await store.check(token, at(3 * ADMIN_SESSION_IDLE_MS), KEY)).toBe(false);
    expect(await t.redis.exists(keyOf(token))).toBe(0);
  });

  it("ends at the absolute end however active, its TTL never reaching past it", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start, KEY);
    let now = 0;
    for (; now <= ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS; now += ADMIN_SESSION_IDLE_MS / 2) {
      expect(await store.check(token, at(now), KEY)).toBe(true);
    }
    // Half an idle timeout before the end: the TTL is what is left to the end, not a full idle timeout.
    expect(await store.check(token, at(ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS / 2), KEY)).toBe(true);
    const ttl = await t.redis.pttl(keyOf(token));
    expect(ttl).toBeLessThanOrEqual(ADMIN_SESSION_IDLE_MS / 2);
    expect(ttl).toBeGreaterThan(ADMIN_SESSION_IDLE_MS / 2 - MINUTE);
    expect(await store.check(token, at(ADMIN_SESSION_ABSOLUTE_MS), KEY)).toBe(false);
  });

  it("never brings back a session deleted while it was being checked", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start, KEY);
    const checks = Array.from({ length: 20 }, (_, i) => store.check(token, at(i * 1000), KEY));
    await store.delete(token);
    await Promise.all(checks);
    expect(await t.redis.exists(keyOf(token))).toBe(0);
    expect(await store.deleteExpired(at(0))).toBe(0);
  });

  it("keeps a fingerprint of the password, not the token, and ends a session made with another password", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start, KEY);
    const stored = (await t.redis.get(keyOf(token))) ?? "";
    expect(JSON.parse(stored).passwordFingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(token);
    expect(await store.check(token, at(MINUTE), OTHER_KEY)).toBe(false);
    expect(await t.redis.exists(keyOf(token))).toBe(0);
    expect(await store.check(token, at(MINUTE), KEY)).toBe(false);
  });

  it("refuses a session stored without a fingerprint (made before sessions were bound to the password)", async () => {
    const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
    const token = await store.create(start, KEY);
    const { passwordFingerprint: _, ...older } = JSON.parse((await t.redis.get(keyOf(token))) ?? "{}");
    await t.redis.set(keyOf(token), JSON.stringify(older), "KEEPTTL");
    expect(await store.check(token, at(MINUTE), KEY)).toBe(false);
  });

  it("ends every session of this site at once, and only this site's", async () => {
    const other = await createTestRedis();
    try {
      const store = createRedisSessionStore({ redis: t.redis, prefix: t.prefix });
      const otherSite = createRedisSessionStore({ redis: other.redis, prefix: other.prefix });
      const tokens = await Promise.all(Array.from({ length: 3 }, () => store.create(start, KEY)));
      const elsewhere = await otherSite.create(start, KEY);
      expect(await store.deleteAll()).toBe(3);
      for (const token of tokens) expect(await store.check(token, at(MINUTE), KEY)).toBe(false);
      expect(await otherSite.check(elsewhere, at(MINUTE), KEY)).toBe(true);
    } finally {
      await other.cleanup();
    }
  });
});
