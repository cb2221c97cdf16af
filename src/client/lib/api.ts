import type { GuestMoment, GuestMomentList } from "../../shared/admin-api.ts";
import { isRecord, parseErrorBody } from "../../shared/error-body.ts";
import { INVITATION_CODE_HEADER } from "../../shared/privacy.ts";
import type { RsvpCreated, RsvpRequest } from "../../shared/rsvp.ts";

/**
 * The only place the page talks to the server. Responses are parsed before
 * use: nothing from the network is trusted by shape. This module carries no
 * schema library (the RSVP schema is loaded with the form), so every chunk
 * that calls the API stays small; the admin page's calls are built on
 * requestJson in its own bundle, so guests never download them.
 */

export type ApiFailure =
  /** The server answered with our error shape. */
  | {
      kind: "error";
      status: number;
      code: string;
      message: string;
      retryAfterSeconds?: number;
      /** The whole error body, for the few answers that carry more than the error (a 409's newer data). */
      body?: unknown;
    }
  /** No usable answer: offline, a proxy's error page, a dropped connection. */
  | { kind: "unreachable"; reason: string };

export type ApiResult<T> = { ok: true; value: T } | ({ ok: false } & ApiFailure);

/** Reads a successful answer's body (null for 204 No Content); undefined when it is not the expected shape. */
export type ParseBody<T> = (body: unknown) => T | undefined;

export interface JsonRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as a CSV body instead (the admin's guest-list import). */
  csv?: string;
  /** Extra request headers (a photo's delete token). */
  headers?: Record<string, string>;
}

/** For calls answered with 204 No Content. */
export const noContent: ParseBody<null> = (body) => (body === null ? null : undefined);

/** One call to our JSON API: a parsed answer, our error shape as a failure, anything else as unreachable. */
export async function requestJson<T>(
  path: string,
  parse: ParseBody<T>,
  request: JsonRequest = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(request.json === undefined ? {} : { "Content-Type": "application/json" }),
        ...(request.csv === undefined ? {} : { "Content-Type": "text/csv; charset=utf-8" }),
        ...request.headers,
      },
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      ...(request.csv === undefined ? {} : { body: request.csv }),
    });
  } catch {
    return { ok: false, kind: "unreachable", reason: "could not reach the server" };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok) {
    const value = parse(body);
    if (value !== undefined) return { ok: true, value };
    return { ok: false, kind: "unreachable", reason: "unexpected answer from the server" };
  }
  const error = parseErrorBody(body);
  if (error) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
    return {
      ok: false,
      kind: "error",
      status: response.status,
      ...error,
      body,
      ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  return { ok: false, kind: "unreachable", reason: `server error ${response.status}` };
}

export function submitRsvp(request: RsvpRequest): Promise<ApiResult<RsvpCreated>> {
  return requestJson("/api/rsvps", (body) => (isRsvpCreated(body) ? body : undefined), {
    method: "POST",
    json: request,
  });
}

function isRsvpCreated(body: unknown): body is RsvpCreated {
  return isRecord(body) && body.status === "received" && typeof body.guestCount === "number";
}

/**
 * GUEST_MOMENTS_API.list of src/shared/admin-api.ts (a test holds them equal).
 * Not imported: that module's admin paths would then ride along in the chunk
 * guests load (a bundler splits by module, not by export).
 */
export const GUEST_MOMENTS_PATH = "/api/moments";

/** The approved guest photos for the page (docs/product.md, decision 9). */
export function listGuestMoments(): Promise<ApiResult<GuestMomentList>> {
  return requestJson(GUEST_MOMENTS_PATH, parseGuestMomentList);
}

/** Keeps the well-formed moments whose URLs are our own moments URLs; undefined when the answer is not a list. */
export function parseGuestMomentList(body: unknown): GuestMomentList | undefined {
  if (!isRecord(body) || !Array.isArray(body.moments)) return undefined;
  return { moments: body.moments.filter(isGuestMoment) };
}

function isGuestMoment(value: unknown): value is GuestMoment {
  if (!isRecord(value)) return false;
  const { id, width, height, imageUrl, thumbnailUrl } = value;
  if (typeof id !== "string" || id === "") return false;
  const base = `${GUEST_MOMENTS_PATH}/${encodeURIComponent(id)}`;
  return (
    isPositiveSize(width) &&
    isPositiveSize(height) &&
    imageUrl === `${base}/image` &&
    thumbnailUrl === `${base}/thumbnail`
  );
}

const isPositiveSize = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** The 201 answer of POST /api/photos: the photo waits for the couple's review; its deleteToken lets this browser delete it. */
export interface PhotoCreated {
  photo: { id: string; status: "pending"; deleteToken?: string };
}

function isPhotoCreated(body: unknown): body is PhotoCreated {
  if (typeof body !== "object" || body === null || !("photo" in body)) return false;
  const photo: unknown = body.photo;
  return (
    typeof photo === "object" &&
    photo !== null &&
    "id" in photo &&
    typeof photo.id === "string" &&
    "status" in photo &&
    photo.status === "pending" &&
    (!("deleteToken" in photo) || typeof photo.deleteToken === "string")
  );
}

export interface UploadPhotoOptions {
  /** Called with the share of the body sent so far (0 to 1), then 1 once every byte has left. */
  onProgress?: (sentFraction: number) => void;
  signal?: AbortSignal;
  /** The personal link's code: the photo belongs to that household (sent as INVITATION_CODE_HEADER). */
  invitationCode?: string;
}

/**
 * Sends one photo as the raw request body. XMLHttpRequest rather than fetch:
 * fetch cannot report upload progress, and the bar follows the bytes sent
 * (design decision 7).
 */
export function uploadPhoto(
  file: Blob & { name: string },
  options: UploadPhotoOptions = {},
): Promise<ApiResult<PhotoCreated>> {
  const { onProgress, signal, invitationCode } = options;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, kind: "unreachable", reason: "cancelled" });
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const finish = (result: ApiResult<PhotoCreated>) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => finish({ ok: false, kind: "unreachable", reason: "could not reach the server" });
    xhr.ontimeout = () => finish({ ok: false, kind: "unreachable", reason: "the server took too long" });
    xhr.onabort = () => finish({ ok: false, kind: "unreachable", reason: "cancelled" });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && isPhotoCreated(body)) {
        finish({ ok: true, value: body });
        return;
      }
      const error = parseErrorBody(body);
      if (xhr.status >= 400 && error) {
        finish({ ok: false, kind: "error", status: xhr.status, ...error });
        return;
      }
      finish({ ok: false, kind: "unreachable", reason: `unexpected answer from the server (${xhr.status})` });
    };
    xhr.open("POST", "/api/photos");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.setRequestHeader("Accept", "application/json");
    if (invitationCode) xhr.setRequestHeader(INVITATION_CODE_HEADER, invitationCode);
    xhr.send(file);
  });
}
