/**
 * Guest photo rules shared by the upload panel (instant feedback) and the
 * server (the rules that count). Plain data: no schema library needed.
 */

/** Spec section 9: 10 MB (10485760 bytes) per file. */
export const MAX_PHOTO_BYTES = 10_485_760;
/** Spec section 9: selected plus uploading, per visit. */
export const MAX_PHOTOS_PER_SESSION = 30;
/** Spec section 4: a success row disappears after 2 s. */
export const SUCCESS_ROW_MS = 2000;
/** The bar's minimum steps (docs/product.md section 4); real byte progress fills in between. */
export const PROGRESS_STEPS = [25, 75, 100] as const;

export const ALLOWED_PHOTO_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "heic"] as const;
export const ALLOWED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type PhotoType = (typeof ALLOWED_PHOTO_TYPES)[number];

/** The spec's words (sections 5 and 8), exactly. */
export const PHOTO_MESSAGES = {
  unsupportedType: "Please upload only JPEG, PNG, WebP, or HEIC images.",
  tooLarge: "File size must be less than 10MB.",
  noValidFiles: "No valid files to upload.",
  limitReached: "Upload limit reached - please wait for current uploads to complete.",
  uploadFailed: "Upload failed.",
} as const;

/** "<name> is already selected" */
export function alreadySelectedMessage(fileName: string): string {
  return `${fileName} is already selected`;
}

/** The 30-photo rule's message: the limit, how many are selected and uploading, and how many more fit. */
export function tooManyPhotosMessage(selected: number, uploading: number): string {
  const room = Math.max(0, MAX_PHOTOS_PER_SESSION - selected - uploading);
  return `You can select at most ${MAX_PHOTOS_PER_SESSION} photos at a time. You have ${selected} selected and ${uploading} uploading, so you can add ${room} more.`;
}

/** "Upload failed: <storage error>" */
export function storageFailedMessage(reason: string): string {
  return `Upload failed: ${reason}`;
}

/** "Database error: <database error>" */
export function databaseFailedMessage(reason: string): string {
  return `Database error: ${reason}`;
}

/** Error codes of POST /api/photos; the panel maps each to the spec's message. */
export const PHOTO_ERROR_CODES = {
  tooLarge: "file_too_large",
  unsupportedType: "unsupported_type",
  unreadable: "unreadable_image",
  rateLimited: "rate_limited",
  storageFailed: "storage_failed",
  databaseFailed: "database_failed",
} as const;

/** The extension of a file name, lower-cased, or "" when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedPhotoName(fileName: string): boolean {
  return (ALLOWED_PHOTO_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}
