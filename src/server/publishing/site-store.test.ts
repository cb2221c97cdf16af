import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { isPartialFile } from "../private-files.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";
import { createContentPictures } from "./content-pictures.ts";
import { createSiteStore, type SiteFile, sha256Hex } from "./site-store.ts";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

interface StoreFixture {
  blobs: BlobStore;
  cleanup(): Promise<void>;
}

const STORES: { name: string; make(dir: string): Promise<StoreFixture> }[] = [
  {
    name: "disk",
    async make(dir) {
      const blobs = new DiskBlobStore(path.join(dir, "uploads"));
      await blobs.init();
      return { blobs, cleanup: async () => {} };
    },
  },
  {
    name: "S3 (s3rver)",
    async make() {
      const blobs = new S3BlobStore(await s3.createBucket());
      return { blobs, cleanup: async () => blobs.close() };
    },
  },
];

const file = (filePath: string, body: string, contentType = "text/html; charset=utf-8"): SiteFile => ({
  path: filePath,
  body: Buffer.from(body),
  contentType,
});

/** `inner`, except that a write or read for which `fails` says so throws (a crash or an outage at that point). */
function failing(inner: BlobStore, fails: { put?: (key: string) => boolean; get?: (key: string) => boolean }) {
  const store: BlobStore = {
    put: (key, body, options) => {
      if (fails.put?.(key)) return Promise.reject(new Error(`storage refused ${key}`));
      return inner.put(key, body, options);
    },
    get: (key) => (fails.get?.(key) ? Promise.reject(new Error(`storage lost ${key}`)) : inner.get(key)),
    delete: (key) => inner.delete(key),
    exists: (key) => inner.exists(key),
    checkWritable: () => inner.checkWritable(),
    list: (prefix) => inner.list(prefix),
  };
  return store;
}

async function keysUnder(blobs: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of blobs.list(prefix)) keys.push(key);
  return keys.sort();
}

describe.each(STORES)("site store on $name", ({ make }) => {
  let dir: string;
  let fixture: StoreFixture;
  let blobs: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wedding-site-store-"));
    fixture = await make(dir);
    blobs = fixture.blobs;
  });
  afterEach(async () => {
    await fixture.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores a site's files and reads back its index and each file", async () => {
    const sites = createSiteStore(blobs);
    const page = file("index.html", "<h1>Hello</h1>");
    const script = file("assets/app-1.js", "console.log(1)", "text/javascript");
    const siteKey = await sites.putSiteFiles([page, script]);
    expect(siteKey).toMatch(/^site\/index\/[0-9a-f]{64}\.json$/);
    expect(await sites.readSiteIndex(siteKey)).toEqual([
      {
        path: "assets/app-1.js",
        hash: sha256Hex(script.body),
        contentType: "text/javascript",
        size: script.body.length,
      },
      { path: "index.html", hash: sha256Hex(page.body), contentType: page.contentType, size: page.body.length },
    ]);
    expect(await sites.readSiteFile(sha256Hex(page.body))).toEqual(page.body);
    expect(await sites.readSiteFile("0".repeat(64))).toBeNull();
    expect(await sites.readSiteIndex(`site/index/${"0".repeat(64)}.json`)).toBeNull();
    await expect(sites.readSiteIndex("site/index/../x.json")).rejects.toThrow();
  });

  it("names the same files the same site, in any order", async () => {
    const sites = createSiteStore(blobs);
    const files = [file("index.html", "a"), file("en/index.html", "b")];
    expect(await sites.putSiteFiles(files)).toBe(await sites.putSiteFiles([...files].reverse()));
  });

  it("stores a file once, for two paths and for two sites", async () => {
    const sites = createSiteStore(blobs);
    const shared = "the same picture bytes";
    const first = await sites.putSiteFiles([file("a.jpg", shared, "image/jpeg"), file("b.jpg", shared, "image/jpeg")]);
    const second = await sites.putSiteFiles([file("c.jpg", shared, "image/jpeg"), file("index.html", "other")]);
    expect(first).not.toBe(second);
    expect(await keysUnder(blobs, "site/files/")).toEqual(
      [sha256Hex(shared), sha256Hex("other")].map((hash) => `site/files/${hash}`).sort(),
    );
    // The second site needed no write for the shared file: with writes refused for it, storing it again still works.
    const refusing = createSiteStore(failing(blobs, { put: (key) => key === `site/files/${sha256Hex(shared)}` }));
    expect(await refusing.putSiteFiles([file("c.jpg", shared, "image/jpeg"), file("index.html", "other")])).toBe(
      second,
    );
  });

  it("refuses two files at one path", async () => {
    const sites = createSiteStore(blobs);
    await expect(sites.putSiteFiles([file("index.html", "a"), file("index.html", "b")])).rejects.toThrow(
      /Two site files/,
    );
  });

  it("writes no index when a file fails to store, and the next try completes the site", async () => {
    const files = [file("index.html", "page"), file("a.js", "script"), file("b.css", "style")];
    const broken = sha256Hex("script");
    const sites = createSiteStore(failing(blobs, { put: (key) => key === `site/files/${broken}` }));
    await expect(sites.putSiteFiles(files)).rejects.toThrow(/storage refused/);
    expect(await keysUnder(blobs, "site/index/")).toEqual([]);

    const siteKey = await createSiteStore(blobs).putSiteFiles(files);
    expect(await keysUnder(blobs, "site/index/")).toEqual([siteKey]);
  });

  it("keeps the publisher's picture variants by key", async () => {
    const { variants } = createSiteStore(blobs);
    expect(await variants.get("hero-abc/640.avif")).toBeNull();
    await variants.put("hero-abc/640.avif", Buffer.from("avif bytes"));
    expect(await variants.get("hero-abc/640.avif")).toEqual(Buffer.from("avif bytes"));
    await expect(variants.put("../escape", Buffer.from("x"))).rejects.toThrow();
  });

  it("stores content pictures by their hash, once", async () => {
    const pictures = createContentPictures(blobs);
    const bytes = Buffer.from("jpeg bytes of the couple");
    const hash = await pictures.putPicture(bytes);
    expect(hash).toBe(sha256Hex(bytes));
    expect(await pictures.readPicture(hash)).toEqual(bytes);
    expect(await pictures.readPicture("f".repeat(64))).toBeNull();
    await expect(pictures.readPicture("../../wedding.db")).rejects.toThrow(/Not a SHA-256/);
    // Already there: storing it again writes nothing (a store that refuses every write still takes it).
    expect(await createContentPictures(failing(blobs, { put: () => true })).putPicture(bytes)).toBe(hash);
  });

  describe("materialised on local disk", () => {
    const files = [
      file("index.html", "<p>page</p>"),
      file("en/index.html", "<p>page</p>"),
      file("hero.avif", "avif", "image/avif"),
    ];
    const localDirOf = () => path.join(dir, "data", "site-cache");

    it("copies every file into a private folder, one file per hash, and says where each path is", async () => {
      const sites = createSiteStore(blobs);
      const siteKey = await sites.putSiteFiles(files);
      const local = await sites.materialiseSite(siteKey, localDirOf());
      expect([...local.keys()].sort()).toEqual(["en/index.html", "hero.avif", "index.html"]);
      const hero = local.get("hero.avif");
      expect(hero).toEqual({
        file: path.join(localDirOf(), sha256Hex("avif")),
        contentType: "image/avif",
        size: 4,
        hash: sha256Hex("avif"),
      });
      expect(local.get("index.html")?.file).toBe(local.get("en/index.html")?.file);
      expect(await readFile(local.get("index.html")?.file ?? "", "utf8")).toBe("<p>page</p>");
      expect((await readdir(localDirOf())).sort()).toEqual([sha256Hex("<p>page</p>"), sha256Hex("avif")].sort());
      expect((await stat(localDirOf())).mode & 0o777).toBe(0o700);
      expect((await stat(hero?.file ?? "")).mode & 0o777).toBe(0o600);
    });

    it("keeps what is already there: materialising again needs no file from storage", async () => {
      const sites = createSiteStore(blobs);
      const siteKey = await sites.putSiteFiles(files);
      const first = await sites.materialiseSite(siteKey, localDirOf());
      const unreadable = createSiteStore(failing(blobs, { get: (key) => key.startsWith("site/files/") }));
      expect(await unreadable.materialiseSite(siteKey, localDirOf())).toEqual(first);
    });

    it("leaves no file, whole or part, when a file's bytes break off part way", async () => {
      const sites = createSiteStore(blobs);
      const siteKey = await sites.putSiteFiles(files);
      const heroKey = `site/files/${sha256Hex("avif")}`;
      const breaking: BlobStore = {
        ...failing(blobs, {}),
        async get(key) {
          if (key !== heroKey) return blobs.get(key);
          return Readable.from(
            (async function* () {
              yield Buffer.from("av");
              throw new Error("connection reset");
            })(),
          );
        },
      };
      await expect(createSiteStore(breaking).materialiseSite(siteKey, localDirOf())).rejects.toThrow(
        /connection reset/,
      );
      expect(await readdir(localDirOf())).not.toContain(sha256Hex("avif"));
      expect((await readdir(localDirOf())).filter(isPartialFile)).toEqual([]);

      await sites.materialiseSite(siteKey, localDirOf());
      expect(await readFile(path.join(localDirOf(), sha256Hex("avif")), "utf8")).toBe("avif");
    });

    it("refuses bytes that do not match their hash, and writes nothing for them", async () => {
      const sites = createSiteStore(blobs);
      const siteKey = await sites.putSiteFiles(files);
      await blobs.put(`site/files/${sha256Hex("avif")}`, Readable.from([Buffer.from("tampered")]));
      await expect(sites.materialiseSite(siteKey, localDirOf())).rejects.toThrow(/does not match its hash/);
      expect(await readdir(localDirOf())).not.toContain(sha256Hex("avif"));
    });

    it("refuses a site whose index is not there", async () => {
      const sites = createSiteStore(blobs);
      await expect(sites.materialiseSite(`site/index/${"0".repeat(64)}.json`, localDirOf())).rejects.toThrow(
        /No site index/,
      );
    });
  });
});
