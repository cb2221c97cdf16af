import type { GuestMoment, GuestMomentList } from "../../shared/admin-api.ts";
import { isRecord, parseErrorBody } from "../../shared/error-body.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../shared/idempotency.ts";
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
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as a CSV body instead, its bytes as they are (the admin's guest-list import: the server reads the encoding). */
  csv?: Blob;
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
        ...(request.csv === undefined ? {} : { "Content-Type": "text/csv" }),
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

/** Sends an RSVP under its Idempotency-Key: a repeat with the same key is answered as the first was. */
export function submitRsvp(request: RsvpRequest, key: string): Promise<ApiResult<RsvpCreated>> {
  return requestJson("/api/rsvps", (body) => (isRsvpCreated(body) ? body : undefined), {
    method: "POST",
    json: request,
    headers: idempotencyHeaders(key),
  });
}

/** The header that makes a page's repeat of an answer the same answer (docs/decisions/039-one-answer-one-key.md). */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_KEY_HEADER]: key });

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
