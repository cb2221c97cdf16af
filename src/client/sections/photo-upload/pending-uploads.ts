import { PHOTO_TOKEN_PATTERN } from "../../../shared/uploads.ts";
import { globalIndexedDb, openDatabase, STORE } from "./pending-uploads-db.ts";

/**
 * The photos still being sent (decision 17), in IndexedDB: the prepared
 * photo itself (localStorage holds no Blobs), its token and the upload's
 * URL once the server made one. A reload, a closed tab or a phone that
 * killed the page resumes them on the next visit. Every operation settles:
 * where IndexedDB is missing or refused (some private modes), nothing is
 * remembered and uploads still run.
 */

export interface PendingUpload {
  /** The photo's secret (newPhotoToken): the record's key, and what finds the photo later. */
  token: string;
  /** The photo as it is sent (resized, converted or stripped). */
  blob: Blob;
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
}

export interface PendingUploadStore {
  /** Every stored upload, oldest first. */
  list(): Promise<PendingUpload[]>;
  put(upload: PendingUpload): Promise<void>;
  setUploadUrl(token: string, uploadUrl: string | null): Promise<void>;
  remove(token: string): Promise<void>;
}

/** The store on this browser's IndexedDB (or `factory`); a store that remembers nothing when there is none. */
export function pendingUploadStore(factory: IDBFactory | undefined = globalIndexedDb()): PendingUploadStore {
  let opened: Promise<IDBDatabase | null> | null = null;
  const database = () => {
    opened ??= factory ? openDatabase(factory) : Promise.resolve(null);
    return opened;
  };
  async function run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
    const db = await database();
    if (!db) return null;
    return new Promise((resolve) => {
      try {
        const transaction = db.transaction(STORE, mode);
        const request = use(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => resolve(null);
        transaction.onabort = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }
  return {
    async list() {
      const records = (await run("readonly", (store) => store.getAll())) ?? [];
      return sortPending(records.filter(isPendingUpload));
    },
    async put(upload) {
      await run("readwrite", (store) => store.put(upload));
    },
    async setUploadUrl(token, uploadUrl) {
      const db = await database();
      if (!db) return;
      // Read and write in one transaction: no other write can come between.
      await new Promise<void>((resolve) => {
        try {
          const transaction = db.transaction(STORE, "readwrite");
          const store = transaction.objectStore(STORE);
          const read = store.get(token);
          read.onsuccess = () => {
            if (isPendingUpload(read.result)) store.put({ ...read.result, uploadUrl });
          };
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => resolve();
          transaction.onabort = () => resolve();
        } catch {
          resolve();
        }
      });
    },
    async remove(token) {
      await run("readwrite", (store) => store.delete(token));
    },
  };
}

/** Oldest first, as the guest queued them. */
export function sortPending(uploads: PendingUpload[]): PendingUpload[] {
  return [...uploads].sort((a, b) => a.queuedAt - b.queuedAt);
}

/** A stored record of the shape above (an older page's, or a damaged one, is left out). */
export function isPendingUpload(value: unknown): value is PendingUpload {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === null || typeof field === "string";
  return (
    typeof record.token === "string" &&
    PHOTO_TOKEN_PATTERN.test(record.token) &&
    typeof Blob !== "undefined" &&
    record.blob instanceof Blob &&
    typeof record.fileName === "string" &&
    typeof record.queuedAt === "number" &&
    optionalText(record.capturedAt) &&
    optionalText(record.uploaderName) &&
    optionalText(record.invitationCode) &&
    optionalText(record.uploadUrl)
  );
}
