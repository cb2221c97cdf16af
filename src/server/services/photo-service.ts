import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import { INVITATION_CODE_PATTERN } from "../../shared/households.ts";
import { ALREADY_SENT_MESSAGE, PHOTO_ERROR_CODES, PHOTO_MESSAGES, tooLargeMessage } from "../../shared/photo.ts";
import { type Database, isUniqueViolation } from "../db/database.ts";
import { databaseFailureReason } from "../db/failure-reason.ts";
import { keptUnlinkedIfErased, type PhotoRepository, type WeddingPhoto } from "../db/photo-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { errorCode } from "../error-code.ts";
import { DomainError, type ErrorLogEntry } from "../errors.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { ImageQueue } from "./image-queue.ts";
import { type DetectedPhotoType, detectPhotoType, makePhotoCopies, sharedImageQueue } from "./images.ts";
import { UnreadableImageError } from "./photo-copies.ts";

export { UnreadableImageError };

/** Over the couple's maxFileBytes, declared or counted: the rest of the body is not read, so the connection closes. */
export class PhotoTooLargeError extends DomainError {
  override name = "PhotoTooLargeError";
  readonly status = 413;
  readonly code = PHOTO_ERROR_CODES.tooLarge;
  override readonly headers = { Connection: "close" };

  constructor(maxFileBytes: number) {
    super(tooLargeMessage(maxFileBytes));
  }
}

/** The bytes are not one of PHOTO_FORMATS, whatever the name or declared type said. */
export class UnsupportedPhotoTypeError extends DomainError {
  override name = "UnsupportedPhotoTypeError";
  readonly status = 415;
  readonly code = PHOTO_ERROR_CODES.unsupportedType;

  constructor() {
    super(PHOTO_MESSAGES.unsupportedType);
  }
}

/** The site has a photo with these very bytes already (by their SHA-256): nothing is stored twice (the page says "Already sent"). */
export class PhotoAlreadySentError extends DomainError {
  override name = "PhotoAlreadySentError";
  readonly status = 409;
  readonly code = PHOTO_ERROR_CODES.alreadySent;

  /** `headers`: a protocol's own on the answer (a tus creation refused before tus answers carries Tus-Resumable). */
  constructor(
    override readonly headers: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(ALREADY_SENT_MESSAGE, options);
  }
}

/** The client stopped sending before the body ended. */
export class IncompleteUploadError extends DomainError {
  override name = "IncompleteUploadError";
  readonly status = 400;
  readonly code = "upload_incomplete";
  override readonly headers = { Connection: "close" };

  constructor(options?: ErrorOptions) {
    super("The upload was interrupted. Please try again.", options);
  }
}

/**
 * A failure on our side whose `reason` is short and safe to show the guest (no paths, no SQL, no data):
 * the panel shows "Upload failed: <reason>" / "Database error: <reason>" (docs/product.md section 8), so
 * the message is the reason alone. Logs get codes only: messages can carry paths or SQL.
 */
abstract class PhotoSaveError extends DomainError {
  readonly status = 500;

  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

export class PhotoStorageError extends PhotoSaveError {
  override name = "PhotoStorageError";
  readonly code = PHOTO_ERROR_CODES.storageFailed;

  override logEntry(): ErrorLogEntry {
    return { fields: { reason: this.reason, errCode: errorCode(this.cause) }, message: "photo not stored" };
  }
}

export class PhotoDatabaseError extends PhotoSaveError {
  override name = "PhotoDatabaseError";
  readonly code = PHOTO_ERROR_CODES.databaseFailed;

  override logEntry(): ErrorLogEntry {
    return { fields: { reason: this.reason, dbCode: errorCode(this.cause) }, message: "photo record not saved" };
  }
}

/** Thrown by `alsoRecord` (ReceivedPhoto) to keep nothing: the record is rolled back, the files removed, no failure logged. */
export class RecordVetoedError extends Error {
  override name = "RecordVetoedError";
}

export interface PhotoUpload {
  /** The raw file bytes, read once. */
  body: Readable;
  /** Content-Length, when the client sent one. */
  declaredBytes: number | null;
  /** The guest's file name, already cleaned (see cleanFileName); stored as text only. */
  fileName: string;
  /** Called with the byte count once the whole body is in; throw to refuse the upload (a volume limit). */
  onReceived?: (bytes: number) => void | Promise<void>;
  /**
   * INVITATION_CODE_HEADER as sent: a household's code links the photo to it;
   * a malformed or unknown one links nothing and is never reported, so an
   * upload cannot tell whether a code exists.
   */
  invitationCode?: string | null;
}

export interface StoredPhoto {
  id: string;
  status: "pending" | "approved";
  /** The secret the sending browser keeps to delete the photo (PHOTO_TOKEN_HEADER); only its SHA-256 is stored. */
  deleteToken: string;
}

export interface PhotoServiceDeps {
  /** Where the record's transaction is opened (the upload's finish is recorded in it too). */
  database: Database;
  photos: PhotoRepository;
  blobs: BlobStore;
  /** A private folder for uploads in flight; emptied at start (prepareUploadTempDir). */
  tempDir: string;
  /** The couple's limit (content.guestPhotos.maxFileBytes), the one the page tells guests: the published content's, read at each upload. */
  maxFileBytes: () => number;
  /** Where decodes wait for memory; one per process (the default) unless a test needs its own. */
  imageQueue?: ImageQueue;
  /** content.guestPhotos.autoApprove: photos arriving inside it are approved at once (the published content's, read at each arrival). */
  autoApprove?: () => { from: string; until: string } | undefined;
  now?: () => Date;
}

/**
 * Receives one guest photo: streams it to a temp file while counting bytes,
 * checks its type by content, makes the published copy and the thumbnail,
 * stores all three and then the record. Nothing is kept unless everything
 * is (docs/product.md section 4: a failed insert removes the stored files), and the temp
 * file is removed on every path.
 */
export function createPhotoService({
  database,
  photos,
  blobs,
  tempDir,
  maxFileBytes,
  imageQueue = sharedImageQueue,
  autoApprove,
  now = () => new Date(),
}: PhotoServiceDeps) {
  /** Inside content.guestPhotos.autoApprove the photo is approved on arrival; otherwise it waits for review. */
  const arrivalStatus = (): "pending" | "approved" => {
    const window = autoApprove?.();
    if (!window) return "pending";
    const at = now().getTime();
    return at >= Date.parse(window.from) && at < Date.parse(window.until) ? "approved" : "pending";
  };

  /**
   * Checks the received file by content, makes the published copy and the
   * thumbnail, stores all three and then the record; on any failure removes
   * what it stored. Bytes the site has already (`contentHash`) are refused
   * with PhotoAlreadySentError before any work, and again by the record's
   * unique index when two copies finish together. The caller owns (and
   * removes) `tempFile`.
   */
  async function storeReceived({
    tempFile,
    size,
    contentHash,
    fileName,
    invitationCode,
    deleteTokenHash,
    uploaderName,
    capturedAt,
    alsoRecord,
  }: ReceivedPhoto): Promise<{ id: string; status: "pending" | "approved" }> {
    if (contentHash && (await alreadyStored(contentHash))) throw new PhotoAlreadySentError();
    const type = await detectPhotoType(tempFile);
    if (!type) throw new UnsupportedPhotoTypeError();
    const copies = await makePhotoCopies(tempFile, type, imageQueue);
    const keys = keysFor(type);

    const stored: string[] = [];
    try {
      await storeBlob(blobs, keys.original, createReadStream(tempFile), type.mime, stored);
      await storeBlob(blobs, keys.published, Readable.from([copies.published]), "image/jpeg", stored);
      await storeBlob(blobs, keys.thumbnail, Readable.from([copies.thumbnail]), "image/webp", stored);
    } catch (error) {
      await removeBlobs(blobs, stored);
      throw new PhotoStorageError(storageFailureReason(error), { cause: error });
    }

    const summary = (photo: WeddingPhoto) => ({
      id: photo.id,
      status: photo.status === "approved" ? ("approved" as const) : ("pending" as const),
    });
    try {
      const received = {
        fileName,
        filePath: keys.original,
        fileSize: size,
        mimeType: type.mime,
        publishedPath: keys.published,
        thumbnailPath: keys.thumbnail,
        width: copies.width,
        height: copies.height,
        householdCode: invitationCode && INVITATION_CODE_PATTERN.test(invitationCode) ? invitationCode : null,
        deleteTokenHash,
        uploaderName: uploaderName ?? null,
        capturedAt: capturedAt ?? null,
        status: arrivalStatus(),
        contentHash: contentHash ?? null,
      };
      // `alsoRecord` runs in the record's transaction: when it throws, no record is kept.
      const photo = await keptUnlinkedIfErased(received, (linked) =>
        database.db.transaction().execute(async (trx) => {
          const created = await photos.insert(trx, linked, new Date());
          await alsoRecord?.(trx, summary(created));
          return created;
        }),
      );
      return summary(photo);
    } catch (error) {
      await removeBlobs(blobs, stored);
      if (error instanceof RecordVetoedError) throw error;
      // The same bytes finished at the same moment on another request: that one is the stored copy.
      if (contentHash && isUniqueViolation(error) && (await alreadyStored(contentHash).catch(() => false))) {
        throw new PhotoAlreadySentError({}, { cause: error });
      }
      throw new PhotoDatabaseError(databaseFailureReason(error), { cause: error });
    }
  }

  async function alreadyStored(contentHash: string): Promise<boolean> {
    try {
      return await photos.hasContentHash(contentHash);
    } catch (error) {
      throw new PhotoDatabaseError(databaseFailureReason(error), { cause: error });
    }
  }

  return {
    storeReceived,

    /** Whether the site has a photo with these very bytes (SHA-256 hex): a creation that names them sends nothing. */
    alreadyStored,

    /** A file streamed whole in one request (POST /api/photos). */
    async upload({ body, declaredBytes, fileName, onReceived, invitationCode }: PhotoUpload): Promise<StoredPhoto> {
      const limit = maxFileBytes();
      if (declaredBytes !== null && declaredBytes > limit) {
        body.destroy();
        throw new PhotoTooLargeError(limit);
      }
      const temp = newTempPath(tempDir);
      try {
        const { size, contentHash } = await receive(body, temp, limit);
        await onReceived?.(size);
        const deleteToken = newDeleteToken();
        const photo = await storeReceived({
          tempFile: temp,
          size,
          contentHash,
          fileName,
          invitationCode: invitationCode ?? null,
          deleteTokenHash: deleteTokenHash(deleteToken),
        });
        return { ...photo, deleteToken };
      } finally {
        await rm(temp, { force: true });
      }
    },

    /**
     * A finished resumable upload: copies `body` (the upload's bytes, read
     * back from where they arrived) to a temp file, counting against the
     * limit again, then stores it as above. The temp file goes on every path.
     */
    async storeStream(body: Readable, photo: Omit<ReceivedPhoto, "tempFile" | "size" | "contentHash">) {
      const temp = newTempPath(tempDir);
      try {
        const received = await receive(body, temp, maxFileBytes());
        return await storeReceived({ ...photo, ...received, tempFile: temp });
      } finally {
        await rm(temp, { force: true });
      }
    },
  };
}

/** A file that has arrived whole in the temp folder, with what the guest said about it. */
export interface ReceivedPhoto {
  tempFile: string;
  size: number;
  /** SHA-256 hex of the bytes as they arrived (receive); the same bytes are stored once. */
  contentHash?: string | null;
  fileName: string;
  invitationCode: string | null;
  deleteTokenHash: string;
  uploaderName?: string | null;
  capturedAt?: Date | null;
  /**
   * Runs in the transaction that inserts the record (a resumable upload marks
   * itself finished there): the record and its writes land together, or
   * neither does. Throw RecordVetoedError to keep nothing.
   */
  alsoRecord?: (db: Kysely<DatabaseSchema>, photo: { id: string; status: "pending" | "approved" }) => Promise<void>;
}

function newTempPath(tempDir: string): string {
  return path.join(tempDir, `${randomBytes(16).toString("hex")}.upload`);
}

export type PhotoService = ReturnType<typeof createPhotoService>;

/** 32 random bytes, base64url: what the sending browser keeps to delete its photo. */
function newDeleteToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the record keeps of a delete token: its SHA-256, hex. */
export function deleteTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Compared against when there is no stored hash, so a missing one costs the same as a wrong token. */
const NO_HASH = Buffer.alloc(32);

/**
 * Whether `token` is the one `storedHash` was made from (deleteTokenHash),
 * compared in constant time; false when either is missing or malformed.
 */
export function matchesDeleteTokenHash(token: string | undefined, storedHash: string | null | undefined): boolean {
  const expected = storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? Buffer.from(storedHash, "hex") : NO_HASH;
  const given = Buffer.from(deleteTokenHash(token ?? ""), "hex");
  return timingSafeEqual(given, expected) && expected !== NO_HASH && Boolean(token);
}

/** Creates the temp folder and removes whatever a crash left in it. Call once at start. */
export async function prepareUploadTempDir(tempDir: string): Promise<{ sweptTempFiles: number }> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const leftovers = await readdir(tempDir);
  await Promise.all(leftovers.map((name) => rm(path.join(tempDir, name), { force: true, recursive: true })));
  return { sweptTempFiles: leftovers.length };
}

/**
 * The name as typed on the guest's device, made safe to store and show:
 * URI-decoded, control characters removed, trimmed, at most 255 characters.
 * It is only ever text in the record, never part of a path.
 */
export function cleanFileName(header: string | undefined): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not valid percent-encoding: keep the raw header text, cleaned below.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  name = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  name = Array.from(name).slice(0, 255).join("");
  return name === "" ? "photo" : name;
}

/**
 * Counts bytes on the way to the temp file and fails at the first chunk that
 * would pass the limit, before it is written: no file over the limit exists,
 * even for a moment. Hashes them on the way too (SHA-256, hex). Errors from
 * the temp file are storage failures; any other error means the client's
 * body broke off.
 */
async function receive(body: Readable, temp: string, maxBytes: number): Promise<{ size: number; contentHash: string }> {
  let size = 0;
  const hash = createHash("sha256");
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new PhotoTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const file = createWriteStream(temp, { flags: "wx", mode: 0o600 });
  let fileError: unknown;
  file.once("error", (error) => {
    fileError = error;
  });
  try {
    await pipeline(body, counter, file);
  } catch (error) {
    if (error instanceof PhotoTooLargeError) throw error;
    if (fileError) throw new PhotoStorageError(storageFailureReason(fileError), { cause: fileError });
    throw new IncompleteUploadError({ cause: error });
  }
  return { size, contentHash: hash.digest("hex") };
}

/** One id for the three objects; the extension comes from the detected type, never the guest's name. */
function keysFor(type: DetectedPhotoType) {
  const id = `${Date.now()}-${randomBytes(8).toString("hex")}`;
  return {
    original: `uploads/${id}.${type.extension}`,
    published: `published/${id}.jpg`,
    thumbnail: `thumbs/${id}.webp`,
  };
}

async function storeBlob(
  blobs: BlobStore,
  key: string,
  body: Readable,
  contentType: string,
  stored: string[],
): Promise<void> {
  // Recorded before the write: a store that fails half-way may still have left something to remove.
  stored.push(key);
  try {
    await blobs.put(key, body, { contentType });
  } finally {
    body.destroy();
    // A file stream destroyed while still opening reports its open later: wait for it to close, so
    // removing the temp file cannot make that open fail as an error nobody listens for.
    await finished(body).catch(() => {});
  }
}

async function removeBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => blobs.delete(key)));
}

function storageFailureReason(error: unknown): string {
  const code = errorCode(error) ?? "";
  if (code === "ENOSPC" || code === "EDQUOT") return "the photo storage is full";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return "the photo storage is not writable";
  return "the photo could not be stored";
}
