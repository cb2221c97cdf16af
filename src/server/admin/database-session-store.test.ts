import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createDatabaseSessionStore } from "./database-session-store.ts";
import { derivePasswordKey, type PasswordKey, passwordKeyLoader, readPasswordSalt } from "./password-key.ts";
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  type AdminSessionStore,
  sessionId,
} from "./session-store.ts";

let KEY: PasswordKey;
let OTHER_KEY: PasswordKey;
beforeAll(async () => {
  KEY = await derivePasswordKey("the first password", "a salt");
  OTHER_KEY = await derivePasswordKey("the second password", "a salt");
});

describeOnDatabases("the database session store", (dialect) => {
  let db: TestDatabase;
  let store: AdminSessionStore;
  const start = new Date("2026-06-01T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  beforeEach(async () => {
    db = await createTestDatabase(dialect);
    store = createDatabaseSessionStore(db.database);
  });
  afterEach(async () => {
    await db.cleanup();
  });

  it("issues distinct 43-character tokens and recognises only them", async () => {
    const a = await store.create(start, KEY);
    const b = await store.create(start, KEY);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await store.check(a, start, KEY)).toBe(true);
    expect(await store.check(`${a.slice(0, -1)}${a.endsWith("A") ? "B" : "A"}`, start, KEY)).toBe(false);
    for (const bad of ["", "x", `${a}x`, "' or 1=1 --".padEnd(43, "-")])
      expect(await store.check(bad, start, KEY)).toBe(false);
  });

  it("removes sessions past their idle or absolute end, and only those", async () => {
    const idle = await store.create(start, KEY);
    const busy = await store.create(start, KEY);
    const fresh = await store.create(at(ADMIN_SESSION_ABSOLUTE_MS - 1000), KEY);
    for (let ms = 0; ms < ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS; ms += ADMIN_SESSION_IDLE_MS / 2) {
      expect(await store.check(busy, at(ms), KEY)).toBe(true);
    }
    expect(await store.deleteExpired(at(ADMIN_SESSION_IDLE_MS))).toBe(1);
    expect(await store.check(idle, at(ADMIN_SESSION_IDLE_MS), KEY)).toBe(false);
    expect(await store.deleteExpired(at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(1);
    expect(await store.check(busy, at(ADMIN_SESSION_ABSOLUTE_MS), KEY)).toBe(false);
    expect(await store.check(fresh, at(ADMIN_SESSION_ABSOLUTE_MS), KEY)).toBe(true);
    await store.delete(fresh);
    await store.delete(fresh);
    expect(await store.check(fresh, at(ADMIN_SESSION_ABSOLUTE_MS), KEY)).toBe(false);
  });

  it("keeps a fingerprint of the password, not the token, and ends a session made with another password", async () => {
    const token = await store.create(start, KEY);
    const rows = await db.database.db.selectFrom("admin_sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.id).toBe(sessionId(token));
    expect(row?.password_fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await store.check(token, start, OTHER_KEY)).toBe(false);
    // Refused once is ended: the right password's key does not bring it back.
    expect(await store.check(token, start, KEY)).toBe(false);
    expect(await db.database.db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
  });

  it("refuses a session stored without a fingerprint (made before sessions were bound to the password)", async () => {
    const token = await store.create(start, KEY);
    await db.database.db.updateTable("admin_sessions").set({ password_fingerprint: null }).execute();
    expect(await store.check(token, start, KEY)).toBe(false);
  });

  it("ends every session at once", async () => {
    const tokens = [await store.create(start, KEY), await store.create(start, KEY)];
    expect(await store.deleteAll()).toBe(2);
    for (const token of tokens) expect(await store.check(token, start, KEY)).toBe(false);
    expect(await store.deleteAll()).toBe(0);
  });

  it("derives the password's key under this install's own salt, made by the migration", async () => {
    const salt = await readPasswordSalt(db.database);
    expect(salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await createTestDatabase(dialect);
    try {
      expect(await readPasswordSalt(other.database)).not.toBe(salt);
    } finally {
      await other.cleanup();
    }
    const load = passwordKeyLoader("the first password", db.database);
    const key = await load();
    expect(key.equals(await derivePasswordKey("the first password", salt))).toBe(true);
    expect(key.equals(KEY)).toBe(false);
    expect(await load()).toBe(key);
  });
});
