import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { weddingContent as content } from "../../content/wedding.ts";
import { stripJpegMetadata } from "../../src/client/sections/photo-upload/strip-jpeg-metadata.ts";
import { HOUSEHOLD_MESSAGES } from "../../src/server/household-messages.ts";
import type { HouseholdInput } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API } from "../../src/shared/households.ts";
import {
  ANALYTICS_CONSENT_STORAGE_KEY,
  GUEST_DATA_API,
  INVITATION_CODE_HEADER,
  MY_PHOTOS_STORAGE_KEY,
  PRIVACY_PAGE_PATH,
} from "../../src/shared/privacy.ts";
import { dataCollector } from "../../src/shared/privacy-notice.ts";
import { RESUMABLE_UPLOAD_PATH } from "../../src/shared/uploads.ts";
import {
  householdNotice,
  PRIVACY_LINK_TEXT,
  photoNotice,
  privacyPage,
  retentionWords,
  rsvpNotice,
  STRIP_METADATA_LABEL,
} from "../../src/testing/privacy-notice-en.ts";
import { adminApi, filesExist, ownAddress, photoFiles, speakFrom } from "./admin-support.ts";
import { hydrated, openPage } from "./support.ts";

/**
 * Guests' data (decision 16): nothing leaves for a third party before the
 * guest chooses, the notices where data is collected, /privacy, and the
 * guest's own data on a personal link. Every expected word comes from the
 * content and src/shared/privacy-notice.ts: CI runs this with a second
 * couple, who set a Google Analytics id, so both consent paths are covered.
 */

const MEASUREMENT_ID = content.site.gaMeasurementId;
const GOOGLE_TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const GOOGLE_MAPS = /^https:\/\/www\.google\.com\/maps/;
const BANNER_NAME = "Analytics choice";

/** A context with no stored analytics choice (the config stores "granted" for every other test). */
async function freshContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await context.route(GOOGLE_MAPS, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
  );
  // Google's tag, as a stub: it only says it ran; the page's own gtag shim queues the events in dataLayer.
  await context.route(GOOGLE_TAG, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
  );
  return context;
}

function recordRequests(context: BrowserContext, baseURL: string | undefined): string[] {
  const foreign: string[] = [];
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  return foreign;
}

/** Scrolls the whole page down, section by section, as a guest reading it would. */
async function scrollThrough(page: Page) {
  for (const id of ["wedding-info", "gallery", "rsvp", "FindUs", "photo-upload"]) {
    const section = page.locator(`#${id}`);
    if ((await section.count()) > 0) await section.scrollIntoViewIfNeeded();
  }
  await page.locator("footer").scrollIntoViewIfNeeded();
  // The upload panel loads near its section.
  await expect(page.getByRole("checkbox", { name: STRIP_METADATA_LABEL })).toBeVisible();
}

async function dataLayerCommands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      [entry[0], entry[1]].map(String).join(":"),
    ),
  );
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("privacy", { tag: "@content" }, () => {
  test.describe("before any choice", () => {
    test("nothing leaves the site and no cookie is set; Show map then loads Google's map", async ({
      browser,
      baseURL,
    }) => {
      const context = await freshContext(browser, baseURL);
      const foreign = recordRequests(context, baseURL);
      const page = await context.newPage();
      await openPage(page);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);
      expect(await context.cookies()).toEqual([]);

      const findUs = page.locator("#FindUs");
      await findUs.getByRole("button", { name: /Show map/ }).click();
      await expect(findUs.locator("iframe")).toBeVisible();
      await expect.poll(() => foreign.some((url) => GOOGLE_MAPS.test(url))).toBe(true);
      expect(foreign.filter((url) => !GOOGLE_MAPS.test(url))).toEqual([]);
      await context.close();
    });
  });

  test.describe("analytics consent", () => {
    test.skip(!MEASUREMENT_ID, "this couple set no Google Analytics id");

    test("the banner is reachable by keyboard; Accept loads Google's tag and the events flow", async ({
      browser,
      baseURL,
    }) => {
      const context = await freshContext(browser, baseURL);
      const foreign = recordRequests(context, baseURL);
      const page = await context.newPage();
      await openPage(page);
      const banner = page.getByRole("region", { name: BANNER_NAME });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: PRIVACY_LINK_TEXT })).toHaveAttribute("href", PRIVACY_PAGE_PATH);
      const accept = banner.getByRole("button", { name: "Accept" });
      // It comes first in the page: a few Tabs reach its buttons.
      for (
        let press = 0;
        press < 4 && !(await accept.evaluate((button) => button === document.activeElement));
        press++
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(accept).toBeFocused();
      expect(await axeViolations(page, "section[aria-label='Analytics choice']")).toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);

      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      await expect.poll(() => foreign.filter((url) => GOOGLE_TAG.test(url))).toHaveLength(1);
      expect(foreign[0]).toContain(encodeURIComponent(MEASUREMENT_ID ?? ""));
      await expect.poll(() => dataLayerCommands(page)).toContain(`config:${MEASUREMENT_ID}`);
      expect(await dataLayerCommands(page)).toContain("event:device_info");
      expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_STORAGE_KEY)).toBe("granted");
      expect(await context.cookies()).toEqual([]);
      await context.close();
    });

    test("No thanks loads nothing, is remembered after a reload, and the footer asks again", async ({
      browser,
      baseURL,
    }) => {
      const context = await freshContext(browser, baseURL);
      const foreign = recordRequests(context, baseURL);
      const page = await context.newPage();
      await openPage(page);
      const banner = page.getByRole("region", { name: BANNER_NAME });
      await banner.getByRole("button", { name: "No thanks" }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await hydrated(page);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      await expect(banner).toBeHidden();
      expect(foreign).toEqual([]);
      expect(await page.evaluate(() => "gtag" in window)).toBe(false);
      expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_STORAGE_KEY)).toBe("denied");

      await page.getByRole("button", { name: "Analytics choices" }).click();
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
      await context.close();
    });
  });

  test("without a measurement id there is no banner and no analytics button", async ({ browser, baseURL }) => {
    test.skip(Boolean(MEASUREMENT_ID), "this couple set a Google Analytics id");
    const context = await freshContext(browser, baseURL);
    const page = await context.newPage();
    await openPage(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: BANNER_NAME })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Analytics choices" })).toHaveCount(0);
    await context.close();
  });

  test.describe("notices where data is collected", () => {
    test("the RSVP form and the upload panel say who, what for, how long and how to remove, in the couple's words", async ({
      page,
    }) => {
      await openPage(page);
      const rsvpNoticeBox = page.locator("#rsvp").getByTestId("data-notice");
      await expect(rsvpNoticeBox).toContainText(rsvpNotice(content));
      await expect(rsvpNoticeBox).toContainText(dataCollector(content));
      await expect(rsvpNoticeBox).toContainText(retentionWords(content));
      await expect(rsvpNoticeBox.getByRole("link", { name: PRIVACY_LINK_TEXT })).toHaveAttribute(
        "href",
        PRIVACY_PAGE_PATH,
      );

      await page.locator("#photo-upload").scrollIntoViewIfNeeded();
      const uploadNotice = page.locator("#photo-upload").getByTestId("data-notice");
      await expect(uploadNotice).toContainText(photoNotice(content));
      await expect(uploadNotice).toContainText(retentionWords(content, "them"));
      const strip = page.getByRole("checkbox", { name: STRIP_METADATA_LABEL });
      await expect(strip).toBeChecked();
      await strip.uncheck();
      await page.reload();
      await page.locator("#photo-upload").scrollIntoViewIfNeeded();
      await expect(page.getByRole("checkbox", { name: STRIP_METADATA_LABEL })).not.toBeChecked();
      expect(await axeViolations(page, "#rsvp")).toEqual([]);
      expect(await axeViolations(page, "#photo-upload")).toEqual([]);
      await expect(page.locator("footer").getByRole("link", { name: PRIVACY_LINK_TEXT })).toHaveAttribute(
        "href",
        PRIVACY_PAGE_PATH,
      );
    });
  });

  test.describe("the privacy page", () => {
    test("/privacy is made from the content, needs no script and is accessible", async ({ page, request }) => {
      const response = await request.get(PRIVACY_PAGE_PATH);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-cache");
      expect(await response.text()).not.toContain("<script");
      expect((await request.get(`${PRIVACY_PAGE_PATH}/`)).status()).toBe(200);

      await page.goto(PRIVACY_PAGE_PATH);
      const expected = privacyPage(content);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.title);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(expected.sections.map((s) => s.heading));
      const main = page.getByRole("main");
      await expect(main).toContainText(dataCollector(content));
      if (content.privacy.retentionDays === "off") await expect(main).toContainText("until the couple deletes");
      else await expect(main).toContainText(retentionWords(content));
      for (const contact of content.rsvp.contacts) await expect(main).toContainText(contact.name);
      if (content.privacy.contactEmail) {
        await expect(main.getByRole("link", { name: `Email ${content.privacy.contactEmail}` })).toHaveAttribute(
          "href",
          `mailto:${content.privacy.contactEmail}`,
        );
      }
      await expect(main).toContainText(MEASUREMENT_ID ? "If you accept, Google Analytics" : "does not use analytics");
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  async function createHousehold(baseURL: string | undefined): Promise<{ code: string; displayName: string }> {
    const api = await adminApi(baseURL, ownAddress(test.info(), "admin"));
    const displayName = `The Privacy family ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const input: HouseholdInput = {
      displayName,
      email: `privacy-${Date.now().toString(36)}@example.com`,
      phone: null,
      message: null,
      eventIds: content.events.map((event) => event.id),
      guests: [{ name: "Nomsa Privacy", isChild: false, isSeat: false, dietary: "No nuts" }],
    };
    const response = await api.post(GUEST_LIST_API.households, { data: input });
    expect(response.status(), await response.text()).toBe(201);
    const { code } = (await response.json()) as { code: string };
    await api.dispose();
    return { code, displayName };
  }

  test.describe("a guest's own data on the personal link", () => {
    test("see, correct, download and delete; the link is dead afterwards", async ({ page, context, baseURL }) => {
      await speakFrom(context, ownAddress(test.info()));
      const { code, displayName } = await createHousehold(baseURL);
      await openPage(page, `/i/${code}`);
      const rsvp = page.locator("#rsvp");
      await expect(rsvp.getByTestId("data-notice").first()).toContainText(householdNotice(content));

      await rsvp.getByText("Your data", { exact: true }).click();
      const stored = rsvp.getByTestId("stored-data");
      await expect(stored).toContainText(displayName);
      await expect(stored).toContainText("Nomsa Privacy");
      await expect(stored).toContainText("No nuts");
      expect(await axeViolations(page, "#rsvp")).toEqual([]);

      // A bad email: the server's words, in place.
      await rsvp.getByLabel("Email").fill("not an email");
      await rsvp.getByRole("button", { name: "Save corrections" }).click();
      await expect(rsvp.getByRole("alert")).toContainText("valid email");
      await rsvp.getByLabel("Email").fill("corrected@example.com");
      await rsvp.getByLabel("Phone").fill("+27 82 555 0199");
      await rsvp.getByRole("button", { name: "Save corrections" }).click();
      await expect(stored).toContainText("corrected@example.com");
      // Kept in international form, as the server read it.
      await expect(stored).toContainText("+27825550199");

      const download = rsvp.getByRole("link", { name: "Download my data (JSON)" });
      await expect(download).toHaveAttribute("href", GUEST_DATA_API.data(code));
      const exported = await page.request.get(GUEST_DATA_API.data(code));
      expect(exported.headers()["content-disposition"]).toMatch(/^attachment/);
      expect(((await exported.json()) as { household: { email: string } }).household.email).toBe(
        "corrected@example.com",
      );

      await rsvp.getByRole("button", { name: "Delete our data" }).click();
      await expect(rsvp).toContainText("the emails sent to you and the photos sent with this link");
      await rsvp.getByRole("button", { name: "Yes, delete our data" }).click();
      await expect(rsvp.getByRole("status").filter({ hasText: "This link no longer works" })).toBeVisible();
      expect((await page.request.get(INVITATION_API.invitation(code))).status()).toBe(404);
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(404);
      await expect(page.locator("body")).toContainText(HOUSEHOLD_MESSAGES.notFound);
    });

    test("a photo sent from the personal link can be removed from the same device, without its location", async ({
      page,
      context,
      baseURL,
    }) => {
      await speakFrom(context, ownAddress(test.info()));
      const { code } = await createHousehold(baseURL);
      await openPage(page, `/i/${code}`);
      await page.locator("#photo-upload").scrollIntoViewIfNeeded();
      await expect(page.getByRole("checkbox", { name: STRIP_METADATA_LABEL })).toBeChecked();
      // A colour of its own: the site stores the same bytes once, and a retried test sends again.
      const green = Math.floor(Math.random() * 256);
      const photo = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 170, g: green, b: 51 } },
      })
        .jpeg()
        .withExifMerge({ IFD0: { Model: "Pocket Camera 12" } })
        .toBuffer();
      const sent = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith(RESUMABLE_UPLOAD_PATH),
      );
      await page
        .getByLabel("Photos to upload")
        .setInputFiles({ name: "party.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByRole("button", { name: "Upload photos", exact: true }).click();
      const request = await sent;
      expect(request.headers()[INVITATION_CODE_HEADER.toLowerCase()]).toBe(code);
      // The couple's original is the photo without its Exif, stripped on the phone.
      const stripped = stripJpegMetadata(new Uint8Array(photo));
      expect(Buffer.from(stripped ?? []).toString("latin1")).not.toContain("Pocket Camera 12");
      const uploaded = { id: "", fileName: "party.jpg", bytes: Buffer.from(stripped ?? []) };

      const mine = page.getByRole("list", { name: "Photos you sent from this device" });
      await expect(mine.getByRole("listitem")).toHaveCount(1);
      const files = await photoFiles(uploaded);
      expect(files.length).toBeGreaterThan(0);
      await expect(mine).toContainText("party.jpg");
      const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), MY_PHOTOS_STORAGE_KEY);
      expect(kept).toHaveLength(1);
      // Removing asks first (issue 31, part 8).
      await mine.getByRole("button", { name: "Remove party.jpg from the site" }).click();
      await mine.getByRole("button", { name: "Yes, remove party.jpg" }).click();
      await expect(mine).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), MY_PHOTOS_STORAGE_KEY)).toBe("[]");
      const again = await page.request.delete(`/api/photos/${encodeURIComponent(kept[0].id)}`, {
        headers: { "X-Photo-Token": kept[0].deleteToken },
      });
      expect(again.status()).toBe(404);
      expect(await filesExist(files)).toEqual(files.map(() => false));
    });
  });
});
