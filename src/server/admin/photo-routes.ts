import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import {
  BulkApproveRequestSchema,
  MAX_BULK_APPROVE_IDS,
  PhotoListQuerySchema,
  PhotoStatusRequestSchema,
} from "../../shared/admin-schemas.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { localDate } from "../../shared/date-labels.ts";
import { PHOTO_STATUSES } from "../../shared/photo.ts";
import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";
import { attachmentDisposition, blobResponse } from "../routes/blob-response.ts";
import type { PhotoReview } from "../services/photo-review.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { valid } from "../validation.ts";
import { photoZip, type ZippedPhoto } from "./photo-zip.ts";
import { zipEntryNames, zipEntryPaths } from "./zip-names.ts";

/** The couple's own files: never kept by a browser or a proxy. */
const PRIVATE_CACHE = "private, no-store";

export interface AdminPhotoRouteDeps {
  review: PhotoReview;
  /** The wedding's zone: the photo list's times and the download's name are the wedding's. */
  content: Pick<WeddingContent, "timeZone">;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
}

/**
 * Photo review (docs/product.md, decision 9): lists by status, approve / reject /
 * back to pending, bulk approve, delete, the three files of each photo, and
 * the originals as one streamed ZIP: the approved ones, or every one in a
 * folder per status (the couple's full copy before the site is retired).
 */
export function adminPhotoRoutes({ review, blobs, logger, content, now }: AdminPhotoRouteDeps) {
  /** A photos ZIP as a download, streamed (no Content-Length: see photoZip). */
  function zipResponse(c: Context, baseName: string, photos: ZippedPhoto[]) {
    const stream = photoZip(photos, {
      blobs,
      now: now(),
      timeZone: content.timeZone,
      isRecorded: (id) => review.isRecorded(id),
      onError: (error) => logger.error({ errCode: errorCode(error), baseName }, "photos ZIP failed part-way"),
    });
    const date = localDate(now(), content.timeZone);
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${baseName}-${date}.zip"`,
      "Cache-Control": PRIVATE_CACHE,
      "X-Content-Type-Options": "nosniff",
    });
  }

  return new Hono()
    .get("/", valid("query", PhotoListQuerySchema, "status must be pending, approved or rejected."), async (c) =>
      c.json(await review.list(c.req.valid("query").status)),
    )
    .get("/approved.zip", async (c) =>
      zipResponse(c, "approved-photos", zipEntryPaths(await review.listForDownload(["approved"]), "flat")),
    )
    .get("/all.zip", async (c) =>
      zipResponse(c, "all-photos", zipEntryPaths(await review.listForDownload(PHOTO_STATUSES), "by-status")),
    )
    .post(
      "/approve",
      valid("json", BulkApproveRequestSchema, `Send {"ids": [...]} with at most ${MAX_BULK_APPROVE_IDS} photo ids.`),
      async (c) => c.json({ approved: await review.approveMany(c.req.valid("json").ids) }),
    )
    .post(
      "/:id/status",
      valid("json", PhotoStatusRequestSchema, 'Send {"status": "approved" | "rejected" | "pending"}.'),
      async (c) => c.json(await review.setStatus(c.req.param("id"), c.req.valid("json").status)),
    )
    .delete("/:id", async (c) => {
      await review.delete(c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/:id/thumbnail", async (c) => {
      const photo = await review.find(c.req.param("id"));
      return blobResponse(c, blobs, photo.thumbnailPath, { contentType: "image/webp", cacheControl: PRIVATE_CACHE });
    })
    .get("/:id/published", async (c) => {
      const photo = await review.find(c.req.param("id"));
      return blobResponse(c, blobs, photo.publishedPath, { contentType: "image/jpeg", cacheControl: PRIVATE_CACHE });
    })
    .get("/:id/original", async (c) => {
      const photo = await review.find(c.req.param("id"));
      return blobResponse(c, blobs, photo.filePath, {
        contentType: photo.mimeType,
        cacheControl: PRIVATE_CACHE,
        disposition: attachmentDisposition(zipEntryNames([photo])[0] ?? "photo"),
      });
    });
}
