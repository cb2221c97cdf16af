import { createTransport } from "nodemailer";
import type { MailTransport } from "./mail-transport.ts";
import { nodemailerMessage } from "./nodemailer-message.ts";

/** Options beyond the URL; tests use them to talk to a plain local server (`ignoreTLS`). */
export interface SmtpOptions {
  ignoreTLS?: boolean;
}

/**
 * Mail through an SMTP server at SMTP_URL (smtp:// or smtps://, credentials
 * in the URL). Timeouts stay well inside the outbox lease, so a hung server
 * fails the attempt instead of letting another sender claim the mail while
 * this one is still talking.
 */
export function createSmtpTransport(
  url: string,
  from: string,
  options: SmtpOptions = {},
): MailTransport & { readonly target: string; verify(): Promise<void> } {
  const transporter = createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    ...options,
  });
  const parsed = new URL(url);
  const target = `${parsed.hostname}:${parsed.port || (parsed.protocol === "smtps:" ? "465" : "587")}`;
  return {
    description: `SMTP at ${target}`,
    target,
    /** Connects, greets and logs in (if the URL has credentials), then hangs up: the start-up and health check. */
    async verify() {
      await transporter.verify();
    },
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail, from));
    },
    async close() {
      transporter.close();
    },
  };
}
