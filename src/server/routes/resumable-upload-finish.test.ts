import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { Upload } from "@tus/server";
import { afterEach, beforeEach, expect, it } from "vitest";
import { PHOTO_ERROR_CODES } from "../../shared/photo.ts";
import { PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import { type FinishedUpload, newPhotoToken, RESUMABLE_UPLOAD_PATH, UPLOAD_METADATA } from "../../shared/uploads.ts";
import { aJpeg } from "../../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { createUploadFinishRepository } from "../db/upload-finish-repository.ts";
import { deleteTokenHash } from "../services/photo-service.ts";
import { FINISH_LEASE_MS } from "../services/upload-finishes.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { BlobUploadStore } from "../storage/upload-datastore.ts";

/**
 * One resumable upload is one photo (issue 30, part 3; ADR 034): requests
 * that repeat the finish (empty PATCHes at the end, a HEAD then a PATCH) get
 * the first finish's answer, or 423 while it runs, and never a second photo;
 * a finish a crash left behind is finished by the next request once its
 * lease has run out. The finish is held at the moment it stores the photo's
 * original, so the repeats provably arrive while it runs.
 */
const TUS = { "Tus-Resumable": "1.0.0" };
const ORIGINALS_PREFIX = "uploads/";

/**
 * A disk store whose writes of photo originals wait until `open()`: a finish
 * stops there, with its claim taken and its photo not yet recorded.
 */
function heldStore(inner: BlobStore) {
  let arrivals = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const blobs: BlobStore = {
    async put(key, body, options) {
      if (key.startsWith(ORIGINALS_PREFIX)) {
        arrivals += 1;
        for (const waiter of waiting.filter((entry) => entry.count <= arrivals)) waiter.resolve();
        await opened;
      }
      return inner.put(key, body, options);
    },
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    exists: (key) => inner.exists(key),
    checkWritable: () => inner.checkWritable(),
    list: (prefix) => inner.list(prefix),
  };
  return {
    blobs,
    /** Resolves once `count` finishes are storing a photo. */
    storing: (count: number) =>
      count <= arrivals ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    open: () => open(),
  };
}

function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, "utf8").toString("base64")}`)
    .join(",");
}

describeOnDatabases("finishing a resumable upload once", (dialect) => {
  let t: TestApp;
  let blobDir: string;
  let held: ReturnType<typeof heldStore>;
  /** How far the app's clock is ahead of real time: leases run out by it. */
  let clockAheadMs: number;

  beforeEach(async () => {
    clockAheadMs = 0;
    blobDir = await mkdtemp(path.join(tmpdir(), "wedding-finish-"));
    const disk = new DiskBlobStore(blobDir);
    await disk.init();
    held = heldStore(disk);
    t = await createTestApp(dialect, { blobs: held.blobs, now: () => new Date(Date.now() + clockAheadMs) });
  });
  afterEach(async () => {
    held.open();
    await t.cleanup();
    await rm(blobDir, { recursive: true, force: true });
  });

  const photosOf = (token: string) =>
    createPhotoRepository(t.deps.database).findByTokenHashes([deleteTokenHash(token)]);

  async function started(length: number, token: string): Promise<string> {
    const response = await t.app.request(RESUMABLE_UPLOAD_PATH, {
      method: "POST",
      headers: {
        ...TUS,
        "Upload-Length": String(length),
        "Upload-Metadata": encodeMetadata({ [UPLOAD_METADATA.fileName]: "IMG_0001.jpg" }),
        [PHOTO_TOKEN_HEADER]: token,
      },
    });
    expect(response.status).toBe(201);
    return response.headers.get("Location") ?? "";
  }

  function patch(location: string, offset: number, bytes: Buffer, token: string): Promise<Response> {
    return Promise.resolve(
      t.app.request(location, {
        method: "PATCH",
        headers: {
          ...TUS,
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
          [PHOTO_TOKEN_HEADER]: token,
        },
        body: new Uint8Array(bytes),
      }),
    );
  }

  function head(location: string, token: string): Promise<Response> {
    return Promise.resolve(
      t.app.request(location, { method: "HEAD", headers: { ...TUS, [PHOTO_TOKEN_HEADER]: token } }),
    );
  }

  /** An upload whose bytes all arrived and whose finish never ran: what a crash mid-finish leaves. */
  async function arrivedWhole(photo: Buffer, token: string): Promise<string> {
    const id = randomBytes(16).toString("hex");
    const store = new BlobUploadStore(t.deps.blobs, { tempDir: t.deps.uploadTempDir });
    await store.create(
      new Upload({
        id,
        size: photo.length,
        offset: 0,
        metadata: { [UPLOAD_METADATA.fileName]: "IMG_0002.jpg", tokenHash: deleteTokenHash(token) },
      }),
    );
    await store.write(Readable.from([photo]), id, 0);
    return id;
  }

  it("makes one photo when empty PATCHes repeat the finish while it runs, and answers them as it did", async () => {
    const photo = await aJpeg({ width: 640, height: 480 });
    const token = newPhotoToken();
    const location = await started(photo.length, token);
    const last = patch(location, 0, photo, token);
    await held.storing(1);

    // Each repeat is answered while the first finish is still held; a second finish would be held too.
    const repeats = Array.from({ length: 6 }, () => patch(location, photo.length, Buffer.alloc(0), token));
    const outcomes = await Promise.all(
      repeats.map((repeat) =>
        Promise.race([repeat.then((response) => response.status), held.storing(2).then(() => "a second finish")]),
      ),
    );
    expect(outcomes).toEqual(Array(6).fill(423));
    expect((await repeats[0])?.headers.get("Retry-After")).toMatch(/^\d+$/);

    held.open();
    const first = await last;
    expect(first.status).toBe(200);
    const body = await first.text();
    const { photo: stored } = JSON.parse(body) as FinishedUpload;
    await Promise.all(repeats);
    expect((await photosOf(token)).map((row) => row.id)).toEqual([stored.id]);

    // After it: a PATCH gets the same answer (the page's client reads its offset), a HEAD finds the upload gone.
    const again = await patch(location, photo.length, Buffer.alloc(0), token);
    expect(again.status).toBe(200);
    expect(again.headers.get("Upload-Offset")).toBe(String(photo.length));
    expect(await again.text()).toBe(body);
    expect((await head(location, token)).status).toBe(404);
    // Someone else's token learns nothing from the finished upload.
    expect((await patch(location, photo.length, Buffer.alloc(0), newPhotoToken())).status).toBe(404);
    expect((await photosOf(token)).map((row) => row.id)).toEqual([stored.id]);
  });

  it("answers a repeat of a refused finish with the same refusal", async () => {
    held.open();
    const notAPhoto = Buffer.from("<?php echo 'hello'; ?>".repeat(100));
    const token = newPhotoToken();
    const location = await started(notAPhoto.length, token);
    const refused = await patch(location, 0, notAPhoto, token);
    expect(refused.status).toBe(415);
    const body = await refused.text();
    expect(JSON.parse(body)).toMatchObject({ error: { code: PHOTO_ERROR_CODES.unsupportedType } });
    const again = await patch(location, notAPhoto.length, Buffer.alloc(0), token);
    expect(again.status).toBe(415);
    expect(await again.text()).toBe(body);
  });

  it("keeps one photo when a slow finish's lease runs out and another request takes it over", async () => {
    const photo = await aJpeg();
    const token = newPhotoToken();
    const location = await started(photo.length, token);
    const slow = patch(location, 0, photo, token);
    await held.storing(1);
    clockAheadMs = FINISH_LEASE_MS + 1000;
    const takeover = patch(location, photo.length, Buffer.alloc(0), token);
    await held.storing(2);
    held.open();

    const [lost, won] = await Promise.all([slow, takeover]);
    // The slow one lost its claim: its photo is rolled back and it is told to ask again; the other stored it.
    expect([lost.status, won.status]).toEqual([423, 200]);
    const { photo: stored } = (await won.json()) as FinishedUpload;
    expect((await photosOf(token)).map((row) => row.id)).toEqual([stored.id]);
    // Only the kept photo's three files are left.
    const keys: string[] = [];
    for (const prefix of ["uploads/", "published/", "thumbs/"]) {
      for await (const { key } of t.deps.blobs.list(prefix)) keys.push(key);
    }
    expect(keys).toHaveLength(3);
  });

  it("finishes once, on the next HEAD, an upload whose finish a crash left (its lease ran out)", async () => {
    held.open();
    const photo = await aJpeg();
    const token = newPhotoToken();
    const id = await arrivedWhole(photo, token);
    const location = `${RESUMABLE_UPLOAD_PATH}/${id}`;
    const crashedAt = Date.now() - 2 * FINISH_LEASE_MS;
    await createUploadFinishRepository(t.deps.database).insert(
      {
        uploadId: id,
        tokenHash: deleteTokenHash(token),
        size: photo.length,
        holder: "the crashed process",
        leaseExpiresAt: crashedAt + FINISH_LEASE_MS,
      },
      crashedAt,
    );

    // The page's client, its answer lost, asks HEAD (twice at once here): one takes the finish over, and
    // once it is done the upload is gone; the other sees it whole or gone.
    const asked = await Promise.all([head(location, token), head(location, token)]);
    for (const answer of asked) expect([200, 404]).toContain(answer.status);
    expect((await head(location, token)).status).toBe(404);
    const rows = await photosOf(token);
    expect(rows).toHaveLength(1);
    const again = await patch(location, photo.length, Buffer.alloc(0), token);
    expect(again.status).toBe(200);
    expect(((await again.json()) as FinishedUpload).photo.id).toBe(rows[0]?.id);
  });

  it("leaves a finish whose lease still runs to its holder: a PATCH is told to ask again, and no photo is made", async () => {
    held.open();
    const photo = await aJpeg();
    const token = newPhotoToken();
    const id = await arrivedWhole(photo, token);
    const location = `${RESUMABLE_UPLOAD_PATH}/${id}`;
    await createUploadFinishRepository(t.deps.database).insert(
      {
        uploadId: id,
        tokenHash: deleteTokenHash(token),
        size: photo.length,
        holder: "another instance",
        leaseExpiresAt: Date.now() + FINISH_LEASE_MS,
      },
      Date.now(),
    );
    const busy = await patch(location, photo.length, Buffer.alloc(0), token);
    expect(busy.status).toBe(423);
    const asked = await head(location, token);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("Upload-Offset")).toBe(String(photo.length));
    expect(await photosOf(token)).toEqual([]);
  });
});
