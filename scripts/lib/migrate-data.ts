/**
 * Moves an embedded site (SQLite + photo files in DATA_DIR) to PostgreSQL and
 * an S3-compatible bucket. Files go first and rows second, like the upload
 * path, so the target never holds a row without its files. Rows keep their
 * ids, timestamps and statuses and are inserted in one transaction with
 * "on conflict do nothing", so a re-run (after a failure, or just to be sure)
 * adds only what is missing. A target that holds data from elsewhere is
 * refused unless `merge` is set.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, migrateToLatest, SQLITE_FILE_NAME } from "../../src/server/db/database.ts";
import type { DatabaseSchema, NewMailOutboxRow, NewRsvpRow, NewWeddingPhotoRow } from "../../src/server/db/schema.ts";
import type { BlobStore } from "../../src/server/storage/blob-store.ts";
import { DiskBlobStore } from "../../src/server/storage/disk-blob-store.ts";

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for our widest table. */
const BATCH = 200;

export class MigrateDataError extends Error {
  override name = "MigrateDataError";
}

export interface TableReport {
  source: number;
  inserted: number;
  alreadyThere: number;
}

export interface MigrationReport {
  rsvps: TableReport;
  photos: TableReport;
  /** What was erased and when, as counts (migration 008); no guest's data. */
  deletionLog: TableReport;
  /** The guest list: households with their guests, invited events and answers (counted by household). */
  households: TableReport;
  outbox: TableReport;
  /** null when no bucket was given (the files stay in DATA_DIR/uploads). */
  blobs: { source: number; copied: number; alreadyThere: number; missingInSource: string[] } | null;
}

export interface MigrateDataOptions {
  /** The embedded site: its database is read in one transaction, its files from DATA_DIR/uploads. */
  source: Database;
  dataDir: string;
  /** The PostgreSQL database to fill; migrated to the latest schema first. */
  target: Database;
  /** The bucket for the photo files; null keeps them where they are. */
  targetBlobs: BlobStore | null;
  /** Add this site's rows and files beside data from elsewhere instead of refusing. */
  merge?: boolean;
  log?: (line: string) => void;
}

export function requireEmbeddedSite(dataDir: string): void {
  if (!existsSync(path.join(dataDir, SQLITE_FILE_NAME))) {
    throw new MigrateDataError(`DATA_DIR ${dataDir} holds no ${SQLITE_FILE_NAME}: there is no embedded site to move`);
  }
}

export async function migrateData({
  source,
  dataDir,
  target,
  targetBlobs,
  merge = false,
  log = () => {},
}: MigrateDataOptions): Promise<MigrationReport> {
  // One read transaction: a consistent view even if a server is still writing (stop it first anyway).
  const rows = await source.db.transaction().execute(async (trx) => ({
    rsvps: (await trx.selectFrom("rsvps").selectAll().orderBy("id").execute()).map(
      (row): NewRsvpRow => ({
        ...row,
        attending: Boolean(Number(row.attending)),
        submitted_at: new Date(row.submitted_at),
      }),
    ),
    photos: (await trx.selectFrom("wedding_photos").selectAll().orderBy("id").execute()).map(
      (row): NewWeddingPhotoRow => ({
        ...row,
        file_size: Number(row.file_size),
        created_at: new Date(row.created_at),
        reviewed_at: row.reviewed_at === null ? null : new Date(row.reviewed_at),
        captured_at: row.captured_at === null ? null : new Date(row.captured_at),
        files_missing: Boolean(row.files_missing),
      }),
    ),
    households: (await trx.selectFrom("households").selectAll().orderBy("id").execute()).map((row) => ({
      ...row,
      self_registered: Boolean(Number(row.self_registered)),
      version: Number(row.version),
      created_at: new Date(row.created_at),
      updated_at: new Date(row.updated_at),
      invited_at: dateOrNull(row.invited_at),
      opened_at: dateOrNull(row.opened_at),
      answered_at: dateOrNull(row.answered_at),
      last_reminder_at: dateOrNull(row.last_reminder_at),
    })),
    guests: (await trx.selectFrom("household_guests").selectAll().orderBy("id").execute()).map((row) => ({
      ...row,
      position: Number(row.position),
      is_child: Boolean(Number(row.is_child)),
      is_seat: Boolean(Number(row.is_seat)),
    })),
    invitedTo: await trx.selectFrom("household_events").selectAll().orderBy("household_id").execute(),
    answers: (await trx.selectFrom("guest_answers").selectAll().orderBy("guest_id").execute()).map((row) => ({
      ...row,
      attending: Boolean(Number(row.attending)),
      answered_at: new Date(row.answered_at),
    })),
    deletionLog: (await trx.selectFrom("deletion_log").selectAll().orderBy("id").execute()).map((row) => ({
      ...row,
      at: new Date(row.at),
    })),
    outbox: (await trx.selectFrom("mail_outbox").selectAll().orderBy("id").execute()).map(
      (row): NewMailOutboxRow => ({
        ...row,
        attempts: Number(row.attempts),
        next_attempt_at: new Date(row.next_attempt_at),
        created_at: new Date(row.created_at),
        sent_at: row.sent_at === null ? null : new Date(row.sent_at),
      }),
    ),
  }));
  log(
    `Read ${rows.rsvps.length} RSVPs, ${rows.photos.length} photos, ${rows.households.length} households, ${rows.outbox.length} outbox mails`,
  );

  await migrateToLatest(target);
  const targetIds = {
    rsvps: await idsIn(target, "rsvps"),
    photos: await idsIn(target, "wedding_photos"),
    households: await idsIn(target, "households"),
    outbox: await idsIn(target, "mail_outbox"),
  };
  // The deletion log holds counts only, nobody's data: entries from elsewhere are no reason to refuse.
  const foreign = {
    rsvps: countNotIn(targetIds.rsvps, rows.rsvps),
    photos: countNotIn(targetIds.photos, rows.photos),
    households: countNotIn(targetIds.households, rows.households),
    outbox: countNotIn(targetIds.outbox, rows.outbox),
  };
  if (!merge && foreign.rsvps + foreign.photos + foreign.households + foreign.outbox > 0) {
    throw new MigrateDataError(
      `The target database already holds data that is not from DATA_DIR (${foreign.rsvps} RSVPs, ${foreign.photos} photos, ${foreign.households} households, ${foreign.outbox} outbox mails); pass --merge to add this site's rows beside it`,
    );
  }

  const blobs = targetBlobs ? await copyBlobs(dataDir, rows.photos, targetBlobs, merge, log) : null;

  const inserted = await target.db.transaction().execute(async (trx) => {
    const insert = async <T extends keyof DatabaseSchema>(table: T, values: readonly object[]) => {
      let count = 0;
      for (let i = 0; i < values.length; i += BATCH) {
        const result = await trx
          .insertInto(table)
          .values(values.slice(i, i + BATCH) as never)
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        count += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return count;
    };
    // Rows go after the rows they point at: households at RSVPs, guests and events at households, answers at
    // guests, photos at households, outbox mails at RSVPs and households.
    const rsvps = await insert("rsvps", rows.rsvps);
    const households = await insert("households", rows.households);
    await insert("household_guests", rows.guests);
    await insert("household_events", rows.invitedTo);
    await insert("guest_answers", rows.answers);
    const photos = await insert("wedding_photos", rows.photos);
    const outbox = await insert("mail_outbox", rows.outbox);
    return { rsvps, photos, households, outbox, deletionLog: await insert("deletion_log", rows.deletionLog) };
  });

  // Every source row must now be in the target (inserted now or by an earlier run).
  for (const [table, name, list] of [
    ["rsvps", "RSVPs", rows.rsvps],
    ["wedding_photos", "photos", rows.photos],
    ["households", "households", rows.households],
    ["household_guests", "guests of households", rows.guests],
    ["mail_outbox", "outbox mails", rows.outbox],
    ["deletion_log", "deletion log entries", rows.deletionLog],
  ] as const) {
    const present = await idsIn(target, table);
    const absent = list.filter((row) => !present.has(row.id)).length;
    if (absent > 0) {
      throw new MigrateDataError(
        `${absent} ${name} could not be inserted (another row in the target has the same email or file); nothing else is wrong, see --merge in docs/deployment.md`,
      );
    }
  }

  const report = (source: unknown[], insertedNow: number): TableReport => ({
    source: source.length,
    inserted: insertedNow,
    alreadyThere: source.length - insertedNow,
  });
  return {
    rsvps: report(rows.rsvps, inserted.rsvps),
    photos: report(rows.photos, inserted.photos),
    households: report(rows.households, inserted.households),
    outbox: report(rows.outbox, inserted.outbox),
    deletionLog: report(rows.deletionLog, inserted.deletionLog),
    blobs,
  };
}

/** Copies every file a photo row names; a file already in the bucket with the same size is kept. */
async function copyBlobs(
  dataDir: string,
  photos: NewWeddingPhotoRow[],
  targetBlobs: BlobStore,
  merge: boolean,
  log: (line: string) => void,
): Promise<NonNullable<MigrationReport["blobs"]>> {
  const keys = new Set<string>();
  for (const photo of photos) {
    for (const key of [photo.file_path, photo.published_path, photo.thumbnail_path]) if (key) keys.add(key);
  }
  const sourceBlobs = new DiskBlobStore(path.join(dataDir, "uploads"));
  const sourceSizes = await sizesIn(sourceBlobs);
  const targetSizes = await sizesIn(targetBlobs);
  const foreign = [...targetSizes.keys()].filter((key) => !keys.has(key)).length;
  if (!merge && foreign > 0) {
    throw new MigrateDataError(
      `The bucket already holds ${foreign} objects that are not this site's photo files; pass --merge to add the files beside them`,
    );
  }

  let copied = 0;
  let alreadyThere = 0;
  const missingInSource: string[] = [];
  for (const key of [...keys].sort()) {
    const size = sourceSizes.get(key);
    if (size === undefined) {
      missingInSource.push(key);
      continue;
    }
    if (targetSizes.get(key) === size) {
      alreadyThere++;
      continue;
    }
    const body = await sourceBlobs.get(key);
    if (!body) {
      missingInSource.push(key);
      continue;
    }
    const written = await targetBlobs.put(key, body, { contentType: contentTypeFor(key) });
    if (written.size !== size) {
      throw new MigrateDataError(`Copying ${key}: ${written.size} bytes arrived of ${size}; run migrate-data again`);
    }
    copied++;
    if (copied % 100 === 0) log(`Copied ${copied} files`);
  }
  // Sizes as the bucket reports them, not just as the upload counted them.
  const after = await sizesIn(targetBlobs);
  for (const key of keys) {
    const size = sourceSizes.get(key);
    if (size !== undefined && after.get(key) !== size) {
      throw new MigrateDataError(`${key} has ${after.get(key) ?? "no"} bytes in the bucket, ${size} on disk`);
    }
  }
  return { source: keys.size, copied, alreadyThere, missingInSource };
}

async function sizesIn(store: BlobStore): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const { key, size } of store.list("")) sizes.set(key, size);
  return sizes;
}

async function idsIn(
  database: Database,
  table: "rsvps" | "wedding_photos" | "households" | "household_guests" | "mail_outbox" | "deletion_log",
): Promise<Set<string>> {
  const rows = await database.db.selectFrom(table).select("id").execute();
  return new Set(rows.map((row) => row.id));
}

function dateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

function countNotIn(ids: Set<string>, rows: { id: string }[]): number {
  const ours = new Set(rows.map((row) => row.id));
  return [...ids].filter((id) => !ours.has(id)).length;
}

/** Keys end in the extension the upload path chose from the detected type. */
function contentTypeFor(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return (
    { jpg: "image/jpeg", png: "image/png", webp: "image/webp", heic: "image/heic" }[extension] ??
    "application/octet-stream"
  );
}
