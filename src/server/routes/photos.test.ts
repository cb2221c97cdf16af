// @module-tag slow
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { crc32 } from "node:zlib";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { ALREADY_SENT_MESSAGE, PHOTO_ERROR_CODES, PHOTO_MESSAGES, tooLargeMessage } from "../../shared/photo.ts";
import { aJpeg, aPng, filesUnder, photoRequest } from "../../testing/photo-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import type { AppDeps } from "../app.ts";
import { ANONYMOUS_UPLOADER_NAME, createPhotoRepository } from "../db/photo-repository.ts";
import { UNREADABLE_IMAGE_MESSAGE } from "../services/photo-copies.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";

/** The couple's upload limit, as the server under test enforces it. */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;

const PATH = "/api/photos";
/** heif-enc -q 50 of a 256×192 gradient PNG (libheif-examples): a real HEVC-coded HEIC, brand "heic". */
const HEIC_FIXTURE = new URL("../services/fixtures/256x192.heic", import.meta.url);

/** Every case runs on the disk store and on S3 (s3rver, started once per file): see docs/decisions/012. */
const BLOB_STORES = ["disk", "s3"] as const;
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(BLOB_STORES)("POST /api/photos with %s storage", (storage) => {
  let t: TestApp;
  const buckets: S3BlobStore[] = [];
  /** createTestApp on this case's storage: a fresh bucket of its own for S3. */
  async function makeApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
    if (storage === "disk") return createTestApp("sqlite", overrides);
    const bucket = new S3BlobStore(await s3.createBucket());
    buckets.push(bucket);
    return createTestApp("sqlite", { blobs: bucket, ...overrides });
  }
  beforeEach(async () => {
    t = await makeApp();
  });
  afterEach(async () => {
    await t.cleanup();
    for (const bucket of buckets.splice(0)) bucket.close();
  });

  const photos = () => createPhotoRepository(t.deps.database);
  /** On disk every file under uploads/ (temp files too); on S3 every object in the bucket. */
  const blobFiles = async (app = t) => {
    if (storage === "disk") return filesUnder(path.join(app.dataDir, "uploads"));
    const keys: string[] = [];
    for await (const { key } of app.deps.blobs.list("")) keys.push(key);
    return keys.sort();
  };
  const tempFiles = () => filesUnder(path.join(t.dataDir, "tmp"));
  const readBlob = async (key: string) => {
    const body = await t.deps.blobs.get(key);
    if (!body) throw new Error(`no blob ${key}`);
    return buffer(body);
  };

  async function expectNothingStored() {
    expect(await blobFiles()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
    expect(await photos().listByStatus("pending")).toEqual([]);
  }

  async function expectError(response: Response, status: number, code: string, message?: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    if (message !== undefined) expect(body.error.message).toBe(message);
    return body;
  }

  it("keeps the original privately and stores a published copy and a thumbnail without any metadata", async () => {
    const original = await aJpeg({ width: 640, height: 480, gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await t.app.request(PATH, photoRequest(original, { name: "Dance floor.jpg" }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { photo: { id: string; status: string; deleteToken: string } };
    expect(body).toEqual({
      photo: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: "pending",
        deleteToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    });
    // Only the token's SHA-256 is stored; no household without a personal link's code.
    const stored = await t.deps.database.db
      .selectFrom("wedding_photos")
      .select(["delete_token_hash", "household_id"])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      delete_token_hash: createHash("sha256").update(body.photo.deleteToken).digest("hex"),
      household_id: null,
    });

    const record = await photos().findById(body.photo.id);
    expect(record).toMatchObject({
      fileName: "Dance floor.jpg",
      filePath: expect.stringMatching(/^uploads\/\d+-[0-9a-f]{16}\.jpg$/),
      fileSize: original.length,
      mimeType: "image/jpeg",
      status: "pending",
      uploadedByName: ANONYMOUS_UPLOADER_NAME,
      width: 640,
      height: 480,
    });
    if (!record?.publishedPath || !record.thumbnailPath) throw new Error("copies not recorded");
    expect(await blobFiles()).toEqual([record.filePath, record.publishedPath, record.thumbnailPath].sort());
    expect(await tempFiles()).toEqual([]);

    expect((await readBlob(record.filePath)).equals(original)).toBe(true);
    const published = await readBlob(record.publishedPath);
    const thumbnail = await readBlob(record.thumbnailPath);
    for (const [copy, format] of [
      [published, "jpeg"],
      [thumbnail, "webp"],
    ] as const) {
      const metadata = await sharp(copy).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(copy.includes("Secret Phone")).toBe(false);
      expect(copy.includes("TestCam")).toBe(false);
    }
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it("applies the EXIF orientation to the published copy", async () => {
    const sideways = await aJpeg({ width: 400, height: 200, orientation: 6 });
    const response = await t.app.request(PATH, photoRequest(sideways));
    expect(response.status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    expect(record).toMatchObject({ width: 200, height: 400 });
    const published = await sharp(await readBlob(record?.publishedPath ?? "")).metadata();
    expect(published).toMatchObject({ width: 200, height: 400 });
    expect(published.orientation).toBeUndefined();
  });

  it("shrinks a large photo to a 2400 px long edge", async () => {
    const response = await t.app.request(PATH, photoRequest(await aJpeg({ width: 3000, height: 1000 })));
    expect(response.status).toBe(201);
    expect((await photos().listByStatus("pending"))[0]).toMatchObject({ width: 2400, height: 800 });
  });

  it("goes by the bytes, not the name or the declared type: a PNG called .jpg is stored as a PNG", async () => {
    const png = await aPng();
    const response = await t.app.request(PATH, photoRequest(png, { name: "holiday.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    expect(record).toMatchObject({ mimeType: "image/png", filePath: expect.stringMatching(/\.png$/) });
  });

  it("accepts a HEIC photo and publishes a JPEG of the same size", async () => {
    const heic = await readFile(HEIC_FIXTURE);
    const response = await t.app.request(PATH, photoRequest(heic, { name: "IMG_4242.HEIC", type: "" }));
    expect(response.status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    expect(record).toMatchObject({
      mimeType: "image/heic",
      filePath: expect.stringMatching(/^uploads\/.+\.heic$/),
      width: 256,
      height: 192,
    });
    expect((await readBlob(record?.filePath ?? "")).equals(heic)).toBe(true);
    expect(await sharp(await readBlob(record?.publishedPath ?? "")).metadata()).toMatchObject({
      format: "jpeg",
      width: 256,
      height: 192,
    });
  });

  it("stores the same bytes once: a second upload of them, under any name, is 409 already_sent and keeps nothing more", async () => {
    const jpeg = await aJpeg();
    expect((await t.app.request(PATH, photoRequest(jpeg, { name: "cake.jpg" }))).status).toBe(201);
    const before = await blobFiles();
    const copy = await t.app.request(PATH, photoRequest(jpeg, { name: "cake (1).jpg" }));
    await expectError(copy, 409, PHOTO_ERROR_CODES.alreadySent, ALREADY_SENT_MESSAGE);
    expect((await photos().listByStatus("pending")).map((photo) => photo.fileName)).toEqual(["cake.jpg"]);
    expect(await blobFiles()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
    // Different bytes are another photo, however alike.
    expect((await t.app.request(PATH, photoRequest(await aJpeg(), { name: "cake.jpg" }))).status).toBe(201);
  });

  it("refuses a text file named .jpg with type image/jpeg (415) and keeps nothing", async () => {
    const text = Buffer.from("Just some notes, definitely not a photo.\n".repeat(20));
    const response = await t.app.request(PATH, photoRequest(text, { name: "notes.jpg", type: "image/jpeg" }));
    await expectError(response, 415, PHOTO_ERROR_CODES.unsupportedType, PHOTO_MESSAGES.unsupportedType);
    await expectNothingStored();
  });

  it.each([
    ["an empty body", async () => Buffer.alloc(0)],
    [
      "a GIF",
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
    ],
    [
      "a TIFF",
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .tiff()
          .toBuffer(),
    ],
    ["an SVG", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])("refuses %s (415)", async (_label, make) => {
    const response = await t.app.request(PATH, photoRequest(await make(), { name: "x.png", type: "image/png" }));
    await expectError(response, 415, PHOTO_ERROR_CODES.unsupportedType);
    await expectNothingStored();
  });

  it("refuses a declared size over 10 MB at once (413)", async () => {
    const init = photoRequest(Buffer.alloc(16));
    init.headers = { ...(init.headers as Record<string, string>), "Content-Length": String(MAX_PHOTO_BYTES + 1) };
    const response = await t.app.request(PATH, init);
    await expectError(response, 413, PHOTO_ERROR_CODES.tooLarge, tooLargeMessage(MAX_PHOTO_BYTES));
    expect(response.headers.get("connection")).toBe("close");
    await expectNothingStored();
  });

  it("enforces the couple's own limit from the content, in the words the page shows", async () => {
    const maxFileBytes = 1024 * 1024;
    const small = await createTestApp("sqlite", {
      content: { ...weddingContent, guestPhotos: { ...weddingContent.guestPhotos, maxFileBytes } },
    });
    try {
      const over = Buffer.concat([await aJpeg(), Buffer.alloc(maxFileBytes, 0x41)]);
      const response = await small.app.request(PATH, photoRequest(over));
      await expectError(response, 413, PHOTO_ERROR_CODES.tooLarge, "File size must be less than 1MB.");
      expect(await createPhotoRepository(small.deps.database).listByStatus("pending")).toEqual([]);
      expect((await small.app.request(PATH, photoRequest(await aJpeg()))).status).toBe(201);
    } finally {
      await small.cleanup();
    }
  });

  it("accepts exactly 10 MB but stops at the byte after it, without ever writing more (413)", async () => {
    // Exactly the limit: read in full, then refused only for not being an image.
    const atLimit = await t.app.request(PATH, photoRequest(Buffer.alloc(MAX_PHOTO_BYTES, 0x20)));
    await expectError(atLimit, 415, PHOTO_ERROR_CODES.unsupportedType);

    // One byte more, sent as a stream with no Content-Length: the temp file holds the limit and no more.
    const jpeg = await aJpeg();
    let sendLastByte: () => void = () => {};
    const lastByteGate = new Promise<void>((resolve) => {
      sendLastByte = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(jpeg);
        let sent = jpeg.length;
        while (sent < MAX_PHOTO_BYTES) {
          const chunk = Buffer.alloc(Math.min(1024 * 1024, MAX_PHOTO_BYTES - sent), 0x41);
          controller.enqueue(chunk);
          sent += chunk.length;
        }
        await lastByteGate;
        controller.enqueue(Buffer.from([0x42]));
        controller.close();
      },
    });
    const responding = t.app.request(PATH, { method: "POST", body, duplex: "half" } as RequestInit);
    await expect
      .poll(async () => (await tempSizes()).reduce((a, b) => a + b, 0), { timeout: 10_000 })
      .toBe(MAX_PHOTO_BYTES);
    sendLastByte();
    await expectError(await responding, 413, PHOTO_ERROR_CODES.tooLarge, tooLargeMessage(MAX_PHOTO_BYTES));
    await expectNothingStored();
  });

  async function tempSizes(): Promise<number[]> {
    const { stat } = await import("node:fs/promises");
    const names = await tempFiles();
    return Promise.all(names.map(async (name) => (await stat(path.join(t.dataDir, "tmp", name))).size));
  }

  it("refuses a decompression bomb quickly (422): a tiny PNG declaring 20000 × 20000", async () => {
    const started = performance.now();
    const response = await t.app.request(PATH, photoRequest(await aPngDeclaring(20_000, 20_000)));
    await expectError(response, 422, PHOTO_ERROR_CODES.unreadable, UNREADABLE_IMAGE_MESSAGE);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expectNothingStored();
  });

  it("refuses a corrupt JPEG (422)", async () => {
    const jpeg = await aJpeg({ width: 300, height: 300 });
    const corrupt = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x00)]);
    const response = await t.app.request(PATH, photoRequest(corrupt));
    await expectError(response, 422, PHOTO_ERROR_CODES.unreadable, UNREADABLE_IMAGE_MESSAGE);
    await expectNothingStored();
  });

  it("accepts a polyglot JPEG but publishes none of the bytes after its end marker", async () => {
    const jpeg = await aJpeg();
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const polyglot = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    const response = await t.app.request(PATH, photoRequest(polyglot, { name: "cat.html" }));
    expect(response.status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    expect((await readBlob(record?.filePath ?? "")).includes("<script>")).toBe(true);
    for (const copy of [record?.publishedPath, record?.thumbnailPath]) {
      expect((await readBlob(copy ?? "")).includes("<script>")).toBe(false);
    }
  });

  it.each([
    ["../../etc/passwd.jpg", "../../etc/passwd.jpg"],
    ["C:\\evil.png", "C:\\evil.png"],
    ["line\nbreak\u0000nul\r.jpg", "linebreaknul.jpg"],
    ["   spaced.jpg  ", "spaced.jpg"],
    [`${"ö".repeat(300)}.jpg`, "ö".repeat(255)],
    ["", "photo"],
    [null, "photo"],
  ])("stores the name %j only as text (%j); the key is generated", async (name, stored) => {
    const response = await t.app.request(PATH, photoRequest(await aJpeg(), { name }));
    expect(response.status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    expect(record?.fileName).toBe(stored);
    expect(record?.filePath).toMatch(/^uploads\/\d+-[0-9a-f]{16}\.jpg$/);
    expect((await blobFiles()).every((file) => /^(uploads|published|thumbs)\/\d+-[0-9a-f]{16}\./.test(file))).toBe(
      true,
    );
  });

  it("keeps a raw (not URI-encoded) name as text too", async () => {
    const init = photoRequest(await aJpeg());
    init.headers = { ...(init.headers as Record<string, string>), "X-File-Name": "100% party.jpg" };
    expect((await t.app.request(PATH, init)).status).toBe(201);
    expect((await photos().listByStatus("pending"))[0]?.fileName).toBe("100% party.jpg");
  });

  it("removes every stored file again when the record cannot be inserted (500 database_failed)", async () => {
    await sql`alter table wedding_photos rename to wedding_photos_gone`.execute(t.deps.database.db);
    const response = await t.app.request(PATH, photoRequest(await aJpeg(), { name: "secret-name.jpg" }));
    const body = await expectError(response, 500, PHOTO_ERROR_CODES.databaseFailed);
    expect(body.error.message).toBe("the database did not accept it");
    expect(await blobFiles()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
    expect(JSON.stringify(t.logs)).not.toContain("secret-name");
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: "photo record not saved" }));
  });

  it.each([
    ["the original", "uploads/"],
    ["the published copy", "published/"],
    ["the thumbnail", "thumbs/"],
  ])("records nothing and keeps no file when storing %s fails (500 storage_failed)", async (_label, failingPrefix) => {
    const failing = await createTestApp("sqlite", {
      blobs: failingOn(t.deps.blobs, failingPrefix),
    });
    try {
      const response = await failing.app.request(PATH, photoRequest(await aJpeg()));
      const body = await expectError(response, 500, PHOTO_ERROR_CODES.storageFailed);
      expect(body.error.message).toBe("the photo storage is full");
      expect(await createPhotoRepository(failing.deps.database).listByStatus("pending")).toEqual([]);
      expect(await blobFiles()).toEqual([]);
      expect(await filesUnder(path.join(failing.dataDir, "tmp"))).toEqual([]);
    } finally {
      await failing.cleanup();
    }
  });

  it("limits uploads per address per hour (429 with Retry-After), by count", async () => {
    const limited = await createTestApp("sqlite", {
      photoRateLimits: { addressCount: createMemoryRateLimiter({ limit: 2, windowMs: 3_600_000 }) },
    });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await limited.app.request(PATH, photoRequest(await aJpeg()))).status).toBe(201);
      }
      const refused = await limited.app.request(PATH, photoRequest(await aJpeg()));
      await expectError(refused, 429, PHOTO_ERROR_CODES.rateLimited);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3_500);
      expect(await createPhotoRepository(limited.deps.database).listByStatus("pending")).toHaveLength(2);
    } finally {
      await limited.cleanup();
    }
  });

  it("limits uploads per address per hour (429 with Retry-After), by bytes, keeping nothing of the refused one", async () => {
    // Three photos of their own (the site stores the same bytes once); the limit is the first two's bytes.
    const [first, second, third] = [await aJpeg(), await aJpeg(), await aJpeg()];
    const limited = await makeApp({
      photoRateLimits: {
        addressBytes: createMemoryRateLimiter({ limit: first.length + second.length, windowMs: 3_600_000 }),
      },
    });
    try {
      for (const jpeg of [first, second]) {
        expect((await limited.app.request(PATH, photoRequest(jpeg))).status).toBe(201);
      }
      const refused = await limited.app.request(PATH, photoRequest(third));
      await expectError(refused, 429, PHOTO_ERROR_CODES.rateLimited);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      const records = await createPhotoRepository(limited.deps.database).listByStatus("pending");
      expect(records).toHaveLength(2);
      expect(await blobFiles(limited)).toHaveLength(6);
      expect(await filesUnder(path.join(limited.dataDir, "tmp"))).toEqual([]);
    } finally {
      await limited.cleanup();
    }
  });

  it("serves no photo files: there is no GET under /api/photos", async () => {
    expect((await t.app.request(PATH, photoRequest(await aJpeg()))).status).toBe(201);
    const [record] = await photos().listByStatus("pending");
    for (const url of [PATH, `${PATH}/${record?.id}`, `/${record?.publishedPath}`, `/uploads/${record?.filePath}`]) {
      expect((await t.app.request(url)).status).toBe(404);
    }
  });
});

/** A PNG whose header declares width × height but which holds one pixel's data: a decompression bomb's shape. */
async function aPngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: 8-byte signature, length (4), "IHDR" (4), width (4), height (4) ... CRC (4).
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A store whose writes under `prefix` fail as a full disk would, after taking part of the body. */
function failingOn(store: BlobStore, prefix: string): BlobStore {
  return {
    put: async (key, body, options) => {
      if (key.startsWith(prefix)) {
        throw Object.assign(new Error("ENOSPC: no space left on device, write '/secret/path'"), { code: "ENOSPC" });
      }
      return store.put(key, body, options);
    },
    get: (key) => store.get(key),
    delete: (key) => store.delete(key),
    exists: (key) => store.exists(key),
    checkWritable: () => store.checkWritable(),
    list: (prefix) => store.list(prefix),
  };
}
