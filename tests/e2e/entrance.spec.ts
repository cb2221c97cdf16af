import { expect, type Page, test } from "@playwright/test";
import { publicContent } from "../../content/wedding.ts";
import { RSVP_FIELD_MESSAGES } from "../../src/shared/rsvp-messages.ts";
import { chooseFirstEvent, freezeClock, hydrated } from "./support.ts";

/**
 * ADR 029: the page's app starts once the hero's names have risen in, or at
 * the guest's first touch, key, wheel or scroll; a tap made before it is
 * interactive is played again once it is.
 */

const hydrationState = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? "no");

/**
 * Whether boot.ts is waiting for the entrance or the guest: its capturing input listeners are on window, and
 * starting the app removes them, so while they are there the app has not been started.
 */
async function bootWaits(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId ?? "" });
    return listeners.some((listener) => listener.type === "pointerdown" && listener.useCapture);
  } finally {
    await cdp.detach();
  }
}

/**
 * Holds the names' entrance at a fiftieth of its speed (about 95 s) and the
 * page's timers still, so the app can only start when the guest does something.
 */
async function holdTheEntrance(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.02 });
  await freezeClock(page);
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("entrance", { tag: "@content" }, () => {
  test("the app starts once the names have risen in", { tag: "@screen" }, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        const letters = document.querySelectorAll(".hero-letter");
        const last = letters[letters.length - 1];
        Object.assign(window, { __entranceAtStart: last?.getAnimations()[0]?.playState ?? "none" });
      }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto("/");
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __entranceAtStart: string }).__entranceAtStart)).toBe(
      "finished",
    );
  });

  test("a tap during the entrance starts the app, and the tap is not lost", async ({ page }) => {
    await holdTheEntrance(page);
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeVisible();
    // Still waiting, right up to the tap: nothing the guest did, and the names are still rising.
    await expect.poll(() => bootWaits(page)).toBe(true);
    expect(await hydrationState(page)).toBe("no");

    await menu.tap();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  const INPUTS: [string, (page: Page) => Promise<void>][] = [
    ["a key", (page) => page.keyboard.press("Shift")],
    [
      "a wheel",
      async (page) => {
        await page.mouse.move(200, 200);
        await page.mouse.wheel(0, 40);
      },
    ],
  ];
  for (const [input, act] of INPUTS) {
    test(`${input} starts the app during the entrance`, { tag: "@desktop" }, async ({ page }) => {
      await holdTheEntrance(page);
      await page.goto("/");
      await expect(page.locator("h1")).toBeVisible();
      expect(await hydrationState(page)).toBe("no");
      await act(page);
      await hydrated(page);
    });
  }

  test("with reduced motion there is no entrance to wait for", { tag: "@screen" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await holdTheEntrance(page);
    await page.goto("/");
    await hydrated(page);
  });

  test("an answer filled in before the app starts is the one it sends", async ({ page }) => {
    await holdTheEntrance(page);
    await page.goto("/");
    const form = page.locator("#rsvp");
    // As a guest's typing does, but without a key or a touch, which would start the app: only input events.
    const typeIn = (label: string, value: string) =>
      form.getByLabel(label).evaluate((field: HTMLInputElement, text) => {
        field.value = text;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }, value);
    await typeIn("Your Full Name*", "Early Guest");
    await typeIn("Email Address*", `early.${Date.now()}@example.com`);
    expect(await hydrationState(page)).toBe("no");

    await form.getByRole("button", { name: "Submit RSVP" }).click();
    if (publicContent.events.length > 1) {
      // The app came with the typed answers and asks which events (its questions load with it): one is ticked.
      await expect(page.getByRole("alert")).toContainText(RSVP_FIELD_MESSAGES.missingEvents, { timeout: 15_000 });
      // The page's timers run again (frozen for the entrance): React shows a part that loaded on one of them.
      await page.clock.resume();
      await chooseFirstEvent(form);
      await form.getByRole("button", { name: "Submit RSVP" }).click();
    }
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 15_000 });
  });
});
