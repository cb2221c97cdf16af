import type { MailSettingsStore, StoredMailSettings } from "./mail-settings-store.ts";
import type { MailTransport, OutgoingMail } from "./mail-transport.ts";
import {
  createProviderTransport,
  createSmtpTransport,
  type ProviderSettings,
  type SmtpOptions,
  type SmtpTransport,
} from "./smtp-transport.ts";

/** SMTP_URL and MAIL_FROM from the server's environment. */
export interface EnvironmentMail {
  smtpUrl: string;
  from: string;
}

/**
 * Which way mail goes (docs/decisions/053-mail-the-couple-can-set-up.md), decided here and nowhere else: the
 * operator's SMTP_URL wins; else the couple's saved settings; else files on the server. Saved settings this
 * server cannot open are a way of their own: mail waits (and says why) rather than quietly going to files.
 */
export type MailWay =
  | { kind: "environment"; smtpUrl: string; from: string }
  | { kind: "provider"; settings: ProviderSettings; version: string }
  | { kind: "unreadable"; problem: string }
  | { kind: "files" };

export function chooseMailWay(environment: EnvironmentMail | null, stored: StoredMailSettings): MailWay {
  if (environment) return { kind: "environment", ...environment };
  switch (stored.kind) {
    case "saved":
      return { kind: "provider", settings: stored.settings, version: stored.version };
    case "unreadable":
      return { kind: "unreadable", problem: stored.problem };
    case "none":
      return { kind: "files" };
  }
}

/**
 * The outbox's transport: asks which way mail goes at each send, so saved settings count at once, on every
 * instance. `smtp` is the environment's transport (its start-up and health check), null without SMTP_URL.
 */
export type MailRouter = MailTransport & {
  current(): Promise<MailWay>;
  /** Where mail goes `way`, for the log: never a password. */
  describe(way: MailWay): string;
  readonly smtp: SmtpTransport | null;
};

export interface MailRouterDeps {
  environment: EnvironmentMail | null;
  store: Pick<MailSettingsStore, "read">;
  files: MailTransport;
  /** For the environment's SMTP transport (tests talk to a plain local server). */
  smtpOptions?: SmtpOptions;
}

export function createMailRouter({ environment, store, files, smtpOptions = {} }: MailRouterDeps): MailRouter {
  const smtp = environment ? createSmtpTransport(environment.smtpUrl, environment.from, smtpOptions) : null;
  // The provider's transport, made again only when the saved settings change.
  let provider: { version: string; transport: MailTransport } | null = null;

  async function current(): Promise<MailWay> {
    // The environment wins whatever is saved: no need to read (or open) the saved settings.
    if (environment) return chooseMailWay(environment, { kind: "none" });
    return chooseMailWay(null, await store.read());
  }

  async function providerFor(settings: ProviderSettings, version: string): Promise<MailTransport> {
    if (provider?.version !== version) {
      await provider?.transport.close();
      provider = { version, transport: createProviderTransport(settings) };
    }
    return provider.transport;
  }

  /** current() answers "environment" only with an SMTP_URL, whose transport this is. */
  function requireSmtp(): SmtpTransport {
    if (!smtp) throw new Error("SMTP_URL is not set");
    return smtp;
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const way = await current();
    switch (way.kind) {
      case "environment":
        return requireSmtp().send(mail);
      case "provider":
        return (await providerFor(way.settings, way.version)).send(mail);
      case "unreadable":
        throw new Error(way.problem);
      case "files":
        return files.send(mail);
    }
  }

  return {
    description: smtp ? smtp.description : `the couple's mail settings when saved, else ${files.description}`,
    smtp,
    current,
    describe(way) {
      switch (way.kind) {
        case "environment":
          return smtp?.description ?? "SMTP_URL";
        case "provider":
          return `SMTP at ${way.settings.host}:${way.settings.port} (the couple's settings)`;
        case "unreadable":
          return "nowhere yet: the couple's saved settings cannot be used";
        case "files":
          return files.description;
      }
    },
    send,
    // Only the files keep a copy here; one may be left from before the settings were saved.
    ...(files.discard ? { discard: files.discard.bind(files) } : {}),
    async close() {
      await provider?.transport.close();
      await smtp?.close();
      await files.close();
    },
  };
}
