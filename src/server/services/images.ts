import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { PHOTO_FORMATS, type PhotoFormat } from "../../shared/photo.ts";
import { createImageQueue, type ImageQueue } from "./image-queue.ts";

/**
 * What a guest's upload really is (by its bytes) and the copies made of it
 * for display: re-encoded, EXIF orientation applied, every bit of metadata
 * (GPS included) left behind (docs/product.md, decision 8). Decoding is the one
 * step whose memory grows with the image, so each decode's cost is estimated
 * from the header first and decodes share one memory budget
 * (docs/decisions/018-images-bounded-memory.md).
 */

/** Larger than any phone camera (a 48 MP sensor is 8064 × 6048 ≈ 49 MP); a decompression bomb stops here. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Memory all decodes in flight may hold together. The server idles at about
 * 100 MB and must stay under 300 MB with 30 uploads in flight, so decodes
 * get 160 MB; an image whose decode alone would need more is refused (422)
 * even under MAX_INPUT_PIXELS: a progressive JPEG over about 40 MP, an
 * interlaced PNG over 15-35 MP (by bit depth), a HEIC over about 13 MP.
 */
export const DECODE_MEMORY_BUDGET = 160 * 1024 * 1024;
export const PUBLISHED_LONG_EDGE = 2400;
export const THUMBNAIL_LONG_EDGE = 480;

export interface DetectedPhotoType {
  /** As detected, e.g. image/jpeg, image/heic or image/heif. */
  mime: string;
  /** For the original's blob key: the format's first extension. */
  extension: PhotoFormat["extensions"][0];
}

const EXTENSION_BY_TYPE = new Map<string, DetectedPhotoType["extension"]>([
  ...PHOTO_FORMATS.map((format) => [format.mimeType, format.extensions[0]] as const),
  // file-type names HEIF by its brand: heic/heix say image/heic, the generic mif1 says image/heif.
  ["image/heif", "heic"],
]);

/** The type by magic bytes, or null when it is not one of the photo types we take. */
export async function detectPhotoType(file: string): Promise<DetectedPhotoType | null> {
  const detected = await fileTypeFromFile(file);
  const extension = detected ? EXTENSION_BY_TYPE.get(detected.mime) : undefined;
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
// never processed twice, so it would only hold memory. One libvips thread per
// image: the queue below runs one image per core instead, so a small photo can
// go while a big one decodes (sharp's own default on glibc, set here to hold
// wherever the server runs).
sharp.cache(false);
sharp.concurrency(1);

/** One per process: the budget is the process's memory. */
const MB = 1024 * 1024;

export const sharedImageQueue: ImageQueue = createImageQueue({
  budgetBytes: DECODE_MEMORY_BUDGET,
  // One core stays with the event loop (uploads arriving, guests' pages). On two cores, two decodes at
  // once finished 30 camera photos in 8 s instead of 13 s but peaked at 273-302 MB against 255-276 MB.
  maxRunning: Math.max(1, availableParallelism() - 1),
  // About a megapixel or less: done in milliseconds, so it never waits for a core.
  expressBytes: 8 * MB,
});

/** The published JPEG and thumbnail being encoded (at most 2400 × 2400), libvips' buffers, the encoder's state. */
function encodeOverhead(pixels: number): number {
  return 4 * MB + 3.5 * Math.min(pixels, PUBLISHED_LONG_EDGE * PUBLISHED_LONG_EDGE);
}

interface Header {
  width: number;
  height: number;
  /** Estimated peak bytes of decoding and encoding this image. */
  costBytes: number;
}

/**
 * Reads the header, refuses what is too large to decode (422), then waits for
 * its share of the memory budget and makes the copies.
 */
export async function makePhotoCopies(
  file: string,
  type: DetectedPhotoType,
  queue: ImageQueue = sharedImageQueue,
): Promise<PhotoCopies> {
  const header = type.extension === "heic" ? await readHeicHeader(file) : await readHeader(file);
  if (header.width < 1 || header.height < 1 || header.width * header.height > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError("The image is missing a size or is too large to decode");
  }
  if (header.costBytes > DECODE_MEMORY_BUDGET) {
    throw new UnreadableImageError("The image would need more memory to decode than the server allows");
  }
  return queue.run(header.costBytes, async () => {
    if (type.extension !== "heic") {
      // Sequential read decodes in strips as the resize consumes them; with fit inside and nothing
      // before the resize, JPEG and WebP decode already shrunk (shrink-on-load).
      return encodeCopies(sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }));
    }
    const { data, width, height } = await decodeHeic(file, header.width * header.height);
    return encodeCopies(sharp(data, { raw: { width, height, channels: 3 }, limitInputPixels: MAX_INPUT_PIXELS }));
  });
}

/** sharp reads the header alone (no pixels); the cost follows from how the format decodes. */
async function readHeader(file: string): Promise<Header> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnreadableImageError("The image header could not be read", { cause: error });
  }
  const { width = 0, height = 0 } = metadata;
  return { width, height, costBytes: encodeOverhead(width * height) + width * height * decodeBytesPerPixel(metadata) };
}

/**
 * Bytes per pixel a decode holds, measured with MALLOC_ARENA_MAX=2 on 7000 × 7000 images
 * (a line-by-line decode still holds the shrunk image and the resize's buffers).
 */
export function decodeBytesPerPixel(metadata: Metadata): number {
  const channels = metadata.channels ?? 4;
  const sampleBytes = metadata.depth === "ushort" ? 2 : 1;
  switch (metadata.format) {
    case "jpeg":
      // libjpeg keeps every DCT coefficient of a progressive JPEG (2 bytes per sample) until the last scan.
      return metadata.isProgressive ? 0.8 + 2 * jpegSamplesPerPixel(metadata) : 0.8;
    case "webp":
      return 1.2;
    case "png":
      // An interlaced (Adam7) PNG is decoded whole before the first line comes out.
      return metadata.isProgressive ? 1.5 + channels * sampleBytes : 0.5 + 0.25 * channels * sampleBytes;
    default:
      return 2 + channels * sampleBytes;
  }
}

/** Samples per pixel over all components: 1.5 for 4:2:0 colour, 3 for 4:4:4, 4 for CMYK. */
function jpegSamplesPerPixel({ chromaSubsampling, channels = 3 }: Metadata): number {
  const match = /^4:(\d):(\d)(:4)?$/.exec(chromaSubsampling ?? "");
  if (!match) return channels;
  const [, a = "4", b = "4", fourth] = match;
  return 1 + (2 * (Number(a) + Number(b))) / 8 + (fourth ? 1 : 0);
}

async function encodeCopies(image: Sharp): Promise<PhotoCopies> {
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

/**
 * libheif in WebAssembly holds the file, the YCbCr planes (1.5 bytes a pixel)
 * and the RGB image (3) in its heap, then the RGB image is copied out (3).
 */
const HEIC_BYTES_PER_PIXEL = 7.5;
const HEIC_WORKER_OVERHEAD = 2 * 10 * MB;

/**
 * The largest size any image in the file declares (its `ispe` properties:
 * the primary image, its grid tiles, thumbnails), read from the container's
 * boxes without decoding; an upper bound of the primary image's size.
 */
async function readHeicHeader(file: string): Promise<Header> {
  const buffer = await readFile(file);
  let width = 0;
  let height = 0;
  for (const ispe of findBoxes(buffer, 0, buffer.length, ["meta", "iprp", "ipco", "ispe"])) {
    // ispe: version and flags (4 bytes), then width and height (4 bytes each).
    if (ispe.end - ispe.start < 12) continue;
    const w = buffer.readUInt32BE(ispe.start + 4);
    const h = buffer.readUInt32BE(ispe.start + 8);
    if (w * h > width * height) ({ width, height } = { width: w, height: h });
  }
  if (width === 0) throw new UnreadableImageError("The HEIC container declares no image size");
  return {
    width,
    height,
    costBytes:
      encodeOverhead(width * height) + HEIC_WORKER_OVERHEAD + buffer.length * 2 + width * height * HEIC_BYTES_PER_PIXEL,
  };
}

/** The payloads of the boxes at `path` (ISO BMFF: 32-bit size, type, optional 64-bit size). */
function* findBoxes(
  buffer: Buffer,
  start: number,
  end: number,
  path: string[],
): Generator<{ start: number; end: number }> {
  const [type, ...rest] = path;
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    if (buffer.toString("latin1", offset + 4, offset + 8) === type) {
      // meta is a full box: 4 bytes of version and flags before its children.
      const payload = offset + header + (type === "meta" ? 4 : 0);
      if (rest.length === 0) yield { start: payload, end: offset + size };
      else yield* findBoxes(buffer, payload, offset + size, rest);
    }
    offset += size;
  }
}

/**
 * RGB pixels of the primary image, decoded in a worker thread that ends
 * afterwards: a WebAssembly heap never shrinks, so decoding in the server's
 * own thread would keep the largest HEIC's memory for good.
 */
async function decodeHeic(
  file: string,
  maxPixels: number,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const worker = new Worker(HEIC_WORKER_SOURCE, {
    eval: true,
    workerData: { file, maxPixels, libheif: LIBHEIF_PATH },
    // The pixels live in WebAssembly memory and array buffers, outside the JavaScript heap: a small
    // heap for the worker's own objects keeps its isolate from reserving memory it never needs.
    resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 },
    // libheif prints parse errors with console.log; they are not the server's log lines.
    stdout: true,
  });
  worker.stdout.resume();
  try {
    const [result] = (await Promise.race([
      new Promise((resolve) => worker.once("message", (message) => resolve([message]))),
      new Promise((_, reject) => {
        worker.once("error", reject);
        worker.once("exit", (code) => reject(new Error(`The HEIC decoder exited with ${code}`)));
      }),
    ])) as [HeicWorkerResult];
    if ("error" in result) throw new UnreadableImageError(result.error);
    return { data: new Uint8Array(result.data), width: result.width, height: result.height };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError("The HEIC image could not be decoded", { cause: error });
  } finally {
    await worker.terminate();
  }
}

// heic-decode's own libheif (its WebAssembly build), called directly for RGB output.
const LIBHEIF_PATH = createRequire(createRequire(import.meta.url).resolve("heic-decode")).resolve(
  "libheif-js/wasm-bundle",
);

type HeicWorkerResult = { data: ArrayBuffer; width: number; height: number } | { error: string };

// Plain CommonJS evaluated by the worker, so it runs the same under tsx and from the built bundle.
// It asks libheif for interleaved RGB (heic-decode's RGBA costs a third more) and copies it out of
// the WebAssembly heap row by row. The size check repeats with the primary image's real size, in
// case the container lied.
const HEIC_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const libheif = require(workerData.libheif);
(async () => {
  await libheif.ready;
  const context = new libheif.HeifDecoder();
  const images = context.decode(readFileSync(workerData.file));
  try {
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ error: "The HEIC container could not be read" });
    const width = primary.get_width();
    const height = primary.get_height();
    if (width < 1 || height < 1 || width * height > workerData.maxPixels) {
      return parentPort.postMessage({ error: "The HEIC image is missing or larger than its container said" });
    }
    const decoded = await libheif.heif_js_decode_image2(
      primary.handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      libheif.heif_chroma.heif_chroma_interleaved_RGB,
    );
    if (!decoded || decoded.code) return parentPort.postMessage({ error: "The HEIC image could not be decoded" });
    try {
      const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
      if (!plane || plane.width !== width || plane.height !== height) {
        return parentPort.postMessage({ error: "The HEIC image could not be decoded" });
      }
      const rgb = new Uint8Array(width * height * 3);
      for (let y = 0; y < height; y++) {
        rgb.set(plane.data.subarray(y * plane.stride, y * plane.stride + width * 3), y * width * 3);
      }
      parentPort.postMessage({ data: rgb.buffer, width, height }, [rgb.buffer]);
    } finally {
      libheif.heif_image_release(decoded.image);
    }
  } finally {
    for (const image of images) image.free();
    if (context.decoder) libheif.heif_context_free(context.decoder);
  }
})();
`;
