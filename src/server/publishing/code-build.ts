import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WeddingContent } from "../../shared/content-schema.ts";
import type { ImageManifest } from "../../shared/image-manifest.ts";
import { type PageEntry, RENDER_DIR, RENDER_ENTRY_FILE } from "../guest-page.ts";
import type { CodeFile } from "./service-worker.ts";

/** What the code build (scripts/build.ts) writes about itself in dist/, for publishing. */
export const CODE_BUILD_FILE = "code-build.json";

/**
 * What publishing needs to know about the code: everything but the page's
 * server entry is data (JSON), so it can be handed to the publishing worker.
 */
export interface CodeBuild {
  /** A hash of the client's code files: a new deploy of the code is a new build id. */
  buildId: string;
  /** The characters beyond ASCII the guests' pages' own code shows (the fonts keep them: web-fonts.ts). */
  codeCharacters: string;
  /** The guests' pages' HTML as Vite built them, their markers kept (site-head, page-head, app, site-data). */
  templates: { index: string; photos: string; slideshow: string };
  /** The files of the guests' pages' code the service worker precaches, with their sizes. */
  pageCode: CodeFile[];
  /** The service worker's script, holding the placeholder for its precache list (service-worker.ts). */
  serviceWorker: string;
  /** The page's server entry (src/client/entry-server.tsx as built: dist/render/entry-server.js), as a module URL. */
  renderEntry: string;
}

/** What the page's server entry renders: the invitation, and the guests' two small pages. */
export interface RenderEntry extends PageEntry {
  renderPrivacy(content: WeddingContent, images: ImageManifest): string;
  renderPhotos(content: WeddingContent, images: ImageManifest): string;
  /** The CSS the content's design adds to the guests' pages (src/client/designs/design-style.ts; empty for classic). */
  designStyle(content: WeddingContent): string;
}

/** The code build in `distDir` (dist/ of `npm run build`). */
export async function loadCodeBuild(distDir: string): Promise<CodeBuild> {
  const data = JSON.parse(await readFile(path.join(distDir, CODE_BUILD_FILE), "utf8")) as Omit<
    CodeBuild,
    "renderEntry"
  >;
  return { ...data, renderEntry: pathToFileURL(path.join(distDir, RENDER_DIR, RENDER_ENTRY_FILE)).href };
}

/** The page's server entry of `code`, imported once per module URL. */
export function loadRenderEntry(code: Pick<CodeBuild, "renderEntry">): Promise<RenderEntry> {
  return import(code.renderEntry) as Promise<RenderEntry>;
}
