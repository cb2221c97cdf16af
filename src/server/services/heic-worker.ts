import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";
import { encodeCopies, MAX_INPUT_PIXELS, UnreadableImageError } from "./photo-copies.ts";

/**
 * A worker thread's whole life (started by images.ts for one HEIC, ended
 * after it): libheif decodes the primary image into its WebAssembly heap,
 * sharp makes the copies from the pixels where they lie, and only the copies
 * go back. A WebAssembly heap never shrinks; the worker's end gives it back.
 */

export interface HeicWorkerData {
  file: string;
  /** The container's size check, repeated with the primary image's real size in case the container lied. */
  maxPixels: number;
}

/** The copies as they cross to the server's thread: Buffers arrive as plain Uint8Arrays. */
export type HeicWorkerResult =
  | { published: Uint8Array; thumbnail: Uint8Array; width: number; height: number }
  | { error: string };

/** The little of libheif-js (heic-decode's WebAssembly build of libheif) used here. */
interface Libheif {
  ready: Promise<void>;
  HeifDecoder: new () => { decoder: number | null; decode(file: Uint8Array): HeifImage[] };
  heif_js_decode_image2(handle: number, colorspace: number, chroma: number): Promise<DecodedImage | null>;
  heif_image_release(image: number): void;
  heif_context_free(context: number): void;
  heif_colorspace: { heif_colorspace_RGB: number };
  heif_chroma: { heif_chroma_interleaved_RGB: number };
  heif_channel: { heif_channel_interleaved: number };
}

interface HeifImage {
  handle: number;
  get_width(): number;
  get_height(): number;
  free(): void;
}

interface DecodedImage {
  code?: number;
  image: number;
  channels: { id: number; width: number; height: number; stride: number; data: Uint8Array }[];
}

const libheif: Libheif = createRequire(createRequire(import.meta.url).resolve("heic-decode"))("libheif-js/wasm-bundle");

async function makeCopies({ file, maxPixels }: HeicWorkerData): Promise<HeicWorkerResult> {
  await libheif.ready;
  const context = new libheif.HeifDecoder();
  const images = context.decode(readFileSync(file));
  try {
    const primary = images[0];
    if (!primary) return { error: "The HEIC container could not be read" };
    const width = primary.get_width();
    const height = primary.get_height();
    if (width < 1 || height < 1 || width * height > maxPixels) {
      return { error: "The HEIC image is missing or larger than its container said" };
    }
    // Interleaved RGB, not heic-decode's RGBA, which costs a third more.
    const decoded = await libheif.heif_js_decode_image2(
      primary.handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      libheif.heif_chroma.heif_chroma_interleaved_RGB,
    );
    if (!decoded || decoded.code) return { error: "The HEIC image could not be decoded" };
    try {
      const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
      if (!plane || plane.width !== width || plane.height !== height) {
        return { error: "The HEIC image could not be decoded" };
      }
      // plane.data is a view of the WebAssembly heap, read by sharp before the image is released below.
      const pixels = packRows(plane.data, width * 3, height, plane.stride);
      return await encodeCopies(
        sharp(pixels, { raw: { width, height, channels: 3 }, limitInputPixels: MAX_INPUT_PIXELS }),
      );
    } catch (error) {
      if (error instanceof UnreadableImageError) return { error: error.detail };
      throw error;
    } finally {
      libheif.heif_image_release(decoded.image);
    }
  } finally {
    for (const image of images) image.free();
    if (context.decoder) libheif.heif_context_free(context.decoder);
  }
}

/**
 * The rows packed tight, in place: libheif may pad each row to an alignment,
 * sharp's raw input has none. Row y moves back by y paddings, onto rows
 * already moved, so no second copy of the image is ever made.
 */
function packRows(plane: Uint8Array, rowBytes: number, height: number, stride: number): Uint8Array {
  if (stride !== rowBytes) {
    for (let y = 1; y < height; y++) plane.copyWithin(y * rowBytes, y * stride, y * stride + rowBytes);
  }
  return plane.subarray(0, rowBytes * height);
}

parentPort?.postMessage(await makeCopies(workerData as HeicWorkerData));
