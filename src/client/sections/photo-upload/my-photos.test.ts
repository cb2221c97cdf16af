import { describe, expect, it } from "vitest";
import { MY_PHOTOS_STORAGE_KEY } from "../../../shared/privacy.ts";
import { forgetMyPhoto, readMyPhotos, rememberMyPhoto } from "./my-photos.ts";
import { readStripChoice, writeStripChoice } from "./strip-choice.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

const aPhoto = (id: string) => ({
  id,
  deleteToken: `token-${id}`,
  fileName: `${id}.jpg`,
  sentAt: "2026-05-02T14:00:00.000Z",
});

describe("photos sent from this device", () => {
  it("are remembered and forgotten by id", () => {
    const storage = memoryStorage();
    rememberMyPhoto(aPhoto("a"), storage);
    rememberMyPhoto(aPhoto("b"), storage);
    expect(readMyPhotos(storage).map((photo) => photo.id)).toEqual(["a", "b"]);
    expect(forgetMyPhoto("a", storage)).toEqual([aPhoto("b")]);
    expect(JSON.parse(storage.getItem(MY_PHOTOS_STORAGE_KEY) ?? "")).toEqual([aPhoto("b")]);
  });

  it("drop what is not a photo record, and survive a broken list", () => {
    expect(readMyPhotos(memoryStorage({ [MY_PHOTOS_STORAGE_KEY]: "not json" }))).toEqual([]);
    const mixed = JSON.stringify([aPhoto("a"), { id: "b" }, null]);
    expect(readMyPhotos(memoryStorage({ [MY_PHOTOS_STORAGE_KEY]: mixed }))).toEqual([aPhoto("a")]);
  });
});

describe("the strip-metadata choice", () => {
  it("is on unless the guest turned it off", () => {
    const storage = memoryStorage();
    expect(readStripChoice(storage)).toBe(true);
    writeStripChoice(false, storage);
    expect(readStripChoice(storage)).toBe(false);
    writeStripChoice(true, storage);
    expect(readStripChoice(storage)).toBe(true);
  });
});
