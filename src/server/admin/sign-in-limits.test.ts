import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  sessionCookieFrom,
  signInRequest,
  TEST_ADMIN_PASSWORD,
} from "../../testing/admin-test-app.ts";
import { composedApp } from "../../testing/test-app.ts";
import { describeEachOnItsDatabase, TEST_DIALECTS } from "../../testing/test-database.ts";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import type { App, AppDeps } from "../app.ts";
import type { SqlDialect } from "../db/database.ts";
import { openRedis } from "../redis.ts";
import { createRateLimiterFactory, type RateLimitStore } from "../services/rate-limiter-factory.ts";
import { passwordMatches } from "./auth.ts";
import {
  ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
  ADMIN_SIGN_IN_MAX_FAILURES,
  ADMIN_SIGN_IN_WINDOW_MS,
} from "./session-routes.ts";

/**
 * Issue 12, part 3: sign-in attempts are counted in the shared store before
 * the password is compared, so no burst of parallel guesses gets more than 10
 * wrong passwords per address (100 from all addresses together) compared, on
 * every store the server can count in: memory (embedded SQLite), the
 * database (PostgreSQL) and Redis.
 */

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
/** Hundreds of requests, each a few writes to one hot row on PostgreSQL: far above the default on a busy machine. */
const BURST_TIMEOUT_MS = 90_000;
const from = (address: string) => ({ "X-Forwarded-For": address });

const STORES: { dialect: SqlDialect; store: RateLimitStore }[] = [
  ...TEST_DIALECTS.map((dialect) => ({
    dialect,
    store: (dialect === "postgres" ? "database" : "memory") as RateLimitStore,
  })),
  ...(TEST_REDIS_URL ? [{ dialect: "sqlite" as SqlDialect, store: "redis" as RateLimitStore }] : []),
];

interface Counted {
  app: App;
  /** Every guess the routes compared with the password, in order. */
  compared: string[];
}

describeEachOnItsDatabase(STORES)("admin sign-in limits, $store store on $dialect", ({ dialect, store }) => {
  let t: AdminTestApp;
  let redis: TestRedis | null;
  let app: Counted;

  /** The app over t's database with the server's sign-in limiters on `store`, counting password comparisons. */
  function countedApp(overrides: Partial<AppDeps> = {}): Counted {
    const factory = createRateLimiterFactory({
      database: t.deps.database,
      redis: redis?.redis ?? null,
      ...(redis ? { redisPrefix: redis.prefix } : {}),
    });
    expect(factory.store).toBe(store);
    const compared: string[] = [];
    return {
      compared,
      app: composedApp({
        ...t.deps,
        trustProxyHops: 1,
        adminSignInLimiter: factory.create({
          name: "admin-sign-in",
          limit: ADMIN_SIGN_IN_MAX_FAILURES,
          windowMs: ADMIN_SIGN_IN_WINDOW_MS,
        }),
        adminSignInGlobalLimiter: factory.create({
          name: "admin-sign-in-all",
          limit: ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
          windowMs: ADMIN_SIGN_IN_WINDOW_MS,
        }),
        adminPasswordMatches: (given, expected) => {
          compared.push(given);
          return passwordMatches(given, expected);
        },
        ...overrides,
      }),
    };
  }

  beforeEach(async () => {
    t = await createAdminTestApp(dialect);
    redis = store === "redis" ? await createTestRedis() : null;
    app = countedApp();
  });
  afterEach(async () => {
    await redis?.cleanup();
    await t.cleanup();
  });

  const signIn = (password: string, address: string) =>
    app.app.request(ADMIN_API.session, signInRequest(password, from(address)));
  const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  it(
    "compares at most 10 wrong passwords from one address, however many arrive at once",
    async () => {
      const address = "203.0.113.50";
      const guesses = Array.from({ length: 200 }, (_, i) => `wrong guess ${i}`);
      // The right password arrives in the middle of the burst.
      const passwords = [...guesses.slice(0, 100), TEST_ADMIN_PASSWORD, ...guesses.slice(100)];
      const responses = await Promise.all(passwords.map((password) => signIn(password, address)));

      const wrongCompared = app.compared.filter((guess) => guess !== TEST_ADMIN_PASSWORD);
      expect(wrongCompared.length).toBeLessThanOrEqual(ADMIN_SIGN_IN_MAX_FAILURES);
      expect(app.compared.length).toBeLessThanOrEqual(ADMIN_SIGN_IN_MAX_FAILURES + 1);

      const wrongAnswers = responses.filter((_, i) => passwords[i] !== TEST_ADMIN_PASSWORD);
      const statuses = wrongAnswers.map((response) => response.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThan(ADMIN_SIGN_IN_MAX_FAILURES);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      const codes = await Promise.all(wrongAnswers.map(codeOf));
      expect(new Set(codes)).toEqual(new Set(["wrong_password", "locked_out"]));

      // The right one got in only if it was compared while fewer than 10 wrong ones were counted.
      const right = responses[100] as Response;
      expect([200, 429]).toContain(right.status);
      if (right.status === 429) expect(await codeOf(right)).toBe("locked_out");
      expect(app.compared.includes(TEST_ADMIN_PASSWORD)).toBe(right.status === 200);

      // Now 10 failures are counted: the right password is refused from this address, uncompared.
      const comparedBefore = app.compared.length;
      const after = await signIn(TEST_ADMIN_PASSWORD, address);
      expect(after.status).toBe(429);
      expect(await codeOf(after)).toBe("locked_out");
      expect(Number(after.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      expect(after.headers.get("Set-Cookie")).toBeNull();
      expect(app.compared.length).toBe(comparedBefore);
      expect((await signIn(TEST_ADMIN_PASSWORD, "198.51.100.50")).status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it("lets the right password in after 9 wrong ones without counting it, and locks out at the 10th wrong one", async () => {
    const address = "203.0.113.51";
    for (let i = 1; i < ADMIN_SIGN_IN_MAX_FAILURES; i++) expect((await signIn(`guess ${i}`, address)).status).toBe(401);
    expect((await signIn(TEST_ADMIN_PASSWORD, address)).status).toBe(200);
    expect((await signIn(TEST_ADMIN_PASSWORD, address)).status).toBe(200);
    // The two right ones were given back: this is the 10th wrong password, answered with the lockout.
    const tenth = await signIn("guess 10", address);
    expect(tenth.status).toBe(429);
    expect(await codeOf(tenth)).toBe("locked_out");
    expect(Number(tenth.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect((await signIn(TEST_ADMIN_PASSWORD, address)).status).toBe(429);
    expect(app.compared.filter((guess) => guess !== TEST_ADMIN_PASSWORD)).toHaveLength(ADMIN_SIGN_IN_MAX_FAILURES);
  });

  it(
    "pauses sign-in for every address after 100 failures from all of them; sessions already made go on",
    async () => {
      const signedIn = await signIn(TEST_ADMIN_PASSWORD, "198.51.100.1");
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookieFrom(signedIn);

      // 12 addresses × 9 wrong passwords, all at once: more than the ceiling, none of them locked out on its own.
      const addresses = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
      const responses = await Promise.all(
        addresses.flatMap((address) =>
          Array.from({ length: ADMIN_SIGN_IN_MAX_FAILURES - 1 }, (_, i) => signIn(`guess ${i}`, address)),
        ),
      );
      expect(app.compared.length - 1).toBe(ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES);
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        responses.length - ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
      );

      const newcomer = await signIn(TEST_ADMIN_PASSWORD, "198.51.100.99");
      expect(newcomer.status).toBe(429);
      const body = (await newcomer.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("sign_in_paused");
      expect(body.error.message).toMatch(/paused for everyone for 15 minutes/);
      expect(body.error.message).toMatch(/already signed in stays signed in/);
      expect(Number(newcomer.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      expect(newcomer.headers.get("Set-Cookie")).toBeNull();

      const dashboard = await app.app.request(ADMIN_API.rsvps, { headers: { ...SAME_ORIGIN, Cookie: cookie } });
      expect(dashboard.status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it.runIf(store === "redis")(
    "refuses sign-in with 503, comparing nothing, while the counting store is away",
    async () => {
      const away = await openRedis(TEST_REDIS_URL as string);
      away.disconnect();
      const factory = createRateLimiterFactory({ database: t.deps.database, redis: away });
      app = countedApp({
        adminSignInLimiter: factory.create({ name: "admin-sign-in", limit: 10, windowMs: ADMIN_SIGN_IN_WINDOW_MS }),
        adminSignInGlobalLimiter: factory.create({ name: "admin-sign-in-all", limit: 100, windowMs: 60_000 }),
      });
      for (const password of [TEST_ADMIN_PASSWORD, "a guess"]) {
        const response = await signIn(password, "203.0.113.52");
        expect(response.status).toBe(503);
        const body = (await response.json()) as { error: { code: string; message: string } };
        expect(body.error).toEqual({ code: "sign_in_unavailable", message: expect.stringMatching(/try again/) });
        expect(response.headers.get("Set-Cookie")).toBeNull();
      }
      expect(app.compared).toEqual([]);
      expect(t.logs.some((line) => line.msg === "admin sign-in limiter failed; sign-in refused")).toBe(true);
    },
  );
});
