/**
 * npm run migrate-data [-- --merge]: moves the embedded site in DATA_DIR
 * (RSVPs, photos and their files, the guest list, the mail outbox) to PostgreSQL at
 * DATABASE_URL and the bucket in S3_*. Stop the server first; safe to run
 * again. See scripts/lib/migrate-data.ts and docs/deployment.md.
 */
import path from "node:path";
import { openPostgres, openSqlite } from "../src/server/db/database.ts";
import { describeDatabaseUrl } from "../src/server/env.ts";
import { BlobStoreUnavailableError, openBlobStore } from "../src/server/storage/open-blob-store.ts";
import { envOrFail, fail, parseArgs } from "./lib/cli.ts";
import { MigrateDataError, migrateData, requireEmbeddedSite, type TableReport } from "./lib/migrate-data.ts";

const USAGE = "Usage: npm run migrate-data [-- --merge] (reads DATA_DIR, writes DATABASE_URL and S3_*)";
const { positional, flags } = parseArgs(process.argv.slice(2), ["--merge"], USAGE);
if (positional.length > 0) fail(USAGE);
const env = envOrFail();
if (!env.databaseUrl) fail("DATABASE_URL must be set: the PostgreSQL database to move the site to");

try {
  requireEmbeddedSite(env.dataDir);
} catch (error) {
  if (error instanceof MigrateDataError) fail(error.message);
  throw error;
}
const source = openSqlite(env.dataDir);
let target: Awaited<ReturnType<typeof openPostgres>>;
try {
  target = await openPostgres(env.databaseUrl);
} catch (error) {
  await source.close();
  fail(
    `DATABASE_URL: cannot connect to PostgreSQL at ${describeDatabaseUrl(env.databaseUrl)} (${(error as Error).message})`,
  );
}
let storage: Awaited<ReturnType<typeof openBlobStore>> | null = null;
try {
  if (env.s3) storage = await openBlobStore(env);
  else console.log(`S3_* is not set: photo files stay in ${path.join(env.dataDir, "uploads")}`);
  const report = await migrateData({
    source,
    dataDir: env.dataDir,
    target,
    targetBlobs: storage?.blobs ?? null,
    merge: flags.has("--merge"),
    log: (line) => console.log(line),
  });
  const line = (name: string, table: TableReport) =>
    `${name}: ${table.source} in DATA_DIR, ${table.inserted} copied, ${table.alreadyThere} already there`;
  console.log(line("RSVPs", report.rsvps));
  console.log(line("Photos", report.photos));
  console.log(line("Households", report.households));
  console.log(line("Outbox mails", report.outbox));
  console.log(line("Deletion log entries", report.deletionLog));
  if (report.blobs) {
    console.log(
      `Photo files: ${report.blobs.source} named by photos, ${report.blobs.copied} copied to ${storage?.description}, ${report.blobs.alreadyThere} already there`,
    );
    if (report.blobs.missingInSource.length > 0) {
      console.warn(
        `Warning: ${report.blobs.missingInSource.length} photo files named by rows were missing in DATA_DIR`,
      );
    }
  }
  console.log(
    `Done: ${describeDatabaseUrl(env.databaseUrl)} now holds the site. Start the server with the same variables.`,
  );
} catch (error) {
  if (error instanceof MigrateDataError || error instanceof BlobStoreUnavailableError) fail(error.message);
  throw error;
} finally {
  storage?.close();
  await source.close();
  await target.close();
}
