import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { contactNamesText, RSVP_FIELD_MESSAGES, RSVP_MESSAGES } from "../../src/shared/rsvp-messages.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { captureGtag, chooseFirstEvent, gtagEvents, openPage } from "./support.ts";

const { rsvp } = weddingContent;
/** The spec's words, naming the content's contacts ("Thabo & Lerato" for the example couple). */
const DUPLICATE = `This email has already submitted an RSVP. If you submitted incorrect information, please call ${contactNamesText(rsvp.contacts)} to update your RSVP.`;

function uniqueEmail(): string {
  return `guest.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
}

async function openForm(page: Page) {
  await captureGtag(page);
  await openPage(page, "/#rsvp");
  const form = page.locator("#rsvp");
  return {
    form,
    name: form.getByLabel("Your Full Name*"),
    email: form.getByLabel("Email Address*"),
    sorry: form.getByRole("radio", { name: "Sorry" }),
    partnerYes: form.getByRole("group", { name: "Bringing a partner?" }).getByRole("radio", { name: "Yes" }),
    partnerName: form.getByLabel("Partner's Name*"),
    message: form.getByLabel("Message for the couple (optional)"),
    submit: form.getByRole("button", { name: "Submit RSVP" }),
  };
}

const errorToast = (page: Page) => page.getByRole("alert");

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("rsvp", { tag: "@content" }, () => {
  test("an RSVP reaches the server: Thank You!, and it is tracked", async ({ page }) => {
    const form = await openForm(page);
    await expect(page.locator("#rsvp")).toContainText(rsvp.deadlineLabel);
    await form.name.fill("Ann Guest");
    await form.email.fill(uniqueEmail());
    await form.partnerYes.check();
    await form.partnerName.fill("Ben Guest");
    await form.message.fill("We can't wait!");
    await chooseFirstEvent(form.form);
    await form.submit.click();

    await expect(page.getByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeVisible();
    await expect(page.locator("#rsvp")).toContainText(PAGE_WORDS_EN.rsvpForm.thankYouText);
    await expect(page.locator("#rsvp form")).toHaveCount(0);
    expect(await gtagEvents(page, "rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "attending", value: 2 },
    ]);
  });

  test("refuses a second RSVP for the same email in another case", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail();
    const first = await openForm(page);
    await first.name.fill("Ann Guest");
    await first.email.fill(email);
    await first.sorry.check();
    await first.submit.click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await gtagEvents(page, "rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "not_attending", value: 1 },
    ]);

    const context = await browser.newContext({ baseURL });
    const again = await context.newPage();
    const second = await openForm(again);
    await second.name.fill("Ann Again");
    await second.email.fill(`  ${email.toUpperCase()} `);
    await chooseFirstEvent(second.form);
    await second.submit.click();
    await expect(errorToast(again)).toContainText(DUPLICATE);
    await expect(second.submit).toBeEnabled();
    await expect(second.name).toHaveValue("Ann Again");
    await context.close();
  });

  test("the form has no accessibility violations", async ({ page }) => {
    test.slow();
    const form = await openForm(page);
    await form.partnerYes.check();
    const results = await new AxeBuilder({ page }).include("#rsvp").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("an empty submit, by keyboard alone, marks each field, focuses the name and keeps the toast off it", async ({
    page,
  }) => {
    // The smooth scroll settles before the layout is measured: slow on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width: 360, height: 780 });
    const form = await openForm(page);
    await form.submit.focus();
    await page.keyboard.press("Enter");

    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveAccessibleDescription(RSVP_FIELD_MESSAGES.missingName);
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveAccessibleDescription(RSVP_FIELD_MESSAGES.missingEmail);
    const nameError = page.locator(`[id="${await form.name.getAttribute("aria-describedby")}"]`);
    await expect(nameError).toBeVisible();
    await expect(errorToast(page)).toContainText(RSVP_MESSAGES.missingNameOrEmail);

    // The field settles in the middle of the screen, clear of the toast at the top right.
    const overlapsToast = async () => {
      const [field, toast] = await Promise.all([form.name.boundingBox(), errorToast(page).boundingBox()]);
      if (!field || !toast) return true;
      return field.y < toast.y + toast.height && toast.y < field.y + field.height && field.x < toast.x + toast.width;
    };
    await expect.poll(overlapsToast).toBe(false);
    await expect(form.name).toBeInViewport();

    // The next field is the next stop of the keyboard.
    await page.keyboard.press("Tab");
    await expect(form.email).toBeFocused();
  });
});
