import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifOrientation, stripJpegMetadata } from "./strip-jpeg-metadata.ts";

/** A real camera-like JPEG: Exif with GPS position, camera make and model, orientation, XMP and a comment. */
async function cameraJpeg(orientation = 6): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Pocket Camera 12" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "26/1 14/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "27/1 54/1 0/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Soweto"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** Exif's GPS IFD pointer (tag 0x8825, type LONG) in either byte order. */
function hasGpsPointer(bytes: Uint8Array): boolean {
  const haystack = Buffer.from(bytes);
  return (
    haystack.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || haystack.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  );
}

describe("stripJpegMetadata", () => {
  it("removes GPS, camera and XMP details and keeps the picture's pixels", async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(hasGpsPointer(original)).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(text(original)).toContain("Pocket Camera 12");

    const stripped = stripJpegMetadata(new Uint8Array(original));
    expect(stripped).not.toBeNull();
    const bytes = Buffer.from(stripped ?? []);
    expect(hasGpsPointer(bytes)).toBe(false);
    expect(text(bytes)).not.toContain("Pocket Camera 12");
    expect(text(bytes)).not.toContain("PhoneMaker");
    expect(text(bytes)).not.toContain("Soweto");
    const after = await sharp(bytes).metadata();
    expect(after.xmp).toBeUndefined();
    expect(after.width).toBe(64);
    expect(after.height).toBe(48);
    // Lossless: the decoded pixels are the same.
    const [a, b] = await Promise.all([sharp(original).raw().toBuffer(), sharp(bytes).raw().toBuffer()]);
    expect(b.equals(a)).toBe(true);
  });

  it("keeps only the orientation, so a sideways photo stays upright", async () => {
    const stripped = Buffer.from(stripJpegMetadata(new Uint8Array(await cameraJpeg(6))) ?? []);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.length).toBeLessThan(40);
  });

  it("writes no Exif at all for an upright photo", async () => {
    const stripped = Buffer.from(stripJpegMetadata(new Uint8Array(await cameraJpeg(1))) ?? []);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
  });

  it("keeps the ICC colour profile", async () => {
    const withProfile = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    const stripped = Buffer.from(stripJpegMetadata(new Uint8Array(withProfile)) ?? []);
    expect((await sharp(stripped).metadata()).icc).toBeDefined();
  });

  it("refuses what is not a JPEG, or one cut short, so it is sent as it is", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(stripJpegMetadata(new Uint8Array(png))).toBeNull();
    const jpeg = await cameraJpeg();
    expect(stripJpegMetadata(new Uint8Array(jpeg.subarray(0, 30)))).toBeNull();
  });
});

describe("exifOrientation", () => {
  it("reads little-endian TIFF too", () => {
    const tiff = new Uint8Array([
      0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(exifOrientation(tiff)).toBe(8);
  });
});
