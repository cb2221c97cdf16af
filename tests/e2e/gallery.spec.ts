import AxeBuilder from "@axe-core/playwright";
import { chromium, expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";

declare global {
  interface Window {
    __events: unknown[][];
  }
}

/** Records every gtag call, installed before the page's own scripts run. */
async function captureGtag(page: Page) {
  await page.addInitScript(() => {
    window.__events = [];
    window.gtag = (...args) => {
      window.__events.push(args);
    };
  });
}

async function galleryEvents(page: Page) {
  const events = await page.evaluate(() => window.__events);
  return events.filter((args) => args[1] === "gallery_view");
}

function carousel(page: Page) {
  return page.getByRole("region", { name: "Photo carousel" });
}

async function openGrid(page: Page) {
  await page.locator("#gallery").scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Grid View" }).click();
  return page.locator("#gallery").getByRole("list").getByRole("button");
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#gallery").analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe("gallery", () => {
  test("the prerendered page carries the strip of photos, with no script", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(carousel(page).getByRole("img")).toHaveCount(7);
    await expect(carousel(page)).toHaveAttribute("data-mode", "strip");
    await expect(
      page.getByText("More magical moments coming soon. Check back for our full wedding story!"),
    ).toBeVisible();
    await context.close();
  });

  test("opens on the 3D view, which falls back to the strip in a headless browser", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && !isPlaywrightNotice(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto("/#gallery");
    // Let the carousel module load and decide.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "3D View" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Grid View" })).toHaveAttribute("aria-pressed", "false");
    const region = carousel(page);
    await expect(region.getByRole("img")).toHaveCount(7);
    await expect(region.locator("canvas")).toHaveCount(0);
    await expect(region).toHaveAttribute("data-mode", "strip");
    // The strip takes the arrow keys and the step buttons too.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(region).toHaveAttribute("data-index", "1");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(region).toHaveAttribute("data-index", "6");
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(region).toHaveAttribute("data-index", "0");
    await expect(page.getByText(/^Photo 1 of 7: .*Where it all began$/)).toBeAttached();
    // Software rendering is an expected outcome, not a fault worth a console message.
    expect(problems).toEqual([]);
  });

  test("loads the WebGL carousel only near the gallery, and draws it when forced", async ({ page }) => {
    // The chunk, seven textures and software rendering: slow on a busy machine.
    test.slow();
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) chunks.push(request.url());
    });
    await page.goto("/?webgl=force");
    await page.waitForLoadState("networkidle");
    expect(chunks.some((url) => url.includes("webgl-carousel"))).toBe(false);

    await page.locator("#gallery").scrollIntoViewIfNeeded();
    const region = carousel(page);
    await expect(region).toHaveAttribute("data-mode", "webgl", { timeout: 30_000 });
    await expect(region.locator("canvas")).toHaveCount(1);
    await expect(region.getByRole("img")).toHaveCount(0);
    expect(chunks.some((url) => url.includes("webgl-carousel"))).toBe(true);
  });

  test("the WebGL carousel follows the arrow keys and drags, and stops drawing off-screen", async ({
    page,
  }, testInfo) => {
    // The test browser draws WebGL in software, a few frames a second: once, on the desktop profile, is enough.
    test.skip(testInfo.project.name !== "desktop", "software WebGL is too slow to run twice");
    test.slow();
    await page.goto("/?webgl=force");
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-mode", "webgl", { timeout: 30_000 });
    await expect(region).toHaveAttribute("data-running", "true");
    expect(await axeViolations(page)).toEqual([]);

    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(region).toHaveAttribute("data-index", "1");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(region).toHaveAttribute("data-index", "6");
    await expect(page.getByText(/^Photo 7 of 7: .*Forever starts now$/)).toBeAttached();

    // Dragging left brings the next pictures in.
    const box = await region.boundingBox();
    if (!box) throw new Error("the carousel has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(region).not.toHaveAttribute("data-index", "6");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(region).toHaveAttribute("data-running", "false");
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-running", "true");
  });

  test("keeps the strip when WebGL is unavailable, even when forced", async ({ baseURL }) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--disable-webgl"],
    });
    const page = await browser.newPage({ baseURL });
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && !isPlaywrightNotice(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto("/?webgl=force");
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    // The carousel module loads, fails to get a context, and hands back to the strip.
    await page.waitForLoadState("networkidle");
    await expect(region).toHaveAttribute("data-mode", "strip");
    await expect(region.getByRole("img")).toHaveCount(7);
    await expect(region.getByRole("img").first()).toBeVisible();
    expect(problems).toEqual([]);
    await browser.close();
  });

  test("with reduced motion the strip stays and the carousel code is never fetched", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on("request", (request) => chunks.push(request.url()));
    await page.goto("/#gallery");
    await page.waitForLoadState("networkidle");
    await expect(carousel(page)).toHaveAttribute("data-mode", "strip");
    await expect(carousel(page).getByRole("img").first()).toBeVisible();
    expect(chunks.filter((url) => url.includes("webgl-carousel"))).toEqual([]);
    await context.close();
  });

  test("switching views sends gallery_view and the grid shows seven captioned photos", async ({ page }) => {
    await captureGtag(page);
    await page.goto("/");
    const photos = await openGrid(page);
    await expect(page.getByRole("button", { name: "Grid View" })).toHaveAttribute("aria-pressed", "true");
    await expect(photos).toHaveCount(7);
    for (const caption of ["Where it all began", "Our little family", "Forever starts now"]) {
      await expect(page.locator("#gallery").getByText(caption)).toBeAttached();
    }
    await expect(photos.getByRole("img")).toHaveCount(7);
    await photos.first().focus();
    await expect(photos.first().getByText("Where it all began")).toBeVisible();

    await page.getByRole("button", { name: "3D View" }).click();
    await expect(carousel(page)).toBeVisible();
    expect(await galleryEvents(page)).toEqual([
      ["event", "gallery_view", { event_category: "wedding_site", event_label: "gallery_grid_view" }],
      ["event", "gallery_view", { event_category: "wedding_site", event_label: "gallery_circular_view" }],
    ]);
  });

  test("the lightbox opens, wraps both ways, locks scrolling, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const photos = await openGrid(page);
    await photos.first().click();
    const dialog = page.getByRole("dialog", { name: "Gallery photo 1 of 7" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByText("Where it all began")).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Gallery photo 7 of 7" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Gallery photo 2 of 7" })).toBeVisible();
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(page.getByRole("dialog", { name: "Gallery photo 1 of 7" })).toBeVisible();
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(page.getByRole("dialog", { name: "Gallery photo 2 of 7" })).toBeVisible();

    // Focus stays inside: tabbing round the three buttons never leaves the dialog.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(photos.nth(1)).toBeFocused();

    await photos.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Gallery photo 5 of 7" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(photos.nth(4)).toBeFocused();
  });

  test("the lightbox follows swipes on touch", async ({ page }) => {
    await page.goto("/");
    const photos = await openGrid(page);
    await photos.nth(2).click();
    const dialog = page.getByRole("dialog", { name: "Gallery photo 3 of 7" });
    await expect(dialog).toBeVisible();
    // The dialog's name changes with each photo, so find the picture by structure.
    const figure = page.locator("dialog figure");
    const swipe = async (fromX: number, toX: number) => {
      await figure.dispatchEvent("pointerdown", { pointerType: "touch", clientX: fromX, clientY: 300, bubbles: true });
      await figure.dispatchEvent("pointerup", { pointerType: "touch", clientX: toX, clientY: 310, bubbles: true });
    };
    await swipe(300, 100);
    await expect(page.getByRole("dialog", { name: "Gallery photo 4 of 7" })).toBeVisible();
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(page.getByRole("dialog", { name: "Gallery photo 2 of 7" })).toBeVisible();
  });

  test("has no accessibility violations in either view or with the lightbox open", async ({ page }) => {
    test.slow(); // three full axe scans
    await page.goto("/");
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    const photos = await openGrid(page);
    expect(await axeViolations(page)).toEqual([]);
    await photos.first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Playwright's own console line when the test config blocks the page's service worker: not the page's fault. */
function isPlaywrightNotice(text: string): boolean {
  return text === "Service Worker registration blocked by Playwright";
}
