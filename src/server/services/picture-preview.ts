import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { detectPhotoType, makePhotoCopies } from "./images.ts";
import { MAX_INPUT_PIXELS, THUMBNAIL_LONG_EDGE, UnreadableImageError } from "./photo-copies.ts";

/**
 * A content picture as the editor's thumbnail shows it: a small WebP, upright, whatever the phone sent (HEIC
 * included, which no browser but Safari shows), decoded within the server's memory budget as guests' photos are
 * (images.ts). A drawing (SVG) is drawn small by sharp.
 */
export async function picturePreview(bytes: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "wedding-picture-preview-"));
  try {
    const file = path.join(dir, "picture");
    await writeFile(file, bytes);
    const type = await detectPhotoType(file);
    if (type) return (await makePhotoCopies(file, type)).thumbnail;
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: THUMBNAIL_LONG_EDGE, height: THUMBNAIL_LONG_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer()
      .catch((error: unknown) => {
        throw new UnreadableImageError("The picture could not be drawn", { cause: error });
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
