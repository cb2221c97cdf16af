import { describe, expect, it } from "vitest";
import { newPhotoToken, UPLOADER_NAME_MAX_LENGTH } from "../../../shared/uploads.ts";
import { parsePhotoStates } from "./my-photos.ts";
import {
  asPendingUpload,
  isPendingUpload,
  isQuotaError,
  type PendingUpload,
  pendingUploadStore,
  sortPending,
} from "./pending-uploads.ts";
import { parseFinishedUpload, retryDelayMs } from "./resumable-upload.ts";
import { readUploaderName, uploaderNameToSend, writeUploaderName } from "./uploader-name.ts";

/** A stored upload as the panel writes it; `overrides` change any field. */
function aPendingUpload(overrides: Partial<PendingUpload> = {}): PendingUpload {
  return {
    token: newPhotoToken(),
    blob: new Blob([new Uint8Array(16)], { type: "image/jpeg" }),
    prepared: true,
    awaitingUpload: false,
    stripMetadata: true,
    fileName: "dance.jpg",
    capturedAt: "2026-03-14T15:05:09.000Z",
    uploaderName: null,
    invitationCode: null,
    uploadUrl: null,
    queuedAt: 1,
    contentHash: null,
    preview: null,
    refusal: null,
    ...overrides,
  };
}

/** An older page's record as read now: the fields it did not have, at their defaults. */
function aPendingUploadLike(
  older: Omit<PendingUpload, "prepared" | "awaitingUpload" | "stripMetadata" | "contentHash" | "preview" | "refusal">,
) {
  return {
    ...older,
    prepared: true,
    awaitingUpload: false,
    stripMetadata: true,
    contentHash: null,
    preview: null,
    refusal: null,
  };
}

describe("retryDelayMs", () => {
  it("backs off from 1 s to at most 30 s, and keeps trying", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("parseFinishedUpload", () => {
  it("reads the completing PATCH's answer", () => {
    expect(parseFinishedUpload('{"photo":{"id":"p1","status":"pending"}}')).toEqual({ id: "p1", status: "pending" });
    expect(parseFinishedUpload('{"photo":{"id":"p1","status":"approved"}}')).toEqual({ id: "p1", status: "approved" });
  });

  it("is null for an empty answer (a HEAD's, or one lost on the way) and for anything else", () => {
    for (const body of [
      undefined,
      "",
      "not json",
      "{}",
      '{"photo":{"id":"","status":"pending"}}',
      '{"photo":{"id":"p","status":"gone"}}',
    ]) {
      expect(parseFinishedUpload(body)).toBeNull();
    }
  });
});

describe("parsePhotoStates", () => {
  it("keeps one entry per token: a state or null", async () => {
    const body = { photos: [{ id: "a", status: "approved" }, null, { id: "c", status: "rejected" }] };
    expect(await parsePhotoStates(body, 3)).toEqual(body);
  });

  it("refuses an answer of another length or with a malformed entry", async () => {
    expect(await parsePhotoStates({ photos: [null] }, 2)).toBeUndefined();
    expect(await parsePhotoStates({ photos: [{ id: "a", status: "shown" }] }, 1)).toBeUndefined();
    expect(await parsePhotoStates({}, 0)).toBeUndefined();
  });
});

describe("pending uploads", () => {
  it("accepts what the panel stores and leaves out damaged or foreign records", () => {
    expect(isPendingUpload(aPendingUpload())).toBe(true);
    expect(isPendingUpload(aPendingUpload({ uploadUrl: "http://127.0.0.1/api/uploads/x", uploaderName: "Ama" }))).toBe(
      true,
    );
    expect(isPendingUpload(aPendingUpload({ token: "short" }))).toBe(false);
    expect(isPendingUpload({ ...aPendingUpload(), blob: "bytes" })).toBe(false);
    expect(isPendingUpload({ ...aPendingUpload(), queuedAt: undefined })).toBe(false);
    expect(isPendingUpload({ ...aPendingUpload(), prepared: "yes" })).toBe(false);
    expect(isPendingUpload({ ...aPendingUpload(), preview: "bytes" })).toBe(false);
    expect(isPendingUpload(null)).toBe(false);
  });

  it("keeps a photo as chosen until it is prepared, with the hash, preview and refusal it gets on the way", () => {
    const chosen = aPendingUpload({ prepared: false, stripMetadata: false });
    expect(asPendingUpload(chosen)).toEqual(chosen);
    const refused = aPendingUpload({
      contentHash: "a".repeat(64),
      preview: new Blob([new Uint8Array(8)], { type: "image/jpeg" }),
      refusal: "Upload failed: the photo storage is full",
    });
    expect(asPendingUpload(refused)).toEqual(refused);
  });

  it("reads an older page's record (kept once prepared, nothing more) as prepared, stripped, with no hash or preview", () => {
    const { prepared, stripMetadata, contentHash, preview, refusal, ...older } = aPendingUpload();
    expect(asPendingUpload(older)).toEqual(aPendingUploadLike(older));
  });

  it("tells the phone's lack of room from other failures", () => {
    expect(isQuotaError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaError(new DOMException("nope", "UnknownError"))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it("resumes the oldest first", () => {
    const later = aPendingUpload({ queuedAt: 20 });
    const earlier = aPendingUpload({ queuedAt: 10 });
    expect(sortPending([later, earlier])).toEqual([earlier, later]);
  });

  it("remembers nothing, and never fails, where there is no IndexedDB", async () => {
    const store = pendingUploadStore(undefined);
    expect(await store.put(aPendingUpload())).toBe("not-kept");
    await store.update("x", { uploadUrl: "http://127.0.0.1/api/uploads/x" });
    await store.remove("x");
    expect(await store.list()).toEqual([]);
    await store.putPreview("p1", new Blob([new Uint8Array(4)]));
    expect(await store.previews(["p1"])).toEqual(new Map());
  });
});

describe("uploader name", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
    };
  };

  it("is remembered on the device, at most the limit", () => {
    const storage = memory();
    expect(readUploaderName(storage)).toBe("");
    writeUploaderName("Auntie Efua", storage);
    expect(readUploaderName(storage)).toBe("Auntie Efua");
    writeUploaderName("x".repeat(UPLOADER_NAME_MAX_LENGTH + 5), storage);
    expect(readUploaderName(storage)).toHaveLength(UPLOADER_NAME_MAX_LENGTH);
  });

  it("is sent trimmed, or not at all when blank", () => {
    expect(uploaderNameToSend("  Auntie   Efua ")).toBe("Auntie Efua");
    expect(uploaderNameToSend("   ")).toBeNull();
  });
});
