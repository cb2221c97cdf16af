import { isRecord, parseErrorBody } from "../../shared/error-body.ts";
import type { GuestMomentList } from "../../shared/guest-moment-schemas.ts";
import { GUEST_MOMENTS_API } from "../../shared/guest-moments.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../shared/idempotency.ts";
import type { RsvpCreated, RsvpRequest } from "../../shared/rsvp.ts";

/**
 * The only place the page talks to the server. Responses are parsed before
 * use, with the schemas of src/shared the server answers by: nothing from the
 * network is trusted by shape. This module carries no schema library: a call
 * imports its answer's schema when the answer arrives (lazySchema), so the
 * first view never loads zod; the admin page's calls are built on
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
  /**
   * No usable answer: offline, a proxy's error page, a dropped connection. `reason` says why in English, for logs
   * and tests; `why` names it for the page to say in the guest's language (its words' `reasons`, reasonText).
   */
  | { kind: "unreachable"; reason: string; why?: UnreachableWhy; status?: number };

/** Why there was no usable answer, by the page words' `reasons` keys. */
export type UnreachableWhy = "unreachable" | "codeNotLoaded" | "unexpected" | "serverError" | "rsvpCodeNotLoaded";

export type ApiResult<T> = { ok: true; value: T } | ({ ok: false } & ApiFailure);

/** Reads a successful answer's body (null for 204 No Content); undefined when it is not the expected shape. */
export type ParseBody<T> = (body: unknown) => T | undefined | Promise<T | undefined>;

/** What a zod schema offers (zod/mini's included), without importing zod here. */
export interface SafeParser<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false };
}

/** The body as `schema` reads it, or undefined. */
export function parseWith<T>(schema: SafeParser<T>, body: unknown): T | undefined {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Parses with a schema imported only when an answer arrives: `load` is a
 * dynamic import of the src/shared module holding it, so neither the schema
 * nor zod ride along in the chunk that makes the call.
 */
export const lazySchema =
  <T>(load: () => Promise<SafeParser<T>>): ParseBody<T> =>
  async (body) =>
    parseWith(await load(), body);

export interface JsonRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as the JSON body. */
  json?: unknown;
  /**
   * Sent as the body instead, its bytes as they are: the admin's guest-list import (text/csv, the server reads the
   * encoding) and the editor's pictures (application/octet-stream).
   */
  file?: { bytes: Blob; type: "text/csv" | "application/octet-stream" };
  /** Extra request headers (a photo's delete token). */
  headers?: Record<string, string>;
  /** The request outlives the page (the editor's draft saved as the couple leave; at most 64 kB of body). */
  keepalive?: boolean;
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
        ...(request.file === undefined ? {} : { "Content-Type": request.file.type }),
        ...request.headers,
      },
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      ...(request.file === undefined ? {} : { body: request.file.bytes }),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return { ok: false, kind: "unreachable", reason: "could not reach the server", why: "unreachable" };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok) {
    let value: T | undefined;
    try {
      value = await parse(body);
    } catch {
      // The schema's chunk could not be fetched (offline since the request, or removed by a redeploy).
      return {
        ok: false,
        kind: "unreachable",
        reason: "could not load the code that reads the answer",
        why: "codeNotLoaded",
      };
    }
    if (value !== undefined) return { ok: true, value };
    return { ok: false, kind: "unreachable", reason: "unexpected answer from the server", why: "unexpected" };
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
  return {
    ok: false,
    kind: "unreachable",
    reason: `server error ${response.status}`,
    why: "serverError",
    status: response.status,
  };
}

/**
 * Sends an RSVP under its Idempotency-Key: a repeat with the same key is
 * answered as the first was. The path and the answer's schema come with the
 * RSVP rules (src/shared/rsvp.ts), which the form has loaded by the time it sends.
 */
export async function submitRsvp(request: RsvpRequest, key: string): Promise<ApiResult<RsvpCreated>> {
  let rsvp: typeof import("../../shared/rsvp.ts");
  try {
    rsvp = await import("../../shared/rsvp.ts");
  } catch {
    return {
      ok: false,
      kind: "unreachable",
      reason: "could not load the code that sends the RSVP",
      why: "rsvpCodeNotLoaded",
    };
  }
  return requestJson(rsvp.RSVP_API, (body) => parseWith(rsvp.RsvpCreatedSchema, body), {
    method: "POST",
    json: request,
    headers: idempotencyHeaders(key),
  });
}

/** The header that makes a page's repeat of an answer the same answer (docs/decisions/039-one-answer-one-key.md). */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** The approved guest photos for the page (docs/product.md, decision 9). */
export function listGuestMoments(): Promise<ApiResult<GuestMomentList>> {
  return requestJson(GUEST_MOMENTS_API.list, parseGuestMomentList);
}

/**
 * Keeps the moments its schema (src/shared/guest-moment-schemas.ts) accepts,
 * dropping any other one; undefined when the answer is not a list.
 */
export async function parseGuestMomentList(body: unknown): Promise<GuestMomentList | undefined> {
  if (!isRecord(body) || !Array.isArray(body.moments)) return undefined;
  const { GuestMomentSchema } = await import("../../shared/guest-moment-schemas.ts");
  return { moments: body.moments.flatMap((moment) => parseWith(GuestMomentSchema, moment) ?? []) };
}
