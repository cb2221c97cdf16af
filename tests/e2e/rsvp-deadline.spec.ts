import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { weddingContent } from "../../content/wedding.ts";
import { closedMessage } from "../../src/server/household-messages.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import type { HouseholdInput } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API } from "../../src/shared/households.ts";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";
import { chooseFirstEvent } from "./support.ts";
import { publishTestContent, SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * The deadline and wrong codes change what every guest of a server sees, so
 * these tests run their own built server (own data folder and port) instead
 * of the shared one the other browser tests use.
 */

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let baseURL: string;
let dataDir: string;
let admin: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  dataDir = await mkdtemp(path.join(tmpdir(), "wedding-deadline-"));
  server = spawnServer(
    {
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // spawnServer waits for the "listening" line, which is logged at info.
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      RSVP_RATE_LIMIT_PER_MINUTE: "0",
    },
    "dist/server/main.js",
  );
  baseURL = await server.listening;
  // The couple the tests read (CI's content pass publishes its second couple into every test server).
  await publishTestContent(baseURL);
  admin = await request.newContext({ baseURL });
  const signIn = await admin.post(ADMIN_API.session, { data: { password: E2E_ADMIN_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  server?.child.kill("SIGTERM");
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

const [firstEvent] = weddingContent.events;

/** A date already past, and before the first event's day as the deadline must be. */
function pastDeadline(): string {
  const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const dayBeforeFirst = new Date(Date.parse(firstEvent?.start ?? "") - 24 * 3600 * 1000).toISOString().slice(0, 10);
  return yesterday < dayBeforeFirst ? yesterday : dayBeforeFirst;
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("rsvp deadline", { tag: "@content" }, () => {
  test("after the deadline the personal link shows the answers read-only and the open form takes no answer", async ({
    browser,
  }) => {
    const household: HouseholdInput = {
      displayName: "Deadline Household",
      email: null,
      phone: null,
      message: null,
      eventIds: weddingContent.events.map((event) => event.id),
      guests: [{ name: "Late Guest", isChild: false, isSeat: false, dietary: null }],
    };
    const created = await admin.post(GUEST_LIST_API.households, { data: household });
    expect(created.status(), await created.text()).toBe(201);
    const { code } = (await created.json()) as { code: string };

    const deadline = pastDeadline();
    const settings = await admin.put(GUEST_LIST_API.rsvpSettings, { data: { deadline, closeAtDeadline: true } });
    expect(settings.status(), await settings.text()).toBe(200);
    const window = (await settings.json()) as { open: boolean; deadlineLabel: string };
    expect(window.open).toBe(false);
    const closed = closedMessage(window.deadlineLabel, weddingContent.rsvp.contacts);

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/i/${code}#rsvp`);
    const section = page.locator("#rsvp");
    await expect(section).toContainText(closed);
    await expect(section).toContainText("Late Guest");
    await expect(section.getByRole("button", { name: /send|save|submit/i })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).include("#rsvp").analyze()).violations).toEqual([]);

    // The open form: closed in place when the printed deadline has passed, else refused on submit.
    await page.goto("/#rsvp");
    const form = page.locator("#rsvp");
    const submit = form.getByRole("button", { name: "Submit RSVP" });
    if (await submit.isVisible()) {
      await form.getByLabel("Your Full Name*").fill("Too Late");
      await form.getByLabel("Email Address*").fill(`late.${Date.now()}@example.com`);
      await chooseFirstEvent(form);
      await submit.click();
      await expect(page.getByRole("alert").last()).toContainText(closed);
    } else {
      await expect(form).toContainText(closed);
    }
    const refused = await context.request.post("/api/rsvps", {
      data: { name: "Script", email: `script.${Date.now()}@example.com`, attending: true },
    });
    expect(refused.status()).toBe(403);
    const refusedAnswer = await context.request.put(INVITATION_API.invitation(code), {
      data: { version: 0, guests: [], message: "" },
    });
    expect(refusedAnswer.status()).toBe(403);
    await context.close();

    // Moving the deadline back reopens both.
    const reopened = await admin.put(GUEST_LIST_API.rsvpSettings, {
      data: { deadline: weddingContent.rsvp.deadline, closeAtDeadline: false },
    });
    expect(((await reopened.json()) as { open: boolean }).open).toBe(true);
  });

  test("a wrong code gets a clear page, and too many wrong codes from one address are refused", async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const response = await page.goto("/i/AAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link")).toHaveAttribute("href", "/");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    let status = 404;
    for (let attempt = 0; attempt < 40 && status === 404; attempt += 1) {
      status = (
        await context.request.get(INVITATION_API.invitation(`wrongcode${String(attempt).padStart(7, "0")}`))
      ).status();
    }
    expect(status).toBe(429);
    const limited = await page.goto("/i/BBBBBBBBBBBBBBBB");
    expect(limited?.status()).toBe(429);
    await expect(page.locator("body")).toContainText(/wait/i);
    await context.close();
  });
});
