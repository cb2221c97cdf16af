import { z } from "zod/mini";

/**
 * The slideshow's feed (SLIDESHOW_API.feed in uploads.ts): the server's type
 * and the screen's check, imported by the screen only when an answer arrives.
 */

export const SlideshowPhotoSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  /** When the couple approved it (or the auto-approve window did), ISO. */
  approvedAt: z.string(),
  /** The optional name the guest gave, or the household's name for a personal link's photo; null when anonymous. */
  uploaderName: z.nullable(z.string()),
});
export type SlideshowPhoto = z.output<typeof SlideshowPhotoSchema>;

/** SLIDESHOW_API.feed: every approved photo, newest first. */
export const SlideshowFeedSchema = z.object({ photos: z.array(SlideshowPhotoSchema) });
export type SlideshowFeed = z.output<typeof SlideshowFeedSchema>;
