import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { weddingContent as content } from "../../content/wedding.ts";
import { MAIL_SETUP_MESSAGES } from "../../src/client/admin/admin-messages.ts";
import { ADMIN_API, PHOTO_LIST_CSV } from "../../src/shared/admin-api.ts";
import { GUEST_MOMENTS_API } from "../../src/shared/guest-moments.ts";
import { GUEST_LIST_API } from "../../src/shared/households.ts";
import { INVITATION_CODE_HEADER } from "../../src/shared/privacy.ts";
import { readZip } from "../../src/testing/zip-reader.ts";
import {
  adminApi,
  createRsvp,
  filesExist,
  ownAddress,
  photoFiles,
  signInForm,
  signInThroughPage,
  speakFrom,
  uniqueEmail,
  uploadPhoto,
  uploadPhotoResumable,
} from "./admin-support.ts";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";
import { openPage } from "./support.ts";

/**
 * The couple's admin at /admin against the real server: sign-in and lockout,
 * the RSVP dashboard and its CSV, photo review, and what guests then see.
 * Each test speaks from its own address (admin-support.ts) and finds its own
 * data by unique names: the server is shared with every other spec.
 */

test.beforeEach(async ({ context }, testInfo) => {
  await speakFrom(context, ownAddress(testInfo));
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A word no other test uses, to find this test's RSVPs and photos. */
const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function dashboard(page: Page) {
  return {
    search: page.getByLabel("Search by name, email or message"),
    summary: page.getByRole("status").filter({ hasText: /match/ }),
    rows: page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader") }),
    row: (name: string) =>
      page
        .getByRole("table")
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name }) }),
    total: (key: "responses" | "attending" | "guests" | "not-attending") =>
      page.getByTestId(`total-${key}`).locator("dd"),
  };
}

function photos(page: Page) {
  return {
    tab: (name: RegExp) => page.getByRole("tablist", { name: "Photo review status" }).getByRole("tab", { name }),
    card: (fileName: string) =>
      page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `View ${fileName}` }) }),
    status: page.getByRole("status"),
  };
}

test.describe("sign-in", () => {
  test("a wrong password is refused in an alert; the right one opens the dashboard, which a reload keeps; sign-out ends it", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveTitle("Wedding admin");
    const form = signInForm(page);
    await expect(page.getByRole("heading", { name: "Wedding admin" })).toBeVisible();

    await form.password.fill("not the password");
    await form.submit.click();
    await expect(form.alert).toHaveText("That password is not right. Please try again.");
    await expect(form.password).toHaveAttribute("aria-invalid", "true");
    await expect(form.password).toBeFocused();

    await form.password.fill(E2E_ADMIN_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "RSVPs" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Responses" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Responses" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await expect(form.password).toBeVisible();
    await page.reload();
    await expect(form.password).toBeVisible();
    expect((await page.request.get(ADMIN_API.rsvps)).status()).toBe(401);
  });

  test(
    "ten wrong passwords lock the address out, even for the right one; other addresses still sign in",
    { tag: "@desktop" },
    async ({ page, browser, baseURL }, testInfo) => {
      // Ten answers each held 0.4 s by the server; the screen does not matter.
      test.slow();
      await page.goto("/admin");
      const form = signInForm(page);
      const attempt = async (password: string) => {
        await form.password.fill(password);
        const answer = page.waitForResponse(
          (response) => response.url().endsWith(ADMIN_API.session) && response.request().method() === "POST",
        );
        await form.submit.click();
        return (await answer).status();
      };

      for (let failure = 1; failure < 10; failure++) {
        expect(await attempt(`wrong guess ${failure}`)).toBe(401);
        await expect(form.alert).toHaveText("That password is not right. Please try again.");
      }
      // The tenth wrong password is the last one checked: it is answered with the lockout.
      expect(await attempt("wrong guess 10")).toBe(429);
      await expect(form.alert).toHaveText("Too many failed sign-ins. Please try again in 15 minutes.");
      expect(await attempt(E2E_ADMIN_PASSWORD)).toBe(429);
      await expect(form.alert).toHaveText(/^Too many failed sign-ins\. Please try again in 1[45] minutes\.$/);
      await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);

      const elsewhere = await browser.newContext({ baseURL });
      await speakFrom(elsewhere, ownAddress(testInfo, "another address"));
      await signInThroughPage(await elsewhere.newPage());
      await elsewhere.close();
    },
  );
});

test.describe("RSVP dashboard", () => {
  // The table shows from 1024 px; narrower screens get cards (tests/e2e/admin-layout.spec.ts).
  test.use({ viewport: { width: 1280, height: 900 } });

  test("totals, search and sorting match the RSVPs made in the test; a <script> name is only text", async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const script = `<script>window.__injected = true</script> ${tag}`;
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    await createRsvp(api, {
      name: `Ann ${tag}`,
      email: uniqueEmail("ann"),
      attending: true,
      partnerName: `Sipho ${tag}`,
    });
    await createRsvp(api, { name: `Ben ${tag}`, email: uniqueEmail("ben"), attending: true, message: "See you!" });
    await createRsvp(api, {
      name: script,
      email: uniqueEmail("script"),
      attending: false,
      message: `<img src=x onerror="window.__injected=true">`,
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signInThroughPage(page);
    const board = dashboard(page);
    // The four totals are the server's, and the table shows the same RSVPs they count.
    const responses = Number(await board.total("responses").textContent());
    await expect(board.rows).toHaveCount(responses);
    expect(responses).toBeGreaterThanOrEqual(3);

    await board.search.fill(tag);
    await expect(board.summary).toHaveText(
      `3 of ${responses} responses match: 2 attending, 3 guests, 1 not attending.`,
    );
    await expect(board.rows).toHaveCount(3);
    const scriptRow = board.row(script);
    await expect(scriptRow.getByRole("rowheader")).toHaveText(script);
    await expect(scriptRow).toContainText(`<img src=x onerror="window.__injected=true">`);
    await expect(scriptRow).toContainText("No");
    await expect(board.row(`Ann ${tag}`)).toContainText(`Sipho ${tag}`);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.locator("script:not([src])").count()).toBe(0);
    expect(dialogs).toEqual([]);

    // Newest first by default; Name sorts both ways, said by aria-sort.
    const names = () => board.rows.getByRole("rowheader").allTextContents();
    expect(await names()).toEqual([script, `Ben ${tag}`, `Ann ${tag}`]);
    const nameHeader = page.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("columnheader", { name: "Submitted" })).toHaveAttribute("aria-sort", "none");
    expect(await names()).toEqual([script, `Ann ${tag}`, `Ben ${tag}`]);
    await nameHeader.getByRole("button").click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    expect(await names()).toEqual([`Ben ${tag}`, `Ann ${tag}`, script]);

    // Every word must match, in any of name, partner, email and message.
    await board.search.fill(`${tag} see you`);
    await expect(board.rows).toHaveCount(1);
    await expect(board.row(`Ben ${tag}`)).toHaveCount(1);
    await board.search.fill(`sipho ${tag}`);
    await expect(board.rows.getByRole("rowheader")).toHaveText([`Ann ${tag}`]);
    await api.dispose();
  });

  test("an RSVP is deleted only after confirming in a dialog; Cancel and Escape keep it", async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const name = `Delete me ${tag}`;
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    await createRsvp(api, { name, email: uniqueEmail("delete"), attending: true });
    await createRsvp(api, { name: `Keep me ${tag}`, email: uniqueEmail("keep"), attending: false });

    await signInThroughPage(page);
    const board = dashboard(page);
    await board.search.fill(tag);
    await expect(board.rows).toHaveCount(2);
    const deleteButton = board.row(name).getByRole("button", { name: `Delete the RSVP from ${name}` });

    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this RSVP?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(board.rows).toHaveCount(2);

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete RSVP" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: `Deleted the RSVP from ${name}.` })).toBeVisible();
    await expect(board.rows).toHaveCount(1);
    await expect(board.row(`Keep me ${tag}`)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Responses" })).toBeFocused();

    const left = (await (await api.get(ADMIN_API.rsvps)).json()) as { rsvps: { name: string }[] };
    expect(left.rsvps.map((rsvp) => rsvp.name)).not.toContain(name);
    expect(left.rsvps.map((rsvp) => rsvp.name)).toContain(`Keep me ${tag}`);
    await api.dispose();
  });

  test(
    "the CSV downloads every RSVP, formulas neutralised, commas, quotes and line breaks intact",
    { tag: "@desktop" },
    async ({ page, baseURL }, testInfo) => {
      const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
      const formula = { name: '=HYPERLINK("x")', email: uniqueEmail("formula"), attending: true, message: "@SUM(A1)" };
      const awkward = {
        // A name is one line (the line break sent in it is stored as a space); the message keeps its line break.
        name: 'Smith, "Jo"\nJunior',
        email: uniqueEmail("awkward"),
        attending: true,
        partnerName: "+27 Partner",
        message: 'Line one,\n"line two"',
      };
      await createRsvp(api, formula);
      await createRsvp(api, awkward);

      await signInThroughPage(page);
      const link = page.getByRole("link", { name: "Download CSV" });
      await expect(link).toHaveAttribute("download", "");
      const download = page.waitForEvent("download");
      await link.click();
      const file = await (await download).path();
      const bytes = await readFile(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(bytes.toString("utf8"), { bom: true, columns: true }) as Record<string, string>[];
      expect(Object.keys(rows[0] ?? {})).toEqual(["Name", "Email", "Attending", "Partner", "Message", "Submitted"]);

      const formulaRow = rows.find((row) => row.Email === formula.email);
      expect(formulaRow?.Name).toBe(`'=HYPERLINK("x")`);
      expect(formulaRow?.Message).toBe("'@SUM(A1)");
      const awkwardRow = rows.find((row) => row.Email === awkward.email);
      expect(awkwardRow?.Name).toBe('Smith, "Jo" Junior');
      expect(awkwardRow?.Partner).toBe("'+27 Partner");
      expect(awkwardRow?.Message).toBe('Line one,\n"line two"');
      // Every field is quoted, so a spreadsheet never guesses a type.
      expect(bytes.toString("utf8").split("\r\n")[0]).toBe(
        '\uFEFF"Name","Email","Attending","Partner","Message","Submitted"',
      );
      await api.dispose();
    },
  );

  test("the mail outbox shows the confirmation sent to a new guest", async ({ page, baseURL }, testInfo) => {
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const email = uniqueEmail("outbox");
    await createRsvp(api, { name: `Outbox ${uniqueTag()}`, email, attending: true });
    await signInThroughPage(page);
    const emails = page.getByRole("region", { name: "Emails" });
    for (const status of ["sent", "pending", "failed"]) {
      await expect(page.getByTestId(`outbox-${status}`).locator("dd")).toHaveText(/^\d+$/);
    }
    // The test server has no SMTP: a mail that went out was only saved as a file, and the admin says so.
    await expect(page.getByRole("region", { name: MAIL_SETUP_MESSAGES.notSetUpTitle })).toBeVisible();
    await expect(emails.getByRole("listitem").filter({ hasText: email })).toContainText(
      new RegExp(`${MAIL_SETUP_MESSAGES.savedAsFile}|Pending`),
    );
    await api.dispose();
  });
});

test.describe("photo review", () => {
  test("an approved photo appears on the guest page; the full view opens first", async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const photo = await uploadPhoto(api, "approve");
    const view = photos(page);

    await signInThroughPage(page, "/admin#photos");
    await expect(view.tab(/^Pending/)).toHaveAttribute("aria-selected", "true");
    const card = view.card(photo.fileName);
    await expect(card.locator("img")).toHaveAttribute("src", ADMIN_API.photoThumbnail(photo.id));
    await expect
      .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await card.getByRole("button", { name: `View ${photo.fileName}` }).click();
    const lightbox = page.getByRole("dialog", { name: /^Guest photo \d+ of \d+$/ });
    await expect(lightbox.locator("img")).toHaveAttribute("src", ADMIN_API.photoPublished(photo.id));
    await expect(lightbox).toContainText(photo.fileName);
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);

    await card.getByRole("button", { name: `Approve ${photo.fileName}` }).click();
    await expect(view.status.filter({ hasText: `Approved ${photo.fileName}.` })).toBeVisible();
    await expect(card).toHaveCount(0);
    await view.tab(/^Approved/).click();
    await expect(view.card(photo.fileName)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download approved photos \(\d+\)$/ })).toHaveAttribute(
      "href",
      ADMIN_API.approvedZip,
    );

    const guest = await page.context().newPage();
    // Guest moments come with the app, once it has started (the names' entrance, or the guest's first scroll).
    await openPage(guest);
    await guest.locator("#gallery").scrollIntoViewIfNeeded();
    const moments = guest.locator("#guest-moments");
    await expect(moments.getByRole("heading", { name: "Guest Moments" })).toBeVisible();
    await moments.locator(`img[src="${GUEST_MOMENTS_API.thumbnail(photo.id)}"]`).scrollIntoViewIfNeeded();
    await expect(moments.locator(`img[src="${GUEST_MOMENTS_API.thumbnail(photo.id)}"]`)).toBeVisible();

    // Leave the guest page as the other specs expect it.
    expect((await api.delete(ADMIN_API.photo(photo.id))).status()).toBe(204);
    await api.dispose();
  });

  test("a rejected photo stays hidden from guests, and several can be approved at once", async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const rejected = await uploadPhoto(api, "reject");
    const first = await uploadPhoto(api, "bulk-a");
    const second = await uploadPhoto(api, "bulk-b");
    const view = photos(page);

    await signInThroughPage(page, "/admin#photos");
    await view
      .card(rejected.fileName)
      .getByRole("button", { name: `Reject ${rejected.fileName}` })
      .click();
    await expect(view.status.filter({ hasText: `Rejected ${rejected.fileName}.` })).toBeVisible();
    await expect(view.card(rejected.fileName)).toHaveCount(0);

    await view
      .card(first.fileName)
      .getByRole("checkbox", { name: `Select ${first.fileName}` })
      .check();
    await view
      .card(second.fileName)
      .getByRole("checkbox", { name: `Select ${second.fileName}` })
      .check();
    await page.getByRole("button", { name: "Approve selected (2)" }).click();
    await expect(view.status.filter({ hasText: "Approved 2 photos." })).toBeVisible();
    await expect(view.card(first.fileName)).toHaveCount(0);
    await expect(view.card(second.fileName)).toHaveCount(0);

    await view.tab(/^Rejected/).click();
    await expect(view.card(rejected.fileName)).toBeVisible();
    await view.tab(/^Approved/).click();
    await expect(view.card(first.fileName)).toBeVisible();
    await expect(view.card(second.fileName)).toBeVisible();

    // Guests: the two approved are listed and served, the rejected one is not, under any public address.
    const listed = (await (await api.get(GUEST_MOMENTS_API.list)).json()) as { moments: { id: string }[] };
    const ids = listed.moments.map((moment) => moment.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(rejected.id);
    expect((await api.get(GUEST_MOMENTS_API.image(rejected.id))).status()).toBe(404);
    expect((await api.get(GUEST_MOMENTS_API.thumbnail(rejected.id))).status()).toBe(404);
    const guest = await page.context().newPage();
    // Guest moments come with the app, once it has started (the names' entrance, or the guest's first scroll).
    await openPage(guest);
    await guest.locator("#gallery").scrollIntoViewIfNeeded();
    await expect(guest.locator(`#guest-moments img[src="${GUEST_MOMENTS_API.thumbnail(first.id)}"]`)).toBeAttached();
    await expect(guest.locator(`img[src*="${rejected.id}"]`)).toHaveCount(0);

    for (const photo of [rejected, first, second]) {
      expect((await api.delete(ADMIN_API.photo(photo.id))).status()).toBe(204);
    }
    await api.dispose();
  });

  test("each card says who sent the photo; “Download everything” gives every original by status, with the list", async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const tag = uniqueTag();
    const created = await api.post(GUEST_LIST_API.households, {
      data: { displayName: `The ${tag} family`, eventIds: [content.events[0]?.id], guests: [{ name: `Esi ${tag}` }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const household = (await created.json()) as { code: string };
    const fromLink = await uploadPhoto(api, "from-link", { [INVITATION_CODE_HEADER]: household.code });
    const anonymous = await uploadPhoto(api, "anonymous");
    const named = await uploadPhotoResumable(api, "named", `Auntie Esi ${tag}`);
    const approved = await uploadPhoto(api, "approved");
    expect((await api.post(ADMIN_API.photosBulkApprove, { data: { ids: [approved.id] } })).status()).toBe(200);
    const view = photos(page);

    await signInThroughPage(page, "/admin#photos");
    await expect(view.card(fromLink.fileName)).toContainText(`The ${tag} family`);
    await expect(view.card(anonymous.fileName)).toContainText("Anonymous guest");
    await expect(view.card(named.fileName)).toContainText(`Auntie Esi ${tag}`);
    const everything = page.getByRole("link", { name: /^Download everything \(\d+\)$/ });
    await expect(everything).toBeVisible();
    await expect(everything).toHaveAccessibleDescription(/pending and rejected photos, in a folder for each status/);
    await expect(page.getByRole("link", { name: /^Download approved photos \(\d+\)$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await everything.click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(/^all-photos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readZip(file);
    expect(zip.firstBadEntry).toBeNull();
    const entry = (name: string) => zip.entries.find((candidate) => candidate.name === name);
    expect(entry(`pending/${fromLink.fileName}`)?.sha256).toBe(sha256(fromLink.bytes));
    expect(entry(`pending/${anonymous.fileName}`)?.sha256).toBe(sha256(anonymous.bytes));
    expect(entry(`approved/${approved.fileName}`)?.sha256).toBe(sha256(approved.bytes));
    const rows = parse(zip.csv[PHOTO_LIST_CSV] ?? "", { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.File === `pending/${fromLink.fileName}`)).toMatchObject({
      Status: "pending",
      Uploader: "",
      Household: `The ${tag} family`,
    });
    expect(rows.find((row) => row.File === `pending/${named.fileName}`)).toMatchObject({
      Uploader: `Auntie Esi ${tag}`,
    });

    for (const photo of [fromLink, anonymous, named, approved]) {
      expect((await api.delete(ADMIN_API.photo(photo.id))).status()).toBe(204);
    }
    await api.dispose();
  });

  test(
    "deleting a photo asks first, then removes its record and every file on disk",
    { tag: "@desktop" },
    async ({ page, baseURL }, testInfo) => {
      const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
      const photo = await uploadPhoto(api, "delete");
      const files = await photoFiles(photo);
      expect(files.map((file) => file.split("/")[0])).toEqual(["published", "thumbs", "uploads"]);
      const view = photos(page);

      await signInThroughPage(page, "/admin#photos");
      await view
        .card(photo.fileName)
        .getByRole("button", { name: `Delete ${photo.fileName}` })
        .click();
      const dialog = page.getByRole("alertdialog", { name: "Delete this photo?" });
      await expect(dialog).toContainText(photo.fileName);
      await dialog.getByRole("button", { name: "Delete photo" }).click();
      await expect(view.status.filter({ hasText: `Deleted ${photo.fileName}.` })).toBeVisible();
      await expect(view.card(photo.fileName)).toHaveCount(0);

      expect(await filesExist(files)).toEqual([false, false, false]);
      expect(await photoFiles(photo)).toEqual([]);
      expect((await api.get(ADMIN_API.photoThumbnail(photo.id))).status()).toBe(404);
      expect((await api.get(ADMIN_API.photoOriginal(photo.id))).status()).toBe(404);
      await api.dispose();
    },
  );
});

test.describe("accessibility", () => {
  // The RSVP table's width; the cards are scanned in tests/e2e/admin-layout.spec.ts.
  test.use({ viewport: { width: 1280, height: 900 } });

  test("axe finds no violations on the sign-in page, the RSVP dashboard, the photos tab and an open dialog", async ({
    page,
    baseURL,
  }, testInfo) => {
    // Four full-page scans; the phone project draws 1280 px at its device pixel ratio.
    test.slow();
    const api = await adminApi(baseURL, ownAddress(testInfo, "api"));
    const tag = uniqueTag();
    await createRsvp(api, {
      name: `Axe ${tag}`,
      email: uniqueEmail("axe"),
      attending: true,
      partnerName: "Partner",
      message: "Hello",
    });
    const photo = await uploadPhoto(api, "axe");

    await page.goto("/admin");
    await signInForm(page).password.fill("wrong password");
    await signInForm(page).submit.click();
    await expect(signInForm(page).alert).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signInForm(page).password.fill(E2E_ADMIN_PASSWORD);
    await signInForm(page).submit.click();
    await expect(dashboard(page).rows.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await dashboard(page).search.fill(tag);
    await dashboard(page)
      .row(`Axe ${tag}`)
      .getByRole("button", { name: `Delete the RSVP from Axe ${tag}` })
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Photos" }).click();
    await expect(photos(page).card(photo.fileName)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await photos(page)
      .card(photo.fileName)
      .getByRole("button", { name: `View ${photo.fileName}` })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    expect((await api.delete(ADMIN_API.photo(photo.id))).status()).toBe(204);
    await api.dispose();
  });
});
