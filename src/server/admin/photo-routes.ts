import type { Readable } from "node:stream";
import { Readable as NodeReadable } from "node:stream";
import { Hono } from "hono";
import { ZipFile } from "yazl";
import { z } from "zod";
import {
  ADMIN_ERROR_CODES,
  type AdminPhoto,
  type AdminPhotoList,
  type AdminPhotoStatus,
} from "../../shared/admin-api.ts";
import type { Database } from "../db/database.ts";
import { createPhotoRepository, type WeddingPhoto } from "../db/photo-repository.ts";
import { PHOTO_STATUSES } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { attachmentDisposition, blobResponse } from "../routes/blob-response.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { readJson } from "./read-json.ts";
import { zipEntryNames } from "./zip-names.ts";

/** The couple's own files: never kept by a browser or a proxy. */
const PRIVATE_CACHE = "private, no-store";
const MAX_BULK_IDS = 1000;

const StatusQuerySchema = z.object({ status: z.enum(PHOTO_STATUSES).default("pending") });
const StatusBodySchema = z.object({ status: z.enum(PHOTO_STATUSES) });
const BulkApproveSchema = z.object({ ids: z.array(z.string().min(1).max(100)).max(MAX_BULK_IDS) });

export interface AdminPhotoRouteDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
}

/**
 * Photo review (docs/product.md, decision 9): lists by status, approve / reject /
 * back to pending, bulk approve, delete, the three files of each photo, and
 * every approved original as one streamed ZIP.
 */
export function adminPhotoRoutes({ database, blobs, logger, now }: AdminPhotoRouteDeps) {
  const photos = createPhotoRepository(database);
  const { db } = database;

  async function requirePhoto(id: string): Promise<WeddingPhoto> {
    const photo = await photos.findById(id);
    if (!photo)
      throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such photo (it may have been deleted).");
    return photo;
  }

  return new Hono()
    .get("/", async (c) => {
      const query = StatusQuerySchema.safeParse(c.req.query());
      if (!query.success) throw badRequest("status must be pending, approved or rejected.");
      const { status } = query.data;
      const list: AdminPhotoList = {
        status,
        photos: (await photos.listByStatus(status)).map(toAdminPhoto),
        counts: await countsByStatus(database),
      };
      return c.json(list);
    })
    .get("/approved.zip", async (c) => {
      const approved = await photos.listByStatus("approved");
      const names = zipEntryNames(approved);
      const zip = new ZipFile();
      let reading: Readable | null = null;
      approved.forEach((photo, index) => {
        // Opened one at a time as the ZIP reaches them, so a large set holds one file open, not all.
        zip.addReadStreamLazy(
          names[index] ?? `photo-${index + 1}`,
          // JPEG, HEIC and WebP are compressed already: deflating them costs CPU and saves nothing.
          { compress: false, mtime: photo.createdAt, size: photo.fileSize },
          (callback) => {
            blobs.get(photo.filePath).then(
              (stream) => {
                reading = stream;
                if (stream) callback(null, stream);
                else callback(new Error("An approved photo's original is missing"), NodeReadable.from([]));
              },
              (error: unknown) => callback(error, NodeReadable.from([])),
            );
          },
        );
      });
      zip.on("error", (error: unknown) => {
        logger.error({ errCode: errorCode(error) }, "approved photos ZIP failed part-way");
        (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const output = zip.outputStream as Readable;
      // A download cancelled part-way must not leave the file being read open.
      output.on("close", () => (reading as Readable | null)?.destroy());
      zip.end();
      const date = now().toISOString().slice(0, 10);
      return c.body(NodeReadable.toWeb(output) as ReadableStream<Uint8Array>, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="approved-photos-${date}.zip"`,
        "Cache-Control": PRIVATE_CACHE,
        "X-Content-Type-Options": "nosniff",
      });
    })
    .post("/approve", async (c) => {
      const body = BulkApproveSchema.safeParse(await readJson(c.req.text()));
      if (!body.success) throw badRequest(`Send {"ids": [...]} with at most ${MAX_BULK_IDS} photo ids.`);
      const ids = [...new Set(body.data.ids)];
      if (ids.length === 0) return c.json({ approved: 0 });
      // Photos approved already keep their approval time (and so their place on the page).
      const result = await db
        .updateTable("wedding_photos")
        .set({ status: "approved", reviewed_at: now() })
        .where("id", "in", ids)
        .where("status", "!=", "approved")
        .executeTakeFirst();
      return c.json({ approved: Number(result.numUpdatedRows) });
    })
    .post("/:id/status", async (c) => {
      const body = StatusBodySchema.safeParse(await readJson(c.req.text()));
      if (!body.success) throw badRequest('Send {"status": "approved" | "rejected" | "pending"}.');
      const id = c.req.param("id");
      if (!(await photos.setStatus(id, body.data.status, now()))) {
        throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such photo (it may have been deleted).");
      }
      return c.json(toAdminPhoto(await requirePhoto(id)));
    })
    .delete("/:id", async (c) => {
      const photo = await requirePhoto(c.req.param("id"));
      // The record goes first: if a file then fails to go, what is left is an unreferenced private
      // file (logged), never a record (and a page) pointing at a file that is gone.
      if (!(await photos.delete(photo.id))) {
        throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such photo (it may have been deleted).");
      }
      const keys = [photo.filePath, photo.publishedPath, photo.thumbnailPath].filter((key) => key !== null);
      const results = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
      const failed = results.filter((result) => result.status === "rejected");
      if (failed.length > 0) {
        logger.error(
          { photoId: photo.id, keys, errCode: errorCode(failed[0]?.reason) },
          "photo record deleted but some of its files were not",
        );
      }
      return c.body(null, 204);
    })
    .get("/:id/thumbnail", async (c) => {
      const photo = await requirePhoto(c.req.param("id"));
      return blobResponse(c, blobs, photo.thumbnailPath, { contentType: "image/webp", cacheControl: PRIVATE_CACHE });
    })
    .get("/:id/published", async (c) => {
      const photo = await requirePhoto(c.req.param("id"));
      return blobResponse(c, blobs, photo.publishedPath, { contentType: "image/jpeg", cacheControl: PRIVATE_CACHE });
    })
    .get("/:id/original", async (c) => {
      const photo = await requirePhoto(c.req.param("id"));
      return blobResponse(c, blobs, photo.filePath, {
        contentType: photo.mimeType,
        cacheControl: PRIVATE_CACHE,
        disposition: attachmentDisposition(zipEntryNames([photo])[0] ?? "photo"),
      });
    });
}

function toAdminPhoto(photo: WeddingPhoto): AdminPhoto {
  return {
    id: photo.id,
    fileName: photo.fileName,
    fileSize: photo.fileSize,
    mimeType: photo.mimeType,
    status: photo.status,
    createdAt: photo.createdAt.toISOString(),
    reviewedAt: photo.reviewedAt === null ? null : photo.reviewedAt.toISOString(),
    width: photo.width,
    height: photo.height,
    missingFiles: photo.filesMissing,
  };
}

async function countsByStatus({ db }: Database): Promise<Record<AdminPhotoStatus, number>> {
  const rows = await db
    .selectFrom("wedding_photos")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(PHOTO_STATUSES.map((status) => [status, 0])) as Record<AdminPhotoStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

function badRequest(message: string): HttpError {
  return new HttpError(400, "invalid_request", message);
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}
