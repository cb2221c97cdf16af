import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { Upload } from "@tus/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskBlobStore } from "./disk-blob-store.ts";
import { BlobUploadStore, coverage, INCOMING_PREFIX } from "./upload-datastore.ts";

describe("coverage of an upload's pieces", () => {
  const piece = (start: number, end: number) => ({ key: `${start}-${end}`, start, end });

  it("is how far the pieces reach from byte 0 without a gap", () => {
    expect(coverage([])).toEqual({ offset: 0, pieces: [] });
    expect(coverage([piece(0, 10), piece(10, 25)]).offset).toBe(25);
    expect(coverage([piece(0, 10), piece(12, 25)]).offset).toBe(10);
    expect(coverage([piece(5, 10)]).offset).toBe(0);
  });

  it("reads the furthest-reaching of overlapping pieces (a PATCH retried while the first still landed)", () => {
    const { offset, pieces } = coverage([piece(0, 10), piece(10, 14), piece(10, 20), piece(14, 30)]);
    expect(offset).toBe(30);
    expect(pieces.map((chosen) => chosen.key)).toEqual(["0-10", "10-20", "14-30"]);
  });
});

/** The sizes of the files (not folders) right in `dir`. */
async function tempFileSizes(dir: string): Promise<number[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return Promise.all(
    entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(dir, entry.name))).size),
  );
}

describe("BlobUploadStore on disk", () => {
  let dir: string;
  let store: BlobUploadStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "upload-store-"));
    const blobs = new DiskBlobStore(path.join(dir, "uploads"));
    await blobs.init();
    store = new BlobUploadStore(blobs, { tempDir: dir });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads overlapping pieces back as the one file they were cut from", async () => {
    const file = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 251));
    await store.create(new Upload({ id: "a".repeat(32), size: file.length, offset: 0 }));
    expect(await store.write(Readable.from([file.subarray(0, 120)]), "a".repeat(32), 0)).toBe(120);
    // Sent again from 80 (the client saw an older offset): the bytes from 80 to 120 are there twice.
    expect(await store.write(Readable.from([file.subarray(80, 300)]), "a".repeat(32), 80)).toBe(300);
    expect((await store.getUpload("a".repeat(32))).offset).toBe(300);
    expect((await buffer(await store.read("a".repeat(32)))).equals(file)).toBe(true);
    await store.remove("a".repeat(32));
    const left: string[] = [];
    for await (const { key } of new DiskBlobStore(path.join(dir, "uploads")).list(INCOMING_PREFIX)) left.push(key);
    expect(left).toEqual([]);
  });

  it("keeps the bytes of a body that broke off", async () => {
    await store.create(new Upload({ id: "b".repeat(32), size: 1000, offset: 0 }));
    const broken = new Readable({ read() {} });
    broken.push(Buffer.alloc(400, 7));
    const writing = store.write(broken, "b".repeat(32), 0);
    // The connection breaks once the 400 bytes are in the store's temp file (the piece being received).
    await expect.poll(() => tempFileSizes(dir)).toEqual([400]);
    broken.destroy(new Error("connection reset"));
    expect(await writing).toBe(400);
    expect((await store.getUpload("b".repeat(32))).offset).toBe(400);
  });
});
