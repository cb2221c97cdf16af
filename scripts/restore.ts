/**
 * npm run restore -- <backup> [--force]: checks every file of a backup
 * against its manifest, then restores it into DATA_DIR. Refuses a DATA_DIR
 * that already holds a site unless --force. Stop the server first.
 */

import { envOrFail, fail, parseArgs } from "./lib/cli.ts";
import { BackupError, restoreSite } from "./lib/site-backup.ts";

const USAGE = "Usage: npm run restore -- <backup folder> [--force]";
const { positional, flags } = parseArgs(process.argv.slice(2), ["--force"], USAGE);
const [backup] = positional;
if (!backup || positional.length > 1) fail(USAGE);
const env = envOrFail();
try {
  const { counts } = await restoreSite(backup, env.dataDir, { force: flags.has("--force") });
  console.log(
    `Restored ${backup} into ${env.dataDir}: ${counts.rsvps} RSVPs, ${counts.photos} photos (${counts.blobs} files), ${counts.outbox} outbox mails, ${counts.mailFiles} mail files; checksums verified`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
