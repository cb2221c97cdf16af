import { randomBytes } from "node:crypto";
import { type Locker, MemoryLocker, Server, type Upload } from "@tus/server";
import { type Context, Hono } from "hono";
import { cleanLine } from "../../shared/clean-text.ts";
import { errorBody } from "../../shared/error-body.ts";
import { INVITATION_CODE_PATTERN } from "../../shared/households.ts";
import { PHOTO_ERROR_CODES, tooLargeMessage } from "../../shared/photo.ts";
import { INVITATION_CODE_HEADER, PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import {
  type FinishedUpload,
  PHOTO_TOKEN_PATTERN,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_METADATA,
  UPLOADER_NAME_MAX_LENGTH,
} from "../../shared/uploads.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  cleanFileName,
  deleteTokenHash,
  matchesDeleteTokenHash,
  type PhotoService,
} from "../services/photo-service.ts";
import { hitOrLetThrough } from "../services/rate-limit.ts";
import type { BlobUploadStore } from "../storage/upload-datastore.ts";
import type { FailedAttemptGuard } from "./failed-attempt-guard.ts";
import { type PhotoRateLimits, rateLimited, toHttpError } from "./photos.ts";

export interface ResumableUploadDeps {
  store: BlobUploadStore;
  photos: PhotoService;
  /** Counts requests naming an upload with the wrong token, per client address. */
  tokenGuard: FailedAttemptGuard;
  maxFileBytes: number;
  rateLimits: PhotoRateLimits;
  trustProxyHops: number;
  logger: Logger;
  /** One upload's requests run one at a time; in memory (one instance) unless given. */
  locker?: Locker;
}

/** tus ids here: 32 hex characters, nothing a path could misread. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** What the server keeps of the guest's token in the upload's metadata: its SHA-256, never the token. */
const TOKEN_HASH_KEY = "tokenHash";
const HOUSEHOLD_CODE_KEY = "invitationCode";

const NOT_FOUND_MESSAGE = "This upload is not here any more. Please send the photo again.";
const TOKEN_MISSING_MESSAGE = "The upload needs its photo token.";
const LENGTH_REQUIRED_MESSAGE = "The upload must say its size.";

/**
 * The tus 1.0 endpoint (RESUMABLE_UPLOAD_PATH; ADR 024). @tus/server speaks
 * the protocol; this module adds what is ours around it:
 * - creation needs the photo token (its hash is all that is kept), a declared
 *   size within the couple's limit, and room in the address's count and byte
 *   limits (charged the declared size once: an upload can never take more);
 * - every later request must carry the same token, or it is answered as if
 *   the upload did not exist (and counted as a failed attempt);
 * - the PATCH that completes the upload runs every rule of the one-request
 *   upload (type by content, size counted again, copies without metadata,
 *   review) and removes the upload's bytes whatever the outcome.
 */
export function resumableUploadRoutes(deps: ResumableUploadDeps) {
  const { store, photos, tokenGuard, maxFileBytes, rateLimits, trustProxyHops, logger } = deps;
  const tooLarge = tooLargeMessage(maxFileBytes);

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store,
    locker: deps.locker ?? new MemoryLocker(),
    maxSize: maxFileBytes,
    relativeLocation: true,
    // Same origin only: no page elsewhere may send photos here through a guest's browser.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString("hex"),
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    async onUploadCreate(req, upload) {
      return { metadata: keptMetadata(upload, req.headers) };
    },
    async onUploadFinish(_req, upload) {
      return { status_code: 200, headers: { "Content-Type": "application/json" }, body: await finish(upload) };
    },
    onResponseError(_req, error) {
      if (error instanceof Error && !("status_code" in error)) {
        logger.error({ errName: error.name }, "resumable upload failed");
        return jsonError(500, PHOTO_ERROR_CODES.storageFailed, "the photo could not be stored");
      }
      const status = (error as { status_code: number }).status_code;
      if (status === 413) return jsonError(413, PHOTO_ERROR_CODES.tooLarge, tooLarge);
      if (status === 404 || status === 410) return jsonError(status, "not_found", NOT_FOUND_MESSAGE);
      return undefined;
    },
  });

  /** Stores the finished upload as a photo; the upload's bytes go whatever happens. */
  async function finish(upload: Upload): Promise<string> {
    const metadata = upload.metadata ?? {};
    try {
      const photo = await photos.storeStream(await store.read(upload.id), {
        fileName: cleanFileName(metadata[UPLOAD_METADATA.fileName] ?? undefined),
        invitationCode: metadata[HOUSEHOLD_CODE_KEY] ?? null,
        deleteTokenHash: metadata[TOKEN_HASH_KEY] ?? "",
        uploaderName: metadata[UPLOAD_METADATA.uploaderName] ?? null,
        capturedAt: capturedAt(metadata[UPLOAD_METADATA.capturedAt]),
      });
      const answer: FinishedUpload = { photo };
      return JSON.stringify(answer);
    } catch (error) {
      const refusal = toHttpError(error, tooLarge, logger);
      if (refusal instanceof HttpError) throw jsonError(refusal.status, refusal.code, refusal.message);
      throw error;
    } finally {
      await store.remove(upload.id).catch((error: unknown) => {
        logger.warn({ errName: (error as Error).name }, "finished upload not removed; it expires");
      });
    }
  }

  /** Our rules before the protocol's: an answer refuses the request, undefined lets tus handle it. */
  async function admit(c: Context): Promise<Response | undefined> {
    const token = c.req.header(PHOTO_TOKEN_HEADER) ?? "";
    if (c.req.method === "POST") {
      if (!PHOTO_TOKEN_PATTERN.test(token)) throw new HttpError(400, "token_required", TOKEN_MISSING_MESSAGE);
      const length = c.req.header("Upload-Length");
      if (length === undefined || !/^\d{1,15}$/.test(length)) {
        throw new HttpError(400, "length_required", LENGTH_REQUIRED_MESSAGE);
      }
      if (Number(length) > maxFileBytes) {
        throw new HttpError(413, PHOTO_ERROR_CODES.tooLarge, tooLarge, { Connection: "close" });
      }
      const address = clientAddress(c, trustProxyHops);
      const count = await hitOrLetThrough(rateLimits.count, address, 1, logger, "photo");
      const volume = count.allowed
        ? await hitOrLetThrough(rateLimits.bytes, address, Number(length), logger, "photo")
        : count;
      if (!volume.allowed) throw rateLimited(volume, { Connection: "close" });
      return undefined;
    }
    const id = c.req.param("id");
    if (c.req.method === "OPTIONS" || id === undefined || !UPLOAD_ID.test(id)) return undefined;
    const refusal = await tokenGuard.refused(c);
    if (refusal) throw rateLimited(refusal, {});
    const upload = await store.getUpload(id).catch(() => null);
    if (upload === null) return undefined; // tus answers 404
    if (matchesDeleteTokenHash(token, upload.metadata?.[TOKEN_HASH_KEY])) return undefined;
    const tipped = await tokenGuard.failed(c);
    if (tipped) throw rateLimited(tipped, {});
    // The same answer as for an upload that does not exist: a wrong token learns nothing.
    return c.json(errorBody("not_found", NOT_FOUND_MESSAGE), 404, { "Tus-Resumable": "1.0.0" });
  }

  const handle = async (c: Context) => (await admit(c)) ?? (await tus.handleWeb(c.req.raw));
  return new Hono().all("/", handle).all("/:id", handle);
}

/**
 * The metadata the upload keeps: the guest's file name, capture time and
 * optional name, cleaned; the personal link's code from its header; the
 * token's hash. Anything else the client sent is dropped.
 */
function keptMetadata(upload: Upload, headers: Headers): Record<string, string> {
  const given = upload.metadata ?? {};
  const kept: Record<string, string> = {
    [UPLOAD_METADATA.fileName]: cleanFileName(given[UPLOAD_METADATA.fileName] ?? undefined),
    [TOKEN_HASH_KEY]: deleteTokenHash(headers.get(PHOTO_TOKEN_HEADER) ?? ""),
  };
  const name = cleanUploaderName(given[UPLOAD_METADATA.uploaderName]);
  if (name) kept[UPLOAD_METADATA.uploaderName] = name;
  const taken = capturedAt(given[UPLOAD_METADATA.capturedAt]);
  if (taken) kept[UPLOAD_METADATA.capturedAt] = taken.toISOString();
  const code = headers.get(INVITATION_CODE_HEADER);
  if (code && INVITATION_CODE_PATTERN.test(code)) kept[HOUSEHOLD_CODE_KEY] = code;
  return kept;
}

/** Control and bidi characters out, spaces collapsed (cleanLine), at most UPLOADER_NAME_MAX_LENGTH characters; null when nothing is left. */
export function cleanUploaderName(value: string | null | undefined): string | null {
  // NUL too, as before: PostgreSQL cannot store it, and a name that is only metadata is cleaned, never refused.
  const name = cleanLine((value ?? "").replaceAll("\u0000", " "));
  return name === "" ? null : Array.from(name).slice(0, UPLOADER_NAME_MAX_LENGTH).join("");
}

/** An ISO instant between 1990 and a day from now, or null: a phone's clock can be wrong, not absurd. */
export function capturedAt(value: string | null | undefined): Date | null {
  if (!value || value.length > 40) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < Date.UTC(1990, 0, 1) || time > Date.now() + 24 * 60 * 60 * 1000) return null;
  return new Date(time);
}

function jsonError(status_code: number, code: string, message: string) {
  return { status_code, body: JSON.stringify(errorBody(code, message)) };
}
