import { randomBytes } from "node:crypto";
import { createDatabaseSessionStore } from "../server/admin/database-session-store.ts";
import type { Database } from "../server/db/database.ts";
import { insertPerson, type StoredPerson } from "../server/db/people-repository.ts";
import { hashPassword } from "../server/services/person-password.ts";
import { ADMIN_SESSION_COOKIE_INSECURE } from "../shared/admin-api.ts";
import type { AdminRole } from "../shared/admin-people.ts";
import type { AdminTestApp } from "./admin-test-app.ts";

/** Every person a test makes signs in with this; its scrypt hash is made once per test file (0.1 s each). */
export const TEST_PERSON_PASSWORD = "a person's long password";
let testPasswordHash: Promise<string> | undefined;

let sequence = 0;

/** A person of the admin with `role`, stored directly (no invite); overrides win. */
export async function addPerson(
  database: Database,
  role: AdminRole,
  overrides: { side?: string | null; name?: string; email?: string } = {},
): Promise<StoredPerson> {
  sequence += 1;
  testPasswordHash ??= hashPassword(TEST_PERSON_PASSWORD);
  const person = await insertPerson(database.db, {
    name: overrides.name ?? `Person ${sequence}`,
    email: overrides.email ?? `person-${sequence}-${randomBytes(4).toString("hex")}@example.com`,
    passwordHash: await testPasswordHash,
    sessionKey: randomBytes(32).toString("base64url"),
    role,
    side: overrides.side ?? (role === "family" ? "Lerato's side" : null),
    // In the order made, before any test clock's now.
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence),
  });
  if (person === null) throw new Error("addPerson: the email is taken");
  return person;
}

/** The Cookie header of a new session of `person`, made in the app's session store as a sign-in would. */
export async function personCookie(t: AdminTestApp, person: StoredPerson): Promise<string> {
  const sessions = t.deps.adminSessions ?? createDatabaseSessionStore(t.deps.database);
  const token = await sessions.create(t.clock.now, Buffer.from(person.sessionKey, "base64url"), person.id);
  return `${ADMIN_SESSION_COOKIE_INSECURE}=${token}`;
}

/** An admin request from the site's own page with `cookie`, and a JSON body when one is given. */
export function adminRequest(method: string, cookie: string | null, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}
