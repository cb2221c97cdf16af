import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_ERROR_CODES, type AdminSessionState } from "../../shared/admin-api.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { RateLimitDecision, RateLimiter } from "../services/rate-limit.ts";
import { clearSessionCookie, passwordMatches, readSessionCookie, setSessionCookie } from "./auth.ts";
import { readJson } from "./read-json.ts";
import type { AdminSessionStore } from "./session-store.ts";

/** Failed sign-ins allowed per client address per window; the next failure locks the address out. */
export const ADMIN_SIGN_IN_MAX_FAILURES = 10;
export const ADMIN_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Each wrong password waits this long before its answer, so guessing is slow even below the lockout. */
export const ADMIN_SIGN_IN_FAILURE_DELAY_MS = 400;

const SignInSchema = z.object({ password: z.string().max(1024) });

export interface SessionRouteDeps {
  /** Null when the admin is disabled (ADMIN_PASSWORD unset or too short). */
  password: string | null;
  sessions: AdminSessionStore;
  /** Counts failed sign-ins per client address. */
  signInLimiter: RateLimiter;
  failureDelayMs: number;
  trustProxyHops: number;
  now: () => Date;
  logger: Logger;
}

/**
 * GET → AdminSessionState; POST {password} signs in (sets the cookie);
 * DELETE signs out (deletes the session and clears the cookie). Logs say what
 * happened, never the password or the address.
 */
export function sessionRoutes(deps: SessionRouteDeps) {
  const { password, sessions, signInLimiter, failureDelayMs, trustProxyHops, now, logger } = deps;
  const state = (signedIn: boolean): AdminSessionState => ({ signedIn, enabled: password !== null });

  return new Hono()
    .get("/", async (c) => {
      const token = readSessionCookie(c, trustProxyHops);
      const signedIn = password !== null && token !== undefined && (await sessions.check(token, now()));
      return c.json(state(signedIn));
    })
    .post("/", async (c) => {
      if (password === null) {
        throw new HttpError(
          403,
          ADMIN_ERROR_CODES.adminDisabled,
          "The admin is turned off: ADMIN_PASSWORD is not set or is too short.",
        );
      }
      const address = clientAddress(c, trustProxyHops);
      const before = await countFailure(signInLimiter, address, 0, logger);
      if (!before.allowed) throw lockedOut(before);

      const parsed = SignInSchema.safeParse(await readJson(c.req.text()));
      if (!parsed.success) throw new HttpError(400, "invalid_request", 'Send the password as JSON: {"password": …}.');

      if (!passwordMatches(parsed.data.password, password)) {
        const after = await countFailure(signInLimiter, address, 1, logger);
        await sleep(failureDelayMs);
        logger.warn({ lockedOut: !after.allowed }, "admin sign-in failed");
        if (!after.allowed) throw lockedOut(after);
        throw new HttpError(401, ADMIN_ERROR_CODES.wrongPassword, "That password is not right.");
      }

      const at = now();
      // Sign-ins are rare, so each one also clears sessions that have ended.
      await sessions.deleteExpired(at);
      const token = await sessions.create(at);
      setSessionCookie(c, trustProxyHops, token);
      logger.info("admin signed in");
      return c.json(state(true));
    })
    .delete("/", async (c) => {
      const token = readSessionCookie(c, trustProxyHops);
      if (token !== undefined) await sessions.delete(token);
      clearSessionCookie(c, trustProxyHops);
      return c.body(null, 204);
    });
}

function lockedOut(decision: RateLimitDecision): HttpError {
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  return new HttpError(
    429,
    ADMIN_ERROR_CODES.lockedOut,
    `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
}

/**
 * A failing shared limiter lets the attempt through (logged): the per-failure
 * delay and the password's length still make guessing slow.
 */
async function countFailure(
  limiter: RateLimiter,
  key: string,
  weight: number,
  logger: Logger,
): Promise<RateLimitDecision> {
  try {
    return await limiter.hit(key, weight);
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
    logger.warn({ errCode: code }, "admin sign-in limiter failed; attempt let through");
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
