import { createHash } from "node:crypto";
import { CARD_FONTS_STYLESHEET } from "../../shared/admin-api.ts";
import { type CheckedContent, contentFor, type WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { FONT_FAMILIES } from "../../shared/font-families.ts";
import type { ImageManifest } from "../../shared/image-manifest.ts";
import { pageLanguage, siteLanguages } from "../../shared/page-languages.ts";
import { DEFAULT_FLORAL_IMAGE } from "../../shared/picture-paths.ts";
import { siteDataScript } from "../../shared/site-data.ts";
import {
  CALENDAR_FILE,
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  SERVICE_WORKER_FILE,
  SHARE_IMAGE,
} from "../../shared/site-files.ts";
import { wordsFor } from "../../shared/words/catalogues.ts";
import { type PagePart, partWords, sentWords, WORDS_FILE } from "../../shared/words/page-parts.ts";
import { weddingCalendar } from "../calendar.ts";
import { APP_MARKER, PAGE_IMAGES_FILE, pageTemplateFile, RENDER_DIR, renderedPage } from "../guest-page.ts";
import { APP_ICONS, appIconSvg, renderAppIcon, renderFavicon, webManifest } from "./app-icons.ts";
import { type CodeBuild, loadRenderEntry } from "./code-build.ts";
import { type Lettering, outlineInitials } from "./lettering.ts";
import {
  type ImagePlan,
  manifestFor,
  mapLimit,
  type PictureSource,
  planImage,
  renderFile,
  type VariantCache,
} from "./responsive-images.ts";
import { serviceWorkerScript } from "./service-worker.ts";
import { renderShareImage, shareImageInputs } from "./share-image.ts";
import { escapeText, FAVICON, faviconSvg, fillHead, WEB_MANIFEST_FILE, withDesign } from "./site-head.ts";
import { buildWebFonts, type FontPairing, pageCharacters, type WebFonts, webFontHeadTags } from "./web-fonts.ts";

export type { CodeBuild } from "./code-build.ts";
export type { PictureSource, VariantCache } from "./responsive-images.ts";

/** One file of the published site: `path` without a leading slash ("index.html", "assets/hero-3f2a.avif"). */
export interface SiteFile {
  path: string;
  body: Buffer;
  contentType: string;
}

export interface PublishInput {
  /** The content as checked (src/shared/content-file.ts checkContentFile): every event; views are made here. */
  source: CheckedContent;
  pictures: PictureSource;
  code: CodeBuild;
  variants: VariantCache;
}

/**
 * Files under this folder are published for the server alone, never served:
 * the page around an empty root and the pictures' manifest, with which it
 * renders a household's personal page (src/server/guest-page.ts).
 */
export const SERVER_ONLY_DIR = `${RENDER_DIR}/`;

/** Whether the server may send `file` to anyone who asks for its path. */
export function isPublicSiteFile(file: Pick<SiteFile, "path">): boolean {
  return !file.path.startsWith(SERVER_ONLY_DIR);
}

/** The card fonts' stylesheet: the couple's faces for the admin's printed cards (web-fonts.ts cardCss). */
export const CARD_FONTS_FILE = CARD_FONTS_STYLESHEET.slice(1);
/** The fonts' licences (SIL OFL), shipped beside them. */
export const FONTS_LICENCE_FILE = "fonts-licence.txt";
/** The photos and slideshow pages take the public content here, after their root (src/shared/site-data.ts). */
export const SITE_DATA_MARKER = "<!--site-data-->";
/** Pictures planned (hashed, measured) at once; encoding runs two at a time, since sharp uses every core per image. */
const PLAN_CONCURRENCY = 4;
const ENCODE_CONCURRENCY = 2;

const CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
  webmanifest: "application/manifest+json",
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  woff2: "font/woff2",
};

/** The type a file is served with, from its name. */
export function contentTypeOf(path: string): string {
  const type = CONTENT_TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()];
  if (!type) throw new Error(`No content type for ${path}`);
  return type;
}

/**
 * Everything the site's files say about the couple, made from one version of
 * the content (design decision 18): the prerendered pages, every picture
 * variant, the fonts subset to the pages' characters, the icons, manifest,
 * share image and calendar file, and the service worker with its precache
 * list. The public see the public view (events by invitation only left out);
 * a household's page is rendered by the server from the files in
 * SERVER_ONLY_DIR. Encoded pictures come from `variants` when it has them, so
 * a change of words encodes nothing.
 */
export async function publishSite({ source, pictures, code, variants }: PublishInput): Promise<SiteFile[]> {
  const languages = siteLanguages(source);
  // Each language's public view, and its view with every event: a household's page, rendered by the server, may
  // name an event the public page does not, so its letters are in the fonts too.
  const views = languages.map((language) => ({
    language,
    content: contentFor(source, "public", language),
    everyEvent: contentFor(source, "couple", language),
  }));
  const [first] = views;
  if (!first) throw new Error("The content has no language");
  const content = first.content;
  const [pictureFiles, fonts, other, entry] = await Promise.all([
    publishPictures(pictures, variants),
    cachedWebFonts(
      content.theme.fonts,
      pageCharacters(
        views.flatMap((view) => [view.content, view.everyEvent, wordsFor(view.content)]),
        code.codeCharacters,
      ),
      variants,
      code.buildId,
    ),
    publishIcons(content, pictures, variants, code.buildId),
    loadRenderEntry(code),
  ]);
  const fontTags = webFontHeadTags(fonts);
  const manifest = pictureFiles.manifest;
  const pages: [string, string][] = [
    [
      "slideshow.html",
      withSiteData(
        fillHead(code.templates.slideshow, content, fontTags),
        content,
        manifest,
        "slideshow.html",
        "slideshow",
      ),
    ],
    [`${RENDER_DIR}/${PAGE_IMAGES_FILE}`, JSON.stringify(manifest)],
    [FONTS_LICENCE_FILE, fonts.licence],
    [CARD_FONTS_FILE, fonts.cardCss],
  ];
  for (const view of views) {
    // The first language's pages are at / and, with other languages beside it, at /<code>/ too (the menu's link).
    const folders = view === first ? (views.length > 1 ? ["", `${view.language}/`] : [""]) : [`${view.language}/`];
    // The invitation (and its privacy page and household pages, made from the same template) in the couple's design.
    const pageTemplate = withDesign(
      fillHead(code.templates.index, view.content, designFontTags(fonts, view.content)),
      view.content,
      entry.designStyle(view.content),
    );
    const photosPage = fillHead(code.templates.photos, view.content, fontTags);
    requireMarker(photosPage, APP_MARKER, PHOTOS_PAGE_FILE);
    const languagePages: [string, string][] = [
      ["index.html", renderedPage(pageTemplate, entry, view.content, manifest)],
      [PRIVACY_PAGE_FILE, privacyHtml(pageTemplate, entry.renderPrivacy(view.content, manifest), view.content)],
      [
        PHOTOS_PAGE_FILE,
        withSiteData(
          photosPage.replace(APP_MARKER, () => entry.renderPhotos(view.content, manifest)),
          view.content,
          manifest,
          PHOTOS_PAGE_FILE,
          "upload",
        ),
      ],
      [CALENDAR_FILE, weddingCalendar(view.content)],
      [WORDS_FILE, JSON.stringify(partWords(wordsFor(view.content).page))],
    ];
    for (const folder of folders)
      pages.push(...languagePages.map(([file, text]): [string, string] => [folder + file, text]));
    pages.push([`${RENDER_DIR}/${pageTemplateFile(view.content)}`, pageTemplate]);
  }
  const files: SiteFile[] = [
    ...pages.map(([path, text]) => siteFile(path, Buffer.from(text))),
    ...fonts.files.map((file) => siteFile(file.fileName, file.source)),
    ...pictureFiles.files,
    ...other,
  ];
  const { script } = serviceWorkerScript(code.serviceWorker, files.filter(isPublicSiteFile), code.pageCode);
  files.push(siteFile(SERVICE_WORKER_FILE, Buffer.from(script)));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The invitation's font tags in its design. Modern sets its first screen in the text face alone, bold: that
 * face's every file is preloaded, so its bold is there for the first paint rather than swapped in after it (a
 * layout shift), and the display face, which its first screen does not show, is not (ADR 054).
 */
function designFontTags(fonts: WebFonts, content: WeddingContent): string {
  if (content.site.design !== "modern") return webFontHeadTags(fonts);
  const text = FONT_FAMILIES[content.theme.fonts].text;
  return webFontHeadTags({ ...fonts, files: fonts.files.map((file) => ({ ...file, preload: file.family === text })) });
}

function siteFile(path: string, body: Buffer): SiteFile {
  return { path, body, contentType: contentTypeOf(path) };
}

/** Every picture's files (hashed names: responsive-images.ts) and the manifest the pages read them by. */
async function publishPictures(
  pictures: PictureSource,
  variants: VariantCache,
): Promise<{ files: SiteFile[]; manifest: ImageManifest }> {
  const plans = await mapLimit(pictures.list(), PLAN_CONCURRENCY, (name) => planImage(pictures, name));
  const planned = plans.flatMap((plan: ImagePlan) => [plan.fallback, ...plan.variants].map((file) => ({ plan, file })));
  const files = await mapLimit(planned, ENCODE_CONCURRENCY, async ({ plan, file }) =>
    siteFile(file.fileName, await renderFile(plan, file, variants)),
  );
  return { files, manifest: manifestFor(plans, "/") };
}

/**
 * The tab icon, home-screen icons, web manifest, link preview and calendar
 * file. The drawn ones are kept in `cache` under their code build and what
 * they are drawn from: a change of words they do not show draws nothing.
 */
async function publishIcons(
  content: WeddingContent,
  pictures: PictureSource,
  cache: VariantCache,
  buildId: string,
): Promise<SiteFile[]> {
  const letters = await cachedLettering(content, cache, buildId);
  // The share image's picture: the couple's hero photo, or the flowers.
  const picture = content.hero.photo?.image ?? content.hero.floralImage ?? DEFAULT_FLORAL_IMAGE;
  const pictureBytes = await pictures.read(picture);
  const [favicon, icons, shareImage] = await Promise.all([
    cached(cache, `icon-${keyOf(buildId, faviconSvg(content, letters))}.png`, () => renderFavicon(content, letters)),
    Promise.all(
      APP_ICONS.map(async (icon) =>
        siteFile(
          icon.fileName,
          await cached(cache, `icon-${keyOf(buildId, appIconSvg(content, letters), String(icon.size))}.png`, () =>
            renderAppIcon(content, letters, icon.size),
          ),
        ),
      ),
    ),
    cached(
      cache,
      `share-${keyOf(buildId, shareImageInputs(content), keyOf(pictureBytes.toString("base64")))}.png`,
      () => renderShareImage(content, { list: () => [picture], read: async () => pictureBytes }),
    ),
  ]);
  return [
    siteFile(FAVICON.fileName, favicon),
    ...icons,
    siteFile(WEB_MANIFEST_FILE, Buffer.from(webManifest(content))),
    siteFile(SHARE_IMAGE.fileName, shareImage),
  ];
}

/**
 * The subset fonts, kept in `cache` under the code build, the pairing and the
 * characters: subsetting loads HarfBuzz and compresses WOFF2 (seconds, in a
 * fresh worker), and a change of words seldom brings a new letter.
 */
async function cachedWebFonts(pairing: FontPairing, text: string, cache: VariantCache, buildId: string) {
  const body = await cached(cache, `fonts-${keyOf(buildId, pairing, text)}.json`, async () => {
    const fonts = await buildWebFonts(pairing, text);
    const files = fonts.files.map((file) => ({ ...file, source: file.source.toString("base64") }));
    return Buffer.from(JSON.stringify({ ...fonts, files }));
  });
  const stored = JSON.parse(body.toString("utf8")) as Omit<WebFonts, "files"> & {
    files: (Omit<WebFonts["files"][number], "source"> & { source: string })[];
  };
  return { ...stored, files: stored.files.map((file) => ({ ...file, source: Buffer.from(file.source, "base64") })) };
}

/** The initials' outlines (lettering.ts), kept like the fonts: drawing them loads HarfBuzz too. */
async function cachedLettering(content: WeddingContent, cache: VariantCache, buildId: string) {
  const key = `lettering-${keyOf(buildId, content.theme.fonts, content.couple.initials)}.json`;
  const body = await cached(cache, key, async () => Buffer.from(JSON.stringify(await outlineInitials(content))));
  return JSON.parse(body.toString("utf8")) as Lettering | null;
}

/** The bytes under `key` in `cache`, made and kept when missing. */
async function cached(cache: VariantCache, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const kept = await cache.get(key);
  if (kept) return kept;
  const made = await make();
  await cache.put(key, made);
  return made;
}

function keyOf(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\0")).digest("hex");
}

function requireMarker(html: string, marker: string, page: string): void {
  if (!html.includes(marker)) throw new Error(`${page} has no ${marker} marker`);
}

/**
 * A small page's HTML with the public content, pictures and fixed words in place of its site-data marker: the
 * page shows `part` at once, so its words come in the HTML too.
 */
function withSiteData(
  html: string,
  content: WeddingContent,
  images: ImageManifest,
  page: string,
  part: PagePart,
): string {
  requireMarker(html, SITE_DATA_MARKER, page);
  const language = pageLanguage(content);
  return html.replace(SITE_DATA_MARKER, () =>
    siteDataScript({ content, images, language, words: sentWords(wordsFor(content).page, [part]) }),
  );
}

/**
 * The /privacy page: the invitation's <head> (its stylesheet, colours and
 * icons) with its own title, the prerendered notice, and no script or
 * preload, so it costs the invitation page nothing.
 */
function privacyHtml(template: string, body: string, content: WeddingContent): string {
  const privacyTitle = wordsFor(content).privacy.link;
  return template
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeText(privacyTitle)} · ${escapeText(coupleNames(content))}</title>`,
    )
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, "")
    .replace(/\s*<link rel="(?:manifest|canonical)"[^>]*>/g, "")
    .replace(/\s*<meta (?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, "")
    .replace(`<div id="root">${APP_MARKER}</div>`, () => body);
}
