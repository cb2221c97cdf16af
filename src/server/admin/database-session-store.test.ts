import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../testing/test-database.ts";
import { createDatabaseSessionStore } from "./database-session-store.ts";
import { ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS, type AdminSessionStore } from "./session-store.ts";

describe.each(TEST_DIALECTS)("the database session store on %s", (dialect) => {
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
    const a = await store.create(start);
    const b = await store.create(start);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await store.check(a, start)).toBe(true);
    expect(await store.check(`${a.slice(0, -1)}${a.endsWith("A") ? "B" : "A"}`, start)).toBe(false);
    for (const bad of ["", "x", `${a}x`, "' or 1=1 --".padEnd(43, "-")])
      expect(await store.check(bad, start)).toBe(false);
  });

  it("removes sessions past their idle or absolute end, and only those", async () => {
    const idle = await store.create(start);
    const busy = await store.create(start);
    const fresh = await store.create(at(ADMIN_SESSION_ABSOLUTE_MS - 1000));
    for (let ms = 0; ms < ADMIN_SESSION_ABSOLUTE_MS - ADMIN_SESSION_IDLE_MS; ms += ADMIN_SESSION_IDLE_MS / 2) {
      expect(await store.check(busy, at(ms))).toBe(true);
    }
    expect(await store.deleteExpired(at(ADMIN_SESSION_IDLE_MS))).toBe(1);
    expect(await store.check(idle, at(ADMIN_SESSION_IDLE_MS))).toBe(false);
    expect(await store.deleteExpired(at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(1);
    expect(await store.check(busy, at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(false);
    expect(await store.check(fresh, at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(true);
    await store.delete(fresh);
    await store.delete(fresh);
    expect(await store.check(fresh, at(ADMIN_SESSION_ABSOLUTE_MS))).toBe(false);
  });
});
