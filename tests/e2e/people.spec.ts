import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./admin-support.ts";
import { firstRunServer } from "./first-run-server.ts";

/**
 * People, not a password (docs/decisions/052-people-not-a-password.md), on a first run: its own built server with
 * an empty database and no ADMIN_PASSWORD, so the start log's setup link is the only way in.
 */

const PORT = 4731;
const site = firstRunServer(PORT, "people");

test("the setup link makes the first partner, who invites a photographer; each sees only their tabs", async ({
  page,
  browser,
}) => {
  await page.goto(await site.setupLink());

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
  // The setup link leads on to the setup wizard (tests/e2e/setup-wizard.spec.ts), which can wait.
  await page.getByRole("button", { name: "Finish later" }).click();
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
