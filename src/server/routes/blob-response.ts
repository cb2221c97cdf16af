import { Readable } from "node:stream";
import type { Context } from "hono";
import { ADMIN_ERROR_CODES } from "../../shared/admin-api.ts";
import { HttpError } from "../errors.ts";
import type { BlobStore } from "../storage/blob-store.ts";

/**
 * Streams a stored photo file to the browser without buffering it, with the
 * type we recorded (never sniffed: nosniff) and the caller's caching. A
 * missing key is a 404, as if the photo did not exist.
 */
export async function blobResponse(
  c: Context,
  blobs: BlobStore,
  key: string | null,
  headers: { contentType: string; cacheControl: string; disposition?: string },
): Promise<Response> {
  const body = key === null ? null : await blobs.get(key);
  if (body === null) throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such photo.");
  return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
    "Content-Type": headers.contentType,
    "Cache-Control": headers.cacheControl,
    "X-Content-Type-Options": "nosniff",
    ...(headers.disposition ? { "Content-Disposition": headers.disposition } : {}),
  });
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
