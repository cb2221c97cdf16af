/**
 * Guest photo rules shared by the upload panel (instant feedback) and the
 * server (the rules that count). Plain data: no schema library needed.
 */

/**
 * The limits a couple sets in their content (guestPhotos): the page checks them
 * before sending, the server enforces them. Nothing else states them.
 */
export interface PhotoLimits {
  /** Largest file a guest may upload, in bytes (the spec's 10 MB is 10485760). */
  maxFileBytes: number;
  /** Photos selected plus uploading, per visit (the spec's 30). */
  maxFilesPerSession: number;
}

/** The review states a guest photo goes through; only approved photos are ever shown on the page. */
export const PHOTO_STATUSES = ["pending", "approved", "rejected"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** A success row disappears after 2 s (docs/product.md section 4). */
export const SUCCESS_ROW_MS = 2000;

/**
 * The photo formats guests may upload. The page decides by file name (phones
 * often send HEIC with no type); the server decides by the bytes, and its
 * decoder may know a format by another media type (a HEIF brand).
 */
export const PHOTO_FORMATS = [
  { name: "JPEG", mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  { name: "PNG", mimeType: "image/png", extensions: ["png"] },
  { name: "WebP", mimeType: "image/webp", extensions: ["webp"] },
  { name: "HEIC", mimeType: "image/heic", extensions: ["heic"] },
] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const PHOTO_EXTENSIONS: readonly string[] = PHOTO_FORMATS.flatMap((format) => format.extensions);

/** The file picker's accept list: every extension and media type above. */
export const PHOTO_PICKER_ACCEPT = PHOTO_FORMATS.flatMap((format) => [
  ...format.extensions.map((extension) => `.${extension}`),
  format.mimeType,
]).join(",");

const FORMAT_NAMES = PHOTO_FORMATS.map((format) => format.name);
/**
 * "JPEG, PNG, WebP, or HEIC", always in English like the spec's messages. Joined by hand: an
 * Intl.ListFormat loads its locale data as the page starts, about 30 ms on a cheap phone.
 */
export const PHOTO_FORMAT_NAMES = `${FORMAT_NAMES.slice(0, -1).join(", ")}, or ${FORMAT_NAMES.at(-1)}`;

/** The spec's words (sections 5 and 8), exactly; the size and count come from the couple's limits. */
export const PHOTO_MESSAGES = {
  unsupportedType: `Please upload only ${PHOTO_FORMAT_NAMES} images.`,
  noValidFiles: "No valid files to upload.",
  limitReached: "Upload limit reached - please wait for current uploads to complete.",
  uploadFailed: "Upload failed.",
} as const;

/**
 * The server's photo limits' refusals (429), by what refused: this device's
 * hourly quota, the connection's (a loose ring that a venue's crowd does not
 * reach), the whole site's ceiling, or too many wrong photo tokens.
 */
export const PHOTO_LIMIT_MESSAGES = {
  device: "You have shared a lot of photos this hour. Please wait a while before sending more.",
  address: "Too many photos from this connection. Please wait a while and try again.",
  site: "Many photos are arriving right now. Please try again in a few minutes.",
  tokens: "Too many failed attempts from this connection. Please wait a while and try again.",
} as const;

/** Whole megabytes as a plain number ("10"), one decimal when the limit is not whole ("2.5"). */
export function megabytes(bytes: number): string {
  return String(Number((bytes / (1024 * 1024)).toFixed(1)));
}

/** "File size must be less than 10MB." */
export function tooLargeMessage(maxFileBytes: number): string {
  return `File size must be less than ${megabytes(maxFileBytes)}MB.`;
}

/** "<name> is already selected" */
export function alreadySelectedMessage(fileName: string): string {
  return `${fileName} is already selected`;
}

/** The per-visit rule's message: the limit, how many are selected and uploading, and how many more fit. */
export function tooManyPhotosMessage(maxFilesPerSession: number, selected: number, uploading: number): string {
  const room = Math.max(0, maxFilesPerSession - selected - uploading);
  return `You can select at most ${maxFilesPerSession} photos at a time. You have ${selected} selected and ${uploading} uploading, so you can add ${room} more.`;
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
  return PHOTO_EXTENSIONS.includes(fileExtension(fileName));
}
