import { describe, expect, it } from "vitest";
import { type PhotoLimits, tooLargeMessage } from "../../../shared/photo.ts";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import { PHOTO_WORDS_EN as PHOTO_MESSAGES } from "../../../testing/photo-words-en.ts";
import {
  formatFileSize,
  isAtLimit,
  type RowFacts,
  type RowStatus,
  readHead,
  selectFiles,
  selectionError,
  sendingProgress,
  sessionCounts,
  uploadFailureMessage,
} from "./photo-selection.ts";

/** The spec's limits: 10 MB a file, 30 a visit. */
const LIMITS: PhotoLimits = { maxFileBytes: 10_485_760, maxFilesPerSession: 30 };
const MAX_PHOTO_BYTES = LIMITS.maxFileBytes;
const TOO_LARGE = tooLargeMessage(LIMITS.maxFileBytes);
const W = PAGE_WORDS_EN;
const file = (name: string, size = 1000) => ({ name, size });
const rows = (count: number, status: RowStatus = "ready", prefix = "row"): RowFacts[] =>
  Array.from({ length: count }, (_, index) => ({ status, file: file(`${prefix}-${index}.jpg`, 1000 + index) }));

describe("selectionError", () => {
  it.each(["a.jpg", "b.JPEG", "c.png", "d.webp", "e.HEIC", "f.jpeg"])("accepts %s by its extension", (name) => {
    expect(selectionError(file(name), W)).toBeNull();
  });

  it.each(["a.gif", "notes.txt", "jpg", ".jpg", "photo", "x.heif", "a.jpg.exe"])("refuses %s", (name) => {
    expect(selectionError(file(name), W)).toBe(PHOTO_MESSAGES.unsupportedType);
  });

  it("does not refuse a photo for its size: the phone makes it smaller", () => {
    expect(selectionError(file("big.jpg", MAX_PHOTO_BYTES + 1), W)).toBeNull();
  });

  it("refuses a file whose first bytes are not a photo's, whatever its name; takes one whose bytes it could not read", () => {
    const notes = new TextEncoder().encode("Buy flowers, call the DJ.");
    expect(selectionError(file("notes.jpg"), W, notes)).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(selectionError(file("empty.jpg"), W, new Uint8Array(0))).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(selectionError(file("a.jpg"), W, new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBeNull();
    // A PNG named .jpg is still a photo: the server goes by the bytes too.
    expect(
      selectionError(file("a.jpg"), W, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull();
    expect(selectionError(file("a.jpg"), W, null)).toBeNull();
  });

  it("reads a file's first bytes", async () => {
    const head = await readHead(new Blob([new Uint8Array(100).fill(9)]));
    expect(head).toEqual(new Uint8Array(16).fill(9));
  });
});

describe("selectFiles", () => {
  it("lists files with errors beside valid ones", () => {
    const result = selectFiles([], [file("a.jpg"), file("b.gif"), file("c.png", MAX_PHOTO_BYTES + 1)], LIMITS, W);
    expect(result.messages).toEqual([]);
    expect(result.added.map((entry) => entry.error)).toEqual([null, PHOTO_MESSAGES.unsupportedType, null]);
  });

  it("skips a file with the same name and size as one listed, or earlier in the same drop", () => {
    const listed: RowFacts[] = [{ status: "ready", file: file("x.jpg", 500) }];
    const result = selectFiles(
      listed,
      [file("x.jpg", 500), file("x.jpg", 501), file("y.jpg"), file("y.jpg")],
      LIMITS,
      W,
    );
    expect(result.messages).toEqual(["x.jpg is already selected", "y.jpg is already selected"]);
    expect(result.added.map((entry) => entry.file)).toEqual([file("x.jpg", 501), file("y.jpg")]);
  });

  it("lets a photo that already uploaded be chosen again", () => {
    const result = selectFiles([{ status: "success", file: file("x.jpg") }], [file("x.jpg")], LIMITS, W);
    expect(result.added).toHaveLength(1);
  });

  it("adds none of the new files when selected + uploading + new would pass 30", () => {
    const result = selectFiles(rows(28), [file("n1.jpg"), file("n2.jpg"), file("n3.jpg")], LIMITS, W);
    expect(result.added).toEqual([]);
    expect(result.messages).toEqual([
      "You can select at most 30 photos at a time. You have 28 selected and 0 uploading, so you can add 2 more.",
    ]);
  });

  it("counts uploading files, and files with errors as selected", () => {
    const current = [...rows(10, "uploading", "up"), ...rows(15, "invalid"), ...rows(5, "success", "done")];
    expect(sessionCounts(current)).toEqual({ selected: 15, uploading: 10 });
    expect(
      selectFiles(current, [file("a.jpg"), file("b.jpg"), file("c.jpg"), file("d.jpg"), file("e.jpg")], LIMITS, W)
        .added,
    ).toHaveLength(5);
    expect(
      selectFiles(
        current,
        rows(6, "ready", "new").map((row) => row.file),
        LIMITS,
        W,
      ).messages,
    ).toEqual([
      "You can select at most 30 photos at a time. You have 15 selected and 10 uploading, so you can add 5 more.",
    ]);
  });

  it("adds up to exactly 30, then the zone is at its limit", () => {
    const result = selectFiles(rows(28), [file("n1.jpg"), file("n2.jpg")], LIMITS, W);
    expect(result.added).toHaveLength(2);
    expect(isAtLimit(rows(29), LIMITS)).toBe(false);
    expect(isAtLimit(rows(30), LIMITS)).toBe(true);
    expect(isAtLimit([...rows(20, "uploading"), ...rows(10, "error", "failed")], LIMITS)).toBe(true);
    expect(isAtLimit(rows(30, "success"), LIMITS)).toBe(false);
  });
});

describe("uploadFailureMessage", () => {
  const error = (status: number, code: string, message = "server words") =>
    ({ kind: "error", status, code, message }) as const;

  it("maps each error code to the spec's words", () => {
    expect(uploadFailureMessage(error(413, "file_too_large"), LIMITS, W)).toBe(TOO_LARGE);
    expect(uploadFailureMessage(error(415, "unsupported_type"), LIMITS, W)).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(uploadFailureMessage(error(422, "unreadable_image", "We could not read this image."), LIMITS, W)).toBe(
      "This image could not be read. Please try another photo.",
    );
    // The server's words are for the couple: the limit that refused is named by the body's scope.
    const limited = { ...error(429, "rate_limited", "Too many photos."), body: { scope: "site" } };
    expect(uploadFailureMessage(limited, LIMITS, W)).toBe(
      "Many photos are arriving right now. Please try again in a few minutes.",
    );
    expect(uploadFailureMessage(error(500, "storage_failed", "disk full"), LIMITS, W)).toBe(
      "Upload failed: server error 500",
    );
    expect(uploadFailureMessage(error(500, "database_failed", "locked"), LIMITS, W)).toBe(
      "Database error: server error 500",
    );
  });

  it("says Upload failed. for anything else", () => {
    expect(uploadFailureMessage(error(500, "internal"), LIMITS, W)).toBe("Upload failed.");
    expect(uploadFailureMessage({ kind: "unreachable", reason: "offline" }, LIMITS, W)).toBe("Upload failed.");
  });
});

describe("sendingProgress", () => {
  it("runs from 25 to 75 with the bytes sent", () => {
    expect(sendingProgress(0, 0)).toBe(25);
    expect(sendingProgress(25, 0.5)).toBe(50);
    expect(sendingProgress(50, 1)).toBe(75);
  });

  it("never goes backwards, and ignores nonsense", () => {
    expect(sendingProgress(60, 0.1)).toBe(60);
    expect(sendingProgress(30, Number.NaN)).toBe(30);
    expect(sendingProgress(30, 7)).toBe(75);
  });
});

describe("formatFileSize", () => {
  it("uses B, KB and MB", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(850 * 1024)).toBe("850 KB");
    expect(formatFileSize(MAX_PHOTO_BYTES + 1)).toBe("10.0 MB");
  });
});
