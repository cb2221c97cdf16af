import type { ImageManifest, ImageManifestEntry, VariantFormat } from "../../shared/image-manifest.ts";

/**
 * The pictures in content/images as the build made them. Content names a
 * picture by its path inside that folder ("gallery/1-first-light.jpg").
 */

export interface ResponsiveImage {
  /** JPEG or PNG for browsers without AVIF/WebP; the file itself for SVG. */
  src: string;
  width: number;
  height: number;
  /** AVIF first, then WebP: the browser takes the first type it supports. Empty for SVG. */
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
}

const SOURCE_TYPES: { format: VariantFormat; type: ResponsiveImage["sources"][number]["type"] }[] = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
];

let manifest: ImageManifest = {};

/**
 * The pictures the page may show, given before it renders: from the page's
 * own HTML in the browser (main.tsx, src/shared/site-data.ts), from the
 * build's manifest when the page is prerendered or tested.
 */
export function provideImages(images: ImageManifest): void {
  manifest = images;
}

function requireEntry(contentPath: string): ImageManifestEntry {
  const entry = manifest[contentPath];
  if (entry === undefined) throw new Error(`No picture content/images/${contentPath}`);
  return entry;
}

/** Everything a <picture> needs; throws for a path that is not in content/images. */
export function responsiveImage(contentPath: string): ResponsiveImage {
  const entry = requireEntry(contentPath);
  const sources = SOURCE_TYPES.map(({ format, type }) => ({
    type,
    srcSet: entry.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(", "),
  })).filter((source) => source.srcSet !== "");
  return { src: entry.src, width: entry.width, height: entry.height, sources };
}

/** The fallback URL (JPEG, PNG or SVG) of a picture. */
export function imageUrl(contentPath: string): string {
  return requireEntry(contentPath).src;
}

/**
 * For WebGL textures: the smallest variant URL at least `minWidth` wide (the
 * largest if none is), WebP because every WebGL browser decodes it quickly;
 * the fallback for SVG.
 */
export function imageUrlForWidth(contentPath: string, minWidth: number): string {
  const webp = requireEntry(contentPath)
    .variants.filter((variant) => variant.format === "webp")
    .sort((a, b) => a.width - b.width);
  const chosen = webp.find((variant) => variant.width >= minWidth) ?? webp.at(-1);
  return chosen?.url ?? imageUrl(contentPath);
}
