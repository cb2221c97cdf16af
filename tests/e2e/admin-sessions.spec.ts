import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { adminApi, ownAddress, serverOfTheFile, signInForm, signInThroughPage } from "./admin-support.ts";

/**
 * "Sign out everywhere" in the couple's admin. It ends every session of the
 * server, so this file runs its own built server (on a free port, with its own
 * data) instead of the one the other specs share and sign in to.
 */

const own = serverOfTheFile("sessions");

test("sign out everywhere asks first, by keyboard too, then ends this session and the one on another device", async ({
  page,
}, testInfo) => {
  const origin = own.origin();
  const otherDevice = await adminApi(origin, ownAddress(testInfo, "other device"));
  expect((await otherDevice.get(ADMIN_API.rsvps)).status()).toBe(200);
  await signInThroughPage(page, `${origin}/admin`);
  const ownSession = () => page.request.get(`${origin}${ADMIN_API.rsvps}`);

  const everywhere = page.getByRole("button", { name: "Sign out everywhere" });
  const dialog = page.getByRole("alertdialog", { name: "Sign out everywhere?" });
  await everywhere.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("every phone and computer, this one included");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Escape keeps every session, and focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(everywhere).toBeFocused();
  expect((await otherDevice.get(ADMIN_API.rsvps)).status()).toBe(200);
  expect((await ownSession()).status()).toBe(200);

  // The keyboard alone: open, move from Cancel to the confirm button, press it.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Sign out everywhere" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByText("You are signed out on every device.")).toBeVisible();
  await expect(signInForm(page).password).toBeVisible();
  expect((await ownSession()).status()).toBe(401);
  expect((await otherDevice.get(ADMIN_API.rsvps)).status()).toBe(401);
  await otherDevice.dispose();
});
