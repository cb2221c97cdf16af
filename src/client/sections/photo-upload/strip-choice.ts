import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";
/**
 * The guest's choice to remove location and camera details from photos
 * before sending (decision 16): on unless they turned it off, remembered in
 * localStorage. Storage is injected, so tests need no browser.
 */

/** The guest's choice to strip location and camera details, on unless they turned it off. */
export const STRIP_METADATA_STORAGE_KEY = "wedding-strip-photo-metadata";

export function readStripChoice(storage: KeyValueStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(STRIP_METADATA_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function writeStripChoice(strip: boolean, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(STRIP_METADATA_STORAGE_KEY, strip ? "on" : "off");
  } catch {
    // Not remembered: the box starts checked next time.
  }
}
