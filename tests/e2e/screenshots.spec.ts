import { copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminApi, createRsvp, ownAddress, signInThroughPage, speakFrom, uploadPhoto } from "./admin-support.ts";
import { PAGE_SECTIONS, stubThirdParties } from "./support.ts";

/**
 * Screenshots as part of the product (issue 18): every section of the page
 * and every tab of the admin, at a phone's 360 px and a laptop's 1280 px,
 * saved with the test's output (test-results/) when asked for (`npm run screenshots`), for both
 * couples. `UPDATE_DOCS_IMAGES=1` also writes them to docs/images/, with the
 * README's hero image taken once the names have finished animating.
 */

const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;
const DOCS_IMAGES = process.env.UPDATE_DOCS_IMAGES === "1" ? path.resolve("docs/images") : undefined;
const SECTIONS = PAGE_SECTIONS.filter((section) => section.shown).map((section) => section.anchor);

test.describe.configure({ timeout: 120_000 });

/** Saves one screenshot with the test's output (and in docs/images/ when asked); returns its width in pixels. */
async function save(name: string, shot: (file: string) => Promise<unknown>): Promise<number> {
  const file = test.info().outputPath(`${name}.png`);
  await shot(file);
  if (DOCS_IMAGES) await copyFile(file, path.join(DOCS_IMAGES, `${name}.png`));
  await test.info().attach(name, { path: file, contentType: "image/png" });
  // A PNG's width is the big-endian number at byte 16 of its IHDR chunk.
  return (await readFile(file)).readUInt32BE(16);
}

/** Every animation of the hero's names has ended (they rise in letter by letter). */
async function namesFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.classList.contains("hero-letter");
      })
      .every((animation) => animation.playState === "finished"),
  );
}

for (const size of WIDTHS) {
  test(`every section of the page at ${size.width} px`, async ({ page }) => {
    await stubThirdParties(page);
    await page.setViewportSize(size);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await namesFinished(page);
    for (const anchor of SECTIONS) {
      const section = page.locator(`#${anchor}`);
      await section.scrollIntoViewIfNeeded();
      // Timed animations (the story's milestones fading in) end, and pictures arrive: wait for both. Cards
      // that rise with the scroll (a scroll timeline) and endless loops are as they will stay.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.timeline !== document.timeline ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      await page.waitForLoadState("networkidle");
      // Each section spans the screen and no more: nothing sticks out sideways.
      const width = await save(`section-${anchor}-${size.width}`, (file) => section.screenshot({ path: file }));
      expect(width, anchor).toBe(size.width);
    }
    if (size.width === 1280) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await namesFinished(page);
      expect(await save("screenshot", (file) => page.screenshot({ path: file }))).toBe(size.width);
    }
  });
}

test("every tab of the admin at 360 and 1280 px", async ({ page, context, baseURL }, testInfo) => {
  test.slow(); // signs in twice and renders every tab twice
  const address = ownAddress(testInfo, "screenshots");
  await speakFrom(context, address);
  const api = await adminApi(baseURL, address);
  const names = ["Amahle Dube", "Pieter van der Merwe", "Ana Sofía Ortega"];
  for (const [index, name] of names.entries()) {
    await createRsvp(api, {
      name,
      // Readable in the picture, and still one address per answer when a retry runs this again.
      email: `${name.split(" ")[0]?.toLowerCase()}.${testInfo.retry}@example.com`,
      attending: index !== 1,
      partnerName: index === 0 ? "Sipho Dube" : undefined,
      message: index === 2 ? "We would not miss it for the world. Congratulations to you both!" : undefined,
    });
  }
  await uploadPhoto(api, "reception");

  await signInThroughPage(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/admin");
    const tabs = page.getByRole("tablist").first().getByRole("tab");
    for (const label of await tabs.allInnerTexts()) {
      await tabs.filter({ hasText: label }).click();
      await page.waitForLoadState("networkidle");
      const slug = label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      const width = await save(`admin-${slug}-${size.width}`, (file) =>
        page.screenshot({ path: file, fullPage: true, animations: "disabled" }),
      );
      expect(width, label).toBe(size.width);
    }
  }
});
