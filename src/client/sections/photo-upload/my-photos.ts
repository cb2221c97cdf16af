import { MY_PHOTOS_STORAGE_KEY, PHOTO_OWNER_API, PHOTO_TOKEN_HEADER } from "../../../shared/privacy.ts";
import { type ApiResult, noContent, requestJson } from "../../lib/api.ts";
import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";

/**
 * The photos this browser sent (decision 16): kept in localStorage with the
 * secret the server gave for each, so the guest can remove them later from
 * the same phone. Storage is injected, so tests need no browser.
 */

export interface MyPhoto {
  id: string;
  deleteToken: string;
  fileName: string;
  sentAt: string;
}

export function readMyPhotos(storage: KeyValueStorage | null = browserStorage()): MyPhoto[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(MY_PHOTOS_STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isMyPhoto) : [];
}

function writeMyPhotos(photos: MyPhoto[], storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(MY_PHOTOS_STORAGE_KEY, JSON.stringify(photos));
  } catch {
    // Full or refused: the list just is not remembered.
  }
}

export function rememberMyPhoto(photo: MyPhoto, storage: KeyValueStorage | null = browserStorage()): MyPhoto[] {
  const photos = [...readMyPhotos(storage).filter((kept) => kept.id !== photo.id), photo];
  writeMyPhotos(photos, storage);
  return photos;
}

export function forgetMyPhoto(id: string, storage: KeyValueStorage | null = browserStorage()): MyPhoto[] {
  const photos = readMyPhotos(storage).filter((kept) => kept.id !== id);
  writeMyPhotos(photos, storage);
  return photos;
}

function isMyPhoto(value: unknown): value is MyPhoto {
  if (typeof value !== "object" || value === null) return false;
  const { id, deleteToken, fileName, sentAt } = value as Record<string, unknown>;
  return [id, deleteToken, fileName, sentAt].every((field) => typeof field === "string");
}

/** DELETE with the photo's token: 204 when removed; 404 when it is already gone (or the token is wrong). */
export function deleteMyPhoto(photo: MyPhoto): Promise<ApiResult<null>> {
  return requestJson(PHOTO_OWNER_API.photo(photo.id), noContent, {
    method: "DELETE",
    headers: { [PHOTO_TOKEN_HEADER]: photo.deleteToken },
  });
}
