/**
 * The site's fixed words (design decision 21): every word a guest reads that
 * the couple did not write comes from a catalogue, one per language, so a page
 * in isiZulu holds no English. Catalogues are plain data (strings, and
 * `{ one, other }` pairs for words that count), so they travel as JSON in a
 * page's HTML and only the page's own language reaches the guest's phone.
 * A word with parts that vary is a template with named slots: "Please reply
 * by {date}". The couple may override any word in their content.
 */

/** The languages the site has catalogues for; English holds the spec's words as written. */
export const LANGUAGES = ["en", "af", "zu", "xh", "st", "tn"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** A word that counts: its form for one, and for any other number. */
export interface Counted {
  one: string;
  other: string;
}

/** A catalogue's shape: named groups of words, each a template or a counted pair. */
export type Catalogue = { readonly [key: string]: string | Counted | Catalogue };

/** The shape of a catalogue with its English words widened to any string, for the other languages to fill. */
export type WordsLike<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Counted ? Counted : WordsLike<T[K]>;
};

const SLOT = /\{(\w+)\}/g;

/**
 * A template with its slots filled: fill("Please reply by {date}", { date: "6 March" }). A slot without a value
 * is a mistake in the catalogue or its caller, and throws rather than show "{date}" to a guest.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(SLOT, (_slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The words "${template}" need a value for {${name}}`);
    return String(value);
  });
}

/** The slots a template names, e.g. ["date"]: a translation must name the same ones (tested per catalogue). */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] ?? "").sort();
}

/**
 * Which form of a counted word `count` takes in `language`, by CLDR 48's
 * plural rules (common/supplemental/plurals.xml), written out here because
 * browsers lack the data for some of these languages: isiZulu says "one" for
 * 0 and 1 (i = 0 or n = 1); English, Afrikaans, isiXhosa, Sesotho and
 * Setswana for 1 only (n = 1).
 */
export function pluralOf(language: Language, count: number): keyof Counted {
  if (language === "zu") return Math.trunc(count) === 0 || count === 1 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

/** A counted word for `count`, its {count} slot (and any other) filled: "3 photos", "1 photo". */
export function counted(
  language: Language,
  word: Counted,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(word[pluralOf(language, count)], { count, ...values });
}
