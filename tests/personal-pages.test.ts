import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { render, siteData } from "../src/client/entry-server.tsx";
import { createHouseholdRepository, type StoredHousehold } from "../src/server/db/household-repository.ts";
import { APP_MARKER, renderedPage } from "../src/server/guest-page.ts";
import { MAIL_KINDS } from "../src/server/mail/mail-kinds.ts";
import { renderMail } from "../src/server/mail/templates.ts";
import { invitationCalendarPath } from "../src/server/routes/invitation-page.ts";
import { type CheckedContent, contentFor } from "../src/shared/content-schema.ts";
import { INVITATION_API, invitationPath } from "../src/shared/households.ts";
import { SITE_DATA_ELEMENT_ID, type SiteData } from "../src/shared/site-data.ts";
import { aContentInput, aWeddingSource } from "../src/testing/content-builders.ts";
import { aHousehold, answersFor, putJson } from "../src/testing/household-builders.ts";
import { CHURCH, RECEPTION, traces, UMEMBESO } from "../src/testing/private-event-builders.ts";
import { anRsvpRequest, postJson } from "../src/testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../src/testing/test-app.ts";
import { testImages } from "../src/testing/test-images.ts";

/**
 * Issue 32, part 1: a wedding of three events, the first by invitation only
 * (an umembeso at the family's home), and households invited to different
 * events. Each household's page is rendered by the server from its own
 * events with the page's real code (src/client/entry-server.tsx): what it
 * receives (HTML, the data handed to its code, its calendar file, the API
 * and mails) holds only its events; the public view holds only public ones.
 */

const source: CheckedContent = aWeddingSource({
  site: { ...aContentInput().site, origin: "https://ama-and-kofi.example" },
  events: [UMEMBESO, CHURCH, RECEPTION],
  rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama" }] },
});
const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");
const TEMPLATE = `<!doctype html><html lang="en"><head><title>page</title></head><body><div id="root">${APP_MARKER}</div></body></html>`;

describe("a household's personal link, rendered for its events", () => {
  let clientDir: string;
  let t: TestApp;
  let receptionOnly: StoredHousehold;
  let family: StoredHousehold;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await writeFile(
      path.join(clientDir, "index.html"),
      renderedPage(TEMPLATE, { render, siteData }, publicView(), testImages),
    );
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    t = await createTestApp("sqlite", {
      content: contentFor(source, "couple"),
      contentFor: (audience) => contentFor(source, audience),
      clientDir,
      guestPages: { render: async (view) => renderedPage(TEMPLATE, { render, siteData }, view, testImages) },
      now: () => BEFORE_DEADLINE,
    });
    const households = createHouseholdRepository(t.deps.database);
    receptionOnly = await households.create(aHousehold(["reception"], { displayName: "The Nkosis" }));
    family = await households.create(aHousehold(["umembeso", "church", "reception"], { displayName: "The Dlaminis" }));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const outbox = () => t.deps.database.db.selectFrom("mail_outbox").select(["kind", "message"]).execute();

  function publicView() {
    return contentFor(source, "public");
  }

  /** The page's HTML and the data its code is handed. */
  async function pageOf(household: StoredHousehold) {
    const response = await t.app.request(invitationPath(household.code));
    expect(response.status).toBe(200);
    const html = await response.text();
    const json = html.match(new RegExp(`<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">(.*?)</script>`));
    return { html, data: JSON.parse(json?.[1] ?? "null") as SiteData };
  }

  it("holds only the household's events: its HTML, its page's data, its dates, countdown and calendar", async () => {
    const { html, data } = await pageOf(receptionOnly);
    for (const trace of [...traces(UMEMBESO), ...traces(CHURCH)]) expect(html).not.toContain(trace);
    expect(html).toContain(RECEPTION.venue.address);
    expect(data.content.events.map((event) => event.id)).toEqual(["reception"]);
    expect(data.content.countdownTarget).toBe(RECEPTION.start);
    expect(data.content.findUs.mapEventId).toBe("reception");
    expect(data.content.calendar.file).toBe(invitationCalendarPath(receptionOnly.code));
    expect(html).toContain(`href="${invitationCalendarPath(receptionOnly.code)}"`);
    expect(html).not.toContain('href="/wedding.ics"');

    // Households invited to the same events share a render, never a calendar file.
    const neighbours = await createHouseholdRepository(t.deps.database).create(
      aHousehold(["reception"], { displayName: "The Zulus" }),
    );
    const theirs = await pageOf(neighbours);
    expect(theirs.data.content.calendar.file).toBe(invitationCalendarPath(neighbours.code));
    expect(theirs.html).not.toContain(receptionOnly.code);

    const invited = await pageOf(family);
    for (const trace of [...traces(UMEMBESO), ...traces(CHURCH), ...traces(RECEPTION)]) {
      expect(invited.html).toContain(trace);
    }
    expect(invited.data.content.countdownTarget).toBe(UMEMBESO.start);
  });

  it("gives the household a calendar file of its events only, behind its code", async () => {
    const response = await t.app.request(invitationCalendarPath(receptionOnly.code));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("Reception");
    for (const trace of [...traces(UMEMBESO), ...traces(CHURCH)]) expect(ics).not.toContain(trace);
    expect(
      (await (await t.app.request(invitationCalendarPath(family.code))).text()).match(/BEGIN:VEVENT/g),
    ).toHaveLength(3);
    expect((await t.app.request(invitationCalendarPath("AAAAAAAAAAAAAAAA"))).status).toBe(404);
  });

  it("answers the household's API and mails it with its events only", async () => {
    const view = await (await t.app.request(INVITATION_API.invitation(receptionOnly.code))).json();
    expect(JSON.stringify(view)).not.toContain("umembeso");
    const answers = answersFor(view, t.deps.content, () => true);
    expect((await t.app.request(INVITATION_API.invitation(receptionOnly.code), putJson(answers))).status).toBe(200);
    const mails = await outbox();
    expect(mails.length).toBeGreaterThan(0);
    for (const stored of mails) {
      const mail = renderMail(stored.kind, JSON.parse(stored.message), t.deps.contentFor);
      const attached = mail.attachments.map((attachment) => String(attachment.content)).join("");
      for (const trace of [...traces(UMEMBESO), ...traces(CHURCH)]) {
        expect(mail.text + mail.html + attached).not.toContain(trace);
      }
    }
  });

  it("keeps events by invitation only off the public view, the open form's household and its mail", async () => {
    const home = publicView();
    expect(home.events.map((event) => event.id)).toEqual(["church", "reception"]);
    expect(home.countdownTarget).toBe(CHURCH.start);
    expect(JSON.stringify(home)).not.toContain(UMEMBESO.venue.address);
    expect(JSON.stringify(home)).not.toContain(UMEMBESO.title);

    expect((await t.app.request("/api/rsvps", postJson(anRsvpRequest({ email: "guest@example.com" })))).status).toBe(
      201,
    );
    const opened = (await createHouseholdRepository(t.deps.database).list()).find(
      (household) => household.email === "guest@example.com",
    );
    expect(opened?.eventIds).toEqual(["church", "reception"]);
    const confirmation = (await outbox()).find((mail) => mail.kind === MAIL_KINDS.guestConfirmation);
    const mail = renderMail(MAIL_KINDS.guestConfirmation, JSON.parse(confirmation?.message ?? "{}"), t.deps.contentFor);
    const attached = mail.attachments.map((attachment) => String(attachment.content)).join("");
    expect(mail.text).toContain(CHURCH.venue.address);
    for (const trace of traces(UMEMBESO)) expect(mail.text + mail.html + attached).not.toContain(trace);
  });
});
