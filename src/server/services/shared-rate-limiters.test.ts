import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import { createDatabaseRateLimiter } from "./database-rate-limiter.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { createRateLimiterFactory } from "./rate-limiter-factory.ts";
import { createRedisRateLimiter } from "./redis-rate-limiter.ts";

/** A shared store under test: `make` builds one limiter (each call stands for another instance). */
interface SharedStore {
  make(limit: number, windowMs: number): RateLimiter;
  /** Returns once the window `key` started (`windowMs` long, on a limiter named "test") has run out. */
  windowPasses(key: string, windowMs: number): Promise<void>;
}

/** The same behaviour for every shared store; each case builds two limiters standing for two instances. */
function sharedLimiterContract({ make, windowPasses }: SharedStore) {
  it("counts hits from every instance against one limit, exactly, under concurrency", async () => {
    const a = make(20, 60_000);
    const b = make(20, 60_000);
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).hit("203.0.113.7")));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(20);
    const refused = decisions.find((decision) => !decision.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(50);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a.hit("198.51.100.1")).allowed).toBe(true);
  });

  it("counts weights, and weight 0 only asks", async () => {
    const limiter = make(100, 60_000);
    expect((await limiter.hit("a", 60)).allowed).toBe(true);
    expect((await limiter.hit("a", 40)).allowed).toBe(true);
    expect((await limiter.hit("a", 0)).allowed).toBe(true);
    expect((await limiter.hit("a", 1)).allowed).toBe(false);
    expect((await limiter.hit("a", 0)).allowed).toBe(false);
  });

  it("says how many hits are left, and takes back hits given back, never below 0 nor starting a window", async () => {
    const limiter = make(3, 60_000);
    expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    expect((await limiter.hit("a")).remaining).toBe(1);
    expect((await limiter.hit("a", -1)).remaining).toBe(2);
    expect((await limiter.hit("a", -5)).remaining).toBe(3);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toMatchObject({ allowed: false, remaining: 0 });
    // A give-back for a key with no window starts none: the next hit is the first of a fresh window.
    expect((await limiter.hit("never-hit", -1)).allowed).toBe(true);
    expect((await limiter.hit("never-hit")).remaining).toBe(2);
  });

  it("holds concurrent hits and give-backs to the limit: a hit given back frees exactly one place", async () => {
    const a = make(10, 60_000);
    const b = make(10, 60_000);
    // 30 attempts at once, every third one given back right after it was counted (a right password).
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const limiter = i % 2 === 0 ? a : b;
        const decision = await limiter.hit("203.0.113.9");
        if (decision.allowed && i % 3 === 0) await limiter.hit("203.0.113.9", -1);
        return decision.allowed && i % 3 !== 0;
      }),
    );
    // Those kept (not given back) never exceed the limit, and the count ends at exactly the kept ones.
    const kept = outcomes.filter(Boolean).length;
    expect(kept).toBeLessThanOrEqual(10);
    expect((await a.hit("203.0.113.9", 0)).remaining).toBeLessThanOrEqual(10 - kept);
  });

  it("starts a new window once the old one has passed", async () => {
    const limiter = make(1, 500);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
    await windowPasses("a", 500);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });
}

describeOnDatabases("the database rate limiter", (dialect) => {
  let t: TestDatabase;
  /** The limiters' clock: a window passes when the test moves it on. */
  let now: number;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    now = Date.now();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  sharedLimiterContract({
    make: (limit, windowMs) =>
      createDatabaseRateLimiter({ database: t.database, name: "test", limit, windowMs, now: () => now }),
    windowPasses: async (_key, windowMs) => {
      now += windowMs;
    },
  });

  it("keeps limiters with different names apart", async () => {
    const rsvp = createDatabaseRateLimiter({ database: t.database, name: "rsvp", limit: 1, windowMs: 60_000 });
    const photo = createDatabaseRateLimiter({ database: t.database, name: "photo", limit: 1, windowMs: 60_000 });
    expect((await rsvp.hit("a")).allowed).toBe(true);
    expect((await photo.hit("a")).allowed).toBe(true);
    expect((await rsvp.hit("a")).allowed).toBe(false);
  });

  it("sweeps expired windows, in the background of a later hit", async () => {
    let now = 1_000_000;
    const limiter = createDatabaseRateLimiter({
      database: t.database,
      name: "test",
      limit: 5,
      windowMs: 1_000,
      now: () => now,
    });
    for (let i = 0; i < 100; i++) await limiter.hit(`flood-${i}`);
    now += 500;
    expect(await limiter.sweep()).toBe(0);
    now += 60_000;
    await limiter.hit("later");
    await expect
      .poll(() => t.database.db.selectFrom("rate_limits").select("key").execute())
      .toEqual([{ key: "test:later" }]);
  });
});

describe.runIf(TEST_REDIS_URL)("the Redis rate limiter", () => {
  let t: TestRedis;
  beforeEach(async () => {
    t = await createTestRedis();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  sharedLimiterContract({
    make: (limit, windowMs) =>
      createRedisRateLimiter({ redis: t.redis, prefix: t.prefix, name: "test", limit, windowMs }),
    // Redis ends a window by its own clock, which no test can move: this waits (real time) until it has dropped the key.
    windowPasses: async (key, windowMs) => {
      await expect.poll(() => t.redis.exists(`${t.prefix}rl:test:${key}`), { timeout: windowMs + 5_000 }).toBe(0);
    },
  });

  it("lets each window expire in Redis itself", async () => {
    const limiter = createRedisRateLimiter({
      redis: t.redis,
      prefix: t.prefix,
      name: "rsvp",
      limit: 5,
      windowMs: 60_000,
    });
    await limiter.hit("a");
    const ttl = await t.redis.pttl(`${t.prefix}rl:rsvp:a`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describeOnDatabases("the rate limiter factory", (dialect) => {
  it("keeps counts in memory on SQLite and in the database on PostgreSQL", async () => {
    const t = await createTestDatabase(dialect);
    try {
      const factory = createRateLimiterFactory({ database: t.database });
      expect(factory.store).toBe(dialect === "postgres" ? "database" : "memory");
      const limiter = factory.create({ name: "rsvp", limit: 1, windowMs: 60_000 });
      expect((await limiter.hit("a")).allowed).toBe(true);
      expect((await limiter.hit("a")).allowed).toBe(false);
      const rows = await t.database.db.selectFrom("rate_limits").select("key").execute();
      expect(rows).toHaveLength(dialect === "postgres" ? 1 : 0);
      expect((await factory.create({ name: "off", limit: 0, windowMs: 60_000 }).hit("a", 1e9)).allowed).toBe(true);
    } finally {
      await t.cleanup();
    }
  });

  it("ends windows by the clock it is given (memory and database stores)", async () => {
    const t = await createTestDatabase(dialect);
    try {
      let now = Date.parse("2026-06-20T17:00:00Z");
      const limiter = createRateLimiterFactory({ database: t.database, now: () => now }).create({
        name: "venue",
        limit: 1,
        windowMs: 3_600_000,
      });
      expect((await limiter.hit("a")).allowed).toBe(true);
      now += 3_599_000;
      expect(await limiter.hit("a")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
      now += 1_000;
      expect((await limiter.hit("a")).allowed).toBe(true);
    } finally {
      await t.cleanup();
    }
  });
});

describe("the rate limiter factory", () => {
  it.runIf(TEST_REDIS_URL)("uses Redis when it has one", async () => {
    const t = await createTestDatabase("sqlite");
    const r = await createTestRedis();
    try {
      const factory = createRateLimiterFactory({ database: t.database, redis: r.redis, redisPrefix: r.prefix });
      expect(factory.store).toBe("redis");
      await factory.create({ name: "rsvp", limit: 1, windowMs: 60_000 }).hit("a");
      expect(await r.redis.get(`${r.prefix}rl:rsvp:a`)).toBe("1");
    } finally {
      await r.cleanup();
      await t.cleanup();
    }
  });
});
