import { isLanguage, type Language } from "./words/words.ts";

/**
 * Where each of the site's languages lives (ADR 051): its first language at
 * `/` and at `/<code>/`, every other at `/<code>/` (`/zu/`, `/zu/privacy`,
 * `/zu/photos`). Plain functions of the content's `site`, so the page's code
 * uses them without the schema.
 */

/** Each language's own name for itself, as the language menu shows it to someone looking for theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  af: "Afrikaans",
  zu: "isiZulu",
  xh: "isiXhosa",
  st: "Sesotho",
  tn: "Setswana",
};

/** The cookie that remembers the language a guest chose (set when they open `/<code>/`): the server's, no script's. */
export const LANGUAGE_COOKIE = "language";

interface SiteLanguages {
  site: { language: string; languages?: readonly Language[] | undefined };
}

/** The catalogue language of a language tag: "en-ZA" reads "en"; a language without catalogues, English. */
export function languageOf(tag: string): Language {
  const language = tag.split("-")[0] ?? "";
  return isLanguage(language) ? language : "en";
}

/** The site's languages, the first its default: `site.languages`, or the one language it is written in. */
export function siteLanguages({ site }: SiteLanguages): Language[] {
  return site.languages ? [...site.languages] : [languageOf(site.language)];
}

/** The language a view of the content is read in (content-file.ts sets `site.language` per view). */
export function pageLanguage({ site }: SiteLanguages): Language {
  return languageOf(site.language);
}

/**
 * The language tag a view's HTML declares (`<html lang>`): the couple's own tag for the first language ("en-GB"),
 * the bare code for the others ("zu", not "zu-GB": the region is kept in the view only to read phone numbers).
 */
export function htmlLanguage(content: SiteLanguages): string {
  return languageRoot(content) ? pageLanguage(content) : content.site.language;
}

/** Where `language`'s pages are: "" for the site's first (its pages stay at /), "/zu" for another. */
export function languageRoot(content: SiteLanguages, language: Language = pageLanguage(content)): string {
  return language === siteLanguages(content)[0] ? "" : `/${language}`;
}

/** A guest page's path in the view's language: "/privacy" reads "/zu/privacy" on the isiZulu page, "/" reads "/zu/". */
export function pagePath(content: SiteLanguages, path: string, language?: Language): string {
  const root = languageRoot(content, language);
  return root && path === "/" ? `${root}/` : `${root}${path}`;
}

/**
 * The language a stored choice reads as (a household's, ADR 051): the site's language it names, else the site's
 * first, for no choice and for one the couple has since taken off `site.languages` alike.
 */
export function languageAmong(content: SiteLanguages, chosen: string | null | undefined): Language {
  const languages = siteLanguages(content);
  const found = languages.find((language) => language === chosen);
  return found ?? languages[0] ?? languageOf(content.site.language);
}

/** Whether a stored choice names a language the site no longer has (the admin says so; everything reads the first). */
export function isRemovedLanguage(content: SiteLanguages, chosen: string | null | undefined): boolean {
  return chosen !== null && chosen !== undefined && !siteLanguages(content).some((language) => language === chosen);
}

/** A language as a person writes it in a list: its code ("zu") or its own name ("isiZulu"), in any case; else null. */
export function languageNamed(written: string): Language | null {
  const wanted = written.trim().toLowerCase();
  const named = (Object.entries(LANGUAGE_NAMES) as [Language, string][]).find(
    ([code, name]) => code === wanted || name.toLowerCase() === wanted,
  );
  return named ? named[0] : null;
}
