/**
 * What the build knows about each picture in content/images, keyed by its
 * path inside that folder ("gallery/1-first-light.jpg"). Made by
 * scripts/lib/vite-images-plugin.ts and read by src/client/lib/images.ts.
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
