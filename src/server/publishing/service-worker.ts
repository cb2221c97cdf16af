import { createHash } from "node:crypto";
import { offlinePictureFiles } from "../../shared/picture-files.ts";
import { CALENDAR_FILE, PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE } from "../../shared/site-files.ts";
import { WORDS_FILE } from "../../shared/words/page-parts.ts";
import { FAVICON, WEB_MANIFEST_FILE } from "./site-head.ts";

/**
 * The service worker's precache list (design decision 15), made when content
 * is published: the code build leaves the worker's script with a placeholder
 * (scripts/lib/service-worker-build.ts) and the files of the guests' pages'
 * code; publishing adds the published page, its pictures and fonts, with
 * revisions, so a new version of the content reaches every guest's browser.
 */

/** The guests' page. */
const PAGE_ENTRY = "index.html";
/**
 * Files beside the page that a guest needs offline: the page, its calendar
 * file, the words of its later parts, tab icon and manifest, and the guests'
 * other pages (the poster's photos page, the privacy notice), which open
 * offline as themselves.
 */
const ROOT_FILES = [
  PAGE_ENTRY,
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  CALENDAR_FILE,
  WORDS_FILE,
  FAVICON.fileName,
  WEB_MANIFEST_FILE,
];
/** The text the bundled worker holds in place of its precache list (the name Workbox's own tools use). */
export const MANIFEST_PLACEHOLDER = "self.__WB_MANIFEST";

export interface PrecacheEntry {
  url: string;
  /** null for files whose name carries a hash of their content (Workbox then needs no revision). */
  revision: string | null;
  size: number;
}

/** A file of the code build the guests' pages load (Vite's manifest: scripts/lib/service-worker-build.ts pageFiles). */
export interface CodeFile {
  path: string;
  size: number;
}

/**
 * Everything the worker precaches: the page and the files beside it, the
 * code of the page and of the photos page, the content's SVG pictures and
 * fonts, and one offline size of each photo.
 * Paths are relative to the site's root, with forward slashes.
 */
export function precachePaths(allFiles: readonly string[], codeFiles: readonly string[]): string[] {
  const present = new Set([...allFiles, ...codeFiles]);
  // The published pictures: SVGs are small and drawn as they are; photos come in many sizes.
  const assets = allFiles.filter((file) => file.startsWith("assets/"));
  const svgs = assets.filter((file) => file.endsWith(".svg"));
  // The subset fonts: published with the content, so Vite's manifest does not list them.
  const fonts = assets.filter((file) => file.endsWith(".woff2"));
  const photos = offlinePictureFiles(assets);
  const paths = [...new Set([...ROOT_FILES, ...codeFiles, ...svgs, ...fonts, ...photos])];
  const missing = paths.filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`The precache names files that were not published: ${missing.join(", ")}`);
  return paths.sort();
}

/**
 * The worker's script with its precache list: `published` are the content's
 * files (path and bytes), `code` the files of the pages' code, `template` the
 * code build's worker holding the placeholder.
 */
export function serviceWorkerScript(
  template: string,
  published: readonly { path: string; body: Buffer }[],
  code: readonly CodeFile[],
): { script: string; entries: PrecacheEntry[] } {
  const bodies = new Map(published.map((file) => [file.path, file.body]));
  const sizes = new Map(code.map((file) => [file.path, file.size]));
  const entries = precachePaths([...bodies.keys()], [...sizes.keys()]).map((file): PrecacheEntry => {
    const body = bodies.get(file);
    return {
      url: `/${file}`,
      revision:
        file.startsWith("assets/") || !body ? null : createHash("sha256").update(body).digest("hex").slice(0, 16),
      size: body?.length ?? sizes.get(file) ?? 0,
    };
  });
  return { script: injectPrecacheList(template, entries), entries };
}

/** Puts the precache list in place of the placeholder, which must occur exactly once. */
export function injectPrecacheList(source: string, entries: readonly PrecacheEntry[]): string {
  const parts = source.split(MANIFEST_PLACEHOLDER);
  if (parts.length !== 2) {
    throw new Error(`The bundled service worker must hold ${MANIFEST_PLACEHOLDER} once, found ${parts.length - 1}`);
  }
  const list = JSON.stringify(entries.map(({ url, revision }) => ({ url, revision })));
  return parts.join(list);
}

/** "42 files, 1.23 MB" for the build's output. */
export function describePrecache(entries: readonly PrecacheEntry[]): string {
  const bytes = entries.reduce((total, entry) => total + entry.size, 0);
  return `${entries.length} files, ${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
