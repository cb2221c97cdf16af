/**
 * Backup and restore of the embedded site (DATA_DIR: wedding.db, uploads/,
 * mail/) while the server runs. Order matters for consistency: the server
 * writes a photo's files before its row, so we snapshot the database first
 * (VACUUM INTO: one read transaction, never a torn file) and then copy every
 * file a row in that snapshot names. Files written after the snapshot belong
 * to rows the snapshot does not have, so they are left out (counted as
 * `skippedNewerBlobs`); a restored site never holds orphan files.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, copyFile, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import { SQLITE_FILE_NAME } from "../../src/server/db/database.ts";
import { createPrivateFileSync, mkdirPrivate, PRIVATE_FILE_MODE } from "../../src/server/private-files.ts";
import { DiskBlobStore } from "../../src/server/storage/disk-blob-store.ts";

export const MANIFEST_NAME = "manifest.json";
/** The timestamped folders a backup into an existing folder makes (and pruneBackups removes). */
const BACKUP_PREFIX = "wedding-backup-";
const MANIFEST_VERSION = 1;
/** What a backup holds and restore replaces; anything else in DATA_DIR is left alone. */
const SITE_ENTRIES = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`, "uploads", "mail", "tmp"];

export interface BackupFile {
  /** Relative to the backup folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  version: number;
  createdAt: string;
  /** What the backup holds; households to deletionLog are absent in backups made before issue 16. */
  counts: {
    rsvps: number;
    photos: number;
    outbox: number;
    blobs: number;
    mailFiles: number;
    households?: number;
    guests?: number;
    /** Photos whose original (with its location and camera metadata) is in the backup. */
    photoOriginals?: number;
    deletionLog?: number;
  };
  /**
   * Guests' personal data is inside (names, emails, phone numbers, dietary
   * needs, photos with their metadata): keep the backup as private as
   * DATA_DIR. `retentionDeletesAt` is the content's retention date when the
   * backup was made (null: off); `npm run backup` prunes backups past it.
   */
  personalData?: { holdsGuestData: boolean; retentionDeletesAt: string | null };
  /** Blob files in uploads/ that no row of the snapshot names (written after it, or orphans): not copied. */
  skippedNewerBlobs: number;
  /** Keys the snapshot names that were gone by the time we copied (a photo deleted meanwhile). */
  missingBlobs: string[];
  files: BackupFile[];
}

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Writes a backup of `dataDir` into `target`: a new folder, or, when `target`
 * is an existing folder, a new timestamped folder inside it. Returns its path.
 */
export async function backupSite(
  dataDir: string,
  target: string,
  { retentionDeletesAt = null }: { retentionDeletesAt?: string | null } = {},
): Promise<{ dir: string; manifest: BackupManifest }> {
  const dbFile = path.join(dataDir, SQLITE_FILE_NAME);
  if (!(await isFile(dbFile)))
    throw new BackupError(`DATA_DIR ${dataDir} holds no ${SQLITE_FILE_NAME}: nothing to back up`);
  const dir = (await isDirectory(target))
    ? path.join(target, `${BACKUP_PREFIX}${new Date().toISOString().replace(/[:.]/g, "-")}`)
    : target;
  // Build in a sibling temp folder and rename at the end: a failed backup never looks complete.
  const building = `${dir}.partial-${randomBytes(4).toString("hex")}`;
  // A backup holds everything DATA_DIR does: folders 0700 and files 0600, like DATA_DIR itself.
  await mkdirPrivate(building);
  try {
    const snapshot = path.join(building, SQLITE_FILE_NAME);
    // VACUUM INTO writes into an empty file that exists, keeping its mode (it would make a new one 0644).
    createPrivateFileSync(snapshot);
    const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
    try {
      source.pragma("busy_timeout = 5000");
      source.prepare("vacuum into ?").run(snapshot);
    } finally {
      source.close();
    }

    const { counts, blobKeys } = readSnapshot(snapshot);
    const files: BackupFile[] = [await describeFile(building, SQLITE_FILE_NAME)];
    const missingBlobs: string[] = [];
    const blobs = new DiskBlobStore(path.join(dataDir, "uploads"));
    for (const key of blobKeys) {
      const copied = await copyWithHash(blobs, key, building);
      if (copied) files.push(copied);
      else missingBlobs.push(key);
    }
    let skippedNewerBlobs = 0;
    for await (const { key } of blobs.list("")) if (!blobKeys.has(key)) skippedNewerBlobs++;

    const mailFiles = await listMailFiles(dataDir);
    for (const name of mailFiles) {
      await mkdirPrivate(path.join(building, "mail"));
      await copyPrivate(path.join(dataDir, "mail", name), path.join(building, "mail", name));
      files.push(await describeFile(building, `mail/${name}`));
    }

    const manifest: BackupManifest = {
      version: MANIFEST_VERSION,
      createdAt: new Date().toISOString(),
      counts: { ...counts, blobs: blobKeys.size - missingBlobs.length, mailFiles: mailFiles.length },
      personalData: {
        holdsGuestData: counts.rsvps + (counts.households ?? 0) + counts.photos + counts.outbox + mailFiles.length > 0,
        retentionDeletesAt,
      },
      skippedNewerBlobs,
      missingBlobs,
      files,
    };
    await writeFile(path.join(building, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    await rename(building, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

/** Every file of the backup against its manifest entry; throws naming the first mismatch. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), "utf8")) as BackupManifest;
  } catch (error) {
    throw new BackupError(`${dir} is not a backup: cannot read ${MANIFEST_NAME} (${(error as Error).message})`);
  }
  if (manifest.version !== MANIFEST_VERSION) {
    throw new BackupError(`${dir}: manifest version ${manifest.version} is not ${MANIFEST_VERSION}`);
  }
  for (const file of manifest.files) {
    const actual = await describeFile(dir, file.path).catch(() => null);
    if (!actual) throw new BackupError(`${dir}: ${file.path} is missing`);
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw new BackupError(`${dir}: ${file.path} does not match its checksum (the backup is damaged)`);
    }
  }
  return manifest;
}

/**
 * Restores a verified backup into `dataDir`. Refuses a DATA_DIR that already
 * holds a site unless `force`; with `force`, the site's entries (database,
 * uploads, mail, tmp) are replaced and nothing else is touched. The server
 * must be stopped.
 */
export async function restoreSite(
  backupDir: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await verifyBackup(backupDir);
  const present = (await readdir(dataDir).catch(() => [] as string[])).filter((name) => SITE_ENTRIES.includes(name));
  if (present.length > 0 && !force) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${present.join(", ")}); stop the server and pass --force to replace it`,
    );
  }
  await mkdirPrivate(dataDir);
  // Copy into a staging folder beside the data first, so a failure half-way leaves DATA_DIR as it was.
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    for (const file of manifest.files) {
      const to = path.join(staging, ...file.path.split("/"));
      await mkdirPrivate(path.dirname(to));
      await copyPrivate(path.join(backupDir, ...file.path.split("/")), to);
    }
    for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(dataDir, name));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

function readSnapshot(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const rows = db.prepare("select file_path, published_path, thumbnail_path from wedding_photos").all() as {
      file_path: string;
      published_path: string | null;
      thumbnail_path: string | null;
    }[];
    const blobKeys = new Set<string>();
    for (const row of rows) {
      for (const key of [row.file_path, row.published_path, row.thumbnail_path]) if (key) blobKeys.add(key);
    }
    return {
      counts: {
        rsvps: count("rsvps"),
        photos: count("wedding_photos"),
        outbox: count("mail_outbox"),
        households: count("households"),
        guests: count("household_guests"),
        photoOriginals: (
          db
            .prepare("select count(*) as n from wedding_photos where file_path <> coalesce(published_path, '')")
            .get() as {
            n: number;
          }
        ).n,
        deletionLog: count("deletion_log"),
      },
      blobKeys,
    };
  } finally {
    db.close();
  }
}

/** Streams one blob into the backup while hashing it; null when the blob is gone. */
async function copyWithHash(blobs: DiskBlobStore, key: string, dir: string): Promise<BackupFile | null> {
  const body = await blobs.get(key);
  if (!body) return null;
  const relative = `uploads/${key}`;
  const to = path.join(dir, ...relative.split("/"));
  await mkdirPrivate(path.dirname(to));
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(body, tap, createWriteStream(to, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  return { path: relative, size, sha256: hash.digest("hex") };
}

/** copyFile gives the copy the source's mode (a mail or database from an older install may be 0644). */
async function copyPrivate(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, PRIVATE_FILE_MODE);
}

async function describeFile(dir: string, relative: string): Promise<BackupFile> {
  const hash = createHash("sha256");
  const file = path.join(dir, ...relative.split("/"));
  await pipeline(createReadStream(file), hash);
  return { path: relative, size: (await stat(file)).size, sha256: hash.digest("hex") };
}

async function listMailFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "mail"), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

export async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the backups inside `folder` (the timestamped wedding-backup-* ones
 * `backupSite` makes there) that hold guests' data longer than the content
 * allows: made more than `retentionDays` ago, or, once the retention date has
 * passed, made before it (they hold what retention erased). Returns the
 * folders removed. Nothing is removed when retention is off.
 */
export async function pruneBackups(
  folder: string,
  {
    retentionDays,
    retentionDeletesAt,
    now = new Date(),
  }: { retentionDays: number | null; retentionDeletesAt: string | null; now?: Date },
): Promise<string[]> {
  if (retentionDays === null || retentionDeletesAt === null) return [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(BACKUP_PREFIX)) continue;
    const dir = path.join(folder, entry.name);
    let createdAt: number;
    try {
      createdAt = Date.parse(
        (JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), "utf8")) as BackupManifest).createdAt,
      );
    } catch {
      continue; // Not one of ours, or damaged: left for a person to look at.
    }
    const tooOld = now.getTime() - createdAt > retentionDays * DAY_MS;
    const beforeErasure = now.getTime() >= Date.parse(retentionDeletesAt) && createdAt < Date.parse(retentionDeletesAt);
    if (!Number.isFinite(createdAt) || !(tooOld || beforeErasure)) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed.sort();
}
