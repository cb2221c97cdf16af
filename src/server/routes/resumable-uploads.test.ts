import { createHash } from "node:crypto";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { ALREADY_SENT_MESSAGE, PHOTO_ERROR_CODES, PHOTO_LIMIT_MESSAGES, tooLargeMessage } from "../../shared/photo.ts";
import { PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import type { PhotoStates } from "../../shared/upload-schemas.ts";
import {
  DEVICE_ID_HEADER,
  type FinishedUpload,
  newDeviceId,
  newPhotoToken,
  PHOTO_STATES_API,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_EXPIRY_MS,
  UPLOAD_METADATA,
} from "../../shared/uploads.ts";
import { aJpeg, filesUnder } from "../../testing/photo-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { tusCreate, tusPatch } from "../../testing/tus-requests.ts";
import type { AppDeps } from "../app.ts";
import { ANONYMOUS_UPLOADER_NAME, createPhotoRepository } from "../db/photo-repository.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";
import { BlobUploadStore, INCOMING_PREFIX } from "../storage/upload-datastore.ts";

/**
 * The resumable upload (tus) on disk and on S3 (s3rver), SQLite and
 * PostgreSQL: every rule of the one-request upload (photos.test.ts) holds
 * over it, and a client that lies about sizes, never finishes, or touches
 * another guest's upload changes nothing.
 */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;
const TUS = { "Tus-Resumable": "1.0.0" };

const BLOB_STORES = ["disk", "s3"] as const;
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, "utf8").toString("base64")}`)
    .join(",");
}

describe.each(BLOB_STORES)("resumable uploads with %s storage", (storage) => {
  let t: TestApp;
  let store: BlobUploadStore;
  const buckets: S3BlobStore[] = [];
  /** How far the clock of `store` is ahead of real time: expiry is judged by it. */
  let clockAheadMs = 0;

  async function makeApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
    let app: TestApp;
    if (storage === "disk") app = await createTestApp("sqlite", overrides);
    else {
      const bucket = new S3BlobStore(await s3.createBucket());
      buckets.push(bucket);
      app = await createTestApp("sqlite", { blobs: bucket, ...overrides });
    }
    // The app's own store, and this one reading the same objects on the test's clock.
    store = new BlobUploadStore(app.deps.blobs, {
      tempDir: app.deps.uploadTempDir,
      now: () => Date.now() + clockAheadMs,
    });
    return app;
  }

  beforeEach(async () => {
    clockAheadMs = 0;
    t = await makeApp();
  });
  afterEach(async () => {
    await t.cleanup();
    for (const bucket of buckets.splice(0)) bucket.close();
  });

  const photos = () => createPhotoRepository(t.deps.database);

  /** What is left of uploads in flight: files in DATA_DIR/incoming, or objects under incoming/ in the bucket. */
  async function incoming(): Promise<string[]> {
    const keys: string[] = [];
    for await (const { key } of t.deps.blobs.list(INCOMING_PREFIX)) keys.push(key);
    return keys;
  }

  async function expectNothingKept() {
    expect(await incoming()).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    for (const prefix of ["uploads/", "published/", "thumbs/"]) {
      const keys: string[] = [];
      for await (const { key } of t.deps.blobs.list(prefix)) keys.push(key);
      expect(keys).toEqual([]);
    }
    expect(await photos().countByStatus()).toEqual({ pending: 0, approved: 0, rejected: 0 });
  }

  async function create(
    length: number,
    token: string,
    metadata: Record<string, string> = { [UPLOAD_METADATA.fileName]: "IMG_0001.jpg" },
    app = t,
  ): Promise<Response> {
    return app.app.request(RESUMABLE_UPLOAD_PATH, {
      method: "POST",
      headers: {
        ...TUS,
        "Upload-Length": String(length),
        "Upload-Metadata": encodeMetadata(metadata),
        [PHOTO_TOKEN_HEADER]: token,
      },
    });
  }

  async function patch(location: string, offset: number, bytes: Buffer, token: string, app = t): Promise<Response> {
    return await app.app.request(location, {
      method: "PATCH",
      headers: {
        ...TUS,
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(bytes.length),
        [PHOTO_TOKEN_HEADER]: token,
      },
      body: new Uint8Array(bytes),
    });
  }

  async function head(location: string, token: string): Promise<Response> {
    return await t.app.request(location, { method: "HEAD", headers: { ...TUS, [PHOTO_TOKEN_HEADER]: token } });
  }

  async function started(photo: Buffer, token: string, metadata?: Record<string, string>): Promise<string> {
    const response = await create(photo.length, token, metadata);
    expect(response.status, await response.clone().text()).toBe(201);
    const location = response.headers.get("Location");
    if (!location) throw new Error("no Location");
    expect(location).toMatch(new RegExp(`^${RESUMABLE_UPLOAD_PATH}/[0-9a-f]{32}$`));
    return location;
  }

  it("stores a photo sent in two parts, with the guest's name and capture time, and keeps nothing of the upload", async () => {
    const photo = await aJpeg({ width: 640, height: 480, gps: true });
    const token = newPhotoToken();
    const location = await started(photo, token, {
      [UPLOAD_METADATA.fileName]: "IMG_0002.jpg",
      [UPLOAD_METADATA.uploaderName]: "  Auntie\u0007 Thandi  ",
      [UPLOAD_METADATA.capturedAt]: "2025-09-27T14:03:11+02:00",
    });
    const half = Math.floor(photo.length / 2);
    const first = await patch(location, 0, photo.subarray(0, half), token);
    expect(first.status).toBe(204);
    expect((await head(location, token)).headers.get("Upload-Offset")).toBe(String(half));

    const last = await patch(location, half, photo.subarray(half), token);
    expect(last.status, JSON.stringify([...last.headers])).toBe(200);
    const answer = (await last.json()) as FinishedUpload;
    expect(answer.photo.status).toBe("pending");

    const record = await photos().findById(answer.photo.id);
    expect(record).toMatchObject({
      fileName: "IMG_0002.jpg",
      fileSize: photo.length,
      uploadedByName: "Auntie Thandi",
      status: "pending",
    });
    expect(record?.capturedAt?.toISOString()).toBe("2025-09-27T12:03:11.000Z");
    const original = record ? await t.deps.blobs.get(record.filePath) : null;
    expect(original && (await buffer(original)).equals(photo)).toBe(true);
    expect(await incoming()).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);

    const states = await t.app.request(PHOTO_STATES_API, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tokens: [token, newPhotoToken(), "not a token"] }),
    });
    expect((await states.json()) as PhotoStates).toEqual({
      photos: [{ id: answer.photo.id, status: "pending" }, null, null],
    });
  });

  it("answers a guest without a name as the anonymous uploader", async () => {
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo, token);
    const answer = (await (await patch(location, 0, photo, token)).json()) as FinishedUpload;
    expect((await photos().findById(answer.photo.id))?.uploadedByName).toBe(ANONYMOUS_UPLOADER_NAME);
  });

  it("refuses a wrong offset, so bytes never land twice", async () => {
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo, token);
    expect((await patch(location, 0, photo.subarray(0, 100), token)).status).toBe(204);
    expect((await patch(location, 0, photo.subarray(0, 100), token)).status).toBe(409);
    expect((await head(location, token)).headers.get("Upload-Offset")).toBe("100");
  });

  it("refuses a declared size over the limit before anything is kept", async () => {
    const response = await create(MAX_PHOTO_BYTES + 1, newPhotoToken());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: PHOTO_ERROR_CODES.tooLarge, message: tooLargeMessage(MAX_PHOTO_BYTES) },
    });
    await expectNothingKept();
  });

  it("refuses a creation without a token or without a size", async () => {
    expect((await create(1000, "short")).status).toBe(400);
    const deferred = await t.app.request(RESUMABLE_UPLOAD_PATH, {
      method: "POST",
      headers: { ...TUS, "Upload-Defer-Length": "1", [PHOTO_TOKEN_HEADER]: newPhotoToken() },
    });
    expect(deferred.status).toBe(400);
    await expectNothingKept();
  });

  it("never takes more bytes than declared", async () => {
    const photo = await aJpeg({ width: 640, height: 480 });
    const token = newPhotoToken();
    const location = await started(photo.subarray(0, 1000), token);
    const response = await patch(location, 0, photo, token);
    expect(response.status).toBe(413);
    expect(Number((await head(location, token)).headers.get("Upload-Offset"))).toBeLessThanOrEqual(1000);
    await expect(photos().countByStatus()).resolves.toEqual({ pending: 0, approved: 0, rejected: 0 });
  });

  it("refuses a file whose declared size cut the photo short, and keeps nothing", async () => {
    const photo = await aJpeg({ width: 640, height: 480 });
    const token = newPhotoToken();
    const cut = photo.subarray(0, 2000);
    const location = await started(cut, token);
    const response = await patch(location, 0, cut, token);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(PHOTO_ERROR_CODES.unreadable);
    await expectNothingKept();
  });

  it("refuses bytes that are not a photo, whatever the name says, and keeps nothing", async () => {
    const notAPhoto = Buffer.from("<?php echo 'hello'; ?>".repeat(100));
    const token = newPhotoToken();
    const location = await started(notAPhoto, token, { [UPLOAD_METADATA.fileName]: "holiday.jpg" });
    const response = await patch(location, 0, notAPhoto, token);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(PHOTO_ERROR_CODES.unsupportedType);
    await expectNothingKept();
  });

  describe("the same bytes are stored once (issue 31)", () => {
    const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

    it("answers a second upload of a photo's bytes 409 already_sent, keeps nothing of it, and answers its repeat the same", async () => {
      const photo = await aJpeg();
      const first = newPhotoToken();
      const stored = await patch(await started(photo, first), 0, photo, first);
      expect(stored.status).toBe(200);
      const storedId = ((await stored.json()) as FinishedUpload).photo.id;

      // The guest's "(1)" copy: another token, another name, the same bytes, and no hash named at the creation.
      const copy = newPhotoToken();
      const location = await started(photo, copy, { [UPLOAD_METADATA.fileName]: "IMG_0001 (1).jpg" });
      const answer = await patch(location, 0, photo, copy);
      expect(answer.status).toBe(409);
      const body = { error: { code: PHOTO_ERROR_CODES.alreadySent, message: ALREADY_SENT_MESSAGE } };
      expect(await answer.json()).toEqual(body);
      // Its answer was lost: the repeat is told the same, and nothing was made of it.
      const repeat = await patch(location, 0, photo, copy);
      expect(repeat.status).toBe(409);
      expect(await repeat.json()).toEqual(body);
      expect((await photos().listByStatus("pending")).map((photo) => photo.id)).toEqual([storedId]);
      expect(await incoming()).toEqual([]);
      expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    });

    it("answers a creation naming bytes the site has 409 at once, sending and charging nothing; other bytes go", async () => {
      await t.cleanup();
      // A device allowed one upload this hour: the refused creation must not use it.
      t = await makeApp({ photoRateLimits: { deviceCount: createMemoryRateLimiter({ limit: 1 }) } });
      const photo = await aJpeg();
      const token = newPhotoToken();
      expect((await patch(await started(photo, token), 0, photo, token)).status).toBe(200);
      const phone = { device: newDeviceId(), address: "203.0.113.60" };
      const named = (bytes: Buffer, hash = sha256(bytes)) =>
        t.app.request(RESUMABLE_UPLOAD_PATH, {
          method: "POST",
          headers: {
            ...TUS,
            "Upload-Length": String(bytes.length),
            "Upload-Metadata": encodeMetadata({
              [UPLOAD_METADATA.fileName]: "again.jpg",
              [UPLOAD_METADATA.contentHash]: hash,
            }),
            [PHOTO_TOKEN_HEADER]: newPhotoToken(),
            [DEVICE_ID_HEADER]: phone.device,
          },
        });
      const again = await named(photo);
      expect(again.status).toBe(409);
      expect(again.headers.get("Location")).toBeNull();
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe(PHOTO_ERROR_CODES.alreadySent);
      // A hash that is not one is not a question: the creation goes on (and the finish checks the bytes itself).
      expect((await named(await aJpeg(), "not-a-hash")).status).toBe(201);
      expect((await named(await aJpeg())).status).toBe(429);
      expect(await photos().countByStatus()).toEqual({ pending: 1, approved: 0, rejected: 0 });
    });
  });

  it("answers another guest's token as if the upload did not exist, and leaves the upload alone", async () => {
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo, token);
    expect((await patch(location, 0, photo.subarray(0, 100), token)).status).toBe(204);

    const stranger = newPhotoToken();
    expect((await head(location, stranger)).status).toBe(404);
    expect((await patch(location, 100, photo.subarray(100), stranger)).status).toBe(404);
    const removal = await t.app.request(location, {
      method: "DELETE",
      headers: { ...TUS, [PHOTO_TOKEN_HEADER]: stranger },
    });
    expect(removal.status).toBe(404);
    expect((await head(location, "")).status).toBe(404);

    expect((await head(location, token)).headers.get("Upload-Offset")).toBe("100");
    expect((await patch(location, 100, photo.subarray(100), token)).status).toBe(200);
  });

  it("removes an upload that never finishes once it expires", async () => {
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo, token);
    expect((await patch(location, 0, photo.subarray(0, 100), token)).status).toBe(204);
    expect(await incoming()).not.toEqual([]);
    // Kept while the guest may still come back.
    expect(await store.deleteExpired()).toBe(0);
    expect((await head(location, token)).headers.get("Upload-Offset")).toBe("100");
    // A second past the expiry (S3 gives LastModified to the second).
    clockAheadMs = UPLOAD_EXPIRY_MS + 1_000;
    expect(await store.deleteExpired()).toBe(1);
    await expectNothingKept();
    expect((await head(location, token)).status).toBe(404);
  });

  it("counts creations against the device's photo limit, not the address's: another phone behind it still sends", async () => {
    await t.cleanup();
    t = await makeApp({ photoRateLimits: { deviceCount: createMemoryRateLimiter({ limit: 1 }) } });
    const photo = await aJpeg();
    const phone = { device: newDeviceId(), address: "203.0.113.50" };
    const neighbour = { device: newDeviceId(), address: phone.address };
    expect((await tusCreate(t.app, phone, newPhotoToken(), photo.length)).status).toBe(201);
    const refused = await tusCreate(t.app, phone, newPhotoToken(), photo.length);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(PHOTO_LIMIT_MESSAGES.device);
    expect((await tusCreate(t.app, neighbour, newPhotoToken(), photo.length)).status).toBe(201);
  });

  it("counts unfinished uploads site-wide, and frees a place when one is stored or removed", async () => {
    await t.cleanup();
    t = await makeApp({ photoRateLimits: { siteUnfinished: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }) } });
    const photo = await aJpeg();
    const phone = (n: number) => ({ device: newDeviceId(), address: `203.0.113.${n}` });
    const [first, second, third] = [newPhotoToken(), newPhotoToken(), newPhotoToken()];
    const stored = (await tusCreate(t.app, phone(1), first, photo.length)).headers.get("Location") ?? "";
    const removed = (await tusCreate(t.app, phone(2), second, photo.length)).headers.get("Location") ?? "";
    const full = await tusCreate(t.app, phone(3), third, photo.length);
    expect(full.status).toBe(429);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe(PHOTO_LIMIT_MESSAGES.site);
    expect((await tusPatch(t.app, phone(1), stored, first, 0, photo)).status).toBe(200);
    expect((await tusCreate(t.app, phone(3), third, photo.length)).status).toBe(201);
    expect((await tusCreate(t.app, phone(4), newPhotoToken(), photo.length)).status).toBe(429);
    const removal = await t.app.request(removed, {
      method: "DELETE",
      headers: { ...TUS, [PHOTO_TOKEN_HEADER]: second },
    });
    expect(removal.status).toBe(204);
    expect((await tusCreate(t.app, phone(4), newPhotoToken(), photo.length)).status).toBe(201);
  });

  it("approves photos on arrival inside the couple's auto-approve window", async () => {
    await t.cleanup();
    const content: WeddingContent = {
      ...weddingContent,
      guestPhotos: {
        ...weddingContent.guestPhotos,
        autoApprove: { from: "2000-01-01T00:00:00Z", until: "2100-01-01T00:00:00Z" },
      },
    };
    t = await makeApp({ content });
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo, token);
    const response = await patch(location, 0, photo, token);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as FinishedUpload;
    expect(answer.photo.status).toBe("approved");
    expect((await photos().findById(answer.photo.id))?.reviewedAt).not.toBeNull();
  });
});
