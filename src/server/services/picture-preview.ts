import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PREVIEW_PICTURE_WIDTH } from "../../shared/content-api.ts";
import type { VariantCache } from "../publishing/site-store.ts";
import { detectPhotoType, makePhotoCopies } from "./images.ts";
import { MAX_INPUT_PIXELS, UnreadableImageError } from "./photo-copies.ts";

export interface PreviewPicture {
  body: Buffer;
  contentType: "image/webp" | "image/svg+xml";
}

/** Bump when the conversion changes, so cached previews are made again. */
const PREVIEW_VERSION = 2;
const WEBP_QUALITY = 72;

/** An SVG is text: its first tag (after an XML declaration or a comment) is read, never decoded. */
const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));

/**
 * A stored picture as the editor shows it, in its thumbnails and its preview of the page (ADR 055): the preview
 * has no published variants for a picture the couple just added, so each is converted once, a WebP at most
 * PREVIEW_PICTURE_WIDTH wide, and kept in the publisher's cache under its hash. A photo (HEIC too, which only
 * Safari shows) is decoded as guests' photos are, in the image queue within the server's memory budget and HEIC
 * off the main thread (images.ts); an SVG is sent as it is.
 */
export async function previewPicture(hash: string, bytes: Buffer, cache: VariantCache): Promise<PreviewPicture> {
  if (looksLikeSvg(bytes)) return { body: bytes, contentType: "image/svg+xml" };
  const key = `preview-${hash}.v${PREVIEW_VERSION}.webp`;
  const cached = await cache.get(key);
  if (cached) return { body: cached, contentType: "image/webp" };
  const body = await webpOf(bytes);
  await cache.put(key, body);
  return { body, contentType: "image/webp" };
}

async function webpOf(bytes: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "wedding-picture-preview-"));
  try {
    const file = path.join(dir, "picture");
    await writeFile(file, bytes);
    const type = await detectPhotoType(file);
    // A photo's published copy is upright and at most 2400 px long: the preview is made from it.
    const source = type ? (await makePhotoCopies(file, type)).published : bytes;
    return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PREVIEW_PICTURE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch((error: unknown) => {
        throw new UnreadableImageError("The picture could not be drawn", { cause: error });
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
