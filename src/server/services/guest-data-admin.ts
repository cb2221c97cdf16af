import { type Expression, type SqlBool, sql } from "kysely";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { DELETION_LOG_LIMIT, MAX_PERSON_MATCHES } from "../../shared/guest-data-schemas.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import {
  DELETION_REASONS,
  type GuestDataSummary,
  type PersonMatch,
  type PersonSearch,
  type PhotoMatch,
  type RetentionInfo,
  retentionInfo,
} from "../../shared/privacy.ts";
import type { Database } from "../db/database.ts";
import { loadHouseholds } from "../db/household-repository.ts";
import { type RsvpRepository, rsvpAsJson } from "../db/rsvp-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { foldForSearch, SEARCH_FOLD_FUNCTION } from "../db/search-fold.ts";
import { erasedCountsFrom } from "./erasure.ts";

export interface GuestDataAdminDeps {
  database: Database;
  rsvps: RsvpRepository;
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
  /** The language of its link, mails and card, as chosen (null: the site's first). */
  language: string | null;
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
export function createGuestDataAdmin({ database, rsvps: rsvpRepository, content, now }: GuestDataAdminDeps) {
  const { db } = database;
  const countOf = async (table: keyof DatabaseSchema, where: Expression<SqlBool> = sql<SqlBool>`1 = 1`) => {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  const titleOf = (eventId: string) => content.events.find((event) => event.id === eventId)?.title ?? eventId;

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
          if (!reason) return [];
          return [
            {
              at: new Date(row.at).toISOString(),
              reason,
              completed: row.completed_at !== null,
              ...erasedCountsFrom(row.counts),
            },
          ];
        }),
      };
    },

    async archive(): Promise<GuestDataArchive> {
      const [households, rsvps, photos, mails] = await Promise.all([
        loadHouseholds(db, {}),
        rsvpRepository.list(),
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
          language: household.language,
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
     * name, email, phone, message or a guest's name, in their open-form
     * RSVP's name, email, partner or message, or as the typed uploader name
     * of one of their photos; and every photo sent under a name naming it
     * (from the open page, a photo has no household). Case and accents are
     * folded alike on both databases (search-fold.ts: "elodie" finds
     * "ÉLODIE", "oberg" finds "Øberg"); the query's % and _ are taken
     * literally. Households by display name, photos newest first, at most
     * MAX_PERSON_MATCHES each.
     */
    async search(query: string): Promise<PersonSearch> {
      const [households, photos] = await Promise.all([searchHouseholds(query), searchPhotos(query)]);
      return { households, photos };
    },
  };

  async function searchPhotos(query: string): Promise<PhotoMatch[]> {
    const contains = foldedContains(query);
    const rows = await db
      .selectFrom("wedding_photos")
      .select(["id", "uploaded_by_name", "file_name", "status", "created_at", "household_id"])
      .where((eb) => eb.or([contains("uploaded_by_name"), contains("uploaded_by_email")]))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(MAX_PERSON_MATCHES)
      .execute();
    return rows.map((row) => ({
      photoId: row.id,
      uploaderName: row.uploaded_by_name,
      fileName: row.file_name,
      status: row.status,
      uploadedAt: new Date(row.created_at).toISOString(),
      householdId: row.household_id,
    }));
  }

  async function searchHouseholds(query: string): Promise<PersonMatch[]> {
    const contains = foldedContains(query);
    const digits = query.replace(/\s+/g, "");
    const digitPattern = `%${escapeLike(digits)}%`;
    // A number as people dial it ("083 555 0141") finds the one stored in international form (+27835550141).
    const dialled = readPhoneNumber(query, phoneCountry(content.site));
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
          ...(dialled.ok ? [eb("households.phone", "=", dialled.number)] : []),
          contains("households.message"),
          contains("rsvps.name"),
          contains("rsvps.email"),
          contains("rsvps.partner_name"),
          contains("rsvps.message"),
          eb.exists(
            eb
              .selectFrom("household_guests")
              .select("household_guests.id")
              .whereRef("household_guests.household_id", "=", "households.id")
              .where(contains("household_guests.name")),
          ),
          eb.exists(
            eb
              .selectFrom("wedding_photos")
              .select("wedding_photos.id")
              .whereRef("wedding_photos.household_id", "=", "households.id")
              .where(contains("wedding_photos.uploaded_by_name")),
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

    const householdOfRsvp = new Map(rsvpIds.map((rsvpId) => [rsvpId, rows.find((row) => row.rsvp_id === rsvpId)?.id]));
    const mailCounts = new Map<string, number>();
    for (const mail of mails) {
      const household = mail.household_id ?? (mail.rsvp_id === null ? undefined : householdOfRsvp.get(mail.rsvp_id));
      if (household !== undefined) mailCounts.set(household, (mailCounts.get(household) ?? 0) + 1);
    }
    const photoCounts = new Map(photos.map((row) => [row.household_id, Number(row.count)]));
    return rows.map((row) => ({
      householdId: row.id,
      displayName: row.display_name,
      guestNames: guests.flatMap((guest) => (guest.household_id === row.id && guest.name !== null ? [guest.name] : [])),
      email: row.email,
      phone: row.phone,
      selfRegistered: Boolean(row.self_registered),
      rsvpId: row.rsvp_id,
      photos: photoCounts.get(row.id) ?? 0,
      mails: mailCounts.get(row.id) ?? 0,
    }));
  }
}

export type GuestDataAdmin = ReturnType<typeof createGuestDataAdmin>;

/** A condition: `column`, folded (search-fold.ts), contains `query` folded the same way. */
function foldedContains(query: string) {
  const pattern = `%${escapeLike(foldForSearch(query))}%`;
  return (column: string) =>
    sql<SqlBool>`${sql.raw(SEARCH_FOLD_FUNCTION)}(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** LIKE's wildcards and its escape character, taken literally (with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
