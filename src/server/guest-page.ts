import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WeddingContent } from "../shared/content-schema.ts";
import type { ImageManifest } from "../shared/image-manifest.ts";

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
}

/** Where the code build leaves the page's server entry, and publishing the files only the server reads, beside dist/client. */
export const RENDER_DIR = "render";
export const RENDER_ENTRY_FILE = "entry-server.js";
/** The published page's HTML (its head filled) around an empty root, in RENDER_DIR. */
export const PAGE_TEMPLATE_FILE = "page.html";
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
  let loaded: Promise<{ template: string; images: ImageManifest; entry: PageEntry }> | undefined;
  const load = async () => {
    const [template, images, entry] = await Promise.all([
      readFile(path.join(renderDir, PAGE_TEMPLATE_FILE), "utf8"),
      readFile(path.join(renderDir, PAGE_IMAGES_FILE), "utf8").then((json) => JSON.parse(json) as ImageManifest),
      import(pathToFileURL(path.join(renderDir, RENDER_ENTRY_FILE)).href) as Promise<PageEntry>,
    ]);
    return { template, images, entry };
  };
  return {
    async render(content) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      const { template, images, entry } = await loaded;
      return renderedPage(template, entry, content, images);
    },
  };
}
