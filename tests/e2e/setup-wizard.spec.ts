import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./admin-support.ts";
import { firstRunServer } from "./first-run-server.ts";

/**
 * The first run as a couple without a developer lives it (issue 36, part 1): a server with an empty database and no
 * ADMIN_PASSWORD, the setup link from its log, an account, then the setup wizard on a phone, from names to a
 * published site the guest page shows within seconds.
 */

// Apart from the shared server (E2E_PORT) and the history spec beside it (E2E_PORT + 1).
const PORT = 5421;
const HEIC_PHOTO = path.join(import.meta.dirname, "../fixtures/photos/phone-4032x3024.heic");
/** Publishing makes the pages and the photo's variants (a 12-megapixel HEIC) on the server. */
const PUBLISH_TIMEOUT_MS = 120_000;

/** The new couple's answers: the test reads what it expects on the guest page from here. */
const COUPLE = {
  partners: [
    { firstName: "Zanele", lastName: "Mokoena" },
    { firstName: "Tiago", lastName: "Ferreira" },
  ],
  events: [
    {
      title: "Umembeso",
      date: "2027-05-08",
      start: "11:00",
      end: "16:00",
      place: "The Mokoena Home",
      address: "14 Vilakazi Street, Orlando West",
    },
    {
      title: "White Wedding",
      date: "2027-05-15",
      start: "14:30",
      end: "23:00",
      place: "Shepstone Gardens",
      address: "Shepstone Road, Mountain View, Johannesburg",
    },
  ],
  photoAlt: "Zanele and Tiago laughing in the garden",
} as const;

const site = firstRunServer(PORT, "wizard");

async function next(page: Page, heading: string) {
  await page.getByRole("button", { name: /^(Next|Skip for now)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
}

test("a new couple goes from the setup link to their own published site on a phone", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT_MS + 60_000);
  await page.goto(await site.setupLink());
  await page.getByLabel("Your name").fill(COUPLE.partners[0].firstName);
  await page.getByLabel("Email").fill("zanele@example.com");
  await page.getByLabel("Password").fill("a long enough password");
  await page.keyboard.press("Enter");

  // Names: nothing written yet is said at the fields.
  await expect(page.getByRole("heading", { level: 1, name: "What are your names?" })).toBeFocused();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toContainText("answers need a look");
  await expect(page.getByLabel("First name").first()).toBeFocused();
  await expectNoAxeViolations(page);
  for (const [index, partner] of COUPLE.partners.entries()) {
    await page.getByLabel("First name").nth(index).fill(partner.firstName);
    await page.getByLabel("Last name (optional)").nth(index).fill(partner.lastName);
  }
  await expect(page.getByLabel("Your initials")).toHaveValue("Z & T");
  await next(page, "When and where?");

  // Two events, the second added.
  const [first, second] = COUPLE.events;
  const fillEvent = async (group: string, event: (typeof COUPLE.events)[number]) => {
    const fields = page.getByRole("group", { name: group });
    await fields.getByLabel("What is it?").fill(event.title);
    await fields.getByLabel("Day").fill(event.date);
    await fields.getByLabel("Starts").fill(event.start);
    await fields.getByLabel("Ends").fill(event.end);
    await fields.getByLabel("Place").fill(event.place);
    await fields.getByLabel("Address").fill(event.address);
  };
  await fillEvent("Your event", first);
  await page.getByRole("button", { name: "+ Add another event" }).click();
  await expect(page.getByRole("group", { name: "Event 2 of 2" }).getByLabel("What is it?")).toBeFocused();
  await fillEvent("Event 2 of 2", second);
  await expectNoAxeViolations(page);
  await next(page, "A photo of the two of you");

  // A phone's HEIC photo: the browser cannot show it, so its name and size stand in.
  await page.getByLabel("Choose a photo").setInputFiles(HEIC_PHOTO);
  await expect(page.getByText("phone-4032x3024.heic,")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("What the photo shows").fill(COUPLE.photoAlt);
  await page.getByRole("radio", { name: /^Top/ }).check();
  await expectNoAxeViolations(page);
  await next(page, "Choose a design");

  await page.getByRole("radio", { name: /^Monogram/ }).check();
  await next(page, "Choose your colours");
  await page.getByRole("radio", { name: /^Emerald and gold/ }).check();
  await expectNoAxeViolations(page);
  await next(page, "Ready to publish");
  await expect(page.getByText(second.title)).toBeVisible();
  await expectNoAxeViolations(page);

  // The progress while the server makes the pages is setup-wizard.test.tsx's: here it may pass too quickly to see.
  await page.getByRole("button", { name: "Publish my site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your site is live" })).toBeVisible({
    timeout: PUBLISH_TIMEOUT_MS,
  });
  await expectNoAxeViolations(page);

  // The guest page is theirs now: their names and both events.
  await page.goto(`${site.origin()}/`);
  const names = `${COUPLE.partners[0].firstName} & ${COUPLE.partners[1].firstName}`;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(COUPLE.partners[0].firstName);
  await expect(page.locator("body")).toContainText(names);
  for (const event of COUPLE.events) await expect(page.locator("#wedding-info")).toContainText(event.title);
});
