import { expect, type Locator, type Page } from "@playwright/test";
import { publicContent, weddingContent } from "../../content/wedding.ts";
import { MY_PHOTOS_STORAGE_KEY } from "../../src/shared/privacy.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";

/**
 * The menu's entries in the spec's order, each with whether this couple's
 * content fills its section: a story without milestones or a gallery without
 * pictures leaves the page and the menu (product.md section 2).
 */
export const PAGE_SECTIONS = [
  { label: "Home", anchor: "home", shown: true },
  { label: "Our Story", anchor: "our-story", shown: weddingContent.story.milestones.length > 0 },
  { label: "Wedding Info", anchor: "wedding-info", shown: true },
  { label: "Gallery", anchor: "gallery", shown: weddingContent.gallery.items.length > 0 },
  { label: "RSVP", anchor: "rsvp", shown: true },
  { label: "Find Us", anchor: "FindUs", shown: true },
  { label: "Share Photos", anchor: "photo-upload", shown: true },
] as const;

/** The entries this couple's menu lists, in order. */
export const MENU_ENTRIES = PAGE_SECTIONS.filter((section) => section.shown);

/** The menu's entry after Home (Our Story for the example couple): any entry will do for the menu's own behaviour. */
export const SECOND_MENU_ENTRY = MENU_ENTRIES[1]?.label ?? "Wedding Info";

/** The open form of a couple with several public events asks which a guest comes to: this one ticks the first. */
export async function chooseFirstEvent(form: Locator): Promise<void> {
  if (publicContent.events.length < 2) return;
  await form.getByRole("group", { name: PAGE_WORDS_EN.rsvpEvents.which }).getByRole("checkbox").first().check();
}

export type GtagCall = [string, string, Record<string, unknown>?];

/** Installs a test window.gtag before the page loads; the page's analytics module calls it. */
export async function captureGtag(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
}

export async function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() => (window as unknown as { __gtagCalls: GtagCall[] }).__gtagCalls);
}

export async function gtagEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const calls = await gtagCalls(page);
  return calls.filter(([command, event]) => command === "event" && event === name).map(([, , params]) => params ?? {});
}

/** Third-party pages (maps, calendar) are the edge of the world: answer them locally. */
export async function stubThirdParties(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(www\.google\.com|calendar\.google\.com|maps\.google\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title><p>stub</p>" }),
    );
}

/**
 * Opens a page of the site and waits until React has hydrated it (buttons
 * work). The test reaches for the page at once, as a guest who scrolls does,
 * rather than watching the names rise before the app starts (ADR 029;
 * entrance.spec.ts checks that wait).
 */
export async function openPage(page: Page, url = "/"): Promise<void> {
  await page.goto(url);
  // Until the page listens (a task after its first paint), a scroll starts nothing: it is sent again until one does.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.dispatchEvent(new Event("scroll"));
          return document.documentElement.dataset.hydrated ?? "no";
        }),
      { timeout: 20_000 },
    )
    .toBe("true");
}

/** Waits, without reaching for the page, until the app has hydrated it (however it started). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Fakes the page's clock, stopped at `at`: timers fire only when the test runs the clock forward. Call it before the
 * page opens. The clock runs from its install until the pause, and pauseAt cannot go back: it starts a minute early,
 * as a loaded machine once took over a second between the two (Cannot fast-forward to the past).
 */
export async function freezeClock(page: Page, at = Date.now()): Promise<void> {
  await page.clock.install({ time: at - 60_000 });
  await page.clock.pauseAt(at);
}

/** The id the page remembered for a photo it sent (MY_PHOTOS_STORAGE_KEY). */
export async function sentPhotoId(page: Page, fileName: string): Promise<string> {
  const photos = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { id: string; fileName: string }[],
    MY_PHOTOS_STORAGE_KEY,
  );
  const photo = photos.find((entry) => entry.fileName === fileName);
  if (!photo) throw new Error(`${fileName} is not among the photos sent`);
  return photo.id;
}
