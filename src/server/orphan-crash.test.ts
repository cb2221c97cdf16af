import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API, type AdminPhotoList } from "../shared/admin-api.ts";
import { sessionCookieFrom, signInRequest, TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../testing/photo-builders.ts";
import { type ServerProcess, spawnServer } from "../testing/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../testing/smtp-test-server.ts";
import { SQLITE_FILE_NAME } from "./db/database.ts";
import { PHOTO_BLOB_PREFIXES } from "./services/storage-reconcile.ts";

const SLOW_TEST_MS = 180_000;
const CRASH_ATTEMPTS = 8;
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

/**
 * The real server process, killed with SIGKILL while uploads are in flight,
 * at the moment a photo's files are in storage and its record is not yet:
 * after a restart, no file without a record is left, and a record whose file
 * was deleted meanwhile is reported in /api/health and in the admin.
 */
describe("kill -9 during uploads leaves no orphan file once the server is back (disk, SQLite)", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-orphans-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    child = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PHOTO_RATE_LIMIT_PER_HOUR: "0",
    PHOTO_RATE_LIMIT_MB_PER_HOUR: "0",
    // A production setting, so /api/health lists each part (docs/deployment.md, Health).
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Wedding <wedding@example.com>",
  });
  const storeDir = () => path.join(dataDir, "uploads");

  function start(): ServerProcess {
    const server = spawnServer(env());
    child = server.child;
    return server;
  }

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (const prefix of PHOTO_BLOB_PREFIXES) {
      const names = await readdir(path.join(storeDir(), prefix)).catch(() => [] as string[]);
      keys.push(...names.map((name) => `${prefix}${name}`));
    }
    return keys;
  }

  /** Keys some record names, read from the database file (another process may be writing it). */
  function namedKeys(): Set<string> {
    const db = new SQLite(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      const rows = db.prepare("select file_path, published_path, thumbnail_path from wedding_photos").all() as {
        file_path: string;
        published_path: string | null;
        thumbnail_path: string | null;
      }[];
      return new Set(
        rows
          .flatMap((row) => [row.file_path, row.published_path, row.thumbnail_path])
          .filter((key): key is string => key !== null),
      );
    } catch (error) {
      // The table does not exist until the server has migrated.
      if ((error as Error).message.includes("no such table")) return new Set();
      throw error;
    }
  }

  /** Files listed before the records are read: a record written in between only hides a file, never invents one. */
  async function filesWithoutRecord(): Promise<string[]> {
    const keys = await storedKeys();
    const named = namedKeys();
    return keys.filter((key) => !named.has(key));
  }

  async function uploadOne(url: string, name: string): Promise<string> {
    const response = await fetch(`${url}/api/photos`, photoRequest(await aJpeg(), { name }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  }

  /**
   * Starts many uploads at once and SIGKILLs the server the moment a file
   * without a record appears; retried (a fresh start each time) until the
   * kill lands in that window. Returns the orphans the crash left.
   */
  async function crashMidUpload(): Promise<string[]> {
    const photo = await aJpeg({ width: 2400, height: 1600 });
    for (let attempt = 1; attempt <= CRASH_ATTEMPTS; attempt++) {
      const server = start();
      const url = await server.listening;
      const uploads = Array.from({ length: 8 }, (_, i) =>
        fetch(`${url}/api/photos`, photoRequest(photo, { name: `crash-${attempt}-${i}.jpg` })).catch(() => null),
      );
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (await filesWithoutRecord()).length === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      server.child.kill("SIGKILL");
      expect((await server.exited).signal).toBe("SIGKILL");
      child = undefined;
      await Promise.all(uploads);
      const orphans = await filesWithoutRecord();
      if (orphans.length > 0) return orphans;
    }
    throw new Error(`No kill in ${CRASH_ATTEMPTS} attempts landed between a photo's files and its record`);
  }

  it(
    "removes the files a crash left without a record, and reports a record whose file is gone",
    async () => {
      const first = start();
      const keptId = await uploadOne(await first.listening, "kept.jpg");
      first.child.kill("SIGTERM");
      await first.exited;

      const orphans = await crashMidUpload();
      expect(orphans.length).toBeGreaterThan(0);

      // The kept photo's thumbnail is deleted by hand: its record now names a file that is gone.
      const db = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
      const kept = db.prepare("select thumbnail_path from wedding_photos where id = ?").get(keptId) as {
        thumbnail_path: string;
      };
      await rm(path.join(storeDir(), kept.thumbnail_path));
      // An hour passes: every file and record is older than the reconcile's age line.
      const past = TWO_HOURS_AGO();
      for (const key of await storedKeys()) await utimes(path.join(storeDir(), key), past, past);
      db.prepare("update wedding_photos set created_at = ?").run(past.toISOString());
      const records = (db.prepare("select count(*) as n from wedding_photos").get() as { n: number }).n;
      db.close();

      const server = start();
      const url = await server.listening;
      await expect.poll(() => server.output().includes('"msg":"storage reconciled"'), { timeout: 30_000 }).toBe(true);
      const line = server
        .output()
        .split("\n")
        .find((entry) => entry.includes('"msg":"storage reconciled"'));
      expect(JSON.parse(line ?? "{}")).toMatchObject({
        removedOrphans: orphans.length,
        failedRemovals: 0,
        checkedPhotos: records,
        photosWithMissingFiles: 1,
      });
      expect(await filesWithoutRecord()).toEqual([]);
      const left = await storedKeys();
      for (const orphan of orphans) expect(left).not.toContain(orphan);
      // Counts only: no file name reaches the log.
      for (const orphan of orphans) expect(server.output()).not.toContain(path.basename(orphan));

      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", details: { files: "degraded", storage: "ok" } });

      const cookie = sessionCookieFrom(
        await fetch(`${url}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD, { Origin: url })),
      );
      const listed = await fetch(`${url}${ADMIN_API.photos}?status=pending`, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });
      const { photos } = (await listed.json()) as AdminPhotoList;
      expect(photos).toHaveLength(records);
      expect(photos.filter((photo) => photo.missingFiles).map((photo) => photo.id)).toEqual([keptId]);

      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    },
    SLOW_TEST_MS,
  );
});
