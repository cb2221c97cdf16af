import path from "node:path";
import type { AppDeps } from "../server/app.ts";
import type { Database } from "../server/db/database.ts";
import { createMailSettingsRepository } from "../server/db/mail-settings-repository.ts";
import { createFileTransport } from "../server/mail/file-transport.ts";
import { createMailSettingsStore } from "../server/mail/mail-settings-store.ts";
import { createMailRouter, type EnvironmentMail, type MailRouter } from "../server/mail/mail-way.ts";
import { settingsKey } from "../server/settings-key.ts";
import type { MailSettingsInput } from "../shared/mail-settings.ts";
import { composedApp, type TestApp } from "./test-app.ts";

/** Which way mail goes, as the server opens it (server.ts), on `database` with the key file in `dataDir`. */
export async function createTestMailSetup(
  database: Database,
  dataDir: string,
  environment: EnvironmentMail | null = null,
): Promise<NonNullable<AppDeps["mail"]> & { router: MailRouter }> {
  const store = createMailSettingsStore({
    repository: createMailSettingsRepository(database),
    key: settingsKey({ fromEnv: null, dataDir }),
  });
  const files = createFileTransport(path.join(dataDir, "mail"), '"Test Couple" <wedding@localhost>');
  await files.init();
  // The test SMTP server speaks plain text only.
  const router = createMailRouter({ environment, store, files, smtpOptions: { ignoreTLS: true } });
  return { environment, store, router };
}

/** The test app's routes with the couple's mail settings, as the server has them (composition.ts). */
export async function appWithMailSetup(t: TestApp, environment: EnvironmentMail | null = null) {
  return composedApp({ ...t.deps, mail: await createTestMailSetup(t.deps.database, t.dataDir, environment) });
}

/** Settings for the test SMTP server on `port`, unencrypted; `overrides` change any field. */
export function someMailSettings(port: number, overrides: Partial<MailSettingsInput> = {}): MailSettingsInput {
  return {
    host: "127.0.0.1",
    port,
    security: "none",
    username: "couple",
    password: "app-password-1",
    fromAddress: "wedding@example.com",
    fromName: "Thabo & Lerato",
    ...overrides,
  };
}
