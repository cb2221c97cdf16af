import { readFileSync, writeFileSync } from "node:fs";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { publicContent } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { PRIVACY_PAGE_PATH } from "../../src/shared/privacy.ts";
import { CALENDAR_FILE, SERVICE_WORKER_FILE } from "../../src/shared/site-files.ts";
import { PHOTOS_PAGE_PATH } from "../../src/shared/uploads.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { privacyPage } from "../../src/testing/privacy-notice-en.ts";
import { spawnServer } from "../../src/testing/server-process.ts";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";
import { chooseFirstEvent, openPage, SECOND_MENU_ENTRY, stubThirdParties } from "./support.ts";
import { publishContentFile, publishTestContent, SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * Design decision 15: after one visit the page opens and works without a
 * connection. The other browser tests block service workers (their request
 * mocks would not see requests a worker answers); these let it run.
 */
test.use({ serviceWorkers: "allow" });

test.beforeEach(async ({ page }) => {
  // Each test waits for a worker to register when the page is idle and to precache the site: slow on two busy cores.
  test.slow();
  await stubThirdParties(page);
});

/** The first visit: the page loads, registers its worker when idle, and the worker precaches and takes control. */
async function visitOnce(page: Page, url = "/"): Promise<void> {
  await openPage(page, url);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 45_000 })
    .toBe("activated");
}

/** Every URL held in the page's caches, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

/** The text of every copy of the page in the caches. */
function precachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const pages: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/index.html")
          pages.push((await (await cache.match(request))?.text()) ?? "");
      }
    }
    return pages;
  });
}

function uniqueEmail(): string {
  return `offline.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("offline", { tag: "@content" }, () => {
  test.describe("after one visit, without a connection", () => {
    test("a reload shows the whole page, hydrated, with its pictures and the calendar file", async ({
      page,
      context,
    }) => {
      await visitOnce(page);
      await goOffline(context, page);
      await openPage(page);

      const { hero, story, events, rsvp, findUs, gallery } = publicContent;
      await expect(page.getByText(hero.invitationLine)).toBeVisible();
      await expect(page.getByText(hero.datesLabel).first()).toBeVisible();
      if (story.milestones.length > 0) {
        await expect(page.getByRole("heading", { name: story.heading })).toBeAttached();
      } else {
        await expect(page.locator("#our-story")).toHaveCount(0);
      }
      for (const milestone of story.milestones) {
        await expect(page.locator("#our-story").getByRole("heading", { name: milestone.title })).toBeAttached();
      }
      for (const event of events) {
        const info = page.locator("#wedding-info");
        await expect(info.getByRole("heading", { name: event.title, exact: true })).toBeAttached();
        await expect(info.getByText(event.venue.address).first()).toBeAttached();
      }
      await expect(page.locator("#rsvp")).toContainText(rsvp.deadlineLabel);
      for (const line of findUs.eventText) await expect(page.locator("#FindUs")).toContainText(line);
      await expect(page.locator("#FindUs").getByRole("link", { name: /Get Directions/i })).toHaveAttribute(
        "href",
        /google\.com\/maps/,
      );

      // The menu works: the page hydrated from precached code.
      await page.getByRole("button", { name: /menu/i }).click();
      await expect(page.getByRole("link", { name: SECOND_MENU_ENTRY })).toBeVisible();
      await page.keyboard.press("Escape");

      // Pictures: the story's flowers and the gallery's photos draw, at whatever size this screen asks for.
      const [firstPicture] = gallery.items;
      if (story.milestones.length > 0) await page.locator("#our-story").scrollIntoViewIfNeeded();
      if (firstPicture) {
        await page.locator("#gallery").scrollIntoViewIfNeeded();
        await expect(page.locator("#gallery").getByRole("img", { name: firstPicture.alt }).first()).toBeVisible();
      } else {
        await expect(page.locator("#gallery")).toHaveCount(0);
      }
      await expect
        .poll(() =>
          page
            .locator("#our-story img, #gallery img")
            .evaluateAll((images) =>
              (images as HTMLImageElement[])
                .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== "lazy")
                .every((image) => image.complete && image.naturalWidth > 0),
            ),
        )
        .toBe(true);
      // The gallery's pictures may still be arriving from the precache once the strip is on screen: wait for one.
      if (firstPicture) {
        await expect
          .poll(() =>
            page
              .locator("#gallery img")
              .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.naturalWidth > 0).length),
          )
          .toBeGreaterThan(0);
      }
      const broken = await page
        .locator("#our-story img, #gallery img")
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.complete && image.naturalWidth === 0)
            .map((image) => image.currentSrc),
        );
      expect(broken).toEqual([]);

      // The calendar file downloads from the precache.
      const link = page.locator("#FindUs").getByRole("link", { name: /Download \.ics/ });
      await link.scrollIntoViewIfNeeded();
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      const file = await download.path();
      expect((await readFile(file, "utf8")).startsWith("BEGIN:VCALENDAR")).toBe(true);

      // The upload panel, a lazily loaded chunk, opens too.
      await page.locator("#photo-upload").scrollIntoViewIfNeeded();
      await expect(page.getByRole("button", { name: "Choose photos or drop them here" })).toBeVisible();
    });

    test("the poster's photos page and the privacy notice each open as themselves", async ({ page, context }) => {
      await visitOnce(page);
      await goOffline(context, page);

      // The photos page, hydrated from its own precached code: the couple's names over the upload section alone.
      await openPage(page, PHOTOS_PAGE_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(coupleNames(publicContent));
      await expect(page.locator("#photo-upload")).toBeAttached();
      await expect(page.locator("#rsvp")).toHaveCount(0);

      await page.goto(PRIVACY_PAGE_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage(publicContent).title);
      await expect(page.locator("#rsvp")).toHaveCount(0);
    });

    test("the caches hold no API answer and nothing of the admin, and API answers never come from the worker", async ({
      page,
      context,
    }) => {
      const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname.startsWith("/api/")) {
          apiResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
        }
      });
      await visitOnce(page);
      // The page's own API calls (the guests' photos) and the admin page, both under the worker's control.
      await page.locator("#photo-upload").scrollIntoViewIfNeeded();
      await page.evaluate(() => fetch("/api/health").then((response) => response.json()));
      const admin = await context.newPage();
      await admin.goto("/admin");
      await expect(admin.getByRole("heading").first()).toBeVisible();
      await admin.close();

      const paths = Object.values(await cachedUrls(page))
        .flat()
        .map((url) => new URL(url).pathname);
      expect(paths).toContain("/index.html");
      expect(paths).toContain(`/${CALENDAR_FILE}`);
      expect(paths.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(3);
      expect(paths.filter((file) => /\/api\/|admin/.test(file))).toEqual([]);
      expect(apiResponses.length).toBeGreaterThan(0);
      expect(apiResponses.filter((response) => response.fromServiceWorker)).toEqual([]);

      // Offline, an API call fails rather than answering from a cache.
      await goOffline(context, page);
      const offlineAnswer = await page.evaluate(() =>
        fetch("/api/health").then(
          (response) => `answered ${response.status}`,
          () => "failed",
        ),
      );
      expect(offlineAnswer).toBe("failed");
    });

    test("the worker is served for the whole site and revalidated on every visit", async ({ request }) => {
      const response = await request.get(`/${SERVICE_WORKER_FILE}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-cache");
      expect(response.headers()["content-type"]).toContain("javascript");
      const manifest = await (await request.get("/site.webmanifest")).json();
      expect(manifest).toMatchObject({
        short_name: publicContent.couple.initials,
        start_url: "/",
        display: "standalone",
      });
    });
  });

  test.describe("an RSVP without a connection", () => {
    /** `codeLoaded`: the form's code is on the phone (its offline copy), its questions per event too. */
    async function fillForm(page: Page, email: string, { codeLoaded }: { codeLoaded: boolean }) {
      const form = page.locator("#rsvp");
      await form.getByLabel("Your Full Name*").fill("Ann Offline");
      await form.getByLabel("Email Address*").fill(email);
      await form.getByRole("group", { name: "Bringing a partner?" }).getByRole("radio", { name: "Yes" }).check();
      await form.getByLabel("Partner's Name*").fill("Ben Offline");
      await form.getByLabel("Message for the couple (optional)").fill("See you there!");
      if (codeLoaded) await chooseFirstEvent(form);
      await form.getByRole("button", { name: "Submit RSVP" }).click();
    }

    /**
     * Not sent, the answers shown as they were: kept on the device and said so on the form (issue 31, part 7)
     * when the form's code is there, else said in a toast, the form left to send again.
     */
    async function expectNotSentAndKept(page: Page, email: string, { codeLoaded }: { codeLoaded: boolean }) {
      const form = page.locator("#rsvp");
      if (codeLoaded) {
        await expect(form.getByRole("status").filter({ hasText: PAGE_WORDS_EN.keptAnswer.rsvp })).toBeVisible();
      } else {
        await expect(page.getByRole("alert").filter({ hasText: PAGE_WORDS_EN.rsvpForm.offline })).toBeVisible();
        await expect(form.getByRole("button", { name: "Submit RSVP" })).toBeEnabled();
      }
      await expect(form.getByLabel("Your Full Name*")).toHaveValue("Ann Offline");
      await expect(form.getByLabel("Email Address*")).toHaveValue(email);
      await expect(form.getByLabel("Partner's Name*")).toHaveValue("Ben Offline");
      await expect(form.getByLabel("Message for the couple (optional)")).toHaveValue("See you there!");
      await expect(page.getByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toHaveCount(0);
    }

    test("says it was not sent and keeps the answers, after a visit that set up the offline copy", async ({
      page,
      context,
    }) => {
      await visitOnce(page, "/#rsvp");
      // Cold: the form was never focused, so its code was never loaded on this page.
      await goOffline(context, page);
      const email = uniqueEmail();
      await fillForm(page, email, { codeLoaded: true });
      await expectNotSentAndKept(page, email, { codeLoaded: true });
    });

    test.describe("in a browser without the offline copy", () => {
      test.use({ serviceWorkers: "block" });

      test("says it was not sent and keeps the answers, though the form's code cannot load", async ({
        page,
        context,
      }) => {
        // The page's other lazy parts load first (each part failing alone offline is another test's subject).
        await openPage(page, "/#photo-upload");
        await expect(page.getByRole("button", { name: "Choose photos or drop them here" })).toBeVisible({
          timeout: 15_000,
        });
        await goOffline(context, page);
        const email = uniqueEmail();
        await fillForm(page, email, { codeLoaded: false });
        await expectNotSentAndKept(page, email, { codeLoaded: false });
        // Back online, the same answers go through (the questions per event, which could not load, are tried again).
        await context.setOffline(false);
        const form = page.locator("#rsvp");
        if (publicContent.events.length > 1) {
          // Loaded before the connection went, or failed to: then the guest tries again.
          const retry = form.getByRole("button", { name: "Try again" });
          const which = form.getByRole("group", { name: PAGE_WORDS_EN.rsvpEvents.which });
          await expect(retry.or(which)).toBeVisible();
          if (await retry.isVisible()) await retry.click();
          await chooseFirstEvent(form);
        }
        await form.getByRole("button", { name: "Submit RSVP" }).click();
        await expect(page.getByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeVisible({
          timeout: 15_000,
        });
      });
    });
  });

  test("a photo chosen offline waits for the connection, then uploads by itself", async ({ page, context }) => {
    await visitOnce(page, "/#photo-upload");
    const section = page.locator("#photo-upload");
    await expect(section.getByRole("button", { name: "Choose photos or drop them here" })).toBeVisible({
      timeout: 15_000,
    });
    await goOffline(context, page);

    // A colour of its own: the site stores the same bytes once, and a retried test sends again.
    const blue = Math.floor(Math.random() * 256);
    const buffer = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 107, g: 134, b: blue } },
    })
      .jpeg()
      .toBuffer();
    await section
      .locator("input[type=file]")
      .setInputFiles({ name: "at-the-venue.jpg", mimeType: "image/jpeg", buffer });
    // The list takes the chosen file once it has been read: a guest sees it before they can send it.
    const row = section.getByRole("listitem").filter({ hasText: "at-the-venue.jpg" });
    await expect(row.getByRole("status")).toHaveText("Ready to upload");
    await section.getByRole("button", { name: "Upload photos", exact: true }).click();
    await expect(row.getByRole("status")).toHaveText(PAGE_WORDS_EN.uploadRow.waitingForConnection);
    await expect(row).toHaveAttribute("data-status", "uploading");

    await context.setOffline(false);
    await expect(row.getByRole("status")).toHaveText("Uploaded", { timeout: 15_000 });
  });

  test.describe("a new version", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));

    /** A copy of the built code and server with its own data, so publishing into it touches no other test. */
    async function copyOfTheSite(folder: string) {
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      await cp(path.join(root, "dist"), path.join(folder, "dist"), { recursive: true });
      const server = spawnServer(
        {
          HOST: "127.0.0.1",
          DATA_DIR: path.join(folder, "data"),
          LOG_LEVEL: "info",
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        },
        path.join(folder, "dist", "server", "main.js"),
      );
      const url = await server.listening;
      await publishTestContent(url);
      return { server, url };
    }

    /** What a couple's change is now: the same content with another title, published into the running site. */
    async function publishChangedTitle(url: string, folder: string, title: string) {
      const file = path.join(folder, "changed.yaml");
      const document = parseDocument(readFileSync(process.env.WEDDING_CONTENT_FILE ?? "content/wedding.yaml", "utf8"));
      document.setIn(["site", "title"], title);
      writeFileSync(file, document.toString());
      await publishContentFile(url, file);
    }

    test(
      "takes over: the next visit gets the new page online and offline, and older caches are deleted",
      { tag: "@desktop" },
      async ({ browser }, testInfo) => {
        test.setTimeout(SERVER_START_TIMEOUT_MS);
        const site = await copyOfTheSite(testInfo.outputPath("site"));
        const context = await browser.newContext({ baseURL: site.url, serviceWorkers: "allow" });
        try {
          const page = await context.newPage();
          await visitOnce(page);
          const oldTitle = await page.title();
          // What an older Workbox version's precache would have left behind.
          const outdated = await page.evaluate(async () => {
            const name = `workbox-precache-${new URL("/", location.href).href}`;
            await (await caches.open(name)).put("/old-file.js", new Response("old"));
            return name;
          });

          await publishChangedTitle(site.url, testInfo.outputPath("."), `New deploy · ${oldTitle}`);

          // Online, the next visit gets the new page from the network at once.
          await openPage(page);
          await expect(page).toHaveTitle(`New deploy · ${oldTitle}`);
          // The browser checks the worker on that visit, installs the new one, and it takes over by itself.
          await expect
            .poll(() => precachedPages(page), { timeout: 20_000 })
            .toEqual([expect.stringContaining("New deploy")]);
          await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).not.toContain(outdated);

          // Offline, the visit after shows the new page from the new precache.
          await context.setOffline(true);
          await openPage(page);
          await expect(page).toHaveTitle(`New deploy · ${oldTitle}`);
          await expect(page.getByText(publicContent.hero.invitationLine)).toBeVisible();
          await context.setOffline(false);
        } finally {
          await context.close();
          site.server.child.kill("SIGTERM");
          await site.server.exited;
        }
      },
    );
  });
});
