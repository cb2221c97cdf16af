import { Hono } from "hono";
import { MailTrialRequestSchema } from "../../shared/mail-settings.ts";
import { HttpError } from "../errors.ts";
import type { MailSetupService } from "../services/mail-setup.ts";
import { valid } from "../validation.ts";

/**
 * The admin's Mail screen (MAIL_SETTINGS_API, mounted at /mail/settings behind the session): GET the way mail
 * goes, PUT the couple's settings, DELETE them, POST test a mail sent now. No answer ever carries the password.
 */
export function mailSettingsRoutes(setup: MailSetupService | null) {
  if (!setup) {
    return new Hono().all("*", () => {
      throw new HttpError(503, "mail_setup_unavailable", "This server cannot keep mail settings.");
    });
  }
  return new Hono()
    .get("/", async (c) => c.json(await setup.status()))
    .put("/", async (c) => c.json(await setup.save(await c.req.json().catch(() => null))))
    .delete("/", async (c) => c.json(await setup.remove()))
    .post(
      "/test",
      valid("json", MailTrialRequestSchema, "Write the email address to send the test mail to."),
      async (c) => {
        const { to, settings } = c.req.valid("json");
        return c.json(await setup.trial(to, settings));
      },
    );
}
