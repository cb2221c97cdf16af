import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { PAGE_WORDS_EN } from "./page-en.ts";

const CLIENT = fileURLToPath(new URL("../../client/", import.meta.url));
/** The couple's admin stays English; the privacy page has its own notice (src/shared/privacy-notice.ts). */
const NOT_THE_GUEST_PAGE = ["admin", "privacy"];
/**
 * Parts whose own words are still written in their code (issue 35). lib/api.ts keeps an English `reason` beside its
 * `why` for logs and tests; the page says `why` in its words (reasonText).
 */
const NOT_MOVED_YET: string[] = ["lib/api.ts"];

/** The guest page's source files, tests aside. */
function guestPageSources(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return NOT_THE_GUEST_PAGE.includes(entry.name) && dir === CLIENT ? [] : guestPageSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function catalogueWords(group: object): string[] {
  return Object.values(group).flatMap((value) => (typeof value === "string" ? [value] : catalogueWords(value)));
}

/** The fixed runs of a template long enough to be sure of (three words or more): "Your meal at {event}" → ["Your meal at"]. */
const phrases = catalogueWords(PAGE_WORDS_EN)
  .flatMap((words) => words.split(/\{\w+\}/))
  .map((run) => run.trim())
  .filter((run) => run.split(/\s+/).length >= 3);

/**
 * Shorter runs (two words or one, "Your data", "Delete") are sure only where the code writes them out whole: as a
 * string ("Delete"), or as a JSX text, between tags or alone on its line.
 */
const shortRuns = catalogueWords(PAGE_WORDS_EN)
  .flatMap((words) => words.split(/\{\w+\}/))
  .map((run) => run.trim())
  .filter((run) => /^[A-Z]/.test(run) && run.split(/\s+/).length < 3 && run.length > 3);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const writtenOut = (run: string) =>
  new RegExp(`(["'\`]${escaped(run)}["'\`])|(>\\s*${escaped(run)}\\s*<)|(^\\s*${escaped(run)}\\s*$)`, "m");

/** The code without its comments, which may well quote the words they explain. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Shared modules that write what the guest page shows, fed the page's words. */
const SHARED = ["invitation-greeting.ts", "privacy-notice.ts"].map((file) =>
  fileURLToPath(new URL(`../${file}`, import.meta.url)),
);

it("leaves none of the catalogue's words written out in the guest page's code (design decision 21)", () => {
  const moved = [...guestPageSources(), ...SHARED].filter((file) => !NOT_MOVED_YET.some((part) => file.includes(part)));
  const found = moved.flatMap((file) => {
    const source = withoutComments(readFileSync(file, "utf8"));
    return [
      ...phrases.filter((phrase) => source.includes(phrase)),
      ...shortRuns.filter((run) => writtenOut(run).test(source)),
    ].map((phrase) => `${path.relative(CLIENT, file)}: "${phrase}"`);
  });
  expect(phrases.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
