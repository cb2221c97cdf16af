import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit.ts";

describe("the in-memory rate limiter", () => {
  it("allows `limit` hits a window per key, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++)
      expect(limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 - i });
    now += 15_500;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 });
    expect(limiter.hit("b").allowed).toBe(true);
    now += 44_500;
    expect(limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
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

  it("counts weighted hits, so one limiter can cap bytes; weight 0 only asks", () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 100, windowMs: 60_000, now: () => now });
    expect(limiter.hit("a", 60).allowed).toBe(true);
    expect(limiter.hit("a", 40).allowed).toBe(true);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    now += 30_000;
    expect(limiter.hit("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 30, remaining: 0 });
    expect(limiter.hit("a", 0).allowed).toBe(false);
    expect(limiter.hit("b", 101).allowed).toBe(false);
  });

  it("takes back hits given back (negative weight) in the current window only, never below 0", () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    limiter.hit("a");
    limiter.hit("a");
    expect(limiter.hit("a", -1)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("a", -10).remaining).toBe(2);
    now += 60_000;
    // The window has ended: a give-back neither lowers nor starts one.
    expect(limiter.hit("a", -1).remaining).toBe(2);
    expect(limiter.hit("b", -1).remaining).toBe(2);
    expect(limiter.size).toBe(0);
  });
});
