import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { weddingContent } from "../../content/wedding.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { megabytes } from "../../src/shared/photo.ts";
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  DEVICE_ID_STORAGE_KEY,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_METADATA,
} from "../../src/shared/uploads.ts";
import { adminApi, ownAddress } from "./admin-support.ts";
import { captureGtag, gtagEvents, openPage, sentPhotoId } from "./support.ts";

/**
 * The upload panel against the real tus endpoint (RESUMABLE_UPLOAD_PATH).
 * Only the 413 test (a length the browser itself never declares) touches the
 * requests, and it still lets the server answer. tests/e2e/photo-resume.spec.ts
 * covers cut connections and reloads; the list's rules and each row's states
 * are component tests (src/client/sections/photo-upload/photo-upload-panel.test.tsx).
 */

interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The couple's size limit (the spec's 10 MB for the example couple). */
const { maxFileBytes: MAX_BYTES } = weddingContent.guestPhotos;
const MAX_MB = megabytes(MAX_BYTES);

const UNSUPPORTED = "Please upload only JPEG, PNG, WebP, or HEIC images.";
const TOO_LARGE = `File size must be less than ${MAX_MB}MB.`;
const UNREADABLE = "This image could not be read. Please try another photo.";

/** A small real JPEG of its own (the site stores the same bytes once, and a retried test sends again); `shade` tints it. */
async function jpeg(name: string, shade = 120): Promise<TestFile> {
  const red = Math.floor(Math.random() * 256);
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: red, g: shade, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A 4000 x 3000 JPEG of about 5 MB: smooth enough that a 3000 px copy is smaller. */
async function largePhoto(name: string): Promise<TestFile> {
  const width = 500;
  const height = 375;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = Math.floor(Math.random() * 256);
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const plain = (name: string, mimeType: string, size = 64): TestFile => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 7),
});

/** A JPEG's first bytes and then noise: the phone takes it for a photo, the server cannot read it (422). */
const startsLikeJpeg = (name: string): TestFile => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]),
});

function panel(page: Page) {
  const section = page.locator("#photo-upload");
  return {
    section,
    zone: section.getByRole("button", { name: "Choose photos or drop them here" }),
    dropZone: section.getByTestId("drop-zone"),
    input: section.locator("input[type=file]"),
    list: section.getByRole("list", { name: "Selected photos" }),
    rows: section.getByRole("list", { name: "Selected photos" }).getByRole("listitem"),
    row: (name: string) =>
      section.getByRole("list", { name: "Selected photos" }).getByRole("listitem").filter({ hasText: name }),
    counts: section.getByTestId("photo-counts"),
    upload: section.getByRole("button", { name: "Upload photos", exact: true }),
  };
}

async function openPanel(page: Page) {
  await captureGtag(page);
  await openPage(page, "/#photo-upload");
  const parts = panel(page);
  await expect(parts.zone).toBeVisible();
  return parts;
}

const progressOf = (row: Locator) => row.getByRole("progressbar");

/** Requests to the tus endpoint: the POST that creates an upload, and the PATCHes under it. */
const TUS_CREATE = `**${RESUMABLE_UPLOAD_PATH}`;
const isCompletingPatch = (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === "PATCH" && response.url().includes(`${RESUMABLE_UPLOAD_PATH}/`);

/** The filename metadata of a tus creation request (base64 values, as tus says). */
function metadataValue(header: string | undefined, key: string): string | null {
  for (const pair of (header ?? "").split(",")) {
    const [name, value] = pair.trim().split(" ");
    if (name === key) return Buffer.from(value ?? "", "base64").toString("utf8");
  }
  return null;
}

test.describe("loading", () => {
  test("the prerendered section has the heading, guidelines and a same-size placeholder; the panel loads near it", async ({
    page,
  }) => {
    // The card rises into place as the page scrolls (styles.css, .reveal), moving every box in it:
    // this test measures layout, so it asks for no motion.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("photo-upload-panel")) chunks.push(request.url());
    });
    await openPage(page, "/");
    const section = page.locator("#photo-upload");
    await expect(section.getByRole("heading", { name: "Share Your Memories" })).toBeAttached();
    await expect(section.getByRole("heading", { name: "Photo Guidelines" })).toBeAttached();
    await expect(section).toContainText("reviewed by the couple before it appears");
    await expect(section).toContainText(`up to ${MAX_MB} MB each`);
    const placeholder = section.locator("[aria-busy='true']");
    await expect(placeholder).toHaveCount(1);
    expect(chunks).toEqual([]);

    const before = await placeholder.boundingBox();
    const guidelinesBefore = await section.getByRole("heading", { name: "Photo Guidelines" }).boundingBox();
    const sectionBefore = await section.boundingBox();
    await section.scrollIntoViewIfNeeded();
    await expect(panel(page).zone).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    await expect(placeholder).toHaveCount(0);

    // No layout shift: the zone takes the placeholder's box, and what follows stays put.
    const zoneBox = await panel(page).dropZone.boundingBox();
    const guidelinesAfter = await section.getByRole("heading", { name: "Photo Guidelines" }).boundingBox();
    const sectionAfter = await section.boundingBox();
    expect(zoneBox?.height).toBe(before?.height);
    expect(zoneBox?.width).toBe(before?.width);
    expect((guidelinesAfter?.y ?? 0) - (sectionAfter?.y ?? 0)).toBe(
      (guidelinesBefore?.y ?? 0) - (sectionBefore?.y ?? 0),
    );
  });

  test("the floating button brings the panel; Tab and Enter open the file picker", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Click to upload photos" }).click();
    await expect(page.locator("#photo-upload")).toBeFocused();
    const parts = panel(page);
    await expect(parts.zone).toBeVisible();
    // Playwright intercepts the picker once asked to, a message of its own to the browser: asked well before the
    // key that opens it, so the two cannot cross (a chooser asked for just before Enter was missed now and then).
    const chooser = page.waitForEvent("filechooser");
    // The optional name comes first, then the photos.
    await page.keyboard.press("Tab");
    await expect(parts.section.getByLabel(/^Your name/)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(parts.zone).toBeFocused();
    await page.keyboard.press("Enter");
    await (await chooser).setFiles([await jpeg("keyboard.jpg")]);
    await expect(parts.row("keyboard.jpg")).toContainText("Ready to upload");
    await expect(parts.counts).toHaveText("1 valid · 0 with errors");
  });

  test("photos can be dropped on the zone", async ({ page }) => {
    const parts = await openPanel(page);
    const bytes = [...(await jpeg("dropped.jpg")).buffer];
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], "dropped.jpg", { type: "image/jpeg" }));
      return transfer;
    }, bytes);
    await parts.dropZone.dispatchEvent("dragenter", { dataTransfer });
    await expect(parts.dropZone).toContainText("Let go to add them.");
    await parts.dropZone.dispatchEvent("drop", { dataTransfer });
    await expect(parts.row("dropped.jpg")).toContainText("Ready to upload");
    await expect(parts.row("dropped.jpg").locator("img")).toHaveAttribute("src", /^blob:/);
  });
});

test.describe("selection rules", () => {
  test("a row can be dismissed, and focus moves to the next row", async ({ page }) => {
    const parts = await openPanel(page);
    await parts.input.setInputFiles([await jpeg("a.jpg", 10), await jpeg("b.jpg", 20)]);
    await parts.row("a.jpg").getByRole("button", { name: "Remove a.jpg" }).click();
    await expect(parts.row("a.jpg")).toHaveCount(0);
    await expect(parts.rows).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Remove b.jpg" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(parts.rows).toHaveCount(0);
    await expect(parts.zone).toBeFocused();
  });
});

test.describe("uploading (real server)", () => {
  test("each photo's bar climbs to 100 with status Uploaded, then the row goes after 2 s", async ({ page }) => {
    const devices: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith(RESUMABLE_UPLOAD_PATH)) {
        devices.push(request.headers()[DEVICE_ID_HEADER.toLowerCase()] ?? "");
      }
    });
    const parts = await openPanel(page);
    await parts.input.setInputFiles([await jpeg("first.jpg", 50), await jpeg("second.jpg", 90)]);
    const answer = page.waitForResponse(isCompletingPatch);
    await parts.upload.click();
    expect((await answer).status()).toBe(200);

    // A row is shown as uploaded, bar full; the rows go 2 s later.
    const done = parts.rows.filter({ hasText: "Uploaded" }).first();
    await expect(done).toHaveAttribute("data-status", "success");
    await expect(progressOf(done)).toHaveAttribute("aria-valuenow", "100");
    expect(await gtagEvents(page, "photo_upload")).toEqual([expect.objectContaining({ value: 2 })]);

    await expect(parts.rows).toHaveCount(0, { timeout: 10_000 });
    // Both photos counted against this phone's quota: the id the page keeps for the device.
    const kept = await page.evaluate((key) => localStorage.getItem(key), DEVICE_ID_STORAGE_KEY);
    expect(kept).toMatch(DEVICE_ID_PATTERN);
    expect(devices).toEqual([kept, kept]);
  });

  test("a file that is not an image is refused on the phone at once; one that only starts like one, by the server", async ({
    page,
  }) => {
    const parts = await openPanel(page);
    await parts.input.setInputFiles([plain("not-really.jpg", "image/jpeg", 2048), startsLikeJpeg("broken.jpg")]);
    const refused = parts.row("not-really.jpg");
    await expect(refused).toHaveAttribute("data-status", "invalid");
    await expect(refused).toContainText(UNSUPPORTED);
    await parts.upload.click();
    const row = parts.row("broken.jpg");
    await expect(row).toHaveAttribute("data-status", "error");
    await expect(row).toContainText(UNREADABLE);
    await expect(row.getByRole("button", { name: "Retry broken.jpg" })).toBeVisible();
    await expect(refused.getByRole("button", { name: "Retry not-really.jpg" })).toHaveCount(0);
  });

  test("the server's 413 shows the spec's size message", async ({ page }) => {
    const parts = await openPanel(page);
    // The browser never declares more than the limit; the length grows on the way so the server's own answer is shown.
    await page.route(
      TUS_CREATE,
      (route) => route.continue({ headers: { ...route.request().headers(), "upload-length": String(MAX_BYTES + 1) } }),
      { times: 1 },
    );
    await parts.input.setInputFiles([await jpeg("grows.jpg")]);
    await parts.upload.click();
    const row = parts.row("grows.jpg");
    await expect(row).toHaveAttribute("data-status", "error");
    await expect(row).toContainText(TOO_LARGE);
  });

  test(
    "a large photo is resized to a 3000 px long edge before sending",
    { tag: "@desktop" },
    async ({ page, baseURL }, testInfo) => {
      // Decoding, resizing and storing a 4000 px photo takes a while; one profile is enough.
      test.slow();
      const parts = await openPanel(page);
      const photo = await largePhoto("big-camera.jpg");
      expect(photo.buffer.length).toBeGreaterThan(2.5 * 1024 * 1024);
      const created = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith(RESUMABLE_UPLOAD_PATH),
      );
      await parts.input.setInputFiles([photo]);
      await parts.upload.click();
      const headers = (await created).headers();
      expect(Number(headers["upload-length"])).toBeLessThan(photo.buffer.length);
      expect(metadataValue(headers["upload-metadata"], UPLOAD_METADATA.fileName)).toBe("big-camera.jpg");
      await expect(parts.row("big-camera.jpg")).toHaveAttribute("data-status", "success", { timeout: 60_000 });

      const api = await adminApi(baseURL, ownAddress(testInfo));
      const original = await api.get(ADMIN_API.photoOriginal(await sentPhotoId(page, "big-camera.jpg")));
      const { width, height, format } = await sharp(await original.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 3000, height: 2250, format: "jpeg" });
    },
  );

  test("the panel with rows has no axe violations", async ({ page }) => {
    test.slow();
    const parts = await openPanel(page);
    await parts.input.setInputFiles([
      await jpeg("fine.jpg", 33),
      plain("animation.gif", "image/gif"),
      startsLikeJpeg("not-really.jpg"),
    ]);
    await parts.upload.click();
    await expect(parts.row("not-really.jpg")).toHaveAttribute("data-status", "error");
    await expect(parts.row("animation.gif")).toContainText(UNSUPPORTED);
    const results = await new AxeBuilder({ page }).include("#photo-upload").analyze();
    expect(results.violations).toEqual([]);
  });
});
