import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  encodingAttempts,
  preparationPlan,
  preparePhoto,
  RESIZE_ABOVE_BYTES,
  RESIZED_LONG_EDGE,
  resizedDimensions,
} from "./resize-photo.ts";

const MAX_BYTES = 10 * 1024 * 1024;

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

describe("preparationPlan", () => {
  it("keeps small JPEG, PNG and WebP photos", () => {
    expect(preparationPlan({ name: "a.jpg", size: 1000 }, MAX_BYTES)).toBe("keep");
    expect(preparationPlan({ name: "a.png", size: RESIZE_ABOVE_BYTES }, MAX_BYTES)).toBe("keep");
  });

  it("re-encodes every HEIC, anything large, and anything over the couple's limit", () => {
    expect(preparationPlan({ name: "IMG_1.HEIC", size: 1000 }, MAX_BYTES)).toBe("reencode");
    expect(preparationPlan({ name: "a.jpg", size: RESIZE_ABOVE_BYTES + 1 }, MAX_BYTES)).toBe("reencode");
    expect(preparationPlan({ name: "a.webp", size: 15 * 1024 * 1024 }, MAX_BYTES)).toBe("reencode");
    // A couple with a limit below the resize threshold.
    expect(preparationPlan({ name: "a.jpg", size: 2 * 1024 * 1024 }, 1024 * 1024)).toBe("reencode");
  });
});

describe("encodingAttempts", () => {
  it("starts at the 3000 px copy and gets smaller in quality, then in size", () => {
    const attempts = encodingAttempts(6000, 4000);
    expect(attempts[0]).toEqual({ width: RESIZED_LONG_EDGE, height: 2000, quality: 0.9 });
    for (const [index, attempt] of attempts.entries()) {
      const previous = attempts[index - 1];
      if (!previous) continue;
      expect(attempt.width * attempt.height * attempt.quality).toBeLessThan(
        previous.width * previous.height * previous.quality,
      );
    }
    expect(attempts.at(-1)).toEqual({ width: 1500, height: 1000, quality: 0.8 });
  });

  it("keeps a small photo's own size first", () => {
    expect(encodingAttempts(1200, 900)[0]).toEqual({ width: 1200, height: 900, quality: 0.9 });
  });
});

// Node has no createImageBitmap: every decode fails, as in a browser that cannot read the format.
describe("preparePhoto", () => {
  it("sends small photos as they are, and a HEIC the browser cannot decode as it is", async () => {
    const small = new File([new Uint8Array(1000)], "small.jpg", { type: "image/jpeg" });
    const heic = new File([new Uint8Array(3 * 1024 * 1024)], "big.heic", { type: "" });
    expect(await preparePhoto(small, { maxFileBytes: MAX_BYTES })).toEqual({ ok: true, file: small, capturedAt: null });
    expect(await preparePhoto(heic, { maxFileBytes: MAX_BYTES })).toEqual({ ok: true, file: heic, capturedAt: null });
  });

  it("keeps a large original it cannot decode when it fits, and refuses one over the limit", async () => {
    const large = new File([new Uint8Array(3 * 1024 * 1024)], "large.jpg", { type: "image/jpeg" });
    expect(await preparePhoto(large, { maxFileBytes: MAX_BYTES })).toMatchObject({ ok: true, file: large });
    const huge = new File([new Uint8Array(MAX_BYTES + 1)], "huge.heic", { type: "" });
    expect(await preparePhoto(huge, { maxFileBytes: MAX_BYTES })).toEqual({ ok: false, reason: "too-large" });
  });

  it("reads the capture time before stripping the Exif that holds it", async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#884422" } })
      .jpeg()
      .withExif({
        IFD0: { Model: "Pocket Camera 12" },
        IFD2: { DateTimeOriginal: "2026:03:14 17:05:09", OffsetTimeOriginal: "+02:00" },
      })
      .toBuffer();
    const file = new File([new Uint8Array(jpeg)], "party.jpg", { type: "image/jpeg" });
    const prepared = await preparePhoto(file, { stripMetadata: true, maxFileBytes: MAX_BYTES });
    if (!prepared.ok) throw new Error("not prepared");
    expect(prepared.capturedAt).toBe("2026-03-14T15:05:09.000Z");
    expect(prepared.file.name).toBe("party.jpg");
    const bytes = Buffer.from(await prepared.file.arrayBuffer());
    expect(bytes.toString("latin1")).not.toContain("Pocket Camera 12");
    expect(await preparePhoto(file, { maxFileBytes: MAX_BYTES })).toMatchObject({ file });
    const png = new File([new Uint8Array(8)], "x.png", { type: "image/png" });
    expect(await preparePhoto(png, { stripMetadata: true, maxFileBytes: MAX_BYTES })).toMatchObject({ file: png });
  });
});
