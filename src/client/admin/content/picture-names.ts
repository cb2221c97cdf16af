import { IMAGE_PATH_SCHEMA } from "../../../shared/content-schema.ts";
import { PICTURE_EXTENSIONS } from "../../../shared/picture-paths.ts";

/**
 * The name a picture from the phone gets in the content: its own file name in a folder ("gallery/IMG_2041.JPG"),
 * made safe for the schema's rule (no folders of its own, none of \ : * ? " < > |, no ".."), and made unique
 * when another picture already has that name ("gallery/IMG_2041-2.JPG"); the same picture sent again keeps its name.
 */
export function pictureName(
  fileName: string,
  folder: string,
  hash: string,
  taken: Readonly<Record<string, string>>,
): { path: string } | { problem: string } {
  const base = (fileName.split(/[/\\]/).at(-1) ?? "")
    .replace(/[:*?"<>|]/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot + 1) : "";
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase())) {
    return {
      problem: `${fileName || "This file"} is not a kind of picture the site can show: choose a photo (JPEG, HEIC, PNG, WebP or AVIF).`,
    };
  }
  const stem = base.slice(0, dot) || "picture";
  for (let copy = 1; ; copy += 1) {
    const path = `${folder}/${stem}${copy === 1 ? "" : `-${copy}`}.${extension}`;
    if (taken[path] === undefined || taken[path] === hash) {
      return IMAGE_PATH_SCHEMA.safeParse(path).success
        ? { path }
        : { problem: `${fileName} could not be named for the site: rename it (letters and digits) and try again.` };
    }
  }
}
