import { randomBytes } from "node:crypto";
import { type Locker, MemoryLocker, Server, type Upload } from "@tus/server";
import { type Context, Hono } from "hono";
import { cleanLine } from "../../shared/clean-text.ts";
import { errorBody } from "../../shared/error-body.ts";
import { INVITATION_CODE_PATTERN } from "../../shared/households.ts";
import { PHOTO_ERROR_CODES, tooLargeMessage } from "../../shared/photo.ts";
import { INVITATION_CODE_HEADER, PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import {
  CONTENT_HASH_PATTERN,
  DEVICE_ID_HEADER,
  type FinishedUpload,
  PHOTO_TOKEN_PATTERN,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_METADATA,
  UPLOADER_NAME_MAX_LENGTH,
} from "../../shared/uploads.ts";
import { clientAddress } from "../client-address.ts";
import { domainErrorAnswer } from "../error-answer.ts";
import { DomainError, HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  cleanFileName,
  deleteTokenHash,
  matchesDeleteTokenHash,
  PhotoAlreadySentError,
  type PhotoService,
  PhotoTooLargeError,
  RecordVetoedError,
} from "../services/photo-service.ts";
import type { FinishAnswer, FinishTurn, HeldClaim, UploadFinishes } from "../services/upload-finishes.ts";
import type { UploadQuota } from "../services/upload-quota.ts";
import type { BlobUploadStore } from "../storage/upload-datastore.ts";
import type { FailedAttemptGuard } from "./failed-attempt-guard.ts";
import { deviceId, rateLimited, tokenRateLimited } from "./photos.ts";

export interface ResumableUploadDeps {
  store: BlobUploadStore;
  photos: PhotoService;
  /** Counts requests naming an upload with the wrong token, per client address (not the delete tokens' count). */
  tokenGuard: FailedAttemptGuard;
  maxFileBytes: () => number;
  quota: UploadQuota;
  trustProxyHops: number;
  logger: Logger;
  /** Who finishes each upload, once across instances (ADR 034). */
  finishes: UploadFinishes;
  /** One upload's requests run one at a time; in memory (one instance) unless given. */
  locker?: Locker;
}

/** Wrong upload tokens counted per client address per window; beyond them a wrong token is answered 429 (a right one always passes). */
export const UPLOAD_TOKEN_MAX_FAILURES = 20;
export const UPLOAD_TOKEN_WINDOW_MS = 15 * 60 * 1000;

/** tus ids here: 32 hex characters, nothing a path could misread. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** What the server keeps of the guest's token in the upload's metadata: its SHA-256, never the token. */
const TOKEN_HASH_KEY = "tokenHash";
const HOUSEHOLD_CODE_KEY = "invitationCode";

const NOT_FOUND_MESSAGE = "This upload is not here any more. Please send the photo again.";
const FINISHING_MESSAGE = "This photo is still being stored. Please ask again in a moment.";
/** What a repeat gets while the first finish runs: the page's client takes 423 as "try again" (resumable-upload.ts). */
const BUSY: FinishAnswer = {
  status: 423,
  body: JSON.stringify(errorBody("upload_finishing", FINISHING_MESSAGE)),
  photoId: null,
};
const BUSY_RETRY_AFTER_SECONDS = "2";
const TOKEN_MISSING_MESSAGE = "The upload needs its photo token.";
const LENGTH_REQUIRED_MESSAGE = "The upload must say its size.";

/**
 * The tus 1.0 endpoint (RESUMABLE_UPLOAD_PATH; ADR 024). @tus/server speaks
 * the protocol; this module adds what is ours around it:
 * - creation needs the photo token (its hash is all that is kept), a declared
 *   size within the couple's limit, bytes the site does not have already
 *   (the SHA-256 the page names in UPLOAD_METADATA.contentHash: 409
 *   already_sent, nothing charged), and room in the device's, the address's
 *   and the site's quotas (UploadQuota; charged the declared size once: an
 *   upload can never take more), and counts as unfinished until it is stored,
 *   refused or removed;
 * - every later request must carry the same token, or it is answered as if
 *   the upload did not exist (and counted as a failed attempt; a right token
 *   is never refused);
 * - the PATCH that completes the upload runs every rule of the one-request
 *   upload (type by content, size counted again, copies without metadata,
 *   review) and then removes the upload's bytes, whatever the outcome;
 * - that finish happens once across every instance (ADR 034): a PATCH after
 *   it answers what it answered, 423 while it runs; a finish left by a crash
 *   is taken over by the next HEAD or PATCH once its lease runs out.
 */
export function resumableUploadRoutes(deps: ResumableUploadDeps) {
  const { store: uploads, photos, finishes, tokenGuard, maxFileBytes, quota, trustProxyHops, logger } = deps;

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: uploads,
    locker: deps.locker ?? new MemoryLocker(),
    maxSize: () => maxFileBytes(),
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
      const answer = await finishOnce(upload);
      if (answer.status !== 200) throw { status_code: answer.status, body: answer.body };
      return { status_code: 200, headers: { "Content-Type": "application/json" }, body: answer.body };
    },
    onResponseError(_req, error) {
      if (error instanceof Error && !("status_code" in error)) {
        logger.error({ errName: error.name }, "resumable upload failed");
        return jsonError(500, PHOTO_ERROR_CODES.storageFailed, "the photo could not be stored");
      }
      const status = (error as { status_code: number }).status_code;
      if (status === 413) return jsonError(413, PHOTO_ERROR_CODES.tooLarge, tooLargeMessage(maxFileBytes()));
      if (status === 404 || status === 410) return jsonError(status, "not_found", NOT_FOUND_MESSAGE);
      return undefined;
    },
  });

  /** Finishes an upload whose bytes all arrived, once across instances: the first request stores it, others answer as it did. */
  async function finishOnce(upload: Upload): Promise<FinishAnswer> {
    const tokenHash = upload.metadata?.[TOKEN_HASH_KEY] ?? "";
    return take(upload, await finishes.claim({ id: upload.id, tokenHash, size: upload.size ?? 0 }));
  }

  async function take(upload: Upload | null, turn: FinishTurn): Promise<FinishAnswer> {
    if (turn.kind === "done") return turn.answer;
    if (turn.kind === "busy") return BUSY;
    const stopRenewing = turn.claim.keepAlive();
    let answer: FinishAnswer;
    try {
      answer = upload ? await storePhoto(upload, turn.claim) : notFoundAnswer();
    } catch (error) {
      // The claim passed to another request while this one ran: that one stores the photo and answers.
      if (error instanceof RecordVetoedError) return BUSY;
      answer = refusalAnswer(error);
      if (!(await turn.claim.complete(answer))) return BUSY;
    } finally {
      stopRenewing();
    }
    // Only once the answer is recorded: bytes a crash left before it are what the next holder stores.
    if (upload) await removeUpload(upload.id);
    // Stored or refused, it is no longer unfinished: counted off once, by the finish that recorded the answer.
    await quota.finished();
    return answer;
  }

  async function removeUpload(id: string): Promise<void> {
    await uploads.remove(id).catch((error: unknown) => {
      logger.warn({ errName: (error as Error).name }, "finished upload not removed; it expires");
    });
  }

  /** Stores the upload as a photo, recording the answer in the photo's own transaction. */
  async function storePhoto(upload: Upload, claim: HeldClaim): Promise<FinishAnswer> {
    const metadata = upload.metadata ?? {};
    const photo = await photos.storeStream(await uploads.read(upload.id), {
      fileName: cleanFileName(metadata[UPLOAD_METADATA.fileName] ?? undefined),
      invitationCode: metadata[HOUSEHOLD_CODE_KEY] ?? null,
      deleteTokenHash: metadata[TOKEN_HASH_KEY] ?? "",
      uploaderName: metadata[UPLOAD_METADATA.uploaderName] ?? null,
      capturedAt: capturedAt(metadata[UPLOAD_METADATA.capturedAt]),
      async alsoRecord(db, stored) {
        if (!(await claim.complete(storedAnswer(stored), db))) throw new RecordVetoedError("Finished elsewhere");
      },
    });
    return storedAnswer(photo);
  }

  /**
   * The refusal's own answer (413, 415, 422, 400, 500 with our error body), recorded for repeats, so without
   * headers; unlike app.ts's handler, anything unforeseen here is logged and answered 500 storage_failed: the
   * panel says the photo was not stored.
   */
  function refusalAnswer(error: unknown): FinishAnswer {
    if (error instanceof DomainError) {
      const { status, body } = domainErrorAnswer(error, logger);
      return { status, body: JSON.stringify(body), photoId: null };
    }
    logger.error({ errName: (error as Error).name }, "resumable upload failed");
    const body = errorBody(PHOTO_ERROR_CODES.storageFailed, "the photo could not be stored");
    return { status: 500, body: JSON.stringify(body), photoId: null };
  }

  /** A new upload: our rules, its charge to the quotas, then the protocol's (a creation that did not happen gives its charge back). */
  async function create(c: Context): Promise<Response> {
    if (!PHOTO_TOKEN_PATTERN.test(c.req.header(PHOTO_TOKEN_HEADER) ?? "")) {
      throw new HttpError(400, "token_required", TOKEN_MISSING_MESSAGE);
    }
    const length = c.req.header("Upload-Length");
    if (length === undefined || !/^\d{1,15}$/.test(length)) {
      throw new HttpError(400, "length_required", LENGTH_REQUIRED_MESSAGE);
    }
    if (Number(length) > maxFileBytes()) throw new PhotoTooLargeError(maxFileBytes());
    // The page names the bytes it is about to send: a photo the site has already costs no byte and no quota.
    const named = metadataValue(c.req.header("Upload-Metadata"), UPLOAD_METADATA.contentHash);
    if (named !== null && CONTENT_HASH_PATTERN.test(named) && (await photos.alreadyStored(named).catch(() => false))) {
      // Refused before tus answers: the protocol's header is added here.
      throw new PhotoAlreadySentError({ "Tus-Resumable": "1.0.0" });
    }
    const uploader = { device: deviceId(c.req.header(DEVICE_ID_HEADER)), address: clientAddress(c, trustProxyHops) };
    const admitted = await quota.admit(uploader, { uploads: 1, bytes: Number(length), unfinished: true });
    if (!admitted.allowed) throw rateLimited(admitted.scope, admitted.decision, { Connection: "close" });
    const response = await tus.handleWeb(c.req.raw);
    if (!response.headers.has("Location")) await admitted.giveBack();
    return response;
  }

  /** A request naming an upload: a right token passes, a wrong one is counted and answered as if the upload did not exist. */
  async function admit(c: Context): Promise<Response | undefined> {
    const id = c.req.param("id");
    if (c.req.method === "OPTIONS" || id === undefined || !UPLOAD_ID.test(id)) return undefined;
    const upload = await uploads.getUpload(id).catch(() => null);
    // Its row outlives the bytes: a repeat after the finish is still told the first answer.
    const finish = await finishes.find(id);
    if (upload === null && finish === null) return undefined; // tus answers 404
    const tokenHash = upload ? upload.metadata?.[TOKEN_HASH_KEY] : finish?.tokenHash;
    if (!matchesDeleteTokenHash(c.req.header(PHOTO_TOKEN_HEADER) ?? "", tokenHash)) {
      const tipped = await tokenGuard.failed(c);
      if (tipped) throw tokenRateLimited(tipped);
      // The same answer as for an upload that does not exist: a wrong token learns nothing.
      return c.json(errorBody("not_found", NOT_FOUND_MESSAGE), 404, { "Tus-Resumable": "1.0.0" });
    }
    if (finish === null) return undefined;
    // A crash came between the answer and removing the bytes: they go now (the upload is finished).
    if (finish.state === "done" && upload !== null) await removeUpload(id);
    // Every byte arrived: a PATCH now can only repeat the finish, and gets its answer.
    if (c.req.method === "PATCH")
      return finishResponse(await take(upload, await finishes.turnFor(finish)), finish.size);
    // The page's client only asks HEAD after a lost answer: a finish a crash left is taken over here.
    if (c.req.method === "HEAD" && finish.state === "finishing") await take(upload, await finishes.turnFor(finish));
    return undefined;
  }

  const handle = async (c: Context) => {
    if (c.req.method === "POST") return create(c);
    const refusal = await admit(c);
    if (refusal) return refusal;
    const response = await tus.handleWeb(c.req.raw);
    // The guest removed an upload they will not finish: it is no longer unfinished.
    if (c.req.method === "DELETE" && response.status === 204) await quota.finished();
    return response;
  };
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

/** One value of a tus Upload-Metadata header ("key base64,key base64"), decoded; null when absent or malformed. */
export function metadataValue(header: string | undefined, key: string): string | null {
  for (const pair of (header ?? "").split(",")) {
    const [name, value, ...rest] = pair.trim().split(" ");
    if (name !== key || value === undefined || rest.length > 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) continue;
    return Buffer.from(value, "base64").toString("utf8");
  }
  return null;
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

/** A repeated finish's answer, as tus would send it: the completing PATCH's offset with a 200, Retry-After with a 423. */
function finishResponse(answer: FinishAnswer, size: number): Response {
  const headers: Record<string, string> = { "Tus-Resumable": "1.0.0", "Content-Type": "application/json" };
  if (answer.status === 200) headers["Upload-Offset"] = String(size);
  if (answer.status === 423) headers["Retry-After"] = BUSY_RETRY_AFTER_SECONDS;
  return new Response(answer.body, { status: answer.status, headers });
}

function storedAnswer(photo: FinishedUpload["photo"]): FinishAnswer {
  const answer: FinishedUpload = { photo };
  return { status: 200, body: JSON.stringify(answer), photoId: photo.id };
}

function notFoundAnswer(): FinishAnswer {
  return { status: 404, body: JSON.stringify(errorBody("not_found", NOT_FOUND_MESSAGE)), photoId: null };
}

function jsonError(status_code: number, code: string, message: string) {
  return { status_code, body: JSON.stringify(errorBody(code, message)) };
}
