import { imageUrl } from "../../lib/images.ts";

/**
 * The picture to upload as a WebGL texture at least `minWidth` device pixels
 * wide. Today every picture has one URL; with the responsive image API this
 * becomes `imageUrlForWidth(path, minWidth)`.
 */
export function textureUrl(path: string, _minWidth: number): string {
  return imageUrl(path);
}
