import type { Context } from "hono";
import { Hono } from "hono";
import { errorBody } from "../../shared/error-body.ts";
import { AnswerRequestSchema } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, HOUSEHOLD_MESSAGES } from "../../shared/households.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  InvalidAnswerError,
  InvitationConflictError,
  InvitationNotFoundError,
  type InvitationService,
  RsvpClosedError,
} from "../services/invitation-service.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";
import { valid } from "../validation.ts";

/** Wrong codes allowed per client address per window; beyond them every lookup (a right code too) is refused. */
export const INVITATION_LOOKUP_MAX_FAILURES = 20;
export const INVITATION_LOOKUP_WINDOW_MS = 15 * 60 * 1000;

export type InvitationLookupGuard = FailedAttemptGuard;

/**
 * Codes are 96 random bits, so guessing is hopeless, but a wrong-code limit
 * per address keeps anyone from trying: only failed lookups count (a
 * household opening its link again and again never runs out), and past the
 * limit every lookup from the address is refused until the window ends.
 */
export function invitationLookupGuard(limiter: RateLimiter, trustProxyHops: number, logger: Logger) {
  return failedAttemptGuard(limiter, trustProxyHops, logger, "invitation lookup");
}

export function rateLimited(decision: RateLimitDecision): HttpError {
  return new HttpError(429, HOUSEHOLD_ERROR_CODES.rateLimited, HOUSEHOLD_MESSAGES.rateLimited, {
    "Retry-After": String(decision.retryAfterSeconds),
  });
}

export interface InvitationRouteDeps {
  invitations: InvitationService;
  guard: InvitationLookupGuard;
}

/**
 * The personal link's API, public, no session (INVITATION_API): GET /:code →
 * InvitationView; PUT /:code AnswerRequest → InvitationView. Errors in the
 * one shape with HOUSEHOLD_ERROR_CODES; a 409 also carries `current`, the
 * newer view. Nothing here logs a code or an answer.
 */
export function invitationRoutes({ invitations, guard }: InvitationRouteDeps) {
  /** Runs a lookup by code, turning a wrong code into a counted 404 (or the 429 it tipped over). */
  async function lookedUp<T>(c: Context, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof InvitationNotFoundError)) throw error;
      const refusal = await guard.failed(c);
      if (refusal) throw rateLimited(refusal);
      throw new HttpError(404, HOUSEHOLD_ERROR_CODES.notFound, HOUSEHOLD_MESSAGES.notFound);
    }
  }

  return new Hono()
    .use("/:code", async (c, next) => {
      const refusal = await guard.refused(c);
      if (refusal) throw rateLimited(refusal);
      await next();
    })
    .get("/:code", async (c) => c.json(await lookedUp(c, () => invitations.open(c.req.param("code")))))
    .put(
      "/:code",
      valid("json", AnswerRequestSchema, "The answers could not be read. Please reload the page and try again."),
      async (c) => {
        try {
          const view = await lookedUp(c, () => invitations.answer(c.req.param("code"), c.req.valid("json")));
          return c.json(view);
        } catch (error) {
          if (error instanceof RsvpClosedError) throw new HttpError(403, HOUSEHOLD_ERROR_CODES.closed, error.message);
          if (error instanceof InvalidAnswerError)
            throw new HttpError(400, HOUSEHOLD_ERROR_CODES.invalid, error.message);
          if (error instanceof InvitationConflictError) {
            return c.json(
              {
                ...errorBody(HOUSEHOLD_ERROR_CODES.versionConflict, HOUSEHOLD_MESSAGES.versionConflict),
                current: error.current,
              },
              409,
            );
          }
          throw error;
        }
      },
    );
}
