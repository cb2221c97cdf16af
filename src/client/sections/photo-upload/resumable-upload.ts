import { type DetailedError, Upload } from "tus-js-client";
import { isRecord, parseErrorBody } from "../../../shared/error-body.ts";
import { PHOTO_ERROR_CODES } from "../../../shared/photo.ts";
import { INVITATION_CODE_HEADER, PHOTO_TOKEN_HEADER } from "../../../shared/privacy.ts";
import {
  DEVICE_ID_HEADER,
  type FinishedUpload,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_METADATA,
} from "../../../shared/uploads.ts";
import type { ApiResult } from "../../lib/api.ts";
import { isOffline } from "../../lib/connection.ts";
import { deviceId } from "./device-id.ts";
import { findPhotoByToken, isPhotoStatus } from "./my-photos.ts";
import type { PendingUpload } from "./pending-uploads.ts";

/**
 * One photo over tus (decision 17; src/shared/uploads.ts). tus-js-client
 * sends the chunks; the retrying is ours, because it must never give up on a
 * connection that drops or sleeps, and must never start a photo over when
 * its last answer was lost. Each attempt resumes the upload at the server's
 * offset (HEAD), so bytes that arrived are never sent again.
 */

export interface ResumableOptions {
  signal: AbortSignal;
  /** Bytes the server has, or that are on their way, of `total`. */
  onProgress: (sent: number, total: number) => void;
  /** The upload's URL once the server made it (null when it is gone and a new one will be made): keep it to resume after a reload. */
  onUploadUrl: (uploadUrl: string | null) => void;
  /** Called when an attempt ended without an answer and the next waits for the connection (offline) or a backoff. */
  onWaiting?: (offline: boolean) => void;
}

/** What sending a photo came to: stored now, or the site had these very bytes already (nothing stored twice). */
export type SendOutcome = { kind: "stored"; photo: FinishedUpload["photo"] } | { kind: "already-sent" };

/** What one attempt came to. */
type Attempt =
  | { kind: "finished"; photo: FinishedUpload["photo"] }
  /** The site has a photo with these bytes (409 already_sent, at the creation or the finish): done, nothing stored. */
  | { kind: "already-sent" }
  /** Every byte is on the server but its answer was lost (or a HEAD found the upload complete). */
  | { kind: "complete-without-answer" }
  /** The server refused the photo with our error body: shown to the guest, not retried. */
  | { kind: "refused"; status: number; code: string; message: string; body: unknown }
  /** The upload is not on the server (finished and removed, expired, or never made). */
  | { kind: "gone" }
  /** No usable answer: the connection dropped, the phone slept, a proxy answered. Try again. */
  | { kind: "interrupted"; progressed: boolean }
  | { kind: "cancelled" };

/** No byte for this long while bytes remain: the connection is dead even if the browser has not noticed. Resume on a new one. */
const STALL_MS = 45_000;
/** How often and how long to ask for a photo whose answer was lost, while the server may still be storing it. */
const LOOKUP_TRIES = 5;
const LOOKUP_PAUSE_MS = 1500;

/** The wait before the next attempt after `failures` attempts in a row sent nothing: 1, 2, 4, 8, 16, then 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(failures - 1, 5)));
}

/**
 * Sends the photo until the server stores or refuses it (or says it has it
 * already), or `signal` aborts. Never fails for being slow or offline.
 */
export async function sendResumable(upload: PendingUpload, options: ResumableOptions): Promise<ApiResult<SendOutcome>> {
  const { signal } = options;
  let uploadUrl = upload.uploadUrl;
  let failures = 0;
  for (;;) {
    if (signal.aborted) return cancelled();
    if (isOffline()) {
      options.onWaiting?.(true);
      await pause(Number.POSITIVE_INFINITY, signal);
      continue;
    }
    const attempt = await attemptUpload(upload, uploadUrl, {
      ...options,
      onUploadUrl: (url) => {
        uploadUrl = url;
        options.onUploadUrl(url);
      },
    });
    switch (attempt.kind) {
      case "finished":
        return { ok: true, value: { kind: "stored", photo: attempt.photo } };
      case "already-sent":
        return { ok: true, value: { kind: "already-sent" } };
      case "refused":
        return {
          ok: false,
          kind: "error",
          status: attempt.status,
          code: attempt.code,
          message: attempt.message,
          body: attempt.body,
        };
      case "cancelled":
        return cancelled();
      case "complete-without-answer":
      case "gone": {
        // The photo may have arrived with its answer lost: the token finds it.
        const photo = await lookUp(upload.token, signal, attempt.kind === "gone" ? 1 : LOOKUP_TRIES);
        if (photo) return { ok: true, value: { kind: "stored", photo } };
        if (attempt.kind === "gone") {
          // Not stored and not resumable (expired, or a refusal's answer was lost): send it again from the start.
          uploadUrl = null;
          options.onUploadUrl(null);
        }
        failures += 1;
        break;
      }
      case "interrupted":
        failures = attempt.progressed ? 1 : failures + 1;
        break;
    }
    options.onWaiting?.(isOffline());
    await pause(retryDelayMs(failures), signal);
  }
}

/** Asks the server to drop what arrived of an upload the guest removed; nothing to wait for (it expires anyway). */
export function abandonUpload(upload: PendingUpload): void {
  if (!upload.uploadUrl) return;
  void Upload.terminate(upload.uploadUrl, { headers: { [PHOTO_TOKEN_HEADER]: upload.token }, retryDelays: null }).catch(
    () => undefined,
  );
}

function cancelled(): ApiResult<SendOutcome> {
  return { ok: false, kind: "unreachable", reason: "cancelled" };
}

/** Waits `ms`, or until the browser comes back online, or `signal` aborts: whichever comes first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
  });
}

async function lookUp(token: string, signal: AbortSignal, tries: number): Promise<FinishedUpload["photo"] | null> {
  for (let attempt = 0; attempt < tries && !signal.aborted; attempt += 1) {
    if (attempt > 0) await pause(LOOKUP_PAUSE_MS, signal);
    const photo = await findPhotoByToken(token);
    if (photo) return photo;
  }
  return null;
}

function attemptUpload(pending: PendingUpload, uploadUrl: string | null, options: ResumableOptions): Promise<Attempt> {
  return new Promise((resolve) => {
    let progressed = false;
    let lastSent = -1;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (attempt: Attempt) => {
      clearTimeout(stallTimer);
      options.signal.removeEventListener("abort", onAbort);
      window.removeEventListener("offline", onOffline);
      resolve(attempt);
    };
    const watchStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        void upload.abort(false);
        finish({ kind: "interrupted", progressed });
      }, STALL_MS);
    };
    const metadata: Record<string, string> = { [UPLOAD_METADATA.fileName]: pending.fileName };
    if (pending.capturedAt) metadata[UPLOAD_METADATA.capturedAt] = pending.capturedAt;
    if (pending.uploaderName) metadata[UPLOAD_METADATA.uploaderName] = pending.uploaderName;
    // The server answers at once when it has these bytes: none of them crosses the phone's connection.
    if (pending.contentHash) metadata[UPLOAD_METADATA.contentHash] = pending.contentHash;
    const upload = new Upload(pending.blob, {
      // A known upload resumes without an endpoint: a lost upload must come back as "gone", not be started again silently.
      ...(uploadUrl ? { uploadUrl } : { endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.href).href }),
      chunkSize: UPLOAD_CHUNK_BYTES,
      metadata,
      headers: uploadHeaders(pending),
      retryDelays: null,
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: false,
      onUploadUrlAvailable: () => options.onUploadUrl(upload.url),
      onProgress: (sent, total) => {
        if (lastSent >= 0 && sent > lastSent) progressed = true;
        lastSent = sent;
        options.onProgress(sent, total);
        if (sent < total) watchStall();
        else clearTimeout(stallTimer);
      },
      onSuccess: ({ lastResponse }) => {
        const photo = parseFinishedUpload(lastResponse.getBody());
        finish(photo ? { kind: "finished", photo } : { kind: "complete-without-answer" });
      },
      onError: (error) => finish(classifyError(error, progressed)),
    });
    const onAbort = () => {
      void upload.abort(false);
      finish({ kind: "cancelled" });
    };
    // The browser knows the network went: stop waiting for answers that cannot come, and resume once it is back.
    const onOffline = () => {
      void upload.abort(false);
      finish({ kind: "interrupted", progressed });
    };
    options.signal.addEventListener("abort", onAbort, { once: true });
    window.addEventListener("offline", onOffline);
    watchStall();
    upload.start();
  });
}

/** Every request of an upload carries its photo token and this device's id; a personal link's page adds its code. */
export function uploadHeaders(pending: PendingUpload, device: string = deviceId()): Record<string, string> {
  const headers: Record<string, string> = { [PHOTO_TOKEN_HEADER]: pending.token, [DEVICE_ID_HEADER]: device };
  if (pending.invitationCode) headers[INVITATION_CODE_HEADER] = pending.invitationCode;
  return headers;
}

function classifyError(error: Error | DetailedError, progressed: boolean): Attempt {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response) return { kind: "interrupted", progressed };
  const status = response.getStatus();
  if (status === 404 || status === 410) return { kind: "gone" };
  const whole = parseJson(response.getBody());
  const body = parseErrorBody(whole);
  if (body?.code === PHOTO_ERROR_CODES.alreadySent) return { kind: "already-sent" };
  // Our error body is the server's word on this photo (413, 415, 422, 429, 500); anything else is on the way (a proxy, a 409 offset race, a 423 lock).
  if (body && status >= 400 && status !== 409 && status !== 423)
    return { kind: "refused", status, ...body, body: whole };
  return { kind: "interrupted", progressed };
}

/** The completing PATCH's answer, or null when it is not one (lost, or a HEAD's). */
export function parseFinishedUpload(text: string | undefined): FinishedUpload["photo"] | null {
  const body = parseJson(text);
  if (!isRecord(body) || !isRecord(body.photo)) return null;
  const { id, status } = body.photo;
  return typeof id === "string" && id !== "" && isPhotoStatus(status) ? { id, status } : null;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
