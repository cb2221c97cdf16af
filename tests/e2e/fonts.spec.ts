import { expect, test } from "@playwright/test";
import { publicContent } from "../../content/wedding.ts";
import { PAIRINGS } from "../../src/server/publishing/web-fonts.ts";
import { openPage } from "./support.ts";

const DISPLAY_FAMILY = PAIRINGS[publicContent.theme.fonts].display.family;

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("fonts", { tag: "@content" }, () => {
  test("the couple's display face names them, from this site only, and moves nothing as it loads", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const fontHosts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontHosts.add(new URL(request.url()).host);
    });

    await openPage(page);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
    );
    expect(loaded).toContain(DISPLAY_FAMILY);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      new RegExp(`^"?${DISPLAY_FAMILY}"?,`),
    );
    expect([...fontHosts]).toEqual([new URL(baseURL ?? "").host]);

    // A frame after the fonts, so any shift they caused has been recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total),
    ).toBe(0);
  });
});
