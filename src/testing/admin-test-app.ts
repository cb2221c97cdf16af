import type { AppDeps } from "../server/app.ts";
import type { SqlDialect } from "../server/db/database.ts";
import { ADMIN_API, ADMIN_SESSION_COOKIE_INSECURE } from "../shared/admin-api.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export const TEST_ADMIN_PASSWORD = "correct horse battery staple";

/** The origin app.request() gives a relative path. */
export const TEST_ORIGIN = "http://localhost";

export interface AdminTestApp extends TestApp {
  /** The admin's clock; tests move it to expire sessions. */
  clock: { now: Date };
  /** Signs in and returns the Cookie header to send. */
  signIn(): Promise<string>;
}

/** The test app with the admin on, no delay on wrong passwords, and a clock the test controls. */
export async function createAdminTestApp(dialect: SqlDialect, overrides: Partial<AppDeps> = {}): Promise<AdminTestApp> {
  const clock = { now: new Date("2026-06-01T10:00:00Z") };
  const t = await createTestApp(dialect, {
    adminPassword: TEST_ADMIN_PASSWORD,
    adminFailureDelayMs: 0,
    now: () => clock.now,
    ...overrides,
  });
  return {
    ...t,
    clock,
    async signIn() {
      const response = await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD));
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return sessionCookieFrom(response);
    },
  };
}

export function signInRequest(password: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
    body: JSON.stringify({ password }),
  };
}

/** "name=value" of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.get("Set-Cookie") ?? "";
  const match = new RegExp(`(?:^|, )((?:__Host-)?${ADMIN_SESSION_COOKIE_INSECURE}=[^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return match[1];
}
