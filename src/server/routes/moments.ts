import { Hono } from "hono";
import { GUEST_MOMENTS_API, type GuestMomentList } from "../../shared/admin-api.ts";
import type { Database } from "../db/database.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { blobResponse } from "./blob-response.ts";

/**
 * Short on purpose: a photo the couple rejects or deletes after approving it
 * must leave browsers' and proxies' caches within minutes, not days.
 */
const MOMENT_IMAGE_CACHE = "public, max-age=300";

/**
 * The guest moments on the page (docs/product.md, decision 9): approved photos only,
 * and only their published copies (re-encoded, metadata removed); originals
 * and photos not approved answer 404 as if they did not exist.
 */
export function momentRoutes({ database, blobs }: { database: Database; blobs: BlobStore }) {
  const { db } = database;

  async function approvedCopy(id: string, copy: "published_path" | "thumbnail_path"): Promise<string | null> {
    const row = await db
      .selectFrom("wedding_photos")
      .select(copy)
      .where("id", "=", id)
      .where("status", "=", "approved")
      .executeTakeFirst();
    return row?.[copy] ?? null;
  }

  return new Hono()
    .get("/", async (c) => {
      const rows = await db
        .selectFrom("wedding_photos")
        .select(["id", "width", "height"])
        .where("status", "=", "approved")
        .where("published_path", "is not", null)
        .where("thumbnail_path", "is not", null)
        .where("width", "is not", null)
        .where("height", "is not", null)
        .orderBy("reviewed_at", "desc")
        .orderBy("id")
        .execute();
      const list: GuestMomentList = {
        moments: rows.map((row) => ({
          id: row.id,
          width: Number(row.width),
          height: Number(row.height),
          imageUrl: GUEST_MOMENTS_API.image(row.id),
          thumbnailUrl: GUEST_MOMENTS_API.thumbnail(row.id),
        })),
      };
      // The list changes the moment the couple approves; the images under it may be cached briefly.
      c.header("Cache-Control", "no-store");
      return c.json(list);
    })
    .get("/:id/image", async (c) =>
      blobResponse(c, blobs, await approvedCopy(c.req.param("id"), "published_path"), {
        contentType: "image/jpeg",
        cacheControl: MOMENT_IMAGE_CACHE,
      }),
    )
    .get("/:id/thumbnail", async (c) =>
      blobResponse(c, blobs, await approvedCopy(c.req.param("id"), "thumbnail_path"), {
        contentType: "image/webp",
        cacheControl: MOMENT_IMAGE_CACHE,
      }),
    );
}
