import { GUEST_MOMENTS_API, type GuestMomentList } from "../../shared/admin-api.ts";
import type { Database } from "../db/database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";

/**
 * The guest moments on the page (docs/product.md, decision 9): approved photos
 * only, and only their published copies (re-encoded, metadata removed).
 */
export function createGuestMoments(database: Database) {
  const photos = createPhotoRepository(database);
  return {
    async list(): Promise<GuestMomentList> {
      const shown = await photos.listShown();
      return {
        moments: shown.map(({ id, width, height }) => ({
          id,
          width,
          height,
          imageUrl: GUEST_MOMENTS_API.image(id),
          thumbnailUrl: GUEST_MOMENTS_API.thumbnail(id),
        })),
      };
    },

    /** The blob key of an approved photo's copy; null for a photo that is not approved, as if it did not exist. */
    shownCopy: (id: string, copy: "published" | "thumbnail") => photos.findShownCopy(id, copy),
  };
}

export type GuestMoments = ReturnType<typeof createGuestMoments>;
