import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const RENDERER_CHUNK = /particle-renderer-.*\.js$/;
/** The field decides after load and idle, and software WebGL starts slowly on a busy two-core machine. */
const expectSettled = expect.configure({ timeout: 20_000 });

/** Opens the page, counting requests for the WebGL chunk. */
async function openCounting(page: Page, path: string): Promise<{ chunkRequests: string[] }> {
  const chunkRequests: string[] = [];
  page.on("request", (request) => {
    if (RENDERER_CHUNK.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  await page.goto(path);
  return { chunkRequests };
}

function field(page: Page) {
  return page.getByTestId("particle-field");
}

/** The field has decided against WebGL (it decides after load) and shows the still. */
async function expectStill(page: Page) {
  await expectSettled(field(page)).toHaveAttribute("data-webgl", "off");
  await expect(page.getByTestId("particle-still")).toBeVisible();
  await expect(page.getByTestId("particle-still").locator("path").first()).toBeAttached();
  await expect(field(page).locator("canvas")).toHaveCount(0);
  await expect(field(page)).toHaveAttribute("data-running", "false");
}

test.describe("the hero's particle background", () => {
  test("is the still field in a headless browser (software WebGL), without loading the WebGL code", async ({
    page,
  }) => {
    const { chunkRequests } = await openCounting(page, "/");
    await expectStill(page);
    await expect(field(page)).toHaveAttribute("aria-hidden", "true");
    expect(chunkRequests).toEqual([]);
  });

  test("asks for a WebGL context in a worker, never on the page's thread (a context costs a cheap phone tens of ms)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counted = window as unknown as { pageWebGLContexts: number };
      counted.pageWebGLContexts = 0;
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith("webgl")) counted.pageWebGLContexts += 1;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    const probe = page.waitForRequest((request) => /\/assets\/webgl-probe\.worker-[\w-]+\.js$/.test(request.url()));
    await page.goto("/");
    await probe;
    await expectStill(page);
    expect(await page.evaluate(() => (window as unknown as { pageWebGLContexts: number }).pageWebGLContexts)).toBe(0);
  });

  test("is in the page before any script runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("particle-still")).toBeVisible();
    await context.close();
  });

  test("animates in WebGL with ?webgl=force, fading in over the still without moving the layout", async ({ page }) => {
    test.slow(); // software WebGL (SwiftShader) is slow on a busy two-core machine
    const { chunkRequests } = await openCounting(page, "/?webgl=force");
    await expectSettled(field(page)).toHaveAttribute("data-webgl", "on");
    expect(chunkRequests).toHaveLength(1);
    const canvas = field(page).locator("canvas");
    await expect(canvas).toBeVisible();
    await expect(field(page)).toHaveAttribute("data-running", "true");
    await expect(page.getByTestId("particle-still")).toHaveCSS("opacity", "0");

    // It moves: a later picture of the canvas differs.
    const before = await canvas.screenshot();
    await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);

    // Every layout shift since the page opened, the fade-in's included: the observer's buffer holds them at once.
    const layoutShift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: "layout-shift", buffered: true });
      const shifts = observer.takeRecords();
      observer.disconnect();
      return shifts.reduce((sum, entry) => sum + ("value" in entry ? Number(entry.value) : 0), 0);
    });
    expect(layoutShift).toBe(0);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("is the still field", async ({ page }) => {
      const { chunkRequests } = await openCounting(page, "/");
      await expectStill(page);
      expect(chunkRequests).toEqual([]);
    });
  });

  test("stops drawing when scrolled off screen or the tab is hidden, and resumes when back", async ({ page }) => {
    test.slow(); // software WebGL (SwiftShader) is slow on a busy two-core machine
    await openCounting(page, "/?webgl=force");
    await expectSettled(field(page)).toHaveAttribute("data-running", "true");

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
    test.slow(); // software WebGL (SwiftShader) is slow on a busy two-core machine
    await openCounting(page, "/?webgl=force");
    await expectSettled(field(page).locator("canvas")).toBeVisible();
    await field(page)
      .locator("canvas")
      .evaluate((canvas: HTMLCanvasElement) => {
        const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
        gl?.getExtension("WEBGL_lose_context")?.loseContext();
      });
    await expectStill(page);
    await expect(page.getByTestId("particle-still")).toHaveCSS("opacity", "1");
  });

  for (const { path, webgl } of [
    { path: "/", webgl: "off" },
    { path: "/?webgl=force", webgl: "on" },
  ]) {
    test(`has no accessibility violations (${path})`, async ({ page }) => {
      test.slow(); // axe, and with ?webgl=force software WebGL: slow on a busy two-core machine
      await openCounting(page, path);
      await expectSettled(field(page)).toHaveAttribute("data-webgl", webgl);
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
