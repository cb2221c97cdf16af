import type { SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import type { PhotoRepository } from "../db/photo-repository.ts";
import type { SlideshowRepository } from "../db/slideshow-repository.ts";

/** The live slideshow's photos (SLIDESHOW_API): approved ones, newest approval first, and their published copies. */
export function createSlideshowFeed({ feed, photos }: { feed: SlideshowRepository; photos: PhotoRepository }) {
  return {
    list: (): Promise<SlideshowPhoto[]> => feed.list(),

    /** The blob key of an approved photo's published copy; null for a photo that is not approved, as if it did not exist. */
    publishedCopy: (id: string) => photos.findShownCopy(id, "published"),
  };
}

export type SlideshowFeed = ReturnType<typeof createSlideshowFeed>;
