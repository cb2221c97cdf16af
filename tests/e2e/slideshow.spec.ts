import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { POSTER_INVITATION } from "../../src/client/admin/photos/poster-copy.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { GUEST_MOMENTS_API } from "../../src/shared/guest-moments.ts";
import {
  PHOTOS_PAGE_PATH,
  SLIDESHOW_ADMIN_API,
  SLIDESHOW_KEY_PARAM,
  SLIDESHOW_PAGE_PATH,
} from "../../src/shared/uploads.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { adminApi, ownAddress, signInThroughPage, speakFrom, uploadPhoto } from "./admin-support.ts";
import { openPage } from "./support.ts";

/**
 * The wedding day's photo pages (issue 17): the live slideshow picking up a
 * photo the couple approves, the photos-only page the poster opens, and the
 * poster itself, on screen and on paper.
 */

const NAMES = coupleNames(weddingContent);

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

/** The printed page's size in points (Chromium printing with the page's own @page size); it must be one page. */
async function printedPageSize(page: Page): Promise<[number, number]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  if (!box?.[1] || !box[2]) throw new Error("the PDF has no MediaBox");
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, "one page").toBe(1);
  return [Number(box[1]), Number(box[2])];
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("slideshow", { tag: "@content" }, () => {
  test("the slideshow shows a photo the couple approves within seconds", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const { url } = (await (await api.get(SLIDESHOW_ADMIN_API.link)).json()) as { url: string };
    expect(new URL(url, baseURL).pathname).toBe(SLIDESHOW_PAGE_PATH);

    await page.goto(url);
    // The key was traded for the screen's cookie: the address bar (and the history) show the page without it.
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe(SLIDESHOW_PAGE_PATH);
    await expect(page.getByText(NAMES).first()).toBeVisible();
    // Other tests' photos may be on it already; either way the screen is running before this photo exists.
    await expect(page.getByText(PAGE_WORDS_EN.slideshow.waiting).or(page.locator("figure").first())).toBeVisible();

    const photo = await uploadPhoto(api, "slideshow");
    expect((await api.post(ADMIN_API.photoStatus(photo.id), { data: { status: "approved" } })).status()).toBe(200);

    const slide = page.locator(`figure[data-photo-id="${photo.id}"]`);
    // One poll (4 s) and at most one slide's turn (7 s) away, plus the crossfade.
    await expect(slide).toHaveCSS("opacity", "1", { timeout: 20_000 });
    expect(await slide.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: new RegExp(`QR code of .*${PHOTOS_PAGE_PATH}$`) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the slideshow says so when its key is wrong", async ({ page }, testInfo) => {
    await speakFrom(page.context(), ownAddress(testInfo));
    await page.goto(`${SLIDESHOW_PAGE_PATH}?${SLIDESHOW_KEY_PARAM}=not-the-key`);
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("alert")).toHaveText(PAGE_WORDS_EN.slideshow.wrongKey);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the photos page is the upload section and nothing else", async ({ page }) => {
    await openPage(page, PHOTOS_PAGE_PATH);
    await expect(page.getByRole("heading", { level: 1, name: NAMES })).toBeVisible();
    const upload = page.locator("#photo-upload");
    await expect(upload).toBeVisible();
    await expect(upload.getByRole("button", { name: PAGE_WORDS_EN.upload.dropZone })).toBeVisible();
    // The upload section alone in the page's main, no menu, none of the invitation's other sections.
    await expect(page.locator("main > *")).toHaveCount(1);
    await expect(page.locator("main > #photo-upload")).toHaveCount(1);
    await expect(page.locator("nav")).toHaveCount(0);
    for (const anchor of ["home", "our-story", "wedding-info", "gallery", "rsvp", "FindUs"]) {
      await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the poster prints the couple's names and the photos page's QR code on A4 or A5", async ({ page }, testInfo) => {
    await speakFrom(page.context(), ownAddress(testInfo));
    await signInThroughPage(page, "/admin#photos");
    const slideshow = page.getByRole("link", { name: "Slideshow", exact: true });
    await expect(slideshow).toHaveAttribute("href", new RegExp(`${SLIDESHOW_PAGE_PATH}\\?${SLIDESHOW_KEY_PARAM}=`));
    await page.getByRole("link", { name: "Print the QR poster" }).click();

    const poster = page.getByRole("article", { name: /^Poster/ });
    await expect(poster.getByText(NAMES)).toBeVisible();
    await expect(poster.getByText(POSTER_INVITATION)).toBeVisible();
    await expect(poster.getByRole("img", { name: new RegExp(`QR code of .*${PHOTOS_PAGE_PATH}$`) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    const [a4Width, a4Height] = await printedPageSize(page);
    expect(Math.round(a4Width)).toBe(595);
    expect(Math.round(a4Height)).toBe(842);

    await page.emulateMedia({ media: "screen" });
    await page.getByRole("radio", { name: "A5" }).check();
    await page.emulateMedia({ media: "print" });
    const [a5Width, a5Height] = await printedPageSize(page);
    expect(Math.round(a5Width)).toBe(420);
    expect(Math.round(a5Height)).toBe(595);
  });

  test("with guestPhotos.uploadOnly the invitation shows guests none of the approved photos", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!weddingContent.guestPhotos.uploadOnly, "this couple's page shows approved guest photos");
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const photo = await uploadPhoto(api, "upload-only");
    expect((await api.post(ADMIN_API.photoStatus(photo.id), { data: { status: "approved" } })).status()).toBe(200);
    expect(await (await page.request.get(GUEST_MOMENTS_API.list)).json()).toEqual({ moments: [] });
    expect((await page.request.get(GUEST_MOMENTS_API.image(photo.id))).status()).toBe(404);
    await openPage(page, "/");
    await page.locator("#rsvp").scrollIntoViewIfNeeded();
    await expect(page.locator("#guest-moments")).toHaveCount(0);
  });
});
