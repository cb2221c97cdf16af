import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { startSmtpServer } from "../../src/testing/smtp-test-server.ts";
import { ownAddress, signInThroughPage, speakFrom } from "./admin-support.ts";

const LOGIN = { user: "couple", password: "app-password-1" };

// Tries settings without saving them: the other specs share this server and expect mail to go to files.
test("the Mail tab: the couple tries their provider and hears how it went, by keyboard, with no axe violations", async ({
  page,
  context,
}, testInfo) => {
  await speakFrom(context, ownAddress(testInfo));
  const smtp = await startSmtpServer(0, { login: LOGIN });
  try {
    await signInThroughPage(page, "/admin#mail");
    await expect(page.getByTestId("mail-summary")).toHaveText(/saved as files on the server/);

    await page.getByLabel("Mail server (SMTP)").fill("127.0.0.1");
    await page.getByLabel("Port", { exact: true }).fill(String(smtp.port));
    await page.getByRole("radio", { name: /Not encrypted/ }).check();
    await page.getByLabel("User name").fill(LOGIN.user);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByLabel("From name").fill("Thabo & Lerato");

    // Checked before anything is sent: the wrong field says why and has the focus.
    await page.getByRole("button", { name: "Save settings" }).click();
    const from = page.getByLabel("From address");
    await expect(from).toBeFocused();
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await from.fill("wedding@example.com");

    const to = page.getByLabel("Send a test mail to");
    await to.fill("ann@example.com");
    await to.press("Enter");
    await expect(page.getByRole("alert")).toContainText("Authentication failed");

    await page.getByLabel("Password", { exact: true }).fill(LOGIN.password);
    await to.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send a test mail" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "The test mail went to" })).toBeVisible();
    expect(smtp.received.map((mail) => mail.from?.name)).toEqual(["Thabo & Lerato"]);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  } finally {
    await smtp.close();
  }
});
