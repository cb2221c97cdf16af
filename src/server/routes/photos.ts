import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Hono } from "hono";
import { INVITATION_CODE_HEADER } from "../../shared/privacy.ts";
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES, tooLargeMessage } from "../../shared/photo.ts";
import { clientAddress } from "../client-address.ts";
import { errorCode } from "../error-code.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  cleanFileName,
  IncompleteUploadError,
  PhotoDatabaseError,
  type PhotoService,
  PhotoStorageError,
  PhotoTooLargeError,
  UnreadableImageError,
  UnsupportedPhotoTypeError,
} from "../services/photo-service.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";

export interface PhotoRateLimits {
  /** Uploads per client address (weight 1 each). */
  count: RateLimiter;
  /** Bytes per client address (weighted by each upload's size). */
  bytes: RateLimiter;
}

export interface PhotoRouteDeps {
  photos: PhotoService;
  /** The couple's limit (content.guestPhotos.maxFileBytes): a larger declared body is refused unread. */
  maxFileBytes: number;
  rateLimits: PhotoRateLimits;
  trustProxyHops: number;
  logger: Logger;
}

export const UNREADABLE_IMAGE_MESSAGE = "This image could not be read. Please try another photo.";
const RATE_LIMITED_MESSAGE = "Too many photos from this connection. Please wait a while and try again.";
const INCOMPLETE_MESSAGE = "The upload was interrupted. Please try again.";

/**
 * POST / only: the body is the raw file (not multipart), streamed; the name
 * comes in X-File-Name (URI-encoded). 201 {"photo":{"id","status":"pending"}}.
 * Nothing here serves photos: they stay private until the couple's review
 * (docs/product.md, decision 9).
 */
export function photoRoutes({ photos, maxFileBytes, rateLimits, trustProxyHops, logger }: PhotoRouteDeps) {
  const tooLarge = tooLargeMessage(maxFileBytes);
  return new Hono().post("/", async (c) => {
    const address = clientAddress(c, trustProxyHops);
    const declaredBytes = contentLength(c.req.header("Content-Length"));
    // The body is left unread on these early refusals: closing the connection stops the client sending it.
    const refuseEarly = { Connection: "close" };

    if (declaredBytes !== null && declaredBytes > maxFileBytes) {
      throw new HttpError(413, PHOTO_ERROR_CODES.tooLarge, tooLarge, refuseEarly);
    }
    const count = await hitOrLetThrough(rateLimits.count, address, 1, logger, "photo");
    const volume = count.allowed ? await hitOrLetThrough(rateLimits.bytes, address, 0, logger, "photo") : count;
    if (!volume.allowed) throw rateLimited(volume, refuseEarly);

    const raw = c.req.raw.body;
    try {
      const photo = await photos.upload({
        body: raw ? Readable.fromWeb(raw as NodeReadableStream<Uint8Array>) : Readable.from([]),
        declaredBytes,
        fileName: cleanFileName(c.req.header("X-File-Name")),
        invitationCode: c.req.header(INVITATION_CODE_HEADER) ?? null,
        async onReceived(bytes) {
          const decision = await hitOrLetThrough(rateLimits.bytes, address, bytes, logger, "photo");
          if (!decision.allowed) throw rateLimited(decision, {});
        },
      });
      return c.json({ photo }, 201);
    } catch (error) {
      throw toHttpError(error, tooLarge, logger);
    }
  });
}

function toHttpError(error: unknown, tooLarge: string, logger: Logger): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof PhotoTooLargeError) {
    return new HttpError(413, PHOTO_ERROR_CODES.tooLarge, tooLarge, { Connection: "close" });
  }
  if (error instanceof UnsupportedPhotoTypeError) {
    return new HttpError(415, PHOTO_ERROR_CODES.unsupportedType, PHOTO_MESSAGES.unsupportedType);
  }
  if (error instanceof UnreadableImageError) {
    return new HttpError(422, PHOTO_ERROR_CODES.unreadable, UNREADABLE_IMAGE_MESSAGE);
  }
  if (error instanceof IncompleteUploadError) {
    return new HttpError(400, "upload_incomplete", INCOMPLETE_MESSAGE, { Connection: "close" });
  }
  // The panel shows "Upload failed: <reason>" / "Database error: <reason>" (docs/product.md section 8), so the
  // message is the reason alone. Logs get codes only: messages can carry paths or SQL.
  if (error instanceof PhotoStorageError) {
    logger.error({ reason: error.reason, errCode: errorCode(error.cause) }, "photo not stored");
    return new HttpError(500, PHOTO_ERROR_CODES.storageFailed, error.reason);
  }
  if (error instanceof PhotoDatabaseError) {
    logger.error({ reason: error.reason, dbCode: errorCode(error.cause) }, "photo record not saved");
    return new HttpError(500, PHOTO_ERROR_CODES.databaseFailed, error.reason);
  }
  return error;
}

function rateLimited(decision: RateLimitDecision, headers: Record<string, string>): HttpError {
  return new HttpError(429, PHOTO_ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE, {
    ...headers,
    "Retry-After": String(decision.retryAfterSeconds),
  });
}

/** A well-formed Content-Length, or null (absent, or chunked). */
function contentLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
