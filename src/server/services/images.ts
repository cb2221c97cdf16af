import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import { boxHeader } from "../../shared/iso-bmff.ts";
import { PHOTO_FORMATS, type PhotoFormat } from "../../shared/photo.ts";
import type { HeicWorkerData, HeicWorkerResult } from "./heic-worker.ts";
import { createImageQueue, type ImageQueue } from "./image-queue.ts";
import {
  encodeCopies,
  MAX_INPUT_PIXELS,
  type PhotoCopies,
  PUBLISHED_LONG_EDGE,
  UnreadableImageError,
} from "./photo-copies.ts";

/**
 * What a guest's upload really is (by its bytes), and its copies for display
 * (photo-copies.ts) made within a memory budget: decoding is the one step
 * whose memory grows with the image, so each decode's cost is estimated from
 * the header first and decodes share one budget
 * (docs/decisions/018-images-bounded-memory.md).
 */

/**
 * Memory all decodes in flight may hold together. The server idles at about
 * 105-125 MB and must stay under 300 MB with 30 uploads in flight, so decodes
 * get 160 MB; an image whose decode alone would need more is refused (422)
 * even under MAX_INPUT_PIXELS: a progressive JPEG over about 40 MP, an
 * interlaced PNG over 15-35 MP (by bit depth), a HEIC over about 15 MP.
 */
export const DECODE_MEMORY_BUDGET = 160 * 1024 * 1024;

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

const MB = 1024 * 1024;

/** One per process: the budget is the process's memory. */
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
    return heicCopies({ file, maxPixels: header.width * header.height });
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

/**
 * libheif's WebAssembly heap, measured on a 12 MP HEIC (84 MB): its decoder
 * still holds the decoded picture, the YCbCr planes (1.5 bytes a pixel) and
 * their bookkeeping when the RGB image (3) is made beside them. sharp reads
 * the RGB image where it lies (heic-worker.ts).
 */
const HEIC_BYTES_PER_PIXEL = 7.2;
/** The worker's own isolate (8 MB), libheif's code (11 MB) and sharp's JavaScript (4 MB). */
const HEIC_WORKER_OVERHEAD = 24 * MB;

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

/** The payloads of the boxes at `path` (iso-bmff.ts). */
function* findBoxes(
  buffer: Buffer,
  start: number,
  end: number,
  path: string[],
): Generator<{ start: number; end: number }> {
  const [type, ...rest] = path;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let offset = start;
  while (offset + 8 <= end) {
    const { size, header } = boxHeader(view, offset, end);
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
 * The copies of a HEIC, made in a worker thread that ends afterwards
 * (heic-worker.ts): a WebAssembly heap never shrinks, so decoding in the
 * server's own thread would keep the largest HEIC's memory for good. The
 * copies are made in the worker too, from the pixels in its heap: handing
 * the pixels over copied them (36 MB for 12 MP), and each copy stayed in the
 * server's thread until a full garbage collection: 30 iPhone HEICs at once
 * peaked 25-30 MB higher that way.
 */
async function heicCopies(data: HeicWorkerData): Promise<PhotoCopies> {
  const worker = startHeicWorker({
    workerData: data,
    // The pixels live in WebAssembly memory and libvips' buffers, outside the JavaScript heap: a small
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
    return { ...result, published: asBuffer(result.published), thumbnail: asBuffer(result.thumbnail) };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError("The HEIC image could not be decoded", { cause: error });
  } finally {
    await worker.terminate();
  }
}

/**
 * Built, the worker is dist/server/heic-worker.js, an entry of its own beside
 * the server's (scripts/build.ts). From source (tsx, vitest) it is
 * heic-worker.ts, which Node 20 loads in a worker only once tsx registers
 * there: the parent's loader hooks do not reach workers.
 */
function startHeicWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./heic-worker.js", import.meta.url), options);
  const tsx = import.meta.resolve("tsx/esm/api");
  const worker = new URL("./heic-worker.ts", import.meta.url).href;
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(source, { ...options, eval: true });
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
