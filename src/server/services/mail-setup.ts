import { randomUUID } from "node:crypto";
import type { ContentFor } from "../../shared/content-schema.ts";
import {
  checkMailSettings,
  MAIL_SETTINGS_ERROR_CODES,
  type MailSettingsField,
  type MailSetup,
  type MailTrialResult,
  type SavedMailSettings,
} from "../../shared/mail-settings.ts";
import { DomainError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import type { MailSettingsStore } from "../mail/mail-settings-store.ts";
import type { EnvironmentMail, MailRouter, MailWay } from "../mail/mail-way.ts";
import { describeProviderFailure } from "../mail/provider-failure.ts";
import {
  createProviderTransport,
  createSmtpTransport,
  type ProviderSettings,
  type SmtpTransport,
} from "../mail/smtp-transport.ts";
import { renderMail } from "../mail/templates.ts";
import { SettingsKeyError } from "../settings-key.ts";

/** A test mail the couple is waiting for gets this long for each step (connect, greet, log in, send). */
export const MAIL_TRIAL_TIMEOUT_MS = 10_000;

/** A field of the mail settings is wrong: `fields` says which and why. Nothing was saved. */
export class InvalidMailSettingsError extends DomainError {
  override name = "InvalidMailSettingsError";
  readonly status = 400;
  readonly code = MAIL_SETTINGS_ERROR_CODES.invalid;

  constructor(readonly fields: Partial<Record<MailSettingsField, string>>) {
    super("Some mail settings need a fix; nothing was saved.");
  }

  override details(): Record<string, unknown> {
    return { fields: this.fields };
  }
}

/** The couple's mail setup cannot do this now: the operator's SMTP_URL wins, or nothing is set up to test. */
export class MailSetupRefusal extends DomainError {
  override name = "MailSetupRefusal";

  constructor(
    readonly status: 409 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface MailSetupDeps {
  /** SMTP_URL and MAIL_FROM, when the operator set them: they win. */
  environment: EnvironmentMail | null;
  store: MailSettingsStore;
  /** Which way mail goes now: the outbox's own answer. */
  router: Pick<MailRouter, "current">;
  /** The test mail's words come from the couple's view of the content. */
  contentFor: ContentFor;
  logger: Logger;
  now: () => Date;
  trialTimeoutMs?: number;
}

const SET_BY_OPERATOR =
  "Mail is set up by the server's operator (SMTP_URL in the server's environment), which always wins: settings saved here would not be used. Ask the operator to remove SMTP_URL to use your own provider.";

/**
 * The couple's mail settings (docs/decisions/053-mail-the-couple-can-set-up.md): which way mail goes, in plain
 * words; saving and removing the settings; and a test mail sent at once through the settings tried, answered with
 * the provider's failure in plain words rather than an error.
 */
export function createMailSetup(deps: MailSetupDeps) {
  const { environment, store, logger } = deps;
  const trialTimeoutMs = deps.trialTimeoutMs ?? MAIL_TRIAL_TIMEOUT_MS;

  async function status(): Promise<MailSetup> {
    const [way, stored] = await Promise.all([deps.router.current(), store.read()]);
    const saved = stored.kind === "saved" ? shown(stored.settings) : null;
    const problem = stored.kind === "unreadable" ? stored.problem : null;
    return { way: way.kind === "unreadable" ? "provider" : way.kind, summary: summaryOf(way), saved, problem };
  }

  function refuseWhenOperatorSets(): void {
    if (environment) throw new MailSetupRefusal(409, MAIL_SETTINGS_ERROR_CODES.setByOperator, SET_BY_OPERATOR);
  }

  /** The settings in `body`, with the saved password when the form left it empty; InvalidMailSettingsError otherwise. */
  async function settingsFrom(body: unknown): Promise<ProviderSettings> {
    const stored = await store.read();
    const savedPassword = stored.kind === "saved" && stored.settings.password !== "" ? stored.settings.password : null;
    const checked = checkMailSettings(body, savedPassword !== null);
    if (!checked.ok) throw new InvalidMailSettingsError(checked.fields);
    const { password, ...rest } = checked.value;
    return { ...rest, password: rest.username === "" ? "" : password || (savedPassword ?? "") };
  }

  return {
    status,

    async save(body: unknown): Promise<MailSetup> {
      refuseWhenOperatorSets();
      const settings = await settingsFrom(body);
      try {
        await store.write(settings);
      } catch (error) {
        // The key file cannot be made or read: said as it is, never a 500.
        if (error instanceof SettingsKeyError) {
          throw new MailSetupRefusal(503, MAIL_SETTINGS_ERROR_CODES.keyUnusable, error.message);
        }
        throw error;
      }
      logger.info({ host: settings.host, port: settings.port, security: settings.security }, "mail settings saved");
      return status();
    },

    async remove(): Promise<MailSetup> {
      refuseWhenOperatorSets();
      await store.remove();
      logger.info("mail settings removed");
      return status();
    },

    /** Sends one test mail to `to` now: through `body`'s settings when given, else the way mail goes. */
    async trial(to: string, body: unknown): Promise<MailTrialResult> {
      let transport: SmtpTransport;
      if (body !== undefined) {
        refuseWhenOperatorSets();
        transport = createProviderTransport(await settingsFrom(body), trialTimeoutMs);
      } else {
        transport = transportFor(await deps.router.current());
      }
      const requestedAt = deps.now();
      try {
        await transport.send({
          id: randomUUID(),
          date: requestedAt,
          to,
          ...renderMail(MAIL_KINDS.testMail, { requestedAt: requestedAt.toISOString() }, deps.contentFor),
        });
      } catch (error) {
        const failed = describeProviderFailure(error, transport.target);
        logger.info({ target: transport.target, failure: failed.failure }, "test mail not sent");
        return { ok: false, ...failed };
      } finally {
        await transport.close();
      }
      logger.info({ target: transport.target }, "test mail sent");
      return {
        ok: true,
        failure: null,
        message: `The test mail went to ${transport.target}, addressed to ${to}. Check that inbox (and its spam folder).`,
      };
    },
  };

  function transportFor(way: MailWay): SmtpTransport {
    switch (way.kind) {
      case "environment":
        return createSmtpTransport(way.smtpUrl, way.from, { timeoutMs: trialTimeoutMs });
      case "provider":
        return createProviderTransport(way.settings, trialTimeoutMs);
      case "unreadable":
        throw new MailSetupRefusal(503, MAIL_SETTINGS_ERROR_CODES.keyUnusable, way.problem);
      case "files":
        throw new MailSetupRefusal(
          409,
          MAIL_SETTINGS_ERROR_CODES.notSetUp,
          "Mail is not set up yet: enter your provider's settings to try them.",
        );
    }
  }
}

export type MailSetupService = ReturnType<typeof createMailSetup>;

/** The sentence the admin shows of the way mail goes. */
function summaryOf(way: MailWay): string {
  switch (way.kind) {
    case "environment":
      return `Mail goes out through ${new URL(way.smtpUrl).hostname} as ${way.from}: set by the server's operator.`;
    case "provider":
      return `Mail goes out through your provider's settings: ${way.settings.host} as ${way.settings.fromAddress}.`;
    case "unreadable":
      return `Mail is waiting: your saved settings cannot be used. ${way.problem}`;
    case "files":
      return "Mail is saved as files on the server; guests receive nothing until you set up mail.";
  }
}

function shown({ password, ...settings }: ProviderSettings): SavedMailSettings {
  return { ...settings, passwordSaved: password !== "" };
}
