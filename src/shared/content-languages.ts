import { isLanguage, type Language } from "./words/words.ts";

/**
 * A content file in several languages (`site.languages: [en, zu, st]`): any
 * text may be one text for every language or one per language, written as a
 * map from language code to text:
 *
 *     invitationLine:
 *       en: Together with their families
 *       zu: Kanye nemindeni yabo
 *
 * The file is read once per language (`readInLanguage`): each map becomes its
 * language's text and `site.language` that language (with the region the
 * couple wrote, which also says how phone numbers are read), so every view is
 * content of one language as the schema knows it, its dates in that language.
 */

type Path = readonly PropertyKey[];

/** A text per language: an object whose every key is a language code the site has words for. */
export function isTextMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isLanguage);
}

/** The site's languages as the file lists them (`site.languages`), or null when it lists none or lists them wrongly. */
export function declaredLanguages(input: unknown): Language[] | null {
  const listed = siteOf(input)?.languages;
  if (!Array.isArray(listed) || listed.length === 0) return null;
  if (!listed.every((code): code is Language => typeof code === "string" && isLanguage(code))) return null;
  return new Set(listed).size === listed.length ? listed : null;
}

/** The language a file of one language is written in ("en" of `language: en-ZA`), or null. */
export function defaultLanguageOf(input: unknown): string | null {
  const language = siteOf(input)?.language;
  return typeof language === "string" ? primary(language) : null;
}

/** What is wrong with how the file gives its languages, before any view is read. */
export function* languageProblems(
  input: unknown,
  languages: readonly Language[] | null,
): Generator<{ path: Path; message: string }> {
  const language = siteOf(input)?.language;
  if (languages && typeof language === "string" && primary(language) !== languages[0]) {
    yield {
      path: ["site", "language"],
      message: `must be the first of languages (${languages[0]}), with a region or without, or left out`,
    };
  }
  for (const { path, map } of textMaps(input, [])) {
    if (!languages && siteOf(input)?.languages === undefined) {
      yield {
        path,
        message: `is written per language: list the site's languages first, e.g. site.languages: [${Object.keys(map).join(", ")}]`,
      };
      continue;
    }
    for (const code of Object.keys(map)) {
      if (languages && !languages.includes(code as Language)) {
        yield {
          path: [...path, code],
          message: `${code} is not one of the site's languages (${languages.join(", ")}): add it to site.languages or take this out`,
        };
      }
    }
  }
}

/** What is said of a text per language that leaves out one of the site's languages. */
export function missingTextProblem(language: Language | null, languages: readonly Language[] | null): string {
  return `has no ${language} text: add ${language}: "…" beside the others (the site's languages are ${languages?.join(", ")}), or write one text for every language`;
}

/**
 * The file as read in `language` (null: a file of one language): every text
 * map becomes that language's text, and `site.language` that language. A map
 * without it gives the first language's text (or any) so the view stays
 * whole, and its place is returned in `missing`.
 */
export function readInLanguage(
  input: unknown,
  language: Language | null,
  languages: readonly Language[] | null,
): { value: unknown; missing: Path[] } {
  const missing: Path[] = [];
  const read = (value: unknown, path: Path): unknown => {
    if (isTextMap(value)) {
      const own = language === null ? undefined : value[language];
      if (own !== undefined) return own;
      if (language !== null) missing.push(path);
      const first = languages?.[0];
      return (first === undefined ? undefined : value[first]) ?? Object.values(value)[0];
    }
    if (Array.isArray(value)) return value.map((item, index) => read(item, [...path, index]));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, read(child, [...path, key])]));
    }
    return value;
  };
  const value = read(input, []);
  const site = siteOf(value);
  if (language !== null && site) {
    const written = typeof site.language === "string" ? site.language : undefined;
    const region = written?.split("-")[1];
    site.language = written && primary(written) === language ? written : region ? `${language}-${region}` : language;
  }
  return { value, missing };
}

function* textMaps(value: unknown, path: Path): Generator<{ path: Path; map: Record<string, unknown> }> {
  if (isTextMap(value)) {
    yield { path, map: value };
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* textMaps(item, [...path, index]);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) yield* textMaps(child, [...path, key]);
  }
}

function siteOf(input: unknown): Record<string, unknown> | null {
  if (typeof input !== "object" || input === null) return null;
  const site = (input as Record<string, unknown>).site;
  return typeof site === "object" && site !== null && !Array.isArray(site) ? (site as Record<string, unknown>) : null;
}

function primary(tag: string): string {
  return tag.split("-")[0] ?? tag;
}
