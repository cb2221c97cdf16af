import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Hono } from "hono";
import { PHOTOS_API_ROOT } from "../../shared/api-roots.ts";
import { PHOTO_ERROR_CODES, PHOTO_LIMIT_MESSAGES } from "../../shared/photo.ts";
import { INVITATION_CODE_HEADER, PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import { PhotoStatesRequestSchema } from "../../shared/upload-schemas.ts";
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  PHOTO_STATES_API,
  PHOTO_STATES_MAX_TOKENS,
} from "../../shared/uploads.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import type { PhotoOwner } from "../services/photo-owner.ts";
import { cleanFileName, type PhotoService, PhotoTooLargeError } from "../services/photo-service.ts";
import type { RateLimitDecision } from "../services/rate-limit.ts";
import type { QuotaScope, UploadQuota } from "../services/upload-quota.ts";
import { valid } from "../validation.ts";
import type { FailedAttemptGuard } from "./failed-attempt-guard.ts";

const PHOTO_STATES_SUBPATH = PHOTO_STATES_API.slice(PHOTOS_API_ROOT.length);

export interface PhotoRouteDeps {
  photos: PhotoService;
  owner: PhotoOwner;
  /** Counts wrong delete tokens per client address (its own count: uploads never consult it). */
  tokenGuard: FailedAttemptGuard;
  /** The couple's limit (content.guestPhotos.maxFileBytes): a larger declared body is refused unread. */
  maxFileBytes: () => number;
  quota: UploadQuota;
  trustProxyHops: number;
}

const PHOTO_NOT_FOUND_MESSAGE = "This photo is not here any more, or it cannot be deleted from this device.";

/** Wrong delete tokens counted per client address per window; beyond them a wrong token is answered 429 (a right one always deletes). */
export const PHOTO_TOKEN_MAX_FAILURES = 20;
export const PHOTO_TOKEN_WINDOW_MS = 15 * 60 * 1000;

/**
 * POST /: the body is the raw file (not multipart), streamed; the name comes
 * in X-File-Name (URI-encoded), the personal link's code (if any) in
 * INVITATION_CODE_HEADER. 201 {"photo":{"id","status":"pending","deleteToken"}}.
 * DEVICE_ID_HEADER names the device the upload counts against (UploadQuota).
 * DELETE /:id with PHOTO_TOKEN_HEADER: the sender erases their photo (204);
 * a wrong token and a photo that is gone get the same 404 (429 past the
 * address's wrong tokens).
 * Nothing here serves photos: they stay private until the couple's review
 * (docs/product.md, decision 9).
 */
export function photoRoutes({ photos, owner, tokenGuard, maxFileBytes, quota, trustProxyHops }: PhotoRouteDeps) {
  return new Hono()
    .post(
      PHOTO_STATES_SUBPATH,
      valid(
        "json",
        PhotoStatesRequestSchema,
        `Send {"tokens": [...]}, at most ${PHOTO_STATES_MAX_TOKENS} photo tokens.`,
      ),
      async (c) => {
        return c.json(await owner.states(c.req.valid("json").tokens));
      },
    )
    .delete("/:id", async (c) => {
      if (await owner.deleteWithToken(c.req.param("id"), c.req.header(PHOTO_TOKEN_HEADER))) return c.body(null, 204);
      const tipped = await tokenGuard.failed(c);
      if (tipped) throw tokenRateLimited(tipped);
      throw new HttpError(404, "not_found", PHOTO_NOT_FOUND_MESSAGE);
    })
    .post("/", async (c) => {
      const uploader = { device: deviceId(c.req.header(DEVICE_ID_HEADER)), address: clientAddress(c, trustProxyHops) };
      const declaredBytes = contentLength(c.req.header("Content-Length"));
      // The body is left unread on these early refusals: closing the connection stops the client sending it.
      const refuseEarly = { Connection: "close" };

      const limit = maxFileBytes();
      if (declaredBytes !== null && declaredBytes > limit) throw new PhotoTooLargeError(limit);
      // Charged the declared size now; what arrives beyond it (a body of unknown length) is charged once received.
      const admitted = await quota.admit(uploader, { uploads: 1, bytes: declaredBytes ?? 0, unfinished: false });
      if (!admitted.allowed) throw rateLimited(admitted.scope, admitted.decision, refuseEarly);

      const raw = c.req.raw.body;
      const photo = await photos.upload({
        body: raw ? Readable.fromWeb(raw as NodeReadableStream<Uint8Array>) : Readable.from([]),
        declaredBytes,
        fileName: cleanFileName(c.req.header("X-File-Name")),
        invitationCode: c.req.header(INVITATION_CODE_HEADER) ?? null,
        async onReceived(bytes) {
          const beyond = bytes - (declaredBytes ?? 0);
          if (beyond <= 0) return;
          const more = await quota.admit(uploader, { uploads: 0, bytes: beyond, unfinished: false });
          if (more.allowed) return;
          await admitted.giveBack();
          throw rateLimited(more.scope, more.decision, {});
        },
      });
      return c.json({ photo }, 201);
    });
}

/** A photo limit's refusal: the body's `scope` names the ring that refused, which the page words in the guest's language. */
class PhotoLimitError extends HttpError {
  constructor(
    readonly scope: keyof typeof PHOTO_LIMIT_MESSAGES,
    headers: Record<string, string>,
  ) {
    super(429, PHOTO_ERROR_CODES.rateLimited, PHOTO_LIMIT_MESSAGES[scope], headers);
  }

  override details(): Record<string, unknown> {
    return { scope: this.scope };
  }
}

/** An upload over one of its quotas: 429, with the message of the ring that refused. */
export function rateLimited(
  scope: QuotaScope,
  decision: RateLimitDecision,
  headers: Record<string, string>,
): HttpError {
  return new PhotoLimitError(scope, { ...headers, "Retry-After": String(decision.retryAfterSeconds) });
}

/** A wrong photo or upload token past the address's wrong tokens. */
export function tokenRateLimited(decision: RateLimitDecision): HttpError {
  return new PhotoLimitError("tokens", { "Retry-After": String(decision.retryAfterSeconds) });
}

/** The device id the page sent, or null when it sent none (or not one of ours). */
export function deviceId(header: string | undefined): string | null {
  return header !== undefined && DEVICE_ID_PATTERN.test(header) ? header : null;
}

/** A well-formed Content-Length, or null (absent, or chunked). */
function contentLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
