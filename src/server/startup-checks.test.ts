import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anRsvpRequest, postJson } from "../testing/rsvp-builders.ts";
import { startS3TestServer } from "../testing/s3-test-server.ts";
import { freePort, startSmtpServer, type TestSmtpServer } from "../testing/smtp-test-server.ts";
import { captureLogs, createTestApp } from "../testing/test-app.ts";
import { createPostgresDatabase, ON_POSTGRES } from "../testing/test-database.ts";
import { TEST_REDIS_URL } from "../testing/test-redis.ts";
import { parseEnv } from "./env.ts";
import { cachedCheck, describeFailure, type HealthCheck } from "./health-checks.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import { openRedis } from "./redis.ts";
import { StartupError, startServer } from "./server.ts";
import { DiskBlobStore } from "./storage/disk-blob-store.ts";

const FROM = "Wedding <wedding@example.com>";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

function smtpCheck(port: number): HealthCheck {
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM, { ignoreTLS: true });
  return { name: "smtp", target: transport.target, required: false, run: () => transport.verify() };
}

describe("/api/health with details (production settings)", () => {
  it("lists every part as ok", async () => {
    const t = await createTestApp("sqlite", { health: { details: true, checks: [smtpCheck(smtp.port)] } });
    try {
      const response = await t.app.request("/api/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", smtp: "ok" },
      });
    } finally {
      await t.cleanup();
    }
  });

  it("stays 200 but says degraded when SMTP is unreachable (mail waits in the outbox)", async () => {
    const t = await createTestApp("sqlite", { health: { details: true, checks: [smtpCheck(await freePort())] } });
    try {
      const response = await t.app.request("/api/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", smtp: "degraded" },
      });
      expect(t.logs).toContainEqual(
        expect.objectContaining({ msg: "health check not ok", checks: { smtp: "connection refused" } }),
      );
    } finally {
      await t.cleanup();
    }
  });

  it("answers 503 with details when storage or the database fails", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "wedding-health-"));
    const blocker = path.join(dir, "a-file");
    await writeFile(blocker, "not a folder");
    const t = await createTestApp("sqlite", {
      blobs: new DiskBlobStore(path.join(blocker, "uploads")),
      health: { details: true, checks: [smtpCheck(smtp.port)] },
    });
    try {
      const response = await t.app.request("/api/health");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: "unavailable",
        checks: { database: "ok", storage: "failing" },
        details: { database: "ok", storage: "failing", smtp: "ok" },
      });
      await t.deps.database.close();
      expect(await (await t.app.request("/api/health")).json()).toMatchObject({
        details: { database: "failing", storage: "failing" },
      });
    } finally {
      await t.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("health check helpers", () => {
  it("asks a cached check at most once per period, sharing the call in flight", async () => {
    let now = 0;
    let calls = 0;
    const check = cachedCheck(
      async () => {
        calls += 1;
      },
      60_000,
      () => now,
    );
    await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    now += 60_000;
    await check();
    expect(calls).toBe(2);
  });

  it("describes failures in one line without credentials", () => {
    expect(
      describeFailure(Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:587"), { code: "ECONNREFUSED" })),
    ).toBe("connection refused");
    expect(describeFailure(new Error("bad login for smtp://ann:hunter2@mail.example.com\nmore"))).toBe(
      "bad login for smtp://mail.example.com",
    );
    expect(describeFailure(Object.assign(new Error("Invalid login: 535"), { code: "EAUTH" }))).toBe(
      "EAUTH: Invalid login: 535",
    );
  });
});

describe("start-up checks of the real server", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-startup-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function messages(lines: Record<string, unknown>[]): string[] {
    return lines.filter((line) => typeof line.check === "string").map((line) => String(line.msg));
  }

  it("logs one line per part and lists them in /api/health with SMTP set", async () => {
    const { logger, lines } = captureLogs();
    const server = await startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM }),
      logger,
    );
    try {
      expect(messages(lines)).toEqual([
        `database ok (sqlite ${dataDir})`,
        `storage ok (disk folder ${path.join(dataDir, "uploads")})`,
        `smtp ok (127.0.0.1:${smtp.port})`,
      ]);
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", smtp: "ok", files: "ok" },
      });
    } finally {
      await server.close();
    }
  });

  it("starts anyway when SMTP is unreachable, saying why, and reports it degraded", async () => {
    const port = await freePort();
    const { logger, lines } = captureLogs();
    const server = await startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, SMTP_URL: `smtp://ann:hunter2@127.0.0.1:${port}`, MAIL_FROM: FROM }),
      logger,
    );
    try {
      expect(messages(lines)).toContain(`smtp degraded (127.0.0.1:${port}): connection refused`);
      expect(JSON.stringify(lines)).not.toContain("hunter2");
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ok", details: { smtp: "degraded" } });
    } finally {
      await server.close();
    }
  });

  it("checks the bucket (a probe written and deleted), and answers 503 once it is gone", async () => {
    const s3 = await startS3TestServer();
    let s3Closed = false;
    try {
      const settings = await s3.createBucket();
      const { logger, lines } = captureLogs();
      const server = await startServer(
        parseEnv({ PORT: "0", DATA_DIR: dataDir, ...s3.env, S3_BUCKET: settings.bucket }),
        logger,
      );
      try {
        expect(messages(lines)).toContain(`storage ok (S3 bucket ${settings.bucket} at ${settings.endpoint})`);
        // The health route probes S3 at most every 15 s, so the bucket goes before its first probe
        // (open-blob-store.test.ts sees the ok answer on S3).
        await s3.close();
        s3Closed = true;
        const response = await fetch(`${server.url}/api/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          status: "unavailable",
          checks: { database: "ok", storage: "failing" },
          details: { database: "ok", storage: "failing", files: "ok" },
        });
      } finally {
        await server.close();
      }
    } finally {
      if (!s3Closed) await s3.close();
    }
  });

  it("names the PostgreSQL server in its line, without the password", ON_POSTGRES, async () => {
    const { url, drop } = await createPostgresDatabase();
    const { logger, lines } = captureLogs();
    try {
      const withPassword = new URL(url);
      withPassword.password = "hunter2";
      const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir, DATABASE_URL: url }), logger);
      await server.close();
      const database = new URL(url);
      expect(messages(lines)[0]).toBe(
        `database ok (postgres ${database.hostname}:${database.port}${database.pathname})`,
      );
      expect(lines).toContainEqual(expect.objectContaining({ msg: "listening", rateLimits: "database" }));
    } finally {
      await drop();
    }
  });

  it("stops with one line when REDIS_URL cannot be reached", async () => {
    const port = await freePort();
    const start = startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, REDIS_URL: `redis://:hunter2@127.0.0.1:${port}/3` }),
      captureLogs().logger,
    );
    await expect(start).rejects.toThrow(StartupError);
    await expect(start).rejects.toThrow(
      `REDIS_URL: cannot connect to Redis at 127.0.0.1:${port}/3 (connection refused)`,
    );
  });

  it.runIf(TEST_REDIS_URL)("checks Redis and keeps the limits there when REDIS_URL is set", async () => {
    const { logger, lines } = captureLogs();
    const server = await startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, REDIS_URL: TEST_REDIS_URL as string }),
      logger,
    );
    try {
      const redisUrl = new URL(TEST_REDIS_URL as string);
      expect(messages(lines)).toContain(`redis ok (${redisUrl.hostname}:${redisUrl.port || "6379"}/0)`);
      expect(lines).toContainEqual(expect.objectContaining({ msg: "listening", rateLimits: "redis" }));
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
        status: "ok",
        details: { database: "ok", storage: "ok", redis: "ok", files: "ok" },
      });
    } finally {
      await server.close();
    }
  });

  it.runIf(TEST_REDIS_URL)("keeps taking RSVPs when Redis goes away, reporting it degraded", async () => {
    // A Redis of this test's own, so it can be stopped.
    const port = await freePort();
    const redisServer = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    try {
      await expect
        .poll(
          async () =>
            openRedis(`redis://127.0.0.1:${port}`)
              .then((redis) => redis.quit())
              .catch(() => "down"),
          {
            timeout: 10_000,
          },
        )
        .toBe("OK");
      const { logger } = captureLogs();
      const server = await startServer(
        parseEnv({ PORT: "0", DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}` }),
        logger,
      );
      try {
        expect((await fetch(`${server.url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
        redisServer.kill("SIGKILL");
        await once(redisServer, "exit");
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({
          status: "ok",
          details: { database: "ok", storage: "ok", redis: "degraded", files: "ok" },
        });
        // The limiter fails open: the guest's RSVP is stored all the same.
        expect((await fetch(`${server.url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
      } finally {
        await server.close();
      }
    } finally {
      redisServer.kill("SIGKILL");
    }
  });
});
