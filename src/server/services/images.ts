import { readFile } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import heicDecode from "heic-decode";
import sharp, { type Sharp } from "sharp";

/**
 * What a guest's upload really is (by its bytes) and the copies made of it
 * for display: re-encoded, EXIF orientation applied, every bit of metadata
 * (GPS included) left behind (DESIGN.md decision 8).
 */

/** Larger than any phone camera (a 48 MP sensor is 8064 × 6048 ≈ 49 MP); a decompression bomb stops here. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const PUBLISHED_LONG_EDGE = 2400;
export const THUMBNAIL_LONG_EDGE = 480;

export interface DetectedPhotoType {
  /** As detected, e.g. image/jpeg, image/heic or image/heif. */
  mime: string;
  /** For the original's blob key. */
  extension: "jpg" | "png" | "webp" | "heic";
}

const ACCEPTED: Record<string, DetectedPhotoType["extension"]> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  // file-type names HEIF by its brand: heic/heix say image/heic, the generic mif1 says image/heif.
  "image/heic": "heic",
  "image/heif": "heic",
};

/** The type by magic bytes, or null when it is not one of the photo types we take. */
export async function detectPhotoType(file: string): Promise<DetectedPhotoType | null> {
  const detected = await fileTypeFromFile(file);
  const extension = detected ? ACCEPTED[detected.mime] : undefined;
  return detected && extension ? { mime: detected.mime, extension } : null;
}

/** Corrupt, truncated, absurdly large, or not decodable: the guest should try another photo. */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
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
// never processed twice, so it would only hold memory.
sharp.cache(false);

/**
 * Decoding a 12 MP photo takes ~40 MB with libvips (more with its threads'
 * malloc arenas) and ~230 MB with libheif in WebAssembly, so uploads queue for
 * these gates instead of decoding all at once; libvips still uses every core
 * for the one image (npm run bench:upload measures the peak).
 */
const sharpGate = createGate(1);
const heicGate = createGate(1);

export async function makePhotoCopies(file: string, type: DetectedPhotoType): Promise<PhotoCopies> {
  if (type.extension === "heic") {
    const { data, width, height } = await heicGate.run(() => decodeHeic(file));
    return sharpGate.run(() =>
      encodeCopies(sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS })),
    );
  }
  return sharpGate.run(async () => {
    await requireSensibleSize(file);
    return encodeCopies(sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }));
  });
}

/** The header alone says how big the decoded image would be; refuse before decoding anything. */
async function requireSensibleSize(file: string): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw new UnreadableImageError("The image header could not be read", { cause: error });
  }
  if (!width || !height || width * height > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError("The image is missing a size or is too large to decode");
  }
}

async function encodeCopies(image: Sharp): Promise<PhotoCopies> {
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
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

/** RGBA pixels of the primary image; the size is read from the container before any pixel is decoded. */
async function decodeHeic(file: string): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const buffer = await readFile(file);
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer });
  } catch (error) {
    throw new UnreadableImageError("The HEIC container could not be read", { cause: error });
  }
  try {
    const primary = images[0];
    if (!primary || primary.width * primary.height > MAX_INPUT_PIXELS || primary.width < 1 || primary.height < 1) {
      throw new UnreadableImageError("The HEIC image is missing or too large to decode");
    }
    try {
      return await primary.decode();
    } catch (error) {
      throw new UnreadableImageError("The HEIC image could not be decoded", { cause: error });
    }
  } finally {
    images.dispose();
  }
}

/** At most `size` tasks at once; the rest wait in order. */
export function createGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
