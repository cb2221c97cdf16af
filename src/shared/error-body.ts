/**
 * The one error shape every endpoint answers with: `{ "error": { "code", "message" } }`.
 * The code is stable and machine-readable (each API lists its own: RSVP_ERROR_CODES,
 * PHOTO_ERROR_CODES, ADMIN_ERROR_CODES); the message is fit to show a person.
 * Plain code, no schema library: the guest page parses it too.
 */

export interface ApiError {
  code: string;
  message: string;
}

export interface ErrorBody {
  error: ApiError;
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** The error inside a body of our shape, or null when the body is anything else (a proxy's page, a crash). */
export function parseErrorBody(body: unknown): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message } = body.error;
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
