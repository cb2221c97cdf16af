import { findAdminSetting } from "./admin-settings.ts";
import type { Database } from "./database.ts";

/**
 * The admin_settings row holding the slideshow's key (docs/decisions/032-a-slideshow-key-of-its-own.md):
 * the secret itself, since the couple must be able to see the link again. The
 * table is the server's only; no page or export reads it.
 */
export const SLIDESHOW_KEY_SETTING = "slideshow_key";

/**
 * Where the slideshow's key is kept: in the database every instance of the
 * site shares, so a key made or replaced on one is the key on all of them at
 * the next request.
 */
export function createSlideshowKeyRepository({ db }: Database) {
  const find = (): Promise<string | null> => findAdminSetting(db, SLIDESHOW_KEY_SETTING);
  return {
    find,

    /** Stores `key` unless there is a key already; the stored one either way (two instances asking at once agree). */
    async findOrCreate(key: string): Promise<string> {
      await db
        .insertInto("admin_settings")
        .values({ name: SLIDESHOW_KEY_SETTING, value: key })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const stored = await find();
      if (stored === null) throw new Error("the slideshow key was stored and then not found");
      return stored;
    },

    async replace(key: string): Promise<void> {
      await db
        .insertInto("admin_settings")
        .values({ name: SLIDESHOW_KEY_SETTING, value: key })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value: key }))
        .execute();
    },
  };
}

export type SlideshowKeyRepository = ReturnType<typeof createSlideshowKeyRepository>;
