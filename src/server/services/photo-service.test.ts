import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import { aJpeg } from "../../testing/photo-builders.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { createImageQueue } from "./image-queue.ts";
import { DECODE_MEMORY_BUDGET } from "./images.ts";
import { createPhotoService, PhotoAlreadySentError, prepareUploadTempDir } from "./photo-service.ts";

/** Until `condition` holds; each check waits for pending I/O, no clock involved. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describeOnDatabases("photo service", (dialect) => {
  let db: TestDatabase;
  let dataDir: string;

  beforeEach(async () => {
    db = await createTestDatabase(dialect);
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-photo-service-"));
  });
  afterEach(async () => {
    await db.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes a small photo sent after several big ones before those big ones", async () => {
    const blobs = new DiskBlobStore(path.join(dataDir, "uploads"));
    await blobs.init();
    const tempDir = path.join(dataDir, "tmp");
    await prepareUploadTempDir(tempDir);
    // One decode at a time, as on a one-core server: the order is the queue's alone.
    const imageQueue = createImageQueue({ budgetBytes: DECODE_MEMORY_BUDGET, maxRunning: 1 });
    const photos = createPhotoService({
      database: db.database,
      photos: createPhotoRepository(db.database),
      blobs,
      tempDir,
      maxFileBytes: () => 10 * 1024 * 1024,
      imageQueue,
    });
    // Three of their own (the site stores the same bytes once), alike but for their colour.
    const big = (blue: number) =>
      sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 125, b: blue } } })
        .jpeg({ progressive: true })
        .toBuffer();
    const bigPhotos = await Promise.all([150, 154, 158].map(big));
    const small = await aJpeg({ width: 320, height: 240 });
    const finished: string[] = [];
    const upload = (name: string, bytes: Buffer) =>
      photos
        .upload({ body: Readable.from([bytes]), declaredBytes: bytes.length, fileName: name })
        .then(() => finished.push(name));

    // A job the test holds keeps the queue busy until every upload is waiting in it.
    let releaseHolder = () => {};
    const holder = imageQueue.run(0, () => new Promise<void>((resolve) => (releaseHolder = resolve)));
    const bigs = ["big1", "big2", "big3"].map((name, i) => upload(name, bigPhotos[i] ?? Buffer.alloc(0)));
    await until(() => imageQueue.waiting === 3);
    const smallOne = upload("small", small);
    await until(() => imageQueue.waiting === 4);
    releaseHolder();
    await Promise.all([holder, ...bigs, smallOne]);

    expect(finished[0]).toBe("small");
    expect(finished.slice(1).sort()).toEqual(["big1", "big2", "big3"]);
  }, 120_000);

  it("stores the same bytes once when two copies arrive together: the other is already sent, and leaves no file", async () => {
    const blobs = new DiskBlobStore(path.join(dataDir, "uploads"));
    await blobs.init();
    const tempDir = path.join(dataDir, "tmp");
    await prepareUploadTempDir(tempDir);
    const imageQueue = createImageQueue({ budgetBytes: DECODE_MEMORY_BUDGET, maxRunning: 1 });
    const photos = createPhotoService({
      database: db.database,
      photos: createPhotoRepository(db.database),
      blobs,
      tempDir,
      maxFileBytes: () => 1024 * 1024,
      imageQueue,
    });
    const jpeg = await aJpeg();
    // Both pass the first look for the bytes while the queue is held; the record's unique index decides.
    let releaseHolder = () => {};
    const holder = imageQueue.run(0, () => new Promise<void>((resolve) => (releaseHolder = resolve)));
    const copies = ["cake.jpg", "cake (1).jpg"].map((fileName) =>
      photos.upload({ body: Readable.from([jpeg]), declaredBytes: jpeg.length, fileName }),
    );
    await until(() => imageQueue.waiting === 2);
    releaseHolder();
    const [first, second] = await Promise.allSettled([...copies, holder]);
    const outcomes = [first, second].map((outcome) => outcome?.status);
    expect(outcomes.sort()).toEqual(["fulfilled", "rejected"]);
    const refused = [first, second].find((outcome) => outcome?.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(PhotoAlreadySentError);
    const files: string[] = [];
    for await (const { key } of blobs.list("")) files.push(key);
    expect(files).toHaveLength(3);
    expect(await photos.alreadyStored(createHash("sha256").update(jpeg).digest("hex"))).toBe(true);
  });
});
