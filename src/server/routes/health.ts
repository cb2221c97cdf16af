import { Hono } from "hono";
import { type CheckStatus, type HealthCheck, type PingableDatabase, runCheck } from "../health-checks.ts";
import type { Logger } from "../logger.ts";
import type { BlobStore } from "../storage/blob-store.ts";

export interface HealthOptions {
  /** List every part's state in `details` (production settings; off keeps the bare {"status":"ok"}). */
  details: boolean;
  /** Parts beyond the database and storage: SMTP, Redis (optional ones: "degraded", never 503). */
  checks: HealthCheck[];
  /** Replaces blobs.checkWritable for the storage check (S3: a cached probe, so polling costs few requests). */
  storageCheck?: () => Promise<void>;
}

/**
 * 200 {"status":"ok"} once the database answers (it is migrated before the
 * server listens) and storage takes writes; 503 naming the failing part
 * otherwise. With details, every part is listed: "ok", "failing" (a required
 * part: 503) or "degraded" (an optional part such as SMTP: still 200). See the
 * Health in docs/deployment.md.
 */
export function healthRoutes({
  database,
  blobs,
  logger,
  health = { details: false, checks: [] },
}: {
  database: PingableDatabase;
  blobs: BlobStore;
  logger: Logger;
  health?: HealthOptions;
}) {
  return new Hono().get("/", async (c) => {
    const [databaseCheck, storageCheck, others] = await Promise.all([
      runCheck({ name: "database", target: database.dialect, required: true, run: () => database.ping() }),
      runCheck({
        name: "storage",
        target: "blobs",
        required: true,
        run: health.storageCheck ?? (() => blobs.checkWritable()),
      }),
      Promise.all(health.checks.map((check) => runCheck(check))),
    ]);
    const all = [databaseCheck, storageCheck, ...others];
    const notOk = all.filter((result) => result.status !== "ok");
    if (notOk.length > 0) {
      logger.warn(
        { checks: Object.fromEntries(notOk.map((result) => [result.name, result.reason])) },
        "health check not ok",
      );
    }
    const details: Record<string, CheckStatus> = Object.fromEntries(all.map((result) => [result.name, result.status]));
    if (databaseCheck.status === "ok" && storageCheck.status === "ok") {
      return c.json(health.details ? { status: "ok", details } : { status: "ok" });
    }
    const checks = { database: databaseCheck.status, storage: storageCheck.status };
    return c.json({ status: "unavailable", checks, ...(health.details ? { details } : {}) }, 503);
  });
}
