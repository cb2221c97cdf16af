import { PHOTO_TOKEN_PATTERN } from "../../../shared/uploads.ts";
import { globalIndexedDb, openDatabase, PREVIEWS_STORE, STORE } from "./pending-uploads-db.ts";

/**
 * Every photo the guest chose, kept on the phone until the server has it
 * (decision 17; issue 31): in IndexedDB, its bytes (as chosen, then as
 * prepared), whether Upload was pressed for it yet, its token, the upload's
 * URL once the server made one, and the server's refusal if it refused. A reload, a closed tab or a phone
 * that killed the page finds them all on the next visit and carries on.
 * Also the small previews of the photos sent, for "Photos you sent from this
 * device". Every operation settles: where IndexedDB is missing or refused
 * (some private modes), nothing is remembered and uploads still run; a write
 * the phone has no room for says so ("full"), so the guest can be told.
 */

export interface PendingUpload {
  /** The photo's secret (newPhotoToken): the record's key, and what finds the photo later. */
  token: string;
  /** The photo: as the guest chose it until `prepared`, then as it is sent (resized, converted or stripped). */
  blob: Blob;
  /** Whether `blob` is ready to send; a photo kept before the phone prepared it is prepared on the next visit. */
  prepared: boolean;
  /**
   * Chosen, and Upload not pressed for it yet: a reload lists it "Ready to upload" again, and nothing is sent
   * until the guest says so. False once Upload is pressed (and for an older page's records).
   */
  awaitingUpload: boolean;
  /** The guest's choice when they pressed Upload: remove location and camera details while preparing it. */
  stripMetadata: boolean;
  /** The name sent as metadata and shown in the row. */
  fileName: string;
  capturedAt: string | null;
  uploaderName: string | null;
  /** A personal link's code: the photo belongs to that household. */
  invitationCode: string | null;
  /** The tus upload's URL, once the server created it; null until then (or after it was lost). */
  uploadUrl: string | null;
  /** When the guest pressed Upload (ms): resumed rows keep their order. */
  queuedAt: number;
  /** SHA-256 hex of the prepared bytes: the server is asked whether it has them; null before, or without WebCrypto. */
  contentHash: string | null;
  /** A small picture of it (photo-preview.ts), made once; null when the phone could not make one. */
  preview: Blob | null;
  /** The server's refusal, in the row's words: a reload shows it again, with Retry. Null while it is to be sent. */
  refusal: string | null;
}

/** What may change of a kept photo without writing its bytes again: Upload pressed, its URL, refusal or preview. */
export type PendingUploadPatch = Partial<
  Pick<PendingUpload, "awaitingUpload" | "stripMetadata" | "uploaderName" | "uploadUrl" | "refusal" | "preview">
>;

/** What became of a write: kept; refused for want of room (a storage quota); or not kept (no IndexedDB, another error). */
export type KeepResult = "kept" | "full" | "not-kept";

export interface PendingUploadStore {
  /** Every stored upload, oldest first. */
  list(): Promise<PendingUpload[]>;
  put(upload: PendingUpload): Promise<KeepResult>;
  /** Changes what a stored upload says, never its bytes (nothing when it is gone). */
  update(token: string, patch: PendingUploadPatch): Promise<void>;
  remove(token: string): Promise<void>;
  /** Keeps the preview of a photo sent, under the photo's id. */
  putPreview(photoId: string, preview: Blob): Promise<void>;
  /** The previews kept for these photos (those that have one). */
  previews(photoIds: readonly string[]): Promise<Map<string, Blob>>;
  removePreview(photoId: string): Promise<void>;
}

/** The store on this browser's IndexedDB (or `factory`); a store that remembers nothing when there is none. */
export function pendingUploadStore(factory: IDBFactory | undefined = globalIndexedDb()): PendingUploadStore {
  let opened: Promise<IDBDatabase | null> | null = null;
  const database = () => {
    opened ??= factory ? openDatabase(factory) : Promise.resolve(null);
    return opened;
  };
  /** One transaction on `storeName`; `use` makes its requests. Resolves how it ended, with the last request's result. */
  async function run<T>(
    storeName: string,
    mode: IDBTransactionMode,
    use: (store: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<{ result: KeepResult; value: T | undefined }> {
    const db = await database();
    if (!db) return { result: "not-kept", value: undefined };
    return new Promise((resolve) => {
      try {
        const transaction = db.transaction(storeName, mode);
        const request = use(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve({ result: "kept", value: request?.result });
        const failed = () =>
          resolve({ result: isQuotaError(transaction.error) ? "full" : "not-kept", value: undefined });
        transaction.onerror = failed;
        transaction.onabort = failed;
      } catch (error) {
        resolve({ result: isQuotaError(error) ? "full" : "not-kept", value: undefined });
      }
    });
  }
  return {
    async list() {
      const { value } = await run(STORE, "readonly", (store) => store.getAll());
      return sortPending((value ?? []).map(asPendingUpload).filter((upload) => upload !== null));
    },
    async put(upload) {
      return (await run(STORE, "readwrite", (store) => store.put(upload))).result;
    },
    async update(token, patch) {
      // Read and write in one transaction: no other write can come between.
      await run(STORE, "readwrite", (store) => {
        const read = store.get(token);
        read.onsuccess = () => {
          const upload = asPendingUpload(read.result);
          if (upload) store.put({ ...upload, ...patch });
        };
        return undefined;
      });
    },
    async remove(token) {
      await run(STORE, "readwrite", (store) => store.delete(token));
    },
    async putPreview(photoId, preview) {
      await run(PREVIEWS_STORE, "readwrite", (store) => store.put(preview, photoId));
    },
    async previews(photoIds) {
      const found = new Map<string, Blob>();
      if (photoIds.length === 0) return found;
      await run(PREVIEWS_STORE, "readonly", (store) => {
        for (const id of photoIds) {
          const read = store.get(id);
          read.onsuccess = () => {
            if (typeof Blob !== "undefined" && read.result instanceof Blob) found.set(id, read.result);
          };
        }
        return undefined;
      });
      return found;
    },
    async removePreview(photoId) {
      await run(PREVIEWS_STORE, "readwrite", (store) => store.delete(photoId));
    },
  };
}

/** The browser's "no room" (a storage quota, or the disk): the one failure the guest is told about. */
export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED")
  );
}

/** Oldest first, as the guest queued them. */
export function sortPending(uploads: PendingUpload[]): PendingUpload[] {
  return [...uploads].sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * A stored record as an upload: an older page's (kept only once prepared, or
 * only from Upload, without a hash, preview or refusal) gets those fields' defaults; a damaged
 * one is left out (null).
 */
export function asPendingUpload(value: unknown): PendingUpload | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Partial<Record<keyof PendingUpload, unknown>>;
  const text = (field: unknown): field is string => typeof field === "string";
  const optionalText = (field: unknown): field is string | null => field === null || text(field);
  const isBlob = (field: unknown): field is Blob => typeof Blob !== "undefined" && field instanceof Blob;
  const { token, blob, fileName, queuedAt, capturedAt, uploaderName, invitationCode, uploadUrl } = record;
  const { prepared = true, stripMetadata = true, contentHash = null, preview = null, refusal = null } = record;
  const { awaitingUpload = false } = record;
  if (
    !text(token) ||
    !PHOTO_TOKEN_PATTERN.test(token) ||
    !isBlob(blob) ||
    !text(fileName) ||
    typeof queuedAt !== "number" ||
    !optionalText(capturedAt) ||
    !optionalText(uploaderName) ||
    !optionalText(invitationCode) ||
    !optionalText(uploadUrl) ||
    typeof prepared !== "boolean" ||
    typeof awaitingUpload !== "boolean" ||
    typeof stripMetadata !== "boolean" ||
    !optionalText(contentHash) ||
    !(preview === null || isBlob(preview)) ||
    !optionalText(refusal)
  ) {
    return null;
  }
  return {
    token,
    blob,
    prepared,
    awaitingUpload,
    stripMetadata,
    fileName,
    capturedAt,
    uploaderName,
    invitationCode,
    uploadUrl,
    queuedAt,
    contentHash,
    preview,
    refusal,
  };
}

/** Whether a stored record is one (asPendingUpload). */
export function isPendingUpload(value: unknown): value is PendingUpload {
  return asPendingUpload(value) !== null;
}
