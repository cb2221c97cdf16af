import { expect, test } from "@playwright/test";
import { valueIn, withValue } from "../../src/client/admin/content/content-document.ts";
import { CONTENT_API, PREVIEW_PAGE_PATH, type PublishedContent } from "../../src/shared/content-api.ts";
import { adminApi, expectNoAxeViolations, ownAddress, serverOfTheFile, signInThroughPage } from "./admin-support.ts";

/**
 * The content's history, preview and YAML file in the admin (issue 36, part 2). Restoring a version publishes it,
 * so this file runs its own built server (its own data) instead of the one the other specs share and read.
 */

/** Publishing the example couple's site again takes seconds on a loaded two-core machine. */
const PUBLISH_TIMEOUT_MS = 60_000;

// Beside the shared server's port when one is given (E2E_PORT), else any free one.
const own = serverOfTheFile("history", { PORT: process.env.E2E_PORT ? String(Number(process.env.E2E_PORT) + 1) : "0" });

test("sees an earlier version in the preview, restores it for guests, and previews an uploaded YAML file", async ({
  page,
}, testInfo) => {
  test.setTimeout(3 * PUBLISH_TIMEOUT_MS);
  const origin = own.origin();
  const api = await adminApi(origin, ownAddress(testInfo, "api"));
  const seeded = (await (await api.get(`${origin}${CONTENT_API.content}`)).json()) as PublishedContent;
  // The words the test changes are the content's own: the place under the couple's names.
  const place = ["hero", "placeLabel"] as const;
  const seededWords = valueIn(seeded.yaml, place);
  expect(typeof seededWords).toBe("string");
  const published = `Published in the test ${Date.now()}`;
  const answer = await api.post(`${origin}${CONTENT_API.content}`, {
    data: { yaml: withValue(seeded.yaml, place, published), pictures: seeded.pictures },
    timeout: PUBLISH_TIMEOUT_MS,
  });
  expect(answer.status(), await answer.text()).toBe(201);

  // Counts the preview's loads: content reaches it by message, never by reloading it.
  let previewLoads = 0;
  page.on("framenavigated", (frame) => {
    if (new URL(frame.url()).pathname === PREVIEW_PAGE_PATH) previewLoads += 1;
  });
  await signInThroughPage(page, `${origin}/admin#history`);
  const working = page.frameLocator('iframe[title="Preview of the guests\' page at phone width"]');
  await expect(working.getByText(published)).toBeVisible();

  const seededRow = page.getByRole("listitem").filter({ hasText: `Version ${seeded.version}` });
  await seededRow.getByRole("button", { name: `See version ${seeded.version}` }).click();
  const seen = page.frameLocator(`iframe[title="Preview of version ${seeded.version} at phone width"]`);
  await expect(seen.getByText(String(seededWords))).toBeVisible();
  await expect(page.getByRole("heading", { name: `Version ${seeded.version}` })).toBeFocused();

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  // A keyboard user may pass the preview by: its skip link goes to what follows it.
  const skip = page.getByRole("link", { name: "Skip the preview" }).first();
  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("End of the preview").first()).toBeFocused();

  await seededRow.getByRole("button", { name: `Restore version ${seeded.version}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Restore version ${seeded.version}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Restore and publish" }).click();
  await expect(page.getByText(`Version ${seeded.version} is published again: guests see it now.`)).toBeVisible({
    timeout: PUBLISH_TIMEOUT_MS,
  });
  await expect(seededRow.getByText("Guests see this")).toBeVisible();
  await expect(working.getByText(String(seededWords))).toBeVisible();
  const guest = await page.context().newPage();
  await expect(async () => {
    await guest.goto(`${origin}/`);
    await expect(guest.getByText(String(seededWords))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await guest.close();

  const uploaded = `Uploaded in the test ${Date.now()}`;
  const loadsBefore = previewLoads;
  await page.getByLabel("Upload a YAML file").setInputFiles({
    name: "wedding.yaml",
    mimeType: "application/yaml",
    buffer: Buffer.from(withValue(seeded.yaml, place, uploaded)),
  });
  await expect(page.getByText("wedding.yaml is saved as your draft. It has no problems")).toBeVisible();
  await expect(working.getByText(uploaded)).toBeVisible();
  expect(previewLoads).toBe(loadsBefore);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  // The draft is not published: guests still see the restored words.
  expect(await (await api.get(`${origin}/`)).text()).not.toContain(uploaded);
});
