import { createTransport } from "nodemailer";
import type { MailSecurity } from "../../shared/mail-settings.ts";
import type { MailTransport } from "./mail-transport.ts";
import { type MailFrom, nodemailerMessage } from "./nodemailer-message.ts";

/** Options beyond the URL; tests use them to talk to a plain local server (`ignoreTLS`). */
export interface SmtpOptions {
  ignoreTLS?: boolean;
  /** Shortens every wait (a test mail the couple is watching). */
  timeoutMs?: number;
}

/** An SMTP transport: it sends, and `verify` connects, greets and logs in, then hangs up. */
export type SmtpTransport = MailTransport & { readonly target: string; verify(): Promise<void> };

/**
 * The timeouts of the outbox's sends: well inside the outbox lease, so a hung server fails the attempt instead
 * of letting another sender claim the mail while this one is still talking.
 */
const OUTBOX_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** Mail through an SMTP server at SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(
  url: string,
  from: string,
  { timeoutMs, ...options }: SmtpOptions = {},
): SmtpTransport {
  const parsed = new URL(url);
  const target = `${parsed.hostname}:${parsed.port || (parsed.protocol === "smtps:" ? "465" : "587")}`;
  return smtpTransport(createTransport({ url, ...timeoutsOf(timeoutMs), ...options }), target, from);
}

/** The couple's provider, as they entered it on the admin's Mail screen (mail-settings-store.ts). */
export interface ProviderSettings {
  host: string;
  port: number;
  security: MailSecurity;
  /** Empty: the server takes mail without a login. */
  username: string;
  password: string;
  fromAddress: string;
  /** Empty: the address alone. */
  fromName: string;
}

/**
 * Mail through the couple's provider. "none" never upgrades, even when the server offers STARTTLS; "starttls"
 * refuses to go on without it. `timeoutMs` shortens every wait (a test mail the couple is watching).
 */
export function createProviderTransport(settings: ProviderSettings, timeoutMs?: number): SmtpTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
    ...timeoutsOf(timeoutMs),
  });
  const from = settings.fromName ? { name: settings.fromName, address: settings.fromAddress } : settings.fromAddress;
  return smtpTransport(transporter, `${settings.host}:${settings.port}`, from);
}

function timeoutsOf(timeoutMs: number | undefined) {
  return timeoutMs === undefined
    ? OUTBOX_TIMEOUTS
    : { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs };
}

function smtpTransport(transporter: ReturnType<typeof createTransport>, target: string, from: MailFrom): SmtpTransport {
  return {
    description: `SMTP at ${target}`,
    target,
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
