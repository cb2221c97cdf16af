import { z } from "zod/mini";

/** The pieces every body's schema is made of (household-, guest-data- and admin-schemas.ts), each written once. */

/** A moment as the API writes it: an ISO 8601 string Date.parse reads. */
export const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), "not a date"));
/** How many of something: a whole number, never negative. */
export const count = z.number().check(z.int(), z.nonnegative());

/** An RSVP of the open form as stored: the couple's list (admin-schemas.ts) and the guest's own copy of their data. */
export const StoredRsvpSchema = z.object({
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  partnerName: z.nullable(z.string()),
  message: z.nullable(z.string()),
  submittedAt: isoDate,
});
