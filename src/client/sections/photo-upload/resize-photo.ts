import { fileExtension } from "../../../shared/photo.ts";
import { readCaptureTime } from "./capture-time.ts";
import { stripJpegMetadata } from "./strip-jpeg-metadata.ts";

/** Photos above this size are worth shrinking before they cross a phone connection. */
export const RESIZE_ABOVE_BYTES = 2.5 * 1024 * 1024;
/** Long edge of a resized photo: plenty for a screen, a fraction of a phone camera's bytes. */
export const RESIZED_LONG_EDGE = 3000;
/** The first encoding tried; the later ones, for a photo still over the couple's limit, are smaller. */
const JPEG_QUALITY = 0.9;

/** The size to draw at, or null when the photo is already within the long edge. */
export function resizedDimensions(width: number, height: number): { width: number; height: number } | null {
  const longEdge = Math.max(width, height);
  if (longEdge <= RESIZED_LONG_EDGE) return null;
  const scale = RESIZED_LONG_EDGE / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface Encoding {
  width: number;
  height: number;
  quality: number;
}

/**
 * The JPEG encodings to try, in order, until one fits under the couple's
 * limit: the 3000 px copy at quality 0.9, then lower quality, then smaller
 * copies. Noise (a dark room at high ISO) can keep a 3000 px JPEG above
 * 10 MB; a 1500 px one never is.
 */
export function encodingAttempts(width: number, height: number): Encoding[] {
  const first = resizedDimensions(width, height) ?? { width, height };
  const attempts: Encoding[] = [
    { ...first, quality: JPEG_QUALITY },
    { ...first, quality: 0.8 },
  ];
  for (const scale of [0.75, 0.5]) {
    attempts.push({
      width: Math.max(1, Math.round(first.width * scale)),
      height: Math.max(1, Math.round(first.height * scale)),
      quality: 0.8,
    });
  }
  return attempts;
}

const isHeic = (name: string) => ["heic", "heif"].includes(fileExtension(name));
const isJpeg = (name: string) => ["jpg", "jpeg"].includes(fileExtension(name));

/**
 * What happens to a photo on the phone: `keep` sends it as it is (stripped
 * of metadata when the guest chose so); `reencode` draws it again as a JPEG
 * when the browser can decode it: every HEIC (the server need not convert
 * it), anything over RESIZE_ABOVE_BYTES, and anything over the couple's limit.
 */
export function preparationPlan(file: { name: string; size: number }, maxFileBytes: number): "keep" | "reencode" {
  if (isHeic(file.name) || file.size > RESIZE_ABOVE_BYTES || file.size > maxFileBytes) return "reencode";
  return "keep";
}

export type PreparedPhoto =
  | {
      ok: true;
      file: File;
      /** The capture time read from the original's Exif (ISO instant), before re-encoding removed it. */
      capturedAt: string | null;
    }
  /** Over the couple's limit and the browser cannot decode it to make it smaller. */
  | { ok: false; reason: "too-large" };

export interface PrepareOptions {
  /** The guest's choice (on by default): remove location and camera details from a photo that is not re-encoded. */
  stripMetadata?: boolean;
  maxFileBytes: number;
}

/**
 * The photo as it is sent: a JPEG re-encoded within 3000 px (and under the
 * couple's limit) when `preparationPlan` says so and the browser decodes it;
 * else the original, without its metadata when the guest chose so (a JPEG
 * losslessly, another format re-encoded when the browser can). A photo the
 * browser cannot decode goes as it is when it fits (the server converts HEIC).
 */
export async function preparePhoto(file: File, options: PrepareOptions): Promise<PreparedPhoto> {
  const capturedAt = await captureTimeOf(file);
  if (preparationPlan(file, options.maxFileBytes) === "reencode") {
    const reencoded = await reencode(file, options.maxFileBytes);
    if (reencoded) return { ok: true, file: reencoded, capturedAt };
    if (file.size > options.maxFileBytes) return { ok: false, reason: "too-large" };
    if (isHeic(file.name)) return { ok: true, file, capturedAt };
  }
  return { ok: true, file: options.stripMetadata ? await withoutMetadata(file) : file, capturedAt };
}

/** Whether this browser can decode the photo (and so make it smaller). */
export async function canDecode(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

async function captureTimeOf(file: File): Promise<string | null> {
  if (!isJpeg(file.name) && !isHeic(file.name)) return null;
  try {
    return readCaptureTime(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
}

/**
 * The first encoding that fits under the limit and is smaller than the
 * original (HEIC: any that fits, it becomes a JPEG); null when the browser
 * cannot decode the file or no encoding does better.
 */
async function reencode(file: File, maxFileBytes: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    // "from-image" applies the EXIF rotation, so the JPEG (which keeps no EXIF) stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const mustConvert = isHeic(file.name) || file.size > maxFileBytes;
    for (const { width, height, quality } of encodingAttempts(bitmap.width, bitmap.height)) {
      // A photo that is neither HEIC nor over the limit is only worth it when it shrinks.
      if (!mustConvert && width === bitmap.width && height === bitmap.height) return null;
      const blob = await drawAs(bitmap, width, height, "image/jpeg", quality);
      if (blob?.type !== "image/jpeg") return null;
      if (blob.size <= maxFileBytes && (mustConvert || blob.size < file.size)) {
        return new File([blob], `${baseName(file.name)}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
      }
      if (!mustConvert) return null;
    }
    return null;
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

/** Canvas output keeps no metadata; PNG stays lossless, the rest becomes JPEG. */
async function withoutMetadata(file: File): Promise<File> {
  try {
    if (isJpeg(file.name)) {
      const stripped = stripJpegMetadata(new Uint8Array(await file.arrayBuffer()));
      return stripped ? new File([stripped], file.name, { type: "image/jpeg", lastModified: file.lastModified }) : file;
    }
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const type = fileExtension(file.name) === "png" ? "image/png" : "image/jpeg";
    const blob = await drawAs(bitmap, bitmap.width, bitmap.height, type, JPEG_QUALITY);
    bitmap.close();
    if (!blob || blob.type !== type) return file;
    const name = type === "image/png" ? file.name : `${baseName(file.name)}.jpg`;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    // This browser cannot open it (HEIC outside Safari): it goes as it is, as the notice says.
    return file;
  }
}

const baseName = (name: string) => (name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name);

async function drawAs(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, width, height, type);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, width, height, type);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
) {
  if (type === "image/jpeg") {
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
