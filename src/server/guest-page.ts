import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WeddingContent } from "../shared/content-schema.ts";

/**
 * The guest page rendered for one view of the content. The build renders
 * the public page once (dist/client/index.html); a household's personal
 * link is rendered here, by the server, from its own view (only its events),
 * with the same code the build used (dist/render: the page's server entry and
 * the page's HTML around an empty root), so nothing of an event it is not
 * invited to is in what it receives.
 */
export interface GuestPages {
  render(content: WeddingContent): Promise<string>;
}

/** Where the build leaves the page's server entry and its HTML around an empty root, beside dist/client. */
export const RENDER_DIR = "render";
export const RENDER_ENTRY_FILE = "entry-server.js";
export const PAGE_TEMPLATE_FILE = "page.html";

/** The marker of the page's empty root in index.html. */
export const APP_MARKER = "<!--app-->";
const EMPTY_ROOT = `<div id="root">${APP_MARKER}</div>`;

/** What the page's server entry (src/client/entry-server.tsx) gives the build and the server. */
export interface PageEntry {
  render(content: WeddingContent): string;
  siteData(content: WeddingContent): string;
}

/** The page's HTML with `content` rendered into its root and handed to its code after it. */
export function renderedPage(template: string, entry: PageEntry, content: WeddingContent): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page's HTML has no ${EMPTY_ROOT} root`);
  const app = `<div id="root">${entry.render(content)}</div>${entry.siteData(content)}`;
  // A function as the replacement: a "$&" in the couple's words stays text.
  return template.replace(EMPTY_ROOT, () => app);
}

/** The built pages (dist/render beside `clientDir`), loaded at the first personal link and kept. */
export function builtGuestPages(clientDir: string): GuestPages {
  const renderDir = path.join(clientDir, "..", RENDER_DIR);
  let loaded: Promise<{ template: string; entry: PageEntry }> | undefined;
  const load = async () => {
    const [template, entry] = await Promise.all([
      readFile(path.join(renderDir, PAGE_TEMPLATE_FILE), "utf8"),
      import(pathToFileURL(path.join(renderDir, RENDER_ENTRY_FILE)).href) as Promise<PageEntry>,
    ]);
    return { template, entry };
  };
  return {
    async render(content) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      const { template, entry } = await loaded;
      return renderedPage(template, entry, content);
    },
  };
}
