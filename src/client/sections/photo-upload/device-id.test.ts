import { describe, expect, it } from "vitest";
import { PHOTO_TOKEN_HEADER } from "../../../shared/privacy.ts";
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  DEVICE_ID_STORAGE_KEY,
  newDeviceId,
  newPhotoToken,
} from "../../../shared/uploads.ts";
import type { KeyValueStorage } from "../../lib/browser-storage.ts";
import { deviceId } from "./device-id.ts";
import type { PendingUpload } from "./pending-uploads.ts";
import { uploadHeaders } from "./resumable-upload.ts";

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe("the device id", () => {
  it("is made once and kept, so every upload from this browser counts against one device", () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(DEVICE_ID_PATTERN);
    expect(storage.values.get(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(deviceId(storage)).toBe(first);
  });

  it("is the one this browser kept", () => {
    const other = memoryStorage();
    other.setItem(DEVICE_ID_STORAGE_KEY, newDeviceId());
    expect(deviceId(other)).toBe(other.values.get(DEVICE_ID_STORAGE_KEY));
  });

  it("replaces a damaged one, and stays the same for the page's life without storage", () => {
    const damaged = memoryStorage();
    damaged.setItem(DEVICE_ID_STORAGE_KEY, "not an id");
    expect(deviceId(damaged)).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId(null)).toBe(deviceId(null));
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(deviceId(refusing)).toBe(deviceId(null));
  });

  it("goes with every request of an upload, beside its photo token", () => {
    const pending = aPending();
    const device = newDeviceId();
    expect(uploadHeaders(pending, device)).toEqual({
      [PHOTO_TOKEN_HEADER]: pending.token,
      [DEVICE_ID_HEADER]: device,
    });
  });
});

function aPending(): PendingUpload {
  return {
    token: newPhotoToken(),
    blob: new Blob([new Uint8Array(4)]),
    prepared: true,
    awaitingUpload: false,
    stripMetadata: true,
    fileName: "a.jpg",
    capturedAt: null,
    uploaderName: null,
    invitationCode: null,
    uploadUrl: null,
    queuedAt: 1,
    contentHash: null,
    preview: null,
    refusal: null,
  };
}
