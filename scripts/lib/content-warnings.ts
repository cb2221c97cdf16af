import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { LineCounter, type Node, parseDocument } from "yaml";
import { z } from "zod";
import { nodeAt, type Path, picturesNamed } from "../../src/shared/content-file.ts";
import { formatContentPath } from "../../src/shared/content-schema.ts";

/**
 * What `npm run content:check` warns about in a file that is valid: what is
 * still the shipped example's (its couple's names, its longer texts, its
 * pictures), and an event's time (or another instant) written with a UTC
 * offset its time zone does not have on that day (+01:00 in Lisbon in
 * January). Warnings, not errors: the
 * site builds, but is probably not what the couple meant.
 *
 * The example is known by a fingerprint (example-fingerprint.json, written by
 * `npm run content:schema` from tests/fixtures/example-couple): hashes of its
 * names, texts and pictures' bytes, so a picture replaced under the same
 * name is the couple's, and no sentence of the example lives in the code.
 */

export const ExampleFingerprintSchema = z.strictObject({
  /** The example couple's names, word by word. */
  names: z.array(z.string()),
  /** The example's texts of four words or more, whole. */
  texts: z.array(z.string()),
  /** The example's pictures by their bytes, its ornaments left out (any couple may keep those). */
  pictures: z.array(z.string()),
});
export type ExampleFingerprint = z.infer<typeof ExampleFingerprintSchema>;

export const EXAMPLE_FINGERPRINT_FILE = new URL("./example-fingerprint.json", import.meta.url);

/** Drawings the site ships for any couple: the hero's flowers and the story's. */
const ORNAMENT = /^(hero\.floralImage|story\.milestones\[\d+\]\.flower)$/;
/** A text this long, word for word the example's, was not written by the couple. */
const MIN_TEXT_WORDS = 4;

export function readExampleFingerprint(): ExampleFingerprint {
  return ExampleFingerprintSchema.parse(JSON.parse(readFileSync(EXAMPLE_FINGERPRINT_FILE, "utf8")));
}

/** The fingerprint of the example's file; `pictureBytes` reads a picture it names from content/images. */
export function exampleFingerprint(source: string, pictureBytes: (picture: string) => Buffer): ExampleFingerprint {
  const input: unknown = parseDocument(source).toJS();
  const texts = [...textsIn(input, [])]
    .map(({ text }) => normalized(text))
    .filter((text) => text.split(" ").length >= MIN_TEXT_WORDS);
  const pictures = picturesNamed(input)
    .filter(({ path }) => !ORNAMENT.test(formatContentPath(path)))
    .map(({ picture }) => sha256(pictureBytes(picture)));
  return {
    names: sortedUnique(partnerNameWords(input).map(textHash)),
    texts: sortedUnique(texts.map(textHash)),
    pictures: sortedUnique(pictures),
  };
}

export interface WarningOptions {
  fileName: string;
  fingerprint: ExampleFingerprint;
  /** A picture's bytes from content/images, or null when it is not there. */
  pictureBytes: (picture: string) => Buffer | null;
}

/** Warnings for a file that passed the check, each as `content/wedding.yaml:42 field: what to look at`. */
export function contentWarnings(source: string, { fileName, fingerprint, pictureBytes }: WarningOptions): string[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  const input: unknown = document.toJS();
  const lineOf = (path: Path) => {
    const node: Node | null = nodeAt(document.contents, path);
    return node?.range ? lineCounter.linePos(node.range[0]).line : 0;
  };
  const at = (path: Path) => {
    const line = lineOf(path);
    return `${fileName}${line ? `:${line}` : ""} ${formatContentPath(path) || "(top level)"}`;
  };

  const names = new Set(fingerprint.names);
  const partners = partnerNameWords(input, { firstNamesOnly: true });
  if (partners.length > 0 && partners.every((word) => names.has(textHash(word)))) {
    // The example checked as itself (or a copy not begun): one line, not one per field.
    return [
      `${at(["couple", "partners"])}: is still the shipped example's couple: this file is the example; write your names, then the check lists what else is still the example's`,
    ];
  }

  const warnings: string[] = [];
  const texts = new Set(fingerprint.texts);
  const pictures = new Set(fingerprint.pictures);
  const picturePaths = new Set(picturesNamed(input).map(({ path }) => formatContentPath(path)));
  for (const { path, text } of textsIn(input, [])) {
    if (picturePaths.has(formatContentPath(path))) continue;
    if (texts.has(textHash(normalized(text)))) {
      warnings.push(`${at(path)}: is still the shipped example's words: write your own`);
      continue;
    }
    const name = words(text).find((word) => names.has(textHash(word)));
    if (name) warnings.push(`${at(path)}: still names the shipped example's couple ("${name}"): write your own`);
  }
  for (const { path, picture } of picturesNamed(input)) {
    const bytes = pictureBytes(picture);
    if (bytes && pictures.has(sha256(bytes))) {
      warnings.push(
        `${at(path)}: content/images/${picture} is still the shipped example's picture: put your own in its place`,
      );
    }
  }
  warnings.push(...offsetWarnings(input, at));
  // In the file's order, as the couple read it.
  const line = (warning: string) => Number(warning.slice(fileName.length).match(/^:(\d+)/)?.[1] ?? 0);
  return warnings.sort((a, b) => line(a) - line(b));
}

/**
 * A time whose UTC offset is not its time zone's on that day (summer time
 * forgotten, or a date copied from another season): the site shows it an
 * hour off. Said with the time written the zone's way.
 */
function offsetWarnings(input: unknown, at: (path: Path) => string): string[] {
  if (!isRecord(input) || typeof input.timeZone !== "string") return [];
  const { timeZone } = input;
  const instants: [Path, unknown][] = [
    [["countdownTarget"], input.countdownTarget],
    ...["start", "end"].map((key): [Path, unknown] => [["calendar", key], field(input.calendar, key)]),
    ...["from", "until"].map((key): [Path, unknown] => [
      ["guestPhotos", "autoApprove", key],
      field(field(input.guestPhotos, "autoApprove"), key),
    ]),
    ...(Array.isArray(input.events) ? input.events : []).flatMap((event, index) =>
      ["start", "end"].map((key): [Path, unknown] => [["events", index, key], field(event, key)]),
    ),
  ];
  const warnings: string[] = [];
  for (const [path, value] of instants) {
    if (typeof value !== "string") continue;
    // A time written in UTC (Z) was meant so; an offset is the couple's reading of their zone's clock.
    const written = /^(.+?)([+-]\d{2}:?\d{2})$/.exec(value);
    if (!written) continue;
    const [, wall = "", offset = ""] = written;
    const wallMs = Date.parse(`${wall}Z`);
    if (Number.isNaN(wallMs)) continue;
    const writtenMinutes = offsetMinutes(offset);
    // The zone's offset for that wall-clock time there (asked twice: the first guess may sit across a change).
    const zoneMinutes = zoneOffsetMinutes(timeZone, wallMs - zoneOffsetMinutes(timeZone, wallMs) * 60_000);
    if (zoneMinutes === writtenMinutes) continue;
    const day = new Date(wallMs).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const time = wall.slice(11, 16);
    warnings.push(
      `${at(path)}: is written ${formatOffset(writtenMinutes)}, but ${timeZone} is at ${formatOffset(zoneMinutes)} on ${day}: for ${time} there, write ${wall}${formatOffset(zoneMinutes)}`,
    );
  }
  return warnings;
}

/** Minutes ahead of UTC in `timeZone` at an instant (Intl's "GMT+02:00"). */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(new Date(epochMs))
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const [, sign, hours = "0", minutes = "0"] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

function offsetMinutes(offset: string): number {
  const [, sign, hours = "0", minutes = "0"] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** 120 → "+02:00" */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

/** Every text in a value, with where it is. */
function* textsIn(value: unknown, path: Path): Generator<{ path: Path; text: string }> {
  if (typeof value === "string") yield { path, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) yield* textsIn(child, [...path, key]);
}

/** The words of the partners' names (first names only: a family name may be shared by chance). */
function partnerNameWords(input: unknown, { firstNamesOnly = false } = {}): string[] {
  const partners = field(field(input, "couple"), "partners");
  if (!Array.isArray(partners)) return [];
  return partners.flatMap((partner) =>
    (firstNamesOnly ? ["firstName"] : ["firstName", "lastName"]).flatMap((key) => {
      const name = field(partner, key);
      return typeof name === "string" ? words(name) : [];
    }),
  );
}

/** Words of three letters or more, as written. */
function words(text: string): string[] {
  return text.match(/\p{L}{3,}/gu) ?? [];
}

function normalized(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function textHash(text: string): string {
  return sha256(text.toLowerCase()).slice(0, 16);
}

function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
