import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import PostalMime from "postal-mime";
import { weddingContent } from "../../content/wedding.ts";
import type { AnswerRequest, HouseholdInput, InvitationView } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API } from "../../src/shared/households.ts";
import { MAIL_WORDS_EN } from "../../src/shared/words/mail-en.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { adminApi, ownAddress, speakFrom, uniqueEmail } from "./admin-support.ts";
import { E2E_CONFIRMATION_DELAY_SECONDS, e2eDataDir } from "./server-env.ts";
import { slowPhone } from "./slow-phone.ts";
import { openPage } from "./support.ts";

const HOUSEHOLD_GREETING_WORDS = PAGE_WORDS_EN.greeting;

/**
 * A household's personal link on a guest's slow phone (issue 31, parts 4 and
 * 9; docs/decisions/041-a-household-greeted-at-once-and-mailed-once.md). Words
 * come from the shared modules and the content: CI runs the @content tests
 * with a second couple too.
 */

const { events } = weddingContent;
const GREETING = "#household-greeting";

/** The household form's buttons (its structural labels; tests/e2e/invitation.spec.ts uses the same). */
const FORM_WORDS = { send: "Send our answers", save: "Save our answers", change: "Change our answers" };

async function ownApi(context: BrowserContext, baseURL: string | undefined): Promise<APIRequestContext> {
  await speakFrom(context, ownAddress(test.info()));
  return adminApi(baseURL, ownAddress(test.info(), "admin"));
}

/** A household of two invited to every event, through the couple's admin API. */
async function createHousehold(api: APIRequestContext, email: string | null) {
  const displayName = `The Slow family ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = (name: string) => ({ name, isChild: false, isSeat: false, dietary: null });
  const input: HouseholdInput = {
    displayName,
    email,
    phone: null,
    message: null,
    eventIds: events.map((event) => event.id),
    guests: [person("Ann Slow"), person("Ben Slow")],
  };
  const response = await api.post(GUEST_LIST_API.households, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const { code } = (await response.json()) as { code: string };
  return { code, displayName };
}

/** Ann comes to everything (the first meal where there are meals), Ben to nothing: as the API takes it. */
function annComesBenDoesNot(view: InvitationView): AnswerRequest {
  return {
    version: view.household.version,
    message: "",
    guests: view.household.guests.map((guest) => ({
      guestId: guest.id,
      answers: Object.fromEntries(
        view.household.eventIds.map((eventId) => {
          const attending = guest.name === "Ann Slow";
          const meals = events.find((event) => event.id === eventId)?.meals;
          return [eventId, { attending, meal: attending && meals ? (meals[0] ?? null) : null }];
        }),
      ),
    })),
  };
}

test.describe("a personal link on a slow phone", { tag: "@content" }, () => {
  test("greets its household on the first screen, with what it answered, before any script runs (Slow 3G)", async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await ownApi(context, baseURL);
    const household = await createHousehold(api, null);
    const view = (await (
      await context.request.get(INVITATION_API.invitation(household.code))
    ).json()) as InvitationView;
    const saved = await context.request.put(INVITATION_API.invitation(household.code), {
      data: annComesBenDoesNot(view),
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await slowPhone(page, { network: "Slow 3G", cpu: 4 });
    const started = Date.now();
    await page.goto(`/i/${household.code}`, { waitUntil: "commit" });
    const greeting = page.locator(GREETING);
    await expect(greeting).toBeInViewport({ timeout: 20_000 });
    const shownAfterMs = Date.now() - started;
    // From the server's HTML: the app has not started yet.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet")).toBe("not yet");
    await expect(greeting).toContainText(HOUSEHOLD_GREETING_WORDS.invitationFor, { ignoreCase: true });
    await expect(greeting.getByText(household.displayName, { exact: true })).toBeInViewport();
    for (const event of events) await expect(greeting).toContainText(event.title);
    await expect(greeting).toContainText(`${HOUSEHOLD_GREETING_WORDS.coming}: Ann Slow`);
    await expect(greeting).toContainText(`${HOUSEHOLD_GREETING_WORDS.notComing}: Ben Slow`);
    test.info().annotations.push({ type: "greeting shown (Slow 3G, 4x CPU)", description: `${shownAfterMs} ms` });

    // One tap to the household's answers.
    await greeting.getByRole("link", { name: HOUSEHOLD_GREETING_WORDS.change }).tap();
    await expect(page.locator("#rsvp")).toBeInViewport();
    await expect(greeting).not.toBeInViewport();
    await api.dispose();
  });
});

// The mail's timing does not change with the couple's content: this runs once.
test.describe("a household's confirmation on a slow phone", () => {
  test("mails one confirmation for three saves in a row, with the last answers, once they settle (Fast 3G)", async ({
    page,
    context,
    baseURL,
  }) => {
    // Three saves on a slowed phone, then the test server's wait for the answers to settle.
    test.slow();
    const api = await ownApi(context, baseURL);
    const email = uniqueEmail("slow");
    const household = await createHousehold(api, email);
    await openPage(page, `/i/${household.code}#rsvp`);
    const section = page.locator("#rsvp");
    await slowPhone(page, { network: "Fast 3G", cpu: 4 });

    /** `guest`'s answer to every event: coming (with the first meal where there are meals) or not. */
    async function answer(guest: string, coming: boolean) {
      const group = section.getByRole("group", { name: guest });
      for (const event of events) {
        const eventGroup = group.getByRole("group", { name: event.title, exact: true });
        await eventGroup.getByRole("radio", { name: coming ? "Coming" : "Not coming", exact: true }).check();
        if (coming && event.meals) {
          await group.getByLabel(`Meal choice for ${event.title}`).selectOption(event.meals[0] ?? "");
        }
      }
    }
    const change = section.getByRole("button", { name: FORM_WORDS.change });

    // Both come; then Ann cannot; then Ben neither: three saves, a few seconds apart.
    await answer("Ann Slow", true);
    await answer("Ben Slow", true);
    await section.getByRole("button", { name: FORM_WORDS.send }).click();
    await expect(change).toBeVisible();
    await change.click();
    await answer("Ann Slow", false);
    await section.getByRole("button", { name: FORM_WORDS.save }).click();
    await expect(change).toBeVisible();
    await change.click();
    await answer("Ben Slow", false);
    await section.getByRole("button", { name: FORM_WORDS.save }).click();
    await expect(section).toContainText(PAGE_WORDS_EN.household.declinedThanks);

    // The mail comes once the answers have settled, after the last save: any mail of an earlier save came before it.
    const mails = () => mailsTo(email);
    await expect
      .poll(async () => (await mails()).length, { timeout: (E2E_CONFIRMATION_DELAY_SECONDS + 20) * 1000 })
      .toBeGreaterThan(0);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(MAIL_WORDS_EN.householdConfirmation.declinedClosing);
    await api.dispose();
  });
});

/** The mails the server wrote to DATA_DIR/mail for `address` (no SMTP on the test server), parsed. */
async function mailsTo(address: string) {
  const dir = path.join(e2eDataDir(), "mail");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const files = await Promise.all(names.map((name) => readFile(path.join(dir, name), "utf8")));
  // The address is in the To header as it is: only those files are parsed.
  const parsed = await Promise.all(
    files.filter((file) => file.includes(address)).map((file) => PostalMime.parse(file)),
  );
  return parsed.filter((mail) => mail.to?.some((to) => to.address === address));
}
