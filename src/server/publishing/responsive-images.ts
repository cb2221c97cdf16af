import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { ImageManifest, ImageManifestEntry, VariantFormat } from "../../shared/image-manifest.ts";

/** Widths a picture is offered in (never wider than its source): phone grid tiles up to a full-screen lightbox. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp"];
/** The <img src> for browsers without AVIF/WebP, and what `imageUrl` returns: sharp enough for a lightbox on a phone. */
export const FALLBACK_WIDTH = 960;
/** Bump when resizing changes, so cached variants are made again (encoder settings are in the key already). */
const PIPELINE_VERSION = 2;

const RASTER = /\.(jpe?g|png|webp|avif|heic|heif)$/i;
const PICTURE = /\.(svg|jpe?g|png|webp|avif|heic|heif)$/i;
/** A phone's own format: sharp's prebuilt libvips reads HEIF's AVIF flavour only, so HEIC is decoded by libheif. */
const HEIC = /\.(heic|heif)$/i;

type FileFormat = VariantFormat | "jpeg" | "png" | "svg";

export interface PlannedFile {
  /** Where the file goes in the build, e.g. assets/2-walk-480w-1a2b3c4d.avif. */
  fileName: string;
  format: FileFormat;
  width: number;
  /** Names the encoded bytes: the source's hash, the pipeline version, format, width and encoder settings. */
  key: string;
}

/** The couple's pictures, by the names the content writes (e.g. "gallery/IMG_2041.JPG"). */
export interface PictureSource {
  list(): string[];
  read(name: string): Promise<Buffer>;
}

/**
 * Encoded variants kept between publishes, under a key made of the picture's
 * content hash, the pipeline version, the format, the width and the encoder
 * settings: a text-only change never encodes a picture again.
 */
export interface VariantCache {
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer): Promise<void>;
}

export interface ImagePlan {
  contentPath: string;
  /** The source's bytes, read again when a file must be encoded (plans are kept, the bytes need not be). */
  read: () => Promise<Buffer>;
  width: number;
  height: number;
  fallback: PlannedFile;
  variants: PlannedFile[];
}

/** The variant widths for a source `sourceWidth` pixels wide; a source between two steps is also offered at full size. */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  const largest = widths.at(-1);
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (largest === undefined || (sourceWidth < widest && sourceWidth > largest * 1.2)) widths.push(sourceWidth);
  return widths;
}

/** Every picture under `imagesDir`, as content paths with forward slashes, sorted. */
export async function findPictures(imagesDir: string): Promise<string[]> {
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && PICTURE.test(entry.name))
    .map((entry) => path.relative(imagesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The pictures of a folder (content/images for the build and `npm run dev`), listed once. */
export async function directoryPictures(imagesDir: string): Promise<PictureSource> {
  const names = await findPictures(imagesDir);
  return { list: () => names, read: (name) => readFile(path.join(imagesDir, name)) };
}

/** Variants kept as files in `cacheDir` (the build's and the dev server's cache, node_modules/.cache). */
export function directoryVariantCache(cacheDir: string): VariantCache {
  return {
    async get(key) {
      try {
        return await readFile(path.join(cacheDir, key));
      } catch {
        return null;
      }
    },
    async put(key, body) {
      await mkdir(cacheDir, { recursive: true });
      // Write then rename, so a build killed midway never leaves a truncated file that later builds would trust.
      const partial = path.join(cacheDir, `${key}.${process.pid}.tmp`);
      await writeFile(partial, body);
      await rename(partial, path.join(cacheDir, key));
    },
  };
}

/** Decides every file a picture becomes, reading only its bytes and header (no encoding). */
export async function planImage(pictures: PictureSource, contentPath: string): Promise<ImagePlan> {
  const read = () => pictures.read(contentPath);
  const source = await read();
  const sourceHash = sha256(source);
  const stem = fileNameStem(contentPath);
  const metadata = HEIC.test(contentPath) ? await heicMetadata(source) : await sharp(source).metadata();
  // Phone photos are often stored sideways with an EXIF orientation; variants are rotated upright.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new Error(`${contentPath}: cannot read its size`);

  if (!RASTER.test(contentPath)) {
    const key = sha256(`${sourceHash}:${PIPELINE_VERSION}:svg`);
    const fallback = { fileName: `assets/${stem}-${key.slice(0, 8)}.svg`, format: "svg", width, key } as const;
    return { contentPath, read, width, height, fallback, variants: [] };
  }

  const planned = (format: RasterFormat, fileWidth: number): PlannedFile => {
    const settings = JSON.stringify(encoderOptions(format, fileWidth));
    const key = sha256(`${sourceHash}:${PIPELINE_VERSION}:${format}:${fileWidth}:${settings}`);
    const extension = format === "jpeg" ? "jpg" : format;
    return { fileName: `assets/${stem}-${fileWidth}w-${key.slice(0, 8)}.${extension}`, format, width: fileWidth, key };
  };
  const widths = variantWidths(width);
  return {
    contentPath,
    read,
    width,
    height,
    // PNG keeps transparency; everything else falls back to JPEG.
    fallback: planned(metadata.hasAlpha ? "png" : "jpeg", Math.min(width, FALLBACK_WIDTH)),
    variants: VARIANT_FORMATS.flatMap((format) => widths.map((variantWidth) => planned(format, variantWidth))),
  };
}

/** The manifest the page imports; `urlPrefix` is Vite's base in a build and the dev route when serving. */
export function manifestFor(plans: readonly ImagePlan[], urlPrefix: string): ImageManifest {
  const manifest: ImageManifest = {};
  for (const plan of plans) {
    const entry: ImageManifestEntry = {
      src: urlPrefix + plan.fallback.fileName,
      width: plan.width,
      height: plan.height,
      variants: plan.variants.map((file) => ({
        format: file.format as VariantFormat,
        width: file.width,
        url: urlPrefix + file.fileName,
      })),
    };
    manifest[plan.contentPath] = entry;
  }
  return manifest;
}

/**
 * The bytes of one planned file. Encoding AVIF is slow (about a second for a
 * large photo), so results are kept in `cache` under their key: publishing
 * again with unchanged pictures only copies bytes.
 */
export async function renderFile(plan: ImagePlan, file: PlannedFile, cache: VariantCache): Promise<Buffer> {
  if (file.format === "svg") return plan.read();
  const key = `${file.key}.${file.format}`;
  const cached = await cache.get(key);
  if (cached) return cached;
  const image = (await readPicture(plan.contentPath, await plan.read()))
    .autoOrient()
    .resize({ width: file.width, withoutEnlargement: true });
  const encoded = await image.toFormat(file.format, encoderOptions(file.format, file.width)).toBuffer();
  await cache.put(key, encoded);
  return encoded;
}

/**
 * A picture's name as the build writes it: a phone's "Photo 12.JPG" becomes
 * "photo-12" (a space would split a srcset entry, and names stay one case).
 */
export function fileNameStem(contentPath: string): string {
  const stem = path.basename(contentPath).replace(/\.[^.]+$/, "");
  return (
    stem
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "picture"
  );
}

/** A picture ready for sharp, HEIC included (decoded to pixels, already upright); `name` says its format. */
export async function readPicture(name: string, bytes: Buffer): Promise<Sharp> {
  if (!HEIC.test(name)) return sharp(bytes);
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data), { raw: { width, height, channels: 4 } }).removeAlpha();
}

async function heicMetadata(source: Buffer): Promise<Pick<Metadata, "width" | "height" | "hasAlpha" | "autoOrient">> {
  const { width, height } = await decodeHeic({ buffer: source });
  return { width, height, hasAlpha: false, autoOrient: { width, height } };
}

/** heic-decode (CommonJS, untyped): the primary image as RGBA. */
const decodeHeic = createRequire(import.meta.url)("heic-decode") as (input: {
  buffer: Buffer;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

type RasterFormat = Exclude<FileFormat, "svg">;

/** Encoder settings per file; they are part of each file's cache key. */
function encoderOptions(format: RasterFormat, width: number): Record<string, number | boolean> {
  switch (format) {
    case "avif":
      // AVIF's default effort (4) takes over a minute for a grainy 1600 px picture on a busy CI machine.
      // Effort 2 keeps phone-sized files small; above 960 px effort 1 at a lower quality (high-DPR
      // screens hide it) is about a second per file and still smaller than the WebP.
      return width <= 960 ? { quality: 52, effort: 2 } : { quality: 48, effort: 1 };
    case "webp":
      return { quality: 76, effort: 4 };
    case "jpeg":
      return { quality: 78, mozjpeg: true };
    case "png":
      return { compressionLevel: 9, palette: true };
  }
}

/** Runs `task` over `items` with at most `limit` at once (sharp already uses every core per image). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}
