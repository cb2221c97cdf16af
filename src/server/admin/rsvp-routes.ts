import { Hono } from "hono";
import type { TestMailQueued } from "../../shared/admin-api.ts";
import { TestMailRequestSchema } from "../../shared/admin-schemas.ts";
import { localDate, localDateTime } from "../../shared/date-labels.ts";
import { HttpError } from "../errors.ts";
import type { RsvpAdmin } from "../services/rsvp-admin.ts";
import { csvStream } from "./csv.ts";

/**
 * The couple's view of the RSVPs (docs/product.md, decision 3: the only place
 * that lists them): GET / the dashboard and DELETE /:id.
 */
export function adminRsvpRoutes(rsvps: RsvpAdmin) {
  return new Hono()
    .get("/", async (c) => c.json(await rsvps.dashboard()))
    .delete("/:id", async (c) => {
      await rsvps.delete(c.req.param("id"));
      return c.body(null, 204);
    });
}

const RSVP_ROWS_PER_BATCH = 500;

/** POST TestMailRequest (mounted at ADMIN_API.testMail): 202 once the test mail is queued. */
export function testMailRoute(rsvps: RsvpAdmin) {
  return new Hono().post("/", async (c) => {
    const request = TestMailRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!request.success) {
      throw new HttpError(400, "invalid_request", request.error.issues[0]?.message ?? "Write an email address.");
    }
    await rsvps.sendTestMail(request.data.to);
    return c.json({ to: request.data.to } satisfies TestMailQueued, 202);
  });
}

/** The CSV download (mounted at /rsvps.csv by adminRoutes): every RSVP, newest first, its time the wedding's (as published). */
export function rsvpCsvRoute(rsvps: RsvpAdmin, now: () => Date, weddingTimeZone: () => string) {
  return new Hono().get("/", async (c) => {
    const list = await rsvps.list();
    const timeZone = weddingTimeZone();
    // The text goes out a batch of rows at a time, never held whole.
    async function* rows() {
      for (let start = 0; start < list.length; start += RSVP_ROWS_PER_BATCH) {
        yield list
          .slice(start, start + RSVP_ROWS_PER_BATCH)
          .map((rsvp) => [
            rsvp.name,
            rsvp.email,
            rsvp.attending ? "Yes" : "No",
            rsvp.partnerName ?? "",
            rsvp.message ?? "",
            localDateTime(rsvp.submittedAt, timeZone),
          ]);
      }
    }
    const csv = csvStream(["Name", "Email", "Attending", "Partner", "Message", "Submitted"], rows());
    const date = localDate(now(), timeZone);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rsvps-${date}.csv"`,
    });
  });
}
