import { Hono } from "hono";
import {
  ADMIN_ERROR_CODES,
  type AdminOutboxMail,
  type AdminRsvp,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type RsvpDashboard,
  type RsvpTotals,
} from "../../shared/admin-api.ts";
import type { Database } from "../db/database.ts";
import { createRsvpRepository, type Rsvp } from "../db/rsvp-repository.ts";
import { HttpError } from "../errors.ts";
import { toCsv } from "./csv.ts";

/** The dashboard shows this many of the newest mails. */
export const RECENT_OUTBOX_MAILS = 100;

/**
 * The couple's view of the RSVPs (docs/product.md, decision 3: the only place that
 * lists them): GET / the dashboard, DELETE /:id, and the CSV download (mounted
 * at /rsvps.csv by adminRoutes).
 */
export function rsvpRoutes(database: Database) {
  const rsvps = createRsvpRepository(database);
  return new Hono()
    .get("/", async (c) => {
      const list = await rsvps.list();
      const dashboard: RsvpDashboard = {
        totals: totalsOf(list),
        rsvps: list.map(toAdminRsvp),
        outbox: await outboxState(database),
      };
      return c.json(dashboard);
    })
    .delete("/:id", async (c) => {
      // Its mails stay in the outbox with rsvp_id cleared (ON DELETE SET NULL).
      if (!(await rsvps.delete(c.req.param("id")))) {
        throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such RSVP (it may have been deleted).");
      }
      return c.body(null, 204);
    });
}

export function rsvpCsvRoute(database: Database, now: () => Date) {
  const rsvps = createRsvpRepository(database);
  return new Hono().get("/", async (c) => {
    const list = await rsvps.list();
    const csv = toCsv(
      ["Name", "Email", "Attending", "Partner", "Message", "Submitted"],
      list.map((rsvp) => [
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

export function totalsOf(list: Rsvp[]): RsvpTotals {
  const attending = list.filter((rsvp) => rsvp.attending);
  const partners = attending.filter((rsvp) => rsvp.partnerName !== null && rsvp.partnerName !== "").length;
  return {
    responses: list.length,
    attending: attending.length,
    guests: attending.length + partners,
    notAttending: list.length - attending.length,
  };
}

function toAdminRsvp(rsvp: Rsvp): AdminRsvp {
  return {
    id: rsvp.id,
    name: rsvp.name,
    email: rsvp.email,
    attending: rsvp.attending,
    partnerName: rsvp.partnerName,
    message: rsvp.message,
    submittedAt: rsvp.submittedAt.toISOString(),
  };
}

async function outboxState({ db }: Database): Promise<RsvpDashboard["outbox"]> {
  const grouped = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of grouped) counts[row.status] = Number(row.count);

  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "recipient", "status", "attempts", "last_error", "created_at", "sent_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(RECENT_OUTBOX_MAILS)
    .execute();
  const recent = rows.map(
    (row): AdminOutboxMail => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      status: row.status,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    }),
  );
  return { counts, recent };
}
