import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { HOUSEHOLD_MESSAGES } from "../../src/server/household-messages.ts";
import type { HouseholdInput, InvitationView } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API } from "../../src/shared/households.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { adminApi, ownAddress, speakFrom } from "./admin-support.ts";
import { captureGtag, gtagEvents, hydrated, openPage, stubThirdParties } from "./support.ts";

/**
 * A household's personal link, /i/<code> (docs/product.md, decision 13).
 * Every word comes from the content or the shared messages: CI runs this
 * with another couple's content too (one event, with meals). Each test speaks
 * from its own address, so the server's count of wrong codes never reaches
 * another test.
 */

const { events, rsvp } = weddingContent;
// The schema requires at least one event.
const firstEvent = events[0] as (typeof events)[number];
const mealEvents = events.filter((event) => event.meals);

/** The form's own words (structural labels, not the couple's). */
const WORDS = {
  send: "Send our answers",
  save: "Save our answers",
  change: "Change our answers",
  coming: "Coming",
  notComing: "Not coming",
  seatName: "Name of your guest",
  dietary: "Dietary needs (optional)",
  message: "A message for the couple (optional)",
};

function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface TestHousehold {
  id: string;
  code: string;
  displayName: string;
}

/** A household invited to every event: the couple's guest list, through the admin API. */
async function createHousehold(api: APIRequestContext, guests: HouseholdInput["guests"]): Promise<TestHousehold> {
  const displayName = uniqueName("The Example family");
  const input: HouseholdInput = {
    displayName,
    email: null,
    phone: null,
    message: null,
    eventIds: events.map((event) => event.id),
    guests,
  };
  const response = await api.post(GUEST_LIST_API.households, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: string; code: string };
  return { id: created.id, code: created.code, displayName };
}

const person = (name: string, isChild = false) => ({ name, isChild, isSeat: false, dietary: null });
const seat = () => ({ name: null, isChild: false, isSeat: true, dietary: null });

async function ownSetup(context: BrowserContext, baseURL: string | undefined) {
  const address = ownAddress(test.info());
  await speakFrom(context, address);
  return adminApi(baseURL, ownAddress(test.info(), "admin"));
}

function householdForm(page: Page) {
  const section = page.locator("#rsvp");
  const guest = (name: string | RegExp) => section.getByRole("group", { name });
  return {
    section,
    guest,
    answer: (guestGroup: Locator, eventTitle: string, coming: boolean) =>
      guestGroup
        .getByRole("group", { name: eventTitle, exact: true })
        .getByRole("radio", { name: coming ? WORDS.coming : WORDS.notComing, exact: true }),
    meal: (guestGroup: Locator, eventTitle: string) => guestGroup.getByLabel(`Meal choice for ${eventTitle}`),
    send: section.getByRole("button", { name: WORDS.send }),
    save: section.getByRole("button", { name: WORDS.save }),
    change: section.getByRole("button", { name: WORDS.change }),
    message: section.getByLabel(WORDS.message),
  };
}

/** Answers every event for one guest: coming to those in `coming` (with the n-th meal where offered). */
async function answerAll(
  form: ReturnType<typeof householdForm>,
  guestGroup: Locator,
  coming: (eventId: string) => boolean,
  mealIndex = 0,
) {
  for (const event of events) {
    const yes = coming(event.id);
    await form.answer(guestGroup, event.title, yes).check();
    if (yes && event.meals) {
      await form.meal(guestGroup, event.title).selectOption(event.meals[mealIndex % event.meals.length] ?? "");
    }
  }
}

async function storedView(context: BrowserContext, code: string): Promise<InvitationView> {
  const response = await context.request.get(INVITATION_API.invitation(code));
  expect(response.status()).toBe(200);
  return (await response.json()) as InvitationView;
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("invitation", { tag: "@content" }, () => {
  test("a household answers per person and per event, finds its answers again, and changes them", async ({
    page,
    context,
    baseURL,
  }) => {
    // Many questions answered one by one, on two busy cores.
    test.slow();
    const api = await ownSetup(context, baseURL);
    const household = await createHousehold(api, [person("Ann Example"), person("Ben Example", true), seat()]);
    await captureGtag(page);
    await openPage(page, `/i/${household.code}#rsvp`);
    const form = householdForm(page);

    await expect(form.section.getByText("A personal invitation for")).toBeVisible();
    await expect(form.section.getByText(household.displayName, { exact: true })).toBeVisible();
    await expect(form.section).toContainText(rsvp.deadlineLabel);
    // The open form makes way for the household's.
    await expect(form.section.getByRole("button", { name: "Submit RSVP" })).toHaveCount(0);

    const ann = form.guest("Ann Example");
    await answerAll(form, ann, () => true);
    await ann.getByLabel(WORDS.dietary).fill("No peanuts");
    const ben = form.guest(/^Ben Example/);
    await answerAll(form, ben, (id) => id === firstEvent.id, 1);
    // The seat comes to the first event, and the household names them.
    const guestSeat = form.guest("Your guest");
    await answerAll(form, guestSeat, (id) => id === firstEvent.id, 2);
    await guestSeat.getByLabel(WORDS.seatName).fill("Cara Friend");
    await form.message.fill("We can't wait!");
    await form.send.click();

    await expect(form.section).toContainText(PAGE_WORDS_EN.household.saved);
    const summary = form.section.getByTestId("answers-summary");
    for (const event of mealEvents) {
      await expect(summary).toContainText(`Coming · ${event.meals?.[0]}`);
    }
    await expect(summary).toContainText("Cara Friend");
    await expect(summary).toContainText("No peanuts");
    await expect(summary).toContainText("We can't wait!");
    expect(await gtagEvents(page, "rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "attending", value: 3 },
    ]);

    // A return visit shows the answers in the form.
    await page.reload();
    await hydrated(page);
    await expect(form.answer(form.guest("Ann Example"), firstEvent.title, true)).toBeChecked();
    for (const event of mealEvents) {
      await expect(form.meal(form.guest("Ann Example"), event.title)).toHaveValue(event.meals?.[0] ?? "");
    }
    await expect(form.guest("Ann Example").getByLabel(WORDS.dietary)).toHaveValue("No peanuts");
    await expect(form.guest("Your guest").getByLabel(WORDS.seatName)).toHaveValue("Cara Friend");
    await expect(form.message).toHaveValue("We can't wait!");

    // Ben cannot come after all.
    await form.answer(form.guest(/^Ben Example/), firstEvent.title, false).check();
    await form.save.click();
    await expect(form.change).toBeVisible();
    const stored = await storedView(context, household.code);
    const storedBen = stored.household.guests.find((guest) => guest.name === "Ben Example");
    expect(Object.values(storedBen?.answers ?? {}).map((answer) => answer.attending)).toEqual(events.map(() => false));
    const storedSeat = stored.household.guests.find((guest) => guest.isSeat);
    expect(storedSeat?.name).toBe("Cara Friend");

    // And back to the form from the summary.
    await form.change.click();
    await expect(form.save).toBeVisible();
    await api.dispose();
  });

  test("two people of one household answering at once: the second sees the first's answers, nothing is lost", async ({
    browser,
    baseURL,
  }) => {
    // Many questions answered one by one, on two busy cores.
    test.slow();
    const first = await browser.newContext({ baseURL });
    const second = await browser.newContext({ baseURL });
    const api = await ownSetup(first, baseURL);
    await speakFrom(second, ownAddress(test.info(), "second"));
    const household = await createHousehold(api, [person("Eve Example"), person("Finn Example")]);

    const pageA = await first.newPage();
    const pageB = await second.newPage();
    await openPage(pageA, `/i/${household.code}#rsvp`);
    await openPage(pageB, `/i/${household.code}#rsvp`);
    const formA = householdForm(pageA);
    const formB = householdForm(pageB);

    await answerAll(formA, formA.guest("Eve Example"), () => true);
    await answerAll(formA, formA.guest("Finn Example"), () => true, 1);
    await formA.send.click();
    await expect(formA.section).toContainText(PAGE_WORDS_EN.household.saved);

    // B still has the form as it was before A saved.
    await answerAll(formB, formB.guest("Eve Example"), () => false);
    await answerAll(formB, formB.guest("Finn Example"), () => false);
    await formB.send.click();
    await expect(formB.section.getByRole("alert")).toContainText(HOUSEHOLD_MESSAGES.versionConflict);
    // A's answers are now in B's form, for B to check.
    await expect(formB.answer(formB.guest("Eve Example"), firstEvent.title, true)).toBeChecked();
    await expect(formB.answer(formB.guest("Finn Example"), firstEvent.title, true)).toBeChecked();
    // B keeps A's answer for Eve and says Finn cannot come: both land.
    await answerAll(formB, formB.guest("Finn Example"), () => false);
    await formB.save.click();
    await expect(formB.section).toContainText(PAGE_WORDS_EN.household.saved);

    const stored = await storedView(first, household.code);
    const answersOf = (name: string) =>
      Object.values(stored.household.guests.find((guest) => guest.name === name)?.answers ?? {}).map(
        (answer) => answer.attending,
      );
    expect(answersOf("Eve Example")).toEqual(events.map(() => true));
    expect(answersOf("Finn Example")).toEqual(events.map(() => false));
    await api.dispose();
    await first.close();
    await second.close();
  });

  test("a wrong code gets a clear page, not the open form", async ({ page, context }) => {
    await speakFrom(context, ownAddress(test.info()));
    const response = await page.goto("/i/AAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit RSVP" })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("axe finds no violations on a personal link: the form, its problems and the saved answers", async ({
    page,
    context,
    baseURL,
  }) => {
    // The whole page once, then the section as it changes: axe is slow on two busy cores.
    test.slow();
    const api = await ownSetup(context, baseURL);
    const household = await createHousehold(api, [person("Gil Example"), seat()]);
    await openPage(page, `/i/${household.code}#rsvp`);
    const form = householdForm(page);
    await expect(form.send).toBeVisible();
    const violations = async (builder = new AxeBuilder({ page }).include("#rsvp")) =>
      (await builder.analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(await violations(new AxeBuilder({ page }))).toEqual([]);
    await form.send.click();
    await expect(form.answer(form.guest("Gil Example"), firstEvent.title, true)).toBeFocused();
    expect(await violations()).toEqual([]);
    await answerAll(form, form.guest("Gil Example"), () => true);
    await answerAll(form, form.guest("Your guest"), () => false);
    await form.send.click();
    await expect(form.change).toBeVisible();
    expect(await violations()).toEqual([]);
    await api.dispose();
  });

  test.describe("with the service worker", () => {
    // The other tests block workers (their request mocks would not see requests a worker answers).
    test.use({ serviceWorkers: "allow" });

    test("never keeps a personal link or its answers, and offline says the invitation needs a connection", async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow();
      await stubThirdParties(page);
      const api = await ownSetup(context, baseURL);
      const household = await createHousehold(api, [person("Lou Example")]);
      const link = `/i/${household.code}`;
      await openPage(page, link);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 45_000 })
        .toBe("activated");
      // Controlled by the worker now: the link and its answers go through it.
      await openPage(page, `${link}#rsvp`);
      await expect(householdForm(page).send).toBeVisible();
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(cached.filter((url) => url.startsWith("/i/") || url.startsWith("/api/"))).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await hydrated(page);
      const section = page.locator("#rsvp");
      await expect(section.getByRole("alert")).toContainText("offline");
      await expect(section.getByRole("button", { name: WORDS.send })).toHaveCount(0);
      await context.setOffline(false);
      await api.dispose();
    });
  });
});
