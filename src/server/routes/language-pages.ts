import { type Context, Hono } from "hono";
import { accepts } from "hono/accepts";
import { getCookie, setCookie } from "hono/cookie";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { LANGUAGE_COOKIE, siteLanguages } from "../../shared/page-languages.ts";
import { PRIVACY_PAGE_PATH } from "../../shared/privacy.ts";
import { PHOTOS_PAGE_PATH } from "../../shared/uploads.ts";
import type { Language } from "../../shared/words/words.ts";
import { requestIsHttps } from "../admin/auth.ts";

/** A year: the guest's choice outlives the wedding's few months. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A language's folder in a path: "/zu/…" (two letters, as every language the site has words for). */
const LANGUAGE_FOLDER = /^\/([a-z]{2})(?:\/|$)/;

interface LanguagePagesOptions {
  /** The live content (its `site.languages` follow each publish). */
  content: WeddingContent;
  trustProxyHops: number;
}

/**
 * Which language's page a guest gets (ADR 051), for a site in several
 * languages; a site of one language is left as it was.
 *
 * - Opening `/<code>/` (the language menu's links) remembers the choice in a
 *   cookie, the server's alone: no script reads it, and it says nothing about
 *   the guest but a language.
 * - Opening `/` goes to the remembered language's page, or else to the first
 *   of the site's languages the browser asks for (Accept-Language); the first
 *   language's page is `/` itself. The answer varies with both, so no cache
 *   hands one guest's language to another.
 * - `/zu` without its slash goes to `/zu/`, where the page's links are relative to.
 */
export function languagePages({ content, trustProxyHops }: LanguagePagesOptions) {
  const routes = new Hono();

  for (const page of ["/", PHOTOS_PAGE_PATH, PRIVACY_PAGE_PATH]) {
    routes.get(page, async (c, next) => {
      const languages = siteLanguages(content);
      if (languages.length < 2) return next();
      c.header("Vary", "Accept-Language, Cookie", { append: true });
      const wanted = chosenLanguage(c, languages);
      if (wanted !== languages[0]) {
        c.header("Cache-Control", "no-cache");
        return c.redirect(page === "/" ? `/${wanted}/` : `/${wanted}${page}`, 302);
      }
      return next();
    });
  }

  routes.get("/:language{[a-z]{2}}", (c, next) => {
    const language = c.req.param("language");
    if (!hasLanguage(content, language)) return next();
    return c.redirect(`/${language}/`, 301);
  });

  routes.get("/:language{[a-z]{2}}/", async (c, next) => {
    const language = c.req.param("language");
    await next();
    if (c.res.ok && hasLanguage(content, language)) {
      const https = requestIsHttps(c, trustProxyHops);
      setCookie(c, LANGUAGE_COOKIE, language, {
        path: "/",
        secure: https,
        sameSite: "Lax",
        httpOnly: true,
        maxAge: CHOICE_MAX_AGE_SECONDS,
      });
    }
  });

  return routes;
}

/** The language of a guest page's path ("/zu/privacy": zu), when the site has it; else null. */
export function languageInPath(content: WeddingContent, path: string): Language | null {
  const language = LANGUAGE_FOLDER.exec(path)?.[1];
  return language && hasLanguage(content, language) ? language : null;
}

/** A guest's language, for a page that is not under a language's folder: the one chosen, else the browser's, else the site's first. */
export function chosenLanguage(c: Context, languages: readonly Language[]): Language {
  const [first = "en"] = languages;
  const remembered = getCookie(c, LANGUAGE_COOKIE);
  if (remembered && (languages as readonly string[]).includes(remembered)) return remembered as Language;
  return accepts(c, {
    header: "Accept-Language",
    supports: [...languages],
    default: first,
    // "zu-ZA" asks for isiZulu: a tag is matched by its language, the highest q first; "*" asks for nothing in particular.
    match: (asked, { supports, default: fallback }) => {
      const ranked = asked.filter((tag) => tag.q > 0).sort((a, b) => b.q - a.q);
      for (const tag of ranked) {
        const language = tag.type.toLowerCase().split("-")[0];
        const found = supports.find((supported) => supported === language);
        if (found) return found;
      }
      return fallback;
    },
  }) as Language;
}

function hasLanguage(content: WeddingContent, language: string): language is Language {
  return (siteLanguages(content) as string[]).includes(language);
}
