import { UPLOADER_NAME_MAX_LENGTH, UPLOADER_NAME_STORAGE_KEY } from "../../../shared/uploads.ts";
import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";

/**
 * The optional name a guest gives with their photos ("so the couple knows
 * who to thank"), remembered on this device so the next photos carry it too.
 * Storage is injected, so tests need no browser.
 */

export function readUploaderName(storage: KeyValueStorage | null = browserStorage()): string {
  try {
    return (storage?.getItem(UPLOADER_NAME_STORAGE_KEY) ?? "").slice(0, UPLOADER_NAME_MAX_LENGTH);
  } catch {
    return "";
  }
}

export function writeUploaderName(name: string, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(UPLOADER_NAME_STORAGE_KEY, name.slice(0, UPLOADER_NAME_MAX_LENGTH));
  } catch {
    // Not remembered: the field starts empty next time.
  }
}

/** The name as sent: trimmed, inner runs of spaces made one, at most the limit; null when empty. */
export function uploaderNameToSend(typed: string): string | null {
  const name = typed.trim().replace(/\s+/g, " ").slice(0, UPLOADER_NAME_MAX_LENGTH);
  return name === "" ? null : name;
}
