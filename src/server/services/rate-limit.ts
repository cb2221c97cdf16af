import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";

/**
 * Rate limiting behind a one-method interface, so a later issue can keep the
 * counts in the database or Redis and share them between server instances.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until this key may try again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Hits (or weight) still allowed in this window after this one; absent when the limiter does not count. */
  remaining?: number;
}

export interface RateLimiter {
  /**
   * Counts `weight` (default 1) against `key`: 1 per request, or bytes for a
   * volume limit. A weight of 0 only asks whether the key is already over.
   * A negative weight gives back hits counted earlier in the current window
   * (an admin sign-in counted before its password was checked, and right):
   * the total never goes below 0, and no window is started by it.
   */
  hit(key: string, weight?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

export interface MemoryRateLimiterOptions {
  /** Hits (or total weight) allowed per key per window. */
  limit: number;
  windowMs?: number;
  /** Keys remembered at most; the oldest windows go first beyond it, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

export interface MemoryRateLimiter extends RateLimiter {
  hit(key: string, weight?: number): RateLimitDecision;
  /** Keys currently remembered. */
  readonly size: number;
}

interface Window {
  startedAt: number;
  hits: number;
}

/**
 * Fixed windows per key in one process's memory. Good for one instance; with
 * several, each counts on its own (so the limit is per instance).
 */
export function createMemoryRateLimiter({
  limit,
  windowMs = 60_000,
  maxKeys = 10_000,
  now = Date.now,
}: MemoryRateLimiterOptions): MemoryRateLimiter {
  // A Map iterates in insertion order, and a key is re-inserted when its window
  // restarts, so the first entries are always the oldest windows.
  const windows = new Map<string, Window>();
  let sweptAt = now();

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt < windowMs) break;
      windows.delete(key);
    }
    sweptAt = at;
  }

  return {
    get size() {
      return windows.size;
    },
    hit(key, weight = 1) {
      const at = now();
      if (at - sweptAt >= windowMs) sweep(at);
      let window = windows.get(key);
      if (weight < 0) {
        const current = window && at - window.startedAt < windowMs ? window : undefined;
        if (current) current.hits = Math.max(0, current.hits + weight);
        return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, limit - (current?.hits ?? 0)) };
      }
      if (!window || at - window.startedAt >= windowMs) {
        windows.delete(key);
        window = { startedAt: at, hits: 0 };
        windows.set(key, window);
        if (windows.size > maxKeys) {
          sweep(at);
          const oldest = windows.keys().next().value;
          if (windows.size > maxKeys && oldest !== undefined) windows.delete(oldest);
        }
      }
      window.hits += weight;
      const remaining = Math.max(0, limit - window.hits);
      if (window.hits <= limit) return { allowed: true, retryAfterSeconds: 0, remaining };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)),
        remaining,
      };
    },
  };
}

/** No limit at all: RSVP_RATE_LIMIT_PER_MINUTE=0 (benchmarks), and tests that post many times. */
export const unlimitedRateLimiter: RateLimiter = {
  hit: () => ({ allowed: true, retryAfterSeconds: 0 }),
};

/**
 * Counts a hit, letting the request through when the limiter itself fails (a
 * shared store away): an RSVP or a photo matters more than the limit, and the
 * admin sign-in still waits after each wrong password. The failure is logged
 * with its code only.
 */
export async function hitOrLetThrough(
  limiter: RateLimiter,
  key: string,
  weight: number,
  logger: Logger,
  what: string,
): Promise<RateLimitDecision> {
  try {
    return await limiter.hit(key, weight);
  } catch (error) {
    const code = errorCode(error);
    logger.warn({ errCode: code }, `${what} rate limiter failed; request let through`);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
