import { afterEach, beforeEach, expect, it } from "vitest";
import { INVITATION_CODE_PATTERN } from "../../shared/households.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { type Database, migrateToLatest } from "./database.ts";
import {
  type AnswersToStore,
  CodeTakenError,
  createHouseholdRepository,
  type NewHousehold,
  VersionConflictError,
} from "./household-repository.ts";
import { createRsvpSettingsRepository } from "./rsvp-settings-repository.ts";

/** Answers stored in a transaction of their own, as the invitation service opens one. */
const answerAlone = (database: Database, id: string, version: number, answers: AnswersToStore) =>
  database.db
    .transaction()
    .execute((trx) => createHouseholdRepository(database).answer(trx, id, version, answers, new Date()));

const family = (overrides: Partial<NewHousehold> = {}): NewHousehold => ({
  displayName: "The Family",
  email: "family@example.com",
  phone: "+27 82 555 0101",
  message: null,
  eventIds: ["first", "second"],
  guests: [
    { name: "Adult One", isChild: false, isSeat: false, dietary: null },
    { name: "Child One", isChild: true, isSeat: false, dietary: null },
    { name: null, isChild: false, isSeat: true, dietary: null },
  ],
  ...overrides,
});

describeOnDatabases("household repository", (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it("stores a household whole, with an unguessable code, and reads it back by code", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    expect(created.code).toMatch(INVITATION_CODE_PATTERN);
    expect(created.eventIds.sort()).toEqual(["first", "second"]);
    expect(created.guests.map((guest) => [guest.name, guest.isChild, guest.isSeat])).toEqual([
      ["Adult One", false, false],
      ["Child One", true, false],
      [null, false, true],
    ]);
    expect(created.answeredAt).toBeNull();
    expect((await households.byCode(created.code))?.id).toBe(created.id);
    expect(await households.byCode("AAAAAAAAAAAAAAAA")).toBeNull();
  });

  it("takes answers only on the version they were based on, and marks the household answered when complete", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    const [adult, child, seat] = created.guests;
    if (!adult || !child || !seat) throw new Error("guests missing");
    const all = (attending: boolean) => ({
      first: { attending, meal: null },
      second: { attending, meal: attending ? "Fish" : null },
    });
    const partial = await answerAlone(test.database, created.id, created.version, {
      guests: [{ guestId: adult.id, answers: all(true), dietary: " no nuts " }],
      message: "Hello",
    });
    expect(partial.answeredAt).toBeNull();
    expect(partial.version).toBe(created.version + 1);
    expect(partial.guests[0]?.dietary).toBe("no nuts");

    await expect(
      answerAlone(test.database, created.id, created.version, { guests: [], message: null }),
    ).rejects.toBeInstanceOf(VersionConflictError);

    const complete = await answerAlone(test.database, created.id, partial.version, {
      guests: [
        { guestId: adult.id, answers: all(true) },
        { guestId: child.id, answers: all(false) },
        { guestId: seat.id, name: "Plus One", answers: all(true) },
      ],
      message: "Hello",
    });
    expect(complete.answeredAt).not.toBeNull();
    expect(complete.guests[2]?.name).toBe("Plus One");
    expect(complete.guests[0]?.answers.second).toMatchObject({ attending: true, meal: "Fish" });
    expect(complete.guests[1]?.answers.second).toMatchObject({ attending: false, meal: null });
  });

  it("keeps a guest's answers through the couple's edit, drops removed guests and uninvited events' answers", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    const [adult, child] = created.guests;
    if (!adult || !child) throw new Error("guests missing");
    const yes = { first: { attending: true, meal: null }, second: { attending: true, meal: null } };
    await answerAlone(test.database, created.id, created.version, {
      guests: [
        { guestId: adult.id, answers: yes },
        { guestId: child.id, answers: yes },
      ],
      message: null,
    });
    const answered = await households.byId(created.id);
    const edited = await households.update(created.id, answered?.version ?? -1, {
      displayName: "The Renamed Family",
      email: null,
      phone: null,
      message: null,
      eventIds: ["first"],
      guests: [{ id: adult.id, name: "Adult One", isChild: false, isSeat: false, dietary: "vegan" }],
    });
    expect(edited?.displayName).toBe("The Renamed Family");
    expect(edited?.guests).toHaveLength(1);
    expect(Object.keys(edited?.guests[0]?.answers ?? {})).toEqual(["first"]);
    expect(edited?.answeredAt).not.toBeNull();
    expect(await households.update("no-such-id", 0, family())).toBeNull();
  });

  it("takes the couple's edit and contact change only on the version they were based on; both move it", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    const [adult] = created.guests;
    if (!adult) throw new Error("guests missing");
    const answered = await answerAlone(test.database, created.id, created.version, {
      guests: [{ guestId: adult.id, answers: { first: { attending: true, meal: null } } }],
      message: "See you",
    });
    const edit = { ...family({ displayName: "Old copy" }), guests: [] };
    await expect(households.update(created.id, created.version, edit)).rejects.toBeInstanceOf(VersionConflictError);
    await expect(
      households.updateContact(created.id, { email: null }, new Date(), created.version),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await households.byId(created.id)).toEqual(answered);

    const contact = await households.updateContact(created.id, { phone: null }, new Date(), answered.version);
    expect(contact).toMatchObject({ phone: null, email: "family@example.com", version: answered.version + 1 });
    expect(contact?.guests).toEqual(answered.guests);
    const corrected = await households.updateContact(created.id, { displayName: "Guest's own" });
    expect(corrected?.version).toBe(answered.version + 2);
    expect(await households.updateContact("no-such-id", { phone: null }, new Date(), 0)).toBeNull();
  });

  it("imports all or nothing: a code in use stops the whole batch", async () => {
    const households = createHouseholdRepository(test.database);
    const first = await households.create(family());
    await expect(
      households.createMany([family({ displayName: "New" }), family({ displayName: "Clash", code: first.code })]),
    ).rejects.toBeInstanceOf(CodeTakenError);
    expect((await households.list()).map((household) => household.displayName)).toEqual(["The Family"]);
  });

  it("imports additions and updates in one transaction: a household changed meanwhile stores none of them", async () => {
    const households = createHouseholdRepository(test.database);
    const kept = await households.create(family({ displayName: "Kept" }));
    const changed = await households.create(family({ displayName: "Changed" }));
    const read = changed.version;
    await households.updateContact(changed.id, { phone: null });
    const rename = (displayName: string) => ({ ...family({ displayName }), guests: kept.guests });
    await expect(
      households.importMany(
        [family({ displayName: "Added" })],
        [
          { id: kept.id, version: kept.version, household: rename("Kept, renamed") },
          { id: changed.id, version: read, household: family({ displayName: "Changed, renamed" }) },
        ],
      ),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect((await households.list()).map((household) => household.displayName)).toEqual(["Changed", "Kept"]);

    await households.importMany(
      [family({ displayName: "Added" })],
      [{ id: kept.id, version: kept.version, household: rename("Kept, renamed") }],
    );
    const after = await households.list();
    expect(after.map((household) => household.displayName)).toEqual(["Added", "Changed", "Kept, renamed"]);
    expect(after.find((household) => household.id === kept.id)?.guests.map((guest) => guest.id)).toEqual(
      kept.guests.map((guest) => guest.id),
    );
  });

  it("stores many households at once with their answers, or none when a code is given twice", async () => {
    const households = createHouseholdRepository(test.database);
    await expect(
      households.createMany([family({ code: "BBBBBBBBBBBBBBBB" }), family({ code: "BBBBBBBBBBBBBBBB" })]),
    ).rejects.toBeInstanceOf(CodeTakenError);
    expect(await households.list()).toEqual([]);

    const answered = family({
      displayName: "Answered",
      eventIds: ["first"],
      guests: [
        {
          name: "Solo",
          isChild: false,
          isSeat: false,
          dietary: null,
          answers: { first: { attending: true, meal: null } },
        },
      ],
    });
    const many = Array.from({ length: 1200 }, (_, index) => family({ displayName: `Family ${index}` }));
    expect(await households.createMany([answered, ...many])).toBe(1201);
    const stored = await households.list();
    expect(stored).toHaveLength(1201);
    expect(new Set(stored.map((household) => household.code)).size).toBe(1201);
    expect(stored.find((household) => household.displayName === "Answered")?.answeredAt).not.toBeNull();
    expect(stored.find((household) => household.displayName === "Family 7")).toMatchObject({
      answeredAt: null,
      guests: [{ name: "Adult One" }, { name: "Child One", isChild: true }, { name: null, isSeat: true }],
    });
  });

  it("claims one reminder per spacing window, atomically", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    const now = new Date("2026-01-10T12:00:00Z");
    const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
    expect(await households.claimReminder(created.id, dayAgo, now)).toBe(true);
    const later = new Date(now.getTime() + 3600 * 1000);
    expect(await households.claimReminder(created.id, new Date(later.getTime() - 24 * 3600 * 1000), later)).toBe(false);
    const nextDay = new Date(now.getTime() + 24 * 3600 * 1000);
    expect(await households.claimReminder(created.id, new Date(nextDay.getTime() - 24 * 3600 * 1000), nextDay)).toBe(
      true,
    );
  });

  it("deletes a household with everything in it, and its RSVP's deletion deletes a self-registered one", async () => {
    const households = createHouseholdRepository(test.database);
    const created = await households.create(family());
    expect(await households.delete(created.id)).toBe(true);
    const { db } = test.database;
    expect(await db.selectFrom("household_guests").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("household_events").selectAll().execute()).toEqual([]);

    await db
      .insertInto("rsvps")
      .values({
        id: "r1",
        name: "Open Form",
        email: "open@example.com",
        email_normalized: "open@example.com",
        attending: true,
        partner_name: null,
        message: null,
        submitted_at: new Date(),
      })
      .execute();
    const self = await households.create(family({ selfRegistered: true, rsvpId: "r1" }));
    expect(self.selfRegistered).toBe(true);
    await db.deleteFrom("rsvps").where("id", "=", "r1").execute();
    expect(await households.byId(self.id)).toBeNull();
  });

  it("keeps the couple's deadline settings", async () => {
    const settings = createRsvpSettingsRepository(test.database);
    expect(await settings.find()).toEqual({ deadline: null, closeAtDeadline: null });
    await settings.save({ deadline: "2030-01-02", closeAtDeadline: true });
    await settings.save({ deadline: "2030-01-03", closeAtDeadline: false });
    expect(await settings.find()).toEqual({ deadline: "2030-01-03", closeAtDeadline: false });
  });
});

describeOnDatabases("a household's language", (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it("is stored with the household, null when not given; an update sets it, or keeps it when it says nothing of it", async () => {
    const households = createHouseholdRepository(test.database);
    const zulu = await households.create(family({ language: "zu" }));
    const plain = await households.create(family({ displayName: "Plain", email: "plain@example.com" }));
    expect((await households.byId(zulu.id))?.language).toBe("zu");
    expect((await households.byCode(plain.code))?.language).toBeNull();

    const { language: _, ...withoutLanguage } = family();
    const kept = await households.update(zulu.id, zulu.version, withoutLanguage, new Date());
    expect(kept?.language).toBe("zu");
    const sesotho = await households.update(zulu.id, kept?.version ?? 0, family({ language: "st" }), new Date());
    expect(sesotho?.language).toBe("st");
    const cleared = await households.update(zulu.id, sesotho?.version ?? 0, family({ language: null }), new Date());
    expect(cleared?.language).toBeNull();
    expect((await households.list()).map((household) => household.language)).toEqual([null, null]);
  });
});

describeOnDatabases("migration 017", (dialect) => {
  it("gives the households already on the list no language (the site's first), and keeps everything else", async () => {
    const test = await createTestDatabase(dialect, { upTo: "016-content-versions" });
    try {
      const created = await insertHouseholdBefore017(test.database);
      await migrateToLatest(test.database);
      const [household] = await createHouseholdRepository(test.database).list();
      expect(household).toMatchObject({ id: created, displayName: "Before", language: null });
    } finally {
      await test.cleanup();
    }
  });
});

/** A household written as the code before migration 017 wrote it: no language column. */
async function insertHouseholdBefore017(database: Database): Promise<string> {
  const now = new Date("2026-01-01T10:00:00Z");
  await database.db
    .insertInto("households")
    .values({
      id: "h1",
      display_name: "Before",
      email: null,
      phone: null,
      code: "AAAAAAAAAAAAAAAA",
      message: null,
      self_registered: false,
      rsvp_id: null,
      version: 0,
      created_at: now,
      updated_at: now,
      invited_at: null,
      opened_at: null,
      answered_at: null,
      last_reminder_at: null,
    })
    .execute();
  return "h1";
}

describeOnDatabases("migration 007", (dialect) => {
  it("carries every existing RSVP over as a self-registered household answered for every event", async () => {
    const test = await createTestDatabase(dialect, { upTo: "006-photo-files-missing" });
    try {
      const { db } = test.database;
      const submittedAt = new Date("2025-07-01T10:00:00Z");
      await db
        .insertInto("rsvps")
        .values([
          {
            id: "r1",
            name: "Yes With Partner",
            email: "yes@example.com",
            email_normalized: "yes@example.com",
            attending: true,
            partner_name: "The Partner",
            message: "See you",
            submitted_at: submittedAt,
          },
          {
            id: "r2",
            name: "No Thanks",
            email: "no@example.com",
            email_normalized: "no@example.com",
            attending: false,
            partner_name: null,
            message: null,
            submitted_at: submittedAt,
          },
        ])
        .execute();
      await migrateToLatest(test.database, { eventIds: ["a", "b"] });

      const households = await createHouseholdRepository(test.database).list();
      expect(households.map((household) => [household.displayName, household.email, household.selfRegistered])).toEqual(
        [
          ["No Thanks", "no@example.com", true],
          ["Yes With Partner", "yes@example.com", true],
        ],
      );
      const [no, yes] = households;
      expect(yes?.rsvpId).toBe("r1");
      expect(yes?.message).toBe("See you");
      expect(yes?.code).toMatch(INVITATION_CODE_PATTERN);
      expect(yes?.answeredAt?.toISOString()).toBe(submittedAt.toISOString());
      expect(yes?.guests.map((guest) => [guest.name, guest.answers.a?.attending, guest.answers.b?.attending])).toEqual([
        ["Yes With Partner", true, true],
        ["The Partner", true, true],
      ]);
      expect(no?.guests.map((guest) => [guest.name, guest.answers.a?.attending])).toEqual([["No Thanks", false]]);
      // The spec's rows are untouched.
      expect(await db.selectFrom("rsvps").select("id").orderBy("id").execute()).toEqual([{ id: "r1" }, { id: "r2" }]);
    } finally {
      await test.cleanup();
    }
  });
});
