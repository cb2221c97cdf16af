import { Hono } from "hono";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { HOUSEHOLD_ERROR_CODES } from "../../shared/households.ts";
import type { RsvpCreated } from "../../shared/rsvp.ts";
import {
  duplicateRsvpMessage,
  RSVP_ERROR_CODES,
  RSVP_MESSAGES,
  saveFailedMessage,
} from "../../shared/rsvp-messages.ts";
import { clientAddress } from "../client-address.ts";
import { errorCode } from "../error-code.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { hitOrLetThrough, type RateLimiter } from "../services/rate-limit.ts";
import {
  DuplicateRsvpError,
  InvalidRsvpError,
  RsvpClosedError,
  RsvpSaveError,
  type RsvpService,
} from "../services/rsvp-service.ts";

export interface RsvpRouteDeps {
  content: WeddingContent;
  rsvps: RsvpService;
  rateLimiter: RateLimiter;
  trustProxyHops: number;
  logger: Logger;
}

/**
 * POST / only: nobody can read RSVPs through the public API (docs/product.md,
 * decision 3). 201 {"status":"received","guestCount":1|2}; errors in the one
 * error shape with the codes of RSVP_ERROR_CODES, and 403 rsvp_closed past
 * the deadline.
 */
export function rsvpRoutes({ content, rsvps, rateLimiter, trustProxyHops, logger }: RsvpRouteDeps) {
  return new Hono().post("/", async (c) => {
    const decision = await hitOrLetThrough(rateLimiter, clientAddress(c, trustProxyHops), 1, logger, "rsvp");
    if (!decision.allowed) {
      throw new HttpError(429, RSVP_ERROR_CODES.rateLimited, RSVP_MESSAGES.rateLimited, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    // Read the text first: a body over the limit must stay a 413, not become "not JSON".
    const raw = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new HttpError(400, RSVP_ERROR_CODES.invalid, "The RSVP could not be read. Please try again.");
    }

    try {
      const { guestCount } = await rsvps.submit(body);
      return c.json({ status: "received", guestCount } satisfies RsvpCreated, 201);
    } catch (error) {
      if (error instanceof RsvpClosedError) throw new HttpError(403, HOUSEHOLD_ERROR_CODES.closed, error.message);
      if (error instanceof InvalidRsvpError) throw new HttpError(400, RSVP_ERROR_CODES.invalid, error.message);
      if (error instanceof DuplicateRsvpError) {
        throw new HttpError(409, RSVP_ERROR_CODES.duplicate, duplicateRsvpMessage(content.rsvp.contacts));
      }
      if (error instanceof RsvpSaveError) {
        // The cause's code only: database messages can quote the row, and the row is a guest's data.
        logger.error({ reason: error.reason, dbCode: errorCode(error.cause) }, "rsvp not saved");
        throw new HttpError(500, RSVP_ERROR_CODES.saveFailed, saveFailedMessage(error.reason));
      }
      throw error;
    }
  });
}
