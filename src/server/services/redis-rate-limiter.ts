import type { Redis } from "ioredis";
import type { RateLimitDecision, RateLimiter } from "./rate-limit.ts";

export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Keeps limiters apart: "rsvp", "photo-count", …; `prefix` goes before it. */
  name: string;
  limit: number;
  windowMs: number;
  /** Put before every key, so several sites (or tests) can share one Redis. */
  prefix?: string;
}

/**
 * Adds the weight and starts the window's expiry on its first hit, atomically
 * (a script runs alone on the Redis server): returns the window's total and
 * the milliseconds it has left. Expired windows vanish by themselves. A
 * negative weight (a give-back) only lowers a window that exists, never below 0.
 */
const HIT_SCRIPT = `
local weight = tonumber(ARGV[1])
if weight < 0 then
  if redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
  local left = redis.call('INCRBY', KEYS[1], weight)
  if left < 0 then left = redis.call('INCRBY', KEYS[1], -left) end
  return {left, redis.call('PTTL', KEYS[1])}
end
local hits = redis.call('INCRBY', KEYS[1], weight)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {hits, ttl}
`;

/** Fixed windows per key in Redis, shared by every instance that uses the same Redis (REDIS_URL). */
export function createRedisRateLimiter({
  redis,
  name,
  limit,
  windowMs,
  prefix = "wedding:",
}: RedisRateLimiterOptions): RateLimiter {
  return {
    async hit(key, weight = 1): Promise<RateLimitDecision> {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rl:${name}:${key}`, weight, windowMs)) as [
        number,
        number,
      ];
      const remaining = Math.max(0, limit - hits);
      if (hits <= limit) return { allowed: true, retryAfterSeconds: 0, remaining };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), remaining };
    },
  };
}
