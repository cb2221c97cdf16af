import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { STORE } from "../../src/client/sections/photo-upload/pending-uploads-db.ts";
import { PENDING_UPLOADS_DB, RESUMABLE_UPLOAD_PATH } from "../../src/shared/uploads.ts";
import {
  alreadySelectedMessage,
  PHOTO_WORDS_EN as PHOTO_MESSAGES,
  uploadSummaryMessage,
} from "../../src/testing/photo-words-en.ts";
import { slowPhone } from "./slow-phone.ts";
import { openPage } from "./support.ts";

/**
 * The upload panel on a guest's cheap phone (issue 31, parts 1, 3 and 8):
 * each test loads the page at full speed, then slows the phone down (Chrome's
 * Slow 3G or Fast 3G and a 4x slower CPU) for the moment it proves. The
 * photos are a few hundred bytes to a few kilobytes: the slow network is what
 * makes an upload last, not its size.
 */

interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A tiny JPEG of its own colour: no two calls give the same bytes (the site keeps one copy of the same bytes). */
async function tinyJpeg(name: string, width = 64, height = 48): Promise<TestFile> {
  const shade = () => Math.floor(Math.random() * 256);
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade(), g: shade(), b: shade() } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

function panel(page: Page) {
  const section = page.locator("#photo-upload");
  const rows = section.getByRole("list", { name: "Selected photos" }).getByRole("listitem");
  const mine = section.getByRole("list", { name: "Photos you sent from this device" });
  const notifications = page.getByRole("region", { name: "Notifications" });
  return {
    section,
    zone: section.getByRole("button", { name: "Choose photos or drop them here" }),
    input: section.locator("input[type=file]"),
    rows,
    row: (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) }),
    mine,
    mineItem: (name: string) => mine.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) }),
    upload: section.getByRole("button", { name: "Upload photos", exact: true }),
    notifications,
    toasts: notifications.locator("[data-kind]"),
    /** Each toast's message, under its title. */
    messages: notifications.locator("[data-kind] p + p"),
  };
}

async function openPanel(page: Page) {
  await openPage(page, "/#photo-upload");
  const parts = panel(page);
  await expect(parts.zone).toBeVisible();
  return parts;
}

/**
 * Every message the page's notifications showed from now on, in order, a toast replaced at once included; and
 * "two at once" should two ever stand together (one closing as its replacement slides in does not count).
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    const region = document.querySelector("section[aria-label='Notifications']");
    if (!region) throw new Error("no notifications region");
    const look = () => {
      const open = region.querySelectorAll("[data-kind][data-state='open']");
      if (open.length > 1 && seen.at(-1) !== "two at once") seen.push("two at once");
      for (const toast of open) {
        const text = toast.querySelector("p + p")?.textContent ?? "";
        if (text !== "" && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

/** The names of the photos the page keeps on the phone (IndexedDB) until the server has them. */
function keptFileNames(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction(store).objectStore(store).getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            resolve(reading.result.map((upload: { fileName: string }) => upload.fileName));
            opening.result.close();
          };
        };
      }),
    { name: PENDING_UPLOADS_DB, store: STORE },
  );
}

const isCreation = (request: { method(): string; url(): string }) =>
  request.method() === "POST" && request.url().endsWith(RESUMABLE_UPLOAD_PATH);
const isPatch = (request: { method(): string; url(): string }) =>
  request.method() === "PATCH" && request.url().includes(`${RESUMABLE_UPLOAD_PATH}/`);

test.describe("a slow phone's photos", () => {
  // Each test waits out Slow or Fast 3G's latency on purpose.
  test.slow();

  test("part 1: every chosen photo arrives after the tab is closed mid-upload, with the total in words", async ({
    page,
    context,
  }) => {
    const parts = await openPanel(page);
    const photos = await Promise.all(["one", "two", "three", "four", "five"].map((name) => tinyJpeg(`${name}.jpg`)));
    await parts.input.setInputFiles(photos);
    await expect(parts.rows.filter({ hasText: "Ready to upload" })).toHaveCount(photos.length);

    await slowPhone(page, { network: "Slow 3G" });
    const firstCreation = page.waitForRequest(isCreation);
    await parts.upload.click();
    await firstCreation;
    // One more chosen while they go, and not sent yet: Upload is not pressed again before the tab closes.
    const later = await tinyJpeg("six.jpg");
    await parts.input.setInputFiles([later]);
    await expect(parts.row(later.name)).toContainText("Ready to upload");
    await expect.poll(() => keptFileNames(page)).toContain(later.name);
    // Three go at a time on Slow 3G: the other two are still waiting their turn when the guest closes the tab.
    await page.close();

    const again = await context.newPage();
    await openPage(again, "/");
    const after = panel(again);
    // The panel comes by itself and sends what it kept: all five, none lost.
    for (const photo of photos) await expect(after.mineItem(photo.name)).toBeVisible({ timeout: 30_000 });
    await expect(after.mine.getByRole("listitem")).toHaveCount(photos.length);
    await expect(after.messages).toHaveText([
      uploadSummaryMessage({ total: photos.length, sent: photos.length, alreadySent: 0, failed: [] }),
    ]);
    // The one chosen later is listed again as it was left, ready for Upload, and was not sent.
    await expect(after.rows).toHaveCount(1, { timeout: 10_000 });
    await expect(after.row(later.name)).toContainText("Ready to upload");
    await expect(after.mineItem(later.name)).toHaveCount(0);
  });

  test("part 1: a photo the site already has is not stored twice, and the guest is told", async ({ page }) => {
    const parts = await openPanel(page);
    const cake = await tinyJpeg("cake.jpg");
    const copy = { ...cake, name: "cake (1).jpg" };
    await parts.input.setInputFiles([cake, copy]);
    await expect(parts.rows.filter({ hasText: "Ready to upload" })).toHaveCount(2);

    await slowPhone(page, { network: "Fast 3G" });
    await parts.upload.click();
    await expect(parts.messages).toHaveText([uploadSummaryMessage({ total: 2, sent: 1, alreadySent: 1, failed: [] })], {
      timeout: 30_000,
    });
    await expect(parts.mineItem("cake.jpg")).toBeVisible();
    await expect(parts.mine.getByRole("listitem")).toHaveCount(1);

    // Another visit, the same photo chosen again under another name: the site recognises it before any byte is sent.
    await page.reload();
    const again = panel(page);
    await expect(again.zone).toBeVisible();
    const patches: string[] = [];
    page.on("request", (request) => {
      if (isPatch(request)) patches.push(request.url());
    });
    await again.input.setInputFiles([{ ...cake, name: "cake (2).jpg" }]);
    await again.upload.click();
    await expect(again.row("cake (2).jpg").getByRole("status")).toHaveText(PHOTO_MESSAGES.alreadySent, {
      timeout: 20_000,
    });
    await expect(again.messages).toHaveText([uploadSummaryMessage({ total: 1, sent: 0, alreadySent: 1, failed: [] })]);
    expect(patches).toEqual([]);
    await expect(again.mine.getByRole("listitem")).toHaveCount(1);
  });

  test("part 3: one message at a time, and never 'No valid files to upload' while photos are being sent", async ({
    page,
  }) => {
    const parts = await openPanel(page);
    const photos = await Promise.all(["sun.jpg", "moon.jpg"].map((name) => tinyJpeg(name)));
    await parts.input.setInputFiles(photos);
    await expect(parts.rows.filter({ hasText: "Ready to upload" })).toHaveCount(2);
    const seen = await recordToasts(page);

    await slowPhone(page, { network: "Slow 3G" });
    await parts.upload.click();
    await expect(parts.row("sun.jpg")).toHaveAttribute("data-status", "uploading");
    // An impatient guest: Upload again while the photos are on their way (Slow 3G takes seconds for each)…
    await parts.upload.click();
    await expect(parts.messages).toHaveText([PHOTO_MESSAGES.stillSending]);
    // …then the same photos again: each message takes the last one's place.
    await parts.input.setInputFiles([photos[0] as TestFile]);
    await expect(parts.messages).toHaveText([alreadySelectedMessage("sun.jpg")]);
    await parts.input.setInputFiles([photos[1] as TestFile]);
    await expect(parts.messages).toHaveText([alreadySelectedMessage("moon.jpg")]);

    await expect(parts.messages).toHaveText([uploadSummaryMessage({ total: 2, sent: 2, alreadySent: 0, failed: [] })], {
      timeout: 30_000,
    });
    expect(await seen()).toEqual([
      PHOTO_MESSAGES.stillSending,
      alreadySelectedMessage("sun.jpg"),
      alreadySelectedMessage("moon.jpg"),
      uploadSummaryMessage({ total: 2, sent: 2, alreadySent: 0, failed: [] }),
    ]);
  });

  test("part 8: at 360 px the list shows whole names, small previews, pictures of sent photos, and asks before removing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const parts = await openPanel(page);
    const longName = "IMG_20240615_183012_first_dance_under_the_lights.jpg";
    // Many pixels, few bytes: a plain colour.
    const large = await tinyJpeg(longName, 2400, 1800);
    const notAPhoto = { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Buy flowers, call the DJ.\n") };
    // What each row said, as it changed: a refused file must never have been "Ready to upload", even for a moment.
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { __rowsSaid: said });
      new MutationObserver(() => {
        for (const row of document.querySelectorAll("#photo-upload li[data-row-id]")) said.push(row.textContent ?? "");
      }).observe(document.querySelector("#photo-upload") as Node, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    const phone = await slowPhone(page, { network: "Fast 3G" });
    await parts.input.setInputFiles([large, notAPhoto]);
    await expect(parts.row("notes.jpg").getByRole("status")).toHaveText(PHOTO_MESSAGES.unsupportedType);
    const said = await page.evaluate(() => (window as unknown as { __rowsSaid: string[] }).__rowsSaid);
    expect(said.filter((text) => text.includes("notes.jpg") && text.includes("Ready to upload"))).toEqual([]);

    // The whole name, wrapped, not "IMG_2024…".
    const name = parts.row(longName).getByText(longName, { exact: true });
    await expect(name).toBeVisible();
    expect(
      await name.evaluate((element) => ({
        cut: element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === "ellipsis",
        inside: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
      })),
    ).toEqual({ cut: false, inside: true });
    // A small preview made once, not the 2400 px photo drawn into 56 px.
    const thumbnail = parts.row(longName).locator("img");
    await expect(thumbnail).toBeVisible({ timeout: 5000 });
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeLessThanOrEqual(240);

    await parts.row("notes.jpg").getByRole("button", { name: "Remove notes.jpg" }).click();
    await parts.upload.click();
    const sent = parts.mineItem(longName);
    await expect(sent).toBeVisible({ timeout: 30_000 });
    // The photos sent from this device are pictures, not names only.
    await expect(sent.locator("img")).toBeVisible();
    await phone.network("online");

    // Remove asks first; keeping it deletes nothing.
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE") deletes.push(request.url());
    });
    await sent.getByRole("button", { name: `Remove ${longName} from the site` }).click();
    await expect(sent.getByRole("button", { name: `Keep ${longName}` })).toBeFocused();
    expect(deletes).toEqual([]);
    await sent.getByRole("button", { name: `Keep ${longName}` }).click();
    await expect(sent).toBeVisible();
    expect(deletes).toEqual([]);

    await sent.getByRole("button", { name: `Remove ${longName} from the site` }).click();
    await sent.getByRole("button", { name: `Yes, remove ${longName}` }).click();
    await expect(parts.mine).toHaveCount(0);
    expect(deletes).toHaveLength(1);
  });
});
