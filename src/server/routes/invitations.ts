import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { AnswerRequestSchema } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES } from "../../shared/households.ts";
import { CONTACT_MESSAGES, parseContactCorrection } from "../../shared/privacy-schemas.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import { HOUSEHOLD_MESSAGES } from "../household-messages.ts";
import type { Logger } from "../logger.ts";
import type { Idempotency } from "../services/idempotency.ts";
import { InvitationNotFoundError, type InvitationService } from "../services/invitation-service.ts";
import { hitOrLetThrough, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";
import { valid } from "../validation.ts";
import { idempotent } from "./idempotent.ts";

/** Wrong codes counted per client address per window; past them that address's wrong codes are answered 429. */
export const INVITATION_LOOKUP_MAX_FAILURES = 20;
export const INVITATION_LOOKUP_WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes from every address together per window; past them, addresses past their own limit get no lookups at all. */
export const INVITATION_LOOKUP_SITE_MAX_FAILURES = 500;
export const INVITATION_LOOKUP_SITE_WINDOW_MS = 60 * 60 * 1000;

/** The one key of the site-wide count. */
const SITE = "all";

/**
 * Wrong personal-link codes, counted per client address (addressKey) and for
 * the whole site (docs/decisions/035-a-venue-is-not-one-guest.md). A right
 * code is looked up without being counted: a venue's guests behind one
 * address open their links whatever one of them tries. Only while the site
 * is past its ceiling of wrong codes (an enumeration under way) does an
 * address past its own limit lose its lookups, right codes too; then the
 * guesses the whole site checks in an hour are bounded.
 */
export interface InvitationLookupGuard {
  /** Null when a lookup may run; the refusal while both the site and this address are past their wrong codes. */
  mayLookUp(c: Context): Promise<RateLimitDecision | null>;
  /** Counts a wrong code for the address and the site; the refusal when either is past its limit. */
  wrongCode(c: Context): Promise<RateLimitDecision | null>;
}

export function invitationLookupGuard(
  { perAddress, site }: { perAddress: RateLimiter; site: RateLimiter },
  trustProxyHops: number,
  logger: Logger,
): InvitationLookupGuard {
  const count = (limiter: RateLimiter, key: string, weight: number) =>
    hitOrLetThrough(limiter, key, weight, logger, "invitation lookup");
  return {
    async mayLookUp(c) {
      if ((await count(site, SITE, 0)).allowed) return null;
      const own = await count(perAddress, clientAddress(c, trustProxyHops), 0);
      return own.allowed ? null : own;
    },
    async wrongCode(c) {
      const [own, all] = await Promise.all([
        count(perAddress, clientAddress(c, trustProxyHops), 1),
        count(site, SITE, 1),
      ]);
      if (!own.allowed) return own;
      return all.allowed ? null : all;
    },
  };
}

export function rateLimited(decision: RateLimitDecision): HttpError {
  return new HttpError(429, HOUSEHOLD_ERROR_CODES.rateLimited, HOUSEHOLD_MESSAGES.rateLimited, {
    "Retry-After": String(decision.retryAfterSeconds),
  });
}

export interface InvitationRouteDeps {
  invitations: InvitationService;
  idempotency: Idempotency;
  guard: InvitationLookupGuard;
}

/** A household's saves have keys of their own: an open-form RSVP's never answers for them. */
const ANSWERS_SCOPE = "household-answers";

/** The name the guest's browser saves GUEST_DATA_API.data's answer under. */
export const GUEST_DATA_FILE_NAME = "our-wedding-data.json";

/**
 * The personal link's API, public, no session (INVITATION_API): GET /:code →
 * InvitationView; PUT /:code AnswerRequest → InvitationView. The guest's own
 * data (GUEST_DATA_API): GET /:code/data → GuestDataExport as a download;
 * PUT /:code/contact ContactCorrection → InvitationView; DELETE /:code → 204,
 * the household erased. Correcting and erasing are rights, so the deadline
 * does not close them. Errors in the one shape with HOUSEHOLD_ERROR_CODES; a
 * 409 also carries `current`, the newer view. The answers' PUT takes an
 * Idempotency-Key: a repeat of a stored save gets its 200 again, not a
 * conflict with itself (routes/idempotent.ts). Every path counts wrong
 * codes alike (InvitationLookupGuard). Nothing here logs a code or an answer.
 */
export function invitationRoutes({ invitations, idempotency, guard }: InvitationRouteDeps) {
  /**
   * Runs a lookup by code, counting a wrong code: its InvitationNotFoundError is answered 404 by the app's
   * handler, unless this wrong code tipped the address or the site over its limit, which answers 429 instead.
   */
  async function lookedUp<T>(c: Context, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof InvitationNotFoundError)) throw error;
      const refusal = await guard.wrongCode(c);
      if (refusal) throw rateLimited(refusal);
      throw error;
    }
  }

  const refuseOverLimit: MiddlewareHandler = async (c, next) => {
    const refusal = await guard.mayLookUp(c);
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
        const request = c.req.valid("json");
        return idempotent(c, idempotency, { scope: ANSWERS_SCOPE, body: JSON.stringify(request) }, async (claim) => {
          const view = await lookedUp(c, () =>
            invitations.answer(
              c.req.param("code"),
              request,
              // The answer to repeats is recorded with the answers: both land, or neither.
              claim &&
                ((trx, stored) =>
                  claim.complete(
                    { status: 200, body: JSON.stringify(stored.view), householdId: stored.householdId },
                    trx,
                  )),
            ),
          );
          return c.json(view);
        });
      },
    );
}
