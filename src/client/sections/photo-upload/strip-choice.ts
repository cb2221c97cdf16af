/**
 * The guest's choice to remove location and camera details from photos
 * before sending (decision 16): on unless they turned it off, remembered in
 * localStorage. Storage is injected, so tests need no browser.
 */

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
};

/** The guest's choice to strip location and camera details, on unless they turned it off. */
export const STRIP_METADATA_STORAGE_KEY = "wedding-strip-photo-metadata";

export function readStripChoice(storage: Storage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(STRIP_METADATA_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function writeStripChoice(strip: boolean, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(STRIP_METADATA_STORAGE_KEY, strip ? "on" : "off");
  } catch {
    // Not remembered: the box starts checked next time.
  }
}
