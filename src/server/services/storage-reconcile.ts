import type { PhotoRepository } from "../db/photo-repository.ts";
import { describeFailure, type HealthCheck } from "../health-checks.ts";
import type { Logger } from "../logger.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { removeExpiredUploads } from "../storage/upload-datastore.ts";

/** Where photo files live (photo-service.ts keysFor); nothing else in the store is touched. */
export const PHOTO_BLOB_PREFIXES = ["uploads/", "published/", "thumbs/"] as const;

/**
 * Files and records younger than this are left for a later run. An upload
 * writes its three files and then its record, within seconds; an hour is far
 * longer than any upload takes, so a file whose record is being written right
 * now (on this instance or another) is never taken for an orphan. Records are
 * checked only once this old too, so one written on another instance while
 * the listing ran, or by a clock a little ahead, is never taken for one whose
 * files are gone.
 */
export const RECONCILE_MIN_AGE_MS = 60 * 60 * 1000;
export const RECONCILE_INTERVAL_MS = 60 * 60 * 1000;

/** Keys looked up per query, and records read per page. */
const BATCH = 500;
/** Orphan deletes in flight at once. */
const DELETE_CONCURRENCY = 8;

export interface ReconcileReport {
  /** Photo files listed in the store. */
  listedFiles: number;
  /** Old enough, named by no record, and removed. */
  removedOrphans: number;
  /** Orphans whose removal failed (left for the next run). */
  failedRemovals: number;
  /** Records old enough to check. */
  checkedPhotos: number;
  /** Of those, records naming a file that is not in the store (marked files_missing). */
  photosWithMissingFiles: number;
  /** Resumable uploads nobody finished, removed after UPLOAD_EXPIRY_MS (decision 17). */
  expiredUploads: number;
}

export interface ReconcileOptions {
  photos: PhotoRepository;
  blobs: BlobStore;
  minAgeMs?: number;
  now?: () => Date;
  signal?: AbortSignal;
}

/**
 * Makes storage and the database agree after a crash (docs/product.md, Quality bars: a crash at
 * any moment leaves no orphan file). A kill between an upload's files and its
 * record leaves files no record names: removed once older than minAgeMs. A
 * record whose file is gone (deleted by hand, a restore without uploads/) is
 * marked files_missing: the admin shows it and /api/health says "degraded";
 * the mark goes when the files are back.
 *
 * The listing is streamed and looked up in batches of keys; what it keeps is
 * the set of listed keys (about 100 bytes each, 3 per photo), so that records
 * can then be paged through and checked against it without a request per file.
 * Safe to run on several instances at once: each step is idempotent.
 */
export async function reconcileStorage({
  photos,
  blobs,
  minAgeMs = RECONCILE_MIN_AGE_MS,
  now = () => new Date(),
  signal,
}: ReconcileOptions): Promise<ReconcileReport> {
  const cutoff = new Date(now().getTime() - minAgeMs);
  const listed = new Set<string>();
  const report: ReconcileReport = {
    listedFiles: 0,
    removedOrphans: 0,
    failedRemovals: 0,
    checkedPhotos: 0,
    photosWithMissingFiles: 0,
    expiredUploads: 0,
  };

  const removeUnnamed = async (candidates: string[]) => {
    signal?.throwIfAborted();
    const named = await photos.findNamedKeys(candidates);
    const orphans = candidates.filter((key) => !named.has(key));
    for (let i = 0; i < orphans.length; i += DELETE_CONCURRENCY) {
      const results = await Promise.allSettled(
        orphans.slice(i, i + DELETE_CONCURRENCY).map((key) => blobs.delete(key)),
      );
      for (const result of results) {
        if (result.status === "fulfilled") report.removedOrphans++;
        else report.failedRemovals++;
      }
    }
  };

  for (const prefix of PHOTO_BLOB_PREFIXES) {
    let candidates: string[] = [];
    for await (const { key, lastModified } of blobs.list(prefix)) {
      signal?.throwIfAborted();
      listed.add(key);
      report.listedFiles++;
      if (lastModified.getTime() >= cutoff.getTime()) continue;
      candidates.push(key);
      if (candidates.length >= BATCH) {
        await removeUnnamed(candidates);
        candidates = [];
      }
    }
    await removeUnnamed(candidates);
  }

  // Every file of a record created before the cutoff was written before the listing began, so it was listed.
  let afterId: string | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const page = await photos.listFilesPage(afterId, cutoff, BATCH);
    if (page.length === 0) break;
    const nowMissing: string[] = [];
    const nowComplete: string[] = [];
    for (const photo of page) {
      const missing = photo.keys.some((key) => !listed.has(key));
      if (missing) report.photosWithMissingFiles++;
      if (missing && !photo.filesMissing) nowMissing.push(photo.id);
      if (!missing && photo.filesMissing) nowComplete.push(photo.id);
    }
    await photos.setFilesMissing(nowMissing, true);
    await photos.setFilesMissing(nowComplete, false);
    report.checkedPhotos += page.length;
    afterId = page[page.length - 1]?.id ?? null;
  }
  signal?.throwIfAborted();
  report.expiredUploads = await removeExpiredUploads(blobs);
  return report;
}

/**
 * "degraded" (never 503) while the last reconcile found photos whose files
 * are gone: guests are still served (those photos are not), and the couple
 * sees which in the admin. Only the count is said, never a file name.
 */
export function photoFilesHealthCheck(photos: PhotoRepository): HealthCheck {
  return {
    name: "files",
    target: "photo files",
    required: false,
    async run() {
      const missing = await photos.countWithMissingFiles();
      if (missing > 0) throw new Error(`${missing} photos name files that are missing from storage`);
    },
  };
}

export interface StorageReconciler {
  /** Runs now unless a run is in flight (then shares it); never rejects (a failure is logged). */
  run(): Promise<ReconcileReport | null>;
  /** Stops the timer and aborts a run in flight; resolves when it has ended. */
  stop(): Promise<void>;
}

/**
 * Runs the reconcile at start (in the background: the server listens
 * meanwhile) and then every `intervalMs`, logging counts only, never file
 * names. Files the couple's photos name are never removed.
 */
export function startStorageReconciler({
  photos,
  blobs,
  logger,
  intervalMs = RECONCILE_INTERVAL_MS,
  minAgeMs = RECONCILE_MIN_AGE_MS,
}: {
  photos: PhotoRepository;
  blobs: BlobStore;
  logger: Logger;
  intervalMs?: number;
  minAgeMs?: number;
}): StorageReconciler {
  const aborter = new AbortController();
  let running: Promise<ReconcileReport | null> | null = null;

  const run = () => {
    if (aborter.signal.aborted) return Promise.resolve(null);
    running ??= (async () => {
      const started = Date.now();
      try {
        const report = await reconcileStorage({ photos, blobs, minAgeMs, signal: aborter.signal });
        logger.info({ ...report, ms: Date.now() - started }, "storage reconciled");
        if (report.removedOrphans > 0) {
          logger.info(
            { removedOrphans: report.removedOrphans },
            `removed ${report.removedOrphans} photo files that no photo names (left by an interrupted upload or delete)`,
          );
        }
        if (report.failedRemovals > 0) {
          logger.warn({ failedRemovals: report.failedRemovals }, "some orphan photo files could not be removed");
        }
        if (report.photosWithMissingFiles > 0) {
          logger.warn(
            { photosWithMissingFiles: report.photosWithMissingFiles },
            `${report.photosWithMissingFiles} photos name files that are missing from storage (marked in the admin)`,
          );
        }
        return report;
      } catch (error) {
        if (!aborter.signal.aborted) logger.warn({ reason: describeFailure(error) }, "storage reconcile failed");
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      aborter.abort();
      await running;
    },
  };
}
