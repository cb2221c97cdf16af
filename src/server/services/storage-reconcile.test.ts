import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API, type AdminPhotoList } from "../../shared/admin-api.ts";
import { createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { captureLogs } from "../../testing/test-app.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { runCheck } from "../health-checks.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";
import {
  photoFilesHealthCheck,
  RECONCILE_MIN_AGE_MS,
  reconcileStorage,
  startStorageReconciler,
} from "./storage-reconcile.ts";

const HOUR_MS = 60 * 60 * 1000;

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

async function allKeys(blobs: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of blobs.list("")) keys.push(key);
  return keys.sort();
}

/** What a reconcile that found nothing to do reports. */
const EMPTY_REPORT = {
  listedFiles: 0,
  removedOrphans: 0,
  failedRemovals: 0,
  checkedPhotos: 0,
  photosWithMissingFiles: 0,
  expiredUploads: 0,
};

/** The three files of one upload, as photo-service names them. */
function filesOf(id: string) {
  return { original: `uploads/${id}.jpg`, published: `published/${id}.jpg`, thumbnail: `thumbs/${id}.webp` };
}

describeOnDatabases("storage reconcile", (dialect) => {
  describe.each(["disk", "s3"] as const)("with %s storage", (kind) => {
    let db: TestDatabase;
    let blobs: BlobStore;
    let closeStore: () => Promise<void>;
    beforeEach(async () => {
      db = await createTestDatabase(dialect);
      if (kind === "disk") {
        const dir = await mkdtemp(path.join(tmpdir(), "wedding-reconcile-"));
        const disk = new DiskBlobStore(dir);
        await disk.init();
        blobs = disk;
        closeStore = () => rm(dir, { recursive: true, force: true });
      } else {
        const store = new S3BlobStore(await s3.createBucket());
        blobs = store;
        closeStore = async () => store.close();
      }
    });
    afterEach(async () => {
      await db.cleanup();
      await closeStore();
    });

    const put = (key: string) => blobs.put(key, Readable.from([Buffer.from(`bytes of ${key}`)]));
    const putAll = (files: ReturnType<typeof filesOf>) => Promise.all(Object.values(files).map(put));
    const record = (files: ReturnType<typeof filesOf>, createdAt: Date) =>
      createPhotoRepository(db.database).create(
        {
          fileName: "IMG_0001.jpg",
          filePath: files.original,
          fileSize: 10,
          mimeType: "image/jpeg",
          publishedPath: files.published,
          thumbnailPath: files.thumbnail,
          width: 4,
          height: 3,
        },
        createdAt,
      );

    it("removes old files no photo names; keeps named files, young files and anything outside the photo folders", async () => {
      const named = filesOf("1700000000000-aaaa");
      const orphan = filesOf("1700000000001-bbbb");
      await putAll(named);
      await putAll(orphan);
      await put("other/not-a-photo.txt");
      const written = Date.now();
      await record(named, new Date(written - 60_000));
      const kept = [...Object.values(named), "other/not-a-photo.txt"];

      // Just written, files no record names may be an upload in flight on another instance: kept.
      const atOnce = await reconcileStorage({
        photos: createPhotoRepository(db.database),
        blobs,
        now: () => new Date(written),
      });
      expect(atOnce).toEqual({ ...EMPTY_REPORT, listedFiles: 6 });
      expect(await allKeys(blobs)).toEqual([...kept, ...Object.values(orphan)].sort());

      // The reconcile's clock past the age line (a second past it, as S3 gives LastModified to the second).
      const later = () => new Date(written + RECONCILE_MIN_AGE_MS + 1_000);
      const report = await reconcileStorage({ photos: createPhotoRepository(db.database), blobs, now: later });
      expect(report).toEqual({ ...EMPTY_REPORT, listedFiles: 6, removedOrphans: 3, checkedPhotos: 1 });
      expect(await allKeys(blobs)).toEqual(kept.sort());
      // Run again (as another instance would): nothing more to do.
      expect(await reconcileStorage({ photos: createPhotoRepository(db.database), blobs, now: later })).toMatchObject({
        listedFiles: 3,
        removedOrphans: 0,
      });
    });

    it("marks a photo whose file is gone (in the admin and /api/health), and clears the mark once it is back", async () => {
      const whole = filesOf("1700000000000-aaaa");
      const broken = filesOf("1700000000001-bbbb");
      const fresh = filesOf("1700000000002-cccc");
      await putAll(whole);
      await put(broken.original);
      await put(broken.published);
      const old = new Date(Date.now() - 2 * HOUR_MS);
      const photos = createPhotoRepository(db.database);
      const [wholePhoto, brokenPhoto] = [await record(whole, old), await record(broken, old)];
      // Written just now and without files: too young to judge (another instance may still be writing them).
      const freshPhoto = await record(fresh, new Date());
      const check = photoFilesHealthCheck(createPhotoRepository(db.database));
      expect(await runCheck(check)).toEqual({ name: "files", status: "ok", reason: null });

      const report = await reconcileStorage({ photos: createPhotoRepository(db.database), blobs });
      expect(report).toMatchObject({ checkedPhotos: 2, photosWithMissingFiles: 1, removedOrphans: 0 });
      expect((await photos.findById(brokenPhoto.id))?.filesMissing).toBe(true);
      expect((await photos.findById(wholePhoto.id))?.filesMissing).toBe(false);
      expect((await photos.findById(freshPhoto.id))?.filesMissing).toBe(false);
      expect(await runCheck(check)).toEqual({
        name: "files",
        status: "degraded",
        reason: "1 photos name files that are missing from storage",
      });

      await put(broken.thumbnail);
      expect(await reconcileStorage({ photos: createPhotoRepository(db.database), blobs })).toMatchObject({
        photosWithMissingFiles: 0,
      });
      expect((await photos.findById(brokenPhoto.id))?.filesMissing).toBe(false);
      expect(await runCheck(check)).toMatchObject({ status: "ok" });
    });
  });
});

describe("storage reconcile with many photos", () => {
  let dir: string;
  let db: TestDatabase;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wedding-reconcile-many-"));
    db = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await db.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("goes through more than one batch of keys and page of records", async () => {
    // Batches and pages are 500: 1 800 keys of photos and 2 pages of records.
    const photos = 603;
    const orphans = 211;
    const old = new Date(Date.now() - 3 * HOUR_MS);
    for (const folder of ["uploads", "published", "thumbs"]) await mkdir(path.join(dir, folder), { recursive: true });
    const keys: string[] = [];
    const rows = [];
    for (let i = 0; i < photos; i++) {
      const files = filesOf(`1700000000000-${String(i).padStart(6, "0")}`);
      keys.push(...Object.values(files));
      rows.push({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        file_name: "IMG.jpg",
        file_path: files.original,
        file_size: 1,
        mime_type: "image/jpeg",
        uploaded_by_name: "Anonymous Guest",
        uploaded_by_email: "anonymous@guests.invalid",
        status: "pending" as const,
        created_at: old,
        reviewed_at: null,
        published_path: files.published,
        thumbnail_path: files.thumbnail,
        width: 1,
        height: 1,
      });
    }
    for (let i = 0; i < rows.length; i += 200) {
      await db.database.db
        .insertInto("wedding_photos")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    for (let i = 0; i < orphans; i++) keys.push(`uploads/1600000000000-${String(i).padStart(6, "0")}.jpg`);
    // Written straight to the folders (the store's fsyncs would make this slow); the reconcile's clock is ahead instead.
    for (let i = 0; i < keys.length; i += 100) {
      await Promise.all(keys.slice(i, i + 100).map((key) => writeFile(path.join(dir, key), "x")));
    }
    // Three photos lose a file each, one from each folder, spread over the pages.
    await rm(path.join(dir, filesOf("1700000000000-000007").original));
    await rm(path.join(dir, filesOf("1700000000000-000300").published));
    await rm(path.join(dir, filesOf("1700000000000-000602").thumbnail));

    const blobs = new DiskBlobStore(dir);
    const report = await reconcileStorage({
      photos: createPhotoRepository(db.database),
      blobs,
      now: () => new Date(Date.now() + 2 * HOUR_MS),
    });
    expect(report).toEqual({
      listedFiles: photos * 3 - 3 + orphans,
      removedOrphans: orphans,
      failedRemovals: 0,
      checkedPhotos: photos,
      photosWithMissingFiles: 3,
      expiredUploads: 0,
    });
    expect(await allKeys(blobs)).toHaveLength(photos * 3 - 3);
    expect(await createPhotoRepository(db.database).countWithMissingFiles()).toBe(3);
  }, 60_000);
});

describe("the reconciler of a running server", () => {
  it("runs at start, logs counts and never a file name, and stops cleanly", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "wedding-reconciler-"));
    const db = await createTestDatabase("sqlite");
    try {
      const blobs = new DiskBlobStore(dir);
      await blobs.init();
      const orphan = "uploads/1700000000000-deadbeefcafe.jpg";
      await blobs.put(orphan, Readable.from([Buffer.from("left by a crash")]));
      const old = new Date(Date.now() - RECONCILE_MIN_AGE_MS - 60_000);
      await utimes(path.join(dir, orphan), old, old);

      const { logger, lines } = captureLogs();
      const reconciler = startStorageReconciler({ photos: createPhotoRepository(db.database), blobs, logger });
      await expect.poll(() => lines.some((line) => line.msg === "storage reconciled"), { timeout: 15_000 }).toBe(true);
      await reconciler.stop();

      expect(await blobs.exists(orphan)).toBe(false);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "storage reconciled", removedOrphans: 1, photosWithMissingFiles: 0 }),
      );
      expect(JSON.stringify(lines)).not.toContain("deadbeefcafe");
      // After stop, a run is a no-op that ends at once (aborted), never touching a closed database.
      expect(await reconciler.run()).toBeNull();
    } finally {
      await db.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describeOnDatabases("the admin photo list", (dialect) => {
  it("marks a photo whose files are missing", async () => {
    const t = await createAdminTestApp(dialect);
    try {
      const cookie = await t.signIn();
      const ids: string[] = [];
      for (const name of ["kept.jpg", "broken.jpg"]) {
        const response = await t.app.request("/api/photos", photoRequest(await aJpeg(), { name }));
        ids.push(((await response.json()) as { photo: { id: string } }).photo.id);
      }
      const [kept, broken] = ids as [string, string];
      const photos = createPhotoRepository(t.deps.database);
      const brokenPhoto = await photos.findById(broken);
      if (!brokenPhoto?.thumbnailPath) throw new Error("no thumbnail");
      await t.deps.blobs.delete(brokenPhoto.thumbnailPath);
      await reconcileStorage({
        photos: createPhotoRepository(t.deps.database),
        blobs: t.deps.blobs,
        now: () => new Date(Date.now() + 2 * HOUR_MS),
      });

      const response = await t.app.request(`${ADMIN_API.photos}?status=pending`, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });
      const list = (await response.json()) as AdminPhotoList;
      expect(Object.fromEntries(list.photos.map((photo) => [photo.id, photo.missingFiles]))).toEqual({
        [kept]: false,
        [broken]: true,
      });
    } finally {
      await t.cleanup();
    }
  });
});
