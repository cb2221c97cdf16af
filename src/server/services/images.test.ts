import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePhotoCopies } from "./images.ts";
import { UnreadableImageError } from "./photo-copies.ts";

/**
 * heif-enc -q 90 (libheif-examples 1.15) of a 257 × 193 PNG in four colours (red top left, green top
 * right, blue bottom left, white bottom right), then an `irot` property (angle 1: a quarter turn
 * anticlockwise) added to the primary item: shown upright it is 193 × 257 with green top left. Its
 * odd widths make libheif pad every decoded row (257 × 3 bytes in a 784-byte stride, 193 × 3 in 592).
 */
const ROTATED_HEIC = fileURLToPath(new URL("./fixtures/257x193-rotated.heic", import.meta.url));
const HEIC = { mime: "image/heic", extension: "heic" } as const;

/** The colour near each corner, rounded to tens (the copies are lossy). */
async function corners(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)].map((v) => Math.round(v / 10) * 10);
  const [right, bottom] = [info.width - 6, info.height - 6];
  return { topLeft: at(5, 5), topRight: at(right, 5), bottomLeft: at(5, bottom), bottomRight: at(right, bottom) };
}

describe("makePhotoCopies for a HEIC", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wedding-images-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("publishes it as its container turns it, whole rows in place", async () => {
    const copies = await makePhotoCopies(ROTATED_HEIC, HEIC);

    expect(copies).toMatchObject({ width: 193, height: 257 });
    for (const [copy, format] of [
      [copies.published, "jpeg"],
      [copies.thumbnail, "webp"],
    ] as const) {
      expect(await sharp(copy).metadata()).toMatchObject({ format, width: 193, height: 257 });
      expect(await corners(copy)).toEqual({
        topLeft: [30, 200, 40],
        topRight: [240, 240, 240],
        bottomLeft: [220, 30, 30],
        bottomRight: [30, 40, 210],
      });
    }
  });

  it("refuses a HEIC whose image data is cut off", async () => {
    const whole = await readFile(ROTATED_HEIC);
    const truncated = path.join(dir, "truncated.heic");
    await writeFile(truncated, whole.subarray(0, whole.length - 600));

    await expect(makePhotoCopies(truncated, HEIC)).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
