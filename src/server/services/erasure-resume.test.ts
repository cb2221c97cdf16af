import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, expect, it } from "vitest";
import { aHouseholdWithMails } from "../../testing/erasure-builders.ts";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createLogger } from "../logger.ts";
import { emlFileName } from "../mail/file-transport.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { DiskBlobStore } from "../storage/disk-blob-store.ts";
import { createErasure } from "./erasure.ts";
import { reconcileMailFiles } from "./mail-reconcile.ts";

const logger = createLogger("silent");

/**
 * Erasure is finished even when it is interrupted after its rows are gone
 * (issue 30, part 6): the files still to remove are listed with the rows, in
 * their transaction; the log says done only once they are gone; and at start
 * the mail folder is made to agree with the outbox.
 */
describeOnDatabases("an interrupted erasure", (dialect) => {
  let test: TestDatabase;
  let dir: string;
  let mailDir: string;
  let blobs: DiskBlobStore;

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    dir = await mkdtemp(path.join(tmpdir(), "wedding-erasure-resume-"));
    mailDir = path.join(dir, "mail");
    blobs = new DiskBlobStore(path.join(dir, "uploads"));
    await blobs.init();
  });
  afterEach(async () => {
    await test.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  async function aPhotoOf(householdId: string): Promise<string> {
    const key = `uploads/${householdId}.jpg`;
    await blobs.put(key, Readable.from([Buffer.from("a photo")]));
    await test.database.db
      .insertInto("wedding_photos")
      .values({
        id: householdId,
        file_name: "IMG_0001.jpg",
        file_path: key,
        file_size: 7,
        mime_type: "image/jpeg",
        uploaded_by_name: "Anonymous Guest",
        uploaded_by_email: "anonymous@guests.invalid",
        status: "pending",
        created_at: new Date(),
        reviewed_at: null,
        published_path: null,
        thumbnail_path: null,
        width: null,
        height: null,
        files_missing: false,
        household_id: householdId,
        delete_token_hash: null,
      })
      .execute();
    return key;
  }

  const logEntries = () => test.database.db.selectFrom("deletion_log").selectAll().execute();

  it("stays unfinished in the log while a file could not go, and is finished by the next resume", async () => {
    const { householdId, mailFiles } = await aHouseholdWithMails(test.database, { mailDir, mails: 3, marker: "zqa" });
    const photo = await aPhotoOf(householdId);
    const failing: BlobStore = Object.assign(Object.create(blobs), {
      delete: () => Promise.reject(Object.assign(new Error("storage is down"), { code: "EIO" })),
    });

    const first = createErasure({ database: test.database, blobs: failing, mailDir, logger, now: () => new Date() });
    expect(await first.eraseHousehold(householdId, "couple")).toMatchObject({ households: 1, mails: 3, files: 0 });
    expect(await blobs.exists(photo)).toBe(true);
    expect(await readdir(mailDir)).toEqual([]);
    const [unfinished] = await logEntries();
    expect(unfinished?.completed_at).toBeNull();

    const second = createErasure({ database: test.database, blobs, mailDir, logger, now: () => new Date() });
    expect(await second.resumeInterrupted()).toBe(1);
    expect(await blobs.exists(photo)).toBe(false);
    const [finished] = await logEntries();
    expect(finished?.completed_at).not.toBeNull();
    expect(JSON.parse(finished?.counts ?? "{}")).toMatchObject({ mails: 3, mailFiles: mailFiles.length, files: 1 });
    expect(await test.database.db.selectFrom("erasure_files").selectAll().execute()).toEqual([]);
    // Nothing is left to resume.
    expect(await second.resumeInterrupted()).toBe(0);
  });

  it("lists the files to remove in the transaction that deletes the rows, and forgets each once it is gone", async () => {
    const { householdId, mailFiles } = await aHouseholdWithMails(test.database, { mailDir, mails: 2, marker: "zqb" });
    await aPhotoOf(householdId);
    let listedWhileRemoving: unknown[] = [];
    const watching: BlobStore = Object.assign(Object.create(blobs), {
      async delete(key: string) {
        listedWhileRemoving = await test.database.db
          .selectFrom("erasure_files")
          .select(["kind", "name"])
          .orderBy("kind")
          .orderBy("name")
          .execute();
        await blobs.delete(key);
      },
    });
    const erasure = createErasure({ database: test.database, blobs: watching, mailDir, logger, now: () => new Date() });
    await erasure.eraseHousehold(householdId, "couple");
    expect(listedWhileRemoving).toEqual([
      { kind: "blob", name: `uploads/${householdId}.jpg` },
      ...[...mailFiles].sort().map((name) => ({ kind: "mail", name })),
    ]);
    expect(await test.database.db.selectFrom("erasure_files").selectAll().execute()).toEqual([]);
    expect((await logEntries())[0]?.completed_at).not.toBeNull();
  });

  it("at start, mail files no outbox row names and half-written mails go; the others stay", async () => {
    const kept = await aHouseholdWithMails(test.database, { mailDir, mails: 2, marker: "zqc" });
    const orphan = emlFileName({ id: "5f0c1a9e-0000-4000-8000-000000000001", date: new Date() });
    await writeFile(path.join(mailDir, orphan), "Dear zqd");
    await writeFile(path.join(mailDir, ".0b9c3a4e-1111-4000-8000-000000000002.part"), "Dear zq");
    await writeFile(path.join(mailDir, "notes.txt"), "not a mail");

    const report = await reconcileMailFiles({ database: test.database, mailDir, logger });
    expect(report).toEqual({ listed: 3, removed: 2, failed: 0 });
    expect((await readdir(mailDir)).sort()).toEqual([...kept.mailFiles, "notes.txt"].sort());
  });
});
