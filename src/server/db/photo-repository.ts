import { randomUUID } from "node:crypto";
import { PHOTO_STATUSES, type PhotoStatus } from "../../shared/photo.ts";
import { type Database, type Executor, isForeignKeyViolation } from "./database.ts";
import type { WeddingPhotoRow } from "./schema.ts";
import { countsByStatus } from "./status-counts.ts";

/** A guest who gave no name: the record carries these fixed labels (docs/product.md section 3). */
export const ANONYMOUS_UPLOADER_NAME = "Anonymous Guest";
export const ANONYMOUS_UPLOADER_EMAIL = "anonymous@guests.invalid";

/** The name the guest typed; null for the anonymous label every nameless photo carries. */
export function typedUploaderName(uploadedByName: string): string | null {
  const name = uploadedByName.trim();
  return name === "" || name === ANONYMOUS_UPLOADER_NAME ? null : name;
}

export interface WeddingPhoto {
  id: string;
  fileName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
  uploadedByName: string;
  uploadedByEmail: string;
  status: PhotoStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  publishedPath: string | null;
  thumbnailPath: string | null;
  width: number | null;
  height: number | null;
  /** A file the record names was gone from storage at the last storage reconcile. */
  filesMissing: boolean;
  /** The household whose personal link sent it; null for the open page's uploads. */
  householdId: string | null;
  /** When it was taken, as the file or the phone said; null when unknown. */
  capturedAt: Date | null;
}

/** A photo with the name of the household whose personal link sent it (null for the open page's). */
export interface SentPhoto extends WeddingPhoto {
  householdName: string | null;
}

/** A photo guests may see: approved, with its display copies. */
export interface ShownPhoto {
  id: string;
  width: number;
  height: number;
}

/** A record's blob keys, for the storage reconcile. */
export interface PhotoFiles {
  id: string;
  keys: string[];
  filesMissing: boolean;
}

export interface NewWeddingPhoto {
  fileName: string;
  /** The private original's blob key. */
  filePath: string;
  fileSize: number;
  mimeType: string;
  /** Blob keys of the metadata-free copies (docs/product.md, decision 8). */
  publishedPath?: string | null;
  thumbnailPath?: string | null;
  width?: number | null;
  height?: number | null;
  /** The personal link's code it was sent from: links the household that has it; any other code links none. */
  householdCode?: string | null;
  /** SHA-256 hex of the sender's delete token. */
  deleteTokenHash?: string | null;
  /** The optional name the guest typed; ANONYMOUS_UPLOADER_NAME when absent. */
  uploaderName?: string | null;
  capturedAt?: Date | null;
  /** "approved" inside content.guestPhotos.autoApprove (reviewed at `now`); "pending" otherwise. */
  status?: "pending" | "approved";
  /** SHA-256 hex of the original's bytes: unique, so a second insert of the same bytes fails (isUniqueViolation). */
  contentHash?: string | null;
}

export function createPhotoRepository({ db }: Database) {
  /** Photos with the name of the household that sent them (toSentPhoto). */
  const selectSent = () =>
    db
      .selectFrom("wedding_photos")
      .leftJoin("households", "households.id", "wedding_photos.household_id")
      .selectAll("wedding_photos")
      .select("households.display_name as household_name");

  return {
    /**
     * Stores a new upload in `trx`, the transaction that records what goes
     * with it; it waits for the couple's review (docs/product.md, decision 9)
     * unless its status says otherwise. Linked to the household whose code it
     * carries, found in the insert itself: no window between finding the
     * household and naming it (keptUnlinkedIfErased for one erased meanwhile).
     */
    async insert(trx: Executor, photo: NewWeddingPhoto, now: Date): Promise<WeddingPhoto> {
      const row = await trx
        .insertInto("wedding_photos")
        .values({
          id: randomUUID(),
          file_name: photo.fileName,
          file_path: photo.filePath,
          file_size: photo.fileSize,
          mime_type: photo.mimeType,
          uploaded_by_name: photo.uploaderName || ANONYMOUS_UPLOADER_NAME,
          uploaded_by_email: ANONYMOUS_UPLOADER_EMAIL,
          status: photo.status ?? "pending",
          created_at: now,
          reviewed_at: photo.status === "approved" ? now : null,
          captured_at: photo.capturedAt ?? null,
          published_path: photo.publishedPath ?? null,
          thumbnail_path: photo.thumbnailPath ?? null,
          width: photo.width ?? null,
          height: photo.height ?? null,
          // Looked up in the insert itself: no window between finding the household and naming it.
          household_id: photo.householdCode
            ? trx.selectFrom("households").select("id").where("code", "=", photo.householdCode)
            : null,
          delete_token_hash: photo.deleteTokenHash ?? null,
          content_hash: photo.contentHash ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toWeddingPhoto(row);
    },

    /** A new upload on its own (insert), kept unlinked when its household was erased meanwhile. */
    create(photo: NewWeddingPhoto, now = new Date()): Promise<WeddingPhoto> {
      return keptUnlinkedIfErased(photo, (linked) => this.insert(db, linked, now));
    },

    /** Photos in any of the statuses given, with their households' names, newest upload first. */
    async listByStatus(...statuses: PhotoStatus[]): Promise<SentPhoto[]> {
      if (statuses.length === 0) return [];
      const rows = await selectSent()
        .where("wedding_photos.status", "in", statuses)
        .orderBy("wedding_photos.created_at", "desc")
        .orderBy("wedding_photos.id")
        .execute();
      return rows.map(toSentPhoto);
    },

    /** How many photos are in each status (every status listed, zeros included). */
    async countByStatus(): Promise<Record<PhotoStatus, number>> {
      const rows = await db
        .selectFrom("wedding_photos")
        .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute();
      return countsByStatus(PHOTO_STATUSES, rows);
    },

    /** Approved photos with both display copies, newest approval first: what guests may see. */
    async listShown(): Promise<ShownPhoto[]> {
      const rows = await db
        .selectFrom("wedding_photos")
        .select(["id", "width", "height"])
        .where("status", "=", "approved")
        .where("published_path", "is not", null)
        .where("thumbnail_path", "is not", null)
        .where("width", "is not", null)
        .where("height", "is not", null)
        .orderBy("reviewed_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ id: row.id, width: Number(row.width), height: Number(row.height) }));
    },

    /** The blob key of an approved photo's display copy, or null when the photo is not approved (or gone). */
    async findShownCopy(id: string, copy: "published" | "thumbnail"): Promise<string | null> {
      const column = copy === "published" ? "published_path" : "thumbnail_path";
      const row = await db
        .selectFrom("wedding_photos")
        .select(column)
        .where("id", "=", id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      return row?.[column] ?? null;
    },

    async findById(id: string): Promise<SentPhoto | null> {
      const row = await selectSent().where("wedding_photos.id", "=", id).executeTakeFirst();
      return row ? toSentPhoto(row) : null;
    },

    /** Returns whether the photo existed. */
    async setStatus(id: string, status: PhotoStatus, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("wedding_photos")
        .set({ status, reviewed_at: status === "pending" ? null : now })
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Approves those not approved yet (the approved keep their approval time); returns how many changed. */
    async approveMany(ids: string[], now = new Date()): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable("wedding_photos")
        .set({ status: "approved", reviewed_at: now })
        .where("id", "in", ids)
        .where("status", "!=", "approved")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The photos whose delete-token hashes are given (PHOTO_STATES_API), in any order. */
    async findByTokenHashes(hashes: string[]): Promise<Array<{ id: string; status: PhotoStatus; tokenHash: string }>> {
      if (hashes.length === 0) return [];
      const rows = await db
        .selectFrom("wedding_photos")
        .select(["id", "status", "delete_token_hash"])
        .where("delete_token_hash", "in", hashes)
        .execute();
      return rows.map((row) => ({ id: row.id, status: row.status, tokenHash: row.delete_token_hash ?? "" }));
    },

    /** Whether a photo with these very bytes (SHA-256 hex of the original) is stored. */
    async hasContentHash(contentHash: string): Promise<boolean> {
      const row = await db
        .selectFrom("wedding_photos")
        .select("id")
        .where("content_hash", "=", contentHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The SHA-256 hex of the photo's delete token; null when the photo is gone or has none (sent before tokens). */
    async findDeleteTokenHash(id: string): Promise<string | null> {
      const row = await db
        .selectFrom("wedding_photos")
        .select("delete_token_hash")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.delete_token_hash ?? null;
    },

    /** A household's photos (sent from its personal link), oldest first. */
    async listByHousehold(householdId: string): Promise<WeddingPhoto[]> {
      const rows = await db
        .selectFrom("wedding_photos")
        .selectAll()
        .where("household_id", "=", householdId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map(toWeddingPhoto);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("wedding_photos").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Which of `keys` some record names (as its original, published copy or thumbnail); each column is indexed. */
    async findNamedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom("wedding_photos")
        .select(["file_path", "published_path", "thumbnail_path"])
        .where((eb) =>
          eb.or([eb("file_path", "in", keys), eb("published_path", "in", keys), eb("thumbnail_path", "in", keys)]),
        )
        .execute();
      const named = new Set<string>();
      for (const row of rows) {
        for (const key of [row.file_path, row.published_path, row.thumbnail_path]) if (key) named.add(key);
      }
      return named;
    },

    /** One page of records created before `createdBefore`, by id after `afterId`: pages through any number of photos. */
    async listFilesPage(afterId: string | null, createdBefore: Date, limit: number): Promise<PhotoFiles[]> {
      let query = db
        .selectFrom("wedding_photos")
        .select(["id", "file_path", "published_path", "thumbnail_path", "files_missing"])
        .where("created_at", "<", createdBefore)
        .orderBy("id")
        .limit(limit);
      if (afterId !== null) query = query.where("id", ">", afterId);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        keys: [row.file_path, row.published_path, row.thumbnail_path].filter((key) => key !== null),
        filesMissing: Boolean(row.files_missing),
      }));
    },

    async setFilesMissing(ids: string[], filesMissing: boolean): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable("wedding_photos").set({ files_missing: filesMissing }).where("id", "in", ids).execute();
    },

    async countWithMissingFiles(): Promise<number> {
      const row = await db
        .selectFrom("wedding_photos")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("files_missing", "=", true)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;

function toSentPhoto(row: WeddingPhotoRow & { household_name: string | null }): SentPhoto {
  return { ...toWeddingPhoto(row), householdName: row.household_name };
}

function toWeddingPhoto(row: WeddingPhotoRow): WeddingPhoto {
  return {
    id: row.id,
    fileName: row.file_name,
    filePath: row.file_path,
    fileSize: Number(row.file_size),
    mimeType: row.mime_type,
    uploadedByName: row.uploaded_by_name,
    uploadedByEmail: row.uploaded_by_email,
    status: row.status,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
    publishedPath: row.published_path,
    thumbnailPath: row.thumbnail_path,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    filesMissing: Boolean(row.files_missing),
    householdId: row.household_id,
    capturedAt: row.captured_at === null ? null : new Date(row.captured_at),
  };
}

/**
 * Runs `store` with the photo as it came, and again without its household
 * when that household was erased while the insert waited for its row
 * (PostgreSQL: a foreign-key violation): the photo is kept unlinked.
 */
export async function keptUnlinkedIfErased<T>(
  photo: NewWeddingPhoto,
  store: (photo: NewWeddingPhoto) => Promise<T>,
): Promise<T> {
  try {
    return await store(photo);
  } catch (error) {
    if (!photo.householdCode || !isForeignKeyViolation(error)) throw error;
    return await store({ ...photo, householdCode: null });
  }
}
