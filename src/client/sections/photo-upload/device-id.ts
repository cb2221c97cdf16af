import { DEVICE_ID_PATTERN, DEVICE_ID_STORAGE_KEY, newDeviceId } from "../../../shared/uploads.ts";
import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";

/** The id made on this page when there is no storage to keep it in: the same one for the page's life. */
let madeHere: string | null = null;

/**
 * This device's id (DEVICE_ID_HEADER), which the server's photo quotas count
 * by: the one kept in localStorage, else a new one, kept there from now on.
 */
export function deviceId(storage: KeyValueStorage | null = browserStorage()): string {
  const kept = read(storage);
  if (kept !== null) return kept;
  madeHere ??= newDeviceId();
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, madeHere);
  } catch {
    // Storage full or refused: this page keeps using the id it made.
  }
  return madeHere;
}

function read(storage: KeyValueStorage | null): string | null {
  try {
    const kept = storage?.getItem(DEVICE_ID_STORAGE_KEY) ?? null;
    return kept !== null && DEVICE_ID_PATTERN.test(kept) ? kept : null;
  } catch {
    return null;
  }
}
