import type { PhotoStatus } from "./photo.ts";

/**
 * The wedding day's photos (docs/product.md, decision 17; ADR 024): the
 * resumable upload protocol's endpoint and metadata, the guest's "my photos"
 * states, the photos-only page, the live slideshow and the poster. The page,
 * the admin and the server share these names.
 */

/**
 * The tus 1.0 endpoint (core, creation, termination, expiration). POST
 * creates an upload (Upload-Length, Upload-Metadata from UPLOAD_METADATA) and
 * answers 201 with a Location under this path; HEAD tells the offset; PATCH
 * appends. The PATCH that completes the upload answers 200 with
 * `FinishedUpload` once the photo is checked and stored, or the photo
 * upload's error body and status (413, 415, 422, 500) with the upload removed.
 *
 * Every request carries PHOTO_TOKEN_HEADER: the secret the browser made for
 * this photo (`newPhotoToken`). The server keeps only its SHA-256, with the
 * upload and then on the photo; a HEAD, PATCH or DELETE with another token
 * gets 404, as if the upload did not exist. INVITATION_CODE_HEADER on the
 * POST links the photo to a personal link's household.
 */
export const RESUMABLE_UPLOAD_PATH = "/api/uploads";

/** Upload-Metadata keys (values are base64 in the header, as tus says; tus-js-client encodes them). */
export const UPLOAD_METADATA = {
  /** The file's name on the guest's device; only ever shown as text. */
  fileName: "filename",
  /** The capture time (EXIF DateTimeOriginal) as an ISO instant, when the phone knew it; kept for ordering. */
  capturedAt: "capturedAt",
  /** The optional name the guest typed ("so the couple knows who to thank"), at most UPLOADER_NAME_MAX_LENGTH. */
  uploaderName: "uploaderName",
  /**
   * The SHA-256 (hex) of the bytes about to be sent: the creation answers
   * 409 PHOTO_ERROR_CODES.alreadySent at once when the site has them, so
   * none is sent. Only a shortcut: the finish hashes what arrived itself.
   */
  contentHash: "contentHash",
} as const;

/** A SHA-256 in hex, as UPLOAD_METADATA.contentHash carries it. */
export const CONTENT_HASH_PATTERN = /^[0-9a-f]{64}$/;

export const UPLOADER_NAME_MAX_LENGTH = 80;

/** The PATCH bodies the page sends: small enough that a slow connection finishes each well inside a request's time limit. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;

/** An upload not finished within this long is removed with what arrived of it. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * The answer to the PATCH that completes an upload. `status` is "approved"
 * inside content.guestPhotos.autoApprove. A photo whose bytes the site has
 * already is answered 409 with PHOTO_ERROR_CODES.alreadySent instead, at the
 * creation (UPLOAD_METADATA.contentHash) or at the finish.
 */
export interface FinishedUpload {
  photo: { id: string; status: PhotoStatus };
}

/**
 * 32 random bytes, base64url (43 characters): the photo's secret, made by the
 * page before the upload starts, so an answer lost on the way back loses
 * nothing (PHOTO_STATES_API finds the photo by it).
 */
export const PHOTO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newPhotoToken(): string {
  return random256Bits();
}

/**
 * The device's id: 32 random bytes, base64url, made once and kept in
 * localStorage (DEVICE_ID_STORAGE_KEY), sent in DEVICE_ID_HEADER with every
 * upload. Not a secret and not about the guest: the server's photo quotas
 * count per device with it (hundreds of phones share a venue's address),
 * and keep it only as a rate limit's key for the limit's hour.
 */
export const DEVICE_ID_HEADER = "X-Device-Id";
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DEVICE_ID_STORAGE_KEY = "wedding-device-id";

export function newDeviceId(): string {
  return random256Bits();
}

function random256Bits(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * POST `PhotoStatesRequest` → `PhotoStates`: what became of the photos this
 * device sent, found by their tokens. `photos[i]` answers `tokens[i]`; null
 * when no photo has that token (never arrived, or removed).
 */
// Under PHOTOS_API_ROOT (api-roots.ts), written out: an import here would cost the first view more bytes than the words.
export const PHOTO_STATES_API = "/api/photos/states";
export const PHOTO_STATES_MAX_TOKENS = 200;

/** Where the optional uploader name is remembered on this device (localStorage). */
export const UPLOADER_NAME_STORAGE_KEY = "wedding-uploader-name";

/** The IndexedDB database holding photos still being sent, so a reload or a sleeping phone resumes them. */
export const PENDING_UPLOADS_DB = "wedding-pending-uploads";

/** The photos-only page the poster's QR code opens: the upload panel and nothing else. */
export const PHOTOS_PAGE_PATH = "/photos";

/**
 * The live slideshow for a screen at the reception. Its link carries the
 * slideshow key (`?key=`), a random secret of the site's own that the couple
 * can replace from the admin (no slideshow without an admin). The first visit
 * trades the key for a cookie on the slideshow's API and reloads the page
 * without it; the couple's admin session opens it too.
 */
export const SLIDESHOW_PAGE_PATH = "/slideshow";
export const SLIDESHOW_KEY_PARAM = "key";

export const SLIDESHOW_API = {
  /** GET → SlideshowFeed: every approved photo, newest first. The page polls it every SLIDESHOW_POLL_MS. */
  feed: "/api/slideshow",
  /** GET → the published JPEG of an approved photo (404 otherwise). */
  image: (id: string) => `/api/slideshow/${encodeURIComponent(id)}/image`,
} as const;

export const SLIDESHOW_POLL_MS = 4000;
/** Each photo stays this long on the screen. */
export const SLIDESHOW_SLIDE_MS = 7000;

/** The couple's side: the slideshow link (with its key) for the admin to open or copy. */
export const SLIDESHOW_ADMIN_API = {
  /** GET → { url: "/slideshow?key=…" }; POST {} → the same with a new key: the old link and every screen's cookie stop. */
  link: "/api/admin/slideshow-link",
} as const;

/**
 * Why the slideshow's API refuses: 404 `disabled` without a usable
 * ADMIN_PASSWORD, 403 `wrongKey` without the screen's cookie for the current
 * key or an admin session, 429 `rateLimited` instead when the address has
 * tried too many wrong keys.
 */
export const SLIDESHOW_ERROR_CODES = {
  disabled: "slideshow_disabled",
  wrongKey: "slideshow_wrong_key",
  rateLimited: "rate_limited",
} as const;
