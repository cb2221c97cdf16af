import type { SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import type { Database } from "../db/database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { createSlideshowRepository } from "../db/slideshow-repository.ts";

/** The live slideshow's photos (SLIDESHOW_API): approved ones, newest approval first, and their published copies. */
export function createSlideshowFeed(database: Database) {
  const feed = createSlideshowRepository(database);
  const photos = createPhotoRepository(database);
  return {
    list: (): Promise<SlideshowPhoto[]> => feed.list(),

    /** The blob key of an approved photo's published copy; null for a photo that is not approved, as if it did not exist. */
    publishedCopy: (id: string) => photos.findShownCopy(id, "published"),
  };
}

export type SlideshowFeed = ReturnType<typeof createSlideshowFeed>;
