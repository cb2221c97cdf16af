// @module-tag content
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import {
  EXAMPLE_COUPLE_FILE,
  exampleCouple,
  readFixtureFile,
  SECOND_COUPLE_FILE,
} from "../../src/testing/fixture-couples.ts";
import { contentWarnings, exampleFingerprint, readExampleFingerprint, zoneOffsetMinutes } from "./content-warnings.ts";

const FILE = "content/wedding.yaml";
const example = readFixtureFile(EXAMPLE_COUPLE_FILE);
/** Stand-in bytes for a picture: the tests below hold whatever content/images holds. */
const examplePicture = (picture: string) => Buffer.from(`the example's ${picture}`);
const fingerprint = exampleFingerprint(example, examplePicture);

function warningsFor(source: string, pictureBytes: (picture: string) => Buffer | null = examplePicture): string[] {
  return contentWarnings(source, { fileName: FILE, fingerprint, pictureBytes });
}

/** The example with its couple renamed: a couple who began from it and have only written their names. */
function begun(source = example): string {
  const [first, second] = exampleCouple().couple.partners;
  return source
    .replace(`firstName: ${first.firstName}`, "firstName: Ayasha")
    .replace(`firstName: ${second.firstName}`, "firstName: Bongani");
}

/** 1-based line of the first line of `source` that contains `text`, notes (# …) left out. */
function lineOf(source: string, text: string): number {
  return source.split("\n").findIndex((line) => !line.trimStart().startsWith("#") && line.includes(text)) + 1;
}

describe("content:check's warnings", () => {
  it("says once that the example, checked as itself, is still the example", () => {
    expect(warningsFor(example)).toEqual([
      `${FILE}:${lineOf(example, "- firstName:")} couple.partners: is still the shipped example's couple: this file is the example; write your names, then the check lists what else is still the example's`,
    ]);
  });

  it("lists, field by field, what a begun file still holds of the example", () => {
    const source = begun();
    const warnings = warningsFor(source);
    expect(warnings).toContain(
      `${FILE}:${lineOf(source, "  description:")} site.description: is still the shipped example's words: write your own`,
    );
    const [firstContact] = exampleCouple().rsvp.contacts;
    expect(warnings).toContain(
      `${FILE}:${lineOf(source, `- name: ${firstContact?.name}`)} rsvp.contacts[0].name: still names the shipped example's couple ("${firstContact?.name}"): write your own`,
    );
    const [firstPicture] = exampleCouple().gallery.items;
    expect(warnings).toContain(
      `${FILE}:${lineOf(source, `src: ${firstPicture?.src}`)} gallery.items[0].src: content/images/${firstPicture?.src} is still the shipped example's picture: put your own in its place`,
    );
    const lines = warnings.map((warning) => Number(/^content\/wedding\.yaml:(\d+) /.exec(warning)?.[1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it("leaves the site's ornaments, a picture replaced under the same name and the couple's own words alone", () => {
    const source = begun();
    const warnings = warningsFor(source, (picture) => Buffer.from(`the couple's ${picture}`));
    expect(warnings.join("\n")).not.toMatch(/floralImage|flower|picture/);
    expect(warningsFor(readFixtureFile(SECOND_COUPLE_FILE), () => Buffer.from("their own"))).toEqual([]);
  });

  it("names the second couple's pictures that are still the example's", () => {
    const second = readFixtureFile(SECOND_COUPLE_FILE);
    const warnings = warningsFor(second);
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings)
      expect(warning).toMatch(/gallery\.items\[\d\]\.src: .* is still the shipped example's picture/);
  });

  it("warns where an event's UTC offset is not its time zone's on that day, with the time written the zone's way", () => {
    const second = readFixtureFile(SECOND_COUPLE_FILE);
    expect(warningsFor(second, () => null)).toEqual([]);
    const winter = second.replace(/start: 2027-06-12T16:30:00\+01:00/, "start: 2027-01-12T16:30:00+01:00");
    const end = second.replace(/end: 2027-06-12T23:30:00\+01:00/, "end: 2027-06-12T23:30:00+00:00");
    expect(warningsFor(winter, () => null)).toEqual([
      `${FILE}:${lineOf(winter, "start: 2027-01-12")} events[0].start: is written +01:00, but Europe/Lisbon is at +00:00 on 12 January 2027: for 16:30 there, write 2027-01-12T16:30:00+00:00`,
    ]);
    expect(warningsFor(end, () => null)).toEqual([
      `${FILE}:${lineOf(end, "end: 2027-06-12")} events[0].end: is written +00:00, but Europe/Lisbon is at +01:00 on 12 June 2027: for 23:30 there, write 2027-06-12T23:30:00+01:00`,
    ]);
    const utc = second.replace(/start: 2027-06-12T16:30:00\+01:00/, "start: 2027-06-12T15:30:00Z");
    expect(warningsFor(utc, () => null)).toEqual([]);
  });

  it("reads a zone's offset on a day from Intl, summer time included", () => {
    expect(zoneOffsetMinutes("Europe/Lisbon", Date.UTC(2027, 0, 12, 12))).toBe(0);
    expect(zoneOffsetMinutes("Europe/Lisbon", Date.UTC(2027, 5, 12, 12))).toBe(60);
    expect(zoneOffsetMinutes("Asia/Kolkata", Date.UTC(2027, 5, 12, 12))).toBe(330);
    expect(zoneOffsetMinutes("America/St_Johns", Date.UTC(2027, 0, 12, 12))).toBe(-210);
  });

  // The fingerprint is of the example's pictures as shipped; a couple's own content/images is theirs.
  it.runIf(coupleNames(weddingContent) === coupleNames(exampleCouple()))(
    "commits the example's fingerprint (npm run content:schema)",
    () => {
      const pictures = new URL("../../content/images/", import.meta.url);
      expect(readExampleFingerprint()).toEqual(
        exampleFingerprint(example, (picture) => readFileSync(new URL(picture, pictures))),
      );
    },
  );
});
