import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { ADMIN_ERROR_CODES, type AdminSessionState } from "../../shared/admin-api.ts";
import { normalizeEmail } from "../../shared/admin-people.ts";
import { SignInRequestSchema } from "../../shared/admin-schemas.ts";
import { clientAddress } from "../client-address.ts";
import { errorCode } from "../error-code.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { People } from "../services/people.ts";
import type { RateLimitDecision, RateLimiter } from "../services/rate-limit.ts";
import { valid } from "../validation.ts";
import { type Actor, type AdminAccess, actorView } from "./access.ts";
import { clearSessionCookie, passwordMatches, readSessionCookie } from "./auth.ts";
import type { AdminSessionStore } from "./session-store.ts";

/**
 * Wrong passwords an address may have checked per window; the last of them is
 * answered with the lockout. It is also the per-address limiter's limit: each
 * attempt is counted before its password is compared (and given back when it
 * is right), so an 11th wrong password is never compared, however many are
 * sent at once.
 */
export const ADMIN_SIGN_IN_MAX_FAILURES = 10;
/** Wrong passwords from every address together per window; past them sign-in is paused for everyone. */
export const ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES = 100;
export const ADMIN_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Each wrong password waits this long before its answer, so guessing is slow even below the lockout. */
export const ADMIN_SIGN_IN_FAILURE_DELAY_MS = 400;
/** The global limiter's one key. */
export const ADMIN_SIGN_IN_GLOBAL_KEY = "all";

export interface SessionRouteDeps {
  /** Null when the admin is disabled (ADMIN_PASSWORD unset or too short). */
  password: string | null;
  sessions: AdminSessionStore;
  /** Counts sign-in attempts per client address, ADMIN_SIGN_IN_MAX_FAILURES per window. */
  signInLimiter: RateLimiter;
  /** Counts them for every address together under ADMIN_SIGN_IN_GLOBAL_KEY, ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES per window. */
  globalSignInLimiter: RateLimiter;
  /** Compares a guess with ADMIN_PASSWORD: auth.ts's passwordMatches, which a test may wrap to count the calls. */
  passwordMatches?: (given: string, expected: string) => boolean;
  failureDelayMs: number;
  trustProxyHops: number;
  now: () => Date;
  logger: Logger;
}

/**
 * GET → AdminSessionState; POST {password} signs in (sets the cookie);
 * DELETE signs out (deletes the session and clears the cookie). Logs say what
 * happened, never the password or the address.
 *
 * A sign-in attempt is counted, atomically in the limiters' shared store,
 * before its password is compared: per address and for every address
 * together. A right password gives its count back; a wrong one keeps it. So
 * at most ADMIN_SIGN_IN_MAX_FAILURES wrong passwords per address (and
 * ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES in all) are compared per window, whatever
 * the concurrency. When a limiter's store fails, sign-in is refused (503):
 * without a count there is no limit (docs/decisions/015-auth-sign-in-limits-and-password-bound-sessions.md).
 */
export function sessionRoutes(deps: SessionRouteDeps & { access: AdminAccess; people: People }) {
  const { password, access, people, sessions, signInLimiter, globalSignInLimiter, failureDelayMs, trustProxyHops } =
    deps;
  const { logger } = deps;
  const matches = deps.passwordMatches ?? passwordMatches;
  const state = async (actor: Actor | null): Promise<AdminSessionState> => ({
    signedIn: actor !== null,
    enabled: password !== null,
    actor: actor === null ? null : actorView(actor),
    setupPending: actor === null && !(await people.anyone()),
  });

  /** Counts one attempt on `limiter`; a store that fails refuses the sign-in. */
  async function count(limiter: RateLimiter, key: string): Promise<RateLimitDecision> {
    try {
      return await limiter.hit(key, 1);
    } catch (error) {
      logger.warn({ errCode: errorCode(error) }, "admin sign-in limiter failed; sign-in refused");
      throw new HttpError(
        503,
        ADMIN_ERROR_CODES.signInUnavailable,
        "Signing in is not possible right now. Please try again in a few minutes.",
      );
    }
  }

  /** Gives a counted attempt back (its password was right, or it was never compared); a failure only leaves it counted. */
  async function giveBack(limiter: RateLimiter, key: string): Promise<void> {
    try {
      await limiter.hit(key, -1);
    } catch (error) {
      logger.warn({ errCode: errorCode(error) }, "admin sign-in limiter failed to give an attempt back");
    }
  }

  return new Hono()
    .get("/", async (c) => c.json(await state(await access.identify(c))))
    .post(
      "/",
      valid("json", SignInRequestSchema, 'Send the email and password as JSON: {"email": …, "password": …}.'),
      async (c) => {
        const { email, password: given } = c.req.valid("json");
        if (email === undefined && password === null) {
          throw new HttpError(
            403,
            ADMIN_ERROR_CODES.adminDisabled,
            "Signing in with ADMIN_PASSWORD is turned off: it is not set or is too short. Sign in with your email.",
          );
        }
        // Each person's attempts are counted apart, so one person's lockout never locks another out.
        const address =
          email === undefined
            ? clientAddress(c, trustProxyHops)
            : `${clientAddress(c, trustProxyHops)}|${normalizeEmail(email)}`;
        const ownCount = await count(signInLimiter, address);
        if (!ownCount.allowed) throw lockedOut(ownCount);
        let everyoneCount: RateLimitDecision;
        try {
          everyoneCount = await count(globalSignInLimiter, ADMIN_SIGN_IN_GLOBAL_KEY);
        } catch (error) {
          await giveBack(signInLimiter, address);
          throw error;
        }
        if (!everyoneCount.allowed) {
          await giveBack(signInLimiter, address);
          logger.warn("admin sign-in refused: too many wrong passwords from every address together");
          throw paused(everyoneCount);
        }

        const actor: Actor | null =
          email === undefined
            ? password !== null && matches(given, password)
              ? { kind: "operator" }
              : null
            : await people.checkSignIn(email, given).then((person) => (person ? { kind: "person", person } : null));
        if (actor === null) {
          await sleep(failureDelayMs);
          // This wrong password took the address's last place: it is answered with the lockout.
          const lastForAddress = ownCount.remaining === 0;
          if (everyoneCount.remaining === 0)
            logger.warn("admin sign-in paused for every address until the window ends");
          logger.warn({ lockedOut: lastForAddress }, "admin sign-in failed");
          if (lastForAddress) {
            throw lockedOut(await lockoutLeft(signInLimiter, address));
          }
          throw new HttpError(
            401,
            ADMIN_ERROR_CODES.wrongPassword,
            email === undefined ? "That password is not right." : "That email and password do not match.",
          );
        }

        await Promise.all([giveBack(signInLimiter, address), giveBack(globalSignInLimiter, ADMIN_SIGN_IN_GLOBAL_KEY)]);
        await access.signIn(c, actor);
        logger.info({ actor: actor.kind === "person" ? actor.person.id : "operator" }, "admin signed in");
        return c.json(await state(actor));
      },
    )
    .delete("/", async (c) => {
      const token = readSessionCookie(c, trustProxyHops);
      if (token !== undefined) await sessions.delete(token);
      clearSessionCookie(c, trustProxyHops);
      return c.body(null, 204);
    });
}

/** DELETE → 204: ends every session, this browser's included ("sign out everywhere"). Needs a live session. */
export function everySessionRoutes({
  sessions,
  trustProxyHops,
  logger,
}: Pick<SessionRouteDeps, "sessions" | "trustProxyHops" | "logger">) {
  return new Hono().delete("/", async (c) => {
    const ended = await sessions.deleteAll();
    clearSessionCookie(c, trustProxyHops);
    logger.info({ ended }, "admin signed out everywhere");
    return c.body(null, 204);
  });
}

/**
 * How long the address's lockout lasts: one more count changes nothing (the
 * address is out until the window ends) and says how long that is; the whole
 * window if the store cannot say.
 */
async function lockoutLeft(limiter: RateLimiter, address: string): Promise<RateLimitDecision> {
  const whole = { allowed: false, retryAfterSeconds: ADMIN_SIGN_IN_WINDOW_MS / 1000 };
  try {
    const decision = await limiter.hit(address, 1);
    return decision.allowed ? whole : decision;
  } catch {
    return whole;
  }
}

function retryAfterMinutes(decision: RateLimitDecision): string {
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function lockedOut(decision: RateLimitDecision): HttpError {
  return new HttpError(
    429,
    ADMIN_ERROR_CODES.lockedOut,
    `Too many wrong passwords. Please wait ${retryAfterMinutes(decision)} and try again.`,
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
}

function paused(decision: RateLimitDecision): HttpError {
  return new HttpError(
    429,
    ADMIN_ERROR_CODES.signInPaused,
    `Too many wrong passwords have been tried on this site, so signing in is paused for everyone for ${retryAfterMinutes(decision)}. Anyone already signed in stays signed in.`,
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
}
