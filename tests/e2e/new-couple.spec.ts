import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./admin-support.ts";
import { firstRunServer } from "./first-run-server.ts";

/**
 * Issue 36's "must hold", as a new couple lives it with a phone only: the built server started with no
 * configuration (an empty database, no ADMIN_PASSWORD), the setup link from its log, an account, the setup wizard
 * (their names, three events, a phone's HEIC photo, a design and colours of their own), then the editor (eight
 * pictures straight from the phone, each described), published without touching a file; the guest page is theirs.
 */

const PORT = 5401;
const HEIC_PHOTO = path.join(import.meta.dirname, "../fixtures/photos/phone-4032x3024.heic");
/** Publishing makes the pages and every picture's variants on the server: nine phone-sized pictures at the end. */
const PUBLISH_TIMEOUT_MS = 180_000;
const GALLERY_PICTURES = 8;

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
    {
      title: "Farewell Brunch",
      date: "2027-05-16",
      start: "10:00",
      end: "12:30",
      place: "The Ferreira Garden",
      address: "3 Jan Smuts Avenue, Westcliff",
    },
  ],
  photoAlt: "Zanele and Tiago laughing in the garden",
  design: "Modern",
  /** Their own colours, none of the ready palettes': dark green words on cream, a plum button. */
  colours: { Text: "#1d3b2a", Buttons: "#6a2c5b", Background: "#fbf7ee" },
} as const;

const site = firstRunServer(PORT, "new-couple");
let picturesDir: string;

/** Eight photos as a phone names and sizes them (IMG_2041.JPG…, 4032 × 3024), each its own colours. */
test.beforeAll(async () => {
  picturesDir = await mkdtemp(path.join(tmpdir(), "wedding-e2e-phone-pictures-"));
  await Promise.all(
    Array.from({ length: GALLERY_PICTURES }, (_, index) => {
      const hue = (index * 45) % 360;
      const circle = `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><circle cx="${1200 + index * 200}" cy="1512" r="900" fill="hsl(${hue},60%,45%)"/></svg>`;
      return sharp({
        create: { width: 4032, height: 3024, channels: 3, background: `hsl(${(hue + 180) % 360},40%,80%)` },
      })
        .composite([{ input: Buffer.from(circle) }])
        .jpeg({ quality: 70 })
        .toFile(path.join(picturesDir, `IMG_${2041 + index}.JPG`));
    }),
  );
});

test.afterAll(async () => {
  await rm(picturesDir, { recursive: true, force: true });
});

async function next(page: Page, heading: string) {
  await page.getByRole("button", { name: /^(Next|Skip for now)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
}

/** Unfolds one of the editor's sections (by its title) and gives it back. */
async function section(page: Page, title: string): Promise<Locator> {
  const details = page.locator("details", { has: page.locator("summary", { hasText: new RegExp(`^${title}`) }) });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await details.locator("summary").click();
  }
  return details;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(", ")})`;

test("a new couple goes from the setup link to their own whole site on a phone, touching no file", async ({ page }) => {
  test.setTimeout(2 * PUBLISH_TIMEOUT_MS + 60_000);
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

  // Three events, the second and third added.
  const fillEvent = async (group: string, event: (typeof COUPLE.events)[number]) => {
    const fields = page.getByRole("group", { name: group });
    await fields.getByLabel("What is it?").fill(event.title);
    await fields.getByLabel("Day").fill(event.date);
    await fields.getByLabel("Starts").fill(event.start);
    await fields.getByLabel("Ends").fill(event.end);
    await fields.getByLabel("Place").fill(event.place);
    await fields.getByLabel("Address").fill(event.address);
  };
  for (const [index, event] of COUPLE.events.entries()) {
    const group = index === 0 ? "Your event" : `Event ${index + 1} of ${index + 1}`;
    if (index > 0) {
      await page.getByRole("button", { name: "+ Add another event" }).click();
      await expect(page.getByRole("group", { name: group }).getByLabel("What is it?")).toBeFocused();
    }
    await fillEvent(group, event);
  }
  await expectNoAxeViolations(page);
  await next(page, "A photo of the two of you");

  // A phone's HEIC photo: the browser cannot show it, so its name and size stand in.
  await page.getByLabel("Choose a photo").setInputFiles(HEIC_PHOTO);
  await expect(page.getByText("phone-4032x3024.heic,")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("What the photo shows").fill(COUPLE.photoAlt);
  await page.getByRole("radio", { name: /^Top/ }).check();
  await expectNoAxeViolations(page);
  await next(page, "Choose a design");

  await page.getByRole("radio", { name: new RegExp(`^${COUPLE.design}`) }).check();
  await next(page, "Choose your colours");
  await page.getByRole("radio", { name: /^Choose my own/ }).check();
  for (const [name, hex] of Object.entries(COUPLE.colours)) await page.getByLabel(new RegExp(`^${name} #`)).fill(hex);
  await expectNoAxeViolations(page);
  await next(page, "Ready to publish");
  for (const event of COUPLE.events) await expect(page.getByText(event.title)).toBeVisible();
  await expectNoAxeViolations(page);
  // The same screen on a wide one: the wizard lays its answers out side by side there.
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  if (phone) await page.setViewportSize(phone);

  await page.getByRole("button", { name: "Publish my site" }).click();
  await expect(page.getByText("Publishing your site…")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your site is live" })).toBeVisible({
    timeout: PUBLISH_TIMEOUT_MS,
  });
  await expectNoAxeViolations(page);

  // The editor: eight photos straight from the phone, chosen at once, each described.
  await page.goto(`${site.origin()}/admin#site`);
  const gallery = await section(page, "Gallery");
  const files = Array.from({ length: GALLERY_PICTURES }, (_, index) =>
    path.join(picturesDir, `IMG_${2041 + index}.JPG`),
  );
  await gallery.getByLabel("Add photos").setInputFiles(files);
  const photos = gallery.locator("ol").first().locator(":scope > li");
  await expect(photos).toHaveCount(GALLERY_PICTURES, { timeout: 60_000 });
  const descriptions = files.map((_, index) => `Photo ${index + 1} of Zanele and Tiago's year`);
  for (const [index, description] of descriptions.entries()) {
    await photos.nth(index).getByLabel("Describe the photo").fill(description);
  }
  await expect(page.getByRole("region", { name: /to fix before you publish/ })).toHaveCount(0);
  await expect(page.getByText(/^Saved at \d/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published — guests see it now.")).toBeVisible({ timeout: PUBLISH_TIMEOUT_MS });

  // The guest page is theirs: their names, three events, their photo, design and colours, and the eight pictures.
  await page.goto(`${site.origin()}/`);
  const names = `${COUPLE.partners[0].firstName} & ${COUPLE.partners[1].firstName}`;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(COUPLE.partners[0].firstName);
  await expect(page.locator("body")).toContainText(names);
  for (const event of COUPLE.events) await expect(page.locator("#wedding-info")).toContainText(event.title);
  await expect(page.locator("html")).toHaveAttribute("data-design", COUPLE.design.toLowerCase());
  await expect(page.locator("body")).toHaveCSS("color", rgb(COUPLE.colours.Text));
  await expect(page.getByRole("img", { name: COUPLE.photoAlt })).toBeAttached();
  const gallerySection = page.locator("#gallery");
  await gallerySection.scrollIntoViewIfNeeded();
  for (const description of descriptions) await expect(gallerySection.getByAltText(description).first()).toBeAttached();
});
