import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicContent as content } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { captureGtag, PAGE_SECTIONS, SECOND_MENU_ENTRY } from "./support.ts";

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("page", { tag: "@content" }, () => {
  test.describe("the served page", () => {
    // As guests get it: with its offline service worker (the other specs block it for their request mocks).
    test.use({ serviceWorkers: "allow" });

    test("has its text and share tags before any script runs", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByText(content.hero.invitationLine)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(coupleNames(content));
      // The footer may print the same date (a one-day wedding): the hero's is the one under the names.
      await expect(page.locator("#home").getByText(content.hero.datesLabel, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(content.site.title);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", content.site.title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /share-image\.png$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await context.close();
    });

    test("serves the share image it advertises", async ({ request }) => {
      const response = await request.get("/share-image.png");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
    });

    test("renders every section the content fills in the spec's order, hydrates without errors, and loads nothing from elsewhere", async ({
      page,
      baseURL,
    }) => {
      // A couple with Google Analytics loads Google's tag once a guest accepts (the test's storage has):
      // a gtag of the test's own stands in for it, as in the other tests, so only the page's own files load.
      await captureGtag(page);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const foreign: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) foreign.push(request.url());
      });

      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const ids = await page
        .locator("main [id], main section[id]")
        .evaluateAll((elements) => elements.map((element) => element.id));
      const anchors: string[] = PAGE_SECTIONS.map((section) => section.anchor);
      // All seven for the example couple; an empty story or gallery is not on the page at all.
      expect(ids.filter((id) => anchors.includes(id))).toEqual(
        PAGE_SECTIONS.filter((section) => section.shown).map((section) => section.anchor),
      );
      // Hydrated: the menu button responds.
      await page.getByRole("button", { name: /menu/i }).click();
      await expect(page.getByRole("link", { name: SECOND_MENU_ENTRY })).toBeVisible();
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
    });

    test("has no accessibility violations", async ({ page }) => {
      test.slow(); // axe walks the whole page: slow on a busy two-core machine
      await page.goto("/");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
});
