import { isRecord } from "../../../shared/error-body.ts";
import {
  isAllowedPhotoName,
  PHOTO_ERROR_CODES,
  PHOTO_SIGNATURE_BYTES,
  type PhotoLimits,
  photoFormatOfBytes,
} from "../../../shared/photo.ts";
import type { WordsWithPart } from "../../../shared/words/page-parts.ts";
import { fill } from "../../../shared/words/words.ts";
import type { ApiFailure } from "../../lib/api.ts";
import { reasonText } from "../../lib/reason-text.ts";
import { alreadySelectedText, tooLargeText, tooManyPhotosText, unsupportedTypeText } from "./photo-words.ts";

/**
 * The upload panel's rules (docs/product.md sections 4, 5 and 8), free of React and the
 * DOM so they can be tested on their own. The server checks again, by content.
 */

/** What the rules need to know about a file: a File fits, and so does a test's plain object. */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * A row of the review list. `ready` and `invalid` are the review states before
 * upload; `uploading` covers waiting in the queue (progress 0) and sending.
 */
export type RowStatus = "ready" | "invalid" | "uploading" | "success" | "error";

/** The toast topic of the upload panel's messages: a new one replaces the one showing, so the guest reads one. */
export const UPLOAD_PANEL_TOPIC = "upload-panel";

export interface RowFacts {
  status: RowStatus;
  file: FileFacts;
}

/**
 * The selection error of one file, or null when it may be uploaded. Its name
 * must be a photo's (phones often send HEIC with an empty type, so the type
 * is not asked), and so must its first bytes (`head`, readHead) when the
 * phone could read them: a text file named .jpg is refused at once. Size is
 * not a reason here: the phone makes a large photo smaller, and only one it
 * cannot open is refused for its size (the panel asks the browser).
 */
export function selectionError(
  file: FileFacts,
  words: WordsWithPart<"upload">,
  head: Uint8Array | null = null,
): string | null {
  if (!isAllowedPhotoName(file.name)) return unsupportedTypeText(words);
  if (head !== null && photoFormatOfBytes(head) === null) return unsupportedTypeText(words);
  return null;
}

/** A file's first bytes, for `selectionError`; null when the phone cannot read them (the server checks again). */
export async function readHead(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

export interface SessionCounts {
  /** Rows waiting in the review list, with or without an error. */
  selected: number;
  /** Rows queued or being sent. */
  uploading: number;
}

export function sessionCounts(rows: readonly RowFacts[]): SessionCounts {
  let selected = 0;
  let uploading = 0;
  for (const row of rows) {
    if (row.status === "uploading") uploading++;
    else if (row.status !== "success") selected++;
  }
  return { selected, uploading };
}

/** True when no further photo may be added: the drop zone is disabled. */
export function isAtLimit(rows: readonly RowFacts[], limits: PhotoLimits): boolean {
  const { selected, uploading } = sessionCounts(rows);
  return selected + uploading >= limits.maxFilesPerSession;
}

export interface Selection<F extends FileFacts> {
  /** Files to list, each with its selection error (null when valid). */
  added: { file: F; error: string | null }[];
  /** Messages for the error display, in order. */
  messages: string[];
}

const sameFile = (a: FileFacts, b: FileFacts) => a.name === b.name && a.size === b.size;

/**
 * Spec section 5: repeats (same name and size as a listed file, or earlier in
 * the same drop) are skipped with a message each; then, if the rest would take
 * selected plus uploading past the couple's limit (the spec's 30), none of them is added.
 * `heads[i]` is `incoming[i]`'s first bytes (readHead), when read.
 */
export function selectFiles<F extends FileFacts>(
  rows: readonly RowFacts[],
  incoming: readonly F[],
  limits: PhotoLimits,
  words: WordsWithPart<"upload">,
  heads: readonly (Uint8Array | null)[] = [],
): Selection<F> {
  const messages: string[] = [];
  const fresh: { file: F; head: Uint8Array | null }[] = [];
  for (const [index, file] of incoming.entries()) {
    const listed = rows.some((row) => row.status !== "success" && sameFile(row.file, file));
    if (listed || fresh.some((other) => sameFile(other.file, file)))
      messages.push(alreadySelectedText(words, file.name));
    else fresh.push({ file, head: heads[index] ?? null });
  }
  const { selected, uploading } = sessionCounts(rows);
  if (selected + uploading + fresh.length > limits.maxFilesPerSession) {
    messages.push(tooManyPhotosText(words, limits.maxFilesPerSession, selected, uploading));
    return { added: [], messages };
  }
  return { added: fresh.map(({ file, head }) => ({ file, error: selectionError(file, words, head) })), messages };
}

/** Which of the server's limits refused (its body's `scope`), in the page's words. */
const LIMITS = { device: "limitDevice", address: "limitAddress", site: "limitSite", tokens: "limitTokens" } as const;

/**
 * The row's error text for a failed upload (docs/product.md section 8), in the page's words, chosen by the API's
 * error code: the server's own English is for the couple.
 */
export function uploadFailureMessage(failure: ApiFailure, limits: PhotoLimits, words: WordsWithPart<"upload">): string {
  const messages = words.photoMessages;
  if (failure.kind !== "error") return messages.uploadFailed;
  const reason = reasonText(words, failure);
  switch (failure.code) {
    case PHOTO_ERROR_CODES.tooLarge:
      return tooLargeText(words, limits.maxFileBytes);
    case PHOTO_ERROR_CODES.unsupportedType:
      return unsupportedTypeText(words);
    case PHOTO_ERROR_CODES.unreadable:
      return messages.unreadable;
    case PHOTO_ERROR_CODES.rateLimited: {
      const scope = isRecord(failure.body) ? failure.body.scope : undefined;
      return messages[
        typeof scope === "string" && Object.hasOwn(LIMITS, scope) ? LIMITS[scope as keyof typeof LIMITS] : "limitDevice"
      ];
    }
    case PHOTO_ERROR_CODES.storageFailed:
      return fill(messages.storageFailed, { reason });
    case PHOTO_ERROR_CODES.databaseFailed:
      return fill(messages.databaseFailed, { reason });
    default:
      return messages.uploadFailed;
  }
}

/**
 * The bar's value while sending: 25 once the request starts, then the share of
 * bytes sent fills 25 to 75; 100 comes only with the server's answer (design
 * decision 7). Never lower than `previous`: the bar does not go backwards.
 */
export function sendingProgress(previous: number, sentFraction: number): number {
  const fraction = Number.isFinite(sentFraction) ? Math.min(1, Math.max(0, sentFraction)) : 0;
  return Math.max(previous, Math.round(25 + 50 * fraction));
}

/** Human file size for the review list: "850 KB", "4.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
