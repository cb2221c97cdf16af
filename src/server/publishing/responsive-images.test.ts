import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  directoryPictures,
  directoryVariantCache,
  FALLBACK_WIDTH,
  fileNameStem,
  findPictures,
  manifestFor,
  planImage,
  renderFile,
  VARIANT_WIDTHS,
  variantWidths,
} from "./responsive-images.ts";

describe("variantWidths", () => {
  it("offers every step up to a large source", () => {
    expect(variantWidths(1600)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(4032)).toEqual([...VARIANT_WIDTHS]);
  });

  it("never enlarges, and adds the source's own width when it falls well between two steps", () => {
    expect(variantWidths(960)).toEqual([320, 480, 640, 960]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 960]);
    expect(variantWidths(1200)).toEqual([320, 480, 640, 960, 1200]);
  });

  it("offers a tiny source at its own width only", () => {
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("the sharp pipeline", () => {
  let dir: string;
  let imagesDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wedding-images-"));
    imagesDir = path.join(dir, "images");
    cacheDir = path.join(dir, "cache");
    await mkdir(path.join(imagesDir, "gallery"), { recursive: true });
    const noise = { type: "gaussian", mean: 120, sigma: 30 } as const;
    await sharp({ create: { width: 800, height: 500, channels: 3, background: "#6b86a8", noise } })
      .jpeg()
      .toFile(path.join(imagesDir, "gallery/photo.jpg"));
    // Stored 500 wide and 300 high, but EXIF says to turn it: upright it is 300 wide and 500 high.
    await sharp({ create: { width: 500, height: 300, channels: 3, background: "#a0714f" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(imagesDir, "gallery/sideways.jpg"));
    await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(path.join(imagesDir, "gallery/clear.png"));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("builds pictures named as a phone names them, under names a srcset can carry", async () => {
    await copyFile(path.join(imagesDir, "gallery/photo.jpg"), path.join(imagesDir, "gallery/Photo 12.JPG"));
    await copyFile(
      new URL("../../../tests/fixtures/photos/phone-4032x3024.heic", import.meta.url),
      path.join(imagesDir, "gallery/IMG_2041.HEIC"),
    );
    expect(await findPictures(imagesDir)).toEqual(
      expect.arrayContaining(["gallery/Photo 12.JPG", "gallery/IMG_2041.HEIC"]),
    );

    const photo = await planImage(await directoryPictures(imagesDir), "gallery/Photo 12.JPG");
    expect(photo.fallback.fileName).toMatch(/^assets\/photo-12-800w-[0-9a-f]{8}\.jpg$/);
    const heic = await planImage(await directoryPictures(imagesDir), "gallery/IMG_2041.HEIC");
    expect({ width: heic.width, height: heic.height, format: heic.fallback.format }).toEqual({
      width: 4032,
      height: 3024,
      format: "jpeg",
    });
    expect(heic.variants.map((file) => file.fileName)).toContainEqual(expect.stringMatching(/^assets\/img_2041-480w-/));
    const fallback = await sharp(await renderFile(heic, heic.fallback, directoryVariantCache(cacheDir))).metadata();
    expect({ width: fallback.width, height: fallback.height }).toEqual({ width: FALLBACK_WIDTH, height: 720 });
  }, 60_000);

  it("names built files in lower case without spaces", () => {
    expect(fileNameStem("gallery/IMG_2041.JPG")).toBe("img_2041");
    expect(fileNameStem("gallery/Photo 12 (1).jpeg")).toBe("photo-12-1");
    expect(fileNameStem("2-walk.jpg")).toBe("2-walk");
    expect(fileNameStem("gallery/ü.png")).toBe("picture");
  });

  it("writes AVIF and WebP at each planned width, and a JPEG fallback", async () => {
    const plan = await planImage(await directoryPictures(imagesDir), "gallery/photo.jpg");
    expect(plan.variants.map((file) => `${file.format} ${file.width}`)).toEqual([
      "avif 320",
      "avif 480",
      "avif 640",
      "avif 800",
      "webp 320",
      "webp 480",
      "webp 640",
      "webp 800",
    ]);
    for (const file of [...plan.variants, plan.fallback]) {
      const metadata = await sharp(await renderFile(plan, file, directoryVariantCache(cacheDir))).metadata();
      expect({ format: metadata.format, width: metadata.width, compression: metadata.compression }).toEqual({
        format: file.format === "avif" ? "heif" : file.format,
        width: file.width,
        compression: file.format === "avif" ? "av1" : undefined,
      });
    }
    expect(plan.fallback).toMatchObject({ format: "jpeg", width: Math.min(800, FALLBACK_WIDTH) });
    expect(plan.fallback.fileName).toMatch(/^assets\/photo-800w-[0-9a-f]{8}\.jpg$/);
  });

  it("keeps encoded files by content hash, so a second build encodes nothing", async () => {
    const plan = await planImage(await directoryPictures(imagesDir), "gallery/photo.jpg");
    const [first] = plan.variants;
    if (!first) throw new Error("no variants");
    await renderFile(plan, first, directoryVariantCache(cacheDir));
    const cached = path.join(cacheDir, `${first.key}.${first.format}`);
    const before = (await stat(cached)).mtimeMs;
    await renderFile(plan, first, directoryVariantCache(cacheDir));
    expect((await stat(cached)).mtimeMs).toBe(before);
    expect((await readdir(cacheDir)).some((name) => name.endsWith(".tmp"))).toBe(false);
  });

  it("turns phone photos upright and keeps PNG transparency in the fallback", async () => {
    const sideways = await planImage(await directoryPictures(imagesDir), "gallery/sideways.jpg");
    expect({ width: sideways.width, height: sideways.height }).toEqual({ width: 300, height: 500 });
    const fallback = await sharp(
      await renderFile(sideways, sideways.fallback, directoryVariantCache(cacheDir)),
    ).metadata();
    expect({ width: fallback.width, height: fallback.height }).toEqual({ width: 300, height: 500 });

    const clear = await planImage(await directoryPictures(imagesDir), "gallery/clear.png");
    expect(clear.fallback.format).toBe("png");
  });

  it("makes a manifest entry per picture with URLs under the prefix", async () => {
    const pictures = await directoryPictures(imagesDir);
    const plans = await Promise.all(["gallery/photo.jpg", "gallery/clear.png"].map((p) => planImage(pictures, p)));
    const manifest = manifestFor(plans, "/");
    expect(Object.keys(manifest)).toEqual(["gallery/photo.jpg", "gallery/clear.png"]);
    expect(manifest["gallery/photo.jpg"]).toMatchObject({
      width: 800,
      height: 500,
      src: `/${plans[0]?.fallback.fileName}`,
    });
    expect(manifest["gallery/photo.jpg"]?.variants).toContainEqual({
      format: "webp",
      width: 480,
      url: expect.stringMatching(/^\/assets\/photo-480w-[0-9a-f]{8}\.webp$/),
    });
  });
});
