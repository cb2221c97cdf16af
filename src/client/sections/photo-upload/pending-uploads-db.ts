import { PENDING_UPLOADS_DB } from "../../../shared/uploads.ts";

/**
 * The database of photos still being sent (pending-uploads.ts) and of the
 * previews of those sent, opened here
 * apart from the store: the page asks `hasPendingUploads` on every load, so
 * this much is in its first chunk, and the rest comes with the panel.
 */

export const STORE = "uploads";
/** Small previews of the photos this device sent (version 2), by photo id: "Photos you sent from this device" shows them. */
export const PREVIEWS_STORE = "previews";
const VERSION = 2;

/**
 * Whether any photo waits to be sent, without creating the database for the
 * many visitors who never upload (where the browser can list databases).
 * The page asks on load, so the panel comes and resumes them.
 */
export async function hasPendingUploads(factory: IDBFactory | undefined = globalIndexedDb()): Promise<boolean> {
  if (!factory) return false;
  try {
    if (typeof factory.databases === "function") {
      const names = (await factory.databases()).map((info) => info.name);
      if (!names.includes(PENDING_UPLOADS_DB)) return false;
    }
    const db = await openDatabase(factory);
    if (!db) return false;
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction(STORE, "readonly").objectStore(STORE).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(0);
    });
    db.close();
    return count > 0;
  } catch {
    return false;
  }
}

export function globalIndexedDb(): IDBFactory | undefined {
  try {
    return typeof indexedDB === "undefined" ? undefined : indexedDB;
  } catch {
    return undefined;
  }
}

export function openDatabase(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = factory.open(PENDING_UPLOADS_DB, VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) {
          request.result.createObjectStore(STORE, { keyPath: "token" });
        }
        if (!request.result.objectStoreNames.contains(PREVIEWS_STORE)) request.result.createObjectStore(PREVIEWS_STORE);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading later: step aside rather than block it.
        db.onversionchange = () => db.close();
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}
