import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../../src/server/db/database.ts";
import { parseEnv } from "../../src/server/env.ts";
import { type RunningServer, startServer } from "../../src/server/server.ts";
import { aJpeg, filesUnder, photoRequest } from "../../src/testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../../src/testing/rsvp-builders.ts";
import { captureLogs } from "../../src/testing/test-app.ts";
import {
  type BackupManifest,
  backupSite,
  MANIFEST_NAME,
  pruneBackups,
  restoreSite,
  verifyBackup,
} from "./site-backup.ts";

/** Spawns processes or runs a server: generous on a shared, busy machine (the default is 20 s). */
const SLOW_TEST_MS = 60_000;

const root = path.resolve(import.meta.dirname, "../..");

/** Read-only, so counting never changes a backup's database file (and so its checksum). */
function countsOf(dir: string) {
  const db = new SQLite(path.join(dir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const photos = db.prepare("select file_path, published_path, thumbnail_path from wedding_photos").all() as {
      file_path: string;
      published_path: string | null;
      thumbnail_path: string | null;
    }[];
    return {
      rsvps: count("rsvps"),
      photos: count("wedding_photos"),
      outbox: count("mail_outbox"),
      blobKeys: photos.flatMap((row) => [row.file_path, row.published_path, row.thumbnail_path]).filter(Boolean),
    };
  } finally {
    db.close();
  }
}

async function sha256(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

describe("backup and restore of the embedded site", () => {
  let work: string;
  let dataDir: string;
  let server: RunningServer | undefined;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), "wedding-backup-"));
    dataDir = path.join(work, "data");
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(work, { recursive: true, force: true });
  });

  async function startSite() {
    server = await startServer(
      parseEnv({
        PORT: "0",
        DATA_DIR: dataDir,
        RSVP_RATE_LIMIT_PER_MINUTE: "0",
        PHOTO_RATE_LIMIT_PER_HOUR: "0",
        PHOTO_RATE_LIMIT_MB_PER_HOUR: "0",
      }),
      captureLogs().logger,
    );
    return server.url;
  }

  it(
    "takes a consistent snapshot while guests keep writing, and restores it with matching counts and checksums",
    async () => {
      const url = await startSite();
      const rsvp = async () => expect((await fetch(`${url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
      // Each photo its own bytes: the site stores the same bytes once.
      const photo = async () =>
        expect((await fetch(`${url}/api/photos`, photoRequest(await aJpeg({ width: 320, height: 240 })))).status).toBe(
          201,
        );
      for (let i = 0; i < 4; i++) await Promise.all([rsvp(), photo()]);

      // Guests keep submitting while the backup runs.
      let writing = true;
      const writers = [rsvp, photo].map(async (write) => {
        let written = 0;
        while (writing) {
          await write();
          written++;
        }
        return written;
      });
      const backups: { dir: string; manifest: BackupManifest }[] = [];
      for (let i = 0; i < 2; i++) backups.push(await backupSite(dataDir, path.join(work, `backup-${i}`)));
      writing = false;
      const writtenDuring = (await Promise.all(writers)).reduce((a, b) => a + b, 0);
      expect(writtenDuring).toBeGreaterThan(0);
      await server?.close();
      server = undefined;
      const live = countsOf(dataDir);

      for (const { dir, manifest } of backups) {
        expect(await verifyBackup(dir)).toEqual(manifest);
        // The snapshot is self-consistent: every file its rows name is in the backup, and no other.
        const snapshot = countsOf(dir);
        expect(manifest.counts).toMatchObject({
          rsvps: snapshot.rsvps,
          photos: snapshot.photos,
          outbox: snapshot.outbox,
          blobs: snapshot.blobKeys.length,
        });
        expect(manifest.missingBlobs).toEqual([]);
        expect(await filesUnder(path.join(dir, "uploads"))).toEqual([...snapshot.blobKeys].sort());
        expect(snapshot.rsvps).toBeGreaterThanOrEqual(4);
        expect(snapshot.photos).toBeGreaterThanOrEqual(4);
        expect(snapshot.rsvps).toBeLessThanOrEqual(live.rsvps);
        expect(snapshot.photos).toBeLessThanOrEqual(live.photos);
      }

      const [{ dir: backupDir, manifest }] = backups as [{ dir: string; manifest: BackupManifest }];
      const restored = path.join(work, "restored");
      await restoreSite(backupDir, restored);
      for (const file of manifest.files) {
        expect(await sha256(path.join(restored, ...file.path.split("/"))), file.path).toBe(file.sha256);
      }
      const counts = countsOf(restored);
      expect({ rsvps: counts.rsvps, photos: counts.photos, outbox: counts.outbox }).toEqual({
        rsvps: manifest.counts.rsvps,
        photos: manifest.counts.photos,
        outbox: manifest.counts.outbox,
      });

      // The restored folder is a working site.
      dataDir = restored;
      const restoredUrl = await startSite();
      expect(await (await fetch(`${restoredUrl}/api/health`)).json()).toEqual({ status: "ok" });
    },
    SLOW_TEST_MS,
  );

  it("leaves out photo files newer than the snapshot (no orphans in the backup)", async () => {
    await startSite();
    await server?.close();
    server = undefined;
    await writeFile(path.join(dataDir, "uploads", "orphan.jpg"), "written after the snapshot, no row yet");
    const { dir, manifest } = await backupSite(dataDir, path.join(work, "backup"));
    expect(manifest.skippedNewerBlobs).toBe(1);
    expect(await filesUnder(path.join(dir, "uploads"))).toEqual([]);
  });

  it("says in its manifest what it holds, and prunes backups kept longer than the retention period", async () => {
    const url = await startSite();
    expect((await fetch(`${url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
    await server?.close();
    server = undefined;
    const folder = path.join(work, "backups");
    await mkdir(folder);
    const deletesAt = "2030-06-01T00:00:00.000Z";
    const { dir, manifest } = await backupSite(dataDir, folder, { retentionDeletesAt: deletesAt });
    expect(manifest.counts).toMatchObject({ rsvps: 1, households: 1, guests: 1, photoOriginals: 0, deletionLog: 0 });
    expect(manifest.personalData).toEqual({ holdsGuestData: true, retentionDeletesAt: deletesAt });

    const created = Date.parse(manifest.createdAt);
    const day = 24 * 60 * 60 * 1000;
    const prune = (now: number, retentionDays: number | null = 30) =>
      pruneBackups(folder, { retentionDays, retentionDeletesAt: retentionDays ? deletesAt : null, now: new Date(now) });
    expect(await prune(created + 400 * day, null)).toEqual([]);
    expect(await prune(created + 29 * day)).toEqual([]);
    expect(await prune(created + 31 * day)).toEqual([dir]);
    expect(await filesUnder(folder)).toEqual([]);

    // Made before the retention date: pruned once it has passed, however young.
    const early = await backupSite(dataDir, folder, { retentionDeletesAt: deletesAt });
    expect(await prune(Date.parse(early.manifest.createdAt) + day, 365 * 100)).toEqual([]);
    expect(await prune(Date.parse(deletesAt) + 1, 365 * 100)).toEqual([early.dir]);
  });

  it(
    "refuses to restore over a site without --force (exit 1, one line), and replaces it with --force",
    async () => {
      const url = await startSite();
      expect((await fetch(`${url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
      const { dir } = await backupSite(dataDir, path.join(work, "backup"));
      expect((await fetch(`${url}/api/rsvps`, postJson(anRsvpRequest()))).status).toBe(201);
      await server?.close();
      server = undefined;

      const restore = (...args: string[]) =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/restore.ts", ...args], {
          cwd: root,
          env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
        }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
      const refused = await restore(dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^DATA_DIR .* is not empty \(.*wedding\.db.*\); stop the server and pass --force/),
      ]);
      expect(countsOf(dataDir).rsvps).toBe(2);

      const forced = await restore(dir, "--force");
      expect(forced).toMatchObject({ code: 0, stdout: expect.stringContaining("checksums verified") });
      expect(countsOf(dataDir).rsvps).toBe(1);
    },
    SLOW_TEST_MS,
  );

  it("refuses a damaged backup before touching DATA_DIR", async () => {
    const url = await startSite();
    expect((await fetch(`${url}/api/photos`, photoRequest(await aJpeg()))).status).toBe(201);
    await server?.close();
    server = undefined;
    const { dir, manifest } = await backupSite(dataDir, path.join(work, "backup"));
    const blob = manifest.files.find((file) => file.path.startsWith("uploads/"));
    if (!blob) throw new Error("no photo file in the backup");
    await writeFile(path.join(dir, ...blob.path.split("/")), "tampered");
    const fresh = path.join(work, "fresh");
    await expect(restoreSite(dir, fresh)).rejects.toThrow(`${blob.path} does not match its checksum`);
    expect(await filesUnder(fresh)).toEqual([]);
    await rm(path.join(dir, MANIFEST_NAME));
    await expect(restoreSite(dir, fresh)).rejects.toThrow("is not a backup");
  });
});
