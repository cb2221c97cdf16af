import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, expect, it } from "vitest";
import { escapeHtml } from "../../shared/html.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../testing/smtp-test-server.ts";
import { captureLogs, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { calendarFileName } from "../calendar.ts";
import { type Database, openPostgres, openSqlite } from "../db/database.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";
import { createFileTransport } from "./file-transport.ts";
import { MAIL_KINDS } from "./mail-kinds.ts";
import { createOutboxSender, type OutboxSenderOptions } from "./outbox-sender.ts";
import { quotedName } from "./quoted-name.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

const FROM = '"Wedding RSVPs" <wedding@example.com>';

describeOnDatabases("sending the outbox", (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;
  const closers: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    t = await createTestApp(dialect, { rateLimiter: unlimitedRateLimiter });
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await smtp?.close();
    smtp = undefined;
    await t.cleanup();
  });

  function smtpTransport(port: number) {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM, { ignoreTLS: true });
    closers.push(() => transport.close());
    return transport;
  }

  function sender(options: Partial<OutboxSenderOptions> & Pick<OutboxSenderOptions, "transport">) {
    return createOutboxSender({
      outbox: createOutboxRepository(t.deps.database),
      contentFor: t.deps.contentFor,
      logger: t.deps.logger,
      ...options,
    });
  }

  async function rsvp(overrides: Parameters<typeof anRsvpRequest>[0] = {}) {
    const response = await t.app.request("/api/rsvps", postJson(anRsvpRequest(overrides)));
    expect(response.status).toBe(201);
  }

  it("delivers the guest's confirmation over SMTP with text, HTML and the .ics invitation", async () => {
    smtp = await startSmtpServer();
    const request = anRsvpRequest({ bringingPartner: true, partnerName: "Ben Guest", message: "See you there!" });
    expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);

    expect(await sender({ transport: smtpTransport(smtp.port) }).runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toMatchObject([{ address: request.email }]);
    expect(mail?.from).toMatchObject({ name: "Wedding RSVPs", address: "wedding@example.com" });
    expect(mail?.subject).toContain(t.deps.content.calendar.title);
    expect(mail?.text).toContain("in the name “Ann Guest”");
    expect(mail?.text).toContain("a party of 2");
    expect(mail?.html).toContain("in the name “Ann Guest”");
    for (const event of t.deps.content.events.filter((each) => each.public)) {
      expect(mail?.html).toContain(escapeHtml(event.venue.address));
    }
    expect(mail?.attachments).toHaveLength(1);
    const ics = mail?.attachments[0];
    expect(ics).toMatchObject({ filename: calendarFileName(t.deps.content), mimeType: "text/calendar" });
    expect(String(ics?.content)).toContain("BEGIN:VCALENDAR");
    expect(String(ics?.content)).toContain("METHOD:PUBLISH");

    const [row] = await createOutboxRepository(t.deps.database).list();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(mail?.messageId).toBe(`<${row?.id}@wedding-invitation>`);
  });

  it("escapes a guest's markup in the HTML part", async () => {
    smtp = await startSmtpServer();
    await rsvp({ name: "<script>alert(1)</script>", message: '<img src=x onerror="alert(2)">' });
    await sender({ transport: smtpTransport(smtp.port) }).runOnce();
    const html = smtp.received[0]?.html ?? "";
    expect(html).toContain(escapeHtml(quotedName("<script>alert(1)</script>")));
    expect(html).not.toContain("<script");
    // The guest's own copy does not repeat the message (decision 038): only the couple's does.
    expect(html).not.toContain("<img");
    expect(html).not.toContain("onerror");
  });

  it("keeps the RSVP when SMTP is down and delivers once it is back, after the backoff", async () => {
    const port = await freePort();
    const { logger, lines } = captureLogs();
    await rsvp({ name: "Down Time Guest" });
    let clock = new Date();
    const outbox = sender({ transport: smtpTransport(port), logger, now: () => clock, backoffMs: [30_000, 120_000] });
    expect(await outbox.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [failed] = await createOutboxRepository(t.deps.database).list();
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    expect(failed?.nextAttemptAt).toEqual(new Date(clock.getTime() + 30_000));
    expect(lines.some((line) => line.msg === "mail not sent; will retry")).toBe(true);

    smtp = await startSmtpServer(port);
    clock = new Date(clock.getTime() + 29_000);
    expect((await outbox.runOnce()).claimed).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    expect(await outbox.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await createOutboxRepository(t.deps.database).list())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(JSON.stringify(lines)).not.toContain("Down Time");
  });

  it("gives a mail up after the last attempt", async () => {
    const port = await freePort();
    await rsvp();
    let clock = new Date();
    const outbox = sender({ transport: smtpTransport(port), now: () => clock, backoffMs: [1_000], maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await outbox.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      clock = new Date(clock.getTime() + 1_000);
    }
    expect((await createOutboxRepository(t.deps.database).list())[0]).toMatchObject({ status: "failed", attempts: 3 });
    clock = new Date(clock.getTime() + 86_400_000);
    expect((await outbox.runOnce()).claimed).toBe(0);
  });

  it("never sends a mail twice when two senders with their own connections claim at once", async () => {
    smtp = await startSmtpServer();
    for (let i = 0; i < 12; i++) await rsvp();
    const second = await openSameDatabase(dialect, t.db.location);
    closers.push(() => second.close());
    const a = sender({ transport: smtpTransport(smtp.port), batchSize: 2 });
    const b = createOutboxSender({
      outbox: createOutboxRepository(second),
      transport: smtpTransport(smtp.port),
      contentFor: t.deps.contentFor,
      logger: t.deps.logger,
      batchSize: 2,
    });
    let claimedByBoth = 0;
    for (;;) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      claimedByBoth += ra.claimed + rb.claimed;
      if (ra.claimed === 0 && rb.claimed === 0) break;
    }
    expect(claimedByBoth).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
    const rows = await createOutboxRepository(t.deps.database).list();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends right after an RSVP is stored when woken, without waiting for the poll", async () => {
    smtp = await startSmtpServer();
    const outbox = sender({ transport: smtpTransport(smtp.port), pollIntervalMs: 3_600_000 });
    const woken = await createTestApp(dialect, { database: t.deps.database, onRsvpStored: () => outbox.wake() });
    closers.push(() => woken.cleanup());
    outbox.start();
    closers.push(() => outbox.stop());
    const response = await woken.app.request("/api/rsvps", postJson(anRsvpRequest()));
    expect(response.status).toBe(201);
    const received = smtp;
    await expect.poll(() => received.received.length, { timeout: 5_000 }).toBe(1);
  });

  it("sends the couple a copy with the RSVP's details when NOTIFY_EMAIL is set", async () => {
    smtp = await startSmtpServer();
    const notifying = await createTestApp(dialect, { database: t.deps.database, notifyEmail: "couple@example.com" });
    closers.push(() => notifying.cleanup());
    const request = anRsvpRequest({ name: "Kagiso Guest", attending: false, message: "Sorry!" });
    expect((await notifying.app.request("/api/rsvps", postJson(request))).status).toBe(201);
    await sender({ transport: smtpTransport(smtp.port) }).runOnce();
    const copy = smtp.received.find((mail) =>
      mail.to?.some((to) => "address" in to && to.address === "couple@example.com"),
    );
    expect(copy?.subject).toBe("New RSVP: Kagiso Guest, not attending");
    expect(copy?.text).toContain(`Email: ${request.email}`);
    expect(copy?.text).toContain("Message: Sorry!");
    expect(copy?.replyTo).toMatchObject([{ address: request.email }]);
    const guest = smtp.received.find((mail) => mail !== copy);
    expect(guest?.attachments).toEqual([]);
    expect(guest?.text).toContain("not attending");
    const kinds = (await createOutboxRepository(t.deps.database).list()).map((row) => row.kind).sort();
    expect(kinds).toEqual([MAIL_KINDS.guestConfirmation, MAIL_KINDS.coupleNotification].sort());
  });

  it("writes a parseable .eml file when there is no SMTP server", async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), "wedding-mail-"));
    closers.push(() => rm(mailDir, { recursive: true, force: true }));
    const files = createFileTransport(path.join(mailDir, "mail"), FROM);
    await files.init();
    await rsvp({ name: "File Guest" });
    const outbox = sender({ transport: files });
    expect(await outbox.runOnce()).toMatchObject({ sent: 1 });

    const names = await readdir(path.join(mailDir, "mail"));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{8}T\d{6}Z-[0-9a-f-]{36}\.eml$/);
    const raw = await readFile(path.join(mailDir, "mail", names[0] ?? ""));
    expect(raw.toString("latin1")).toContain("\r\n");
    const email = await PostalMime.parse(raw, { attachmentEncoding: "utf8" });
    expect(email.subject).toContain("RSVP received");
    expect(email.text).toContain("in the name “File Guest”");
    expect(email.html).toContain("in the name “File Guest”");
    expect(email.attachments[0]).toMatchObject({
      filename: calendarFileName(t.deps.content),
      mimeType: "text/calendar",
    });
  });
});

async function openSameDatabase(dialect: "sqlite" | "postgres", location: string): Promise<Database> {
  return dialect === "sqlite" ? openSqlite(location) : await openPostgres(location);
}
