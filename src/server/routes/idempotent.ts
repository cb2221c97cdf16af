import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from "../../shared/idempotency.ts";
import { HttpError } from "../errors.ts";
import { AnswerInProgressError, type HeldIdempotencyClaim, type Idempotency } from "../services/idempotency.ts";

/**
 * Runs `store` once per Idempotency-Key (docs/decisions/039-one-answer-one-key.md):
 * a request without the header runs as ever; a malformed one is refused (400)
 * before anything runs; a repeat of a stored answer gets that answer, status
 * and body, without `store` running again. `store` gets the claim to
 * complete in its transaction, and the claim is given up if it throws.
 */
export async function idempotent(
  c: Context,
  idempotency: Idempotency,
  { scope, body }: { scope: string; body: string },
  store: (claim: HeldIdempotencyClaim | undefined) => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKey(c);
  if (key === undefined) return store(undefined);
  if (key === null) throw new HttpError(400, IDEMPOTENCY_ERROR_CODES.invalid, IDEMPOTENCY_MESSAGES.invalid);
  const fingerprint = createHash("sha256").update(`${c.req.method} ${c.req.path}\n${body}`).digest("hex");
  const turn = await idempotency.claim({ scope, key, fingerprint });
  switch (turn.kind) {
    case "done":
      return c.body(turn.response.body, turn.response.status as ContentfulStatusCode, {
        "Content-Type": "application/json",
      });
    case "mismatch":
      throw new HttpError(422, IDEMPOTENCY_ERROR_CODES.reused, IDEMPOTENCY_MESSAGES.reused);
    case "busy":
      throw new AnswerInProgressError();
    case "claimed":
      try {
        return await store(turn.claim);
      } catch (error) {
        // A release that fails leaves the claim to its lease: the next repeat takes it over then.
        await turn.claim.release().catch(() => undefined);
        throw error;
      }
  }
}

/** The request's Idempotency-Key: undefined without the header, null when the header is malformed. */
export function idempotencyKey(c: Context): string | null | undefined {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) return undefined;
  return IDEMPOTENCY_KEY_PATTERN.exec(header.trim())?.[1] ?? null;
}
