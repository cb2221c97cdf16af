import type { Context } from "hono";
import { clientAddress } from "../client-address.ts";
import type { Logger } from "../logger.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";

/**
 * A limit on wrong secrets (photo delete tokens, resumable upload tokens, the
 * slideshow key) per client address. It is asked only after the secret was
 * checked and found wrong: a right secret is never counted and never refused,
 * so a venue's guests behind one address keep their photos and the projector
 * its slideshow whatever one of them tries. That is safe because these
 * secrets are too long to guess (128 bits and more): the count is there to
 * answer a guesser 429 and slow it, not to keep the secret.
 */
export interface FailedAttemptGuard {
  /** Counts a wrong secret; the refusal's decision when the address is past its wrong secrets. */
  failed(c: Context): Promise<RateLimitDecision | null>;
  /**
   * Whether the address is past its wrong secrets, counting nothing: only for
   * a request that presented no secret at all, to say which refusal it gets
   * (never asked before a presented secret is checked).
   */
  over(c: Context): Promise<RateLimitDecision | null>;
}

/** `what` names the limiter in the log line written when it fails and lets the request through. */
export function failedAttemptGuard(
  limiter: RateLimiter,
  trustProxyHops: number,
  logger: Logger,
  what: string,
): FailedAttemptGuard {
  const hit = async (c: Context, weight: number) => {
    const decision = await hitOrLetThrough(limiter, clientAddress(c, trustProxyHops), weight, logger, what);
    return decision.allowed ? null : decision;
  };
  return {
    failed: (c) => hit(c, 1),
    over: (c) => hit(c, 0),
  };
}
