import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { anRsvpRequest, postJson } from "../testing/rsvp-builders.ts";
import { spawnServer } from "../testing/server-process.ts";
import { createPostgresDatabase, ON_POSTGRES } from "../testing/test-database.ts";
import { type Database, openPostgres, openSqlite } from "./db/database.ts";
import { createRsvpRepository } from "./db/rsvp-repository.ts";

describe("an acknowledged RSVP survives kill -9", () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-crash-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    child = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function postThenKill(env: Record<string, string>, email: string): Promise<void> {
    const server = spawnServer({ DATA_DIR: dataDir, ...env });
    child = server.child;
    const response = await fetch(`${await server.listening}/api/rsvps`, postJson(anRsvpRequest({ email })));
    expect(response.status).toBe(201);
    // No graceful anything: the process dies the moment the answer is in.
    server.child.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");
  }

  async function expectStored(database: Database, email: string): Promise<void> {
    try {
      const rows = await createRsvpRepository(database).list();
      expect(rows.map((row) => row.email)).toEqual([email]);
    } finally {
      await database.close();
    }
  }

  it("on SQLite", async () => {
    const email = "crash.sqlite@example.com";
    await postThenKill({}, email);
    await expectStored(openSqlite(dataDir), email);
  });

  it("on PostgreSQL", ON_POSTGRES, async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const email = "crash.postgres@example.com";
      await postThenKill({ DATABASE_URL: url }, email);
      await expectStored(await openPostgres(url), email);
    } finally {
      await drop();
    }
  });
});
