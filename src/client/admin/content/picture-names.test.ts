import { expect, it } from "vitest";
import { IMAGE_PATH_SCHEMA } from "../../../shared/content-schema.ts";
import { pictureName } from "./picture-names.ts";

const HASH = "a".repeat(64);
const OTHER = "b".repeat(64);

it("names a phone's picture by its own name, safe for the content and unique", () => {
  expect(pictureName("IMG_2041.JPG", "gallery", HASH, {})).toEqual({ path: "gallery/IMG_2041.JPG" });
  expect(pictureName("IMG_2041.JPG", "gallery", HASH, { "gallery/IMG_2041.JPG": HASH })).toEqual({
    path: "gallery/IMG_2041.JPG",
  });
  expect(pictureName("IMG_2041.JPG", "gallery", HASH, { "gallery/IMG_2041.JPG": OTHER })).toEqual({
    path: "gallery/IMG_2041-2.JPG",
  });
  for (const odd of ['..Photo: "us" <3>.heic', "C:\\Users\\me\\beach day.jpeg", "/etc/../x.png", ".hidden.webp"]) {
    const named = pictureName(odd, "gallery", HASH, {});
    expect("path" in named && IMAGE_PATH_SCHEMA.safeParse(named.path).success, odd).toBe(true);
  }
  expect(pictureName("notes.pdf", "gallery", HASH, {})).toEqual({
    problem: "notes.pdf is not a kind of picture the site can show: choose a photo (JPEG, HEIC, PNG, WebP or AVIF).",
  });
});
