import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifInstant, readCaptureTime } from "./capture-time.ts";

/** A tiny image of `format` whose Exif says when it was taken. */
async function photoTakenAt(
  format: "jpeg" | "avif",
  dateTimeOriginal: string,
  offsetTimeOriginal?: string,
): Promise<Uint8Array> {
  const exif = {
    DateTimeOriginal: dateTimeOriginal,
    ...(offsetTimeOriginal ? { OffsetTimeOriginal: offsetTimeOriginal } : {}),
  };
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#808080" } }).withExif({
    IFD0: { Make: "Test camera" },
    IFD2: exif,
  });
  return new Uint8Array(await (format === "jpeg" ? image.jpeg() : image.avif()).toBuffer());
}

describe("exifInstant", () => {
  it("applies the offset the camera wrote", () => {
    expect(exifInstant("2026:03:14 17:05:09", "+02:00")).toBe("2026-03-14T15:05:09.000Z");
    expect(exifInstant("2026:03:14 17:05:09", "-05:30")).toBe("2026-03-14T22:35:09.000Z");
  });

  it("reads a time without an offset as this device's local time", () => {
    expect(exifInstant("2026:03:14 17:05:09", null)).toBe(new Date(2026, 2, 14, 17, 5, 9).toISOString());
  });

  it("refuses blank and impossible dates", () => {
    expect(exifInstant("0000:00:00 00:00:00", null)).toBeNull();
    expect(exifInstant("    :  :     :  :  ", null)).toBeNull();
    expect(exifInstant("2026:13:01 10:00:00", null)).toBeNull();
  });
});

describe("readCaptureTime", () => {
  it("reads DateTimeOriginal and OffsetTimeOriginal from a JPEG", async () => {
    expect(readCaptureTime(await photoTakenAt("jpeg", "2026:03:14 17:05:09", "+02:00"))).toBe(
      "2026-03-14T15:05:09.000Z",
    );
  });

  it("reads the Exif item of a HEIF file (AVIF shares HEIC's container)", async () => {
    expect(readCaptureTime(await photoTakenAt("avif", "2026:03:14 17:05:09", "+02:00"))).toBe(
      "2026-03-14T15:05:09.000Z",
    );
  });

  it("reads a phone's HEIC", async () => {
    const heic = await readFile(new URL("../../../../tests/fixtures/photos/phone-4032x3024.heic", import.meta.url));
    expect(readCaptureTime(new Uint8Array(heic))).toBe("2026-03-14T15:05:09.000Z");
  });

  it("is null for a photo without Exif, and for bytes that are no image", async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    expect(readCaptureTime(new Uint8Array(plain))).toBeNull();
    expect(readCaptureTime(new Uint8Array(64).fill(7))).toBeNull();
    expect(readCaptureTime(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
  });
});
