// @module-tag slow
import { randomUUID } from "node:crypto";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_API, PHOTO_LIST_CSV } from "../../shared/admin-api.ts";
import type { PhotoStatus } from "../../shared/photo.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aJpeg } from "../../testing/photo-builders.ts";
import { readZip } from "../../testing/zip-reader.ts";
import { ANONYMOUS_UPLOADER_EMAIL, ANONYMOUS_UPLOADER_NAME } from "../db/photo-repository.ts";
import type { NewWeddingPhotoRow } from "../db/schema.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";

const MIB = 1024 * 1024;
const ZEROS = Buffer.alloc(MIB);

/**
 * The disk store, except that keys under generated/ are originals of zero
 * bytes made as they are read (their length is in the key), so a test can
 * zip gigabytes without storing or holding them. Counts what it produced
 * and how many such originals were let go before their end.
 */
class GeneratedBlobStore extends DiskBlobStore {
  produced = 0;
  abandoned = 0;
  #newest: Readable | null = null;

  /** Whether the newest original is held back: its buffer is full, so Node asks for no more until someone reads it. */
  get heldBack(): boolean {
    return this.#newest !== null && this.#newest.readableLength >= this.#newest.readableHighWaterMark;
  }

  override async get(key: string): Promise<Readable | null> {
    const match = /^generated\/(\d+)-/.exec(key);
    if (!match) return super.get(key);
    const length = Number(match[1]);
    const counts = this;
    async function* zeros() {
      let left = length;
      try {
        while (left > 0) {
          const size = Math.min(left, MIB);
          left -= size;
          counts.produced += size;
          yield ZEROS.subarray(0, size);
        }
      } finally {
        if (left > 0) counts.abandoned += 1;
      }
    }
    this.#newest = Readable.from(zeros(), { objectMode: false });
    return this.#newest;
  }
}

/** Records straight into the table, in batches (2,000 uploads through the route would take minutes of image work). */
async function insertPhotos(
  t: AdminTestApp,
  photos: Array<Partial<NewWeddingPhotoRow> & { file_path: string; file_size: number }>,
) {
  const rows = photos.map((photo) => ({
    id: randomUUID(),
    file_name: "IMG_0001.jpg",
    mime_type: "image/jpeg",
    uploaded_by_name: ANONYMOUS_UPLOADER_NAME,
    uploaded_by_email: ANONYMOUS_UPLOADER_EMAIL,
    status: "approved" as PhotoStatus,
    created_at: t.clock.now,
    reviewed_at: t.clock.now,
    published_path: null,
    thumbnail_path: null,
    width: null,
    height: null,
    ...photo,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.deps.database.db
      .insertInto("wedding_photos")
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return rows.map((row) => row.id);
}

async function signedIn(t: AdminTestApp) {
  const cookie = await t.signIn();
  return (url: string, method = "GET") =>
    t.app.request(url, { method, headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
}

const isZeros = (chunk: Uint8Array) => {
  for (let start = 0; start < chunk.length; start += MIB) {
    const part = chunk.subarray(start, start + MIB);
    if (Buffer.compare(part, ZEROS.subarray(0, part.length)) !== 0) return false;
  }
  return true;
};

describe("a ZIP of 2,000 photos", () => {
  let t: AdminTestApp;
  afterEach(async () => {
    await t.cleanup();
  });

  it("holds every original and the list, names unique, without ZIP64 where none is needed", async ({ annotate }) => {
    t = await createAdminTestApp("sqlite");
    const jpeg = await aJpeg({ width: 16, height: 12 });
    const count = 2000;
    const uploads = path.join(t.dataDir, "uploads");
    await mkdir(path.join(uploads, "originals"), { recursive: true });
    const photos = Array.from({ length: count }, (_, index) => ({
      // Guests' phones repeat names: IMG_0000.jpg … IMG_0499.jpg, four of each.
      file_name: `IMG_${String(index % 500).padStart(4, "0")}.jpg`,
      file_path: `originals/${index}-${randomUUID()}.jpg`,
      file_size: jpeg.length,
      uploaded_by_name: index % 3 === 0 ? `Guest ${index}` : ANONYMOUS_UPLOADER_NAME,
    }));
    for (const photo of photos) await writeFile(path.join(uploads, photo.file_path), jpeg);
    await insertPhotos(t, photos);
    const get = await signedIn(t);

    const started = performance.now();
    const response = await get(ADMIN_API.approvedZip);
    const bytes = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    const file = path.join(t.dataDir, "approved.zip");
    await writeFile(file, bytes);

    const zip = await readZip(file, { hash: false });
    expect(zip.firstBadEntry).toBeNull();
    expect(zip.zip64EndRecords).toBe(false);
    const names = zip.entries.map((entry) => entry.name);
    expect(names).toHaveLength(count + 1);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(count + 1);
    expect(names.filter((name) => name === PHOTO_LIST_CSV)).toHaveLength(1);
    expect(zip.entries.every((entry) => entry.name === PHOTO_LIST_CSV || entry.size === jpeg.length)).toBe(true);
    const [, ...rows] = parse(zip.csv[PHOTO_LIST_CSV] ?? "", { bom: true }) as string[][];
    expect(rows.map((row) => row[0])).toEqual(names.filter((name) => name !== PHOTO_LIST_CSV));
    expect(rows.filter((row) => row[2]?.startsWith("Guest "))).toHaveLength(Math.ceil(count / 3));
    await annotate(`2,000-photo ZIP on SQLite: ${bytes.length} bytes streamed in ${seconds.toFixed(1)} s`);
  }, 120_000);
});

// The database plays no part in streaming: one dialect is enough for the gigabytes.
describe("a ZIP past 4 GB", () => {
  let t: AdminTestApp;
  let blobs: GeneratedBlobStore;
  let root: string;
  afterEach(async () => {
    await t.cleanup();
    await rm(root, { recursive: true, force: true });
  });

  async function appWithGenerated(sizes: number[]) {
    root = path.join(tmpdir(), `wedding-generated-${randomUUID()}`);
    blobs = new GeneratedBlobStore(root);
    await blobs.init();
    t = await createAdminTestApp("sqlite", { blobs });
    await insertPhotos(
      t,
      sizes.map((size, index) => ({
        file_name: `Video still ${index + 1}.jpg`,
        file_path: `generated/${size}-${index}.jpg`,
        file_size: size,
      })),
    );
    return signedIn(t);
  }

  it("streams three 1.5 GB originals as a valid ZIP64, holding none of them in memory", async ({ annotate }) => {
    const size = 1.5 * 1024 * MIB;
    const get = await appWithGenerated([size, size, size]);
    const started = performance.now();
    const response = await get(ADMIN_API.approvedZip);

    // The response lands in a sparse file: runs of zeros are left as holes (they read back as zeros),
    // so the file is byte for byte the ZIP while the disk holds only its headers.
    const file = path.join(t.dataDir, "huge.zip");
    const handle = await open(file, "w");
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let received = 0;
    let chunks = 0;
    try {
      for await (const chunk of response.body as ReadableStream<Uint8Array>) {
        if (!isZeros(chunk)) await handle.write(chunk, 0, chunk.length, received);
        received += chunk.length;
        chunks += 1;
        if (chunks % 64 === 0) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
      await handle.truncate(received);
    } finally {
      await handle.close();
    }
    const streamSeconds = (performance.now() - started) / 1000;
    expect(received).toBeGreaterThan(2 ** 32);

    const zip = await readZip(file, { hash: false });
    expect(zip.zip64EndRecords).toBe(true);
    expect(zip.firstBadEntry).toBeNull();
    // Same upload time, so in no promised order; the list comes last.
    expect(zip.entries.map((entry) => entry.name).sort()).toEqual([
      "Video still 1.jpg",
      "Video still 2.jpg",
      "Video still 3.jpg",
      PHOTO_LIST_CSV,
    ]);
    expect(zip.entries.slice(0, 3).every((entry) => entry.size === size)).toBe(true);
    // The list comes after 4.5 GB of photos: its place needs the ZIP64 extra field.
    expect(zip.entries[3]?.headerOffset).toBeGreaterThan(2 ** 32);
    expect(zip.csv[PHOTO_LIST_CSV]).toContain("Video still 3.jpg");
    const grownMib = (rssPeak - rssBefore) / MIB;
    expect(grownMib).toBeLessThan(100);
    await annotate(
      `ZIP64: ${(received / 2 ** 30).toFixed(2)} GiB streamed in ${streamSeconds.toFixed(1)} s, ` +
        `checked in ${((performance.now() - started) / 1000 - streamSeconds).toFixed(1)} s, RSS grew ${grownMib.toFixed(0)} MiB`,
    );
  }, 300_000);

  it("reads an original only as fast as the download goes, and lets go of it when the download is cancelled", async () => {
    const get = await appWithGenerated([1024 * MIB]);
    const response = await get(ADMIN_API.approvedZip);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    while (received < 8 * MIB) received += (await reader.read()).value?.length ?? 0;
    // The reader has stopped: once the streams between it and the store are full, the store is held back.
    await expect.poll(() => blobs.heldBack).toBe(true);
    // What those streams hold: a few chunks, not the file.
    expect(blobs.produced - received).toBeLessThan(16 * MIB);
    await reader.cancel();
    await expect.poll(() => blobs.abandoned).toBe(1);
  });

  it("leaves out a photo deleted while the download runs, and lists only what the ZIP holds", async () => {
    const get = await appWithGenerated([64 * MIB]);
    const jpeg = await aJpeg();
    await writeFile(path.join(root, "later.jpg"), jpeg);
    const [laterId] = await insertPhotos(t, [
      {
        file_name: "deleted meanwhile.jpg",
        file_path: "later.jpg",
        file_size: jpeg.length,
        created_at: new Date(t.clock.now.getTime() - 60_000),
      },
    ]);
    const response = await get(ADMIN_API.approvedZip);
    // The 64 MB original is being read (it cannot all wait in buffers); the next is opened only after it.
    expect((await get(ADMIN_API.photo(laterId ?? ""), "DELETE")).status).toBe(204);
    const file = path.join(t.dataDir, "partial.zip");
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const zip = await readZip(file, { hash: false });
    expect(zip.firstBadEntry).toBeNull();
    expect(zip.entries.map((entry) => entry.name)).toEqual(["Video still 1.jpg", PHOTO_LIST_CSV]);
    const [, ...rows] = parse(zip.csv[PHOTO_LIST_CSV] ?? "", { bom: true }) as string[][];
    expect(rows.map((row) => row[0])).toEqual(["Video still 1.jpg"]);
  });
});
