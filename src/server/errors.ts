import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the client should see: status, a stable code and a message fit to show. */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
