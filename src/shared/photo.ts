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
  /** Upload pressed again while photos are on their way and none waits: not "no valid files". */
  stillSending: "Your photos are still being sent.",
  /** A row whose photo the site already has (by its content): nothing was sent again. */
  alreadySent: "Already sent",
} as const;

/** The server's answer (409, PHOTO_ERROR_CODES.alreadySent) for a photo whose bytes it already has. */
export const ALREADY_SENT_MESSAGE = "This photo is already on the site, so it was not stored again.";

/**
 * The end of a round of sending, in words (issue 31): what arrived of what the
 * guest chose, and which did not with why. "5 of 5 photos sent.";
 * "10 of 12 photos sent; these 2 could not be sent: a.jpg (File size must be
 * less than 10MB); b.txt (Please upload only JPEG, PNG, WebP, or HEIC images)."
 */
export interface UploadSummary {
  /** Every photo of the round: the ones sent for, and the ones refused on the phone. */
  total: number;
  /** Stored by the site now. */
  sent: number;
  /** The site had them already (the same bytes): counted as arrived, not stored twice. */
  alreadySent: number;
  /** What did not arrive, each with the row's reason. */
  failed: readonly { name: string; reason: string }[];
}

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

/** Error codes of POST /api/photos; the panel maps each to the spec's message. */
export const PHOTO_ERROR_CODES = {
  tooLarge: "file_too_large",
  unsupportedType: "unsupported_type",
  unreadable: "unreadable_image",
  rateLimited: "rate_limited",
  storageFailed: "storage_failed",
  databaseFailed: "database_failed",
  /** The site has a photo with these very bytes already (checked by their SHA-256): not stored twice. */
  alreadySent: "already_sent",
} as const;

/** The extension of a file name, lower-cased, or "" when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedPhotoName(fileName: string): boolean {
  return PHOTO_EXTENSIONS.includes(fileExtension(fileName));
}

/** How many of a file's first bytes `photoFormatOfBytes` needs. */
export const PHOTO_SIGNATURE_BYTES = 16;

/** HEIF brands the server takes as a HEIC photo (file-type's image/heic and image/heif). */
const HEIC_BRANDS = ["heic", "heix", "mif1"];

/**
 * Which of PHOTO_FORMATS a file's first bytes say it is (its signature, as
 * the server's check reads it), or null when they say none: a text file
 * named .jpg is not a photo, whatever its name.
 */
export function photoFormatOfBytes(head: Uint8Array): PhotoFormat["name"] | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const starts = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "JPEG";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "PNG";
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "WebP";
  if (text(4, 8) === "ftyp" && HEIC_BRANDS.includes(text(8, 12))) return "HEIC";
  return null;
}
