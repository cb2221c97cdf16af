import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseContentFile } from "../src/shared/content-file.ts";

/**
 * The couple's content, read from content/wedding.yaml and checked (a bad
 * field stops the build, the tests and `npm run content:check`, naming its
 * line). The server bundle carries the file's text from build time (the page
 * was prerendered from it), so it never reads content/ while it runs.
 */
declare const __WEDDING_CONTENT_YAML__: string | undefined;

export const WEDDING_CONTENT_FILE = "content/wedding.yaml";
const imagesDir = fileURLToPath(new URL("./images/", import.meta.url));

export function readWeddingContent(file = fileURLToPath(new URL("./wedding.yaml", import.meta.url))) {
  return parseContentFile(readFileSync(file, "utf8"), {
    fileName: WEDDING_CONTENT_FILE,
    pictureExists: (picture) => existsSync(imagesDir + picture),
  });
}

export const weddingContent =
  typeof __WEDDING_CONTENT_YAML__ === "string"
    ? parseContentFile(__WEDDING_CONTENT_YAML__, { fileName: WEDDING_CONTENT_FILE })
    : readWeddingContent();
