import { Hono } from "hono";
import type { RsvpCreated } from "../../shared/rsvp.ts";
import { RSVP_ERROR_CODES, RSVP_MESSAGES } from "../../shared/rsvp-messages.ts";
import { clientAddress } from "../client-address.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { Idempotency } from "../services/idempotency.ts";
import { hitOrLetThrough, type RateLimiter } from "../services/rate-limit.ts";
import type { RsvpService, SubmittedRsvp } from "../services/rsvp-service.ts";
import { idempotencyKey, idempotent } from "./idempotent.ts";

export interface RsvpRouteDeps {
  rsvps: RsvpService;
  idempotency: Idempotency;
  rateLimiter: RateLimiter;
  trustProxyHops: number;
  logger: Logger;
}

/**
 * POST / only: nobody can read RSVPs through the public API (docs/product.md,
 * decision 3). 201 {"status":"received","guestCount":1|2}; errors in the one
 * error shape with the codes of RSVP_ERROR_CODES, and 403 rsvp_closed past
 * the deadline. With an Idempotency-Key, a repeat of a stored RSVP gets its
 * 201 again, before the rate limit counts it (routes/idempotent.ts).
 */
export function rsvpRoutes({ rsvps, idempotency, rateLimiter, trustProxyHops, logger }: RsvpRouteDeps) {
  return new Hono().post("/", async (c) => {
    // Counted before a byte of the body is read, so a refused request costs nothing (its connection closes
    // mid-body); only a repeat of an answer already sent, known by its key, goes past uncounted.
    const key = idempotencyKey(c);
    if (!(typeof key === "string" && (await idempotency.known(RSVP_SCOPE, key)))) {
      const decision = await hitOrLetThrough(rateLimiter, clientAddress(c, trustProxyHops), 1, logger, "rsvp");
      if (!decision.allowed) {
        throw new HttpError(429, RSVP_ERROR_CODES.rateLimited, RSVP_MESSAGES.rateLimited, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
    }
    // Read the text first: a body over the limit must stay a 413, not become "not JSON".
    const raw = await c.req.text();
    return idempotent(c, idempotency, { scope: RSVP_SCOPE, body: raw }, async (claim) => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, RSVP_ERROR_CODES.invalid, "The RSVP could not be read. Please try again.");
      }
      const created = ({ guestCount }: SubmittedRsvp): RsvpCreated => ({ status: "received", guestCount });
      // The answer to repeats is recorded with the RSVP: both land, or neither.
      const submitted = await rsvps.submit(
        body,
        claim &&
          ((trx, stored) =>
            claim.complete({ status: 201, body: JSON.stringify(created(stored.submitted)), ...stored.ids }, trx)),
      );
      return c.json(created(submitted), 201);
    });
  });
}

/** The open form's keys are their own: a household's never answers for an RSVP. */
const RSVP_SCOPE = "rsvp";
