import type { GuestMomentList } from "../../shared/guest-moment-schemas.ts";
import { GUEST_MOMENTS_API } from "../../shared/guest-moments.ts";
import type { PhotoRepository } from "../db/photo-repository.ts";

/**
 * The guest moments on the page (docs/product.md, decision 9): approved photos
 * only, and only their published copies (re-encoded, metadata removed).
 * `hidden` (content.guestPhotos.uploadOnly): guests see none at all, as if
 * none were approved; the slideshow and the admin still show them. Read at
 * each request: the published content's.
 */
export function createGuestMoments(photos: PhotoRepository, { hidden = (): boolean => false } = {}) {
  return {
    async list(): Promise<GuestMomentList> {
      const shown = hidden() ? [] : await photos.listShown();
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
    shownCopy: async (id: string, copy: "published" | "thumbnail") =>
      hidden() ? null : photos.findShownCopy(id, copy),
  };
}

export type GuestMoments = ReturnType<typeof createGuestMoments>;
