// @module-tag content
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentJsonSchema } from "../../scripts/lib/content-json-schema.ts";
import { wordsDoc } from "../../scripts/lib/words-doc.ts";
import { EXAMPLE_COUPLE_FILE, readFixtureFile, SECOND_COUPLE_FILE } from "../testing/fixture-couples.ts";
import { closest } from "./closest.ts";
import { parseContentFile } from "./content-file.ts";
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

  it("looks for the site's own flowers when hero.floralImage is left out", () => {
    const message = problemsAfter(
      (source) => source.replace(/ {2}floralImage: .+\n/, ""),
      (picture) => picture !== "hero/floral.svg",
    );
    expect(message).toContain(
      `${FILE}:${lineOf("invitationLine:")} hero.floralImage: there is no picture content/images/hero/floral.svg`,
    );
  });

  it("finds the hero photo among the pictures, and no flowers beside it", () => {
    const message = problemsAfter(
      (source) => source.replace(/ {2}floralImage: .+\n/, "  photo:\n    image: hero/us.jpg\n    alt: The two of us\n"),
      (picture) => picture !== "hero/us.jpg",
    );
    expect(message).toContain(
      `${FILE}:${lineOf("floralImage:") + 1} hero.photo.image: there is no picture content/images/hero/us.jpg`,
    );
    expect(message).not.toContain("floral");
  });

  it("asks for the hero photo's description, and to choose between it and the flowers", () => {
    const withPhoto = (source: string) =>
      source.replace(/( {2}floralImage: .+\n)/, "$1  photo:\n    image: hero/us.jpg\n");
    const message = problemsAfter(withPhoto);
    expect(message).toContain(`${FILE}:${lineOf("floralImage:") + 2} hero.photo.alt: is missing`);
    const both = problemsAfter((source) =>
      withPhoto(source).replace("image: hero/us.jpg", "image: hero/us.jpg\n    alt: Us"),
    );
    expect(both).toContain(
      `${FILE}:${lineOf("floralImage:")} hero.floralImage: choose one: your photo (hero.photo) or flowers (hero.floralImage) over your names; remove the other`,
    );
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

  it("says a colon in a text needs quotes, once, with the line written the right way", () => {
    const line = lineOf("placeLabel:");
    const message = problemsAfter((source) => source.replace(/placeLabel: .+/, "placeLabel: Venue: the old mill"));
    expect(message).toBe(
      `${FILE} is not valid YAML:\n` +
        `  ${FILE}:${line} the text after "placeLabel:" holds a colon, which starts a new field: put the text in quotes, like this:\n` +
        `        placeLabel: "Venue: the old mill"`,
    );
  });

  it.each([
    ["a field", /^ {2}initials: /m, "initials:"],
    ["a field in a list", /^ {4}title: /m, "title:"],
  ])("names a tab before %s once, with the line indented with spaces", (_, indentation, field) => {
    const written = indentation.exec(example)?.[0] ?? "";
    const line = lineOf(written);
    const message = problemsAfter((source) => source.replace(indentation, `\t${field} `));
    const [header, problem, rightForm, ...rest] = message.split("\n");
    expect(header).toBe(`${FILE} is not valid YAML:`);
    expect(problem).toBe(
      `  ${FILE}:${line} this line starts with a tab: indent with spaces only (two for each level), like this:`,
    );
    expect(rightForm).toBe(`      ${example.split("\n")[line - 1]}`);
    expect(rest).toEqual([]);
  });

  it.each([
    ["text starting with @", (s: string) => s.replace(/placeLabel: .+/, "placeLabel: @Home"), 'placeLabel: "@Home"'],
    ["an unclosed list", (s: string) => s.replace(/initials: .+/, "initials: [T & L"), 'initials: "[T & L"'],
    ["an unclosed quote", (s: string) => s.replace(/placeLabel: .+/, 'placeLabel: "Soweto'), 'placeLabel: "Soweto"'],
    [
      "text after a quote",
      (s: string) => s.replace(/placeLabel: .+/, 'placeLabel: "Soweto" ZA'),
      `placeLabel: '"Soweto" ZA'`,
    ],
    ["a missing colon", (s: string) => s.replace(/placeLabel: /, "placeLabel "), "placeLabel: "],
  ])("names %s once, at its line, with the right form", (_, edit, rightForm) => {
    const message = problemsAfter(edit);
    const lines = message.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^  ${FILE}:(${lineOf("placeLabel:")}|${lineOf("initials:")}) `));
    expect(lines[2]?.trim()).toContain(rightForm);
  });

  it("says a list item with a colon needs quotes, and names a value of the wrong kind in plain words", () => {
    const store = /^( {4}- )(\w+)$/m.exec(example.slice(example.indexOf("stores:")));
    const line = lineOf(store?.[0] ?? "");
    const colon = problemsAfter((source) => source.replace(store?.[0] ?? "", `${store?.[1]}${store?.[2]}: Soweto`));
    expect(colon).toContain(
      `${FILE}:${line} gifts.stores[0]: holds a colon, which makes it a field, not a text: put the text in quotes, like this:\n` +
        `          - "${store?.[2]}: Soweto"`,
    );
    const files = lineOf("maxFilesPerSession:");
    const number = problemsAfter((source) => source.replace(/maxFilesPerSession: .+/, "maxFilesPerSession: thirty"));
    expect(number).toContain(`${FILE}:${files} guestPhotos.maxFilesPerSession: must be a number`);
  });

  it("names a field written twice in one place at its second line, with its first", () => {
    const message = problemsAfter((source) => source.replace(/^( {2}placeLabel: .+)$/m, "$1\n  placeLabel: Soweto"));
    const first = lineOf("placeLabel:");
    expect(message).toBe(
      `${FILE} is not valid YAML:\n  ${FILE}:${first + 1} placeLabel: is written twice in the same place (it is on line ${first} too): keep one of them`,
    );
  });

  it("names a date written another way once, at itself, with the same moment written the right way", () => {
    const start = /^( {4}start: )(.+)$/m.exec(example);
    const line = lineOf(start?.[0] ?? "");
    const message = problemsAfter((source) => source.replace(start?.[0] ?? "", `${start?.[1]}06/03/2027 13:00`));
    expect(message).toBe(
      `${FILE} has 1 problem:\n` +
        `  ${FILE}:${line} events[0].start: must be an ISO date-time with an offset, like 2027-03-06T13:00:00+02:00 (6 March 2027 at 13:00, two hours ahead of UTC)`,
    );
  });

  it.each([
    "gallery/IMG_2041.JPG",
    "gallery/Photo 12.jpeg",
    "gallery/IMG_0007.HEIC",
    "IMG_0008.heif",
    "gallery/scan.PNG",
  ])("takes a picture named as a phone names it: %s", (picture) => {
    const source = example.replace(/src: .+/, `src: ${picture}`);
    const asked: string[] = [];
    const content = parseContentFile(source, { fileName: FILE, pictureExists: (p) => asked.push(p) > 0 });
    expect(content.gallery.items[0]?.src).toBe(picture);
    expect(asked).toContain(picture);
  });

  it.each(["../secret.jpg", "/etc/photo.jpg", "gallery/animation.gif"])("refuses %s as a picture", (picture) => {
    const message = problemsAfter((source) => source.replace(/src: .+/, `src: ${picture}`));
    expect(message).toContain("gallery.items[0].src: must be a picture inside content/images ending in .jpg");
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

  it("commits the list of the words a couple may replace (npm run content:schema)", () => {
    expect(readFileSync(new URL("../../docs/words.md", import.meta.url), "utf8")).toBe(wordsDoc());
  });

  it.each([EXAMPLE_COUPLE_FILE, SECOND_COUPLE_FILE])("points editors of %s at that schema", (file) => {
    const schemaPath = /^# yaml-language-server: \$schema=(\S+)$/.exec(readFixtureFile(file).split("\n")[0] ?? "")?.[1];
    expect(new URL(schemaPath ?? "", new URL(`../../${file}`, import.meta.url)).href).toBe(
      new URL("../../content/wedding.schema.json", import.meta.url).href,
    );
  });
});
