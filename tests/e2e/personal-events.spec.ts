import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { publicContent, weddingContent } from "../../content/wedding.ts";
import type { WeddingEvent } from "../../src/shared/content-schema.ts";
import type { HouseholdInput } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API, invitationPath } from "../../src/shared/households.ts";
import { adminApi, ownAddress, speakFrom, uniqueEmail } from "./admin-support.ts";
import { e2eDataDir } from "./server-env.ts";
import { openPage } from "./support.ts";

/**
 * Issue 32, part 1, as guests get it: the couple's content has events by
 * invitation only (`public: false`), and households are invited to different
 * events. Everything a household's personal link sends (the page's HTML, every
 * script, style and data file the page loads, the API's answers, its calendar
 * file and calendar links, and its invitation mail) names its own events only;
 * the public page, public events only. Not @content: the second couple has one
 * event; what these views are made of is proven for any content in
 * tests/personal-pages.test.ts.
 */

const privateEvents = weddingContent.events.filter((event) => !event.public);
const publicEvents = weddingContent.events.filter((event) => event.public);

/** What would give an event away: its place. (A title may be a common word the page uses elsewhere.) */
const placeOf = (event: WeddingEvent) => [event.venue.address, ...(event.description ? [event.description] : [])];

/** Every text the page received while it loaded: its HTML, scripts, styles, data, each with its address. */
function receivedTexts(page: Page): { url: string; text: Promise<string> }[] {
  const received: { url: string; text: Promise<string> }[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (/text|javascript|json|calendar|manifest/.test(type)) {
      received.push({ url: response.url(), text: response.text().catch(() => "") });
    }
  });
  return received;
}

async function expectNothingOf(events: readonly WeddingEvent[], texts: { url: string; text: Promise<string> }[]) {
  expect(texts.length).toBeGreaterThan(0);
  for (const { url, text } of texts) {
    const body = await text;
    for (const event of events) {
      for (const trace of placeOf(event)) expect(body.includes(trace), `${trace} in ${url}`).toBe(false);
    }
  }
}

async function createHousehold(api: APIRequestContext, label: string, events: readonly WeddingEvent[]) {
  const email = uniqueEmail(label);
  const input: HouseholdInput = {
    displayName: `The ${label} family`,
    email,
    phone: null,
    message: null,
    eventIds: events.map((event) => event.id),
    guests: [{ name: `${label} Guest`, isChild: false, isSeat: false, dietary: null }],
  };
  const response = await api.post(GUEST_LIST_API.households, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const { id, code } = (await response.json()) as { id: string; code: string };
  return { id, code, email };
}

/** A MIME message's parts as text: each quoted-printable or base64 body decoded (a soft line break could split a word). */
function decodedMail(eml: string): string {
  return eml
    .split(/^--.*$/m)
    .map((part) => {
      const [headers = "", ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join("\n\n");
      if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(text, "base64").toString("utf8");
      if (!/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return part;
      const escaped = text.replace(/%/g, "%25").replace(/=\r?\n/g, "");
      return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`));
    })
    .join("\n");
}

/** The mail file the server wrote for `email` (no SMTP on the test server: mails are .eml files), decoded. */
async function mailTo(email: string): Promise<string> {
  const dir = path.join(e2eDataDir(), "mail");
  let found = "";
  await expect
    .poll(
      async () => {
        for (const name of await readdir(dir).catch(() => [])) {
          if (!name.endsWith(".eml")) continue;
          const text = await readFile(path.join(dir, name), "utf8");
          if (text.includes(email)) found = text;
        }
        return found !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return decodedMail(found);
}

test.describe("events by invitation only", () => {
  test.skip(privateEvents.length === 0 || publicEvents.length < 2, "this couple's events are all public");

  test("each household's link holds its events only, the public page public ones only", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const api = await adminApi(baseURL, ownAddress(test.info(), "admin"));
    await speakFrom(context, ownAddress(test.info()));
    const [firstPublic] = publicEvents;
    if (!firstPublic) throw new Error("no public event");
    const others = (invited: readonly WeddingEvent[]) =>
      weddingContent.events.filter((event) => !invited.includes(event));
    // One household invited to the public events, one to those by invitation only and one public event.
    const cases = [
      { label: "Public", invited: publicEvents },
      { label: "Family", invited: [...privateEvents, firstPublic] },
    ].map((entry) => ({ ...entry, invited: weddingContent.events.filter((event) => entry.invited.includes(event)) }));

    // The public page: public events only, in everything it loads.
    const publicTexts = receivedTexts(page);
    await openPage(page, "/#wedding-info");
    for (const event of publicContent.events) await expect(page.locator("#wedding-info")).toContainText(event.title);
    await expectNothingOf(privateEvents, publicTexts);
    const publicCalendar = await context.request.get(publicContent.calendar.file);
    expect((await publicCalendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(publicContent.events.length);

    for (const { label, invited } of cases) {
      const household = await createHousehold(api, label, invited);
      const notInvited = others(invited);
      const guestPage = await context.newPage();
      const texts = receivedTexts(guestPage);
      await openPage(guestPage, `${invitationPath(household.code)}#wedding-info`);
      const info = guestPage.locator("#wedding-info");
      for (const event of invited) {
        await expect(info).toContainText(event.title);
        await expect(info).toContainText(event.venue.name);
      }
      // Its calendar: one link per event for Google, and its own .ics with its events.
      const googleLinks = guestPage.locator('#FindUs a[href*="calendar.google.com"]');
      const hrefs = await googleLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs).toHaveLength(invited.length);
      for (const href of hrefs) {
        for (const event of notInvited) expect(decodeURIComponent(href)).not.toContain(event.venue.address);
      }
      const icsHref = await guestPage.locator('#FindUs a[href$=".ics"]').first().getAttribute("href");
      expect(icsHref).toBe(`${invitationPath(household.code)}.ics`);
      const ics = await (await context.request.get(icsHref ?? "")).text();
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(invited.length);
      texts.push({ url: icsHref ?? "", text: Promise.resolve(ics) });
      // The API's answer to its link.
      const view = await context.request.get(INVITATION_API.invitation(household.code));
      expect(view.status()).toBe(200);
      texts.push({ url: INVITATION_API.invitation(household.code), text: view.text() });
      // Its invitation mail.
      const sent = await api.post(GUEST_LIST_API.sendInvitation(household.id), { data: {} });
      expect(sent.status(), await sent.text()).toBe(200);
      const mail = await mailTo(household.email);
      expect(mail).toContain(`${invitationPath(household.code)}`);
      for (const event of invited) expect(mail).toContain(event.venue.address);
      texts.push({ url: "invitation mail", text: Promise.resolve(mail) });

      await expectNothingOf(notInvited, texts);
      await guestPage.close();
    }
  });
});
