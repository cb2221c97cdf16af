import { type Expression, type SqlBool, sql } from "kysely";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { DELETION_LOG_LIMIT, MAX_PERSON_MATCHES } from "../../shared/guest-data-schemas.ts";
import {
  DELETION_REASONS,
  type ErasedCounts,
  type GuestDataSummary,
  NO_ERASURE,
  type PersonMatch,
  type RetentionInfo,
  retentionInfo,
} from "../../shared/privacy.ts";
import type { Database } from "../db/database.ts";
import { loadHouseholds } from "../db/household-repository.ts";
import { createRsvpRepository, rsvpAsJson } from "../db/rsvp-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export interface GuestDataAdminDeps {
  database: Database;
  content: WeddingContent;
  now: () => Date;
}

/** Everything held about guests, as the couple downloads it (GUEST_DATA_ADMIN_API.export). */
export interface GuestDataArchive {
  exportedAt: string;
  collectedBy: string;
  retention: RetentionInfo;
  households: ArchivedHousehold[];
  rsvps: (ReturnType<typeof rsvpAsJson> & { id: string })[];
  photos: {
    id: string;
    fileName: string;
    status: string;
    uploadedAt: string;
    reviewedAt: string | null;
    householdId: string | null;
  }[];
  mails: {
    id: string;
    kind: string;
    recipient: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
    householdId: string | null;
    rsvpId: string | null;
    /** What the mail is rendered from (its kind's data), parsed; the stored text when it is not JSON. */
    message: unknown;
  }[];
}

interface ArchivedHousehold {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  selfRegistered: boolean;
  rsvpId: string | null;
  createdAt: string;
  updatedAt: string;
  invitedAt: string | null;
  openedAt: string | null;
  answeredAt: string | null;
  lastReminderAt: string | null;
  invitedEvents: { id: string; title: string }[];
  guests: {
    name: string | null;
    child: boolean;
    seat: boolean;
    dietary: string | null;
    answers: { eventId: string; event: string; attending: boolean; meal: string | null; answeredAt: string }[];
  }[];
}

/**
 * The couple's "Guest data" page (docs/product.md, decision 16): what is
 * held, the deletion log, the archive of everything before retention deletes
 * it, and the search for a person to erase (the erasure service erases).
 * Every answer is a handful of queries, whatever the number of households.
 */
export function createGuestDataAdmin({ database, content, now }: GuestDataAdminDeps) {
  const { db } = database;
  const countOf = async (table: keyof DatabaseSchema, where: Expression<SqlBool> = sql<SqlBool>`1 = 1`) => {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  const eventTitles = new Map(content.events.map((event) => [event.id, event.title]));
  const titleOf = (eventId: string) => eventTitles.get(eventId) ?? eventId;

  return {
    async summary(): Promise<GuestDataSummary> {
      const [households, guests, rsvps, mails, photos, photoOriginals, log] = await Promise.all([
        countOf("households"),
        countOf("household_guests"),
        countOf("rsvps"),
        countOf("mail_outbox"),
        countOf("wedding_photos"),
        // Retention keeps an approved photo's published copy and removes its original: the record then names the copy.
        countOf("wedding_photos", sql<SqlBool>`published_path is null or file_path <> published_path`),
        db
          .selectFrom("deletion_log")
          .selectAll()
          .orderBy("at", "desc")
          .orderBy("id")
          .limit(DELETION_LOG_LIMIT)
          .execute(),
      ]);
      return {
        held: { households, guests, rsvps, mails, photos, photoOriginals },
        retention: retentionInfo(content),
        // Every row is written by the erasure service with one of DELETION_REASONS; anything else is not ours to show.
        deletions: log.flatMap((row) => {
          const reason = DELETION_REASONS.find((known) => known === row.reason);
          return reason ? [{ at: new Date(row.at).toISOString(), reason, ...countsFrom(row.counts) }] : [];
        }),
      };
    },

    async archive(): Promise<GuestDataArchive> {
      const [households, rsvps, photos, mails] = await Promise.all([
        loadHouseholds(db, {}),
        createRsvpRepository(database).list(),
        db
          .selectFrom("wedding_photos")
          .select(["id", "file_name", "status", "created_at", "reviewed_at", "household_id"])
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("mail_outbox")
          .select(["id", "kind", "recipient", "status", "created_at", "sent_at", "household_id", "rsvp_id", "message"])
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
      ]);
      return {
        exportedAt: now().toISOString(),
        collectedBy: coupleNames(content),
        retention: retentionInfo(content),
        households: households.map((household) => ({
          id: household.id,
          displayName: household.displayName,
          email: household.email,
          phone: household.phone,
          message: household.message,
          selfRegistered: household.selfRegistered,
          rsvpId: household.rsvpId,
          createdAt: household.createdAt.toISOString(),
          updatedAt: household.updatedAt.toISOString(),
          invitedAt: isoOrNull(household.invitedAt),
          openedAt: isoOrNull(household.openedAt),
          answeredAt: isoOrNull(household.answeredAt),
          lastReminderAt: isoOrNull(household.lastReminderAt),
          invitedEvents: household.eventIds.map((id) => ({ id, title: titleOf(id) })),
          guests: household.guests.map((guest) => ({
            name: guest.name,
            child: guest.isChild,
            seat: guest.isSeat,
            dietary: guest.dietary,
            answers: Object.entries(guest.answers).map(([eventId, answer]) => ({
              eventId,
              event: titleOf(eventId),
              attending: answer.attending,
              meal: answer.meal,
              answeredAt: answer.answeredAt.toISOString(),
            })),
          })),
        })),
        rsvps: rsvps.map((rsvp) => ({ id: rsvp.id, ...rsvpAsJson(rsvp) })),
        photos: photos.map((photo) => ({
          id: photo.id,
          fileName: photo.file_name,
          status: photo.status,
          uploadedAt: new Date(photo.created_at).toISOString(),
          reviewedAt: isoOrNull(photo.reviewed_at),
          householdId: photo.household_id,
        })),
        mails: mails.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          recipient: mail.recipient,
          status: mail.status,
          createdAt: new Date(mail.created_at).toISOString(),
          sentAt: isoOrNull(mail.sent_at),
          householdId: mail.household_id,
          rsvpId: mail.rsvp_id,
          message: parsedOrText(mail.message),
        })),
      };
    },

    /**
     * Households naming `query` (trimmed, already checked for length) in their
     * name, email, phone, message or a guest's name, or in their open-form
     * RSVP's name, email or partner: case-insensitive, the query's % and _
     * taken literally. By display name, at most MAX_PERSON_MATCHES.
     */
    async search(query: string): Promise<PersonMatch[]> {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const contains = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const digits = query.replace(/\s+/g, "");
      const digitPattern = `%${escapeLike(digits.toLowerCase())}%`;
      const rows = await db
        .selectFrom("households")
        .leftJoin("rsvps", "rsvps.id", "households.rsvp_id")
        .select([
          "households.id",
          "households.display_name",
          "households.email",
          "households.phone",
          "households.self_registered",
          "households.rsvp_id",
        ])
        .where((eb) =>
          eb.or([
            contains("households.display_name"),
            contains("households.email"),
            contains("households.phone"),
            // "0825550101" finds "+27 82 555 0101".
            sql<SqlBool>`replace(${sql.ref("households.phone")}, ' ', '') like ${digitPattern} escape '\\'`,
            contains("households.message"),
            contains("rsvps.name"),
            contains("rsvps.email"),
            contains("rsvps.partner_name"),
            eb.exists(
              eb
                .selectFrom("household_guests")
                .select("household_guests.id")
                .whereRef("household_guests.household_id", "=", "households.id")
                .where(contains("household_guests.name")),
            ),
          ]),
        )
        .orderBy("households.display_name")
        .orderBy("households.id")
        .limit(MAX_PERSON_MATCHES)
        .execute();
      if (rows.length === 0) return [];

      const ids = rows.map((row) => row.id);
      const rsvpIds = rows.flatMap((row) => (row.rsvp_id === null ? [] : [row.rsvp_id]));
      const [guests, photos, mails] = await Promise.all([
        db
          .selectFrom("household_guests")
          .select(["household_id", "name"])
          .where("household_id", "in", ids)
          .where("name", "is not", null)
          .orderBy("household_id")
          .orderBy("position")
          .execute(),
        db
          .selectFrom("wedding_photos")
          .select((eb) => ["household_id", eb.fn.countAll<number | string>().as("count")])
          .where("household_id", "in", ids)
          .groupBy("household_id")
          .execute(),
        db
          .selectFrom("mail_outbox")
          .select(["household_id", "rsvp_id"])
          .where((eb) =>
            eb.or([eb("household_id", "in", ids), ...(rsvpIds.length > 0 ? [eb("rsvp_id", "in", rsvpIds)] : [])]),
          )
          .execute(),
      ]);

      const householdOfRsvp = new Map(
        rsvpIds.map((rsvpId) => [rsvpId, rows.find((row) => row.rsvp_id === rsvpId)?.id]),
      );
      const mailCounts = new Map<string, number>();
      for (const mail of mails) {
        const household = mail.household_id ?? (mail.rsvp_id === null ? undefined : householdOfRsvp.get(mail.rsvp_id));
        if (household !== undefined) mailCounts.set(household, (mailCounts.get(household) ?? 0) + 1);
      }
      const photoCounts = new Map(photos.map((row) => [row.household_id, Number(row.count)]));
      return rows.map((row) => ({
        householdId: row.id,
        displayName: row.display_name,
        guestNames: guests.flatMap((guest) =>
          guest.household_id === row.id && guest.name !== null ? [guest.name] : [],
        ),
        email: row.email,
        phone: row.phone,
        selfRegistered: Boolean(row.self_registered),
        rsvpId: row.rsvp_id,
        photos: photoCounts.get(row.id) ?? 0,
        mails: mailCounts.get(row.id) ?? 0,
      }));
    },
  };
}

export type GuestDataAdmin = ReturnType<typeof createGuestDataAdmin>;

/** LIKE's wildcards and its escape character, taken literally (with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A log row's counts; a count the row lacks (written by an older version) is 0. */
function countsFrom(json: string): ErasedCounts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  const source = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const counts = { ...NO_ERASURE };
  for (const key of Object.keys(NO_ERASURE) as (keyof ErasedCounts)[]) {
    const value = Number(source[key]);
    counts[key] = Number.isInteger(value) && value >= 0 ? value : 0;
  }
  return counts;
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
