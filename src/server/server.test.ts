import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawnServer } from "../testing/server-process.ts";
import { captureLogs } from "../testing/test-app.ts";
import { createPostgresDatabase } from "../testing/test-database.ts";
import { openSqlite, SQLITE_FILE_NAME } from "./db/database.ts";
import { createRsvpRepository } from "./db/rsvp-repository.ts";
import { parseEnv } from "./env.ts";
import { startServer } from "./server.ts";

describe("the server over a real socket", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-server-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps its data in DATA_DIR across a restart", async () => {
    const env = parseEnv({ PORT: "0", DATA_DIR: dataDir });
    const first = await startServer(env, captureLogs().logger);
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: "ok" });
    await first.close();
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(true);

    const database = openSqlite(dataDir);
    await createRsvpRepository(database).create({
      name: "Ann",
      email: "ann@example.com",
      attending: true,
      partnerName: null,
      message: null,
    });
    await database.close();

    const second = await startServer(env, captureLogs().logger);
    await second.close();
    const reopened = openSqlite(dataDir);
    expect(await createRsvpRepository(reopened).count()).toBe(1);
    await reopened.close();
  });

  it("lets an in-flight response finish on shutdown, then closes the database", async () => {
    const clientDir = path.join(dataDir, "client");
    await mkdir(clientDir);
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>t</title>");
    const big = Buffer.alloc(16 * 1024 * 1024, 7);
    await writeFile(path.join(clientDir, "big.bin"), big);
    const { logger } = captureLogs();
    const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), logger, clientDir);

    // Start a large download and read it slowly, so it is still in flight when shutdown begins.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.url}/big.bin`, resolve).on("error", reject),
    );
    response.pause();
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    // New connections are refused while the old one drains.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    let received = 0;
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    await once(response, "end");
    await closing;
    expect(received).toBe(big.length);
    expect(closed).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("runs on PostgreSQL when DATABASE_URL is set, migrating it", async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const server = await startServer(
        parseEnv({ PORT: "0", DATA_DIR: dataDir, DATABASE_URL: url }),
        captureLogs().logger,
      );
      // Production settings add each part's state (README, Health).
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", files: "ok" },
      });
      await server.close();
      expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(false);
    } finally {
      await drop();
    }
  });
});

describe("the server process", () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-process-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    child = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  function run(env: Record<string, string>) {
    const server = spawnServer({ DATA_DIR: dataDir, ...env });
    child = server.child;
    return server;
  }

  it.each([
    [{ DATABASE_URL: "mysql://localhost/wedding" }, "DATABASE_URL must be a postgres://"],
    [
      { DATABASE_URL: "postgres://postgres@127.0.0.1:1/wedding" },
      "DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:1/wedding",
    ],
    [{ PORT: "http" }, "PORT"],
    [{ SMTP_URL: "smtp://127.0.0.1:2525" }, "MAIL_FROM must be set when SMTP_URL is set"],
    [
      { S3_ENDPOINT: "http://127.0.0.1:9000" },
      "S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too",
    ],
  ])("stops with one line and no stack trace for %j", async (env, line) => {
    const { code, stderr } = await run(env).exited;
    expect(code).toBe(1);
    expect(stderr).toContain(line);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("stops with one line when DATA_DIR cannot be written", async () => {
    const blocker = path.join(dataDir, "a-file");
    await writeFile(blocker, "not a folder");
    const { code, stderr } = await run({ DATA_DIR: path.join(blocker, "data") }).exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(/^DATA_DIR .* cannot open the database/);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });

  it("shuts down cleanly on SIGTERM", async () => {
    const server = run({});
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain('"msg":"listening"');
    const mailLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("mail goes to"));
    expect(mailLines).toEqual([expect.stringContaining(`mail goes to files in ${path.join(dataDir, "mail")}`)]);
    server.child.kill("SIGTERM");
    const { code, stdout } = await server.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('"msg":"stopped"');
  });
});
