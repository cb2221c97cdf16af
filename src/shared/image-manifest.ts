/**
 * What publishing knows about each of the couple's pictures, keyed by the
 * name the content gives it ("gallery/1-first-light.jpg"). Made by
 * src/server/publishing/responsive-images.ts (and, for `npm run dev`,
 * scripts/lib/vite-images-plugin.ts) and read by src/client/lib/images.ts.
 */

export type VariantFormat = "avif" | "webp";

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  url: string;
}

export interface ImageManifestEntry {
  /** The fallback every browser can show: a JPEG or PNG for photos, the file itself for SVG. */
  src: string;
  /** The source's size after EXIF rotation; only the ratio matters to the page. */
  width: number;
  height: number;
  /** Smallest first within each format; empty for SVG. */
  variants: ImageVariant[];
}

export type ImageManifest = Record<string, ImageManifestEntry>;
