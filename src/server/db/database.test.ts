import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { PHOTO_STATUSES, type PhotoStatus } from "../../shared/photo.ts";
import type { ValidRsvp } from "../../shared/rsvp.ts";
import { storeRsvp } from "../../testing/rsvp-builders.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { MAIL_KINDS, type RsvpMailData } from "../mail/mail-kinds.ts";
import { migrateToLatest } from "./database.ts";
import { createOutboxRepository, type NewOutboxMail } from "./outbox-repository.ts";
import { ANONYMOUS_UPLOADER_NAME, createPhotoRepository } from "./photo-repository.ts";
import { createRsvpRepository, EmailTakenError } from "./rsvp-repository.ts";

function aRsvp(overrides: Partial<ValidRsvp> = {}): ValidRsvp {
  return {
    name: "Ann Guest",
    email: `ann.${Math.random().toString(36).slice(2)}@example.com`,
    attending: true,
    partnerName: null,
    message: null,
    ...overrides,
  };
}

/** A guest's confirmation to queue; `data` overrides the RSVP facts it renders from. */
function aMail(recipient: string, data: Partial<RsvpMailData> = {}): NewOutboxMail {
  return {
    kind: MAIL_KINDS.guestConfirmation,
    recipient,
    message: {
      name: "Ann Guest",
      email: recipient,
      attending: true,
      partnerName: null,
      message: null,
      submittedAt: "2026-01-01T12:00:00.000Z",
      ...data,
    },
  };
}

describeOnDatabases("data layer", (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it("applies migrations once; running them again changes nothing", async () => {
    await migrateToLatest(test.database);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      test.database.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual([
      "001-initial",
      "002-photo-copies",
      "003-admin-sessions",
      "004-rate-limits",
      "005-admin-session-password",
      "006-photo-files-missing",
      "007-households",
      "008-guest-data",
      "009-photo-uploads",
      "012-upload-finishes",
      "013-guest-data-safety",
      "014-idempotency-keys",
      "015-photo-content-hash",
      "016-content-versions",
      "017-household-language",
      "018-people",
    ]);
  });

  it("round-trips an RSVP with real booleans, nulls and the server's timestamp", async () => {
    const rsvps = createRsvpRepository(test.database);
    const before = Date.now();
    const stored = await storeRsvp(
      test.database,
      aRsvp({ attending: true, partnerName: "Ben Guest", message: "See you there!" }),
    );
    const declined = await storeRsvp(test.database, aRsvp({ attending: false, partnerName: "Ignored" }));

    const listed = await rsvps.list();
    expect(listed).toHaveLength(2);
    const again = listed.find((rsvp) => rsvp.id === stored.id);
    expect(again).toEqual(stored);
    expect(again?.attending).toBe(true);
    expect(again?.partnerName).toBe("Ben Guest");
    expect(again?.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const no = listed.find((rsvp) => rsvp.id === declined.id);
    expect(no?.attending).toBe(false);
    expect(no?.partnerName).toBeNull();
    expect(no?.message).toBeNull();
  });

  it("refuses a second RSVP for the same email in another case and with spaces", async () => {
    const rsvps = createRsvpRepository(test.database);
    await storeRsvp(test.database, aRsvp({ email: "Ann@Example.com" }));
    await expect(storeRsvp(test.database, aRsvp({ email: "  ann@EXAMPLE.com " }))).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect(await rsvps.count()).toBe(1);
  });

  it("lets exactly one of 20 simultaneous RSVPs with one email land", async () => {
    const rsvps = createRsvpRepository(test.database);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        storeRsvp(test.database, aRsvp({ email: i % 2 ? "Same@Example.com" : "same@example.com" })),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.filter((result) => result.status === "rejected");
    expect(rejected.every((result) => result.reason instanceof EmailTakenError)).toBe(true);
    expect(await rsvps.count()).toBe(1);
  });

  it("stores an RSVP and its mails together, or neither", async () => {
    const rsvps = createRsvpRepository(test.database);
    const outbox = createOutboxRepository(test.database);
    const stored = await storeRsvp(test.database, aRsvp(), (rsvp) => [
      aMail(rsvp.email, { message: `Thanks ${rsvp.name}` }),
    ]);
    const mails = await outbox.list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      rsvpId: stored.id,
      status: "pending",
      attempts: 0,
      message: { message: "Thanks Ann Guest" },
    });

    // A mail that cannot be stored (no recipient breaks NOT NULL) rolls the RSVP back with it.
    await expect(
      storeRsvp(test.database, aRsvp({ email: "rollback@example.com" }), () => [
        { ...aMail("rollback@example.com"), recipient: null as unknown as string },
      ]),
    ).rejects.toThrow();
    expect((await rsvps.list()).map((rsvp) => rsvp.email)).not.toContain("rollback@example.com");
    expect(await outbox.list()).toHaveLength(1);
  });

  it("claims due mails once, retries later, and records sending", async () => {
    const outbox = createOutboxRepository(test.database);
    const now = new Date("2026-01-01T12:00:00Z");
    const first = await outbox.enqueue(aMail("a@example.com"), now);
    await outbox.enqueue(aMail("b@example.com"), new Date("2026-01-01T13:00:00Z"));

    const claimed = await outbox.claimDue(10, 60_000, now);
    expect(claimed.map((mail) => mail.id)).toEqual([first]);
    expect(claimed[0]?.attempts).toBe(1);
    // Leased: a second sender at the same moment gets nothing.
    expect(await outbox.claimDue(10, 60_000, now)).toEqual([]);

    await outbox.markFailed(first, "connection refused", new Date("2026-01-01T12:05:00Z"));
    expect(await outbox.claimDue(10, 60_000, new Date("2026-01-01T12:04:00Z"))).toEqual([]);
    const retried = await outbox.claimDue(10, 60_000, new Date("2026-01-01T12:05:00Z"));
    expect(retried).toMatchObject([{ id: first, attempts: 2, lastError: "connection refused" }]);

    await outbox.markSent(first, new Date("2026-01-01T12:06:00Z"));
    const sent = (await outbox.list()).find((mail) => mail.id === first);
    expect(sent).toMatchObject({ status: "sent", lastError: null, sentAt: new Date("2026-01-01T12:06:00Z") });
  });

  it("never hands one mail to two concurrent claimers", async () => {
    const outbox = createOutboxRepository(test.database);
    const now = new Date();
    for (let i = 0; i < 30; i++) await outbox.enqueue(aMail(`g${i}@example.com`), now);
    const batches = await Promise.all(Array.from({ length: 6 }, () => outbox.claimDue(10, 60_000, now)));
    const ids = batches.flat().map((mail) => mail.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("takes every photo status of src/shared and no other (the migration's check matches the one list)", async () => {
    const photos = createPhotoRepository(test.database);
    const photo = await photos.create({
      fileName: "a.jpg",
      filePath: "uploads/a.jpg",
      fileSize: 1,
      mimeType: "image/jpeg",
    });
    for (const status of PHOTO_STATUSES) expect(await photos.setStatus(photo.id, status)).toBe(true);
    await expect(
      test.database.db
        .updateTable("wedding_photos")
        .set({ status: "published" as PhotoStatus })
        .where("id", "=", photo.id)
        .execute(),
    ).rejects.toThrow();
  });

  it("counts photos and mails per status as numbers, every status listed (PostgreSQL's count(*) is a string)", async () => {
    const photos = createPhotoRepository(test.database);
    const file = (name: string) => ({
      fileName: name,
      filePath: `uploads/${name}`,
      fileSize: 1,
      mimeType: "image/jpeg",
    });
    const first = await photos.create(file("a.jpg"));
    await photos.create(file("b.jpg"));
    await photos.setStatus(first.id, "approved");
    expect(await photos.countByStatus()).toEqual({ pending: 1, approved: 1, rejected: 0 });

    const outbox = createOutboxRepository(test.database);
    await storeRsvp(test.database, aRsvp(), (rsvp) => [aMail(rsvp.email), aMail("couple@example.com")]);
    const counts = await outbox.countByStatus();
    expect(counts.pending).toBe(2);
    expect(Object.values(counts).every((count) => typeof count === "number")).toBe(true);
  });

  it("keeps guest photos pending until reviewed", async () => {
    const photos = createPhotoRepository(test.database);
    const photo = await photos.create({
      fileName: "IMG_0001.jpg",
      filePath: "uploads/1760000000000-abc123.jpg",
      fileSize: 123_456,
      mimeType: "image/jpeg",
    });
    expect(photo).toMatchObject({ status: "pending", reviewedAt: null, uploadedByName: ANONYMOUS_UPLOADER_NAME });
    expect(await photos.listByStatus("approved")).toEqual([]);

    expect(await photos.setStatus(photo.id, "approved")).toBe(true);
    const approved = await photos.listByStatus("approved");
    expect(approved).toMatchObject([{ id: photo.id, fileSize: 123_456, status: "approved" }]);
    expect(approved[0]?.reviewedAt).toBeInstanceOf(Date);

    expect(await photos.delete(photo.id)).toBe(true);
    expect(await photos.findById(photo.id)).toBeNull();
    expect(await photos.setStatus(photo.id, "rejected")).toBe(false);
  });
});
