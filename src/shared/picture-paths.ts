/**
 * How the content names its pictures, without the schema: the admin's YAML upload reads a file's picture names
 * with these, and keeps zod and the content checker out of the admin's bundle (src/shared/content-schema.ts builds
 * its rule from the same list).
 */

/** The picture files the build reads (HEIC, a phone's own, is converted like the rest). */
export const PICTURE_EXTENSIONS = ["jpg", "jpeg", "png", "heic", "heif", "webp", "avif", "svg"] as const;

/** The site's own flowers (content/images/hero/floral.svg), for a couple who leave `hero.floralImage` out. */
export const DEFAULT_FLORAL_IMAGE = "hero/floral.svg";

const PICTURE_PATH = new RegExp(`^(?!.*\\.\\.)(?![/\\s])[^\\\\:*?"<>|]+\\.(?:${PICTURE_EXTENSIONS.join("|")})$`, "i");

/** Whether a text in the content reads as a picture's path ("gallery/IMG_2041.JPG"), as the schema's rule has it. */
export function isPicturePath(value: string): boolean {
  return PICTURE_PATH.test(value);
}
