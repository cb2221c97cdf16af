import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { anRsvpRequest, postJson } from "../testing/rsvp-builders.ts";
import { createPostgresDatabase } from "../testing/test-database.ts";
import { type Database, openPostgres, openSqlite } from "./db/database.ts";
import { createRsvpRepository } from "./db/rsvp-repository.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

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

  /** Spawns the real server and resolves with its URL from the "listening" log line. */
  async function startProcess(env: Record<string, string>): Promise<{ url: string; exited: Promise<unknown> }> {
    const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    const exited = once(proc, "exit");
    let stdout = "";
    let stderr = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const url = await new Promise<string>((resolve, reject) => {
      proc.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk;
        const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      exited.then(() => reject(new Error(`The server exited before listening: ${stderr}`)));
    });
    return { url, exited };
  }

  async function postThenKill(env: Record<string, string>, email: string): Promise<void> {
    const server = await startProcess(env);
    const response = await fetch(`${server.url}/api/rsvps`, postJson(anRsvpRequest({ email })));
    expect(response.status).toBe(201);
    // No graceful anything: the process dies the moment the answer is in.
    child?.kill("SIGKILL");
    const [, signal] = (await server.exited) as [number | null, string | null];
    expect(signal).toBe("SIGKILL");
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

  it.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", async () => {
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
