import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidBlobKeyError } from "./blob-store.ts";
import { DiskBlobStore } from "./disk-blob-store.ts";

describe("DiskBlobStore", () => {
  let root: string;
  let store: DiskBlobStore;
  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(tmpdir(), "wedding-blobs-")), "uploads");
    store = new DiskBlobStore(root);
    await store.init();
  });
  afterEach(async () => {
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  it("puts, gets, tells existence and deletes", async () => {
    const { size } = await store.put(
      "uploads/1700000000000-ab12cd.jpg",
      Readable.from([Buffer.from("hello "), Buffer.from("world")]),
    );
    expect(size).toBe(11);
    expect(await store.exists("uploads/1700000000000-ab12cd.jpg")).toBe(true);
    const body = await store.get("uploads/1700000000000-ab12cd.jpg");
    expect(body && (await text(body))).toBe("hello world");
    expect(await readFile(path.join(root, "uploads/1700000000000-ab12cd.jpg"), "utf8")).toBe("hello world");

    await store.delete("uploads/1700000000000-ab12cd.jpg");
    expect(await store.exists("uploads/1700000000000-ab12cd.jpg")).toBe(false);
    expect(await store.get("uploads/1700000000000-ab12cd.jpg")).toBeNull();
    await expect(store.delete("uploads/1700000000000-ab12cd.jpg")).resolves.toBeUndefined();
  });

  it("replaces an object whole", async () => {
    await store.put("a.txt", Readable.from([Buffer.from("first version, longer")]));
    await store.put("a.txt", Readable.from([Buffer.from("second")]));
    const body = await store.get("a.txt");
    expect(body && (await text(body))).toBe("second");
  });

  it.each([
    "../escape.txt",
    "uploads/../../escape.txt",
    "/etc/passwd",
    "uploads\\..\\escape.txt",
    ".tmp/x",
    "uploads/.hidden",
    "",
    "uploads//x",
    "uploads/x/",
    "uploads/%2e%2e/x",
  ])("refuses the key %j and writes nothing", async (key) => {
    await expect(store.put(key, Readable.from([Buffer.from("x")]))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(await readdir(path.dirname(root))).toEqual(["uploads"]);
  });

  it("leaves neither the object nor a temp file when the body fails halfway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store.put("uploads/half.jpg", failing)).rejects.toThrow("client went away");
    expect(await store.exists("uploads/half.jpg")).toBe(false);
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("sweeps temp files a crash left behind at start", async () => {
    await writeFile(path.join(root, ".tmp", "crashed.part"), "half");
    await mkdir(path.join(root, ".tmp", "odd-folder"));
    const fresh = new DiskBlobStore(root);
    expect(await fresh.init()).toEqual({ sweptTempFiles: 2 });
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("reports a folder it cannot write to", async () => {
    const blocker = path.join(path.dirname(root), "a-file");
    await writeFile(blocker, "not a folder");
    const broken = new DiskBlobStore(path.join(blocker, "uploads"));
    await expect(broken.checkWritable()).rejects.toThrow();
  });
});
