import type { Database } from "./database.ts";

const SETTING_DEADLINE = "rsvp_deadline";
const SETTING_CLOSE_AT_DEADLINE = "rsvp_close_at_deadline";

/** The couple's override of the content's deadline settings (admin_settings); null fields mean "as the content says". */
export interface StoredRsvpSettings {
  deadline: string | null;
  closeAtDeadline: boolean | null;
}

/** The RSVP deadline and whether answers close at it, as the couple moved them in the admin. */
export function createRsvpSettingsRepository({ db }: Pick<Database, "db">) {
  return {
    async find(): Promise<StoredRsvpSettings> {
      const rows = await db
        .selectFrom("admin_settings")
        .select(["name", "value"])
        .where("name", "in", [SETTING_DEADLINE, SETTING_CLOSE_AT_DEADLINE])
        .execute();
      const value = (name: string) => rows.find((row) => row.name === name)?.value ?? null;
      const close = value(SETTING_CLOSE_AT_DEADLINE);
      return { deadline: value(SETTING_DEADLINE), closeAtDeadline: close === null ? null : close === "true" };
    },

    async save(settings: { deadline: string; closeAtDeadline: boolean }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [name, value] of [
          [SETTING_DEADLINE, settings.deadline],
          [SETTING_CLOSE_AT_DEADLINE, String(settings.closeAtDeadline)],
        ] as const) {
          await trx
            .insertInto("admin_settings")
            .values({ name, value })
            .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
            .execute();
        }
      });
    },
  };
}

export type RsvpSettingsRepository = ReturnType<typeof createRsvpSettingsRepository>;
