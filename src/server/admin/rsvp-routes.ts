import { Hono } from "hono";
import type { RsvpAdmin } from "../services/rsvp-admin.ts";
import { toCsv } from "./csv.ts";

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

/** The CSV download (mounted at /rsvps.csv by adminRoutes): every RSVP, newest first. */
export function rsvpCsvRoute(rsvps: RsvpAdmin, now: () => Date) {
  return new Hono().get("/", async (c) => {
    const csv = toCsv(
      ["Name", "Email", "Attending", "Partner", "Message", "Submitted"],
      (await rsvps.list()).map((rsvp) => [
        rsvp.name,
        rsvp.email,
        rsvp.attending ? "Yes" : "No",
        rsvp.partnerName ?? "",
        rsvp.message ?? "",
        rsvp.submittedAt.toISOString(),
      ]),
    );
    const date = now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rsvps-${date}.csv"`,
    });
  });
}
