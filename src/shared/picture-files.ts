/**
 * Reads the names the build gives picture variants
 * (src/server/publishing/responsive-images.ts: `assets/<stem>-<width>w-<hash>.<ext>`),
 * so the service worker can answer a picture it never cached with another
 * size of the same picture that it did.
 */

const VARIANT_FILE = /(?:^|\/)([^/]+)-(\d+)w-[0-9a-f]{8}\.(avif|webp|jpg|png)$/;

export interface PictureVariantFile {
  /** The picture's name, the same for every size and format of it. */
  picture: string;
  width: number;
  format: "avif" | "webp" | "jpg" | "png";
}

/** What a variant's path or URL says about it; null for anything else (scripts, SVGs, other files). */
export function parsePictureVariant(pathOrUrl: string): PictureVariantFile | null {
  const match = VARIANT_FILE.exec(pathOrUrl.split(/[?#]/)[0] ?? "");
  if (!match) return null;
  const [, picture = "", width = "0", format] = match;
  return { picture, width: Number(width), format: format as PictureVariantFile["format"] };
}

/**
 * The width of the one copy of each picture kept for offline use: sharp on a
 * phone, small enough that all of them cost about as much as one photo.
 */
export const OFFLINE_PICTURE_WIDTH = 640;

/**
 * Of the variant files given, one per picture: the WebP (every browser with a
 * service worker decodes it) of the smallest width at least
 * OFFLINE_PICTURE_WIDTH, or the widest when the picture is smaller.
 */
export function offlinePictureFiles(files: readonly string[]): string[] {
  const chosen = new Map<string, { file: string; width: number }>();
  for (const file of files) {
    const variant = parsePictureVariant(file);
    if (variant?.format !== "webp") continue;
    const current = chosen.get(variant.picture);
    if (!current || betterOfflineWidth(variant.width, current.width)) {
      chosen.set(variant.picture, { file, width: variant.width });
    }
  }
  return [...chosen.values()].map(({ file }) => file).sort();
}

function betterOfflineWidth(candidate: number, current: number): boolean {
  const big = (width: number) => width >= OFFLINE_PICTURE_WIDTH;
  if (big(candidate) !== big(current)) return big(candidate);
  return big(candidate) ? candidate < current : candidate > current;
}
