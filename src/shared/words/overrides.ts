import { closest } from "../closest.ts";
import { EN } from "./en.ts";
import type { LanguageWords } from "./language-words.ts";
import { slotsOf } from "./words.ts";

/**
 * The couple's own fixed words (content `words:`): a translator in the family
 * knows best. Each key is a word's place in the catalogue, as docs/words.md
 * lists them ("page.nav.rsvp", "mail.withLove", a counted word's form
 * "page.upload.photos.one"), and its value the word, one text for every
 * language or one per language like any text. A word replaced keeps its
 * slots: "{date}" in English's must be in the couple's too.
 */

/** Every word the couple may replace, by its key, with English's text (what its slots must match). */
export function replaceableWords(): ReadonlyMap<string, string> {
  cached ??= new Map(leaves(EN));
  return cached;
}

let cached: Map<string, string> | undefined;

function leaves(group: object, prefix = ""): [string, string][] {
  return Object.entries(group).flatMap(([key, value]): [string, string][] => {
    const path = `${prefix}${key}`;
    return typeof value === "string" ? [[path, value]] : leaves(value as object, `${path}.`);
  });
}

/** What is wrong with one of the couple's words: its key unknown (with the nearest known), or its slots not English's. */
export function overrideProblem(key: string, word: string): string | null {
  const english = replaceableWords().get(key);
  if (english === undefined) {
    const near = closest(key, [...replaceableWords().keys()]);
    return `is not one of the site's words${near ? `: did you mean ${near}?` : " (docs/words.md lists them)"}`;
  }
  const wanted = slotsOf(english);
  const given = slotsOf(word);
  if (wanted.join() === given.join()) return null;
  const slots = (names: string[]) => (names.length ? names.map((name) => `{${name}}`).join(", ") : "none");
  return `must have the same slots as "${english}": ${slots(wanted)}, not ${slots(given)}`;
}

/** `catalogue` with the couple's words in place of its own (the keys checked when the content was). */
export function withOverrides(catalogue: LanguageWords, overrides: Readonly<Record<string, string>> | undefined) {
  if (!overrides || Object.keys(overrides).length === 0) return catalogue;
  const copy = structuredClone(catalogue) as unknown as Record<string, unknown>;
  for (const [key, word] of Object.entries(overrides)) {
    const parts = key.split(".");
    const last = parts.pop();
    let group: Record<string, unknown> | undefined = copy;
    for (const part of parts) group = group?.[part] as Record<string, unknown> | undefined;
    if (group && last && typeof group[last] === "string") group[last] = word;
  }
  return copy as unknown as LanguageWords;
}
