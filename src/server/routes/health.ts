import { Hono } from "hono";
import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { BlobStore } from "../storage/blob-store.ts";

/**
 * 200 {"status":"ok"} once the database answers (it is migrated before the
 * server listens) and storage takes writes; 503 naming the failing part otherwise.
 */
export function healthRoutes({ database, blobs, logger }: { database: Database; blobs: BlobStore; logger: Logger }) {
  return new Hono().get("/", async (c) => {
    const [databaseCheck, storageCheck] = await Promise.allSettled([database.ping(), blobs.checkWritable()]);
    if (databaseCheck.status === "fulfilled" && storageCheck.status === "fulfilled") {
      return c.json({ status: "ok" });
    }
    const checks = {
      database: databaseCheck.status === "fulfilled" ? "ok" : "failing",
      storage: storageCheck.status === "fulfilled" ? "ok" : "failing",
    };
    logger.warn({ checks }, "health check failing");
    return c.json({ status: "unavailable", checks }, 503);
  });
}
