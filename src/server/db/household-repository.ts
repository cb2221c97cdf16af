import { randomUUID } from "node:crypto";
import type { EventAnswer } from "../../shared/households.ts";
import { inSlices, yieldToEventLoop } from "../event-loop.ts";
import type { Database, Executor } from "./database.ts";
import { invitationCodeKey, newMarkedInvitationCode } from "./invitation-codes.ts";
import type { GuestAnswerRow, HouseholdGuestRow, HouseholdRow } from "./schema.ts";

/**
 * The guest list's data (migration 007, docs/product.md decision 13): one
 * household with its guests, invited events and answers is read and written
 * as a whole. Rules about what an answer may be live in
 * src/shared/households.ts (checkHouseholdAnswers) and are checked by the
 * services before anything reaches here; the database's constraints (unique
 * code, a meal only when attending, cascades) back them.
 */

export interface StoredAnswer extends EventAnswer {
  answeredAt: Date;
}

export interface StoredGuest {
  id: string;
  /** Null: an unnamed seat the household has not named yet. */
  name: string | null;
  isChild: boolean;
  isSeat: boolean;
  dietary: string | null;
  /** By event id; absent when not answered yet. */
  answers: Record<string, StoredAnswer>;
}

export interface StoredHousehold {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  code: string;
  message: string | null;
  /** The language code of its link, mails and card as stored (null: the site's first); read it with languageAmong. */
  language: string | null;
  /** Whose side it is on (migration 018); null for none. */
  side: string | null;
  selfRegistered: boolean;
  rsvpId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  invitedAt: Date | null;
  openedAt: Date | null;
  answeredAt: Date | null;
  lastReminderAt: Date | null;
  /** The events it is invited to, as stored (the services order them by the content). */
  eventIds: string[];
  /** In their order within the household. */
  guests: StoredGuest[];
}

/** A guest to store: new (no id) or kept (its id, with its answers unless replaced). */
export interface GuestToStore {
  id?: string | undefined;
  name: string | null;
  isChild: boolean;
  isSeat: boolean;
  dietary: string | null;
  /** Replaces the guest's answers when given; absent keeps them (an existing guest) or leaves none (a new one). */
  answers?: Record<string, EventAnswer> | undefined;
}

export interface HouseholdToStore {
  displayName: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** A language code of the site's (checked by the services), null for its first; absent keeps the stored one. */
  language?: string | null | undefined;
  /** Whose side; absent keeps the stored one. */
  side?: string | null | undefined;
  eventIds: readonly string[];
  guests: readonly GuestToStore[];
}

/** An import's row for a household on the list: its id, the version it was read at, the household to store. */
export interface HouseholdImportUpdate {
  id: string;
  version: number;
  household: HouseholdToStore;
}

export interface NewHousehold extends HouseholdToStore {
  selfRegistered?: boolean;
  rsvpId?: string | null;
  /** Kept when given (a re-imported list keeps its links); a new one otherwise. */
  code?: string | undefined;
  invitedAt?: Date | null;
}

/** What a guest may correct about their household besides the answers. */
export interface HouseholdContact {
  displayName: string;
  email: string | null;
  phone: string | null;
}

/** The household's answers, as the guest sends them: names of seats, dietary needs, answers per event. */
export interface AnswersToStore {
  guests: readonly {
    guestId: string;
    name?: string | undefined;
    dietary?: string | undefined;
    answers: Record<string, EventAnswer>;
  }[];
  message: string | null;
  /** The events that count for answered_at (those the content still has); every stored one when absent. */
  countedEventIds?: readonly string[];
}

/** The household changed since the version the request was based on. */
export class VersionConflictError extends Error {
  override name = "VersionConflictError";
}

/** The invitation code is taken (an import naming a code twice, or one already in use). */
export class CodeTakenError extends Error {
  override name = "CodeTakenError";
}

export function createHouseholdRepository({ db }: Database) {
  return {
    async byCode(code: string): Promise<StoredHousehold | null> {
      const [household] = await loadHouseholds(db, { code });
      return household ?? null;
    },

    async byId(id: string): Promise<StoredHousehold | null> {
      const [household] = await loadHouseholds(db, { ids: [id] });
      return household ?? null;
    },

    /** What an import matches its rows against, for every household: code, name and contact. */
    async importIndex(): Promise<
      { id: string; code: string; displayName: string; email: string | null; phone: string | null }[]
    > {
      const rows = await db.selectFrom("households").select(["id", "code", "display_name", "email", "phone"]).execute();
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        displayName: row.display_name,
        email: row.email,
        phone: row.phone,
      }));
    },

    /** These households whole, a page at a time (an import's updates). */
    async byIds(ids: readonly string[]): Promise<StoredHousehold[]> {
      const pages = await inSlices(ids, PAGE_HOUSEHOLDS, (page) => loadHouseholds(db, { ids: page }));
      return pages.flat();
    },

    /** Every household, by display name. */
    async list(): Promise<StoredHousehold[]> {
      return loadHouseholds(db, {});
    },

    /**
     * Every household, by display name, `size` at a time: a long list is
     * written out without being held whole. Each page is read when asked for,
     * so a household deleted meanwhile is left out and one edited comes as it
     * is then; one added meanwhile comes in the next export.
     */
    async *inPages(size = PAGE_HOUSEHOLDS): AsyncGenerator<StoredHousehold[]> {
      const ids = await db.selectFrom("households").select("id").orderBy("display_name").orderBy("id").execute();
      for (const [index, page] of chunks(ids, size).entries()) {
        // A reader that takes every page at once (a fast socket) would otherwise never let the loop turn.
        if (index > 0) await yieldToEventLoop();
        yield await loadHouseholds(db, { ids: page.map((row) => row.id) });
      }
    },

    /** Stores a household in `trx` (see insertHousehold); returns its id. */
    insert: (trx: Executor, household: NewHousehold, now: Date): Promise<string> =>
      insertHousehold(trx, household, now),

    async create(household: NewHousehold, now = new Date()): Promise<StoredHousehold> {
      const id = await db.transaction().execute((trx) => insertHousehold(trx, household, now));
      return (await this.byId(id)) as StoredHousehold;
    },

    /**
     * All or nothing: one transaction; a code in use (or given twice) throws
     * CodeTakenError and nothing is stored. Rows go in as multi-row inserts,
     * so an import of thousands holds the write lock briefly, and the event
     * loop goes round between two of them (event-loop.ts).
     */
    async createMany(households: readonly NewHousehold[], now = new Date()): Promise<number> {
      await db.transaction().execute((trx) => insertHouseholds(trx, households, now));
      return households.length;
    },

    /**
     * An import: new households (as createMany) and updates of households on
     * the list (as update, each on the version it was read at), all in one
     * transaction: a code taken (CodeTakenError) or a household that changed
     * or went meanwhile (VersionConflictError) stores nothing. The event loop
     * goes round between two slices of updates.
     */
    async importMany(
      added: readonly NewHousehold[],
      updated: readonly HouseholdImportUpdate[],
      now = new Date(),
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (added.length > 0) await insertHouseholds(trx, added, now);
        await inSlices(updated, UPDATE_SLICE, async (slice) => {
          for (const { id, version, household } of slice) {
            if (!(await updateHousehold(trx, id, version, household, now))) {
              throw new VersionConflictError("A household of the import was deleted meanwhile");
            }
          }
        });
      });
    },

    /**
     * The couple's edit: details, events and guests replaced; a kept guest
     * (by id) keeps its answers unless new ones are given. Only on the
     * version the edit was based on (else VersionConflictError and nothing is
     * written: the household's newer answers are not replaced by an older
     * copy); moves the version, so a guest saving at the same time gets the
     * conflict, not a silent loss. Null when the household is gone.
     */
    async update(
      id: string,
      expectedVersion: number,
      household: HouseholdToStore,
      now = new Date(),
    ): Promise<StoredHousehold | null> {
      const updated = await db
        .transaction()
        .execute((trx) => updateHousehold(trx, id, expectedVersion, household, now));
      return updated ? this.byId(id) : null;
    },

    /**
     * Stores the household's answers in `trx`, only if nobody changed them
     * since `expectedVersion` (else VersionConflictError, which rolls the
     * transaction back). Sets answered_at when every guest has answered every
     * invited event. Returns the household as stored.
     */
    async answer(
      trx: Executor,
      id: string,
      expectedVersion: number,
      answers: AnswersToStore,
      now: Date,
    ): Promise<StoredHousehold> {
      const result = await trx
        .updateTable("households")
        .set((eb) => ({ version: eb("version", "+", 1), message: answers.message, updated_at: now }))
        .where("id", "=", id)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new VersionConflictError("The household's answers changed meanwhile");
      for (const guest of answers.guests) {
        const changes: { name?: string | null; dietary?: string | null } = {};
        if (guest.name !== undefined) changes.name = guest.name.trim() === "" ? null : guest.name.trim();
        if (guest.dietary !== undefined) changes.dietary = guest.dietary.trim() === "" ? null : guest.dietary.trim();
        if (Object.keys(changes).length > 0) {
          await trx
            .updateTable("household_guests")
            .set(changes)
            .where("id", "=", guest.guestId)
            .where("household_id", "=", id)
            .execute();
        }
        await replaceGuestAnswers(trx, guest.guestId, guest.answers, now);
      }
      await refreshAnsweredAt(trx, id, now, answers.countedEventIds);
      const [stored] = await loadHouseholds(trx, { ids: [id] });
      if (!stored) throw new Error("The answered household is gone");
      return stored;
    },

    /** Returns whether a household was deleted (its guests, events and answers go with it). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("households").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Changes the household's name, email or phone, only those given (the
     * guest's right to correction, or the couple's edit of contact details);
     * its guests and answers stay. Moves the version, so an editor opened
     * before sees the change instead of writing the old details back. With
     * `expectedVersion` (the couple), only on that version, else
     * VersionConflictError and nothing is written. Null when it is gone.
     */
    async updateContact(
      id: string,
      contact: Partial<HouseholdContact>,
      now = new Date(),
      expectedVersion?: number,
    ): Promise<StoredHousehold | null> {
      return db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable("households")
          .set((eb) => ({
            ...(contact.displayName !== undefined ? { display_name: contact.displayName } : {}),
            ...(contact.email !== undefined ? { email: contact.email } : {}),
            ...(contact.phone !== undefined ? { phone: contact.phone } : {}),
            version: eb("version", "+", 1),
            updated_at: now,
          }))
          .where("id", "=", id);
        if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
        const result = await update.executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          await staleOrGone(trx, id);
          return null;
        }
        const [household] = await loadHouseholds(trx, { ids: [id] });
        return household ?? null;
      });
    },

    /** The first visit of the link; later visits leave the time alone. */
    async markOpened(id: string, now = new Date()): Promise<void> {
      await db
        .updateTable("households")
        .set({ opened_at: now })
        .where("id", "=", id)
        .where("opened_at", "is", null)
        .execute();
    },

    /**
     * Marks the household invited in `trx`, if it was not: true only for the call that
     * did (atomic, so two couple's tabs sending invitations together send each once).
     */
    async markInvited(trx: Executor, id: string, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable("households")
        .set({ invited_at: now })
        .where("id", "=", id)
        .where("invited_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Claims a reminder for the household: true (and last_reminder_at = now)
     * only if it had none since `notBefore`. Atomic, so two couple's tabs
     * pressing "Send reminders" together remind each household once.
     */
    async claimReminder(id: string, notBefore: Date, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("households")
        .set({ last_reminder_at: now })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("last_reminder_at", "is", null), eb("last_reminder_at", "<=", notBefore)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type HouseholdRepository = ReturnType<typeof createHouseholdRepository>;

/**
 * Stores a household with its events, guests and any answers given, inside
 * the caller's transaction (the open form stores its RSVP and household in
 * one). Returns the new id. Its code, if given, must be freshly drawn
 * (newMarkedInvitationCode): only the unique index checks it, so a clash fails the
 * transaction as a unique violation. Imports, whose codes come from a file,
 * go through createMany, which checks them first.
 */
export async function insertHousehold(trx: Executor, household: NewHousehold, now: Date): Promise<string> {
  const [id] = await insertHouseholds(trx, [household], now, { freshCodes: true });
  return id as string;
}

/**
 * Stores households with their events, guests and answers in a few
 * multi-row inserts (the open form's RSVP pays for six statements in all, an
 * import of a thousand households for a dozen). Codes the caller gives are
 * checked first (CodeTakenError, nothing stored); new ones carry the
 * site's mark (invitation-codes.ts), left to the unique index. answered_at is set when every guest
 * answers every invited event. Returns the new ids in order.
 */
async function insertHouseholds(
  trx: Executor,
  households: readonly NewHousehold[],
  now: Date,
  /** The caller drew the codes just now (newMarkedInvitationCode): the unique index is check enough. */
  { freshCodes = false } = {},
): Promise<string[]> {
  const given = freshCodes
    ? []
    : households.flatMap((household) => (household.code === undefined ? [] : [household.code]));
  const repeated = firstRepeated(given);
  if (repeated !== undefined) throw new CodeTakenError(`The invitation code ${repeated} is given twice`);
  for (const chunk of chunks(given)) {
    const taken = await trx.selectFrom("households").select("code").where("code", "in", chunk).executeTakeFirst();
    if (taken) throw new CodeTakenError(`The invitation code ${taken.code} is already in use`);
  }
  const key = households.some((household) => household.code === undefined) ? await invitationCodeKey(trx) : null;
  const newCode = () => newMarkedInvitationCode(key as Buffer);
  const rows = (await inSlices(households, CHUNK_ROWS, (slice) => slice.map(householdRows(now, newCode)))).flat();
  const insertAll = <T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) => inSlices(items, CHUNK_ROWS, insert);
  await insertAll(
    rows.map((row) => row.household),
    (chunk) => trx.insertInto("households").values(chunk).execute(),
  );
  await insertAll(
    rows.flatMap((row) => row.events),
    (chunk) => trx.insertInto("household_events").values(chunk).execute(),
  );
  await insertAll(
    rows.flatMap((row) => row.guests),
    (chunk) => trx.insertInto("household_guests").values(chunk).execute(),
  );
  await insertAll(
    rows.flatMap((row) => row.answers),
    (chunk) => trx.insertInto("guest_answers").values(chunk).execute(),
  );
  return rows.map((row) => row.household.id);
}

/** The first value seen twice, in one pass (a list of thousands of codes). */
function firstRepeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** A new household's rows in each table: the household (a new code unless given), its events, guests and answers. */
function householdRows(now: Date, newCode: () => string) {
  return (household: NewHousehold) => {
    const id = randomUUID();
    const eventIds = [...new Set(household.eventIds)];
    const guests = household.guests.map((guest, position) => guestRow(randomUUID(), id, position, guest));
    const answers = household.guests.flatMap((guest, position) =>
      Object.entries(guest.answers ?? {}).map(([eventId, answer]) => ({
        guest_id: (guests[position] as { id: string }).id,
        event_id: eventId,
        attending: answer.attending,
        meal: answer.attending ? answer.meal : null,
        answered_at: now,
      })),
    );
    const complete =
      guests.length > 0 && household.guests.every((guest) => eventIds.every((eventId) => guest.answers?.[eventId]));
    return {
      household: {
        ...householdRow(id, household.code ?? newCode(), household, now),
        answered_at: complete ? now : null,
      },
      events: eventIds.map((eventId) => ({ household_id: id, event_id: eventId })),
      guests,
      answers,
    };
  };
}

function householdRow(id: string, code: string, household: NewHousehold, now: Date) {
  return {
    id,
    display_name: household.displayName,
    email: household.email,
    phone: household.phone,
    code,
    message: household.message,
    language: household.language ?? null,
    side: household.side ?? null,
    self_registered: household.selfRegistered ?? false,
    rsvp_id: household.rsvpId ?? null,
    version: 0,
    created_at: now,
    updated_at: now,
    invited_at: household.invitedAt ?? null,
    opened_at: null,
    answered_at: null,
    last_reminder_at: null,
  };
}

function guestRow(id: string, householdId: string, position: number, guest: GuestToStore) {
  return {
    id,
    household_id: householdId,
    position,
    name: guest.name,
    is_child: guest.isChild,
    is_seat: guest.isSeat,
    dietary: guest.dietary,
  };
}

/**
 * The couple's edit of one household inside the caller's transaction (see
 * update): true when written, false when the household is gone,
 * VersionConflictError when its version moved on.
 */
async function updateHousehold(
  trx: Executor,
  id: string,
  expectedVersion: number,
  household: HouseholdToStore,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("households")
    .set((eb) => ({
      display_name: household.displayName,
      email: household.email,
      phone: household.phone,
      message: household.message,
      ...(household.language !== undefined ? { language: household.language } : {}),
      ...(household.side !== undefined ? { side: household.side } : {}),
      version: eb("version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return staleOrGone(trx, id);
  await trx.deleteFrom("household_events").where("household_id", "=", id).execute();
  await insertEvents(trx, id, household.eventIds);
  const keptIds = household.guests.flatMap((guest) => (guest.id ? [guest.id] : []));
  let removed = trx.deleteFrom("household_guests").where("household_id", "=", id);
  if (keptIds.length > 0) removed = removed.where("id", "not in", keptIds);
  await removed.execute();
  for (const [position, guest] of household.guests.entries()) {
    if (guest.id) {
      await trx
        .updateTable("household_guests")
        .set({
          position,
          name: guest.name,
          is_child: guest.isChild,
          is_seat: guest.isSeat,
          dietary: guest.dietary,
        })
        .where("id", "=", guest.id)
        .where("household_id", "=", id)
        .execute();
      if (guest.answers) await replaceGuestAnswers(trx, guest.id, guest.answers, now);
    } else {
      await insertGuest(trx, id, position, guest, now);
    }
  }
  // Answers for events no longer invited to are dropped.
  await trx
    .deleteFrom("guest_answers")
    .where("guest_id", "in", trx.selectFrom("household_guests").select("id").where("household_id", "=", id))
    .where("event_id", "not in", household.eventIds.length > 0 ? [...household.eventIds] : [""])
    .execute();
  await refreshAnsweredAt(trx, id, now);
  return true;
}

/**
 * After a versioned update changed no row: VersionConflictError when the
 * household is there (its version moved on), false when it is gone.
 */
async function staleOrGone(trx: Executor, id: string): Promise<false> {
  const row = await trx.selectFrom("households").select("id").where("id", "=", id).executeTakeFirst();
  if (row) throw new VersionConflictError("The household changed since the version the edit was based on");
  return false;
}

/**
 * Households read at once for a download: on SQLite a page of 100 (with 11
 * guests each and their answers) is about 25 ms of the event loop, read and
 * written out.
 */
const PAGE_HOUSEHOLDS = 100;

/** Households an import updates between two turns of the event loop (a dozen statements each). */
const UPDATE_SLICE = 50;

/** Multi-row inserts in slices that stay under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK_ROWS = 500;

function chunks<T>(items: readonly T[], size = CHUNK_ROWS): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

async function insertEvents(trx: Executor, householdId: string, eventIds: readonly string[]): Promise<void> {
  const unique = [...new Set(eventIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("household_events")
    .values(unique.map((eventId) => ({ household_id: householdId, event_id: eventId })))
    .execute();
}

async function insertGuest(
  trx: Executor,
  householdId: string,
  position: number,
  guest: GuestToStore,
  now: Date,
): Promise<void> {
  const id = randomUUID();
  await trx
    .insertInto("household_guests")
    .values(guestRow(id, householdId, position, guest))
    .execute();
  if (guest.answers) await replaceGuestAnswers(trx, id, guest.answers, now);
}

async function replaceGuestAnswers(
  trx: Executor,
  guestId: string,
  answers: Record<string, EventAnswer>,
  now: Date,
): Promise<void> {
  await trx.deleteFrom("guest_answers").where("guest_id", "=", guestId).execute();
  const rows = Object.entries(answers).map(([eventId, answer]) => ({
    guest_id: guestId,
    event_id: eventId,
    attending: answer.attending,
    meal: answer.attending ? answer.meal : null,
    answered_at: now,
  }));
  if (rows.length > 0) await trx.insertInto("guest_answers").values(rows).execute();
}

/** answered_at: now (the last complete answer) when every guest answers every invited event, null otherwise. */
async function refreshAnsweredAt(
  trx: Executor,
  householdId: string,
  now: Date,
  countedEventIds?: readonly string[],
): Promise<void> {
  const [guests, events, answers] = await Promise.all([
    trx.selectFrom("household_guests").select("id").where("household_id", "=", householdId).execute(),
    trx.selectFrom("household_events").select("event_id").where("household_id", "=", householdId).execute(),
    trx
      .selectFrom("guest_answers")
      .innerJoin("household_guests", "household_guests.id", "guest_answers.guest_id")
      .select(["guest_answers.guest_id", "guest_answers.event_id"])
      .where("household_guests.household_id", "=", householdId)
      .execute(),
  ]);
  const answered = new Set(answers.map((answer) => `${answer.guest_id}|${answer.event_id}`));
  const counted = countedEventIds ? events.filter((event) => countedEventIds.includes(event.event_id)) : events;
  const complete =
    guests.length > 0 &&
    guests.every((guest) => counted.every((event) => answered.has(`${guest.id}|${event.event_id}`)));
  await trx
    .updateTable("households")
    .set({ answered_at: complete ? now : null })
    .where("id", "=", householdId)
    .execute();
}

/** Households with their guests, events and answers, in four queries whatever their number. */
export async function loadHouseholds(
  executor: Executor,
  filter: { ids?: readonly string[]; code?: string },
): Promise<StoredHousehold[]> {
  let query = executor.selectFrom("households").selectAll();
  if (filter.ids) query = query.where("id", "in", filter.ids.length > 0 ? [...filter.ids] : [""]);
  if (filter.code !== undefined) query = query.where("code", "=", filter.code);
  const households = await query.orderBy("display_name").orderBy("id").execute();
  if (households.length === 0) return [];
  const scoped = filter.ids !== undefined || filter.code !== undefined;
  const ids = households.map((household) => household.id);

  let guestQuery = executor.selectFrom("household_guests").selectAll();
  let eventQuery = executor.selectFrom("household_events").selectAll();
  let answerQuery = executor
    .selectFrom("guest_answers")
    .innerJoin("household_guests", "household_guests.id", "guest_answers.guest_id")
    .selectAll("guest_answers");
  if (scoped) {
    guestQuery = guestQuery.where("household_id", "in", ids);
    eventQuery = eventQuery.where("household_id", "in", ids);
    answerQuery = answerQuery.where("household_guests.household_id", "in", ids);
  }
  const [guests, events, answers] = await Promise.all([
    guestQuery.orderBy("household_id").orderBy("position").execute(),
    eventQuery.execute(),
    answerQuery.execute(),
  ]);

  const answersByGuest = groupBy(answers, (answer) => answer.guest_id);
  const guestsByHousehold = groupBy(guests, (guest) => guest.household_id);
  const eventsByHousehold = groupBy(events, (event) => event.household_id);
  return households.map((row) =>
    toHousehold(
      row,
      (guestsByHousehold.get(row.id) ?? []).map((guest) => toGuest(guest, answersByGuest.get(guest.id) ?? [])),
      (eventsByHousehold.get(row.id) ?? []).map((event) => event.event_id),
    ),
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function toHousehold(row: HouseholdRow, guests: StoredGuest[], eventIds: string[]): StoredHousehold {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    phone: row.phone,
    code: row.code,
    message: row.message,
    language: row.language,
    side: row.side,
    selfRegistered: Boolean(row.self_registered),
    rsvpId: row.rsvp_id,
    version: Number(row.version),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    invitedAt: dateOrNull(row.invited_at),
    openedAt: dateOrNull(row.opened_at),
    answeredAt: dateOrNull(row.answered_at),
    lastReminderAt: dateOrNull(row.last_reminder_at),
    eventIds,
    guests,
  };
}

function toGuest(row: HouseholdGuestRow, answers: readonly GuestAnswerRow[]): StoredGuest {
  return {
    id: row.id,
    name: row.name,
    isChild: Boolean(row.is_child),
    isSeat: Boolean(row.is_seat),
    dietary: row.dietary,
    answers: Object.fromEntries(
      answers.map((answer) => [
        answer.event_id,
        { attending: Boolean(answer.attending), meal: answer.meal, answeredAt: new Date(answer.answered_at) },
      ]),
    ),
  };
}
