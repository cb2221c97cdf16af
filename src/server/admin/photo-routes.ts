import type { Readable } from "node:stream";
import { Readable as NodeReadable } from "node:stream";
import { Hono } from "hono";
import { ZipFile } from "yazl";
import {
  BulkApproveRequestSchema,
  MAX_BULK_APPROVE_IDS,
  PhotoListQuerySchema,
  PhotoStatusRequestSchema,
} from "../../shared/admin-schemas.ts";
import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";
import { attachmentDisposition, blobResponse } from "../routes/blob-response.ts";
import type { PhotoReview } from "../services/photo-review.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { valid } from "../validation.ts";
import { zipEntryNames } from "./zip-names.ts";

/** The couple's own files: never kept by a browser or a proxy. */
const PRIVATE_CACHE = "private, no-store";

export interface AdminPhotoRouteDeps {
  review: PhotoReview;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
}

/**
 * Photo review (docs/product.md, decision 9): lists by status, approve / reject /
 * back to pending, bulk approve, delete, the three files of each photo, and
 * every approved original as one streamed ZIP.
 */
export function adminPhotoRoutes({ review, blobs, logger, now }: AdminPhotoRouteDeps) {
  return new Hono()
    .get("/", valid("query", PhotoListQuerySchema, "status must be pending, approved or rejected."), async (c) =>
      c.json(await review.list(c.req.valid("query").status)),
    )
    .get("/approved.zip", async (c) => {
      const approved = await review.listApproved();
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
