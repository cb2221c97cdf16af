import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { publicContent } from "../../content/wedding.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { WORDS_FILE } from "../../src/shared/words/page-parts.ts";
import { chooseFirstEvent, hydrated, openPage, stubThirdParties } from "./support.ts";

/**
 * A lazily loaded part whose code cannot be fetched (offline after load, a
 * reset connection, a chunk removed by a redeploy) fails alone: the rest of
 * the page stays readable, the part says so and can try again, and a chunk
 * that is gone (404) offers the new page once.
 */

const LOAD_FAILURE_MESSAGES = PAGE_WORDS_EN.failures;

const UPLOAD_PANEL_CHUNK = "**/assets/photo-upload-panel-*.js";
const GUEST_MOMENTS_CHUNK = "**/assets/guest-moments-grid-*.js";
/** The RSVP rules (src/shared/rsvp.ts), one of the two helpers the form loads on first use (not rsvp-messages-*.js). */
const RSVP_RULES_CHUNK = /\/assets\/rsvp-[\w-]{8}\.js$/;

/** The words of the parts loaded later, beside the language's page. */
const PART_WORDS_FILE = `**/${WORDS_FILE}`;

/** The gallery's photo viewer, fetched when a guest first opens a picture. */
const LIGHTBOX_CHUNK = /\/assets\/lightbox-[\w-]{8}\.js$/;

// The chunks must come from the network, as they do for a guest on a first visit, not from a service worker's cache.
test.use({ serviceWorkers: "block" });
// Each test walks the whole page, runs axe and waits on failed and retried fetches: on a busy two-core
// machine that takes longer than the defaults, which are made for one quick step.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

/** Every section of the page still shows its words (from the content, whichever couple it is). */
async function expectEverySectionReadable(page: Page) {
  const content = publicContent;
  const hasStory = content.story.milestones.length > 0;
  const hasGallery = content.gallery.items.length > 0;
  // An empty story or gallery is not on the page at all (page.spec.ts checks that).
  const expected: Record<string, string[]> = {
    home: [content.hero.invitationLine, ...content.couple.partners.map((partner) => partner.firstName)],
    ...(hasStory
      ? { "our-story": [content.story.heading, ...content.story.milestones.map((milestone) => milestone.title)] }
      : {}),
    "wedding-info": [
      ...(content.beveragesNote ? [content.beveragesNote] : []),
      ...content.events.flatMap((event) => [event.title, event.venue.name, event.venue.address]),
    ],
    ...(hasGallery
      ? { gallery: [content.gallery.heading, ...(content.gallery.note ? [content.gallery.note] : [])] }
      : {}),
    rsvp: [content.rsvp.deadlineLabel],
    FindUs: [...content.findUs.eventText],
    "photo-upload": ["Share Your Memories"],
    footer: [content.footer.dateLabel],
  };
  // One look at each section's rendered text (innerText leaves out what is hidden), not one round trip per
  // word. A section is scrolled to first, as a guest would: below the first screen the page renders a section
  // only near the view (content-visibility), and innerText is empty until it has.
  const shown = await page.evaluate(async (ids) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const texts: [string, string][] = [];
    for (const id of ids) {
      const element = id === "footer" ? document.querySelector("footer") : document.getElementById(id);
      if (!(element instanceof HTMLElement)) {
        texts.push([id, ""]);
        continue;
      }
      element.scrollIntoView({ behavior: "instant" });
      await nextFrame();
      texts.push([id, element.innerText.toLowerCase()]);
    }
    return Object.fromEntries(texts);
  }, Object.keys(expected));
  for (const [id, words] of Object.entries(expected)) {
    for (const word of words) expect(shown[id], `#${id} shows "${word}"`).toContain(word.toLowerCase());
  }
}

/** Axe on the parts that changed (the whole page, iframes and all, is checked by page.spec.ts). */
async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("lazy failures", { tag: "@content" }, () => {
  test("an upload panel that cannot be fetched fails alone, and Try again brings it", async ({ page }) => {
    await page.route(UPLOAD_PANEL_CHUNK, (route) => route.abort("connectionreset"));
    await openPage(page);
    await page.locator("#photo-upload").scrollIntoViewIfNeeded();

    const section = page.locator("#photo-upload");
    await expect(section.getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.uploadPanel);
    await expectEverySectionReadable(page);
    // A dropped connection is not a new version: nothing offers a reload.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(LOAD_FAILURE_MESSAGES.newVersion)).toHaveCount(0);
    await expectNoAxeViolations(page, "#photo-upload");

    await page.unroute(UPLOAD_PANEL_CHUNK);
    const tryAgain = section.getByRole("button", { name: "Try again" });
    await tryAgain.focus();
    await page.keyboard.press("Enter");
    const dropZone = section.getByRole("button", { name: "Choose photos or drop them here" });
    await expect(dropZone).toBeVisible();
    await expect(section.getByRole("alert")).toHaveCount(0);
    // The keyboard carries on in the panel instead of falling back to the top of the page.
    await expect(dropZone).toBeFocused();
  });

  test("an upload panel whose words cannot be fetched fails as its code would, and Try again brings it", async ({
    page,
  }) => {
    // The panel's words come from the language's words.json beside its code (src/shared/words/page-parts.ts).
    await page.route(PART_WORDS_FILE, (route) => route.abort("connectionreset"));
    await openPage(page);
    await page.locator("#photo-upload").scrollIntoViewIfNeeded();
    const section = page.locator("#photo-upload");
    await expect(section.getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.uploadPanel);

    await page.unroute(PART_WORDS_FILE);
    await section.getByRole("button", { name: "Try again" }).click();
    await expect(section.getByLabel(PAGE_WORDS_EN.uploadPanel.input)).toBeAttached();
    await expect(section.getByRole("alert")).toHaveCount(0);
  });

  test("a photo viewer that cannot be fetched says so by the pictures, and Try again opens it", async ({ page }) => {
    const pictures = publicContent.gallery.items.length;
    test.skip(pictures === 0, "no gallery in the content");
    await page.route(LIGHTBOX_CHUNK, (route) => route.abort("connectionreset"));
    await openPage(page);
    const gallery = page.locator("#gallery");
    await gallery.scrollIntoViewIfNeeded();
    // A single picture is shown in the grid; more open on the 3D view, the grid one click away.
    if (pictures > 1) await gallery.getByRole("button", { name: "Grid View" }).click();
    await gallery.getByRole("list").getByRole("button").first().click();

    await expect(gallery.getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.lightbox);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoAxeViolations(page, "#gallery");

    await page.unroute(LIGHTBOX_CHUNK);
    await gallery.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(gallery.getByRole("alert")).toHaveCount(0);
  });

  test("guest moments that cannot be fetched fail alone, and Try again loads them", async ({ page }) => {
    await page.route(GUEST_MOMENTS_CHUNK, (route) => route.abort("internetdisconnected"));
    await openPage(page);
    await page.locator("#gallery").scrollIntoViewIfNeeded();

    const place = page.locator("#gallery + div");
    await expect(place.getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.guestMoments);
    await expectEverySectionReadable(page);
    await expectNoAxeViolations(page, "#gallery + div");

    await page.unroute(GUEST_MOMENTS_CHUNK);
    const loaded = page.waitForResponse((response) => /guest-moments-grid-.*\.js$/.test(response.url()));
    await place.getByRole("button", { name: "Try again" }).click();
    expect((await loaded).status()).toBe(200);
    await expect(place.getByRole("alert")).toHaveCount(0);
    await expect(place.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test("RSVP helpers that cannot be fetched keep the answers, and Try again sends them", async ({ page }, testInfo) => {
    await page.route(RSVP_RULES_CHUNK, (route) => route.abort("connectionreset"));
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/rsvps") sent.push(request.url());
    });
    await openPage(page);

    const section = page.locator("#rsvp");
    const name = `Lazy Guest ${testInfo.project.name}`;
    const email = `lazy-${testInfo.project.name}-${Date.now()}@example.com`;
    await section.getByLabel("Your Full Name*").fill(name);
    await section.getByLabel("Email Address*").fill(email);
    await chooseFirstEvent(section);
    await section.getByRole("button", { name: "Submit RSVP" }).click();

    await expect(section.getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.rsvpForm);
    await expect(section.getByLabel("Your Full Name*")).toHaveValue(name);
    await expect(section.getByLabel("Email Address*")).toHaveValue(email);
    expect(sent).toEqual([]);
    await expectEverySectionReadable(page);
    await expectNoAxeViolations(page, "#rsvp");

    await page.unroute(RSVP_RULES_CHUNK);
    await section.getByRole("button", { name: "Try again" }).click();
    await expect(section.getByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test("a chunk gone after a redeploy offers the new page once, never in a loop", async ({ page }) => {
    await page.route(UPLOAD_PANEL_CHUNK, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await openPage(page);
    await page.locator("#photo-upload").scrollIntoViewIfNeeded();

    const notice = page.getByRole("status").filter({ hasText: LOAD_FAILURE_MESSAGES.newVersion });
    await expect(notice).toBeVisible();
    await expect(page.locator("#photo-upload").getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.uploadPanel);
    await expectNoAxeViolations(page, "#root > [role='status']");
    expect(loads).toBe(1);

    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await hydrated(page);
    await page.locator("#photo-upload").scrollIntoViewIfNeeded();
    // The reloaded page is no newer (the chunk still answers 404): it says so in place and offers nothing more.
    await expect(page.locator("#photo-upload").getByRole("alert")).toHaveText(LOAD_FAILURE_MESSAGES.uploadPanel);
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(LOAD_FAILURE_MESSAGES.newVersion)).toHaveCount(0);
    await expectEverySectionReadable(page);
    expect(loads).toBe(2);
  });
});
