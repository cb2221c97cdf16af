import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorBody, errorBody } from "../shared/error-body.ts";
import { errorCode } from "./error-code.ts";
import { DomainError } from "./errors.ts";
import type { Logger } from "./logger.ts";

/** A thrown error as the response to send: status, the one error shape (with any details) and headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ErrorBody;
  headers: Record<string, string>;
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * The one mapping from a thrown error to its answer (app.ts's onError): a
 * DomainError answers its own status, code, message, details and headers; a
 * Hono HTTPException its status; anything else is a bug, logged (its name,
 * code and stack frames, never its message, which can quote a guest's data)
 * and answered with a generic 500. `request` is what the log may say of the
 * request (a personal link's code already taken out of the path).
 */
export function errorAnswer(error: unknown, logger: Logger, request: { method: string; path: string }): ErrorAnswer {
  if (error instanceof DomainError) return domainErrorAnswer(error, logger);
  if (error instanceof HTTPException) {
    return {
      status: error.status,
      body: errorBody(codeForStatus(error.status), error.message || "The request could not be handled."),
      headers: {},
    };
  }
  logger.error(
    { ...request, errName: errorName(error), errCode: errorCode(error), stack: frames(error) },
    "unhandled error",
  );
  return { status: 500, body: errorBody("internal_error", INTERNAL_ERROR_MESSAGE), headers: {} };
}

/** A domain error's answer, logging it first when it is a failure on our side (also for answers recorded, not sent: a finished upload's). */
export function domainErrorAnswer(error: DomainError, logger: Logger): ErrorAnswer {
  const entry = error.logEntry();
  if (entry) logger.error(entry.fields, entry.message);
  return {
    status: error.status,
    body: { ...errorBody(error.code, error.message), ...error.details() },
    headers: { ...error.headers },
  };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** Where it was thrown: the stack's frames without its first line, which repeats the message. */
function frames(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.stack === undefined) return undefined;
  return error.stack
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "));
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 413:
      return "payload_too_large";
    default:
      return status >= 500 ? "internal_error" : "request_failed";
  }
}
