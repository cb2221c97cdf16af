import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { weddingContent, weddingSource } from "../../content/wedding.ts";
import { type AppDeps, createApp } from "../server/app.ts";
import { buildServices } from "../server/composition.ts";
import type { SqlDialect } from "../server/db/database.ts";
import { createLogger } from "../server/logger.ts";
import { prepareUploadTempDir } from "../server/services/photo-service.ts";
import { createMemoryRateLimiter } from "../server/services/rate-limit.ts";
import { DiskBlobStore } from "../server/storage/disk-blob-store.ts";
import { contentFor, type WeddingContent } from "../shared/content-schema.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** Every log line the app wrote, parsed, so tests can check what reaches the logs. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger("info", destination), lines };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: TestDatabase;
  dataDir: string;
  logs: Record<string, unknown>[];
  cleanup(): Promise<void>;
}

/**
 * The real app on a fresh database and a temp data folder, with production's
 * RSVP rate limit (10 a minute); `overrides` swaps parts (e.g. clientDir, rateLimiter).
 */
/** The app on `deps` with its own services, as the server composes them (composition.ts). */
export function composedApp(deps: AppDeps) {
  return createApp(deps, buildServices(deps));
}

export async function createTestApp(dialect: SqlDialect, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const db = await createTestDatabase(dialect);
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-app-"));
  const blobs = new DiskBlobStore(path.join(dataDir, "uploads"));
  await blobs.init();
  const uploadTempDir = path.join(dataDir, "tmp");
  await prepareUploadTempDir(uploadTempDir);
  const { logger, lines } = captureLogs();
  const deps: AppDeps = {
    content: weddingContent,
    // A test's own content is every audience's view of it unless the test says otherwise.
    contentFor: overrides.content
      ? () => overrides.content as WeddingContent
      : (audience) => contentFor(weddingSource, audience),
    database: db.database,
    blobs,
    logger,
    rateLimiter: createMemoryRateLimiter({ limit: 10 }),
    uploadTempDir,
    ...overrides,
  };
  return {
    app: composedApp(deps),
    deps,
    db,
    dataDir,
    logs: lines,
    async cleanup() {
      await db.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
