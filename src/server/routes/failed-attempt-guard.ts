import type { Context } from "hono";
import { clientAddress } from "../client-address.ts";
import type { Logger } from "../logger.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";

/** A limit on wrong secrets (invitation codes, photo delete tokens) per client address. */
export interface FailedAttemptGuard {
  /** Null when the address may try; the refusal's decision when it is over its failures. */
  refused(c: Context): Promise<RateLimitDecision | null>;
  /** Counts a failure; the refusal's decision when that one was one too many. */
  failed(c: Context): Promise<RateLimitDecision | null>;
}

/**
 * Only failures count (a guest using their own secret again and again never
 * runs out), and past the limit every attempt from the address is refused
 * until the window ends, a right secret too. `what` names the limiter in the
 * log line written when it fails and lets the request through.
 */
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
    refused: (c) => hit(c, 0),
    failed: (c) => hit(c, 1),
  };
}
