import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit.ts";

describe("the in-memory rate limiter", () => {
  it("allows `limit` hits a window per key, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 15_500;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("b").allowed).toBe(true);
    now += 44_500;
    expect(limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("forgets expired windows and never holds more than maxKeys", () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100, now: () => now });
    for (let i = 0; i < 1_000; i++) limiter.hit(`flood-${i}`);
    expect(limiter.size).toBe(100);
    // The newest keys are the ones kept: the last one is still limited.
    expect(limiter.hit("flood-999").allowed).toBe(false);
    now += 1_000;
    limiter.hit("later");
    expect(limiter.size).toBe(1);
  });
});
