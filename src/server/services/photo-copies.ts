import sharp, { type Sharp } from "sharp";
import { PHOTO_ERROR_CODES } from "../../shared/photo.ts";
import { DomainError } from "../errors.ts";

/**
 * The copies made of every upload for display: re-encoded, EXIF orientation
 * applied, every bit of metadata (GPS included) left behind (docs/product.md,
 * decision 8). Its own module so the HEIC worker (heic-worker.ts) makes them
 * the same way as the server's own thread, without the upload queue.
 */

/** Larger than any phone camera (a 48 MP sensor is 8064 × 6048 ≈ 49 MP); a decompression bomb stops here. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const PUBLISHED_LONG_EDGE = 2400;
export const THUMBNAIL_LONG_EDGE = 480;

export const UNREADABLE_IMAGE_MESSAGE = "This image could not be read. Please try another photo.";

/** Corrupt, truncated, absurdly large, or not decodable: the guest should try another photo; `detail` says which. */
export class UnreadableImageError extends DomainError {
  override name = "UnreadableImageError";
  readonly status = 422;
  readonly code = PHOTO_ERROR_CODES.unreadable;

  constructor(
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(UNREADABLE_IMAGE_MESSAGE, options);
  }
}

export interface PhotoCopies {
  /** JPEG, long edge at most PUBLISHED_LONG_EDGE, no metadata. */
  published: Buffer;
  /** WebP, long edge at most THUMBNAIL_LONG_EDGE, no metadata. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

// libvips' operation cache keeps decoded images around for reuse; uploads are
// never processed twice, so it would only hold memory. One libvips thread per
// image: the upload queue runs one image per core instead, so a small photo can
// go while a big one decodes (sharp's own default on glibc, set here to hold
// wherever the server runs). Both settings are libvips', for the whole process.
sharp.cache(false);
sharp.concurrency(1);

export async function encodeCopies(image: Sharp): Promise<PhotoCopies> {
  try {
    // rotate() with no angle applies the EXIF orientation (after the resize, so shrink-on-load holds);
    // sharp writes no metadata unless asked.
    const { data: published, info } = await image
      .rotate()
      .resize({ width: PUBLISHED_LONG_EDGE, height: PUBLISHED_LONG_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(published)
      .resize({ width: THUMBNAIL_LONG_EDGE, height: THUMBNAIL_LONG_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { published, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded", { cause: error });
  }
}
