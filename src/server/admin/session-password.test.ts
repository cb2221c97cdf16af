import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  sessionCookieFrom,
  signInRequest,
  TEST_ADMIN_PASSWORD,
} from "../../testing/admin-test-app.ts";
import { addPerson, TEST_PERSON_PASSWORD } from "../../testing/people-builders.ts";
import { composedApp } from "../../testing/test-app.ts";
import { describeEachOnItsDatabase, TEST_DIALECTS } from "../../testing/test-database.ts";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import type { App } from "../app.ts";
import type { SqlDialect } from "../db/database.ts";
import { updatePersonRole } from "../db/people-repository.ts";
import { createRedisSessionStore } from "./redis-session-store.ts";

/**
 * Issue 12, part 4: a session belongs to the ADMIN_PASSWORD it was made with
 * (a server started with a new one refuses it), and "sign out everywhere"
 * ends every session. Each runs on the database store (SQLite, PostgreSQL)
 * and the Redis store.
 */

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const NEW_PASSWORD = "a brand new passphrase";

const STORES: { dialect: SqlDialect; sessions: "database" | "redis" }[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, sessions: "database" as const })),
  ...(TEST_REDIS_URL ? [{ dialect: "sqlite" as SqlDialect, sessions: "redis" as const }] : []),
];

describeEachOnItsDatabase(STORES)("admin sessions in the $sessions store on $dialect", ({ dialect, sessions }) => {
  let t: AdminTestApp;
  let redis: TestRedis | null;

  /** The server over the same database (and Redis) as t, started with `password`: a restart with a new ADMIN_PASSWORD. */
  const startedWith = (password: string) =>
    composedApp({
      ...t.deps,
      adminPassword: password,
      ...(redis ? { adminSessions: createRedisSessionStore({ redis: redis.redis, prefix: redis.prefix }) } : {}),
    });

  beforeEach(async () => {
    t = await createAdminTestApp(dialect);
    redis = sessions === "redis" ? await createTestRedis() : null;
  });
  afterEach(async () => {
    await redis?.cleanup();
    await t.cleanup();
  });

  const signIn = async (app: App, password: string) => {
    const response = await app.request(ADMIN_API.session, signInRequest(password));
    expect(response.status).toBe(200);
    return sessionCookieFrom(response);
  };
  const dashboard = (app: App, cookie: string) =>
    app.request(ADMIN_API.rsvps, { headers: { ...SAME_ORIGIN, Cookie: cookie } });
  const stateOf = async (app: App, cookie: string) =>
    (await app.request(ADMIN_API.session, { headers: { ...SAME_ORIGIN, Cookie: cookie } })).json();

  it("ends a session made with the old password once the server runs with a new one", async () => {
    const before = startedWith(TEST_ADMIN_PASSWORD);
    const oldCookie = await signIn(before, TEST_ADMIN_PASSWORD);
    // A restart with the same password keeps the session.
    expect((await dashboard(startedWith(TEST_ADMIN_PASSWORD), oldCookie)).status).toBe(200);

    const after = startedWith(NEW_PASSWORD);
    expect((await dashboard(after, oldCookie)).status).toBe(401);
    expect(await stateOf(after, oldCookie)).toMatchObject({ signedIn: false, enabled: true });
    expect((await after.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD))).status).toBe(401);
    const newCookie = await signIn(after, NEW_PASSWORD);
    expect((await dashboard(after, newCookie)).status).toBe(200);

    // Back to the old password: the session made with the new one ends, and the old one stays ended.
    const reverted = startedWith(TEST_ADMIN_PASSWORD);
    expect((await dashboard(reverted, newCookie)).status).toBe(401);
    expect((await dashboard(reverted, oldCookie)).status).toBe(401);
  });

  it("signs out everywhere: one request ends every session, and needs a session of its own", async () => {
    const app = startedWith(TEST_ADMIN_PASSWORD);
    const phone = await signIn(app, TEST_ADMIN_PASSWORD);
    const laptop = await signIn(app, TEST_ADMIN_PASSWORD);
    expect((await dashboard(app, phone)).status).toBe(200);
    expect((await dashboard(app, laptop)).status).toBe(200);

    const anonymous = await app.request(ADMIN_API.sessions, { method: "DELETE", headers: SAME_ORIGIN });
    expect(anonymous.status).toBe(401);
    const crossSite = await app.request(ADMIN_API.sessions, {
      method: "DELETE",
      headers: { "Sec-Fetch-Site": "cross-site", Cookie: phone },
    });
    expect(crossSite.status).toBe(403);
    expect((await dashboard(app, laptop)).status).toBe(200);

    const everywhere = await app.request(ADMIN_API.sessions, {
      method: "DELETE",
      headers: { ...SAME_ORIGIN, Cookie: laptop },
    });
    expect(everywhere.status).toBe(204);
    expect(everywhere.headers.get("Set-Cookie")).toMatch(/^wedding_admin=;.*Max-Age=0/);
    expect((await dashboard(app, phone)).status).toBe(401);
    expect((await dashboard(app, laptop)).status).toBe(401);
    expect(t.logs.some((line) => line.msg === "admin signed out everywhere" && line.ended === 2)).toBe(true);
    // Signing in again works as before.
    expect((await dashboard(app, await signIn(app, TEST_ADMIN_PASSWORD))).status).toBe(200);
  });

  it("ends a person's sessions the moment they are removed, and reads their role afresh on each request", async () => {
    const app = startedWith(TEST_ADMIN_PASSWORD);
    const person = await addPerson(t.deps.database, "planner");
    const response = await app.request(ADMIN_API.session, {
      ...signInRequest(""),
      body: JSON.stringify({ email: person.email, password: TEST_PERSON_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookieFrom(response);
    expect((await dashboard(app, cookie)).status).toBe(200);

    await updatePersonRole(t.deps.database.db, person.id, "photographer", null);
    expect((await dashboard(app, cookie)).status).toBe(403);
    // Removed from the table alone (whatever store holds the session): the session's key went with the row.
    await t.deps.database.db.deleteFrom("admin_people").where("id", "=", person.id).execute();
    expect((await app.request(ADMIN_API.photos, { headers: { ...SAME_ORIGIN, Cookie: cookie } })).status).toBe(401);
  });
});
