import { describe, expect, it } from "vitest";
import {
  deviceFullMessage,
  PHOTO_WORDS_EN as PHOTO_MESSAGES,
  uploadSummaryMessage,
} from "../testing/photo-words-en.ts";
import { photoFormatOfBytes } from "./photo.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : value)),
  );

describe("photoFormatOfBytes", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF")],
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ["WebP", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ")],
    ["HEIC", bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0)],
    ["HEIC", bytes(0, 0, 0, 0x1c, "ftypmif1", 0, 0, 0, 0)],
  ])("knows a %s by its signature", (format, head) => {
    expect(photoFormatOfBytes(head)).toBe(format);
  });

  it.each([
    ["words", bytes("Buy flowers, call the DJ.")],
    ["a GIF", bytes("GIF89a", 1, 0, 1, 0)],
    ["a video", bytes(0, 0, 0, 0x18, "ftypqt  ", 0, 0, 0, 0)],
    ["an AVIF (not taken)", bytes(0, 0, 0, 0x1c, "ftypavif", 0, 0, 0, 0)],
    ["nothing", bytes()],
    ["half a JPEG signature", bytes(0xff, 0xd8)],
  ])("says %s is no photo", (_, head) => {
    expect(photoFormatOfBytes(head)).toBeNull();
  });
});

describe("uploadSummaryMessage", () => {
  it("says the plain total when everything arrived", () => {
    expect(uploadSummaryMessage({ total: 12, sent: 12, alreadySent: 0, failed: [] })).toBe("12 of 12 photos sent.");
    expect(uploadSummaryMessage({ total: 1, sent: 1, alreadySent: 0, failed: [] })).toBe("1 of 1 photo sent.");
  });

  it("counts a photo the site had as arrived, and says it was not sent again", () => {
    expect(uploadSummaryMessage({ total: 3, sent: 2, alreadySent: 1, failed: [] })).toBe(
      "3 of 3 photos sent (1 was already there, so it was not sent again).",
    );
    expect(uploadSummaryMessage({ total: 2, sent: 0, alreadySent: 2, failed: [] })).toBe(
      "2 of 2 photos sent (2 were already there, so they were not sent again).",
    );
  });

  it("names each photo that did not arrive, with why", () => {
    expect(
      uploadSummaryMessage({
        total: 12,
        sent: 10,
        alreadySent: 0,
        failed: [
          { name: "a.jpg", reason: "File size must be less than 10MB." },
          { name: "notes.jpg", reason: PHOTO_MESSAGES.unsupportedType },
        ],
      }),
    ).toBe(
      "10 of 12 photos sent; these 2 could not be sent: a.jpg (File size must be less than 10MB); notes.jpg (Please upload only JPEG, PNG, WebP, or HEIC images).",
    );
    expect(
      uploadSummaryMessage({
        total: 1,
        sent: 0,
        alreadySent: 0,
        failed: [{ name: "b.jpg", reason: "Upload failed." }],
      }),
    ).toBe("0 of 1 photo sent; this one could not be sent: b.jpg (Upload failed).");
  });
});

describe("deviceFullMessage", () => {
  it("says how many photos the phone could not keep, and what to do", () => {
    expect(deviceFullMessage(1)).toBe(
      "This phone has no room left to keep 1 photo until it is sent. Please keep this page open until the list says sent, or free some space and choose it again.",
    );
    expect(deviceFullMessage(3)).toContain("keep 3 photos until they are sent");
  });
});
