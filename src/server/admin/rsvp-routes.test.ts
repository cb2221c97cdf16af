import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API, type RsvpDashboard } from "../../shared/admin-api.ts";
import { localDateTime } from "../../shared/date-labels.ts";
import { InvitationViewSchema } from "../../shared/household-schemas.ts";
import { INVITATION_API } from "../../shared/households.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aHousehold, answersFor, putJson } from "../../testing/household-builders.ts";
import { anRsvpRequest, postJson, storeRsvp } from "../../testing/rsvp-builders.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { renderMail } from "../mail/templates.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";

describe("admin RSVPs", () => {
  let t: AdminTestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite", { rateLimiter: unlimitedRateLimiter, notifyEmail: "couple@example.com" });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const get = (path: string) => t.app.request(path, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
  const dashboard = async () => {
    const response = await get(ADMIN_API.rsvps);
    expect(response.status).toBe(200);
    return (await response.json()) as RsvpDashboard;
  };
  const submit = async (overrides: Parameters<typeof anRsvpRequest>[0]) => {
    const response = await t.app.request("/api/rsvps", postJson(anRsvpRequest(overrides)));
    expect(response.status).toBe(201);
  };

  it("totals match the RSVPs made: responses, attending, guests with partners, not attending", async () => {
    await submit({ name: "Ann", attending: true });
    await submit({ name: "Bob", attending: true, bringingPartner: true, partnerName: "Bea" });
    await submit({ name: "Cy", attending: true, bringingPartner: true, partnerName: "Cat" });
    await submit({ name: "Dee", attending: false });
    await submit({ name: "Eve", attending: false });

    const { totals, rsvps } = await dashboard();
    expect(totals).toEqual({ responses: 5, attending: 3, guests: 5, notAttending: 2 });
    expect(rsvps.map((rsvp) => rsvp.name).sort()).toEqual(["Ann", "Bob", "Cy", "Dee", "Eve"]);
    expect(rsvps.find((rsvp) => rsvp.name === "Bob")).toMatchObject({ attending: true, partnerName: "Bea" });
  });

  it("counts every answer per event, however it came: a personal link's and the open form's alike", async () => {
    const content = t.deps.content;
    const household = await createHouseholdRepository(t.deps.database).create(
      aHousehold(content.events.map((event) => event.id)),
    );
    await createHouseholdRepository(t.deps.database).create(aHousehold([content.events[0]?.id ?? ""]));
    const view = InvitationViewSchema.parse(await (await get(INVITATION_API.invitation(household.code))).json());
    const answered = await t.app.request(INVITATION_API.invitation(household.code), putJson(answersFor(view, content)));
    expect(answered.status).toBe(200);
    await submit({ name: "Ann", attending: true });

    const { answers, totals } = await dashboard();
    expect(totals.responses).toBe(1);
    expect(answers).toMatchObject({ households: 3, answered: 2, throughOpenForm: 1 });
    const [first] = answers.events;
    // The household's three people and Ann come to the first event; the unanswered household's three have not said.
    expect(first).toMatchObject({ eventId: content.events[0]?.id, attending: 4, notAnswered: 3 });
    // The open form asks no meal: where an event offers meals, Ann's is missing, and the meals do not add up.
    for (const event of answers.events.filter((each) => each.meals.length > 0)) {
      const chosen = event.meals.reduce((sum, meal) => sum + meal.count, 0);
      expect(event.withoutMeal).toBe(event.attending - chosen);
      expect(event.withoutMeal).toBeGreaterThanOrEqual(1);
    }
  });

  it("lists RSVPs newest first with every field", async () => {
    const base = { email: "", attending: true, partnerName: null, message: null };
    await storeRsvp(
      t.deps.database,
      { ...base, name: "Older", email: "older@example.com" },
      undefined,
      new Date("2026-05-01T09:00:00Z"),
    );
    await storeRsvp(
      t.deps.database,
      { ...base, name: "Newer", email: "newer@example.com", message: "See you!" },
      undefined,
      new Date("2026-05-02T09:00:00Z"),
    );
    const { rsvps } = await dashboard();
    expect(rsvps).toEqual([
      {
        id: expect.any(String),
        name: "Newer",
        email: "newer@example.com",
        attending: true,
        partnerName: null,
        message: "See you!",
        submittedAt: "2026-05-02T09:00:00.000Z",
      },
      expect.objectContaining({ name: "Older", submittedAt: "2026-05-01T09:00:00.000Z" }),
    ]);
  });

  it("shows the outbox: counts by state and recent mails with the failure reason", async () => {
    await submit({ name: "Ann" });
    await submit({ name: "Bob" });
    const outbox = createOutboxRepository(t.deps.database);
    const mails = await outbox.list();
    expect(mails).toHaveLength(4);
    const [first, second] = mails;
    if (!first || !second) throw new Error("no mails");
    await outbox.markSent(first.id);
    await outbox.markFailed(second.id, "550 mailbox unavailable", null);

    const { outbox: state } = await dashboard();
    expect(state.counts).toEqual({ pending: 2, sent: 1, failed: 1 });
    expect(state.recent).toHaveLength(4);
    expect(state.recent.find((mail) => mail.id === second.id)).toMatchObject({
      status: "failed",
      lastError: "550 mailbox unavailable",
      kind: second.kind,
      recipient: second.recipient,
    });
    expect(state.recent.find((mail) => mail.id === first.id)?.sentAt).toEqual(expect.any(String));
    expect(JSON.stringify(state)).not.toContain('"message"');
  });

  it("says how mail goes out (to inboxes here: no mail folder), and queues a test mail to the address given", async () => {
    const { outbox } = await dashboard();
    expect(outbox).toMatchObject({ delivery: "smtp", testRecipient: "couple@example.com" });
    const post = (body: unknown) =>
      t.app.request(ADMIN_API.testMail, {
        method: "POST",
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const refused = await post({ to: "not an address" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: "invalid_request", message: "Write the email address to send the test mail to." },
    });
    expect(await createOutboxRepository(t.deps.database).list()).toEqual([]);

    const queued = await post({ to: "ama@example.com" });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toEqual({ to: "ama@example.com" });
    const [mail] = await createOutboxRepository(t.deps.database).list();
    expect(mail).toMatchObject({ kind: MAIL_KINDS.testMail, recipient: "ama@example.com", status: "pending" });
    const rendered = renderMail(MAIL_KINDS.testMail, mail?.message, t.deps.contentFor);
    expect(rendered.subject).toContain("test mail");
    expect(rendered.text).toContain("mail is set up");
    expect((await t.app.request(ADMIN_API.testMail, postJson({ to: "ama@example.com" }))).status).toBe(401);
  });

  it("says mail only goes to files while the server keeps a mail folder (no SMTP)", async () => {
    await t.cleanup();
    t = await createAdminTestApp("sqlite", { mailDir: "/tmp/wedding-mail-not-used" });
    cookie = await t.signIn();
    expect((await dashboard()).outbox).toMatchObject({ delivery: "file", testRecipient: null });
  });

  it("deletes an RSVP everywhere: its household and mails go too, the log counts them; a second delete is a 404", async () => {
    await submit({ name: "Ann" });
    expect((await createOutboxRepository(t.deps.database).list()).length).toBeGreaterThan(0);
    const { rsvps } = await dashboard();
    const id = rsvps[0]?.id ?? "";
    const del = () =>
      t.app.request(ADMIN_API.rsvp(id), {
        method: "DELETE",
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });
    expect((await del()).status).toBe(204);
    expect((await dashboard()).rsvps).toEqual([]);
    expect(await createOutboxRepository(t.deps.database).list()).toEqual([]);
    const { db } = t.deps.database;
    expect(await db.selectFrom("households").select("id").execute()).toEqual([]);
    const log = await db.selectFrom("deletion_log").select(["reason", "counts"]).execute();
    expect(log.map((entry) => entry.reason)).toEqual(["couple"]);
    expect(JSON.parse(log[0]?.counts ?? "{}")).toMatchObject({ rsvps: 1, households: 1 });
    const again = await del();
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("downloads a CSV that spreadsheets read safely, parsed back here", async () => {
    // A name is one line (a line break typed in it is a space); a message keeps its line breaks.
    const tricky = 'Smith, "Jo" and family';
    await submit({ name: '=HYPERLINK("x")', attending: true, bringingPartner: true, partnerName: "+Partner" });
    await submit({ name: tricky, attending: false, message: "@home\nsorry" });
    await submit({ name: "Zoë -minus", attending: true, message: "-1" });

    const response = await get(ADMIN_API.rsvpsCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="rsvps-2026-06-01.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF"Name","Email","Attending","Partner","Message","Submitted"\r\n')).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);

    const records = parse(text, { bom: true, columns: true, record_delimiter: "\r\n" }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    const byName = Object.fromEntries(records.map((record) => [record.Name, record]));
    expect(byName[`'=HYPERLINK("x")`]).toMatchObject({ Attending: "Yes", Partner: "'+Partner", Message: "" });
    expect(byName[tricky]).toMatchObject({ Attending: "No", Message: "'@home\nsorry" });
    expect(byName["Zoë -minus"]).toMatchObject({ Message: "'-1" });
    // In the wedding's zone, as a spreadsheet reads a date and time.
    const submitted = localDateTime(t.clock.now, t.deps.content.timeZone);
    for (const record of records) expect(record.Submitted).toBe(submitted);
  });

  it("returns a <script> name as inert JSON, never as HTML", async () => {
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await submit({ name });
    const response = await get(ADMIN_API.rsvps);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = (await response.json()) as RsvpDashboard;
    expect(body.rsvps[0]?.name).toBe(name);
  });
});
