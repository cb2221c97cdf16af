import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkContentFile } from "../src/shared/content-file.ts";
import { contentFor } from "../src/shared/content-schema.ts";

/**
 * The couple's content file, read and checked, for the tests and the
 * benchmarks: content/wedding.yaml, or the file WEDDING_CONTENT_FILE names
 * (CI's second couple, published into the running test server: npm run
 * test:content). The server does not import this: it publishes the file as
 * a version (ADR 050) and serves what is published.
 */

export const WEDDING_CONTENT_FILE = "content/wedding.yaml";
const imagesDir = fileURLToPath(new URL("./images/", import.meta.url));

/** The file checked, as written: each audience's view is made from it (contentFor). */
export function readWeddingSource(
  file = process.env.WEDDING_CONTENT_FILE ?? fileURLToPath(new URL("./wedding.yaml", import.meta.url)),
) {
  return checkContentFile(readFileSync(file, "utf8"), {
    fileName: WEDDING_CONTENT_FILE,
    pictureExists: (picture) => existsSync(imagesDir + picture),
  });
}

/** The file as the couple sees it: every event. */
export function readWeddingContent(file?: string) {
  return contentFor(readWeddingSource(file), "couple");
}

export const weddingSource = readWeddingSource();

/** Every event: the admin's view and the server's rules. */
export const weddingContent = contentFor(weddingSource, "couple");

/** What anyone may see: the public page and everything made with it (events by invitation only left out). */
export const publicContent = contentFor(weddingSource, "public");
