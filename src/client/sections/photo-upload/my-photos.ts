import { PHOTO_STATUSES, type PhotoStatus } from "../../../shared/photo.ts";
import { MY_PHOTOS_STORAGE_KEY, PHOTO_OWNER_API, PHOTO_TOKEN_HEADER } from "../../../shared/privacy.ts";
import type { PhotoStates } from "../../../shared/upload-schemas.ts";
import { PHOTO_STATES_API, PHOTO_STATES_MAX_TOKENS, PHOTO_TOKEN_PATTERN } from "../../../shared/uploads.ts";
import { type ApiResult, noContent, parseWith, requestJson } from "../../lib/api.ts";
import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";

/**
 * The photos this browser sent (decision 16): kept in localStorage with the
 * secret the page made for each (newPhotoToken; older photos keep the one the
 * server gave), so the guest can see what became of them and remove them
 * later from the same phone. Storage is injected, so tests need no browser.
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

type PhotoState = { id: string; status: PhotoStatus };

/**
 * What became of these photos: each one's state, by id; a photo the server no
 * longer has (removed by the couple or by retention) is absent. Tokens that
 * are not the page's own (older photos) are not asked about.
 */
export async function fetchPhotoStates(
  photos: readonly MyPhoto[],
): Promise<ApiResult<Map<string, PhotoStatus | null>>> {
  const asked = photos.filter((photo) => PHOTO_TOKEN_PATTERN.test(photo.deleteToken)).slice(-PHOTO_STATES_MAX_TOKENS);
  if (asked.length === 0) return { ok: true, value: new Map() };
  const result = await requestStates(asked.map((photo) => photo.deleteToken));
  if (!result.ok) return result;
  const states = new Map<string, PhotoStatus | null>();
  for (const [index, photo] of asked.entries()) states.set(photo.id, result.value.photos[index]?.status ?? null);
  return { ok: true, value: states };
}

/** The photo sent with this token, or null when the server has none (yet) or cannot be asked. */
export async function findPhotoByToken(token: string): Promise<PhotoState | null> {
  const result = await requestStates([token]);
  return result.ok ? (result.value.photos[0] ?? null) : null;
}

function requestStates(tokens: string[]): Promise<ApiResult<PhotoStates>> {
  return requestJson(PHOTO_STATES_API, (body) => parsePhotoStates(body, tokens.length), {
    method: "POST",
    json: { tokens },
  });
}

/** The answer, one entry per token asked (null or a well-formed state); undefined when it is not that. */
export async function parsePhotoStates(body: unknown, count: number): Promise<PhotoStates | undefined> {
  const { PhotoStatesSchema } = await import("../../../shared/upload-schemas.ts");
  const states = parseWith(PhotoStatesSchema, body);
  return states?.photos.length === count ? states : undefined;
}

export function isPhotoStatus(value: unknown): value is PhotoStatus {
  return typeof value === "string" && (PHOTO_STATUSES as readonly string[]).includes(value);
}
