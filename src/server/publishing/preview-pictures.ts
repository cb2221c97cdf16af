import { fileTypeFromBuffer } from "file-type";
import { PREVIEW_PICTURE_WIDTH } from "../../shared/content-api.ts";
import { readPicture } from "./responsive-images.ts";
import type { VariantCache } from "./site-store.ts";

export interface PreviewPicture {
  body: Buffer;
  contentType: "image/webp" | "image/svg+xml";
}

/** Bump when the conversion changes, so cached previews are made again. */
const PREVIEW_VERSION = 1;
const WEBP_QUALITY = 72;

/** An SVG is text: its first tag (after an XML declaration or a comment) is read, never decoded. */
const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));

/**
 * A stored picture as the editor's preview shows it (ADR 055): the preview has no published variants for a
 * picture the couple just added, so each is converted once, a WebP at most PREVIEW_PICTURE_WIDTH wide (HEIC
 * decoded first), and kept in the publisher's cache under its hash. An SVG is sent as it is.
 */
export async function previewPicture(hash: string, bytes: Buffer, cache: VariantCache): Promise<PreviewPicture> {
  if (looksLikeSvg(bytes)) return { body: bytes, contentType: "image/svg+xml" };
  const key = `preview-${hash}.v${PREVIEW_VERSION}.webp`;
  const cached = await cache.get(key);
  if (cached) return { body: cached, contentType: "image/webp" };
  const body = await converting.run(async () => {
    const type = await fileTypeFromBuffer(bytes);
    // readPicture tells HEIC by its name: the bytes say which it is.
    const picture = await readPicture(type?.ext === "heic" ? "picture.heic" : "picture", bytes);
    return picture
      .rotate()
      .resize({ width: PREVIEW_PICTURE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  });
  await cache.put(key, body);
  return { body, contentType: "image/webp" };
}

/**
 * A preview asks for a whole gallery at once; sharp already uses every core for one picture, and a phone's photo
 * decoded takes tens of megabytes: two conversions at a time on an instance, the rest wait their turn.
 */
const converting = limited(2);

function limited(most: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A finished conversion hands its place to the next one waiting, so no newcomer slips in between.
      if (running < most) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
