import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WeddingContent } from "../shared/content-schema.ts";
import type { ImageManifest } from "../shared/image-manifest.ts";
import { languageRoot, pageLanguage } from "../shared/page-languages.ts";

/**
 * The guest page rendered for one view of the content. Publishing renders
 * the public page once (index.html); a household's personal link is rendered
 * here, by the server, from its own view (only its events), with the same
 * code publishing used (the code build's dist/render/entry-server.js) and the
 * published version's page around an empty root and pictures' manifest
 * (render/page.html and render/images.json, published beside the site's files
 * but never served), so nothing of an event it is not invited to is in what
 * it receives.
 */
export interface GuestPages {
  render(content: WeddingContent): Promise<string>;
  /** Which published version renders (a page rendered for another is not reused); one version when absent. */
  version?(): string;
}

/** Where the code build leaves the page's server entry, and publishing the files only the server reads, beside dist/client. */
export const RENDER_DIR = "render";
export const RENDER_ENTRY_FILE = "entry-server.js";
/** The published page's HTML (its head filled) around an empty root, in RENDER_DIR: the site's first language's. */
export const PAGE_TEMPLATE_FILE = "page.html";

/** The page around an empty root for a view's language: page.html for the site's first, page-zu.html for isiZulu. */
export function pageTemplateFile(content: WeddingContent): string {
  return languageRoot(content) ? `page-${pageLanguage(content)}.html` : PAGE_TEMPLATE_FILE;
}
/** The published pictures' manifest, in RENDER_DIR: the personal pages show the same variants as the public page. */
export const PAGE_IMAGES_FILE = "images.json";

/** The marker of the page's empty root in index.html. */
export const APP_MARKER = "<!--app-->";
const EMPTY_ROOT = `<div id="root">${APP_MARKER}</div>`;

/** What the page's server entry (src/client/entry-server.tsx) gives publishing and the server. */
export interface PageEntry {
  render(content: WeddingContent, images: ImageManifest): string;
  siteData(content: WeddingContent, images: ImageManifest): string;
}

/** The page's HTML with `content` rendered into its root and handed to its code after it. */
export function renderedPage(
  template: string,
  entry: PageEntry,
  content: WeddingContent,
  images: ImageManifest,
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page's HTML has no ${EMPTY_ROOT} root`);
  const app = `<div id="root">${entry.render(content, images)}</div>${entry.siteData(content, images)}`;
  // A function as the replacement: a "$&" in the couple's words stays text.
  return template.replace(EMPTY_ROOT, () => app);
}

/** The built and published pages (dist/render beside `clientDir`), loaded at the first personal link and kept. */
export function builtGuestPages(clientDir: string): GuestPages {
  const renderDir = path.join(clientDir, "..", RENDER_DIR);
  let loaded: Promise<{ images: ImageManifest; entry: PageEntry }> | undefined;
  const templates = new Map<string, Promise<string>>();
  const load = async () => {
    const [images, entry] = await Promise.all([
      readFile(path.join(renderDir, PAGE_IMAGES_FILE), "utf8").then((json) => JSON.parse(json) as ImageManifest),
      import(pathToFileURL(path.join(renderDir, RENDER_ENTRY_FILE)).href) as Promise<PageEntry>,
    ]);
    return { images, entry };
  };
  const template = (file: string) => {
    let read = templates.get(file);
    if (!read) {
      read = readFile(path.join(renderDir, file), "utf8");
      read.catch(() => templates.delete(file));
      templates.set(file, read);
    }
    return read;
  };
  return {
    async render(content) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      const [{ images, entry }, html] = await Promise.all([loaded, template(pageTemplateFile(content))]);
      return renderedPage(html, entry, content, images);
    },
  };
}
