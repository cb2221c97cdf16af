import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API, ADMIN_SESSION_COOKIE, ADMIN_SESSION_COOKIE_INSECURE } from "../../shared/admin-api.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  sessionCookieFrom,
  signInRequest,
  TEST_ADMIN_PASSWORD,
} from "../../testing/admin-test-app.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { ADMIN_SIGN_IN_MAX_FAILURES, ADMIN_SIGN_IN_WINDOW_MS } from "./session-routes.ts";
import { ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS, sessionId } from "./session-store.ts";

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const MINUTE = 60_000;

describe("admin sign-in", () => {
  let t: AdminTestApp;
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite");
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const state = async (cookie?: string) => {
    const response = await t.app.request(ADMIN_API.session, {
      headers: { ...SAME_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  const dashboard = (cookie: string) => t.app.request(ADMIN_API.rsvps, { headers: { ...SAME_ORIGIN, Cookie: cookie } });
  const sessionRows = () => t.deps.database.db.selectFrom("admin_sessions").selectAll().execute();

  it("refuses a wrong password and signs in with the right one, storing only the token's hash", async () => {
    expect(await state()).toMatchObject({ signedIn: false, enabled: true });

    const wrong = await t.app.request(ADMIN_API.session, signInRequest("not the password"));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: "wrong_password", message: expect.any(String) } });
    expect(wrong.headers.get("Set-Cookie")).toBeNull();

    const right = await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD));
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ signedIn: true, enabled: true });
    const setCookie = right.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE_INSECURE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");

    const cookie = sessionCookieFrom(right);
    const token = cookie.split("=")[1] ?? "";
    const rows = await sessionRows();
    expect(rows.map((row) => row.id)).toEqual([sessionId(token)]);
    expect(rows[0]?.id).not.toContain(token);

    expect(await state(cookie)).toMatchObject({ signedIn: true, enabled: true });
    expect((await dashboard(cookie)).status).toBe(200);
    expect(JSON.stringify(t.logs)).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it("over https sets a Secure __Host- cookie and reads only that one", async () => {
    const response = await t.app.request(`https://wedding.example${ADMIN_API.session}`, {
      ...signInRequest(TEST_ADMIN_PASSWORD),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=`));
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    const cookie = sessionCookieFrom(response);
    const ok = await t.app.request(`https://wedding.example${ADMIN_API.rsvps}`, {
      headers: { ...SAME_ORIGIN, Cookie: cookie },
    });
    expect(ok.status).toBe(200);
    const token = cookie.split("=")[1];
    const plainName = await t.app.request(`https://wedding.example${ADMIN_API.rsvps}`, {
      headers: { ...SAME_ORIGIN, Cookie: `${ADMIN_SESSION_COOKIE_INSECURE}=${token}` },
    });
    expect(plainName.status).toBe(401);
  });

  it("locks an address out after 10 failures with a clear message and Retry-After, other addresses unaffected", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    await t.cleanup();
    t = await createAdminTestApp("sqlite", { trustProxyHops: 1 });
    for (let attempt = 1; attempt < ADMIN_SIGN_IN_MAX_FAILURES; attempt += 1) {
      const response = await t.app.request(ADMIN_API.session, signInRequest("guess", from("203.0.113.7")));
      expect(response.status).toBe(401);
    }
    // The 10th wrong password is the last one checked: it is answered with the lockout.
    const locked = await t.app.request(ADMIN_API.session, signInRequest("guess", from("203.0.113.7")));
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("locked_out");
    expect(body.error.message).toMatch(/wait 15 minutes/);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);

    const rightButLocked = await t.app.request(
      ADMIN_API.session,
      signInRequest(TEST_ADMIN_PASSWORD, from("203.0.113.7")),
    );
    expect(rightButLocked.status).toBe(429);
    expect(rightButLocked.headers.get("Set-Cookie")).toBeNull();

    const elsewhere = await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD, from("198.51.100.2")));
    expect(elsewhere.status).toBe(200);
  });

  it("lets the address in again once the window has passed", async () => {
    let nowMs = Date.parse("2026-06-01T10:00:00Z");
    await t.cleanup();
    t = await createAdminTestApp("sqlite", {
      adminSignInLimiter: createMemoryRateLimiter({
        limit: ADMIN_SIGN_IN_MAX_FAILURES,
        windowMs: ADMIN_SIGN_IN_WINDOW_MS,
        now: () => nowMs,
      }),
    });
    for (let attempt = 1; attempt <= ADMIN_SIGN_IN_MAX_FAILURES; attempt += 1) {
      await t.app.request(ADMIN_API.session, signInRequest("guess"));
    }
    expect((await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD))).status).toBe(429);
    nowMs += ADMIN_SIGN_IN_WINDOW_MS;
    expect((await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD))).status).toBe(200);
  });

  it("ends a session after 2 idle hours, and keeps it while it is used", async () => {
    const cookie = await t.signIn();
    t.clock.now = new Date(t.clock.now.getTime() + ADMIN_SESSION_IDLE_MS - MINUTE);
    expect((await dashboard(cookie)).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + ADMIN_SESSION_IDLE_MS - MINUTE);
    expect((await dashboard(cookie)).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + ADMIN_SESSION_IDLE_MS);
    expect((await dashboard(cookie)).status).toBe(401);
    expect(await state(cookie)).toMatchObject({ signedIn: false, enabled: true });
    expect(await sessionRows()).toEqual([]);
  });

  it("ends a session 12 hours after sign-in however active it is", async () => {
    const cookie = await t.signIn();
    const start = t.clock.now.getTime();
    for (let at = start + 30 * MINUTE; at < start + ADMIN_SESSION_ABSOLUTE_MS; at += 90 * MINUTE) {
      t.clock.now = new Date(at);
      expect((await dashboard(cookie)).status).toBe(200);
    }
    t.clock.now = new Date(start + ADMIN_SESSION_ABSOLUTE_MS);
    expect((await dashboard(cookie)).status).toBe(401);
  });

  it("signs out: the session row is deleted, the cookie cleared, and the old cookie refused", async () => {
    const cookie = await t.signIn();
    const out = await t.app.request(ADMIN_API.session, {
      method: "DELETE",
      headers: { ...SAME_ORIGIN, Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get("Set-Cookie")).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE_INSECURE}=;.*Max-Age=0`));
    expect(await sessionRows()).toEqual([]);
    expect((await dashboard(cookie)).status).toBe(401);
  });

  it("clears ended sessions at the next sign-in", async () => {
    await t.signIn();
    t.clock.now = new Date(t.clock.now.getTime() + ADMIN_SESSION_ABSOLUTE_MS);
    await t.signIn();
    expect(await sessionRows()).toHaveLength(1);
  });

  it("refuses a sign-in request that is not JSON with a password", async () => {
    const response = await t.app.request(ADMIN_API.session, {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
      body: "password=x",
    });
    expect(response.status).toBe(400);
    expect(await sessionRows()).toEqual([]);
  });
});

describe("ADMIN_PASSWORD sign-in turned off", () => {
  for (const [label, password] of [
    ["unset", null],
    ["too short", "short-pass1"],
  ] as const) {
    it(`says so and refuses sign-in when ADMIN_PASSWORD is ${label}`, async () => {
      const t = await createTestApp("sqlite", { adminPassword: password, adminFailureDelayMs: 0 });
      try {
        const state = await t.app.request(ADMIN_API.session, { headers: SAME_ORIGIN });
        expect(await state.json()).toMatchObject({ signedIn: false, enabled: false });
        const signIn = await t.app.request(ADMIN_API.session, signInRequest(password ?? ""));
        expect(signIn.status).toBe(403);
        expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe("admin_disabled");
        expect((await t.app.request(ADMIN_API.rsvps, { headers: SAME_ORIGIN })).status).toBe(401);
        // People still sign in as themselves: a wrong email and password is a wrong password, not "turned off".
        const person = await t.app.request(ADMIN_API.session, {
          ...signInRequest(""),
          body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
        });
        expect(person.status).toBe(401);
      } finally {
        await t.cleanup();
      }
    });
  }
});
