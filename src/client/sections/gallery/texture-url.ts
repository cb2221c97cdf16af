import { imageUrlForWidth } from "../../lib/content-images.ts";

/** The picture to upload as a WebGL texture: the smallest variant at least `minWidth` device pixels wide. */
export function textureUrl(path: string, minWidth: number): string {
  return imageUrlForWidth(path, minWidth);
}
