/** The statuses a refusal answers with; every one carries the error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503;

/** What the log keeps of a failure on our side: codes and short reasons, never a guest's data. */
export interface ErrorLogEntry {
  fields: Record<string, unknown>;
  message: string;
}

/**
 * An error the client should see: its status, a stable code, a message fit to
 * show and any headers. Each domain concept is one subclass, thrown by the
 * service whose rule it is; this file imports no HTTP framework, so services
 * may import it. Routes let these errors propagate: the one handler
 * (error-answer.ts) turns them into the one error shape.
 */
export abstract class DomainError extends Error {
  abstract readonly status: ErrorStatus;
  abstract readonly code: string;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>> = {};

  /** What the body carries beside `error` (a conflict's `current`); nothing by default. */
  details(): Record<string, unknown> {
    return {};
  }

  /** A failure on our side is logged with this when answered; a refusal of the request is not. */
  logEntry(): ErrorLogEntry | null {
    return null;
  }
}

/** A refusal the HTTP layer itself makes (a malformed request, a rate limit, no session): its status and code are given where it is thrown. */
export class HttpError extends DomainError {
  override name = "HttpError";

  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    override readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
