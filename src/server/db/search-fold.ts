/**
 * One fold of case and accents for "Find a person", the same on SQLite and
 * PostgreSQL (docs/decisions/037-guest-data-erasure-search-and-codes.md):
 * "Élodie", "ÉLODIE" and "elodie" fold to "elodie", "ØBERG" to "oberg",
 * "Şükrü" to "sukru", "Straße" to "strasse". SQLite's lower() folds ASCII
 * only, and PostgreSQL's depends on the database's locale, so neither is
 * used: the fold is this table, run by TypeScript on SQLite (a function
 * registered on the connection) and by translate() and replace() on
 * PostgreSQL (a function migration 013 makes from the same table).
 *
 * The table covers Latin and Greek (with their extensions) and Cyrillic, and the
 * combining marks (dropped, so a decomposed "é" folds as a composed one);
 * other characters are left as they are. Changing it needs a migration that
 * makes the PostgreSQL function again.
 */

/** The SQL function's name on both databases. */
export const SEARCH_FOLD_FUNCTION = "wedding_fold";

/** Letters NFKD does not take apart. */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  ø: "o",
  Ø: "o",
  ı: "i",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  ł: "l",
  Ł: "l",
  ħ: "h",
  Ħ: "h",
  ŧ: "t",
  Ŧ: "t",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  þ: "th",
  Þ: "th",
  ſ: "s",
  ς: "σ",
};

/** Code point ranges the table covers: ASCII capitals, Latin-1 to Latin Extended-B, marks, Greek, Cyrillic, Latin Extended Additional, Greek Extended. */
const FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x300, 0x36f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x1e00, 0x1eff],
  [0x1f00, 0x1fff],
];

/** NFKD, marks dropped, lower case; the special folds both before and after ("Ǿ" becomes "ø", then "o"). */
function foldOne(character: string): string {
  const special = SPECIAL_FOLDS[character];
  if (special !== undefined) return special;
  const plain = character.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return Array.from(plain, (part) => SPECIAL_FOLDS[part] ?? part).join("");
}

/** Every character the fold changes, and what it becomes ("" for a combining mark). */
export const SEARCH_FOLD_TABLE: ReadonlyMap<string, string> = (() => {
  const table = new Map<string, string>();
  for (const [first, last] of FOLDED_RANGES) {
    for (let point = first; point <= last; point++) {
      const character = String.fromCodePoint(point);
      const folded = foldOne(character);
      if (folded !== character) table.set(character, folded);
    }
  }
  return table;
})();

/** The text as "Find a person" compares it. */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const character of text) folded += SEARCH_FOLD_TABLE.get(character) ?? character;
  return folded;
}

/**
 * The PostgreSQL function doing what foldForSearch does: translate() for
 * every character that becomes one character or none, then replace() for
 * each that becomes several. Each step reads only characters of the input
 * (no output is folded again), as foldForSearch does.
 */
export function postgresSearchFoldFunction(): string {
  let from = "";
  let to = "";
  let dropped = "";
  const expansions: [string, string][] = [];
  for (const [character, folded] of SEARCH_FOLD_TABLE) {
    const length = Array.from(folded).length;
    if (length === 1) {
      from += character;
      to += folded;
    } else if (length === 0) dropped += character;
    else expansions.push([character, folded]);
  }
  let body = `translate($1, ${literal(from + dropped)}, ${literal(to)})`;
  for (const [character, folded] of expansions) body = `replace(${body}, ${literal(character)}, ${literal(folded)})`;
  return `create or replace function ${SEARCH_FOLD_FUNCTION}(text) returns text
    language sql immutable strict parallel safe
    as $fold$ select ${body} $fold$`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
