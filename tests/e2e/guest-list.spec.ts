import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { weddingContent as content } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { GUEST_LIST_API, GUEST_LIST_CSV_COLUMNS, GUEST_LIST_SIDE_COLUMN } from "../../src/shared/households.ts";
import { ownAddress, signInThroughPage, speakFrom, uniqueEmail } from "./admin-support.ts";
import { hydrated } from "./support.ts";

/**
 * The couple's guest list at /admin#guests against the real server: import,
 * links, a household answering through its link, the numbers and the
 * per-person CSV, a refused import, reminders, the printable cards and axe.
 * Every word about the couple comes from the content (CI runs this with a
 * second couple too); each test finds its own households by a unique tag,
 * since the server is shared with every other spec.
 */

test.beforeEach(async ({ context }, testInfo) => {
  await speakFrom(context, ownAddress(testInfo));
});

const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const eventIds = content.events.map((event) => event.id);

type CsvRow = Partial<Record<(typeof GUEST_LIST_CSV_COLUMNS)[number], string>>;

/** A guest-list CSV in the import's columns, every field quoted. */
function guestListCsv(rows: readonly CsvRow[]): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = [
    GUEST_LIST_CSV_COLUMNS,
    ...rows.map((row) => GUEST_LIST_CSV_COLUMNS.map((column) => row[column] ?? "")),
  ];
  return `${lines.map((line) => line.map(quote).join(",")).join("\r\n")}\r\n`;
}

async function openGuestList(page: Page): Promise<void> {
  await signInThroughPage(page, "/admin#guests");
  await expect(page.getByRole("tab", { name: "Guest list" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Households" })).toBeVisible();
}

async function importCsv(page: Page, csv: string, fileName = "guests.csv"): Promise<void> {
  await page.getByLabel("Import households from a CSV file").setInputFiles({
    name: fileName,
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
}

/** The household's row (wide screen) or card (phone): whichever is shown. */
function household(page: Page, name: string): Locator {
  return page.locator("tr, article").filter({ visible: true }).filter({ hasText: name });
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel("Search by name, email or phone").fill(text);
}

/** What a download link saves. */
async function downloadText(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent("download");
  await link.click();
  return readFile(await (await download).path(), "utf8");
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

/** The guest's browser calls our API as the guest page does (same origin, the page's own cookies). */
async function fetchJson(page: Page, path: string, init?: { method: string; body: unknown }) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.method ?? "GET",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        ...(init ? { body: JSON.stringify(init.body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, init },
  );
}

interface AnswerPlan {
  dietary?: string;
  attending(eventId: string): boolean;
  meal(meals: readonly string[]): string;
}

/**
 * Answers on the personal link's page, as the household does: for each guest
 * (by name) and each event, Coming or Not coming, a meal where the event has
 * meals, dietary needs; then sends them.
 */
async function answerOnPage(guestPage: Page, plan: Record<string, AnswerPlan>, button: string): Promise<void> {
  const section = guestPage.locator("#rsvp");
  for (const [name, answer] of Object.entries(plan)) {
    const guest = section.getByRole("group", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
    for (const event of content.events) {
      const coming = answer.attending(event.id);
      await guest
        .getByRole("group", { name: event.title, exact: true })
        .getByRole("radio", { name: coming ? "Coming" : "Not coming", exact: true })
        .check();
      if (coming && event.meals)
        await guest.getByLabel(`Meal choice for ${event.title}`).selectOption(answer.meal(event.meals));
    }
    if (answer.dietary) await guest.getByLabel("Dietary needs (optional)").fill(answer.dietary);
  }
  await section.getByRole("button", { name: button }).click();
  await expect(section.getByRole("button", { name: "Change our answers" })).toBeVisible();
}

test("an imported household gets its link on WhatsApp and by email, answers per person through it, and shows in the numbers and the answers CSV", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // the suite's longest journey: the couple's admin, then a guest's own browser, then the admin again
  const tag = uniqueTag();
  const alpha = `${tag} Alpha household`;
  const beta = `${tag} Beta household`;
  const [firstEvent] = content.events;
  if (!firstEvent) throw new Error("the content has no event");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await openGuestList(page);
  await importCsv(
    page,
    guestListCsv([
      {
        household: alpha,
        adults: `Ada ${tag};Ben ${tag}`,
        children: `Cleo ${tag}`,
        extra_guests: "0",
        email: uniqueEmail("alpha"),
        phone: "+27 82 555 0101",
        events: eventIds.join(";"),
      },
      { household: beta, adults: `Dan ${tag}`, extra_guests: "1", events: firstEvent.id },
    ]),
  );
  await expect(page.getByRole("status").filter({ hasText: "Imported 2 households from guests.csv." })).toBeVisible();

  await search(page, tag);
  await expect(page.getByRole("status").filter({ hasText: /^2 of \d+ households shown\.$/ })).toBeVisible();
  await expect(household(page, alpha).getByText("Not invited yet", { exact: true })).toBeVisible();
  await expect(household(page, alpha)).toContainText(`Cleo ${tag}`);
  await expect(household(page, alpha)).toContainText("child");
  await expect(household(page, beta)).toContainText(`Guest of Dan ${tag}`);
  await expect(household(page, beta)).toContainText("+1 to name");
  // Beta has neither email nor phone: nothing to send it with but the link and the QR code.
  await expect(household(page, beta).getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
  await expect(household(page, beta).getByRole("button", { name: /email/ })).toHaveCount(0);

  await page.getByRole("button", { name: `Copy link for ${alpha}` }).click();
  const copied = page.getByRole("status").filter({ hasText: `Copied the link for ${alpha}: ` });
  await expect(copied).toBeVisible();
  const url = ((await copied.textContent()) ?? "").split(": ").at(-1) ?? "";
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/i\/[A-Za-z0-9_-]{16}$/);

  const whatsApp = page.getByRole("link", { name: `Send on WhatsApp to ${alpha}` });
  const href = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/27825550101");
  expect(href.searchParams.get("text")).toContain(alpha);
  expect(href.searchParams.get("text")).toContain(coupleNames(content));
  expect(href.searchParams.get("text")).toContain(url);
  // wa.me opens in a tab of its own (unreachable here); the household counts as invited.
  const [whatsAppTab] = await Promise.all([page.waitForEvent("popup"), whatsApp.click()]);
  await whatsAppTab.close();
  await expect(household(page, alpha).getByText("Invited", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Send by email to ${alpha}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `The invitation email to ${alpha}` })).toBeVisible();

  // The household opens its link in a browser of its own and answers per person, per event.
  const guestPage = await context.newPage();
  const opened = await guestPage.goto(`${baseURL}${path}`);
  expect(opened?.status()).toBe(200);
  await hydrated(guestPage);
  const cleoComes = (eventId: string) => eventId === firstEvent.id;
  await answerOnPage(
    guestPage,
    {
      [`Ada ${tag}`]: { attending: () => true, meal: (meals) => meals[0] ?? "" },
      [`Ben ${tag}`]: { dietary: `No nuts ${tag}`, attending: () => true, meal: (meals) => meals[0] ?? "" },
      [`Cleo ${tag}`]: { attending: cleoComes, meal: (meals) => meals[0] ?? "" },
    },
    "Send our answers",
  );
  // Ben changes his meal: the admin's numbers and CSV must show the change, not the first answer.
  await guestPage.getByRole("button", { name: "Change our answers" }).click();
  await answerOnPage(
    guestPage,
    { [`Ben ${tag}`]: { attending: () => true, meal: (meals) => meals.at(-1) ?? "" } },
    "Save our answers",
  );
  await guestPage.close();

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(household(page, alpha).getByText("Answered", { exact: true })).toBeVisible();
  for (const event of content.events) {
    const totals = page.getByTestId(`totals-${event.id}`);
    await expect(totals.getByRole("heading", { name: event.title })).toBeVisible();
    await expect(totals).toContainText(`No nuts ${tag}`);
    for (const meal of event.meals ?? []) await expect(totals).toContainText(meal);
  }

  const csv = await downloadText(page, page.getByRole("link", { name: "Export everyone’s answers (CSV)" }));
  const rows = (parse(csv, { bom: true }) as string[][]).filter((row) => row.join("|").includes(tag));
  // One row per person (with each event's answer and meal): Ben's row names his dietary needs and his meals.
  const ben = rows.filter((row) => row.includes(`Ben ${tag}`)).flat();
  expect(ben).toContain(`No nuts ${tag}`);
  for (const event of content.events) {
    const lastMeal = event.meals?.at(-1);
    if (lastMeal) expect(ben).toContain(lastMeal);
  }
  expect(rows.find((row) => row.includes(`Cleo ${tag}`))).toBeDefined();
  expect(rows.find((row) => row.includes(`Dan ${tag}`))).toBeDefined();
});

test("a CSV with one bad line says which line, and imports nothing", async ({ page }) => {
  const tag = uniqueTag();
  await openGuestList(page);
  await importCsv(
    page,
    guestListCsv([
      { household: `${tag} Good household`, adults: `Eve ${tag}`, events: eventIds.join(";") },
      { household: `${tag} Bad household`, adults: `Fay ${tag}`, events: `no-such-event-${tag}` },
    ]),
    "bad.csv",
  );
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(/line 3/i);
  await expect(alert).toContainText("Nothing was imported.");
  await search(page, tag);
  await expect(page.getByText("No household matches.")).toBeVisible();

  const list = await fetchJson(page, GUEST_LIST_API.households);
  const { households } = list.body as { households: { displayName: string }[] };
  expect(households.filter((entry) => entry.displayName.includes(tag))).toEqual([]);
});

test("a CSV with several mistakes lists each with its line and column; a Windows-1252 file keeps its accents", async ({
  page,
}) => {
  const tag = uniqueTag();
  await openGuestList(page);
  await importCsv(
    page,
    guestListCsv([
      { household: `${tag} Good household`, adults: `Eve ${tag}` },
      { household: "", adults: `Fay ${tag}`, email: "not-an-email" },
      { household: `${tag} Third household`, adults: `Gus ${tag}`, events: `no-such-event-${tag}` },
    ]),
    "mistakes.csv",
  );
  await expect(page.getByRole("alert")).toHaveText("mistakes.csv has 3 problems, listed below. Nothing was imported.");
  const problems = page.getByRole("list", { name: "3 problems in mistakes.csv" });
  await expect(problems.getByRole("listitem")).toHaveText([
    /^Line 3, household: /,
    /^Line 3, email: /,
    /^Line 4, events: .*no-such-event/,
  ]);

  // Excel's "CSV" on Windows: the file's bytes reach the server as they are, and Zoë stays Zoë.
  await page.getByLabel("Import households from a CSV file").setInputFiles({
    name: "excel.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(guestListCsv([{ household: `${tag} Zoë's family`, adults: `Zoë ${tag}` }]), "latin1"),
  });
  await expect(page.getByRole("status").filter({ hasText: "Imported 1 household from excel.csv." })).toBeVisible();
  await expect(problems).toHaveCount(0);
  await search(page, tag);
  await expect(household(page, `${tag} Zoë's family`)).toContainText(`Zoë ${tag}`);
});

test("the CSV template downloads with the import's columns and this site's events", async ({ page }) => {
  await openGuestList(page);
  const csv = await downloadText(page, page.getByRole("link", { name: "Download the CSV template" }));
  const [header, example] = parse(csv) as string[][];
  // The template's columns, then the optional ones: the language on a site with a choice, and the side (ADR 052).
  expect(header?.slice(0, GUEST_LIST_CSV_COLUMNS.length)).toEqual([...GUEST_LIST_CSV_COLUMNS]);
  expect(header?.at(-1)).toBe(GUEST_LIST_SIDE_COLUMN);
  expect(example?.[GUEST_LIST_CSV_COLUMNS.indexOf("events")]).toBe(eventIds.join(";"));
});

test("a household added by hand is reminded on WhatsApp, then answered for by the couple", { tag: "@desktop" }, async ({
  page,
}) => {
  // Reminders go to every household that has not answered: one project sends them, so the two never race.
  const tag = uniqueTag();
  const name = `${tag} Gamma household`;
  await openGuestList(page);

  await page.getByRole("button", { name: "Add a household" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a household" });
  await expect(dialog.getByLabel("Household name")).toBeFocused();
  await dialog.getByLabel("Household name").fill(name);
  await dialog.getByLabel("Phone").fill("+27 82 555 0199");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Gus ${tag}`);
  await dialog.getByRole("button", { name: "Save household" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();
  await search(page, tag);
  await expect(household(page, name).getByText("Not invited yet", { exact: true })).toBeVisible();
  // Only households that were sent their invitation are reminded.
  const [invitationTab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: `Send on WhatsApp to ${name}` }).click(),
  ]);
  await invitationTab.close();
  await expect(household(page, name).getByText("Invited", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Send reminders" }).click();
  // First how many, which way and the words; nothing goes until the couple confirms.
  const asked = page.getByRole("alertdialog", { name: "Send reminders?" });
  await expect(asked).toContainText(/\d+ households? gets? a WhatsApp link for you to send/);
  await expect(asked.getByRole("heading", { name: "The WhatsApp message" })).toBeVisible();
  await asked.getByRole("button", { name: "Send reminders" }).click();
  const reminders = page.getByRole("region", { name: "Reminders" });
  await expect(reminders.getByRole("status")).toContainText(/\d+ reminder emails? queued/);
  await expect(reminders.getByRole("status")).toContainText(/\d+ reminded in the last day, skipped/);
  const remind = reminders.getByRole("link", { name: `Remind ${name} on WhatsApp` });
  expect(await remind.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/27825550199\?text=/);
  const [whatsAppTab] = await Promise.all([page.waitForEvent("popup"), remind.click()]);
  await whatsAppTab.close();
  await expect(reminders.getByRole("listitem").filter({ hasText: `Remind ${name} on WhatsApp` })).toContainText(
    "Opened",
  );

  // Gus phones: he can't come to anything.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: `Edit ${name}` });
  for (const event of content.events) {
    await editor.getByRole("combobox", { name: event.title, exact: true }).selectOption({ label: "Not attending" });
  }
  await editor.getByRole("button", { name: "Save household" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved ${name}.` })).toBeVisible();
  await expect(household(page, name).getByText("Declined", { exact: true })).toBeVisible();
});

test("the couple's own answer needs a meal where the event has meals, and the server's refusal shows in the form", async ({
  page,
}) => {
  const withMeals = content.events.find((event) => event.meals);
  test.skip(!withMeals, "no event of this content has meals");
  if (!withMeals?.meals) return;
  const tag = uniqueTag();
  await openGuestList(page);
  await page.getByRole("button", { name: "Add a household" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a household" });
  await dialog.getByLabel("Household name").fill(`${tag} Delta household`);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Dee ${tag}`);
  await dialog.getByRole("combobox", { name: withMeals.title, exact: true }).selectOption({ label: "Attending" });
  await dialog.getByRole("button", { name: "Save household" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`Please choose Dee ${tag}'s meal for ${withMeals.title}.`);
  await dialog.getByRole("combobox", { name: `Meal at ${withMeals.title}` }).selectOption(withMeals.meals[0] ?? "");
  await dialog.getByRole("button", { name: "Save household" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${tag} Delta household.` })).toBeVisible();
});

test("the print view shows each household's own events with their places, a QR code, and one card to an A5 page", async ({
  page,
}) => {
  const tag = uniqueTag();
  const [firstEvent, ...laterEvents] = content.events;
  if (!firstEvent) throw new Error("the content has no event");
  await openGuestList(page);
  await importCsv(
    page,
    guestListCsv([
      { household: `${tag} Card one`, adults: `Hal ${tag}`, events: firstEvent.id },
      { household: `${tag} Card two`, adults: `Ivy ${tag}`, extra_guests: "2", events: eventIds.join(";") },
    ]),
  );
  await expect(page.getByRole("status").filter({ hasText: "Imported 2 households" })).toBeVisible();

  await page.getByRole("link", { name: "Print invitation cards" }).click();
  await expect(page.getByRole("heading", { name: "Invitation cards" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  const sheet = page.getByRole("list", { name: "Invitation cards" });
  const cards = sheet.locator(":scope > li").filter({ hasText: tag });
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card).toContainText(coupleNames(content));
    await expect(card.getByRole("img", { name: /^QR code of the invitation link for / })).toHaveCount(1);
    await expect(card).toContainText(/\/i\/[A-Za-z0-9_-]{16}/);
  }
  // Every event with its day, time and address on the card of the household invited to all; the first alone on the other's.
  const everything = cards.filter({ hasText: `${tag} Card two` });
  for (const event of content.events) {
    await expect(everything).toContainText(`${event.dayLabel} · ${event.timeLabel}`);
    await expect(everything).toContainText(event.venue.address);
  }
  const firstOnly = cards.filter({ hasText: `${tag} Card one` });
  await expect(firstOnly.getByRole("list", { name: /^Events / }).getByRole("listitem")).toHaveCount(1);
  await expect(firstOnly).toContainText(firstEvent.venue.address);
  for (const event of laterEvents.filter((later) => later.venue.address !== firstEvent.venue.address)) {
    await expect(firstOnly).not.toContainText(event.venue.address);
  }

  // On A5, one card fills each page: as many pages as cards (the list holds other specs' households too).
  await page.getByRole("radio", { name: "A5" }).check();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(await sheet.locator(":scope > li").count());
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([420, 595]);
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("link", { name: "Back to the guest list" }).click();
  await expect(page.getByRole("heading", { name: "Households" })).toBeVisible();
});

test("the guest list, its form and the cards have no axe violations at 360 and 1280 px, and nothing overflows a phone", {
  tag: "@desktop",
}, async ({ page }) => {
  // Eight axe runs over a list that holds every other spec's households too.
  test.slow();
  const tag = uniqueTag();
  await openGuestList(page);
  await importCsv(
    page,
    guestListCsv([
      {
        household: `${tag} Axe household with a rather long name to wrap`,
        adults: `Jan ${tag}`,
        children: `Kim ${tag}`,
        extra_guests: "1",
        email: uniqueEmail("axe"),
        phone: "+27 82 555 0123",
      },
    ]),
  );
  await expect(page.getByRole("status").filter({ hasText: "Imported 1 household" })).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin#guests");
    await expect(page.getByRole("heading", { name: "Households" })).toBeVisible();
    await search(page, tag);
    await expect(page.getByRole("button", { name: /^Copy link for / })).toHaveCount(1);
    expect(await axeViolations(page), `guest list at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole("button", { name: /^Edit / }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page), `edit form at ${width}px`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: /^QR code for / }).click();
    await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
    expect(await axeViolations(page), `QR code at ${width}px`).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/admin#print-cards");
    await expect(page.getByRole("list", { name: "Invitation cards" }).locator(":scope > li").first()).toBeVisible();
    expect(await axeViolations(page), `cards at ${width}px`).toEqual([]);
  }
});
