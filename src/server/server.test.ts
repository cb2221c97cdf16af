import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeRsvp } from "../testing/rsvp-builders.ts";
import { spawnServer } from "../testing/server-process.ts";
import { freePort } from "../testing/smtp-test-server.ts";
import { captureLogs } from "../testing/test-app.ts";
import { createPostgresDatabase, ON_POSTGRES } from "../testing/test-database.ts";
import { TEST_REDIS_URL } from "../testing/test-redis.ts";
import { openSqlite, SQLITE_FILE_NAME } from "./db/database.ts";
import { createRsvpRepository } from "./db/rsvp-repository.ts";
import { parseEnv } from "./env.ts";
import { openRedis } from "./redis.ts";
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
    await storeRsvp(database, {
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

    // Start a large download and read it slowly, so it is still in flight when shutdown begins. Without keep-alive,
    // so the server need not wait out the idle connection's keep-alive timeout (5 s) once the download is over.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.url}/big.bin`, { agent: false }, resolve).on("error", reject),
    );
    response.pause();
    const events: string[] = [];
    const closing = server.close().then(() => events.push("server closed"));
    // The closers before the HTTP server's have run once it stops listening; there close() waits for the download.
    await expect.poll(() => server.httpServer.listening).toBe(false);
    // New connections are refused while the old one drains.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(events).toEqual([]);

    let received = 0;
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    await once(response, "end");
    events.push("download ended");
    await closing;
    expect(received).toBe(big.length);
    expect(events).toEqual(["download ended", "server closed"]);
  });

  it("runs on PostgreSQL when DATABASE_URL is set, migrating it", ON_POSTGRES, async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const server = await startServer(
        parseEnv({ PORT: "0", DATA_DIR: dataDir, DATABASE_URL: url }),
        captureLogs().logger,
      );
      // Production settings add each part's state (docs/deployment.md, Health).
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

describe("a start that fails part way", () => {
  let dataDir: string;
  let blocker: net.Server;
  let takenPort: number;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-failed-start-"));
    // Listening is the last step, so a taken port fails the start after every other part is open.
    blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    takenPort = (blocker.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it.runIf(existsSync("/proc/self/fd"))("closes the SQLite database it opened, as a normal shutdown does", async () => {
    const running = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), captureLogs().logger);
    // The probe sees the open database, so an empty answer below means closed, not unseen.
    expect(await openFilesUnder(dataDir)).toContain(path.join(dataDir, SQLITE_FILE_NAME));

    const otherDir = path.join(dataDir, "other");
    const start = startServer(
      parseEnv({ PORT: String(takenPort), HOST: "127.0.0.1", DATA_DIR: otherDir }),
      captureLogs().logger,
    );
    await expect(start).rejects.toThrow(`Cannot listen on 127.0.0.1:${takenPort}`);
    expect(existsSync(path.join(otherDir, SQLITE_FILE_NAME))).toBe(true);
    expect(await openFilesUnder(otherDir)).toEqual([]);

    await running.close();
    expect(await openFilesUnder(dataDir)).toEqual([]);
  });

  it.runIf(existsSync("/proc/self/fd"))("closes the database when a later part cannot open", async () => {
    const start = startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
      captureLogs().logger,
    );
    await expect(start).rejects.toThrow("REDIS_URL: cannot connect to Redis");
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    expect(await openFilesUnder(dataDir)).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL && TEST_REDIS_URL)(
    "closes its PostgreSQL pool and its Redis connection",
    ON_POSTGRES,
    async () => {
      const postgres = await createPostgresDatabase();
      const redis = await startPrivateRedis();
      try {
        const connectionsBefore = await redis.info("total_connections_received");
        const start = startServer(
          parseEnv({
            PORT: String(takenPort),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            DATABASE_URL: postgres.url,
            REDIS_URL: redis.url,
          }),
          captureLogs().logger,
        );
        await expect(start).rejects.toThrow(`Cannot listen on 127.0.0.1:${takenPort}`);
        // It had both open (it migrated; Redis saw it connect)...
        const migrations = await withPostgres(postgres.url, (client) =>
          count(client, "select count(*) from kysely_migration"),
        );
        expect(migrations).toBeGreaterThan(0);
        expect(await redis.info("total_connections_received")).toBeGreaterThan(connectionsBefore);
        // ...and left neither connected: the test's own Redis connection is the only client.
        await expect.poll(() => postgresSessions(postgres.url)).toBe(0);
        await expect.poll(() => redis.info("connected_clients")).toBe(1);
      } finally {
        await redis.stop();
        await postgres.drop();
      }
    },
  );
});

/** What this process holds open under `dir`, from Linux's /proc/self/fd. */
async function openFilesUnder(dir: string): Promise<string[]> {
  const targets = await Promise.all(
    (await readdir("/proc/self/fd")).map((fd) => readlink(path.join("/proc/self/fd", fd)).catch(() => "")),
  );
  return targets.filter((target) => target.startsWith(`${dir}${path.sep}`)).sort();
}

async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function count(client: pg.Client, query: string, values: unknown[] = []): Promise<number> {
  const result = await client.query<{ count: string }>(query, values);
  return Number(result.rows[0]?.count);
}

/** Sessions connected to the database at `url`, counted from the server's own database (TEST_DATABASE_URL). */
function postgresSessions(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  return withPostgres(process.env.TEST_DATABASE_URL ?? "", (client) =>
    count(client, "select count(*) from pg_stat_activity where datname = $1", [name]),
  );
}

/** A Redis of this test's own, so its client count is this test's alone. */
async function startPrivateRedis() {
  const port = await freePort();
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = await vi
    .waitFor(() => openRedis(url), { timeout: 10_000, interval: 100 })
    .catch((error: unknown) => {
      server.kill("SIGKILL");
      throw error;
    });
  return {
    url,
    /** A number from INFO, e.g. connected_clients. */
    async info(field: string): Promise<number> {
      const match = new RegExp(`^${field}:(\\d+)`, "m").exec(await client.info());
      return Number(match?.[1]);
    },
    async stop() {
      client.disconnect();
      server.kill("SIGKILL");
      await once(server, "exit");
    },
  };
}

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
