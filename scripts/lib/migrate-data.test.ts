import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { createApp } from "../../src/server/app.ts";
import { buildServices } from "../../src/server/composition.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite } from "../../src/server/db/database.ts";
import { createRsvpRepository } from "../../src/server/db/rsvp-repository.ts";
import { parseEnv } from "../../src/server/env.ts";
import { startServer } from "../../src/server/server.ts";
import { prepareUploadTempDir } from "../../src/server/services/photo-service.ts";
import { unlimitedRateLimiter } from "../../src/server/services/rate-limit.ts";
import { S3BlobStore } from "../../src/server/storage/s3-blob-store.ts";
import { INVITATION_CODE_HEADER, PHOTO_OWNER_API, PHOTO_TOKEN_HEADER } from "../../src/shared/privacy.ts";
import { aJpeg, aPng, photoRequest } from "../../src/testing/photo-builders.ts";
import { anRsvpRequest, postJson, storeRsvp } from "../../src/testing/rsvp-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../src/testing/s3-test-server.ts";
import { captureLogs } from "../../src/testing/test-app.ts";
import { createPostgresDatabase, ON_POSTGRES } from "../../src/testing/test-database.ts";
import { MigrateDataError, migrateData } from "./migrate-data.ts";

/** Spawns processes or runs a server: generous on a shared, busy machine (the default is 20 s). */
const SLOW_TEST_MS = 60_000;

const root = path.resolve(import.meta.dirname, "../..");

/** Every row of the three tables, with booleans and timestamps in one form, so SQLite and PostgreSQL compare. */
async function allRows(database: Database) {
  const normal = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        if (value instanceof Date) return [key, value.toISOString()];
        if ((key === "at" || key.endsWith("_at")) && typeof value === "string") {
          return [key, new Date(value).toISOString()];
        }
        if (["attending", "files_missing", "self_registered", "is_child", "is_seat"].includes(key)) {
          return [key, Boolean(Number(value))];
        }
        if (typeof value === "bigint" || (typeof value === "string" && /^(file_size|attempts)$/.test(key)))
          return [key, Number(value)];
        return [key, value];
      }),
    );
  return {
    rsvps: (await database.db.selectFrom("rsvps").selectAll().orderBy("id").execute()).map(normal),
    photos: (await database.db.selectFrom("wedding_photos").selectAll().orderBy("id").execute()).map(normal),
    households: (await database.db.selectFrom("households").selectAll().orderBy("id").execute()).map(normal),
    guests: (await database.db.selectFrom("household_guests").selectAll().orderBy("id").execute()).map(normal),
    invitedTo: (
      await database.db.selectFrom("household_events").selectAll().orderBy("household_id").orderBy("event_id").execute()
    ).map(normal),
    answers: (
      await database.db.selectFrom("guest_answers").selectAll().orderBy("guest_id").orderBy("event_id").execute()
    ).map(normal),
    outbox: (await database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute()).map(normal),
    deletionLog: (await database.db.selectFrom("deletion_log").selectAll().orderBy("id").execute()).map(normal),
  };
}

describe("npm run migrate-data", ON_POSTGRES, () => {
  let work: string;
  let dataDir: string;
  let s3: S3TestServer;
  let pg: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "wedding-migrate-"));
    dataDir = path.join(work, "data");
    [s3, pg] = await Promise.all([startS3TestServer(), createPostgresDatabase()]);

    const uploaded: { id: string; deleteToken: string }[] = [];
    const firstHouseholdCode = async () => {
      const site = openSqlite(dataDir);
      try {
        const household = await site.db.selectFrom("households").select("code").orderBy("id").executeTakeFirstOrThrow();
        return household.code;
      } finally {
        await site.close();
      }
    };
    // A populated embedded site: RSVPs (with their mails sent to files), photos, one reviewed.
    const server = await startServer(
      parseEnv({ PORT: "0", DATA_DIR: dataDir, RSVP_RATE_LIMIT_PER_MINUTE: "0", PHOTO_RATE_LIMIT_PER_HOUR: "0" }),
      captureLogs().logger,
    );
    try {
      for (const request of [
        anRsvpRequest({ email: "Ann@Example.com", bringingPartner: true, partnerName: "Ben", message: "Yay" }),
        anRsvpRequest({ attending: false }),
        anRsvpRequest({ name: "Zoë Ndlovu" }),
      ]) {
        expect((await fetch(`${server.url}/api/rsvps`, postJson(request))).status).toBe(201);
      }
      // One photo from a household's personal link; one more sent and deleted by its guest (a deletion log entry).
      const code = await firstHouseholdCode();
      for (const [photo, headers] of [
        [await aJpeg({ gps: true }), { [INVITATION_CODE_HEADER]: code }],
        [await aPng(), {}],
        [await aJpeg({ width: 800, height: 600 }), {}],
        [await aJpeg({ width: 300, height: 300 }), {}],
      ] as const) {
        const init = photoRequest(photo);
        const response = await fetch(`${server.url}/api/photos`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), ...headers },
        });
        expect(response.status).toBe(201);
        uploaded.push(((await response.json()) as { photo: { id: string; deleteToken: string } }).photo);
      }
      const deleted = uploaded.pop();
      const removal = await fetch(`${server.url}${PHOTO_OWNER_API.photo(deleted?.id ?? "")}`, {
        method: "DELETE",
        headers: { [PHOTO_TOKEN_HEADER]: deleted?.deleteToken ?? "" },
      });
      expect(removal.status).toBe(204);
    } finally {
      await server.close();
    }
    const site = openSqlite(dataDir);
    try {
      const [first] = await site.db.selectFrom("wedding_photos").select("id").orderBy("id").execute();
      await site.db
        .updateTable("wedding_photos")
        .set({ status: "approved", reviewed_at: new Date("2026-11-01T10:00:00Z") })
        .where("id", "=", first?.id ?? "")
        .execute();
      // One mail still waiting, one given up on: statuses must survive the move.
      const mails = await site.db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
      expect(mails.length).toBeGreaterThanOrEqual(3);
      await site.db
        .updateTable("mail_outbox")
        .set({ status: "pending", sent_at: null, next_attempt_at: new Date("2030-01-01T00:00:00Z") })
        .where("id", "=", mails[0]?.id ?? "")
        .execute();
      await site.db
        .updateTable("mail_outbox")
        .set({ status: "failed", sent_at: null, last_error: "550 mailbox unavailable", attempts: 8 })
        .where("id", "=", mails[1]?.id ?? "")
        .execute();
    } finally {
      await site.close();
    }
  });
  afterAll(async () => {
    await s3?.close();
    await pg?.drop();
    await rm(work, { recursive: true, force: true });
  });

  const run = (databaseUrl = pg.url) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/migrate-data.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...s3.env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    "moves RSVPs, photos with every file and the outbox; the site on PostgreSQL + S3 serves the same data",
    async () => {
      const first = await run();
      expect(first.stderr).toBe("");
      expect(first.stdout).toContain("RSVPs: 3 in DATA_DIR, 3 copied, 0 already there");
      expect(first.stdout).toContain("Photos: 3 in DATA_DIR, 3 copied, 0 already there");
      // The open form's RSVPs are self-registered households: the guest list moves with them.
      expect(first.stdout).toContain("Households: 3 in DATA_DIR, 3 copied, 0 already there");
      expect(first.stdout).toContain("Photo files: 9 named by photos, 9 copied");
      expect(first.stdout).toContain("Deletion log entries: 1 in DATA_DIR, 1 copied, 0 already there");

      const source = openSqlite(dataDir);
      const target = await openPostgres(pg.url);
      const blobs = new S3BlobStore(s3.settings);
      try {
        const before = await allRows(source);
        expect(await allRows(target)).toEqual(before);
        expect(before.answers.length).toBeGreaterThan(0);
        // Migration 008's columns and table, filled: the move must carry them.
        expect(before.photos.filter((photo) => photo.household_id !== null)).toHaveLength(1);
        expect(before.photos.every((photo) => typeof photo.delete_token_hash === "string")).toBe(true);
        expect(before.deletionLog).toEqual([expect.objectContaining({ reason: "guest" })]);
        expect(before.outbox.map((mail) => mail.status).sort()).toEqual(
          expect.arrayContaining(["failed", "pending", "sent"]),
        );

        for (const photo of before.photos) {
          for (const key of [photo.file_path, photo.published_path, photo.thumbnail_path] as string[]) {
            const body = await blobs.get(key);
            expect(body && (await buffer(body)).equals(await readFile(path.join(dataDir, "uploads", key))), key).toBe(
              true,
            );
          }
        }

        // An app built on the target: same RSVP count, the unique email still holds, health is ok.
        const uploadTempDir = path.join(work, "tmp");
        await prepareUploadTempDir(uploadTempDir);
        const appDeps = {
          content: weddingContent,
          contentFor: () => weddingContent,
          database: target,
          blobs,
          logger: captureLogs().logger,
          rateLimiter: unlimitedRateLimiter,
          uploadTempDir,
        };
        const app = createApp(appDeps, buildServices(appDeps));
        expect(await createRsvpRepository(target).count()).toBe(await createRsvpRepository(source).count());
        expect((await app.request("/api/rsvps", postJson(anRsvpRequest({ email: "ann@example.com " })))).status).toBe(
          409,
        );
        expect(await (await app.request("/api/health")).json()).toEqual({ status: "ok" });
      } finally {
        blobs.close();
        await source.close();
        await target.close();
      }

      // A second run (after a failure, or to be sure) copies nothing twice.
      const again = await run();
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("RSVPs: 3 in DATA_DIR, 0 copied, 3 already there");
      expect(again.stdout).toMatch(/Photo files: 9 named by photos, 0 copied .*, 9 already there/);
    },
    SLOW_TEST_MS,
  );

  it(
    "refuses a target that holds someone else's data unless --merge",
    async () => {
      const other = await createPostgresDatabase();
      const target = await openPostgres(other.url);
      const source = openSqlite(dataDir);
      try {
        await migrateToLatest(target);
        await storeRsvp(target, {
          name: "Someone Else",
          email: "else@example.com",
          attending: true,
          partnerName: null,
          message: null,
        });
        const options = { source, dataDir, target, targetBlobs: null };
        await expect(migrateData(options)).rejects.toThrow(MigrateDataError);
        await expect(migrateData(options)).rejects.toThrow(/already holds data that is not from DATA_DIR \(1 RSVPs/);
        const merged = await migrateData({ ...options, merge: true });
        expect(merged.rsvps).toEqual({ source: 3, inserted: 3, alreadyThere: 0 });
        expect(await createRsvpRepository(target).count()).toBe(4);
        await target.db.deleteFrom("mail_outbox").execute();
        await target.db.deleteFrom("wedding_photos").execute();
        await target.db.deleteFrom("rsvps").where("email", "!=", "else@example.com").execute();
        const refused = await run(other.url);
        expect(refused.code).toBe(1);
        expect(refused.stderr.trim().split("\n").at(-1)).toMatch(/^The target database already holds .*pass --merge/);
      } finally {
        await source.close();
        await target.close();
        await other.drop();
      }
    },
    SLOW_TEST_MS,
  );
});
