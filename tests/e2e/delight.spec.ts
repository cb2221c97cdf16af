import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { publicContent } from "../../content/wedding.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { adminApi, ownAddress, uploadPhoto } from "./admin-support.ts";
import { freezeClock, openPage } from "./support.ts";

/**
 * The page's small moments: the countdown's line on the day and after it,
 * the gallery strip opening on a picture, guest photos centred under their
 * heading, and cards that are simply there for a guest who wants less motion.
 */

const TARGET = Date.parse(publicContent.countdownTarget);
const HOUR = 3_600_000;
const { onTheDay, afterwards } = publicContent.countdown;

function countdown(page: Page): Locator {
  return page.getByRole("region", { name: "Countdown to the wedding" });
}

/** Opens the page at `time`; frozen there, or (for axe, which needs timers) running on from it. */
async function openAt(page: Page, time: number, { running = false } = {}): Promise<void> {
  if (running) await page.clock.install({ time });
  else await freezeClock(page, time);
  await openPage(page);
  await countdown(page).scrollIntoViewIfNeeded();
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("delight", { tag: "@content" }, () => {
  test.describe("the countdown", () => {
    test("says nothing more before the day", async ({ page }) => {
      await openAt(page, TARGET - 48 * HOUR);
      await expect(countdown(page).getByText("Days")).toBeVisible();
      await expect(countdown(page).getByText(onTheDay, { exact: true })).toHaveCount(0);
      await expect(countdown(page).getByText(afterwards, { exact: true })).toHaveCount(0);
      await expect(countdown(page).getByRole("listitem").first()).toContainText("02Days");
    });

    test("says the day's line on the wedding day", async ({ page }) => {
      await openAt(page, TARGET);
      await expect(countdown(page).getByText(onTheDay, { exact: true })).toBeVisible();
      await expect(countdown(page).getByText(afterwards, { exact: true })).toHaveCount(0);
    });

    test("keeps the zeros and thanks the guests after the day", async ({ page }) => {
      test.slow(); // axe on a busy two-core machine
      await openAt(page, TARGET + 48 * HOUR, { running: true });
      const numbers = countdown(page).getByRole("listitem");
      await expect(numbers).toHaveCount(4);
      for (const number of await numbers.all()) await expect(number).toContainText("00");
      await expect(countdown(page).getByText(afterwards, { exact: true })).toBeVisible();
      await expect(countdown(page).getByText(onTheDay, { exact: true })).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .include("section[aria-label='Countdown to the wedding']")
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });

  test("the gallery strip opens on a picture, with pictures on both sides, at 1280 px", { tag: "@desktop" }, async ({
    page,
  }) => {
    const count = publicContent.gallery.items.length;
    test.skip(count < 2, "one picture is shown on its own");
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page);
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    // Fewer pictures open on the grid; the strip is one click away.
    if (count < 4) await page.getByRole("button", { name: "3D View" }).click();
    const region = page.getByRole("region", { name: "Photo carousel" });
    await expect(region).toHaveAttribute("data-mode", "strip");
    await expect(region).toHaveAttribute("data-index", "0");
    const box = await region.boundingBox();
    if (!box) throw new Error("the carousel has no box");
    // The couple's first picture sits in the middle...
    const first = region.getByRole("img").first();
    await expect(first).toHaveAccessibleName(publicContent.gallery.items[0]?.alt ?? "");
    await expect
      .poll(async () => {
        const picture = await first.boundingBox();
        return picture ? Math.abs(picture.x + picture.width / 2 - (box.x + box.width / 2)) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThan(4);
    // ...and the strip's left edge shows a picture, not empty space.
    const leftEdgeHasPicture = await region.evaluate((strip) => {
      const edge = strip.getBoundingClientRect();
      return Array.from(strip.querySelectorAll("img")).some((img) => {
        const rect = img.getBoundingClientRect();
        return rect.left <= edge.left + edge.width * 0.15 && rect.right > edge.left && rect.width > 0;
      });
    });
    expect(leftEdgeHasPicture).toBe(true);
    // The copies at the ends are scenery: the screen reader hears the couple's pictures once each.
    await expect(region.getByRole("img")).toHaveCount(count);
  });

  test.describe("guest photos", () => {
    test.skip(publicContent.guestPhotos.uploadOnly, "guests see none of the guests' photos on the day");

    test("sit centred under their heading", { tag: "@screen" }, async ({ page, baseURL }, testInfo) => {
      const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
      const photo = await uploadPhoto(api, "centred");
      expect((await api.post(ADMIN_API.photoStatus(photo.id), { data: { status: "approved" } })).status()).toBe(200);
      await openPage(page);
      await page.locator("#gallery").scrollIntoViewIfNeeded();
      const section = page.locator("#guest-moments");
      const heading = section.getByRole("heading", { name: "Guest Moments", level: 2 });
      await expect(heading).toBeVisible();
      const photos = section.getByRole("listitem");
      await expect(photos.first()).toBeVisible();
      const headingBox = await heading.boundingBox();
      if (!headingBox) throw new Error("the heading has no box");
      // The first row of photos, however many there are, is centred on the heading.
      const rowCentre = await section.getByRole("list").evaluate((list) => {
        const items = Array.from(list.children).map((item) => item.getBoundingClientRect());
        const top = items[0]?.top ?? 0;
        const row = items.filter((rect) => Math.abs(rect.top - top) < 1);
        const left = Math.min(...row.map((rect) => rect.left));
        const right = Math.max(...row.map((rect) => rect.right));
        return (left + right) / 2;
      });
      expect(Math.abs(rowCentre - (headingBox.x + headingBox.width / 2))).toBeLessThan(4);
    });
  });

  test.describe("cards", () => {
    test("are shown at once, fully, when the guest asks for less motion", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
      const page = await context.newPage();
      await openPage(page);
      await page.locator("#wedding-info").scrollIntoViewIfNeeded();
      const cards = page.locator("#wedding-info .card");
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
        expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
      }
      await context.close();
    });

    test("a card in view is fully visible at rest, and the section passes axe", { tag: "@screen" }, async ({
      page,
    }) => {
      test.slow(); // axe on a busy two-core machine
      await openPage(page);
      await page.locator("#wedding-info h2").scrollIntoViewIfNeeded();
      const card = page.locator("#wedding-info .card").first();
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      const results = await new AxeBuilder({ page }).include("#wedding-info").analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
});
