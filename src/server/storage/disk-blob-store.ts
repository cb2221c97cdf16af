import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type Dir } from "node:fs";
import { open, opendir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { mkdirPrivate, PRIVATE_FILE_MODE } from "../private-files.ts";
import { type BlobListing, type BlobStore, InvalidBlobKeyError, requireValidBlobKey } from "./blob-store.ts";

/** Temp files live beside the objects (same file system, so rename is atomic) in a folder keys cannot name. */
const TEMP_DIR = ".tmp";

/**
 * Objects as files under `root`. A write goes to a temp file, is flushed to
 * disk, then renamed into place, so a crash never leaves a half file under a
 * real key. `sweepTemp` removes what a crash left in the temp folder.
 */
export class DiskBlobStore implements BlobStore {
  readonly #root: string;
  readonly #tempDir: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.#tempDir = path.join(this.#root, TEMP_DIR);
  }

  /** Creates the folders and deletes temp files left by an earlier crash. Call once at start. */
  async init(): Promise<{ sweptTempFiles: number }> {
    await mkdirPrivate(this.#tempDir);
    const leftovers = await readdir(this.#tempDir);
    await Promise.all(leftovers.map((name) => rm(path.join(this.#tempDir, name), { force: true, recursive: true })));
    return { sweptTempFiles: leftovers.length };
  }

  async put(key: string, body: Readable | AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    const target = this.#pathFor(key);
    const temp = path.join(this.#tempDir, `${randomUUID()}.part`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        body instanceof Readable ? body : Readable.from(body),
        counter,
        // Guests' originals keep their GPS location: for the site's user only (the rename keeps the mode).
        createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE_MODE }),
      );
      await fsyncPath(temp);
      await mkdirPrivate(path.dirname(target));
      await rename(temp, target);
      await fsyncPath(path.dirname(target));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.#pathFor(key);
    if (!(await isFile(file))) return null;
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathFor(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return isFile(this.#pathFor(key));
  }

  async checkWritable(): Promise<void> {
    const probe = path.join(this.#tempDir, `probe-${randomUUID()}`);
    const handle = await open(probe, "wx", PRIVATE_FILE_MODE);
    await handle.close();
    await rm(probe, { force: true });
  }

  /** Walks the folders one entry at a time (opendir), entering only those the prefix can be under. */
  async *list(prefix: string): AsyncIterable<BlobListing> {
    yield* this.#walk(this.#root, "", prefix);
  }

  async *#walk(dir: string, keyPrefix: string, prefix: string): AsyncIterable<BlobListing> {
    let entries: Dir;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    // for await closes the folder when the loop ends, a consumer's break and errors included.
    for await (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder === `${TEMP_DIR}/`) continue;
        if (folder.startsWith(prefix) || prefix.startsWith(folder))
          yield* this.#walk(path.join(dir, entry.name), folder, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        // Gone between the listing and the stat (deleted meanwhile): not listed.
        const file = await stat(path.join(dir, entry.name)).catch(() => null);
        if (file) yield { key, size: file.size, lastModified: file.mtime };
      }
    }
  }

  #pathFor(key: string): string {
    const file = path.resolve(this.#root, requireValidBlobKey(key));
    // The key rules already forbid escaping; this is the belt to those braces.
    if (!file.startsWith(this.#root + path.sep)) throw new InvalidBlobKeyError("Blob key escapes the storage folder");
    return file;
  }
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
