import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkContentFile } from "../shared/content-file.ts";
import { ContentError, type ContentFor, contentFor, type WeddingContent } from "../shared/content-schema.ts";

/**
 * Two whole content files kept as fixtures, so tests about a particular couple
 * hold whatever content/wedding.yaml holds: the example couple (Thabo &
 * Lerato, the file the site ships with) and a second couple unlike them in
 * every way the schema allows.
 */
export const EXAMPLE_COUPLE_FILE = "tests/fixtures/example-couple/wedding.yaml";
export const SECOND_COUPLE_FILE = "tests/fixtures/second-couple/wedding.yaml";

const root = new URL("../../", import.meta.url);
const imagesDir = fileURLToPath(new URL("content/images/", root));

/** A fixture file's text, as written. */
export function readFixtureFile(file: string): string {
  return readFileSync(new URL(file, root), "utf8");
}

/** A fixture file checked as the build checks content/wedding.yaml, its pictures looked up in content/images. */
export function readFixtureCouple(file: string): WeddingContent {
  return fixtureViews(file)("couple");
}

/** Each audience's view of a fixture file (contentFor), as the server makes them from content/wedding.yaml. */
export function fixtureViews(file: string): ContentFor {
  const source = checkContentFile(readFixtureFile(file), {
    fileName: file,
    pictureExists: (picture) => existsSync(imagesDir + picture),
  });
  return (audience) => contentFor(source, audience);
}

/** Thabo & Lerato, parsed afresh for each caller (tests may change their copy). */
export function exampleCouple(): WeddingContent {
  return readFixtureCouple(EXAMPLE_COUPLE_FILE);
}

/** Maria-João & Søren Aurelius: one event, no story or gifts, en-GB, Europe/Lisbon. */
export function secondCouple(): WeddingContent {
  return readFixtureCouple(SECOND_COUPLE_FILE);
}

/** The problems content:check says of `source` (named `fileName`), for a file it must refuse. */
export function contentProblemsOf(source: string, fileName = "wedding.yaml"): string {
  try {
    checkContentFile(source, { fileName });
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("the file was accepted");
}
