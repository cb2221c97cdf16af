import type { Database } from "./database.ts";

const SETTING_MAIL = "mail_settings";

/**
 * The couple's mail settings as stored: one admin_settings row holding the whole record sealed (secret-box.ts),
 * so the database never holds the password, or anything else of it, in the clear. Read on each use, so every
 * instance sends with what was saved last.
 */
export function createMailSettingsRepository({ db }: Pick<Database, "db">) {
  return {
    async find(): Promise<string | null> {
      const row = await db
        .selectFrom("admin_settings")
        .select("value")
        .where("name", "=", SETTING_MAIL)
        .executeTakeFirst();
      return row?.value ?? null;
    },

    async save(sealed: string): Promise<void> {
      await db
        .insertInto("admin_settings")
        .values({ name: SETTING_MAIL, value: sealed })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value: sealed }))
        .execute();
    },

    async remove(): Promise<void> {
      await db.deleteFrom("admin_settings").where("name", "=", SETTING_MAIL).execute();
    },
  };
}

export type MailSettingsRepository = ReturnType<typeof createMailSettingsRepository>;
