/**
 * npm run backup -- <folder>: a consistent snapshot of the embedded site in
 * DATA_DIR (database, photo files, mail files) while the server runs, with a
 * manifest of counts and SHA-256 checksums. See scripts/lib/site-backup.ts.
 */

import { weddingContent } from "../content/wedding.ts";
import { retentionInfo } from "../src/shared/privacy.ts";
import { envOrFail, fail, parseArgs } from "./lib/cli.ts";
import { BackupError, backupSite, isDirectory, pruneBackups } from "./lib/site-backup.ts";

const USAGE =
  "Usage: npm run backup -- <folder> (an existing folder gets a new timestamped backup inside; a new path becomes the backup)";
const { positional } = parseArgs(process.argv.slice(2), [], USAGE);
const [target] = positional;
if (!target || positional.length > 1) fail(USAGE);
const env = envOrFail();
if (env.databaseUrl) {
  fail(
    "DATABASE_URL is set: npm run backup covers the embedded mode (DATA_DIR); back up PostgreSQL with pg_dump and the bucket with your provider's tools",
  );
}
const retention = retentionInfo(weddingContent);
try {
  const intoFolder = await isDirectory(target);
  const { dir, manifest } = await backupSite(env.dataDir, target, { retentionDeletesAt: retention.deletesAt });
  const { counts } = manifest;
  console.log(
    `Backed up ${env.dataDir} to ${dir}: ${counts.households ?? 0} households (${counts.guests ?? 0} guests), ${counts.rsvps} RSVPs, ${counts.photos} photos (${counts.photoOriginals ?? 0} originals, ${counts.blobs} files), ${counts.outbox} outbox mails, ${counts.mailFiles} mail files`,
  );
  console.log(
    manifest.personalData?.holdsGuestData
      ? "It holds guests' personal data: keep it as private as DATA_DIR."
      : "It holds no guest's personal data.",
  );
  if (intoFolder) {
    // Backups in the same folder that hold guests' data longer than the content allows.
    const pruned = await pruneBackups(target, {
      retentionDays: retention.days,
      retentionDeletesAt: retention.deletesAt,
    });
    if (pruned.length > 0)
      console.log(`Removed ${pruned.length} backups older than the retention period: ${pruned.join(", ")}`);
  }
  if (manifest.skippedNewerBlobs > 0) {
    console.log(`${manifest.skippedNewerBlobs} photo files newer than the database snapshot were left out`);
  }
  if (manifest.missingBlobs.length > 0) {
    console.warn(`Warning: ${manifest.missingBlobs.length} photo files were deleted while the backup ran`);
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
