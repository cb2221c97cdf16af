import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLogs } from "../../testing/test-app.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limit.ts";
import { createRateLimiterFactory, type RateLimiterFactory } from "./rate-limiter-factory.ts";
import { createUploadQuota, type PhotoRateLimits, type Uploader } from "./upload-quota.ts";

const HOUR_MS = 60 * 60 * 1000;
const { logger } = captureLogs();
const limiter = (limit: number) => createMemoryRateLimiter({ limit, windowMs: HOUR_MS });
const photo = (bytes = 1000) => ({ uploads: 1, bytes, unfinished: false });
const venue = "203.0.113.80";
const phone = (n: number, address = venue): Uploader => ({ device: `device-${n}`, address });

describe("the upload quota", () => {
  it("counts per device: one phone's quota does not touch its neighbours' behind the same address", async () => {
    const quota = createUploadQuota({ deviceCount: limiter(3), addressCount: limiter(1000) }, logger);
    for (let i = 0; i < 3; i++) expect((await quota.admit(phone(1), photo())).allowed).toBe(true);
    expect(await quota.admit(phone(1), photo())).toMatchObject({ allowed: false, scope: "device" });
    for (let n = 2; n < 200; n++) expect((await quota.admit(phone(n), photo())).allowed).toBe(true);
  });

  it("counts bytes per device, and a client that sends no device id only against the address and the site", async () => {
    const quota = createUploadQuota(
      { deviceBytes: limiter(2500), addressBytes: limiter(10_000), siteBytes: limiter(20_000) },
      logger,
    );
    expect((await quota.admit(phone(1), photo(2000))).allowed).toBe(true);
    expect(await quota.admit(phone(1), photo(1000))).toMatchObject({ allowed: false, scope: "device" });
    const oldPage = { device: null, address: venue };
    for (let i = 0; i < 8; i++) expect((await quota.admit(oldPage, photo(1000))).allowed).toBe(true);
    expect(await quota.admit(oldPage, photo(1000))).toMatchObject({ allowed: false, scope: "address" });
    expect((await quota.admit({ device: null, address: "198.51.100.1" }, photo(1000))).allowed).toBe(true);
  });

  it("refuses past the site's bytes from any address, saying the site is busy", async () => {
    const quota = createUploadQuota({ siteBytes: limiter(5000) }, logger);
    for (let n = 0; n < 5; n++) expect((await quota.admit(phone(n, `198.51.100.${n}`), photo())).allowed).toBe(true);
    const refused = await quota.admit(phone(9, "192.0.2.1"), photo());
    if (refused.allowed) throw new Error("admitted past the site's bytes");
    expect(refused.scope).toBe("site");
    expect(refused.decision.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it("gives back every charge of a refused upload, so refusals cost nothing anywhere", async () => {
    const limits = { deviceCount: limiter(100), addressCount: limiter(100), siteBytes: limiter(3000) };
    const quota = createUploadQuota(limits, logger);
    expect((await quota.admit(phone(1), photo(2500))).allowed).toBe(true);
    for (let i = 0; i < 50; i++) expect((await quota.admit(phone(1), photo(1000))).allowed).toBe(false);
    expect(await remaining(limits.deviceCount, "device-1")).toBe(99);
    expect(await remaining(limits.addressCount, venue)).toBe(99);
    expect((await quota.admit(phone(1), photo(500))).allowed).toBe(true);
  });

  it("gives back an admitted upload's charges when asked (a creation that did not happen)", async () => {
    const limits = { deviceCount: limiter(1), siteUnfinished: limiter(1) };
    const quota = createUploadQuota(limits, logger);
    const admitted = await quota.admit(phone(1), { uploads: 1, bytes: 10, unfinished: true });
    if (!admitted.allowed) throw new Error("refused");
    await admitted.giveBack();
    expect((await quota.admit(phone(1), { uploads: 1, bytes: 10, unfinished: true })).allowed).toBe(true);
  });

  it("lets uploads through when a limiter fails, and logs it", async () => {
    const { logger: watched, lines } = captureLogs();
    const broken: RateLimiter = {
      hit: () => {
        throw Object.assign(new Error("connection refused to 10.0.0.9"), { code: "ECONNREFUSED" });
      },
    };
    const quota = createUploadQuota({ deviceCount: broken, siteBytes: broken }, watched);
    expect((await quota.admit(phone(1), photo())).allowed).toBe(true);
    expect(lines.some((line) => line.errCode === "ECONNREFUSED")).toBe(true);
    expect(JSON.stringify(lines)).not.toContain("10.0.0.9");
  });
});

async function remaining(limiter: RateLimiter | undefined, key: string): Promise<number | undefined> {
  return (await limiter?.hit(key, 0))?.remaining;
}

/** On every shared store: concurrent uploads never pass the site's unfinished ceiling, and refusals give back exactly. */
function sharedStoreContract(factory: () => RateLimiterFactory) {
  it("holds 40 uploads at once to the unfinished ceiling of 10, and frees a place for each finished one", async () => {
    const limits = factory();
    const make = (name: string, limit: number, windowMs = HOUR_MS) => limits.create({ name, limit, windowMs });
    const photoLimits: PhotoRateLimits = {
      deviceCount: make("q-device-count", 5),
      addressCount: make("q-count", 1000),
      siteBytes: make("q-site-bytes", 1_000_000),
      siteUnfinished: make("q-unfinished", 10, 24 * HOUR_MS),
    };
    const quota = createUploadQuota(photoLimits, logger);
    const resumable = { uploads: 1, bytes: 1000, unfinished: true };
    const first = await Promise.all(Array.from({ length: 40 }, (_, n) => quota.admit(phone(n), resumable)));
    expect(first.filter((admission) => admission.allowed)).toHaveLength(10);
    expect(first.filter((admission) => !admission.allowed && admission.scope === "site")).toHaveLength(30);
    // Only the admitted ten stay counted, for the address and for the site's bytes.
    expect(await remaining(photoLimits.addressCount, venue)).toBe(990);
    expect(await remaining(photoLimits.siteBytes, "all")).toBe(1_000_000 - 10_000);

    await Promise.all(Array.from({ length: 4 }, () => quota.finished()));
    const second = await Promise.all(Array.from({ length: 10 }, (_, n) => quota.admit(phone(100 + n), resumable)));
    expect(second.filter((admission) => admission.allowed)).toHaveLength(4);
  });
}

describeOnDatabases("the upload quota on the server's store", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.cleanup();
  });
  sharedStoreContract(() => createRateLimiterFactory({ database: t.database }));
});

describe.runIf(TEST_REDIS_URL)("the upload quota on Redis", () => {
  let t: TestDatabase;
  let r: TestRedis;
  beforeEach(async () => {
    t = await createTestDatabase("sqlite");
    r = await createTestRedis();
  });
  afterEach(async () => {
    await r.cleanup();
    await t.cleanup();
  });
  sharedStoreContract(() => createRateLimiterFactory({ database: t.database, redis: r.redis, redisPrefix: r.prefix }));
});
