import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { captureGtag, freezeClock, gtagCalls, gtagEvents, openPage, stubThirdParties } from "./support.ts";

const TARGET = Date.parse("2025-09-27T10:00:00+02:00");

test.beforeEach(async ({ page }) => {
  await captureGtag(page);
  await stubThirdParties(page);
});

test.describe("navigation", () => {
  test("lists the seven entries in order in a 14rem menu, with the right icons", async ({ page }) => {
    await openPage(page);
    await expect(page.getByRole("link", { name: "Home: T & L" })).toHaveAttribute("href", "#home");
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "menu");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "close");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const links = menu.getByRole("link");
    await expect(links).toHaveText(["Home", "Our Story", "Wedding Info", "Gallery", "RSVP", "Find Us", "Share Photos"]);
    const anchors = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    expect(anchors).toEqual(["#home", "#our-story", "#wedding-info", "#gallery", "#rsvp", "#FindUs", "#photo-upload"]);
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

  test("closes 2.5 s after the pointer leaves, unless it comes back", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "a phone has no pointer to leave the menu");
    await freezeClock(page);
    await openPage(page);
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    const entry = page.getByRole("link", { name: "Our Story" });
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
    await expect(page.getByRole("link", { name: "Our Story" })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("hero", () => {
  test("animates the names letter by letter, 100 ms apart over 0.6 s", async ({ page }) => {
    await openPage(page);
    const letters = page.locator("#home-title .hero-letter");
    await expect(letters).toHaveCount("Thabo & Lerato".length);
    const timings = await letters.evaluateAll((all) =>
      all.map((letter) => {
        const style = getComputedStyle(letter);
        return [style.animationName, style.animationDelay, style.animationDuration];
      }),
    );
    expect(timings[0]).toEqual(["letter-in", "0s", "0.6s"]);
    expect(timings[3]).toEqual(["letter-in", "0.3s", "0.6s"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Thabo & Lerato");
    await expect(page.getByRole("link", { name: "RSVP Now" })).toHaveAttribute("href", "#rsvp");
  });

  test("holds the letters until the hero is seen when the page opens further down", async ({ page }) => {
    await openPage(page, "/#FindUs");
    const heading = page.locator("#home-title");
    await expect(heading).toHaveAttribute("data-state", "waiting");
    await page.locator("#home").scrollIntoViewIfNeeded();
    await expect(heading).toHaveAttribute("data-state", "playing");
  });
});

test.describe("countdown", () => {
  const digits = (page: import("@playwright/test").Page) =>
    page.getByRole("region", { name: "Countdown to the wedding" }).locator("li > span:first-child");

  for (const timezoneId of ["Africa/Johannesburg", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"]) {
    test(`counts down to 27 Sep 2025 10:00 +02:00 in ${timezoneId}`, async ({ browser, baseURL }) => {
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
  test("shows six milestones, each revealed once with a 120 ms × index delay", async ({ page }) => {
    test.slow(); // scrolls through the whole story, one milestone at a time
    await openPage(page);
    await expect(page.getByRole("heading", { name: "A Love Story" })).toBeVisible();
    const items = page.locator("#our-story li.milestone");
    await expect(items.locator("h3")).toHaveText([
      "We Met",
      "We Became Official",
      "Our Son Lwazi Was Born",
      "The Proposal & Our First Home",
      "A New Home",
      "9 Years & Our Wedding",
    ]);
    await expect(items.last()).toHaveAttribute("data-reveal", "hidden");
    for (let index = 0; index < 6; index++) {
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
    await openPage(page);
    const info = page.locator("#wedding-info");
    for (const text of [
      "Saturday 27 Sept 2025",
      "10:00 AM",
      "Church @ Allen Temple",
      "188 Ingedezi Street, Zone 7, Meadowlands",
      "12:30 PM (for 1:00 PM)",
      "12278, Zone 9, Meadowlands",
      "Hint: Use Mjakes Truckshop for directions",
      "Sunday 28 Sept 2025",
      "12:30 PM for 1:00 PM",
      "Molapo Park",
      "1335 Monnatlala St, Molapo, Soweto, 1818",
      "Join us for the continuation of our celebration.",
      "Attendees are encouraged to cater for their own beverage needs.",
      "Gift cards preferred",
      "Suggested stores: Woolworths, @Home, Volpes, Coricraft",
      "Shades of Blue and Brown",
    ]) {
      await expect(info.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(info.getByRole("img", { name: /Colour palette/ })).toBeVisible();

    const directions = info.getByRole("link", { name: /Directions to Church @ Allen Temple/ });
    const expected = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("188 Ingedezi Street, Zone 7, Meadowlands")}`;
    await expect(directions).toHaveAttribute("href", expected);
    await expect(directions).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), directions.click()]);
    expect(popup.url()).toBe(expected);
    expect(await gtagEvents(page, "external_link_click")).toEqual([
      { event_category: "wedding_site", event_label: "directions_matrimony", link_url: expected },
    ]);
  });
});

test.describe("find us and save the date", () => {
  test("embeds the map lazily and links directions and the calendar", async ({ page }) => {
    await openPage(page);
    const section = page.locator("#FindUs");
    await expect(section.getByRole("heading", { name: "Find Us & Save the Date" })).toBeVisible();
    for (const line of [
      "Saturday 27 Sep: Matrimony at 10:00 AM at Church @ Allen Temple",
      "Reception at 12:30 PM",
      "Sunday 28 Sep: Molapo Park, 12:30 PM",
      "Theme: Shades of Blue and Brown",
    ]) {
      await expect(section.getByText(line)).toBeVisible();
    }
    const map = section.locator("iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /Map of Church @ Allen Temple/);

    const calendar = section.getByRole("link", { name: /Add to Calendar/ });
    const href = new URL((await calendar.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(href.searchParams.get("action")).toBe("TEMPLATE");
    expect(href.searchParams.get("dates")).toBe("20250927T080000Z/20250928T170000Z");
    expect(href.searchParams.get("location")).toContain("Meadowlands");
    expect(href.searchParams.get("details")).toContain("Molapo Park");
    await expect(calendar).toHaveAttribute("target", "_blank");

    const [popup] = await Promise.all([page.waitForEvent("popup"), calendar.click()]);
    await popup.close();
    const [directionsPopup] = await Promise.all([
      page.waitForEvent("popup"),
      section.getByRole("link", { name: /Get Directions/ }).click(),
    ]);
    await directionsPopup.close();
    expect((await gtagEvents(page, "external_link_click")).map((event) => event.event_label)).toEqual([
      "add_to_calendar",
      "get_directions",
    ]);
  });

  test("offers an .ics file of both days that calendars accept", async ({ page, request }) => {
    await openPage(page);
    const download = page.locator("#FindUs").getByRole("link", { name: /Download \.ics/ });
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe("wedding.ics");
    expect((await gtagEvents(page, "external_link_click")).map((event) => event.event_label)).toEqual(["download_ics"]);

    const response = await request.get("/wedding.ics");
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(body).toContain("DTSTART:20250927T080000Z");
    expect(body).toContain("DTSTART:20250928T103000Z");
    expect(body).toContain("LOCATION:Molapo Park\\, 1335 Monnatlala St\\, Molapo\\, Soweto\\, 1818");
    expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

test.describe("footer and floating button", () => {
  test("the footer carries names, date, this year's copyright and the credit", async ({ page }) => {
    await openPage(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Thabo & Lerato", { exact: true })).toBeVisible();
    await expect(footer.getByText("September 27, 2025")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText("Designed with love for Thabo & Lerato")).toBeVisible();
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
  test("stack at the top right, announce, close by button after a 300 ms slide, and expire after 30 s", async ({
    page,
    context,
  }) => {
    await freezeClock(page);
    await openPage(page);
    const toasts = page.getByRole("region", { name: "Notifications" }).locator("[data-kind]");
    await context.setOffline(true);
    await expect(toasts).toHaveCount(1);
    await context.setOffline(false);
    await expect(toasts).toHaveCount(2);
    await expect(toasts.nth(0)).toHaveAttribute("data-kind", "warning");
    await expect(toasts.nth(0)).toHaveAttribute("role", "status");
    await expect(toasts.nth(0)).toContainText("You are offline.");
    await expect(toasts.nth(1)).toHaveAttribute("data-kind", "info");
    await expect(toasts.nth(1)).toContainText("You are back online.");
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
    expect(calls[0]).toEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/", page_title: expect.stringContaining("Thabo & Lerato") }),
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

    for (const fraction of [0.3, 0.6, 0.8, 1, 0.2, 1]) {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        fraction,
      );
      await page.waitForTimeout(50);
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
    await expect(page.locator("#our-story li.milestone[data-reveal='hidden']")).toHaveCount(0);
    await expect(page.locator("#our-story li.milestone").last()).toHaveAttribute("data-reveal", "shown");
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
    test(`reads well at ${width} px`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "one set of widths is enough");
      await page.setViewportSize({ width, height: 900 });
      await openPage(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`page-${width}.png`), fullPage: true });
    });
  }
});
