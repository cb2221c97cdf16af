import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { retentionInfo } from "../../shared/privacy.ts";
import { aWedding } from "../../testing/content-builders.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { type Database, openPostgres } from "../db/database.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { ANONYMOUS_UPLOADER_EMAIL, ANONYMOUS_UPLOADER_NAME } from "../db/photo-repository.ts";
import { createLogger } from "../logger.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { createErasure } from "./erasure.ts";
import { createJobLeases, runRetention } from "./retention.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const logger = createLogger("silent");

function aCouple(retentionDays: number | "off", keepApprovedPhotos = true): WeddingContent {
  const base = aWedding();
  return { ...base, privacy: { ...base.privacy, retentionDays, keepApprovedPhotos } };
}

/** A moment `days` after the content's retention date (negative: before it). */
function daysPast(content: WeddingContent, days: number): () => Date {
  const deletesAt = Date.parse(retentionInfo(content).deletesAt as string);
  return () => new Date(deletesAt + days * DAY_MS);
}

async function seedHousehold(database: Database, name: string) {
  return createHouseholdRepository(database).create({
    displayName: name,
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
    phone: null,
    message: null,
    eventIds: ["first"],
    guests: [{ name: `${name} One`, isChild: false, isSeat: false, dietary: null }],
  });
}

/** A photo record with its three files in `blobs`. */
async function seedPhoto(
  database: Database,
  blobs: DiskBlobStore,
  status: "pending" | "approved",
  householdId: string | null = null,
) {
  const id = randomUUID();
  const keys = { original: `uploads/${id}.jpg`, published: `published/${id}.jpg`, thumb: `thumbs/${id}.webp` };
  for (const key of Object.values(keys)) await blobs.put(key, Readable.from([Buffer.from(key)]));
  await database.db
    .insertInto("wedding_photos")
    .values({
      id,
      file_name: "IMG_0001.jpg",
      file_path: keys.original,
      file_size: 10,
      mime_type: "image/jpeg",
      uploaded_by_name: "Anonymous",
      uploaded_by_email: "anonymous@localhost",
      status,
      created_at: new Date(),
      reviewed_at: status === "approved" ? new Date() : null,
      published_path: keys.published,
      thumbnail_path: keys.thumb,
      width: 10,
      height: 10,
      files_missing: false,
      household_id: householdId,
      delete_token_hash: null,
    })
    .execute();
  return { id, keys };
}

describeOnDatabases("retention", (dialect) => {
  let test: TestDatabase;
  let blobDir: string;
  let blobs: DiskBlobStore;

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    blobDir = await mkdtemp(path.join(tmpdir(), "wedding-retention-"));
    blobs = new DiskBlobStore(blobDir);
    await blobs.init();
  });
  afterEach(async () => {
    await test.cleanup();
    await rm(blobDir, { recursive: true, force: true });
  });

  const erasureFor = (database: Database, now: () => Date) =>
    createErasure({ database, blobs, mailDir: null, logger, now });

  it("does nothing when the content turns it off, or before its date", async () => {
    await seedHousehold(test.database, "Keep");
    const off = aCouple("off");
    const now = () => new Date("2099-01-01T00:00:00Z");
    expect(
      await runRetention({ database: test.database, erasure: erasureFor(test.database, now), content: off, now }),
    ).toEqual({ ran: false, why: "off" });
    const on = aCouple(30);
    const early = daysPast(on, -1);
    expect(
      await runRetention({
        database: test.database,
        erasure: erasureFor(test.database, early),
        content: on,
        now: early,
      }),
    ).toEqual({ ran: false, why: "not-yet" });
    expect(await createHouseholdRepository(test.database).list()).toHaveLength(1);
  });

  it("erases every guest after its date, keeps approved copies without their originals, and logs counts once", async () => {
    const content = aCouple(30);
    const now = daysPast(content, 1);
    const household = await seedHousehold(test.database, "Gone");
    await seedHousehold(test.database, "Also Gone");
    const pending = await seedPhoto(test.database, blobs, "pending", household.id);
    const approved = await seedPhoto(test.database, blobs, "approved", household.id);

    const erasure = erasureFor(test.database, now);
    const run = await runRetention({ database: test.database, erasure, content, now });
    expect(run).toEqual({
      ran: true,
      erased: { households: 2, guests: 2, rsvps: 0, mails: 0, mailFiles: 0, photos: 1, files: 4 },
    });
    expect(await createHouseholdRepository(test.database).list()).toEqual([]);
    for (const key of Object.values(pending.keys)) expect(await blobs.exists(key)).toBe(false);
    expect(await blobs.exists(approved.keys.original)).toBe(false);
    expect(await blobs.exists(approved.keys.published)).toBe(true);
    expect(await blobs.exists(approved.keys.thumb)).toBe(true);
    const kept = await test.database.db.selectFrom("wedding_photos").selectAll().execute();
    expect(kept.map((row) => [row.id, row.file_path, row.household_id])).toEqual([
      [approved.id, approved.keys.published, null],
    ]);

    // The next hourly run finds nothing: no second log entry.
    expect(await runRetention({ database: test.database, erasure, content, now })).toEqual({ ran: true, erased: null });
    const log = await test.database.db.selectFrom("deletion_log").selectAll().execute();
    expect(log.map((entry) => entry.reason)).toEqual(["retention"]);
    expect(JSON.parse(log[0]?.counts ?? "{}")).toMatchObject({ households: 2, photos: 1, files: 4 });
  });

  it("keeps an approved photo's copy without the uploader's typed name or the file's name on their phone", async () => {
    const content = aCouple(30);
    const now = daysPast(content, 1);
    const approved = await seedPhoto(test.database, blobs, "approved");
    await test.database.db
      .updateTable("wedding_photos")
      .set({ uploaded_by_name: "Thandi Nkosi", file_name: "Thandi Nkosi at the lake.jpg" })
      .where("id", "=", approved.id)
      .execute();
    await runRetention({ database: test.database, erasure: erasureFor(test.database, now), content, now });
    const [kept] = await test.database.db.selectFrom("wedding_photos").selectAll().execute();
    expect(kept).toMatchObject({
      id: approved.id,
      file_path: approved.keys.published,
      file_name: "photo.jpg",
      uploaded_by_name: ANONYMOUS_UPLOADER_NAME,
      uploaded_by_email: ANONYMOUS_UPLOADER_EMAIL,
    });
    expect(JSON.stringify(kept)).not.toContain("Thandi");
  });

  it("erases approved photos too when the content does not keep them", async () => {
    const content = aCouple(30, false);
    const now = daysPast(content, 1);
    const approved = await seedPhoto(test.database, blobs, "approved");
    const run = await runRetention({ database: test.database, erasure: erasureFor(test.database, now), content, now });
    expect(run).toMatchObject({ ran: true, erased: { photos: 1, files: 3 } });
    for (const key of Object.values(approved.keys)) expect(await blobs.exists(key)).toBe(false);
  });

  it("a lease is held by one holder until it runs out or is released", async () => {
    const leases = createJobLeases(test.database);
    const at = new Date("2030-01-01T00:00:00Z");
    expect(await leases.claim("job", "a", 60_000, at)).toBe(true);
    expect(await leases.claim("job", "b", 60_000, new Date(at.getTime() + 1_000))).toBe(false);
    expect(await leases.claim("job", "b", 60_000, new Date(at.getTime() + 61_000))).toBe(true);
    await leases.release("job", "a", at);
    expect(await leases.claim("job", "c", 60_000, new Date(at.getTime() + 62_000))).toBe(false);
    await leases.release("job", "b", at);
    expect(await leases.claim("job", "c", 60_000, new Date(at.getTime() + 62_000))).toBe(true);
  });

  if (dialect === "postgres") {
    it("two instances on one database: retention runs once and erasing one guest twice at once erases it once", async () => {
      const other = await openPostgres(test.location);
      try {
        const content = aCouple(30);
        const now = daysPast(content, 1);
        for (let index = 0; index < 40; index += 1) await seedHousehold(test.database, `Family ${index}`);
        const runs = await Promise.all(
          [test.database, other].map((database) =>
            runRetention({ database, erasure: erasureFor(database, now), content, now }),
          ),
        );
        const erased = runs.flatMap((run) => (run.ran && run.erased ? [run.erased.households] : []));
        expect(erased).toEqual([40]);
        expect(await test.database.db.selectFrom("deletion_log").select("reason").execute()).toHaveLength(1);

        const household = await seedHousehold(test.database, "Twice");
        const results = await Promise.all(
          [test.database, other].map((database) => erasureFor(database, now).eraseHousehold(household.id, "couple")),
        );
        expect(results.filter((result) => result !== null)).toHaveLength(1);
        expect(results.filter((result) => result === null)).toHaveLength(1);
        expect(await test.database.db.selectFrom("deletion_log").select("reason").execute()).toHaveLength(2);
      } finally {
        await other.close();
      }
    });
  }
});
