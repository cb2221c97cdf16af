import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { weddingContent as content } from "../../content/wedding.ts";
import { GUEST_DATA_ADMIN_API } from "../../src/shared/admin-api.ts";
import { GuestDataSummarySchema } from "../../src/shared/guest-data-schemas.ts";
import { GUEST_LIST_API } from "../../src/shared/households.ts";
import { INVITATION_CODE_HEADER, retentionInfo } from "../../src/shared/privacy.ts";
import {
  adminApi,
  filesExist,
  ownAddress,
  photoFiles,
  signInThroughPage,
  speakFrom,
  testJpeg,
} from "./admin-support.ts";

/**
 * The couple's "Guest data" tab (/admin#guest-data) against the real server:
 * the retention date as the content sets it, finding a household by a
 * guest's name, deleting it everywhere, the log's counts-only entry, the
 * export and axe. Every word about the couple comes from the content (CI runs
 * this with a second couple too); the household carries a unique tag, since
 * the server is shared with every other spec.
 */

test.beforeEach(async ({ context }, testInfo) => {
  await speakFrom(context, ownAddress(testInfo));
});

const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

async function downloadText(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent("download");
  await link.click();
  return readFile(await (await download).path(), "utf8");
}

test("the couple finds a household by a guest's name, deletes it everywhere, and the log keeps only counts", async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag();
  const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
  const created = await api.post(GUEST_LIST_API.households, {
    data: {
      displayName: `The ${tag} family`,
      email: `${tag}@example.com`,
      phone: null,
      message: null,
      eventIds: [content.events[0]?.id],
      guests: [
        { name: `Ada ${tag}`, isChild: false, isSeat: false, dietary: null },
        { name: `Obi ${tag}`, isChild: true, isSeat: false, dietary: null },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, code } = (await created.json()) as { id: string; code: string };
  expect((await api.post(GUEST_LIST_API.sendInvitation(id), { data: {} })).status()).toBe(200);
  // A photo sent from the household's personal link belongs to it.
  const bytes = await testJpeg();
  const uploaded = await api.post("/api/photos", {
    data: bytes,
    headers: { "Content-Type": "image/jpeg", "X-File-Name": `${tag}.jpg`, [INVITATION_CODE_HEADER]: code },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photo = { id: ((await uploaded.json()) as { photo: { id: string } }).photo.id, fileName: `${tag}.jpg`, bytes };
  const files = await photoFiles(photo);
  expect(await filesExist(files)).toContain(true);

  await signInThroughPage(page, "/admin#guest-data");
  await expect(page.getByRole("tab", { name: "Guest data" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "What is held" })).toBeVisible();
  const retention = retentionInfo(content);
  await expect(
    page.getByText(retention.deletesAt === null ? /^Retention is off/ : /^Guests’ data is deleted on/),
  ).toBeVisible();

  await page.getByLabel("Find a person: name, email or phone").fill(`ada ${tag.toUpperCase()}`);
  await page.getByLabel("Find a person: name, email or phone").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^1 household matches/ })).toBeVisible();
  const card = page.getByRole("article", { name: `The ${tag} family` });
  await expect(card).toContainText(`Ada ${tag}, Obi ${tag}`);
  await expect(card).toContainText("1 photo · 1 mail");
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole("button", { name: /^Delete everywhere/ }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete The ${tag} family everywhere?` });
  await expect(dialog).toContainText("the household, its guests and their answers");
  await expect(dialog).toContainText("1 photo with its files");
  await expect(dialog).toContainText("1 mail with its copy");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Delete everywhere" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Deleted The ${tag} family everywhere.` })).toBeVisible();
  await expect(card).toBeHidden();

  // The log, as the server holds it: an entry by the couple with these counts (other specs delete too).
  const summary = GuestDataSummarySchema.parse(await (await api.get(GUEST_DATA_ADMIN_API.summary)).json());
  expect(summary.deletions).toContainEqual(
    expect.objectContaining({ reason: "couple", households: 1, guests: 2, rsvps: 0, mails: 1, photos: 1 }),
  );
  expect(await filesExist(files)).not.toContain(true);
  const log = page.getByRole("region", { name: "Deletion log" });
  await expect(
    log.locator("tr, li").filter({ visible: true }).filter({ hasText: "By you (the couple)" }).first(),
  ).toBeVisible();
  await expect(log).not.toContainText(tag);

  const archive = JSON.parse(
    await downloadText(page, page.getByRole("link", { name: "Export all guest data (JSON)" })),
  );
  expect(archive.retention).toEqual(retention);
  expect(Array.isArray(archive.households)).toBe(true);
  expect(JSON.stringify(archive)).not.toContain(tag);

  await page.getByLabel("Find a person: name, email or phone").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `No household matches “${tag}”.` })).toBeVisible();
  await api.dispose();
});
