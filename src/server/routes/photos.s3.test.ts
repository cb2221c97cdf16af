import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { aJpeg, filesUnder, photoRequest } from "../../testing/photo-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";

/** The couple's upload limit, as the server under test enforces it. */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;

/**
 * What photos.test.ts (which runs every case on disk and on S3) does not
 * check: with S3 storage nothing lands in DATA_DIR, and a photo near the
 * 10 MB limit goes up as a multipart upload intact.
 */
const PATH = "/api/photos";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describe("POST /api/photos with S3 storage", () => {
  let t: TestApp;
  let store: S3BlobStore;
  beforeEach(async () => {
    store = new S3BlobStore(await s3.createBucket());
    t = await createTestApp("sqlite", { blobs: store });
  });
  afterEach(async () => {
    await t.cleanup();
    store.close();
  });

  const bucketKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of store.list("")) keys.push(key);
    return keys.sort();
  };
  const readBlob = async (key: string) => {
    const body = await store.get(key);
    if (!body) throw new Error(`no object ${key}`);
    return buffer(body);
  };

  it("puts the original, the published copy and the thumbnail in the bucket, and nothing on disk", async () => {
    const original = await aJpeg({ width: 640, height: 480, gps: true });
    const response = await t.app.request(PATH, photoRequest(original));
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: string } };
    const record = await createPhotoRepository(t.deps.database).findById(photo.id);
    if (!record?.publishedPath || !record.thumbnailPath) throw new Error("copies not recorded");
    expect(await bucketKeys()).toEqual([record.filePath, record.publishedPath, record.thumbnailPath].sort());
    expect((await readBlob(record.filePath)).equals(original)).toBe(true);
    expect((await readBlob(record.publishedPath)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await readBlob(record.thumbnailPath)).subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(await filesUnder(path.join(t.dataDir, "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
  });

  it("stores a photo of nearly 10 MB (a multipart upload to the bucket)", async () => {
    const jpeg = await aJpeg();
    // Trailing bytes after the JPEG end marker keep it a valid JPEG of nearly the limit.
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES - jpeg.length, 0x41)]);
    const response = await t.app.request(PATH, photoRequest(big));
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: string } };
    const record = await createPhotoRepository(t.deps.database).findById(photo.id);
    expect(record && (await readBlob(record.filePath)).equals(big)).toBe(true);
  });
});
