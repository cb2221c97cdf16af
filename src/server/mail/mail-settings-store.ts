import { z } from "zod";
import { MAIL_SECURITIES } from "../../shared/mail-settings.ts";
import type { MailSettingsRepository } from "../db/mail-settings-repository.ts";
import { SealedValueError, seal, unseal } from "../secret-box.ts";
import { type SettingsKey, SettingsKeyError } from "../settings-key.ts";
import type { ProviderSettings } from "./smtp-transport.ts";

/** Bound into the seal: the sealed mail settings open as nothing else. */
const PURPOSE = "mail-settings/v1";

const StoredSettingsSchema = z.object({
  host: z.string(),
  port: z.number(),
  security: z.enum(MAIL_SECURITIES),
  username: z.string(),
  password: z.string(),
  fromAddress: z.string(),
  fromName: z.string(),
});

/**
 * The couple's saved settings as this server reads them: none, the settings (and their sealed text, which
 * changes with every save), or saved but not to be opened with this server's key, with why in plain words.
 */
export type StoredMailSettings =
  | { kind: "none" }
  | { kind: "saved"; settings: ProviderSettings; version: string }
  | { kind: "unreadable"; problem: string };

/** The couple's mail settings, sealed whole (secret-box.ts) under the settings key (settings-key.ts). */
export function createMailSettingsStore({ repository, key }: { repository: MailSettingsRepository; key: SettingsKey }) {
  return {
    async read(): Promise<StoredMailSettings> {
      const sealed = await repository.find();
      if (sealed === null) return { kind: "none" };
      try {
        const found = await key.find();
        if (!found) return { kind: "unreadable", problem: keyMissing(key) };
        const settings = StoredSettingsSchema.parse(JSON.parse(unseal(found, PURPOSE, sealed)));
        return { kind: "saved", settings, version: sealed };
      } catch (error) {
        return { kind: "unreadable", problem: unreadable(error, key) };
      }
    },

    /** Seals and saves `settings` whole, making the key file first if there is none. */
    async write(settings: ProviderSettings): Promise<void> {
      const found = await key.findOrCreate();
      await repository.save(seal(found, PURPOSE, JSON.stringify(StoredSettingsSchema.parse(settings))));
    },

    remove: () => repository.remove(),
  };
}

export type MailSettingsStore = ReturnType<typeof createMailSettingsStore>;

function keyMissing(key: SettingsKey): string {
  return `The saved mail settings cannot be read: their key (${key.source}) is missing. Restore it, or enter the settings again.`;
}

function unreadable(error: unknown, key: SettingsKey): string {
  if (error instanceof SettingsKeyError) return error.message;
  if (error instanceof SealedValueError && error.reason === "other-key") {
    return `The saved mail settings were saved with another key than this server's (${key.source}). Set the key they were saved with, or enter the settings again.`;
  }
  return "The saved mail settings are damaged and cannot be read. Enter them again.";
}
