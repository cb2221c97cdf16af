import { describe, expect, it } from "vitest";
import { OFFLINE_PICTURE_WIDTH, offlinePictureFiles, parsePictureVariant } from "./picture-files.ts";

describe("picture variant names", () => {
  it("reads the picture, width and format from a path or URL", () => {
    expect(parsePictureVariant("assets/2-walk-480w-1a2b3c4d.avif")).toEqual({
      picture: "2-walk",
      width: 480,
      format: "avif",
    });
    expect(parsePictureVariant("http://127.0.0.1:3000/assets/2-walk-1600w-1a2b3c4d.webp?v=1")).toEqual({
      picture: "2-walk",
      width: 1600,
      format: "webp",
    });
  });

  it("is null for files that are not picture variants", () => {
    for (const file of [
      "assets/index-BUzXoSw0.js",
      "assets/flower-1-c4aba3bd.svg",
      "index.html",
      "/api/moments/abc/image",
      "assets/2-walk-480w-nothex!.avif",
    ]) {
      expect(parsePictureVariant(file), file).toBeNull();
    }
  });
});

describe("the offline copy of each picture", () => {
  const widths = [320, 480, 640, 960, 1280, 1600];
  const variants = (picture: string, hash: string, list = widths) =>
    list.flatMap((width) => [`assets/${picture}-${width}w-${hash}.avif`, `assets/${picture}-${width}w-${hash}.webp`]);

  it("keeps one WebP per picture, the smallest at least the offline width", () => {
    const files = [...variants("1-first-light", "aaaaaaaa"), ...variants("2-walk", "bbbbbbbb")];
    expect(offlinePictureFiles([...files].reverse())).toEqual([
      `assets/1-first-light-${OFFLINE_PICTURE_WIDTH}w-aaaaaaaa.webp`,
      `assets/2-walk-${OFFLINE_PICTURE_WIDTH}w-bbbbbbbb.webp`,
    ]);
  });

  it("keeps the widest of a picture smaller than the offline width", () => {
    expect(offlinePictureFiles(variants("tiny", "cccccccc", [320, 500]))).toEqual(["assets/tiny-500w-cccccccc.webp"]);
  });

  it("keeps nothing when there are no WebP variants", () => {
    expect(offlinePictureFiles(["assets/3-family-960w-dddddddd.jpg", "assets/floral-7d474f63.svg"])).toEqual([]);
  });
});
