import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicContent as content } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import {
  captureGtag,
  freezeClock,
  gtagCalls,
  gtagEvents,
  hydrated,
  MENU_ENTRIES,
  openPage,
  SECOND_MENU_ENTRY,
  stubThirdParties,
} from "./support.ts";

/** Every expected word below comes from the content, so the checks hold for any couple. */
const NAMES = coupleNames(content);
const TARGET = Date.parse(content.countdownTarget);

/** 2025-09-27T10:00:00+02:00 → 20250927T080000Z, as calendar links and files write an instant. */
function utcStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A text value as an iCalendar file writes it (RFC 5545 3.3.11). */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

test.beforeEach(async ({ page }) => {
  await captureGtag(page);
  await stubThirdParties(page);
});

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("page sections", { tag: "@content" }, () => {
  test.describe("navigation", () => {
    test("lists the entries of the sections on the page in order in a 14rem menu, with the right icons", async ({
      page,
    }) => {
      await openPage(page);
      await expect(page.getByRole("link", { name: `Home: ${content.couple.initials}` })).toHaveAttribute(
        "href",
        "#home",
      );
      const toggle = page.getByRole("button", { name: /menu/i });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "menu");
      await toggle.click();
      await expect(toggle).toHaveAccessibleName("Close menu");
      await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "close");
      const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      // The sections' entries (a site in several languages lists its languages after them: languages.spec.ts).
      const links = menu.locator('a[href^="#"]');
      // An empty story or gallery is not on the page, nor in the menu (the seven entries for the example couple).
      await expect(links).toHaveText(MENU_ENTRIES.map((entry) => entry.label));
      const anchors = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
      expect(anchors).toEqual(MENU_ENTRIES.map((entry) => `#${entry.anchor}`));
      const width = await menu.evaluate((element) => element.getBoundingClientRect().width);
      const rem = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(width).toBe(14 * rem);
    });

    test("choosing an entry closes the menu, tracks it and moves to the anchor", async ({ page }) => {
      await openPage(page);
      await page.getByRole("button", { name: /menu/i }).click();
      await page.getByRole("link", { name: "Wedding Info" }).click();
      await expect(page.getByRole("link", { name: "Wedding Info" })).toBeHidden();
      await expect(page).toHaveURL(/#wedding-info$/);
      await expect(page.locator("#wedding-info")).toBeInViewport();
      expect(await gtagEvents(page, "navigation_click")).toEqual([
        { event_category: "wedding_site", event_label: "wedding info" },
      ]);
    });

    test("closes 2.5 s after the pointer leaves, unless it comes back", { tag: "@desktop" }, async ({ page }) => {
      await freezeClock(page);
      await openPage(page);
      const toggle = page.getByRole("button", { name: /menu/i });
      await toggle.click();
      const entry = page.getByRole("link", { name: SECOND_MENU_ENTRY });
      await entry.hover();
      await page.mouse.move(5, 400);
      await page.clock.runFor(2400);
      await expect(entry).toBeVisible();
      await entry.hover(); // re-entering cancels the timer
      await page.clock.runFor(3000);
      await expect(entry).toBeVisible();
      await page.mouse.move(5, 400);
      await page.clock.runFor(2499);
      await expect(entry).toBeVisible();
      await page.clock.runFor(2);
      await expect(entry).toBeHidden();
    });

    test("Escape closes the menu and gives focus back to the toggle", async ({ page }) => {
      await openPage(page);
      const toggle = page.getByRole("button", { name: /menu/i });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Home", exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("link", { name: SECOND_MENU_ENTRY })).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });

  test.describe("hero", () => {
    test("animates the names letter by letter, 100 ms apart over 0.6 s", async ({ page }) => {
      await openPage(page);
      const letters = page.locator("#home-title .hero-letter");
      await expect(letters).toHaveCount(Array.from(NAMES).length);
      // When each letter starts to rise (ms after the names appear) and how long it takes: its animation holds it
      // hidden (opacity 0), moves it, then holds it up (opacity 1).
      const rises = await letters.evaluateAll((all) =>
        all.map((letter) => {
          const [animation] = letter.getAnimations();
          const effect = animation?.effect as KeyframeEffect | undefined;
          if (!effect) return null;
          const duration = Number(effect.getComputedTiming().duration);
          const keyframes = effect.getKeyframes();
          const hiddenUntil = Math.max(
            ...keyframes.filter((frame) => frame.opacity === "0").map((f) => f.computedOffset),
          );
          const upFrom = Math.min(...keyframes.filter((frame) => frame.opacity === "1").map((f) => f.computedOffset));
          return {
            start: Math.round(Number(effect.getComputedTiming().delay) + hiddenUntil * duration),
            length: Math.round((upFrom - hiddenUntil) * duration),
          };
        }),
      );
      expect(rises[0]).toEqual({ start: 0, length: 600 });
      expect(rises[3]).toEqual({ start: 300, length: 600 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(NAMES);
      await expect(page.getByRole("link", { name: "RSVP Now" })).toHaveAttribute("href", "#rsvp");
    });

    test("holds the letters until the hero is seen when the page opens further down", async ({ page }) => {
      await page.goto("/#FindUs");
      // The link lands at once (no glide through every section, waking each one's lazy parts on the way): the
      // section is in view as the page loads (its top at the top, or lower where the page ends below it).
      const landing = await page.evaluate(() => ({
        top: document.getElementById("FindUs")?.getBoundingClientRect().top ?? Number.NaN,
        height: window.innerHeight,
      }));
      expect(landing.top).toBeGreaterThan(-landing.height / 2);
      expect(landing.top).toBeLessThan(landing.height);
      await hydrated(page);
      const heading = page.locator("#home-title");
      await expect(heading).toHaveAttribute("data-state", "waiting");
      await page.locator("#home").scrollIntoViewIfNeeded();
      await expect(heading).toHaveAttribute("data-state", "playing");
    });
  });

  test.describe("countdown", () => {
    const digits = (page: import("@playwright/test").Page) =>
      page.getByRole("region", { name: "Countdown to the wedding" }).locator("li > span:first-child");

    // The wedding's own zone, then guests' zones far to the west and east of it.
    const zones = [...new Set([content.timeZone, "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"])];
    for (const timezoneId of zones) {
      test(`counts down to ${content.countdownTarget} in ${timezoneId}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ timezoneId, baseURL });
        const page = await context.newPage();
        // 1 day, 2 hours, 3 minutes and 4 seconds before the target; time stands still until the test moves it.
        const now = TARGET - ((26 * 60 + 3) * 60 + 4) * 1000;
        await freezeClock(page, now);
        await openPage(page);
        await expect(digits(page)).toHaveText(["01", "02", "03", "04"]);
        await page.clock.runFor(1000);
        await expect(digits(page)).toHaveText(["01", "02", "03", "03"]);
        await context.close();
      });
    }

    test("shows zeros at and after the target", async ({ page }) => {
      await freezeClock(page, TARGET - 2000);
      await openPage(page);
      await expect(digits(page)).toHaveText(["00", "00", "00", "02"]);
      await page.clock.runFor(2000);
      await expect(digits(page)).toHaveText(["00", "00", "00", "00"]);
      await page.clock.runFor(60_000);
      await expect(digits(page)).toHaveText(["00", "00", "00", "00"]);
    });

    test("pads days past 99 without cutting them", async ({ page }) => {
      await freezeClock(page, TARGET - 120 * 86_400_000);
      await openPage(page);
      await expect(digits(page)).toHaveText(["120", "00", "00", "00"]);
    });
  });

  test.describe("our story", () => {
    const { story } = content;

    test("shows every milestone, each revealed once with a 120 ms × index delay", async ({ page }) => {
      test.skip(story.milestones.length === 0, "no story in the content: page.spec.ts checks it is not on the page");
      test.slow(); // scrolls through the whole story, one milestone at a time
      await openPage(page);
      await expect(page.getByRole("heading", { name: story.heading })).toBeVisible();
      const items = page.locator("#our-story li.milestone");
      await expect(items.locator("h3")).toHaveText(story.milestones.map((milestone) => milestone.title));
      await expect(items.last()).toHaveAttribute("data-reveal", "hidden");
      for (let index = 0; index < story.milestones.length; index++) {
        const item = items.nth(index);
        await item.scrollIntoViewIfNeeded();
        await expect(item).toHaveAttribute("data-reveal", "shown");
        expect(await item.evaluate((element) => element.style.transitionDelay)).toBe(`${index * 120}ms`);
      }
      await page.locator("#home").scrollIntoViewIfNeeded();
      await expect(items.first()).toHaveAttribute("data-reveal", "shown");
      await expect(items.last()).toHaveAttribute("data-reveal", "shown");
    });
  });

  test.describe("wedding information", () => {
    test("lists every fact, with directions opening the maps page in a new tab", async ({ page }) => {
      const { events, beveragesNote, gifts, theme } = content;
      await openPage(page);
      const info = page.locator("#wedding-info");
      // One card per event, then a card for each note the content has: none for what it leaves out.
      await expect(info.getByRole("heading", { level: 3 })).toHaveText([
        ...events.map((event) => event.title),
        ...(beveragesNote ? ["Beverages"] : []),
        ...(gifts ? [gifts.heading] : []),
        ...(theme.name || theme.paletteImage ? [theme.heading] : []),
      ]);
      const facts = events.flatMap((event) => [
        event.dayLabel,
        event.timeLabel,
        // A venue named like its event (the example's Reception) is not repeated under the title.
        ...(event.venue.name === event.title ? [] : [event.venue.name]),
        event.venue.address,
        ...(event.venue.directionsHint ? [`Hint: ${event.venue.directionsHint}`] : []),
        ...(event.description ? [event.description] : []),
      ]);
      if (beveragesNote) facts.push(beveragesNote);
      if (gifts) facts.push(gifts.note);
      if (gifts && gifts.stores.length > 0) facts.push(`Suggested stores: ${gifts.stores.join(", ")}`);
      if (theme.name) facts.push(theme.name);
      for (const text of facts) {
        await expect(info.getByText(text, { exact: true }).first()).toBeVisible();
      }
      await expect(info.getByText(/^Suggested stores:/)).toHaveCount(gifts && gifts.stores.length > 0 ? 1 : 0);
      const palette = info.getByRole("img", { name: /^Colour palette/ });
      if (theme.paletteImage) {
        await expect(palette).toHaveAccessibleName(
          `Colour palette: ${theme.colours.map((colour) => colour.name).join(", ")}`,
        );
        await expect(palette).toBeVisible();
      } else {
        await expect(palette).toHaveCount(0);
      }

      const [first] = events;
      if (!first) throw new Error("the content has no event");
      const directions = info
        .getByRole("link", { name: `Directions to ${first.venue.name} (opens in a new tab)`, exact: true })
        .first();
      const expected = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(first.venue.address)}`;
      await expect(directions).toHaveAttribute("href", expected);
      await expect(directions).toHaveAttribute("target", "_blank");
      const [popup] = await Promise.all([page.waitForEvent("popup"), directions.click()]);
      expect(popup.url()).toBe(expected);
      expect(await gtagEvents(page, "external_link_click")).toEqual([
        { event_category: "wedding_site", event_label: `directions_${first.id}`, link_url: expected },
      ]);
    });
  });

  test.describe("find us and save the date", () => {
    const { findUs, calendar, events } = content;
    const mapEvent = events.find((event) => event.id === findUs.mapEventId);
    if (!mapEvent) throw new Error(`findUs.mapEventId ${findUs.mapEventId} names no event`);

    test("embeds the map only after Show map and links directions and the calendar", async ({ page }) => {
      await openPage(page);
      const section = page.locator("#FindUs");
      await expect(section.getByRole("heading", { name: findUs.heading })).toBeVisible();
      const lines = section.getByRole("list").first().getByRole("listitem");
      await expect(lines).toHaveText(findUs.eventText);
      for (const line of await lines.all()) await expect(line).toBeVisible();
      // Google's map waits for the guest (decision 16): a card with the venue until Show map.
      const map = section.locator("iframe");
      await expect(map).toHaveCount(0);
      const placeholder = section.getByTestId("map-placeholder");
      await expect(placeholder).toContainText(mapEvent.venue.name);
      await expect(placeholder).toContainText(mapEvent.venue.address);
      await placeholder.getByRole("button", { name: /Show map/ }).click();
      await expect(map).toHaveAttribute("title", `Map of ${mapEvent.venue.name}, ${mapEvent.venue.address}`);
      await expect(map).toBeFocused();

      // One event: one link, as the calendar block says. Several: one link per event, each at its own times.
      const calendarLinks =
        events.length === 1
          ? [{ link: section.getByRole("link", { name: /Add to Calendar/ }), entry: calendar }]
          : events.map((event) => ({
              link: section.getByRole("link", {
                name: `${event.title}, ${event.dayLabel} (opens in a new tab)`,
                exact: true,
              }),
              entry: { title: `${NAMES}: ${event.title}`, start: event.start, end: event.end },
            }));
      if (events.length > 1) {
        await expect(calendarLinks[0]?.link ?? section).toBeHidden();
        await section.locator("summary", { hasText: "Add to Calendar" }).click();
      }
      for (const { link, entry } of calendarLinks) {
        await expect(link).toBeVisible();
        const href = new URL((await link.getAttribute("href")) ?? "");
        expect(href.origin + href.pathname).toBe("https://calendar.google.com/calendar/render");
        expect(href.searchParams.get("action")).toBe("TEMPLATE");
        expect(href.searchParams.get("text")).toBe(entry.title);
        expect(href.searchParams.get("dates")).toBe(`${utcStamp(entry.start)}/${utcStamp(entry.end)}`);
        if ("location" in entry) expect(href.searchParams.get("location")).toBe(entry.location);
        if ("details" in entry) expect(href.searchParams.get("details")).toBe(entry.details);
        await expect(link).toHaveAttribute("target", "_blank");
      }
      const calendarLink = calendarLinks[0]?.link ?? section;

      const [popup] = await Promise.all([page.waitForEvent("popup"), calendarLink.click()]);
      await popup.close();
      const getDirections = section.getByRole("link", { name: /Get Directions/ });
      await expect(getDirections).toHaveAttribute(
        "href",
        `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(mapEvent.venue.address)}`,
      );
      const [directionsPopup] = await Promise.all([page.waitForEvent("popup"), getDirections.click()]);
      await directionsPopup.close();
      expect((await gtagEvents(page, "external_link_click")).map((event) => event.event_label)).toEqual([
        "add_to_calendar",
        "get_directions",
      ]);
    });

    test("offers an .ics file of every event that calendars accept", async ({ page, request }) => {
      await openPage(page);
      const download = page.locator("#FindUs").getByRole("link", { name: /Download \.ics/ });
      const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
      expect(file.suggestedFilename()).toBe("wedding.ics");
      expect((await gtagEvents(page, "external_link_click")).map((event) => event.event_label)).toEqual([
        "download_ics",
      ]);

      const response = await request.get("/wedding.ics");
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const body = await response.text();
      expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
      expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
      // Long lines are folded (a line break and a space); the checks read the lines unfolded.
      const unfolded = body.replace(/\r\n[ \t]/g, "");
      for (const event of events) {
        expect(unfolded).toContain(`DTSTART:${utcStamp(event.start)}`);
        expect(unfolded).toContain(`DTEND:${utcStamp(event.end)}`);
        const place =
          event.venue.name === event.title ? event.venue.address : `${event.venue.name}, ${event.venue.address}`;
        expect(unfolded).toContain(`LOCATION:${icsText(place)}\r\n`);
      }
      expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
      for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    });
  });

  test.describe("footer and floating button", () => {
    test("the footer carries names, date, this year's copyright and the credit", async ({ page }) => {
      await openPage(page);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(NAMES, { exact: true })).toBeVisible();
      await expect(footer.getByText(content.footer.dateLabel, { exact: true })).toBeVisible();
      await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
      await expect(footer.getByText(content.site.designerCredit.name)).toBeVisible();
    });

    test("the floating button scrolls to the upload section", async ({ page }) => {
      await openPage(page);
      const button = page.getByRole("button", { name: "Click to upload photos" });
      await expect(button).toHaveAttribute("title", "Click to upload photos");
      await expect(button).toContainText("UPLOAD YOUR IMAGES");
      const box = await button.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThan(32);
      expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(32);
      await button.click();
      await expect(page.locator("#photo-upload")).toBeInViewport();
      await expect(page.locator("#photo-upload")).toBeFocused();
    });
  });

  test.describe("toasts", () => {
    test("stack at the top right, announce, one per topic, close by button after a 300 ms slide, and expire after 30 s", async ({
      page,
      context,
    }) => {
      await freezeClock(page);
      await openPage(page);
      const toasts = page.getByRole("region", { name: "Notifications" }).locator("[data-kind]");
      await context.setOffline(true);
      await expect(toasts).toHaveCount(1);
      await expect(toasts.nth(0)).toHaveAttribute("data-kind", "warning");
      await expect(toasts.nth(0)).toHaveAttribute("role", "status");
      await expect(toasts.nth(0)).toContainText(PAGE_WORDS_EN.connection.offline);
      // Back online replaces the offline message: one message about the connection.
      await context.setOffline(false);
      await expect(toasts).toHaveCount(1);
      await expect(toasts.nth(0)).toHaveAttribute("data-kind", "info");
      await expect(toasts.nth(0)).toContainText(PAGE_WORDS_EN.connection.online);
      // A message on another topic (the RSVP form's) stacks below it.
      await page.locator("#rsvp").getByRole("button", { name: PAGE_WORDS_EN.rsvpForm.submit }).click();
      await expect(toasts).toHaveCount(2);
      await expect(toasts.nth(1)).toHaveAttribute("data-kind", "error");
      await expect(toasts.nth(1)).toHaveAttribute("role", "alert");
      const [first, second] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()];
      expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
      const viewport = page.viewportSize();
      expect(first && viewport && viewport.width - (first.x + first.width)).toBeLessThanOrEqual(24);
      expect(first?.y).toBeLessThanOrEqual(24);
      await expect(toasts.nth(0).locator(".toast-progress")).toHaveCSS("animation-duration", "30s");

      await toasts.nth(0).getByRole("button", { name: "Close notification" }).click();
      await expect(toasts.nth(0)).toHaveAttribute("data-state", "closing");
      await page.clock.runFor(299);
      await expect(toasts).toHaveCount(2);
      await page.clock.runFor(2);
      await expect(toasts).toHaveCount(1);

      await page.clock.runFor(30_000 - 301 - 1);
      await expect(toasts).toHaveCount(1);
      await page.clock.runFor(1 + 300);
      await expect(toasts).toHaveCount(0);
    });
  });

  test.describe("analytics", () => {
    test("sends the page view, device info, scroll depth once each and time on site", async ({ page }, testInfo) => {
      await freezeClock(page);
      await openPage(page);
      const calls = await gtagCalls(page);
      // A couple with a Google Analytics id sends the page view as gtag's config (the test's storage has said yes).
      const { gaMeasurementId } = content.site;
      expect(calls[0]).toEqual([
        ...(gaMeasurementId ? ["config", gaMeasurementId] : ["event", "page_view"]),
        expect.objectContaining({ page_path: "/", page_title: content.site.title }),
      ]);
      const viewport = page.viewportSize();
      expect(await gtagEvents(page, "device_info")).toEqual([
        {
          event_category: "wedding_site",
          event_label: testInfo.project.name === "mobile" ? "mobile" : "desktop",
          screen_resolution: expect.stringMatching(/^\d+x\d+$/),
          viewport_size: `${viewport?.width}x${viewport?.height}`,
        },
      ]);

      // Each position reaches the page: a jump (not the page's smooth scroll), done once its scroll event is dispatched.
      for (const fraction of [0.3, 0.6, 0.8, 1, 0.2, 1]) {
        await page.evaluate(
          (f) =>
            new Promise((resolve) => {
              window.addEventListener("scroll", resolve, { once: true, passive: true });
              window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * f, behavior: "instant" });
            }),
          fraction,
        );
      }
      await expect
        .poll(async () => (await gtagEvents(page, "scroll_depth")).map((event) => [event.event_label, event.value]))
        .toEqual([
          ["scroll_25%", 25],
          ["scroll_50%", 50],
          ["scroll_75%", 75],
          ["scroll_100%", 100],
        ]);

      await page.clock.runFor(42_000);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      const [timeOnSite] = await gtagEvents(page, "time_on_site");
      expect(timeOnSite?.value).toBeGreaterThanOrEqual(42);
      expect(timeOnSite?.event_category).toBe("wedding_site");
    });
  });

  test.describe("motion and accessibility", () => {
    test("with reduced motion everything is visible and still", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
      const page = await context.newPage();
      await openPage(page);
      expect(
        await page
          .locator(".hero-letter")
          .first()
          .evaluate((letter) => getComputedStyle(letter).animationName),
      ).toBe("none");
      // Every milestone is shown at once (none when the content has no story).
      await expect(page.locator("#our-story li.milestone[data-reveal='hidden']")).toHaveCount(0);
      await expect(page.locator("#our-story li.milestone[data-reveal='shown']")).toHaveCount(
        content.story.milestones.length,
      );
      await context.close();
    });

    test("axe finds no violations with the menu open", async ({ page }) => {
      test.slow(); // axe walks the whole page: slow on a busy two-core machine
      await openPage(page);
      await page.getByRole("button", { name: /menu/i }).click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    for (const width of [320, 390, 768, 1024, 1440]) {
      test(`reads well at ${width} px`, { tag: "@desktop" }, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBe(0);
        await page.screenshot({ path: testInfo.outputPath(`page-${width}.png`), fullPage: true });
      });
    }
  });
});
