import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { weddingContent } from "../../content/wedding.ts";
import { PUBLISHED_LONG_EDGE } from "../../src/server/services/photo-copies.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { errorBody } from "../../src/shared/error-body.ts";
import { PHOTO_ERROR_CODES } from "../../src/shared/photo.ts";
import { ANALYTICS_CONSENT_STORAGE_KEY } from "../../src/shared/privacy.ts";
import { RESUMABLE_UPLOAD_PATH, UPLOADER_NAME_STORAGE_KEY } from "../../src/shared/uploads.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { storageFailedMessage } from "../../src/testing/photo-words-en.ts";
import { adminApi, ownAddress } from "./admin-support.ts";
import { openPage, sentPhotoId } from "./support.ts";
import { httpJsonResponse, startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

/**
 * Uploads that resume (decision 17) and any phone photo (issue 17), against
 * the real tus endpoint. The resume tests put a TCP proxy of their own
 * between the browser and the server: it counts what the browser sends, and
 * cuts, refuses or slows the connection as a venue's network would.
 */

const { maxFileBytes: MAX_BYTES } = weddingContent.guestPhotos;
const HEIC_FIXTURE = new URL("../fixtures/photos/phone-4032x3024.heic", import.meta.url);

interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A noisy JPEG of `width` × `height`: noise made at a quarter of the size and enlarged, so its bytes are many but not absurd. */
async function noisyJpeg(name: string, width: number, height: number, quality: number, grain = 4): Promise<TestFile> {
  const small = { width: Math.round(width / grain), height: Math.round(height / grain) };
  const noise = Buffer.alloc(small.width * small.height * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = Math.floor(Math.random() * 256);
  const buffer = await sharp(noise, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "nearest" })
    .jpeg({ quality, chromaSubsampling: "4:4:4" })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/**
 * A photo the phone sends as it is (within 3000 px and the couple's limit) and big enough to cut half-way:
 * the quality steps down until it fits under the limit (the second couple's is 8 MB).
 */
async function photoToInterrupt(name: string): Promise<TestFile> {
  for (const quality of [92, 85, 78, 70]) {
    const photo = await noisyJpeg(name, 3000, 2250, quality, 2);
    if (photo.buffer.length >= MAX_BYTES * 0.9) continue;
    expect(photo.buffer.length).toBeGreaterThan(4 * 1024 * 1024);
    return photo;
  }
  throw new Error(`no noisy photo between 4 MB and the limit (${MAX_BYTES} bytes)`);
}

async function smallJpeg(name: string): Promise<TestFile> {
  const shade = () => Math.floor(Math.random() * 256);
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: shade(), g: shade(), b: shade() } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

function panel(page: Page) {
  const section = page.locator("#photo-upload");
  const rows = section.getByRole("list", { name: "Selected photos" }).getByRole("listitem");
  const mine = section.getByRole("list", { name: "Photos you sent from this device" }).getByRole("listitem");
  return {
    section,
    zone: section.getByRole("button", { name: "Choose photos or drop them here" }),
    input: section.locator("input[type=file]"),
    rows,
    row: (name: string) => rows.filter({ hasText: name }),
    mine: (name: string) => mine.filter({ hasText: name }),
    upload: section.getByRole("button", { name: "Upload photos", exact: true }),
    retryAll: section.getByRole("button", { name: /^Retry all failed/ }),
    uploaderName: section.getByLabel(/^Your name/),
  };
}

/** Opens the page (through the proxy when given) with the analytics question already answered, at the panel. */
async function openPanel(page: Page, origin = "") {
  await page.addInitScript(([key]) => localStorage.setItem(key ?? "", "granted"), [ANALYTICS_CONSENT_STORAGE_KEY]);
  await openPage(page, `${origin}/#photo-upload`);
  const parts = panel(page);
  await expect(parts.zone).toBeVisible();
  return parts;
}

/** Resolves once `count()` passes `threshold`. */
async function waitForBytes(count: () => number, threshold: number, timeout = 60_000): Promise<void> {
  await expect.poll(count, { timeout, intervals: [100] }).toBeGreaterThan(threshold);
}

/** Each test of its own proxy to the test server, closed after it. */
const throughProxy = test.extend<{ tcpProxy: TcpProxy }>({
  tcpProxy: async ({ baseURL }, use) => {
    const target = new URL(baseURL ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    await use(proxy);
    await proxy.close();
  },
});

/** Bytes of PATCH bodies sent may exceed the photo by headers and by what was in flight when the line dropped. */
const RESEND_ALLOWANCE = 1.3;

// Each test sends megabytes at a throttled pace, and the rules do not depend on the screen: one profile is enough.
test.describe("uploads that resume (through a proxy)", { tag: "@desktop" }, () => {
  test.slow();

  throughProxy(
    "a connection cut half-way resumes where it stopped and the photo arrives",
    async ({ page, tcpProxy: proxy }) => {
      const parts = await openPanel(page, proxy.url);
      const photo = await photoToInterrupt("cut-halfway.jpg");
      await parts.input.setInputFiles([photo]);
      await expect(parts.row(photo.name)).toContainText("Ready to upload");
      proxy.throttle(1.5 * 1024 * 1024);
      proxy.resetCount();
      await parts.upload.click();

      await waitForBytes(proxy.bytesToServer, photo.buffer.length / 2);
      // The network goes for a moment: every connection drops and new ones are refused.
      proxy.refuse(true);
      proxy.cutAll();
      const atCut = proxy.bytesToServer();
      await expect(parts.row(photo.name)).toContainText(PAGE_WORDS_EN.uploadRow.retrying);
      // The network comes back once the page has tried again in vain (its first retry comes a second after the cut).
      const refusedBefore = proxy.refusedConnections();
      await expect.poll(proxy.refusedConnections, { timeout: 15_000 }).toBeGreaterThan(refusedBefore);
      proxy.refuse(false);
      proxy.throttle(null);

      await expect(parts.mine(photo.name)).toBeVisible({ timeout: 60_000 });
      await expect(parts.mine(photo.name)).toContainText(PAGE_WORDS_EN.myPhotos.states.pending);
      expect(atCut).toBeLessThan(photo.buffer.length);
      expect(proxy.bytesToServer()).toBeLessThan(photo.buffer.length * RESEND_ALLOWANCE);
    },
  );

  throughProxy("a reload mid-upload resumes the photo by itself", async ({ page, tcpProxy: proxy }) => {
    const parts = await openPanel(page, proxy.url);
    const photo = await photoToInterrupt("reloaded.jpg");
    await parts.input.setInputFiles([photo]);
    await expect(parts.row(photo.name)).toContainText("Ready to upload");
    proxy.throttle(1024 * 1024);
    proxy.resetCount();
    await parts.upload.click();
    await waitForBytes(proxy.bytesToServer, photo.buffer.length / 2);

    proxy.throttle(null);
    // Back at the top of the page: the panel comes by itself, because a photo waits to be sent, once the
    // app has started: after the names have risen in (ADR 029), as this test leaves the page alone.
    await page.goto(`${proxy.url}/`);
    await expect(parts.row(photo.name)).toBeVisible({ timeout: 15_000 });
    await expect(parts.mine(photo.name)).toBeVisible({ timeout: 60_000 });
    await expect(parts.rows).toHaveCount(0, { timeout: 10_000 });
    // Everything sent, reloaded page included, stays well under sending the photo twice.
    expect(proxy.bytesToServer()).toBeLessThan(photo.buffer.length * 1.6);
    const pending = await page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => {
            const count = request.result.transaction("uploads").objectStore("uploads").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
      "wedding-pending-uploads",
    );
    expect(pending).toBe(0);
  });

  throughProxy(
    "uploads the server refused go again with one click on Retry all failed",
    async ({ page, tcpProxy: proxy }) => {
      const parts = await openPanel(page, proxy.url);
      const photos = [await smallJpeg("refused-1.jpg"), await smallJpeg("refused-2.jpg")];
      await parts.input.setInputFiles(photos);
      await expect(parts.retryAll).toHaveCount(0);
      const reason = "the disk is full";
      proxy.answerWith(
        httpJsonResponse(500, "Internal Server Error", errorBody(PHOTO_ERROR_CODES.storageFailed, reason)),
      );
      await parts.upload.click();
      for (const photo of photos) {
        await expect(parts.row(photo.name)).toHaveAttribute("data-status", "error");
        // The server's words are for the couple: the row says what the page knows, the status.
        await expect(parts.row(photo.name)).toContainText(storageFailedMessage("server error 500"));
      }
      await expect(parts.retryAll).toBeVisible();
      const results = await new AxeBuilder({ page }).include("#photo-upload").analyze();
      expect(results.violations).toEqual([]);

      proxy.answerWith(null);
      await parts.retryAll.click();
      for (const photo of photos) await expect(parts.mine(photo.name)).toBeVisible({ timeout: 20_000 });
      await expect(parts.retryAll).toHaveCount(0);
    },
  );
});

test.describe("any phone photo", { tag: "@desktop" }, () => {
  test.slow();

  test("a 15 MB photo is made smaller on the phone and arrives", async ({ page, baseURL }, testInfo) => {
    const parts = await openPanel(page);
    const photo = await noisyJpeg("huge-camera.jpg", 6000, 4000, 100);
    expect(photo.buffer.length).toBeGreaterThan(MAX_BYTES);
    await parts.input.setInputFiles([photo]);
    await expect(parts.row(photo.name)).toContainText("Ready to upload");
    const created = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith(RESUMABLE_UPLOAD_PATH),
    );
    await parts.upload.click();
    const uploadLength = Number((await created).headers()["upload-length"]);
    expect(uploadLength).toBeLessThanOrEqual(MAX_BYTES);
    await expect(parts.mine(photo.name)).toBeVisible({ timeout: 60_000 });

    const id = await sentPhotoId(page, photo.name);
    const api = await adminApi(baseURL, ownAddress(testInfo));
    const original = await api.get(ADMIN_API.photoOriginal(id));
    expect(original.status()).toBe(200);
    const { width, height, format } = await sharp(await original.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 3000, height: 2000, format: "jpeg" });
  });

  test("a phone's 4032×3024 HEIC the browser cannot open is sent as it is and arrives resized", async ({
    page,
    baseURL,
  }, testInfo) => {
    const parts = await openPanel(page);
    const heic = { name: "IMG_4032.HEIC", mimeType: "image/heic", buffer: await readFile(HEIC_FIXTURE) };
    await parts.input.setInputFiles([heic]);
    await parts.upload.click();
    await expect(parts.mine(heic.name)).toBeVisible({ timeout: 60_000 });

    const id = await sentPhotoId(page, heic.name);
    const api = await adminApi(baseURL, ownAddress(testInfo));
    const original = await api.get(ADMIN_API.photoOriginal(id));
    expect(Buffer.from(await original.body()).equals(heic.buffer)).toBe(true);
    const published = await api.get(ADMIN_API.photoPublished(id));
    expect(published.status()).toBe(200);
    const copy = await sharp(await published.body()).metadata();
    expect(copy.format).toBe("jpeg");
    // The server converted it: the published copy is the photo's shape at the published size, not 4032 wide.
    expect([copy.width, copy.height]).toEqual([PUBLISHED_LONG_EDGE, (PUBLISHED_LONG_EDGE * 3024) / 4032]);
  });
});

test.describe("who sent it, and what became of it", () => {
  test("the optional name is remembered on the device", async ({ page }) => {
    const parts = await openPanel(page);
    await expect(parts.uploaderName).toHaveAttribute("maxlength", /\d+/);
    await parts.uploaderName.fill("Auntie Efua");
    await page.reload();
    await expect(panel(page).uploaderName).toHaveValue("Auntie Efua");
    expect(await page.evaluate((key) => localStorage.getItem(key), UPLOADER_NAME_STORAGE_KEY)).toBe("Auntie Efua");
  });

  test("my photos show Received, Approved and Not shown as the couple decides", async ({ page, baseURL }, testInfo) => {
    const parts = await openPanel(page);
    const photos = [await smallJpeg("state-a.jpg"), await smallJpeg("state-b.jpg"), await smallJpeg("state-c.jpg")];
    await parts.input.setInputFiles(photos);
    await parts.upload.click();
    for (const photo of photos)
      await expect(parts.mine(photo.name)).toContainText(PAGE_WORDS_EN.myPhotos.states.pending);

    const api = await adminApi(baseURL, ownAddress(testInfo));
    const [approved, rejected] = [await sentPhotoId(page, "state-a.jpg"), await sentPhotoId(page, "state-b.jpg")];
    expect((await api.post(ADMIN_API.photoStatus(approved), { data: { status: "approved" } })).status()).toBe(200);
    expect((await api.post(ADMIN_API.photoStatus(rejected), { data: { status: "rejected" } })).status()).toBe(200);

    await page.reload();
    const after = panel(page);
    await expect(after.mine("state-a.jpg")).toContainText(PAGE_WORDS_EN.myPhotos.states.approved);
    await expect(after.mine("state-b.jpg")).toContainText(PAGE_WORDS_EN.myPhotos.states.rejected);
    await expect(after.mine("state-c.jpg")).toContainText(PAGE_WORDS_EN.myPhotos.states.pending);
    const results = await new AxeBuilder({ page }).include("#photo-upload").analyze();
    expect(results.violations).toEqual([]);
  });
});
