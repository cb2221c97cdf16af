import { ErrorBodySchema, type RsvpCreated, RsvpCreatedSchema, type RsvpRequest } from "../../shared/rsvp.ts";

/**
 * The only place the page talks to the server. Responses are parsed with the
 * shared schemas: nothing from the network is trusted by shape.
 */

export type ApiFailure =
  /** The server answered with our error shape. */
  | { kind: "error"; status: number; code: string; message: string }
  /** No usable answer: offline, a proxy's error page, a dropped connection. */
  | { kind: "unreachable"; reason: string };

export type ApiResult<T> = { ok: true; value: T } | ({ ok: false } & ApiFailure);

export async function submitRsvp(request: RsvpRequest): Promise<ApiResult<RsvpCreated>> {
  let response: Response;
  try {
    response = await fetch("/api/rsvps", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, kind: "unreachable", reason: "could not reach the server" };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const created = RsvpCreatedSchema.safeParse(body);
    if (created.success) return { ok: true, value: created.data };
    return { ok: false, kind: "unreachable", reason: "unexpected answer from the server" };
  }
  const error = ErrorBodySchema.safeParse(body);
  if (error.success) return { ok: false, kind: "error", status: response.status, ...error.data.error };
  return { ok: false, kind: "unreachable", reason: `server error ${response.status}` };
}
