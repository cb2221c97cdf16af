import type { Kysely } from "kysely";

/**
 * `households.language` (docs/decisions/051-every-guest-in-their-language.md): the language a household's
 * personal link, mails and printed card are in, a language code of the site's (`zu`); null for the site's
 * first language. Households from before have none, so they read as before. Which codes are the site's is the
 * content's to say and may change after a household is stored, so the database checks nothing about it: a
 * language the site no longer has reads as its first (page-languages.ts, languageAmong).
 */
export function householdLanguage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("households").addColumn("language", "text").execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("households").dropColumn("language").execute();
    },
  };
}
