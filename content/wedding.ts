import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkContentFile } from "../src/shared/content-file.ts";
import { contentFor } from "../src/shared/content-schema.ts";

/**
 * The couple's content, read from content/wedding.yaml and checked (a bad
 * field stops the build, the tests and `npm run content:check`, naming its
 * line). The server bundle carries the file's text from build time (the page
 * was prerendered from it), so it never reads content/ while it runs.
 */
declare const __WEDDING_CONTENT_YAML__: string | undefined;

export const WEDDING_CONTENT_FILE = "content/wedding.yaml";
const imagesDir = fileURLToPath(new URL("./images/", import.meta.url));

/** The file checked, as written: each audience's view is made from it (contentFor). */
export function readWeddingSource(file = fileURLToPath(new URL("./wedding.yaml", import.meta.url))) {
  return checkContentFile(readFileSync(file, "utf8"), {
    fileName: WEDDING_CONTENT_FILE,
    pictureExists: (picture) => existsSync(imagesDir + picture),
  });
}

/** The file as the couple sees it: every event. */
export function readWeddingContent(file?: string) {
  return contentFor(readWeddingSource(file), "couple");
}

export const weddingSource =
  typeof __WEDDING_CONTENT_YAML__ === "string"
    ? checkContentFile(__WEDDING_CONTENT_YAML__, { fileName: WEDDING_CONTENT_FILE })
    : readWeddingSource();

/** Every event: the admin's view and the server's rules. */
export const weddingContent = contentFor(weddingSource, "couple");

/** What anyone may see: the public page and everything made with it (events by invitation only left out). */
export const publicContent = contentFor(weddingSource, "public");
