import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { GUEST_MOMENTS_API } from "../../src/shared/guest-moments.ts";
import { adminApi, ownAddress, uploadPhoto } from "./admin-support.ts";
import { openPage } from "./support.ts";

/**
 * The approved guest photos below the couple's gallery: nothing of them in
 * the prerendered page, a small chunk and one request once a guest comes near,
 * the same lightbox as the gallery, and nothing at all when the list fails.
 */

const GRID_CHUNK = /guest-moments-grid-.*\.js$/;

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("guest moments", { tag: "@content" }, () => {
  test.skip(
    weddingContent.guestPhotos.uploadOnly,
    "guestPhotos.uploadOnly: guests see none of the guests' photos (tests/e2e/slideshow.spec.ts checks that)",
  );

  test("the prerendered page holds only an empty placeholder after the gallery", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The page's words travel in its site data (the heading among them); the markup must not hold the section.
    const markup = html.replace(/<script[^>]*id="site-data"[^>]*>[\s\S]*?<\/script>/, "");
    expect(markup).not.toContain("Guest Moments");
    expect(html).toMatch(/<\/section><div><\/div><section id="rsvp"/);
    expect(html).toContain('<section id="gallery"');
  });

  test("approved photos load near the gallery and open in the lightbox", async ({ page, baseURL }, testInfo) => {
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const photo = await uploadPhoto(api, "moment");
    expect((await api.post(ADMIN_API.photoStatus(photo.id), { data: { status: "approved" } })).status()).toBe(200);
    const loaded: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (GRID_CHUNK.test(pathname) || pathname === GUEST_MOMENTS_API.list) loaded.push(pathname);
    });

    await openPage(page, "/");
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);

    await page.locator("#gallery").scrollIntoViewIfNeeded();
    const section = page.locator("#guest-moments");
    await expect(section.getByRole("heading", { name: "Guest Moments", level: 2 })).toBeVisible();
    expect(loaded.some((pathname) => GRID_CHUNK.test(pathname))).toBe(true);
    expect(loaded.filter((pathname) => pathname === GUEST_MOMENTS_API.list).length).toBeGreaterThanOrEqual(1);
    // Right below the couple's gallery, before the RSVP.
    expect(
      await page.evaluate(() => {
        const gallery = document.getElementById("gallery");
        const moments = document.getElementById("guest-moments");
        const rsvp = document.getElementById("rsvp");
        return Boolean(
          gallery &&
            moments &&
            rsvp &&
            gallery.compareDocumentPosition(moments) & Node.DOCUMENT_POSITION_FOLLOWING &&
            moments.compareDocumentPosition(rsvp) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);

    const thumbnailSelector = `img[src="${GUEST_MOMENTS_API.thumbnail(photo.id)}"]`;
    const thumbnail = section.locator(thumbnailSelector);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("width", /^[1-9]\d*$/);
    await expect(thumbnail).toHaveAttribute("height", /^[1-9]\d*$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const opener = section.getByRole("button").filter({ has: page.locator(thumbnailSelector) });
    await opener.click();
    const lightbox = page.getByRole("dialog", { name: /^Guest photo \d+ of \d+$/ });
    const full = lightbox.locator("img");
    await expect(full).toHaveAttribute("src", GUEST_MOMENTS_API.image(photo.id));
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).include("#guest-moments").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);
    await expect(opener).toBeFocused();

    expect((await api.delete(ADMIN_API.photo(photo.id))).status()).toBe(204);
    await api.dispose();
  });

  test("when the list cannot be loaded, nothing is shown and the page carries on", async ({ page }) => {
    await page.route(GUEST_MOMENTS_API.list, (route) => route.abort());
    const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith(GUEST_MOMENTS_API.list));
    await openPage(page, "/");
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    await failed;
    await page.locator("#rsvp").scrollIntoViewIfNeeded();
    await expect(page.locator("#rsvp")).toBeInViewport();
    await expect(page.locator("#gallery + div")).toBeEmpty();
    await expect(page.locator("#guest-moments")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Guest Moments" })).toHaveCount(0);
  });
});
