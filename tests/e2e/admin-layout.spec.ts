import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { ADMIN_API, type AdminRsvp } from "../../src/shared/admin-api.ts";
import { adminApi, createRsvp, ownAddress, signInThroughPage, uniqueEmail } from "./admin-support.ts";

/**
 * The admin on a laptop and on a phone: the RSVP table fits 1280 px, a phone
 * gets cards, and times are on the wedding's clocks whatever the browser's zone.
 */

// A zone far from any couple's, so a time shown in the browser's own zone would not pass.
test.use({ locale: "en-US", timezoneId: "Pacific/Kiritimati" });

const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const LONG_MESSAGE =
  "We are so happy for you both! Counting the days until we can dance together, and we are bringing the whole family's best wishes and an appetite for cake. Supercalifragilisticexpialidocious-and-then-some-without-spaces.";

/** Two RSVPs with long, unbreakable words, and what the server stored for them. */
async function seed(baseURL: string | undefined, address: string, tag: string) {
  const api = await adminApi(baseURL, address);
  const long = `Maximiliana-Konstantinopolous-Wolfeschlegelsteinhausen ${tag}`;
  await createRsvp(api, {
    name: long,
    email: `a.very.long.address.that.does.not.break.${uniqueEmail(tag)}`,
    attending: true,
    partnerName: "Bartholomew-Featherstonehaugh Cholmondeley",
    message: LONG_MESSAGE,
  });
  await createRsvp(api, { name: `Short ${tag}`, email: uniqueEmail(tag), attending: false });
  const response = await api.get(ADMIN_API.rsvps);
  const { rsvps } = (await response.json()) as { rsvps: AdminRsvp[] };
  const stored = rsvps.find((rsvp) => rsvp.name === long);
  if (!stored) throw new Error("the seeded RSVP is missing");
  await api.dispose();
  return { long, stored };
}

async function openResponses(page: Page, tag: string) {
  await signInThroughPage(page);
  await page.getByLabel("Search by name, email or message").fill(tag);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth <= window.innerWidth);

test(
  "at 1280 px the RSVP table fits its card without scrolling sideways",
  { tag: "@desktop" },
  async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag();
    const { long } = await seed(baseURL, ownAddress(testInfo, "api"), tag);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openResponses(page, tag);
    const table = page.getByRole("table");
    await expect(table.getByRole("rowheader", { name: long })).toBeVisible();
    const fit = await table.evaluate((element) => {
      const container = element.parentElement;
      return {
        table: element.scrollWidth,
        container: container?.clientWidth ?? 0,
        containerScroll: container?.scrollWidth ?? 0,
      };
    });
    expect(fit.table).toBeLessThanOrEqual(fit.container);
    expect(fit.containerScroll).toBeLessThanOrEqual(fit.container);
    expect(await noSideScroll(page)).toBe(true);
    await expect(page.getByRole("list", { name: "Responses" })).toBeHidden();
  },
);

test("at 360 px the RSVPs are cards with the same data and actions, and nothing scrolls sideways", async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag();
  const { long, stored } = await seed(baseURL, ownAddress(testInfo, "api"), tag);
  await page.setViewportSize({ width: 360, height: 780 });
  await openResponses(page, tag);
  await expect(page.getByRole("table")).toBeHidden();
  const cards = page.getByRole("list", { name: "Responses" }).getByRole("article");
  await expect(cards).toHaveCount(2);
  const card = page.getByRole("article", { name: long });
  await expect(card.getByRole("heading", { name: long })).toBeVisible();
  await expect(card).toContainText(stored.email);
  await expect(card).toContainText(LONG_MESSAGE);
  await expect(card.getByRole("button", { name: `Delete the RSVP from ${long}` })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);

  // Sorting is there too: name, Z to A puts the long name after "Short".
  await page.getByLabel("Sort by").selectOption({ label: "Name, A to Z" });
  await expect(cards.first()).toHaveAccessibleName(long);
  await page.getByLabel("Sort by").selectOption({ label: "Name, Z to A" });
  await expect(cards.first()).toHaveAccessibleName(`Short ${tag}`);

  // The time is the wedding's, not the browser's (Kiritimati is 14 hours ahead of UTC).
  const expected = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: weddingContent.timeZone,
  }).format(new Date(stored.submittedAt));
  await expect(card.locator(`time[datetime="${stored.submittedAt}"]`)).toHaveText(expected);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The tabs scroll sideways on a phone: the last one, opened from the address, is scrolled into view whole.
  await page.goto("/admin#history");
  const lastTab = page.getByRole("tab", { name: "History" });
  await expect(lastTab).toHaveAttribute("aria-selected", "true");
  await expect(lastTab).toBeInViewport({ ratio: 1 });
});
