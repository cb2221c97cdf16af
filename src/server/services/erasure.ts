import { randomUUID } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { sql, type Transaction } from "kysely";
import { type DeletionReason, type ErasedCounts, NO_ERASURE } from "../../shared/privacy.ts";
import type { Database } from "../db/database.ts";
import { VersionConflictError } from "../db/household-repository.ts";
import { ANONYMOUS_UPLOADER_EMAIL, ANONYMOUS_UPLOADER_NAME } from "../db/photo-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";
import { emlFileName } from "../mail/file-transport.ts";
import type { BlobStore } from "../storage/blob-store.ts";

export interface ErasureDeps {
  database: Database;
  blobs: BlobStore;
  /** The folder of .eml files (mail without SMTP); null when mail goes to SMTP and leaves nothing here. */
  mailDir: string | null;
  logger: Logger;
  now: () => Date;
}

/** What retention keeps: approved photos' published copies (no metadata) when the content says so. */
export interface EraseEverythingOptions {
  keepApprovedPhotos: boolean;
}

/** Ids per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

type Trx = Transaction<DatabaseSchema>;

/** The files one erasure must remove once its rows are gone. */
interface FilesToRemove {
  blobKeys: string[];
  mails: { id: string; createdAt: Date }[];
  /** Every .eml file in the mail folder (retention), not only those of `mails`. */
  allMail?: boolean;
}

/**
 * Erasure that leaves no copy we control (docs/product.md decision 16,
 * docs/decisions/023-guest-data-popia.md). A household goes with its guests,
 * answers, invited events, the open-form RSVP it came from, every outbox row
 * about it, those rows' .eml files and its photos' three files; an RSVP goes
 * with its household; a photo with its files. The rows go in one transaction
 * that also writes the deletion log (counts only) and the list of files to
 * remove (erasure_files); the files go after it commits, so a failure never
 * leaves a row pointing at a file that is gone, and a crash or a file that
 * fails to go leaves the list, which the next start (or the hourly run)
 * finishes (docs/decisions/037-guest-data-erasure-search-and-codes.md). The
 * log entry is complete only once the list is empty. On SQLite, secure_delete
 * zeroes what the rows held, and a checkpoint moves the zeroed pages out of
 * the WAL and truncates it, so the deleted bytes are in neither file.
 */
export function createErasure({ database, blobs, mailDir, logger, now }: ErasureDeps) {
  const { db } = database;

  /**
   * On PostgreSQL the row to erase is locked first, so two instances erasing
   * the same guest at once do it once: the second waits, then finds nothing
   * (null, a 404) instead of logging an empty erasure. SQLite has one writer.
   */
  function locked<Query extends { forUpdate(): Query }>(query: Query): Query {
    return database.dialect === "postgres" ? query.forUpdate() : query;
  }

  /**
   * Runs `collect` (which deletes rows and says what files to remove) in one
   * transaction with the log entry and the list of those files, then
   * removes the files. A crash after the commit leaves the list: the next
   * start finishes it (resumeInterrupted), and the log entry stays
   * unfinished (completed_at null) until every file is gone.
   */
  async function erase(
    reason: DeletionReason,
    collect: (trx: Trx) => Promise<{ counts: ErasedCounts; files: FilesToRemove } | null>,
  ): Promise<ErasedCounts | null> {
    const entry = { id: randomUUID(), at: now(), reason };
    const recorded = await db.transaction().execute(async (trx) => {
      const result = await collect(trx);
      if (!result) return null;
      const { counts, files } = result;
      // Every mail file goes for retention, also those no row names any more (rows deleted before erasure existed).
      const mailNames = files.allMail
        ? await listMailFiles()
        : files.mails.map((mail) => emlFileName({ id: mail.id, date: mail.createdAt }));
      await trx
        .insertInto("deletion_log")
        .values({ ...entry, counts: JSON.stringify(counts), completed_at: null })
        .execute();
      const rows = [
        ...[...new Set(files.blobKeys)].map((name) => ({ deletion_id: entry.id, kind: "blob" as const, name })),
        ...[...new Set(mailNames)].map((name) => ({ deletion_id: entry.id, kind: "mail" as const, name })),
      ];
      for (const chunk of chunks(rows)) await trx.insertInto("erasure_files").values(chunk).execute();
      return counts;
    });
    if (!recorded) return null;
    const { counts } = await finish(entry.id, recorded);
    await forgetDeletedBytes();
    logger.info({ reason, ...counts }, "guest data erased");
    return counts;
  }

  /**
   * Removes the files still listed for the log entry `deletionId` and
   * forgets each that is gone (removed now, or already); the entry learns
   * how many went, and is complete once none is left. A file that fails to
   * go stays listed for the next try.
   */
  async function finish(deletionId: string, before: ErasedCounts): Promise<{ counts: ErasedCounts; left: number }> {
    const listed = await db
      .selectFrom("erasure_files")
      .select(["kind", "name"])
      .where("deletion_id", "=", deletionId)
      .execute();
    const blobs = await removeBlobs(listed.filter((file) => file.kind === "blob").map((file) => file.name));
    const mails = await removeMailFiles(listed.filter((file) => file.kind === "mail").map((file) => file.name));
    const counts = { ...before, files: before.files + blobs.removed, mailFiles: before.mailFiles + mails.removed };
    const gone = { blob: blobs.gone, mail: mails.gone };
    const left = listed.length - blobs.gone.length - mails.gone.length;
    await db.transaction().execute(async (trx) => {
      for (const kind of ["blob", "mail"] as const) {
        for (const names of chunks(gone[kind])) {
          await trx
            .deleteFrom("erasure_files")
            .where("deletion_id", "=", deletionId)
            .where("kind", "=", kind)
            .where("name", "in", names)
            .execute();
        }
      }
      await trx
        .updateTable("deletion_log")
        .set({ counts: JSON.stringify(counts), completed_at: left === 0 ? now() : null })
        .where("id", "=", deletionId)
        // Another instance finishing the same entry first keeps its counts.
        .where("completed_at", "is", null)
        .execute();
    });
    return { counts, left };
  }

  /** Which keys are gone now (a store's delete of a missing key succeeds), and how many. */
  async function removeBlobs(keys: string[]): Promise<{ removed: number; gone: string[] }> {
    const results = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
    const gone = keys.filter((_, index) => results[index]?.status === "fulfilled");
    const failed = results.filter((result) => result.status === "rejected");
    if (failed.length > 0) {
      logger.error(
        { failed: failed.length, errCode: errorCode(failed[0]?.reason) },
        "guest data erased but some photo files were not yet (retried at the next start and every hour)",
      );
    }
    return { removed: gone.length, gone };
  }

  /** Which .eml files are gone now (removed, or not there), and how many this call removed. */
  async function removeMailFiles(names: string[]): Promise<{ removed: number; gone: string[] }> {
    if (!mailDir) return { removed: 0, gone: names };
    let removed = 0;
    const gone: string[] = [];
    for (const name of names) {
      const outcome = await removeFile(path.join(mailDir, name));
      if (outcome === "removed") removed += 1;
      if (outcome !== "failed") gone.push(name);
    }
    return { removed, gone };
  }

  async function removeFile(file: string): Promise<"removed" | "absent" | "failed"> {
    try {
      await rm(file);
      return "removed";
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return "absent";
      logger.error({ errCode: errorCode(error) }, "a mail file of erased guest data could not be removed yet");
      return "failed";
    }
  }

  /**
   * Finishes the erasures a crash (or a store that failed) left unfinished:
   * their rows are gone, some of their files may not be. At start every
   * one; on the hourly run those begun before `begunBefore`, so an erasure
   * in progress on this or another instance is left to itself.
   */
  async function resumeInterrupted(begunBefore: Date = now()): Promise<number> {
    const unfinished = await db
      .selectFrom("deletion_log")
      .select(["id", "reason", "counts"])
      .where("completed_at", "is", null)
      .where("at", "<=", begunBefore)
      .orderBy("at")
      .execute();
    for (const entry of unfinished) {
      const { counts, left } = await finish(entry.id, erasedCountsFrom(entry.counts));
      logger.info({ reason: entry.reason, ...counts, left }, "an interrupted erasure of guest data was resumed");
    }
    if (unfinished.length > 0) await forgetDeletedBytes();
    return unfinished.length;
  }

  /**
   * SQLite: the erased rows' pages were zeroed (secure_delete), but earlier
   * versions of those pages may still sit in the WAL; a TRUNCATE checkpoint
   * copies the current pages into the database file and empties the WAL. A
   * reader elsewhere (a backup) can keep it from finishing: the next erasure
   * or the retention job's next run tries again.
   */
  async function forgetDeletedBytes(): Promise<void> {
    if (database.dialect !== "sqlite") return;
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0]?.busy) logger.warn("the database's write-ahead log could not be emptied yet; it will be retried");
  }

  return {
    /** Null when there is no such household. */
    eraseHousehold(id: string, reason: DeletionReason, expectedVersion?: number): Promise<ErasedCounts | null> {
      return erase(reason, async (trx) => {
        const household = await locked(
          trx.selectFrom("households").select(["id", "rsvp_id", "version"]).where("id", "=", id),
        ).executeTakeFirst();
        if (!household) return null;
        // The couple's delete of the household as they saw it: a guest's newer answer is not deleted unseen.
        if (expectedVersion !== undefined && Number(household.version) !== expectedVersion) {
          throw new VersionConflictError("The household changed since the version the delete was based on");
        }
        return eraseRows(trx, { householdIds: [household.id], rsvpIds: household.rsvp_id ? [household.rsvp_id] : [] });
      });
    },

    /** Null when there is no such RSVP. Its self-registered household goes with it. */
    eraseRsvp(id: string, reason: DeletionReason): Promise<ErasedCounts | null> {
      return erase(reason, async (trx) => {
        const rsvp = await locked(trx.selectFrom("rsvps").select("id").where("id", "=", id)).executeTakeFirst();
        if (!rsvp) return null;
        const households = await trx.selectFrom("households").select("id").where("rsvp_id", "=", id).execute();
        return eraseRows(trx, { householdIds: households.map((row) => row.id), rsvpIds: [id] });
      });
    },

    /**
     * After the couple removed `guestsRemoved` guests from a household (the
     * household itself stays): every mail about the household may name them
     * (a confirmation lists each person's answers), so its outbox rows and
     * their files go, and the log counts the guests. Null when it has none.
     */
    eraseHouseholdMails(householdId: string, guestsRemoved: number, reason: DeletionReason) {
      return erase(reason, async (trx) => {
        const household = await locked(
          trx.selectFrom("households").select(["id", "rsvp_id"]).where("id", "=", householdId),
        ).executeTakeFirst();
        if (!household) return null;
        const mails = await takeMails(trx, "household_id", [householdId]);
        if (household.rsvp_id) mails.push(...(await takeMails(trx, "rsvp_id", [household.rsvp_id])));
        return {
          counts: { ...NO_ERASURE, guests: guestsRemoved, mails: mails.length },
          files: { blobKeys: [], mails },
        };
      });
    },

    /** Null when there is no such photo. */
    erasePhoto(id: string, reason: DeletionReason): Promise<ErasedCounts | null> {
      return erase(reason, async (trx) => {
        const photo = await locked(
          trx
            .selectFrom("wedding_photos")
            .select(["id", "file_path", "published_path", "thumbnail_path"])
            .where("id", "=", id),
        ).executeTakeFirst();
        if (!photo) return null;
        await trx.deleteFrom("wedding_photos").where("id", "=", id).execute();
        return {
          counts: { ...NO_ERASURE, photos: 1 },
          files: { blobKeys: photoKeys([photo]), mails: [] },
        };
      });
    },

    /**
     * Retention: every guest's personal data. Approved photos keep their
     * published copy and thumbnail when `keepApprovedPhotos` (their original,
     * with its metadata, goes; the record then names the published copy as
     * its file and forgets its household, delete token, the uploader's typed
     * name and the file's name on their phone). Mail files in
     * the folder go whether or not a row still names them. Null when there
     * was nothing to erase (so an hourly run logs nothing on quiet days).
     */
    eraseEverything(reason: DeletionReason, { keepApprovedPhotos }: EraseEverythingOptions) {
      return erase(reason, async (trx) => {
        const photos = await trx
          .selectFrom("wedding_photos")
          .select([
            "id",
            "status",
            "file_path",
            "published_path",
            "thumbnail_path",
            "file_name",
            "uploaded_by_name",
            "uploaded_by_email",
            "household_id",
            "delete_token_hash",
          ])
          .execute();
        const keep = (photo: (typeof photos)[number]) =>
          keepApprovedPhotos && photo.status === "approved" && photo.published_path !== null;
        // Kept copies still holding something of a guest: the original goes, the record names the copy,
        // and forgets who sent it (the typed name) and what their phone called the file.
        const keptName = (photo: (typeof photos)[number]) => `photo${path.extname(photo.published_path ?? "")}`;
        const reduced = photos.filter(
          (photo) =>
            keep(photo) &&
            (photo.file_path !== photo.published_path ||
              photo.file_name !== keptName(photo) ||
              photo.uploaded_by_name !== ANONYMOUS_UPLOADER_NAME ||
              photo.uploaded_by_email !== ANONYMOUS_UPLOADER_EMAIL ||
              photo.household_id !== null ||
              photo.delete_token_hash !== null),
        );
        for (const photo of reduced) {
          await trx
            .updateTable("wedding_photos")
            .set({
              file_path: photo.published_path as string,
              file_name: keptName(photo),
              uploaded_by_name: ANONYMOUS_UPLOADER_NAME,
              uploaded_by_email: ANONYMOUS_UPLOADER_EMAIL,
              household_id: null,
              delete_token_hash: null,
            })
            .where("id", "=", photo.id)
            .execute();
        }
        const gone = photos.filter((photo) => !keep(photo));
        for (const ids of chunks(gone.map((photo) => photo.id))) {
          await trx.deleteFrom("wedding_photos").where("id", "in", ids).execute();
        }

        const households = await trx.selectFrom("households").select("id").execute();
        const rsvps = await trx.selectFrom("rsvps").select("id").execute();
        const erased = await eraseRows(trx, {
          householdIds: households.map((row) => row.id),
          rsvpIds: rsvps.map((row) => row.id),
        });
        const mails = await trx.deleteFrom("mail_outbox").returning("id").execute();
        erased.counts.mails += mails.length;
        erased.counts.photos += gone.length;
        erased.files.blobKeys.push(
          ...photoKeys(gone),
          ...reduced.filter((photo) => photo.file_path !== photo.published_path).map((photo) => photo.file_path),
        );
        erased.files.allMail = true;

        const rows = Object.values(erased.counts).reduce((sum, count) => sum + count, 0);
        if (rows === 0 && reduced.length === 0 && (await listMailFiles()).length === 0) return null;
        return erased;
      });
    },

    /** For the retention job: empties the WAL a busy reader kept from emptying before. */
    forgetDeletedBytes,

    /** At start and hourly: finishes erasures whose files a crash or a failing store left; says how many. */
    resumeInterrupted,
  };

  /**
   * Deletes the rows of these households and RSVPs and of everything about
   * them: outbox rows naming either, photos the households sent; guests,
   * answers and invited events go by cascade. Says which files must go.
   */
  async function eraseRows(
    trx: Trx,
    { householdIds, rsvpIds }: { householdIds: string[]; rsvpIds: string[] },
  ): Promise<{ counts: ErasedCounts; files: FilesToRemove }> {
    const counts: ErasedCounts = { ...NO_ERASURE };
    const files: FilesToRemove = { blobKeys: [], mails: [] };
    for (const ids of chunks(householdIds)) {
      const mails = await takeMails(trx, "household_id", ids);
      files.mails.push(...mails);
      counts.mails += mails.length;

      const photos = await trx
        .selectFrom("wedding_photos")
        .select(["id", "file_path", "published_path", "thumbnail_path"])
        .where("household_id", "in", ids)
        .execute();
      files.blobKeys.push(...photoKeys(photos));
      await trx.deleteFrom("wedding_photos").where("household_id", "in", ids).execute();
      counts.photos += photos.length;

      const guests = await trx
        .selectFrom("household_guests")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("household_id", "in", ids)
        .executeTakeFirstOrThrow();
      counts.guests += Number(guests.count);
      counts.households += Number(
        (await trx.deleteFrom("households").where("id", "in", ids).executeTakeFirst()).numDeletedRows,
      );
    }
    for (const ids of chunks(rsvpIds)) {
      const mails = await takeMails(trx, "rsvp_id", ids);
      files.mails.push(...mails);
      counts.mails += mails.length;
      counts.rsvps += Number((await trx.deleteFrom("rsvps").where("id", "in", ids).executeTakeFirst()).numDeletedRows);
    }
    return { counts, files };
  }

  async function listMailFiles(): Promise<string[]> {
    if (!mailDir) return [];
    try {
      return (await readdir(mailDir)).filter((name) => name.endsWith(".eml"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }
}

export type Erasure = ReturnType<typeof createErasure>;

/** Deletes the outbox rows whose `column` is one of `ids`, and says which they were (their .eml files go next). */
async function takeMails(trx: Trx, column: "household_id" | "rsvp_id", ids: string[]): Promise<FilesToRemove["mails"]> {
  const rows = await trx.deleteFrom("mail_outbox").where(column, "in", ids).returning(["id", "created_at"]).execute();
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.created_at) }));
}

function photoKeys(
  photos: { file_path: string; published_path: string | null; thumbnail_path: string | null }[],
): string[] {
  return [...new Set(photos.flatMap((photo) => [photo.file_path, photo.published_path, photo.thumbnail_path]))].filter(
    (key): key is string => key !== null,
  );
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** A log row's counts; a count the row lacks (written by an older version) is 0. */
export function erasedCountsFrom(json: string): ErasedCounts {
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
