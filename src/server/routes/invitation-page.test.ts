import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { InvitationViewSchema, RsvpWindowSchema } from "../../shared/household-schemas.ts";
import { invitationPath } from "../../shared/households.ts";
import { escapeHtml, SafeHtml } from "../../shared/html.ts";
import { GREETING_ID } from "../../shared/invitation-greeting.ts";
import { PAGE_WORDS_EN } from "../../shared/words/page-en.ts";
import { fill } from "../../shared/words/words.ts";
import { aGuestListWedding, aHousehold, answersFor, fromAddress, putJson } from "../../testing/household-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createHouseholdRepository, type StoredHousehold } from "../db/household-repository.ts";
import { HOUSEHOLD_MESSAGES } from "../household-messages.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { asPersonalPage } from "./invitation-page.ts";

const HOUSEHOLD_GREETING_WORDS = PAGE_WORDS_EN.greeting;
const replyByText = (date: string) => fill(PAGE_WORDS_EN.greeting.replyBy, { date });

const LIMIT = 2;
const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");

describe("the personal link's page /i/<code>", () => {
  let clientDir: string;
  let content: WeddingContent;
  let t: TestApp;
  let household: StoredHousehold;
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta property="og:title" content="${title}"><meta property="og:image" content="https://example.org/share.png">` +
    `<meta name="twitter:card" content="summary_large_image"></head><body><div id="root"></div>` +
    `<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    content = aGuestListWedding();
    await writeFile(path.join(clientDir, "index.html"), page(content.site.title));
    t = await createTestApp("sqlite", {
      content,
      clientDir,
      // The page itself, rendered for the household, is personal-pages.test.ts (tests/)'s.
      guestPages: { render: async (view) => page(view.site.title) },
      now: () => BEFORE_DEADLINE,
      invitationLimiter: createMemoryRateLimiter({ limit: LIMIT, windowMs: 15 * 60 * 1000 }),
    });
    household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  function expectPrivate(response: Response) {
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  }

  it("serves the page, private and out of search engines, its share tags kept", async () => {
    const response = await t.app.request(invitationPath(household.code));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectPrivate(response);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain(`<meta property="og:title" content="${content.site.title}">`);
    expect(head).toContain('<meta property="og:image" content="https://example.org/share.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');
    // The same page, so the same policy lets it run.
    const home = await t.app.request("/");
    expect(response.headers.get("content-security-policy")).toBe(home.headers.get("content-security-policy"));
    expect(home.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(home.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves it with a trailing slash too, and never marks the household opened (a link preview fetches it)", async () => {
    const response = await t.app.request(`${invitationPath(household.code)}/`);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect((await createHouseholdRepository(t.deps.database).byId(household.id))?.openedAt).toBeNull();
  });

  it.each([
    ["an unknown code", "/i/AAAAAAAAAAAAAAAA"],
    ["a malformed code", "/i/nope"],
    ["a path below a code", "/i/AAAAAAAAAAAAAAAA/more"],
  ])("answers %s with a small 404 page of the site's own", async (_case, url) => {
    const response = await t.app.request(url, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain(`<title>Invitation not found · ${escapeHtml(content.site.title)}</title>`);
    expect(html).toContain(escapeHtml(HOUSEHOLD_MESSAGES.notFound));
    expect(html).toContain('<a href="/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("answers a wrong code 429 with a page of its own past the wrong-code limit, and still opens a right one", async () => {
    const from = fromAddress("203.0.113.9");
    for (let i = 0; i < LIMIT; i++) expect((await t.app.request(`/i/WRONGWRONGWRONG${i}`, {}, from)).status).toBe(404);
    const response = await t.app.request("/i/WRONGWRONGWRONGX", {}, from);
    expect(response.status).toBe(429);
    expectPrivate(response);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain(escapeHtml(HOUSEHOLD_MESSAGES.rateLimited));
    expect(html).toContain(escapeHtml(content.site.title));
    // The API shares the count.
    expect((await t.app.request("/api/invitations/WRONGWRONGWRONGY", {}, from)).status).toBe(429);
    // A household behind the same address (a venue's Wi-Fi) opens its link all the same.
    expect((await t.app.request(invitationPath(household.code), {}, from)).status).toBe(200);
    expect((await t.app.request(`/api/invitations/${household.code}`, {}, from)).status).toBe(200);
  });

  /** The greeting's element in the page's HTML, as the browser gets it before any script runs. */
  async function greetingOf(response: Response): Promise<string> {
    const page = await response.text();
    const body = page.slice(page.indexOf("<body>"));
    expect(body.indexOf(`<section id="${GREETING_ID}"`)).toBeGreaterThan(0);
    expect(body.indexOf(`<section id="${GREETING_ID}"`)).toBeLessThan(body.indexOf('<div id="root">'));
    return body.slice(body.indexOf("<section"), body.indexOf("</section>"));
  }

  it("opens on the household's greeting: its name, when to answer by, and a tap to its form", async () => {
    const greeting = await greetingOf(await t.app.request(invitationPath(household.code)));
    const { deadlineLabel } = RsvpWindowSchema.parse(await (await t.app.request("/api/rsvp-window")).json());
    expect(greeting).toContain(HOUSEHOLD_GREETING_WORDS.invitationFor);
    expect(greeting).toContain(escapeHtml(household.displayName));
    expect(greeting).toContain(escapeHtml(replyByText(deadlineLabel)));
    expect(greeting).toContain(
      `<a class="household-greeting-link" href="#rsvp">${HOUSEHOLD_GREETING_WORDS.answer}</a>`,
    );
    expect(greeting).not.toContain(HOUSEHOLD_GREETING_WORDS.answersHeading);
  });

  it("shows a returning household who is coming to what, its names escaped, and only on its own link", async () => {
    const other = await createHouseholdRepository(t.deps.database).create(
      aHousehold(["day-1"], { displayName: "The <b>Bold</b> & $& family" }),
    );
    const view = InvitationViewSchema.parse(await (await t.app.request(`/api/invitations/${other.code}`)).json());
    const answers = answersFor(view, content, (guest) => guest !== 1, { seatName: "Yaw <i>Boateng</i>" });
    expect((await t.app.request(`/api/invitations/${other.code}`, putJson(answers))).status).toBe(200);

    const greeting = await greetingOf(await t.app.request(invitationPath(other.code)));
    expect(greeting).toContain(escapeHtml("The <b>Bold</b> & $& family"));
    expect(greeting).toContain(escapeHtml(content.events[0]?.title ?? ""));
    expect(greeting).toContain(`${HOUSEHOLD_GREETING_WORDS.coming}: Esi Mensah, ${escapeHtml("Yaw <i>Boateng</i>")}`);
    expect(greeting).toContain(`${HOUSEHOLD_GREETING_WORDS.notComing}: Kojo Mensah`);
    expect(greeting).toContain(`href="#rsvp">${HOUSEHOLD_GREETING_WORDS.change}</a>`);
    expect(greeting).not.toContain("<b>");

    // The first household's link, and the public page, say nothing of it.
    const first = await (await t.app.request(invitationPath(household.code))).text();
    expect(first).not.toContain("Bold");
    expect(first).not.toContain("Esi Mensah");
    const home = await t.app.request("/");
    expect(home.status).toBe(200);
    const homePage = await home.text();
    expect(homePage).not.toContain(GREETING_ID);
    expect(homePage).not.toContain("Bold");
  });

  it("gives a link preview's fetcher the share tags without the household's greeting", async () => {
    for (const agent of ["WhatsApp/2.23.20.0 A", "facebookexternalhit/1.1", "TelegramBot (like TwitterBot)"]) {
      const response = await t.app.request(invitationPath(household.code), { headers: { "User-Agent": agent } });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(`<meta property="og:title" content="${content.site.title}">`);
      expect(page).not.toContain(GREETING_ID);
      expect(page).not.toContain(escapeHtml(household.displayName));
    }
  });

  it("offers to see the answers, not to change them, once answers are closed", async () => {
    const { guestPages } = t.deps;
    await t.cleanup();
    t = await createTestApp("sqlite", { content, clientDir, guestPages, now: () => new Date("2030-01-01T00:00:00Z") });
    household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
    const greeting = await greetingOf(await t.app.request(invitationPath(household.code)));
    expect(greeting).toContain(`href="#rsvp">${HOUSEHOLD_GREETING_WORDS.see}</a>`);
    expect(greeting).not.toContain("household-greeting-reply");
  });

  it("never logs a code", async () => {
    await t.app.request(invitationPath(household.code));
    await t.app.request("/i/AAAAAAAAAAAAAAAA");
    expect(JSON.stringify(t.logs)).not.toContain(household.code);
    expect(JSON.stringify(t.logs)).not.toContain("AAAAAAAAAAAAAAAA");
  });
});

describe("asPersonalPage", () => {
  const hidden = "<style>#rsvp [data-open-rsvp]{display:none}</style>";
  const greeting = new SafeHtml("<section>$& hi</section>");
  it("replaces a robots tag the page had, adds one to a page without a head, and hides the open form", () => {
    expect(asPersonalPage('<html><head><meta name="robots" content="index, follow"></head></html>', greeting)).toBe(
      `<html><head><meta name="robots" content="noindex">${hidden}</head></html><section>$& hi</section>`,
    );
    expect(asPersonalPage("<!doctype html><p>hi</p>", greeting)).toBe(
      `<!doctype html><meta name="robots" content="noindex">${hidden}<p>hi</p><section>$& hi</section>`,
    );
  });

  it("puts the greeting first in the body, before the app's root", () => {
    expect(asPersonalPage('<head></head><body class="x"><div id="root"></div></body>', greeting)).toBe(
      `<head><meta name="robots" content="noindex">${hidden}</head><body class="x"><section>$& hi</section><div id="root"></div></body>`,
    );
  });
});
