import { randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * The guest list (docs/product.md, decision 13): households, their guests,
 * the events each household is invited to and each guest's answer per event.
 * Every RSVP of the open form becomes a self-registered household
 * (households.rsvp_id; deleting the RSVP deletes it), so existing RSVPs are
 * carried over here: one household per RSVP, its guest and partner, an
 * answer for every event. The rsvps table itself is unchanged.
 *
 * Event ids are the content's; an id the content no longer lists is kept
 * (and ignored) rather than lost.
 */
export function households(dialect: SqlDialect, eventIds: readonly string[]) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const bool = (value: boolean) => (dialect === "postgres" ? value : value ? 1 : 0);
  const time = (value: unknown) => (dialect === "postgres" ? value : new Date(String(value)).toISOString());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("households")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("display_name", "text", (col) => col.notNull())
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("code", "text", (col) => col.notNull().unique())
        .addColumn("message", "text")
        .addColumn("self_registered", boolean, (col) => col.notNull().defaultTo(bool(false)))
        .addColumn("rsvp_id", "text", (col) => col.unique().references("rsvps.id").onDelete("cascade"))
        .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("updated_at", timestamp, (col) => col.notNull())
        .addColumn("invited_at", timestamp)
        .addColumn("opened_at", timestamp)
        .addColumn("answered_at", timestamp)
        .addColumn("last_reminder_at", timestamp)
        .execute();
      await db.schema.createIndex("households_display_name_idx").on("households").column("display_name").execute();

      await db.schema
        .createTable("household_guests")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("household_id", "text", (col) => col.notNull().references("households.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("name", "text")
        .addColumn("is_child", boolean, (col) => col.notNull().defaultTo(bool(false)))
        .addColumn("is_seat", boolean, (col) => col.notNull().defaultTo(bool(false)))
        .addColumn("dietary", "text")
        .addCheckConstraint(
          "household_guests_named_unless_seat",
          sql`name is not null or is_seat = ${sql.lit(bool(true))}`,
        )
        .execute();
      await db.schema
        .createIndex("household_guests_household_idx")
        .on("household_guests")
        .columns(["household_id", "position"])
        .execute();

      await db.schema
        .createTable("household_events")
        .addColumn("household_id", "text", (col) => col.notNull().references("households.id").onDelete("cascade"))
        .addColumn("event_id", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("household_events_pkey", ["household_id", "event_id"])
        .execute();

      await db.schema
        .createTable("guest_answers")
        .addColumn("guest_id", "text", (col) => col.notNull().references("household_guests.id").onDelete("cascade"))
        .addColumn("event_id", "text", (col) => col.notNull())
        .addColumn("attending", boolean, (col) => col.notNull())
        .addColumn("meal", "text")
        .addColumn("answered_at", timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("guest_answers_pkey", ["guest_id", "event_id"])
        .addCheckConstraint(
          "guest_answers_meal_only_when_attending",
          sql`meal is null or attending = ${sql.lit(bool(true))}`,
        )
        .execute();

      await db.schema
        .alterTable("mail_outbox")
        .addColumn("household_id", "text", (col) => col.references("households.id").onDelete("set null"))
        .execute();

      const rsvps = await sql<{
        id: string;
        name: string;
        email: string;
        attending: boolean | number;
        partner_name: string | null;
        message: string | null;
        submitted_at: unknown;
      }>`select id, name, email, attending, partner_name, message, submitted_at from rsvps order by submitted_at`.execute(
        db,
      );
      for (const rsvp of rsvps.rows) {
        const householdId = randomUUID();
        const at = time(rsvp.submitted_at);
        await sql`insert into households (id, display_name, email, code, message, self_registered, rsvp_id, version, created_at, updated_at, answered_at)
          values (${householdId}, ${rsvp.name}, ${rsvp.email}, ${newInvitationCode()}, ${rsvp.message}, ${bool(true)}, ${rsvp.id}, 1, ${at}, ${at}, ${at})`.execute(
          db,
        );
        for (const eventId of eventIds) {
          await sql`insert into household_events (household_id, event_id) values (${householdId}, ${eventId})`.execute(
            db,
          );
        }
        const people = [rsvp.name, ...(rsvp.partner_name ? [rsvp.partner_name] : [])];
        for (const [position, name] of people.entries()) {
          const guestId = randomUUID();
          await sql`insert into household_guests (id, household_id, position, name, is_child, is_seat)
            values (${guestId}, ${householdId}, ${position}, ${name}, ${bool(false)}, ${bool(false)})`.execute(db);
          for (const eventId of eventIds) {
            await sql`insert into guest_answers (guest_id, event_id, attending, meal, answered_at)
              values (${guestId}, ${eventId}, ${bool(Boolean(rsvp.attending))}, ${null}, ${at})`.execute(db);
          }
        }
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("mail_outbox").dropColumn("household_id").execute();
      await db.schema.dropTable("guest_answers").execute();
      await db.schema.dropTable("household_events").execute();
      await db.schema.dropTable("household_guests").execute();
      await db.schema.dropTable("households").execute();
    },
  };
}

/** 96 random bits as 16 base64url characters (INVITATION_CODE_PATTERN): unguessable, short enough to type. */
export function newInvitationCode(): string {
  return randomBytes(12).toString("base64url");
}
