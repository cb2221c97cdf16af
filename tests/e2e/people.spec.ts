import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * People, not a password (docs/decisions/052-people-not-a-password.md), on a first run: its own built server with
 * an empty database and no ADMIN_PASSWORD, so the start log's setup link is the only way in.
 */

const PORT = 4731;
let server: ServerProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  dataDir = await mkdtemp(path.join(tmpdir(), "wedding-e2e-people-"));
  server = spawnServer({ HOST: "127.0.0.1", PORT: String(PORT), DATA_DIR: dataDir }, "dist/server/main.js");
  origin = await server.listening;
});

test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("the setup link makes the first partner, who invites a photographer; each sees only their tabs", async ({
  page,
  browser,
}) => {
  await expect.poll(() => /"setupLink":"([^"]+)"/.exec(server.output())?.[1]).toBeTruthy();
  const logged = new URL(/"setupLink":"([^"]+)"/.exec(server.output())?.[1] ?? "");
  await page.goto(`${origin}/admin${logged.hash}`);

  // By keyboard: type each field and press Enter; a too-short password is said at its field.
  await page.getByLabel("Your name").fill("Lerato");
  await page.getByLabel("Email").fill("lerato@example.com");
  const password = page.getByLabel("Password");
  await password.fill("short");
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);
  await password.fill("a long enough password");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Signed in as Lerato")).toBeVisible();

  await page.getByRole("tab", { name: "People" }).click();
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Role").selectOption("photographer");
  await invite.getByRole("button", { name: "Make an invite link" }).click();
  const link = await invite.getByLabel(/Invite link for a photographer/).inputValue();
  await expectNoAxeViolations(page);

  const photographer = await browser.newContext();
  const theirs = await photographer.newPage();
  await theirs.goto(link);
  await theirs.getByLabel("Your name").fill("Sipho");
  await theirs.getByLabel("Email").fill("sipho@example.com");
  await theirs.getByLabel("Password").fill("another long password");
  await theirs.keyboard.press("Enter");
  await expect(theirs.getByText("Signed in as Sipho")).toBeVisible();
  await expect(theirs.getByRole("tablist", { name: "Admin sections" }).getByRole("tab")).toHaveText(["Photos"]);
  await photographer.close();

  await page.getByRole("tab", { name: "Audit" }).click();
  await expect(page.getByRole("cell", { name: "Joined as photographer, invited by Lerato" })).toBeVisible();
  await expectNoAxeViolations(page);
});
