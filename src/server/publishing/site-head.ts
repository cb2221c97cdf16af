import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { htmlLanguage, pagePath, siteLanguages } from "../../shared/page-languages.ts";
import { SHARE_IMAGE, shareImageAlt } from "../../shared/site-files.ts";
import { themeStyle } from "../../shared/theme-style.ts";
import { iconInitials, type Lettering, letteringSvg } from "./lettering.ts";

/**
 * The browser tab's icon, drawn from `faviconSvg` as a PNG when content is published: a
 * browser fetches the favicon after the page has loaded and Chromium draws an
 * SVG one as a small document on the page's own thread (a task in the middle of
 * the first seconds, ADR 030), while it only decodes a PNG. 48 px is a 16 px
 * tab icon on a 3× screen.
 */
export const FAVICON = { fileName: "favicon.png", size: 48 } as const;
export const APPLE_TOUCH_ICON = { fileName: "apple-touch-icon.png", size: 180 } as const;
export const WEB_MANIFEST_FILE = "site.webmanifest";

const FAVICON_TAG = `<link rel="icon" href="/${FAVICON.fileName}" sizes="${FAVICON.size}x${FAVICON.size}" type="image/png">`;

/** Where the guests' page's HTML takes its <head> tags (index.html). */
export const HEAD_MARKER = "<!--site-head-->";
/** A small page of the guests' (photos, slideshow): `<!--page-head:Its title-->`, the couple's colours without the share tags. */
export const PAGE_HEAD_MARKER = /<!--page-head:([^>]*)-->/;

/**
 * A guest page's HTML as the code build left it, with the content's language,
 * head tags and `fontTags` (webFontHeadTags) in place of its markers: when
 * content is published, and by `npm run dev` for each page it serves.
 */
export function fillHead(html: string, content: WeddingContent, fontTags: string): string {
  return html
    .replace(/<html lang="[^"]*">/, htmlOpenTag(content))
    .replace(HEAD_MARKER, () => `${headTags(content)}\n    ${fontTags}`)
    .replace(PAGE_HEAD_MARKER, (_marker, title: string) => `${pageHeadTags(content, title)}\n    ${fontTags}`);
}

/**
 * A guest page in the content's design (ADR 054): classic's page exactly as it was; another design's name on
 * <html> (`data-design`) and its rules (`css`, the page's server entry's designStyle) last in the head, after the
 * page's stylesheet, so they win over it. Only the chosen design's rules travel, and no script.
 */
export function withDesign(html: string, content: Pick<WeddingContent, "site">, css: string): string {
  const { design } = content.site;
  if (design === "classic") return html;
  return html
    .replace(/<html lang="([^"]*)">/, (_tag, language: string) => `<html lang="${language}" data-design="${design}">`)
    .replace("</head>", () => (css ? `  <style>${css}</style>\n  </head>` : "</head>"));
}

/** `<html lang="…">` in the content's language. */
export function htmlOpenTag(content: WeddingContent): string {
  return `<html lang="${escapeAttribute(htmlLanguage(content))}">`;
}

/** Title, description, icons, Open Graph and Twitter card tags for the page's <head>. */
export function headTags(content: WeddingContent): string {
  const { site } = content;
  const origin = site.origin?.replace(/\/$/, "") ?? "";
  const image = `${origin}/${SHARE_IMAGE.fileName}`;
  const imageAlt = shareImageAlt(content);
  const meta = (key: "name" | "property", name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(value)}">`;
  return [
    `<title>${escapeText(site.title)}</title>`,
    meta("name", "description", site.description),
    meta("name", "theme-color", content.theme.page.background),
    FAVICON_TAG,
    themeStyle(content),
    `<link rel="apple-touch-icon" href="/${APPLE_TOUCH_ICON.fileName}">`,
    `<link rel="manifest" href="/${WEB_MANIFEST_FILE}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:title", site.title),
    meta("property", "og:description", site.description),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(SHARE_IMAGE.width)),
    meta("property", "og:image:height", String(SHARE_IMAGE.height)),
    meta("property", "og:image:alt", imageAlt),
    ...(origin
      ? [
          meta("property", "og:url", `${origin}${pagePath(content, "/")}`),
          `<link rel="canonical" href="${escapeAttribute(origin + pagePath(content, "/"))}">`,
        ]
      : []),
    ...languageLinks(content, origin),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", site.title),
    meta("name", "twitter:description", site.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
  ].join("\n    ");
}

/**
 * Each of the site's languages' page, for search engines and browsers (hreflang), and the first language's as
 * the one for any other (x-default); nothing for a site of one language.
 */
function languageLinks(content: WeddingContent, origin: string): string[] {
  const languages = siteLanguages(content);
  if (languages.length < 2) return [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(origin + href)}">`;
  return [...languages.map((language) => link(language, pagePath(content, "/", language))), link("x-default", "/")];
}

/** The head of a small page of the guests' (photos, slideshow): its title with the couple's names, their colours and icon. */
export function pageHeadTags(content: WeddingContent, title: string): string {
  return [
    `<title>${escapeText(title)} · ${escapeText(coupleNames(content))}</title>`,
    `<meta name="theme-color" content="${escapeAttribute(content.theme.page.background)}">`,
    FAVICON_TAG,
    themeStyle(content),
  ].join("\n    ");
}

/**
 * The browser tab's icon's design: the couple's initials in white on their
 * accent (the schema keeps that pair readable), drawn in their display face's
 * outlines, or as text when the face lacks one of the letters. Publishing draws
 * it as a PNG (`renderFavicon`).
 */
export function faviconSvg(content: WeddingContent, initials: Lettering | null): string {
  const background = content.theme.page.accent;
  const letters = initials
    ? letteringSvg(initials, { cx: 32, cy: 32, size: 28, maxWidth: 46, fill: "#ffffff" })
    : `<text x="32" y="41" font-family="Georgia,serif" font-size="22" text-anchor="middle" fill="#ffffff">${escapeText(iconInitials(content))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>${letters}</svg>\n`;
}

export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}
