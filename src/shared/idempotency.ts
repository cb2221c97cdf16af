/**
 * The Idempotency-Key a page sends with an answer (docs/decisions/039-one-answer-one-key.md):
 * made once per answer, so the server recognises the page's own repeat of it. Plain data, for
 * both sides.
 */

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * A key: 16 to 128 letters, digits, `-` or `_` (a UUID, or random bytes in
 * base64url). The IETF draft's form, a quoted string, is taken too.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^"?([A-Za-z0-9_-]{16,128})"?$/;

export const IDEMPOTENCY_ERROR_CODES = {
  /** 400: the header is not a key; nothing was stored. */
  invalid: "invalid_idempotency_key",
  /** 422: the key came before with a different request; nothing was stored. */
  reused: "idempotency_key_reused",
  /** 409: the first request with this key is still being stored; Retry-After says when to ask again. */
  inProgress: "request_in_progress",
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 128 letters, digits, "-" or "_". Nothing was saved.`,
  reused: "These answers differ from the ones first sent with them. Please reload the page and send them again.",
  inProgress: "Your answers are still being saved. Please wait a moment and try again.",
} as const;

/** A new key for an answer: 16 random bytes in base64url (getRandomValues, unlike randomUUID, works over plain http too). */
export function newIdempotencyKey(): string {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
