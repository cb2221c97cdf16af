import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { json } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { DataStore, ERRORS, Upload } from "@tus/server";
import { UPLOAD_EXPIRY_MS } from "../../shared/uploads.ts";
import type { BlobStore } from "./blob-store.ts";

/** Where uploads in flight live in the blob store; no photo listing, reconcile or backup reads it. */
export const INCOMING_PREFIX = "incoming/";

/** What the info object holds (the offset is never stored: it is what the pieces cover). */
interface UploadInfo {
  id: string;
  size: number;
  metadata: Record<string, string>;
  creationDate: string;
}

interface Piece {
  key: string;
  start: number;
  end: number;
}

export interface BlobUploadStoreOptions {
  tempDir: string;
  /** An upload nothing was written to for this long is removed. */
  expiryMs?: number;
  /** The clock that expiry is judged by: Date.now, or a test's own. */
  now?: () => number;
}

/**
 * A tus data store over our BlobStore (decision 17, ADR 024), so uploads in
 * flight sit beside the photos (DATA_DIR/uploads on disk, the bucket with
 * S3) and any instance can resume any upload. Each PATCH's bytes become one
 * immutable piece object, `incoming/<id>/<offset>-<random>`, written whole
 * or not at all; when a connection breaks mid-PATCH, the bytes that did
 * arrive are still kept as a piece, so the client resumes after them. The
 * upload's offset is how far the pieces cover the file from byte 0, so it
 * needs no shared counter: pieces that overlap (a PATCH retried on another
 * instance) hold the same bytes of the same file, and the furthest-reaching
 * one is read. It needs only put, get, list and delete: any S3-compatible
 * server has them (multipart listing, which @tus/s3-store needs, is not
 * everywhere).
 */
export class BlobUploadStore extends DataStore {
  readonly #blobs: BlobStore;
  readonly #tempDir: string;
  readonly #expiryMs: number;
  readonly #now: () => number;

  constructor(blobs: BlobStore, { tempDir, expiryMs = UPLOAD_EXPIRY_MS, now = Date.now }: BlobUploadStoreOptions) {
    super();
    this.#blobs = blobs;
    this.#tempDir = tempDir;
    this.#expiryMs = expiryMs;
    this.#now = now;
    this.extensions = ["creation", "creation-with-upload", "termination", "expiration"];
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: UploadInfo = {
      id: upload.id,
      size: upload.size ?? 0,
      metadata: Object.fromEntries(
        Object.entries(upload.metadata ?? {}).filter((entry): entry is [string, string] => entry[1] !== null),
      ),
      creationDate: upload.creation_date ?? new Date().toISOString(),
    };
    upload.creation_date = info.creationDate;
    await this.#blobs.put(infoKey(upload.id), Readable.from([Buffer.from(JSON.stringify(info))]), {
      contentType: "application/json",
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.#info(id);
    if (!info) throw ERRORS.FILE_NOT_FOUND;
    const { offset } = coverage(await this.#pieces(id));
    return new Upload({
      id,
      size: info.size,
      offset: Math.min(offset, info.size),
      metadata: info.metadata,
      creation_date: info.creationDate,
    });
  }

  /**
   * Streams the PATCH body to a temp file, then stores what arrived as one
   * piece, also when the body broke off (the client resumes after it).
   * Answers the new offset, as tus stores do.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const temp = path.join(this.#tempDir, `piece-${randomBytes(12).toString("hex")}`);
    try {
      await pipeline(stream, createWriteStream(temp, { flags: "wx", mode: 0o600 })).catch(() => {
        // The connection broke: the bytes already in the file are kept below.
      });
      const bytes = await stat(temp).then(
        (file) => file.size,
        () => 0,
      );
      if (bytes > 0) {
        await this.#blobs.put(pieceKey(id, offset), createReadStream(temp), {
          contentType: "application/octet-stream",
        });
      }
      return offset + bytes;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** The upload's bytes from 0 to its offset, piece after piece (an overlap read once). */
  async read(id: string): Promise<Readable> {
    const { pieces } = coverage(await this.#pieces(id));
    const blobs = this.#blobs;
    return Readable.from(
      (async function* () {
        let cursor = 0;
        for (const piece of pieces) {
          const body = await blobs.get(piece.key);
          if (!body) throw new Error("An upload's piece is gone");
          let skip = cursor - piece.start;
          for await (const chunk of body as AsyncIterable<Buffer>) {
            if (skip >= chunk.length) {
              skip -= chunk.length;
              continue;
            }
            yield skip > 0 ? chunk.subarray(skip) : chunk;
            skip = 0;
          }
          cursor = piece.end;
        }
      })(),
    );
  }

  override async remove(id: string): Promise<void> {
    await removeUpload(this.#blobs, id);
  }

  override async declareUploadLength(): Promise<void> {
    // Uploads here always declare their size at creation (the route refuses Upload-Defer-Length).
    throw ERRORS.INVALID_LENGTH;
  }

  override getExpiration(): number {
    return this.#expiryMs;
  }

  override async deleteExpired(): Promise<number> {
    return removeExpiredUploads(this.#blobs, this.#expiryMs, this.#now);
  }

  async #info(id: string): Promise<UploadInfo | null> {
    const body = await this.#blobs.get(infoKey(id)).catch(() => null);
    return body ? ((await json(body)) as UploadInfo) : null;
  }

  #pieces(id: string): Promise<Piece[]> {
    return piecesOf(this.#blobs, id);
  }
}

async function piecesOf(blobs: BlobStore, id: string): Promise<Piece[]> {
  const pieces: Piece[] = [];
  for await (const { key, size } of blobs.list(`${INCOMING_PREFIX}${id}/`)) {
    const start = Number(key.slice(key.lastIndexOf("/") + 1).split("-")[0]);
    if (Number.isSafeInteger(start) && size > 0) pieces.push({ key, start, end: start + size });
  }
  return pieces;
}

async function removeUpload(blobs: BlobStore, id: string): Promise<void> {
  const pieces = await piecesOf(blobs, id);
  await Promise.all(pieces.map((piece) => blobs.delete(piece.key)));
  await blobs.delete(infoKey(id));
}

/**
 * Removes every upload nothing was written to for `expiryMs` (a guest who
 * never came back), and pieces whose info is gone. Run by the storage
 * reconcile; safe on several instances at once. Answers how many it removed.
 */
export async function removeExpiredUploads(
  blobs: BlobStore,
  expiryMs = UPLOAD_EXPIRY_MS,
  now: () => number = Date.now,
): Promise<number> {
  const cutoff = now() - expiryMs;
  const newestWrite = new Map<string, number>();
  for await (const { key, lastModified } of blobs.list(INCOMING_PREFIX)) {
    const id = key
      .slice(INCOMING_PREFIX.length)
      .split("/")[0]
      ?.replace(/\.json$/, "");
    if (!id) continue;
    newestWrite.set(id, Math.max(newestWrite.get(id) ?? 0, lastModified.getTime()));
  }
  let removed = 0;
  for (const [id, newest] of newestWrite) {
    if (newest > cutoff) continue;
    await removeUpload(blobs, id);
    removed += 1;
  }
  return removed;
}

function infoKey(id: string): string {
  return `${INCOMING_PREFIX}${id}.json`;
}

/** Zero-padded, so pieces list in file order; random, so a retried PATCH never overwrites a piece being read. */
function pieceKey(id: string, offset: number): string {
  return `${INCOMING_PREFIX}${id}/${String(offset).padStart(12, "0")}-${randomBytes(6).toString("hex")}`;
}

/**
 * How far the pieces cover the file from byte 0, and which to read for it:
 * at each point, the piece that starts at or before it and reaches furthest.
 */
export function coverage(pieces: Piece[]): { offset: number; pieces: Piece[] } {
  const chosen: Piece[] = [];
  let cursor = 0;
  for (;;) {
    let best: Piece | undefined;
    for (const piece of pieces) {
      if (piece.start <= cursor && piece.end > cursor && (!best || piece.end > best.end)) best = piece;
    }
    if (!best) return { offset: cursor, pieces: chosen };
    chosen.push(best);
    cursor = best.end;
  }
}
