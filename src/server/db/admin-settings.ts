import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

/** The admin_settings row holding the install's scrypt salt for ADMIN_PASSWORD, made by migration 005. */
export const PASSWORD_SALT_SETTING = "password_salt";

/** The value of the admin_settings row `name`; null when there is no such row. */
export async function findAdminSetting(db: Kysely<DatabaseSchema>, name: string): Promise<string | null> {
  const row = await db.selectFrom("admin_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? null;
}
