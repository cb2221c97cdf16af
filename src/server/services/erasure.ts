import { randomUUID } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { sql, type Transaction } from "kysely";
import { type DeletionReason, type ErasedCounts, NO_ERASURE } from "../../shared/privacy.ts";
import type { Database } from "../db/database.ts";
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
 * that also writes the deletion log (counts only); the files go after it
 * commits, so a failure never leaves a row pointing at a file that is gone
 * (a file that fails to go is logged by count and found again by the storage
 * reconcile, which removes files no record names). On SQLite, secure_delete
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

  /** Runs `collect` (which deletes rows and says what files to remove) with the log entry, then removes the files. */
  async function erase(
    reason: DeletionReason,
    collect: (trx: Trx) => Promise<{ counts: ErasedCounts; files: FilesToRemove } | null>,
  ): Promise<ErasedCounts | null> {
    const entry = { id: randomUUID(), at: now(), reason };
    const collected = await db.transaction().execute(async (trx) => {
      const result = await collect(trx);
      if (!result) return null;
      await trx
        .insertInto("deletion_log")
        .values({ ...entry, counts: JSON.stringify(result.counts) })
        .execute();
      return result;
    });
    if (!collected) return null;
    const { counts, files } = collected;
    counts.files = await removeBlobs(files.blobKeys);
    counts.mailFiles = files.allMail ? await removeAllMailFiles() : await removeMailFiles(files.mails);
    // The log learns how many files went once they have.
    await db
      .updateTable("deletion_log")
      .set({ counts: JSON.stringify(counts) })
      .where("id", "=", entry.id)
      .execute();
    await forgetDeletedBytes();
    logger.info({ reason, ...counts }, "guest data erased");
    return counts;
  }

  async function removeBlobs(keys: string[]): Promise<number> {
    const results = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
    const failed = results.filter((result) => result.status === "rejected");
    if (failed.length > 0) {
      logger.error(
        { failed: failed.length, errCode: errorCode(failed[0]?.reason) },
        "guest data erased but some photo files were not (the storage reconcile removes them later)",
      );
    }
    return results.length - failed.length;
  }

  async function removeMailFiles(mails: FilesToRemove["mails"]): Promise<number> {
    if (!mailDir) return 0;
    let removed = 0;
    for (const mail of mails) {
      const file = path.join(mailDir, emlFileName({ id: mail.id, date: mail.createdAt }));
      if (await removeFile(file)) removed += 1;
    }
    return removed;
  }

  /** True when the file was there and is gone now. */
  async function removeFile(file: string): Promise<boolean> {
    try {
      await rm(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      logger.error({ errCode: errorCode(error) }, "a mail file of erased guest data could not be removed");
      return false;
    }
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
    eraseHousehold(id: string, reason: DeletionReason): Promise<ErasedCounts | null> {
      return erase(reason, async (trx) => {
        const household = await locked(
          trx.selectFrom("households").select(["id", "rsvp_id"]).where("id", "=", id),
        ).executeTakeFirst();
        if (!household) return null;
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
     * its file and forgets its household and delete token). Mail files in
     * the folder go whether or not a row still names them. Null when there
     * was nothing to erase (so an hourly run logs nothing on quiet days).
     */
    eraseEverything(reason: DeletionReason, { keepApprovedPhotos }: EraseEverythingOptions) {
      return erase(reason, async (trx) => {
        const photos = await trx
          .selectFrom("wedding_photos")
          .select(["id", "status", "file_path", "published_path", "thumbnail_path"])
          .execute();
        const keep = (photo: (typeof photos)[number]) =>
          keepApprovedPhotos && photo.status === "approved" && photo.published_path !== null;
        // Kept copies whose original is still held: the original goes, the record names the copy.
        const reduced = photos.filter((photo) => keep(photo) && photo.file_path !== photo.published_path);
        for (const photo of reduced) {
          await trx
            .updateTable("wedding_photos")
            .set({ file_path: photo.published_path as string, household_id: null, delete_token_hash: null })
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
        erased.files.blobKeys.push(...photoKeys(gone), ...reduced.map((photo) => photo.file_path));
        // Every mail file goes, also those no row names any more (rows deleted before erasure existed).
        erased.files.allMail = true;

        const rows = Object.values(erased.counts).reduce((sum, count) => sum + count, 0);
        if (rows === 0 && reduced.length === 0 && (await listMailFiles()).length === 0) return null;
        return erased;
      });
    },

    /** For the retention job: empties the WAL a busy reader kept from emptying before. */
    forgetDeletedBytes,
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

  async function removeAllMailFiles(): Promise<number> {
    if (!mailDir) return 0;
    let removed = 0;
    for (const name of await listMailFiles()) {
      if (await removeFile(path.join(mailDir, name))) removed += 1;
    }
    return removed;
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
