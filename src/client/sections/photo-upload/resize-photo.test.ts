import { describe, expect, it } from "vitest";
import { preparePhoto, resizedDimensions } from "./resize-photo.ts";

describe("resizedDimensions", () => {
  it("scales the long edge to 3000 px, keeping the shape", () => {
    expect(resizedDimensions(6000, 4000)).toEqual({ width: 3000, height: 2000 });
    expect(resizedDimensions(3024, 4032)).toEqual({ width: 2250, height: 3000 });
  });

  it("leaves photos within 3000 px alone", () => {
    expect(resizedDimensions(3000, 2000)).toBeNull();
    expect(resizedDimensions(800, 600)).toBeNull();
  });
});

describe("preparePhoto", () => {
  it("sends small photos and HEIC as they are", async () => {
    const small = new File([new Uint8Array(1000)], "small.jpg", { type: "image/jpeg" });
    const heic = new File([new Uint8Array(3 * 1024 * 1024)], "big.heic", { type: "" });
    expect(await preparePhoto(small)).toBe(small);
    expect(await preparePhoto(heic)).toBe(heic);
  });

  it("keeps the original when the browser cannot decode it", async () => {
    // Node has no createImageBitmap: the same path as a decoding failure in a browser.
    const large = new File([new Uint8Array(3 * 1024 * 1024)], "large.jpg", { type: "image/jpeg" });
    expect(await preparePhoto(large)).toBe(large);
  });
});

describe("preparePhoto with stripMetadata", () => {
  it("sends a small JPEG without its Exif, and a PNG it cannot decode as it is", async () => {
    const sharp = (await import("sharp")).default;
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#884422" } })
      .jpeg()
      .withExifMerge({ IFD0: { Model: "Pocket Camera 12" } })
      .toBuffer();
    const file = new File([new Uint8Array(jpeg)], "party.jpg", { type: "image/jpeg" });
    const prepared = await preparePhoto(file, { stripMetadata: true });
    expect(prepared.name).toBe("party.jpg");
    const bytes = Buffer.from(await prepared.arrayBuffer());
    expect(bytes.toString("latin1")).not.toContain("Pocket Camera 12");
    expect(await preparePhoto(file)).toBe(file);
    // Node has no createImageBitmap, as a browser that cannot decode the format.
    const png = new File([new Uint8Array(8)], "x.png", { type: "image/png" });
    expect(await preparePhoto(png, { stripMetadata: true })).toBe(png);
  });
});
