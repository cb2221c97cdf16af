import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { errorBody } from "../../shared/error-body.ts";
import { AnswerRequestSchema } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, HOUSEHOLD_MESSAGES } from "../../shared/households.ts";
import { CONTACT_MESSAGES, parseContactCorrection } from "../../shared/privacy-schemas.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  InvalidAnswerError,
  InvitationConflictError,
  InvitationNotFoundError,
  type InvitationService,
  RsvpClosedError,
} from "../services/invitation-service.ts";
import type { RateLimitDecision, RateLimiter } from "../services/rate-limit.ts";
import { valid } from "../validation.ts";
import { type FailedAttemptGuard, failedAttemptGuard } from "./failed-attempt-guard.ts";

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

/** The name the guest's browser saves GUEST_DATA_API.data's answer under. */
export const GUEST_DATA_FILE_NAME = "our-wedding-data.json";

/**
 * The personal link's API, public, no session (INVITATION_API): GET /:code →
 * InvitationView; PUT /:code AnswerRequest → InvitationView. The guest's own
 * data (GUEST_DATA_API): GET /:code/data → GuestDataExport as a download;
 * PUT /:code/contact ContactCorrection → InvitationView; DELETE /:code → 204,
 * the household erased. Correcting and erasing are rights, so the deadline
 * does not close them. Errors in the one shape with HOUSEHOLD_ERROR_CODES; a
 * 409 also carries `current`, the newer view. Every lookup counts wrong
 * codes alike. Nothing here logs a code or an answer.
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

  const refuseOverLimit: MiddlewareHandler = async (c, next) => {
    const refusal = await guard.refused(c);
    if (refusal) throw rateLimited(refusal);
    await next();
  };

  return new Hono()
    .use("/:code", refuseOverLimit)
    .use("/:code/*", refuseOverLimit)
    .get("/:code", async (c) => c.json(await lookedUp(c, () => invitations.open(c.req.param("code")))))
    .get("/:code/data", async (c) => {
      const data = await lookedUp(c, () => invitations.exportData(c.req.param("code")));
      c.header("Content-Disposition", `attachment; filename="${GUEST_DATA_FILE_NAME}"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    })
    .put("/:code/contact", async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new HttpError(400, "invalid_request", CONTACT_MESSAGES.unreadable);
      }
      const correction = parseContactCorrection(body);
      if (!correction.ok) throw new HttpError(400, "invalid_request", correction.message);
      return c.json(await lookedUp(c, () => invitations.correctContact(c.req.param("code"), correction.value)));
    })
    .delete("/:code", async (c) => {
      await lookedUp(c, () => invitations.erase(c.req.param("code")));
      return c.body(null, 204);
    })
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
