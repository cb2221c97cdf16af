import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database.ts";
import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";
import { emlMailId, isPartialMailFile } from "../mail/file-transport.ts";

/** Names looked up per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 500;

export interface MailReconcileReport {
  /** .eml files in the folder. */
  listed: number;
  /** .eml files no outbox row names (their guest was erased), and half-written mails a crash left: removed. */
  removed: number;
  /** Of those, the ones that could not be removed (tried again at the next start). */
  failed: number;
}

/**
 * Makes the mail folder agree with the outbox at start, as the storage
 * reconcile does for photos (docs/decisions/037-guest-data-erasure-search-and-codes.md).
 * The file transport writes a mail's file only while its outbox row exists,
 * and erasure deletes the row before the file: a file whose row is gone is
 * an erased guest's that a crash (or a send racing the erasure) left, and
 * goes. A half-written mail (.part) left by a crash goes too. Run before the
 * outbox sender starts, so no mail of this instance is being written.
 * Counts only are logged, never a file name (file names carry no personal
 * data, but mail contents do).
 */
export async function reconcileMailFiles({
  database,
  mailDir,
  logger,
}: {
  database: Database;
  mailDir: string;
  logger: Logger;
}): Promise<MailReconcileReport> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { listed: 0, removed: 0, failed: 0 };
    throw error;
  }
  const mails = names.flatMap((name) => {
    const id = emlMailId(name);
    return id === null ? [] : [{ name, id }];
  });
  const unnamed: string[] = names.filter(isPartialMailFile);
  for (let start = 0; start < mails.length; start += BATCH) {
    const batch = mails.slice(start, start + BATCH);
    const rows = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where(
        "id",
        "in",
        batch.map((mail) => mail.id),
      )
      .execute();
    const held = new Set(rows.map((row) => row.id));
    unnamed.push(...batch.filter((mail) => !held.has(mail.id)).map((mail) => mail.name));
  }

  const report: MailReconcileReport = { listed: mails.length, removed: 0, failed: 0 };
  for (const name of unnamed) {
    try {
      await rm(path.join(mailDir, name), { force: true });
      report.removed += 1;
    } catch (error) {
      report.failed += 1;
      logger.error({ errCode: errorCode(error) }, "a mail file no outbox row names could not be removed");
    }
  }
  if (report.removed > 0 || report.failed > 0) {
    logger.info({ ...report }, `removed ${report.removed} mail files that no mail in the outbox names`);
  }
  return report;
}
