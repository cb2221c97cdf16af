// @module-tag content
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentJsonSchema } from "../../scripts/lib/content-json-schema.ts";
import { EXAMPLE_COUPLE_FILE, readFixtureFile, SECOND_COUPLE_FILE } from "../testing/fixture-couples.ts";
import { closest, parseContentFile } from "./content-file.ts";
import { ContentError } from "./content-schema.ts";

const shipped = readFileSync(new URL("../../content/wedding.yaml", import.meta.url), "utf8");
/** The example couple's file, which content/wedding.yaml ships as: the edits below change one of its lines. */
const example = readFixtureFile(EXAMPLE_COUPLE_FILE);
const FILE = "content/wedding.yaml";

/** The example's file with one line changed, and the problems reported for it. */
function problemsAfter(edit: (source: string) => string, pictureExists = (_: string) => true): string {
  const source = edit(example);
  expect(source).not.toBe(example);
  try {
    parseContentFile(source, { fileName: FILE, pictureExists });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).not.toMatch(/\n\s+at /);
    return (error as Error).message;
  }
  throw new Error("the content was accepted");
}

/** 1-based line of the first line of the example's file that contains `text`. */
function lineOf(text: string): number {
  const index = example.split("\n").findIndex((line) => line.includes(text));
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe("content/wedding.yaml", () => {
  it("reads the shipped file", () => {
    const content = parseContentFile(shipped, { fileName: FILE });
    expect(content.events.length).toBeGreaterThan(0);
  });

  it("names the line and field of an empty alt text", () => {
    const alt = /^( +alt: ).+$/m.exec(example);
    expect(alt).not.toBeNull();
    const line = lineOf(alt?.[0] ?? "");
    const message = problemsAfter((source) => source.replace(alt?.[0] ?? "", `${alt?.[1]}""`));
    expect(message).toContain(`${FILE}:${line} gallery.items[0].alt: must not be empty`);
  });

  it("refuses an unknown key at its line, with the key it was probably meant to be", () => {
    const line = lineOf("beveragesNote:");
    const message = problemsAfter((source) => source.replace("beveragesNote:", "beverageNote:"));
    expect(message).toContain(`${FILE}:${line} beverageNote: is not a field here; did you mean beveragesNote?`);
  });

  it("names the field that refers to a missing picture", () => {
    const line = lineOf("floralImage:");
    const message = problemsAfter(
      (source) => source.replace(/floralImage: .+/, "floralImage: hero/missing.svg"),
      (picture) => picture !== "hero/missing.svg",
    );
    expect(message).toContain(`${FILE}:${line} hero.floralImage: there is no picture content/images/hero/missing.svg`);
  });

  it("names a date that disagrees with the events at its line", () => {
    const line = lineOf("deadline:");
    const message = problemsAfter((source) => source.replace(/deadline: .+/, "deadline: 2030-01-01"));
    expect(message).toMatch(new RegExp(`${FILE}:${line} rsvp\\.deadline: must be before the first event \\(`));
  });

  it("points a file from before contacts had phone numbers to the new field", () => {
    const message = problemsAfter((source) =>
      source.replace(/ {2}contacts:\n(?: {4}- name: .+\n)+/, "  contactNames:\n    - Thabo\n    - Lerato\n"),
    );
    expect(message).toContain("rsvp.contactNames: is not a field here; did you mean contacts?");
    expect(message).toContain("rsvp.contacts: is missing");
  });

  it("reports broken YAML with its line, not a stack trace", () => {
    const message = problemsAfter((source) => source.replace(/initials: .+/, "initials: [unclosed"));
    expect(message.split("\n")[0]).toBe(`${FILE} is not valid YAML:`);
    expect(message.split("\n")[1]).toMatch(/^ {2}content\/wedding\.yaml:\d+ /);
  });

  it("suggests only near keys", () => {
    expect(closest("beverageNote", ["beveragesNote", "gifts"])).toBe("beveragesNote");
    expect(closest("colour", ["colours", "name"])).toBe("colours");
    expect(closest("somethingElse", ["gifts", "story"])).toBeNull();
  });

  it("commits the JSON Schema generated from the content schema (npm run content:schema)", () => {
    const committed = readFileSync(new URL("../../content/wedding.schema.json", import.meta.url), "utf8");
    expect(committed).toBe(contentJsonSchema());
  });

  it.each([EXAMPLE_COUPLE_FILE, SECOND_COUPLE_FILE])("points editors of %s at that schema", (file) => {
    const schemaPath = /^# yaml-language-server: \$schema=(\S+)$/.exec(readFixtureFile(file).split("\n")[0] ?? "")?.[1];
    expect(new URL(schemaPath ?? "", new URL(`../../${file}`, import.meta.url)).href).toBe(
      new URL("../../content/wedding.schema.json", import.meta.url).href,
    );
  });
});
