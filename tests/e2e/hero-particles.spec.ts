import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const RENDERER_CHUNK = /particle-renderer-.*\.js$/;

/** Opens the page and waits until the particle field has decided (it decides in an idle callback after load). */
async function openAndSettle(page: Page, path: string): Promise<{ chunkRequests: string[] }> {
  const chunkRequests: string[] = [];
  page.on("request", (request) => {
    if (RENDERER_CHUNK.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState("load");
  // Idle callbacks run in order: once this one has run, the field's has too. The timeout
  // (later than the field's own) matters with ?webgl=force: software WebGL leaves no idle time.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState("networkidle");
  return { chunkRequests };
}

function field(page: Page) {
  return page.getByTestId("particle-field");
}

async function expectStill(page: Page) {
  await expect(page.getByTestId("particle-still")).toBeVisible();
  await expect(page.getByTestId("particle-still").locator("path").first()).toBeAttached();
  await expect(field(page).locator("canvas")).toHaveCount(0);
  await expect(field(page)).toHaveAttribute("data-running", "false");
}

test.describe("the hero's particle background", () => {
  test("is the still field in a headless browser (software WebGL), without loading the WebGL code", async ({
    page,
  }) => {
    const { chunkRequests } = await openAndSettle(page, "/");
    await expectStill(page);
    await expect(field(page)).toHaveAttribute("aria-hidden", "true");
    expect(chunkRequests).toEqual([]);
  });

  test("is in the page before any script runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("particle-still")).toBeVisible();
    await context.close();
  });

  test("animates in WebGL with ?webgl=force, fading in over the still without moving the layout", async ({ page }) => {
    const { chunkRequests } = await openAndSettle(page, "/?webgl=force");
    expect(chunkRequests).toHaveLength(1);
    const canvas = field(page).locator("canvas");
    await expect(canvas).toBeVisible();
    await expect(field(page)).toHaveAttribute("data-running", "true");
    await expect(page.getByTestId("particle-still")).toHaveCSS("opacity", "0");

    const before = await canvas.screenshot();
    await page.waitForTimeout(500);
    const after = await canvas.screenshot();
    expect(after.equals(before)).toBe(false);

    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + ("value" in entry ? Number(entry.value) : 0), 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(layoutShift).toBe(0);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("is the still field", async ({ page }) => {
      const { chunkRequests } = await openAndSettle(page, "/");
      await expectStill(page);
      expect(chunkRequests).toEqual([]);
    });
  });

  test("stops drawing when scrolled off screen or the tab is hidden, and resumes when back", async ({ page }) => {
    await openAndSettle(page, "/?webgl=force");
    await expect(field(page)).toHaveAttribute("data-running", "true");

    await page.locator("#photo-upload").scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute("data-running", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute("data-running", "true");

    await setTabVisibility(page, "hidden");
    await expect(field(page)).toHaveAttribute("data-running", "false");
    await setTabVisibility(page, "visible");
    await expect(field(page)).toHaveAttribute("data-running", "true");
  });

  test("falls back to the still field when the WebGL context is lost", async ({ page }) => {
    await openAndSettle(page, "/?webgl=force");
    await expect(field(page).locator("canvas")).toBeVisible();
    await field(page)
      .locator("canvas")
      .evaluate((canvas: HTMLCanvasElement) => {
        const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
        gl?.getExtension("WEBGL_lose_context")?.loseContext();
      });
    await expectStill(page);
    await expect(page.getByTestId("particle-still")).toHaveCSS("opacity", "1");
  });

  for (const path of ["/", "/?webgl=force"]) {
    test(`has no accessibility violations (${path})`, async ({ page }) => {
      await openAndSettle(page, path);
      const results = await new AxeBuilder({ page }).include("#home").analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

/** Headless pages are never hidden, so the test tells the page its tab was switched away (or back). */
async function setTabVisibility(page: Page, state: DocumentVisibilityState) {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}
