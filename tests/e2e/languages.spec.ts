import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { weddingSource } from "../../content/wedding.ts";
import { findCalendarWords, monthNamesOf } from "../../src/shared/calendar-words.ts";
import { contentFor } from "../../src/shared/content-schema.ts";
import { GUEST_LIST_API } from "../../src/shared/households.ts";
import { INVITATION_PAGE_PREFIX } from "../../src/shared/invitation-page.ts";
import { LANGUAGE_NAMES, siteLanguages } from "../../src/shared/page-languages.ts";
import { wordsFor } from "../../src/shared/words/catalogues.ts";
import type { Language } from "../../src/shared/words/words.ts";
import { adminApi, ownAddress } from "./admin-support.ts";
import { openPage, stubThirdParties } from "./support.ts";

/**
 * A site in several languages (ADR 051), seen by guests: each language's page
 * in it, the menu that switches, the choice remembered, the browser's language
 * followed. The example couple writes one language, so this runs in CI's
 * second pass, whose couple writes English, isiZulu and Sesotho.
 */
const languages = siteLanguages(weddingSource);
const [first = "en", ...others] = languages;

/**
 * Every fixed word of the page in English that `language`'s catalogue does not share: the page's own, and what the
 * site writes where the couple left a text out (headings, countdown lines).
 */
function englishLeftIn(language: Language): string[] {
  const wordsOf = (view: Language) => {
    const words = wordsFor(contentFor(weddingSource, "public", view));
    return { page: words.page, content: words.content };
  };
  const own = wordsOf(language);
  const english = wordsOf(first);
  const texts = (group: object): string[] =>
    Object.values(group).flatMap((value) => (typeof value === "string" ? [value] : texts(value as object)));
  const translated = new Set(texts(own));
  // A phrase of two words or more, its slots taken out, that the language's catalogue does not share.
  return texts(english)
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2 && ![...translated].some((word) => word.includes(part)));
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

test.describe("a site in several languages", { tag: "@content" }, () => {
  test.skip(others.length === 0, "the couple writes one language (CI's second couple writes three)");

  test.beforeEach(async ({ page }) => {
    await stubThirdParties(page);
  });

  test("each language's page is in it: its words, not English's, and its dates with the site's own month names", async ({
    page,
  }) => {
    // A word or date written otherwise by the browser than by the server would show as a hydration error.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const language of others) {
      await openPage(page, `/${language}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The privacy notice it links to is in the same language.
      await expect(page.locator("footer a[href$='privacy']")).toHaveAttribute("href", `/${language}/privacy`);
      const text = await visibleText(page);
      const left = englishLeftIn(language).filter((phrase) => text.includes(phrase));
      expect(left, `English left on /${language}/`).toEqual([]);
      const view = contentFor(weddingSource, "public", language);
      const calendar = findCalendarWords(language);
      if (!calendar) throw new Error(`no calendar words for ${language}`);
      const month = new Date(view.events[0]?.start ?? "").getUTCMonth();
      const name = monthNamesOf(calendar, view.site.monthNames).long[month] ?? "";
      expect(text, `/${language}/ writes the month as ${name}`).toContain(name);
    }
    expect(errors).toEqual([]);
  });

  test("the menu lists the languages by their own names, and the choice is remembered at /", async ({ page }) => {
    const [other = first] = others;
    await openPage(page, "/");
    await page.getByRole("button", { name: wordsFor(contentFor(weddingSource, "public")).page.nav.openMenu }).click();
    const list = page.getByRole("list", { name: wordsFor(contentFor(weddingSource, "public")).page.nav.language });
    await expect(list.getByRole("link")).toHaveText(languages.map((language) => LANGUAGE_NAMES[language]));
    await expect(list.getByRole("link", { name: LANGUAGE_NAMES[first] })).toHaveAttribute("aria-current", "page");
    await list.getByRole("link", { name: LANGUAGE_NAMES[other] }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);

    await page.goto("/");
    await expect(page).toHaveURL(new RegExp(`/${other}/$`));
    // Back to the first language from the menu: / is the first language's page again.
    await page.goto(`/${first}/`);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${first}`));
  });

  test("a browser set to one of the site's languages opens its page", async ({ browser, baseURL }) => {
    const [other = first] = others;
    const context = await browser.newContext({ baseURL, locale: `${other}-ZA` });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`/${other}/$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    } finally {
      await context.close();
    }
  });

  test("a language's page, its menu open, has no accessibility violations", async ({ page }) => {
    test.slow(); // axe walks the whole page: slow on a busy two-core machine
    const [other = first] = others;
    await openPage(page, `/${other}/`);
    const words = wordsFor(contentFor(weddingSource, "public", other)).page.nav;
    await page.getByRole("button", { name: words.openMenu }).click();
    await expect(page.getByRole("list", { name: words.language })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("a household set to another language gets its personal page in it", async ({ page, baseURL }, testInfo) => {
    const [other = first] = others;
    const api = await adminApi(baseURL, ownAddress(testInfo, "admin"));
    const view = contentFor(weddingSource, "couple", other);
    const response = await api.post(GUEST_LIST_API.households, {
      data: {
        displayName: `The ${other} family ${Date.now().toString(36)}`,
        email: null,
        phone: null,
        message: null,
        eventIds: view.events.map((event) => event.id),
        guests: [{ name: "Nomsa", isChild: false, isSeat: false, dietary: null }],
        language: other,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { code } = (await response.json()) as { code: string };
    await openPage(page, `${INVITATION_PAGE_PREFIX}${code}`);
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    const words = wordsFor(contentFor(weddingSource, { eventIds: view.events.map((event) => event.id) }, other)).page;
    await expect(page.getByText(words.greeting.invitationFor).first()).toBeVisible();
    // The household's form, its words fetched in its language with its code (page-parts.ts).
    await expect(page.getByText(words.household.legend)).toBeVisible();
    const text = await visibleText(page);
    expect(text).toContain(view.events[0]?.title ?? "");
    expect(englishLeftIn(other).filter((phrase) => text.includes(phrase))).toEqual([]);
  });

  test.describe("offline", () => {
    test.use({ serviceWorkers: "allow" });

    test("a language's page opens in it without a connection, at its address and at /, its upload panel too", async ({
      page,
      context,
    }) => {
      test.slow(); // the worker registers when the page is idle and precaches the site: slow on two busy cores
      const [other = first] = others;
      await openPage(page, `/${other}/`);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 45_000 })
        .toBe("activated");
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).includes("wedding-language-pages")))
        .toBe(true);
      await context.setOffline(true);
      for (const url of [`/${other}/`, "/"]) {
        await page.goto(url);
        await expect(page.locator("html"), url).toHaveAttribute("lang", other);
      }
      // The panel's own words come with it, not in the page: the worker kept them with the page.
      await page.goto(`/${other}/#photo-upload`);
      const words = wordsFor(contentFor(weddingSource, "public", other)).page;
      await expect(page.locator("#photo-upload").getByLabel(words.uploadPanel.input)).toBeAttached();
    });
  });
});
