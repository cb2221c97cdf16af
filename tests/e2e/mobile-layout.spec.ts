import { expect, type Page, type Request, test } from "@playwright/test";
import { openPage } from "./support.ts";

/**
 * The page on every width the issue names: nothing sticks out sideways, and
 * the floating upload button never sits on a control a guest could tap.
 */

/** Phone widths run in the phone project, the rest in the desktop one: each width is checked once. */
const WIDTHS = { phone: [320, 360, 390], desktop: [768, 1024, 1440] } as const;
const BUTTON_NAME = "Click to upload photos";

/** The requests of each page the test has seen start and not yet end, and how many it has seen start. */
const traffic = new WeakMap<Page, { pending: Set<Request>; started: number }>();

function trafficOf(page: Page) {
  let seen = traffic.get(page);
  if (!seen) {
    const counts = { pending: new Set<Request>(), started: 0 };
    page.on("request", (request) => {
      counts.pending.add(request);
      counts.started += 1;
    });
    page.on("requestfinished", (request) => counts.pending.delete(request));
    page.on("requestfailed", (request) => counts.pending.delete(request));
    traffic.set(page, counts);
    seen = counts;
  }
  return seen;
}

/** Resolves after the page has drawn `count` frames. */
function frames(page: Page, count: number) {
  return page.evaluate(async (left) => {
    for (let frame = 0; frame < left; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Waits until the button has decided after a scroll. Its observers report in the frames after a change, and the
 * sections drawn as they come near (the gallery's strip, guest photos) first load their code and pictures: settled
 * once four frames have passed with no request in flight and none started meanwhile.
 */
async function settle(page: Page) {
  const seen = trafficOf(page);
  for (;;) {
    const started = seen.started;
    await expect.poll(() => seen.pending.size, { timeout: 15_000 }).toBe(0);
    await frames(page, 4);
    if (seen.started === started && seen.pending.size === 0) return;
  }
}

async function scrollToBottom(page: Page, step: number, atEachStep: () => Promise<void>) {
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle(page);
    await atEachStep();
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atEnd) return;
  }
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("mobile layout", { tag: "@content" }, () => {
  for (const [screen, widths] of Object.entries(WIDTHS)) {
    test(`no horizontal overflow at ${widths.join(", ")} px`, { tag: screen === "phone" ? [] : ["@desktop"] }, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const [narrowest, ...wider] = widths;
      await page.setViewportSize({ width: narrowest, height: 800 });
      await openPage(page);
      // Lazy sections (gallery, guest moments, the RSVP form's extras) are drawn as the guest scrolls; drawn once,
      // the whole page is laid out again at each wider width, as a phone turned or a window widened does.
      await scrollToBottom(page, 700, async () => undefined);
      for (const width of [narrowest, ...wider]) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const overflow = await page.evaluate(() => {
          const scroller = document.scrollingElement ?? document.documentElement;
          const wide = [...document.querySelectorAll("body *")]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((element) => getComputedStyle(element).position !== "fixed")
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
          return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, wide };
        });
        expect(overflow.innerWidth).toBe(width);
        expect(overflow.scrollWidth, `wider than ${width} px: ${overflow.wide.join(" | ")}`).toBeLessThanOrEqual(
          overflow.innerWidth,
        );
      }
    });
  }

  test("the floating button is 72 px on a phone and 96 px on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page);
    const button = page.getByRole("button", { name: BUTTON_NAME });
    expect((await button.boundingBox())?.width).toBe(72);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await button.boundingBox())?.width).toBe(96);
  });

  test("the floating button's ring rests, and turns while a pointer is on the button or it has focus", {
    tag: "@desktop",
  }, async ({ page }) => {
    await openPage(page);
    const button = page.getByRole("button", { name: BUTTON_NAME });
    const turning = () =>
      button.evaluate((element) =>
        (element.querySelector(".floating-ring")?.getAnimations() ?? []).some(
          (animation) => animation.playState === "running",
        ),
      );
    expect(await turning()).toBe(false);
    await button.hover();
    await expect.poll(turning).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(turning).toBe(false);
    // From the top of the page Shift+Tab reaches the last control, the button, by keyboard. (Tabbing back from the
    // footer would not: the button steps aside while the footer is in view.)
    await page.keyboard.press("Shift+Tab");
    await expect(button).toBeFocused();
    await expect.poll(turning).toBe(true);
  });

  test("at 360 px the floating button covers no control anywhere on the page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page);
    let shownSteps = 0;
    const overlaps: string[] = [];
    await scrollToBottom(page, 200, async () => {
      const found = await page.evaluate(() => {
        const floating = document.querySelector<HTMLElement>("button[title='Click to upload photos']");
        if (!floating) throw new Error("no floating button");
        // Stepped aside (it may still be fading out): it covers nothing.
        if (floating.hasAttribute("data-covered")) return null;
        const box = floating.getBoundingClientRect();
        const controls = document.querySelectorAll<HTMLElement>(
          "a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex='-1'])",
        );
        const hits: string[] = [];
        for (const control of controls) {
          if (control === floating || floating.contains(control)) continue;
          const rect = control.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === "hidden") continue;
          const overlap =
            rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
          if (overlap)
            hits.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`);
        }
        return hits;
      });
      if (found === null) return;
      shownSteps += 1;
      const y = await page.evaluate(() => Math.round(window.scrollY));
      overlaps.push(...found.map((hit) => `${hit} at scrollY ${y}`));
    });
    expect(overlaps).toEqual([]);
    // The button is there for guests most of the way down, not hidden for good.
    expect(shownSteps).toBeGreaterThan(2);
  });

  test("the hidden floating button is out of the tab order and the accessibility tree", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, "/#photo-upload");
    const button = page.locator("button[title='Click to upload photos']");
    await expect(button).toHaveAttribute("aria-hidden", "true");
    await expect(button).toHaveAttribute("tabindex", "-1");
    await expect(button).toHaveCSS("visibility", "hidden");
    await expect(page.getByRole("button", { name: BUTTON_NAME })).toHaveCount(0);
  });
});
