import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BlobListing, type BlobStore, InvalidBlobKeyError } from "./blob-store.ts";

export interface BlobStoreFixture {
  store: BlobStore;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every BlobStore promises (docs/decisions/004), run against
 * each implementation by its own test file: `makeStore` gives a fresh, empty
 * store per test.
 */
export function describeBlobStoreContract(name: string, makeStore: () => Promise<BlobStoreFixture>): void {
  describe(`${name} (blob store contract)`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;
    beforeEach(async () => {
      fixture = await makeStore();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    const body = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));
    const read = async (key: string) => {
      const stream = await store.get(key);
      return stream ? text(stream) : null;
    };
    const allKeys = async (prefix = "") => {
      const found: BlobListing[] = [];
      for await (const entry of store.list(prefix)) found.push(entry);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    };

    it("puts, gets, tells existence and deletes", async () => {
      const key = "uploads/1700000000000-ab12cd.jpg";
      expect(await store.put(key, body("hello ", "world"), { contentType: "image/jpeg" })).toEqual({ size: 11 });
      expect(await store.exists(key)).toBe(true);
      expect(await read(key)).toBe("hello world");
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await read(key)).toBeNull();
    });

    it("answers a missing key with null and false, and deletes it without error", async () => {
      expect(await store.get("uploads/never-written.jpg")).toBeNull();
      expect(await store.exists("uploads/never-written.jpg")).toBe(false);
      await expect(store.delete("uploads/never-written.jpg")).resolves.toBeUndefined();
    });

    it("replaces an object whole", async () => {
      await store.put("a.txt", body("first version, longer"));
      await store.put("a.txt", body("second"));
      expect(await read("a.txt")).toBe("second");
    });

    it("takes an async iterable of bytes as the body", async () => {
      async function* chunks() {
        yield new Uint8Array([1, 2, 3]);
        yield new Uint8Array([4]);
      }
      expect(await store.put("bytes.bin", chunks())).toEqual({ size: 4 });
      const stream = await store.get("bytes.bin");
      expect(stream && [...(await buffer(stream))]).toEqual([1, 2, 3, 4]);
    });

    it("streams a 12 MB body in and out intact", async () => {
      const chunk = randomBytes(1024 * 1024);
      const parts = Array.from({ length: 12 }, (_, i) => Buffer.concat([chunk.subarray(i), chunk.subarray(0, i)]));
      const expected = createHash("sha256");
      for (const part of parts) expected.update(part);
      expect(await store.put("uploads/big.bin", Readable.from(parts))).toEqual({ size: 12 * 1024 * 1024 });
      const stream = await store.get("uploads/big.bin");
      if (!stream) throw new Error("big object missing");
      const actual = createHash("sha256");
      for await (const piece of stream) actual.update(piece as Buffer);
      expect(actual.digest("hex")).toBe(expected.digest("hex"));
    });

    it("stores nothing under the key when the body fails halfway", async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024, 1));
          this.destroy(new Error("client went away"));
        },
      });
      await expect(store.put("uploads/half.jpg", failing)).rejects.toThrow();
      expect(await store.exists("uploads/half.jpg")).toBe(false);
      expect(await allKeys()).toEqual([]);
    });

    it("keeps concurrent puts to different keys apart", async () => {
      const keys = Array.from({ length: 12 }, (_, i) => `uploads/concurrent-${i}.txt`);
      await Promise.all(keys.map((key, i) => store.put(key, body(`object ${i} `.repeat(i + 1)))));
      for (const [i, key] of keys.entries()) expect(await read(key)).toBe(`object ${i} `.repeat(i + 1));
    });

    it("lists objects under a prefix with their sizes, and nothing else", async () => {
      await store.put("uploads/a.jpg", body("aaa"));
      await store.put("uploads/b.jpg", body("bbbbb"));
      await store.put("thumbs/a.webp", body("t"));
      await store.checkWritable();
      expect((await allKeys("uploads/")).map(({ key, size }) => ({ key, size }))).toEqual([
        { key: "uploads/a.jpg", size: 3 },
        { key: "uploads/b.jpg", size: 5 },
      ]);
      expect((await allKeys()).map((entry) => entry.key)).toEqual(["thumbs/a.webp", "uploads/a.jpg", "uploads/b.jpg"]);
      expect((await allKeys("upl")).map((entry) => entry.key)).toEqual(["uploads/a.jpg", "uploads/b.jpg"]);
      expect(await allKeys("uploads/b")).toHaveLength(1);
      expect(await allKeys("published/")).toEqual([]);
    });

    it("lists when each object was last written (the reconcile leaves young ones alone)", async () => {
      // S3 servers give LastModified to the second.
      const before = Math.floor(Date.now() / 1000) * 1000;
      await store.put("uploads/a.jpg", body("a"));
      const after = Date.now();
      const [entry] = await allKeys("uploads/");
      expect(entry?.lastModified).toBeInstanceOf(Date);
      expect(entry?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(entry?.lastModified.getTime()).toBeLessThanOrEqual(after + 1000);
    });

    it("passes checkWritable and leaves no probe behind", async () => {
      await expect(store.checkWritable()).resolves.toBeUndefined();
      expect(await allKeys()).toEqual([]);
    });

    it.each([
      "../escape.txt",
      "uploads/../../escape.txt",
      "/etc/passwd",
      "uploads\\..\\escape.txt",
      ".tmp/x",
      ".probe/x",
      "uploads/.hidden",
      "",
      "uploads//x",
      "uploads/x/",
      "uploads/%2e%2e/x",
    ])("refuses the key %j and writes nothing", async (key) => {
      await expect(store.put(key, body("x"))).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      expect(await allKeys()).toEqual([]);
    });
  });
}
