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

/** The 201 answer of POST /api/photos: the photo waits for the couple's review. */
export interface PhotoCreated {
  photo: { id: string; status: "pending" };
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
    photo.status === "pending"
  );
}

export interface UploadPhotoOptions {
  /** Called with the share of the body sent so far (0 to 1), then 1 once every byte has left. */
  onProgress?: (sentFraction: number) => void;
  signal?: AbortSignal;
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
  const { onProgress, signal } = options;
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
      const error = ErrorBodySchema.safeParse(body);
      if (xhr.status >= 400 && error.success) {
        finish({ ok: false, kind: "error", status: xhr.status, ...error.data.error });
        return;
      }
      finish({ ok: false, kind: "unreachable", reason: `unexpected answer from the server (${xhr.status})` });
    };
    xhr.open("POST", "/api/photos");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.send(file);
  });
}
