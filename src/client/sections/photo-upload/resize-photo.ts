import { fileExtension } from "../../../shared/photo.ts";
import { stripJpegMetadata } from "./strip-jpeg-metadata.ts";

/** Photos above this size are worth shrinking before they cross a phone connection. */
export const RESIZE_ABOVE_BYTES = 2.5 * 1024 * 1024;
/** Long edge of a resized photo: plenty for a screen, a fraction of a phone camera's bytes. */
export const RESIZED_LONG_EDGE = 3000;
const JPEG_QUALITY = 0.9;
/** The browser can decode these; HEIC goes as is and the server converts it. */
const RESIZABLE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp"]);

/** The size to draw at, or null when the photo is already within the long edge. */
export function resizedDimensions(width: number, height: number): { width: number; height: number } | null {
  const longEdge = Math.max(width, height);
  if (longEdge <= RESIZED_LONG_EDGE) return null;
  const scale = RESIZED_LONG_EDGE / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A large JPEG, PNG or WebP re-encoded as a JPEG with a 3000 px long edge; the
 * original when it is small, HEIC, already within 3000 px, cannot be decoded,
 * or would not get smaller. With `stripMetadata` (the guest's choice, on by
 * default) a photo that is not resized loses its location and camera details
 * too: a JPEG losslessly, anything else re-encoded when the browser can
 * decode it. Never throws: the original is always a fine answer.
 */
export async function preparePhoto(file: File, options: { stripMetadata?: boolean } = {}): Promise<File> {
  const resized = await resizePhoto(file);
  if (resized !== file || !options.stripMetadata) return resized;
  return withoutMetadata(file);
}

async function resizePhoto(file: File): Promise<File> {
  if (file.size <= RESIZE_ABOVE_BYTES || !RESIZABLE_EXTENSIONS.has(fileExtension(file.name))) return file;
  try {
    // "from-image" applies the EXIF rotation, so the JPEG (which keeps no EXIF) stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = resizedDimensions(bitmap.width, bitmap.height);
    if (!size) {
      bitmap.close();
      return file;
    }
    const blob = await drawAs(bitmap, size.width, size.height, "image/jpeg");
    bitmap.close();
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${baseName(file.name)}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Canvas output keeps no metadata; PNG stays lossless, the rest becomes JPEG (HEIC only where the browser decodes it). */
async function withoutMetadata(file: File): Promise<File> {
  try {
    const extension = fileExtension(file.name);
    if (extension === "jpg" || extension === "jpeg") {
      const stripped = stripJpegMetadata(new Uint8Array(await file.arrayBuffer()));
      return stripped ? new File([stripped], file.name, { type: "image/jpeg", lastModified: file.lastModified }) : file;
    }
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const type = extension === "png" ? "image/png" : "image/jpeg";
    const blob = await drawAs(bitmap, bitmap.width, bitmap.height, type);
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

async function drawAs(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, width, height, type);
    return canvas.convertToBlob({ type, quality: JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, width, height, type);
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
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
