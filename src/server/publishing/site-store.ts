import { createHash } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { z } from "zod";
import { isPartialFile, mkdirPrivate, writePrivateFileAtomically } from "../private-files.ts";
import { type BlobStore, requireValidBlobKey } from "../storage/blob-store.ts";

/**
 * A published site in the blob store, content-addressed
 * (docs/decisions/050-content-is-published-by-the-server.md):
 *
 * - `site/files/<sha256>`: each file's bytes, stored once whatever its path
 *   and however many sites hold it;
 * - `site/index/<sha256 of the index>.json`: one site, `[{path, hash,
 *   contentType, size}]`, immutable, written after every file it names, so no
 *   index ever names a missing file; its key is the site's key;
 * - `site/variants/<key>`: the publisher's picture encodes, kept between publications.
 *
 * An instance serves a site from local disk: `materialiseSite` copies its
 * files into a private folder, one file per hash.
 */

const FILES_PREFIX = "site/files/";
const INDEX_PREFIX = "site/index/";
const VARIANTS_PREFIX = "site/variants/";

/** How many files are written or read at once. */
const PARALLEL_FILES = 8;
/** A temp file this old in the local folder was left by a crash: nothing still writes it. */
const ABANDONED_TEMP_MS = 10 * 60 * 1000;

const SHA256_HEX = /^[0-9a-f]{64}$/;

export interface SiteFile {
  /** The path the site serves it at, as the publisher names it. */
  path: string;
  body: Buffer;
  contentType: string;
}

const SiteIndexEntrySchema = z.object({
  path: z.string().min(1),
  hash: z.string().regex(SHA256_HEX),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
});
const SiteIndexSchema = z.array(SiteIndexEntrySchema);
export type SiteIndexEntry = z.infer<typeof SiteIndexEntrySchema>;

/** One file of a site on local disk. */
export interface MaterialisedFile {
  /** Its absolute path. */
  file: string;
  contentType: string;
  size: number;
  hash: string;
}

/** Encoded picture variants kept between publications, so an unchanged picture is not encoded again. */
export interface VariantCache {
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer): Promise<void>;
}

export class SiteStoreError extends Error {
  override name = "SiteStoreError";
}

export function sha256Hex(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Stores `bytes` under `key` unless an object is there already (keys named by their bytes' hash never change). */
export async function putOnce(
  blobs: BlobStore,
  key: string,
  bytes: Buffer,
  contentType = "application/octet-stream",
): Promise<void> {
  if (await blobs.exists(key)) return;
  await blobs.put(key, Readable.from([bytes]), { contentType });
}

/** The object's bytes, or null when there is no such key. */
export async function readBlob(blobs: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await blobs.get(key);
  return stream ? buffer(stream) : null;
}

export function requireSha256(hash: string): string {
  if (!SHA256_HEX.test(hash)) throw new SiteStoreError(`Not a SHA-256: ${JSON.stringify(hash.slice(0, 80))}`);
  return hash;
}

export function createSiteStore(blobs: BlobStore) {
  const readSiteFile = async (hash: string) => readBlob(blobs, FILES_PREFIX + requireSha256(hash));

  async function readSiteIndex(siteKey: string): Promise<SiteIndexEntry[] | null> {
    const hash = indexHashOf(siteKey);
    const bytes = await readBlob(blobs, siteKey);
    if (!bytes) return null;
    if (sha256Hex(bytes) !== hash) throw new SiteStoreError(`Site index ${siteKey} does not match its hash`);
    return SiteIndexSchema.parse(JSON.parse(bytes.toString("utf8")));
  }

  return {
    /**
     * Stores a site: each file's bytes once (skipping those already there),
     * then its index, last. Returns the site's key (the index's). A failure
     * part way leaves no index: only files, which the next publication reuses.
     */
    async putSiteFiles(files: readonly SiteFile[]): Promise<string> {
      const paths = new Set<string>();
      for (const file of files) {
        if (file.path.length === 0) throw new SiteStoreError("A site file needs a path");
        if (paths.has(file.path)) throw new SiteStoreError(`Two site files at ${JSON.stringify(file.path)}`);
        paths.add(file.path);
      }
      const entries: SiteIndexEntry[] = files
        .map((file) => ({
          path: file.path,
          hash: sha256Hex(file.body),
          contentType: file.contentType,
          size: file.body.length,
        }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const byHash = new Map(files.map((file) => [sha256Hex(file.body), file]));
      await forEachLimited([...byHash], PARALLEL_FILES, ([hash, file]) =>
        putOnce(blobs, FILES_PREFIX + hash, file.body, file.contentType),
      );
      const index = Buffer.from(JSON.stringify(entries));
      const siteKey = `${INDEX_PREFIX}${sha256Hex(index)}.json`;
      await putOnce(blobs, siteKey, index, "application/json");
      return siteKey;
    },

    /** The site's files, sorted by path; null when there is no index under `siteKey`. */
    readSiteIndex,

    /** A site file's bytes by their hash; null when there are none. */
    readSiteFile,

    variants: {
      get: async (key) => readBlob(blobs, requireValidBlobKey(VARIANTS_PREFIX + key)),
      async put(key, body) {
        await blobs.put(requireValidBlobKey(VARIANTS_PREFIX + key), Readable.from([body]));
      },
    } satisfies VariantCache,

    /**
     * Copies every file of the site into `localDir` (private), one file per
     * hash, each written to a temp file and renamed into place once whole and
     * checked against its hash; files already there are kept. Returns where
     * each path's file is.
     */
    async materialiseSite(siteKey: string, localDir: string): Promise<Map<string, MaterialisedFile>> {
      const index = await readSiteIndex(siteKey);
      if (!index) throw new SiteStoreError(`No site index at ${siteKey}`);
      await mkdirPrivate(localDir);
      await removeAbandonedTemps(localDir);
      const hashes = new Map(index.map((entry) => [entry.hash, entry.size]));
      await forEachLimited([...hashes], PARALLEL_FILES, async ([hash, size]) => {
        const file = path.join(localDir, hash);
        if ((await sizeOf(file)) === size) return;
        const bytes = await readSiteFile(hash);
        if (!bytes) throw new SiteStoreError(`Site file ${hash} is missing from storage`);
        if (sha256Hex(bytes) !== hash) throw new SiteStoreError(`Site file ${hash} does not match its hash`);
        await writePrivateFileAtomically(file, bytes);
      });
      return new Map(
        index.map((entry) => [
          entry.path,
          { file: path.join(localDir, entry.hash), contentType: entry.contentType, size: entry.size, hash: entry.hash },
        ]),
      );
    },
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;

function indexHashOf(siteKey: string): string {
  requireValidBlobKey(siteKey);
  const hash =
    siteKey.startsWith(INDEX_PREFIX) && siteKey.endsWith(".json") ? siteKey.slice(INDEX_PREFIX.length, -5) : "";
  if (!SHA256_HEX.test(hash)) throw new SiteStoreError(`Not a site key: ${JSON.stringify(siteKey.slice(0, 80))}`);
  return hash;
}

async function sizeOf(file: string): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info.size : null;
}

async function removeAbandonedTemps(dir: string): Promise<void> {
  const cutoff = Date.now() - ABANDONED_TEMP_MS;
  for (const name of await readdir(dir)) {
    if (!isPartialFile(name)) continue;
    const temp = path.join(dir, name);
    const info = await stat(temp).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(temp, { force: true });
  }
}

/** Runs `work` on every item, at most `limit` at once; the first failure rejects once the running ones settle. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = items.values();
  let failed = false;
  const worker = async () => {
    // Workers share one iterator: each item is taken once.
    for (const item of queue) {
      if (failed) return;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = results.find((result) => result.status === "rejected");
  if (rejection) throw rejection.reason;
}
