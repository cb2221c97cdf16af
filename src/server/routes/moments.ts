import { Hono } from "hono";
import type { GuestMoments } from "../services/guest-moments.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { blobResponse } from "./blob-response.ts";

/**
 * Short on purpose: a photo the couple rejects or deletes after approving it
 * must leave browsers' and proxies' caches within minutes, not days.
 */
const MOMENT_IMAGE_CACHE = "public, max-age=300";

/**
 * The guest moments on the page (docs/product.md, decision 9): approved photos
 * only, and only their published copies; originals and photos not approved
 * answer 404 as if they did not exist.
 */
export function momentRoutes({ moments, blobs }: { moments: GuestMoments; blobs: BlobStore }) {
  return new Hono()
    .get("/", async (c) => {
      // The list changes the moment the couple approves; the images under it may be cached briefly.
      c.header("Cache-Control", "no-store");
      return c.json(await moments.list());
    })
    .get("/:id/image", async (c) =>
      blobResponse(c, blobs, await moments.shownCopy(c.req.param("id"), "published"), {
        contentType: "image/jpeg",
        cacheControl: MOMENT_IMAGE_CACHE,
      }),
    )
    .get("/:id/thumbnail", async (c) =>
      blobResponse(c, blobs, await moments.shownCopy(c.req.param("id"), "thumbnail"), {
        contentType: "image/webp",
        cacheControl: MOMENT_IMAGE_CACHE,
      }),
    );
}
