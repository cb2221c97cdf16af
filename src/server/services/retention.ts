import { randomUUID } from "node:crypto";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { type ErasedCounts, retentionInfo } from "../../shared/privacy.ts";
import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { Erasure } from "./erasure.ts";

/** The retention job runs this often (and once soon after start). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** An instance that claimed the job and died frees it after this long. */
const RETENTION_LEASE_MS = 15 * 60 * 1000;
const JOB_NAME = "retention";
/** An unfinished erasure older than this is no longer running anywhere: the hourly run finishes it. */
const RESUME_ERASURES_AFTER_MS = 10 * 60 * 1000;

export type RetentionRun =
  | { ran: false; why: "off" | "not-yet" | "another-instance" }
  | { ran: true; erased: ErasedCounts | null };

export interface RetentionDeps {
  database: Database;
  erasure: Erasure;
  content: Pick<WeddingContent, "events" | "privacy">;
  now: () => Date;
  /** This instance's name in the lease; random when absent. */
  holder?: string;
}

/**
 * One run of retention (docs/product.md decision 16): once the content's
 * date has passed (the last event's end plus privacy.retentionDays), every
 * guest's personal data is erased, and on every later run whatever arrived
 * since. A lease row claimed with a conditional update lets one instance of
 * several run it at a time; the erasure is idempotent anyway, so a lease
 * that runs out under a slow run costs double work, never an error.
 */
export async function runRetention({
  database,
  erasure,
  content,
  now,
  holder = randomUUID(),
}: RetentionDeps): Promise<RetentionRun> {
  const { deletesAt, keepApprovedPhotos } = retentionInfo(content);
  if (deletesAt === null) return { ran: false, why: "off" };
  if (now().getTime() < Date.parse(deletesAt)) return { ran: false, why: "not-yet" };
  const leases = createJobLeases(database);
  if (!(await leases.claim(JOB_NAME, holder, RETENTION_LEASE_MS, now())))
    return { ran: false, why: "another-instance" };
  try {
    const erased = await erasure.eraseEverything("retention", { keepApprovedPhotos });
    // A checkpoint a backup's reader kept from finishing after an earlier erasure.
    if (!erased) await erasure.forgetDeletedBytes();
    return { ran: true, erased };
  } finally {
    await leases.release(JOB_NAME, holder, now());
  }
}

/** Runs retention now and every RETENTION_INTERVAL_MS until stopped; failures are logged and retried next time. */
export function startRetention(deps: RetentionDeps & { logger: Logger; intervalMs?: number }) {
  const { logger, intervalMs = RETENTION_INTERVAL_MS } = deps;
  const holder = deps.holder ?? randomUUID();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    // An erasure a failing store left unfinished is retried; one begun in the last minutes may still be running.
    const begunBefore = new Date(deps.now().getTime() - RESUME_ERASURES_AFTER_MS);
    running = deps.erasure
      .resumeInterrupted(begunBefore)
      .then(() => runRetention({ ...deps, holder }))
      .then(
        (run) => {
          if (run.ran && run.erased) logger.info({ ...run.erased }, "retention: guests' data past its date erased");
        },
        (error: unknown) => logger.error({ err: error }, "retention run failed; it is retried next time"),
      );
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(() => {
    if (!stopped) tick();
  }, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** Leases of scheduled jobs (table job_leases): who runs a job now, on one database shared by several instances. */
export function createJobLeases({ db }: Database) {
  return {
    /** True when `holder` now holds the job until now + leaseMs: nobody held it, or the last holder's lease ran out. */
    async claim(name: string, holder: string, leaseMs: number, now: Date): Promise<boolean> {
      await db
        .insertInto("job_leases")
        .values({ name, holder: null, expires_at: null, last_run_at: null })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const result = await db
        .updateTable("job_leases")
        .set({ holder, expires_at: new Date(now.getTime() + leaseMs) })
        .where("name", "=", name)
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", "<", now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(name: string, holder: string, now: Date): Promise<void> {
      await db
        .updateTable("job_leases")
        .set({ holder: null, expires_at: null, last_run_at: now })
        .where("name", "=", name)
        .where("holder", "=", holder)
        .execute();
    },
  };
}
