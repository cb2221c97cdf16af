import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { offlinePictureFiles } from "../../src/client/offline/picture-files.ts";
import {
  CALENDAR_FILE,
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  SERVICE_WORKER_FILE,
} from "../../src/shared/site-files.ts";
import { FAVICON, WEB_MANIFEST_FILE } from "./site-head.ts";

/**
 * Writes the service worker (src/client/offline/service-worker.ts) into the
 * built site with the list of files it precaches (design decision 15).
 * Workbox's runtime does the caching; the list is made here rather than by
 * workbox-build, because only the build knows which chunks belong to the
 * guests' page and which to the admin (Vite's manifest), and which one size of
 * each photo to keep.
 */

/** Where Vite writes its manifest inside the client folder (build.manifest: true); read, then removed. */
export const VITE_MANIFEST = ".vite/manifest.json";
/** The guests' page, the key of its entry in Vite's manifest. */
const PAGE_ENTRY = "index.html";
/**
 * Files beside the page that a guest needs offline: the page, its calendar
 * file, tab icon and manifest, and the guests' other pages (the poster's
 * photos page, the privacy notice), which open offline as themselves.
 */
const ROOT_FILES = [
  PAGE_ENTRY,
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  CALENDAR_FILE,
  FAVICON.fileName,
  WEB_MANIFEST_FILE,
];
/** The text the bundled worker holds in place of its precache list (the name Workbox's own tools use). */
const MANIFEST_PLACEHOLDER = "self.__WB_MANIFEST";

export interface PrecacheEntry {
  url: string;
  /** null for files whose name carries a hash of their content (Workbox then needs no revision). */
  revision: string | null;
  size: number;
}

interface ViteChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files reachable from one of the guests' pages (the invitation unless
 * `entry` names another): its scripts, styles and every lazily loaded chunk,
 * nothing of the admin.
 */
export function pageFiles(viteManifest: Record<string, ViteChunk>, entry = PAGE_ENTRY): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} but has no entry for it`);
    // The HTML entry's file is its script; the HTML itself is listed with the root files.
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  if (!viteManifest[entry]) throw new Error(`Vite's manifest has no ${entry} entry`);
  visit(entry);
  return [...files].sort();
}

/**
 * Everything the worker precaches: the page and the files beside it, the
 * code of the page and of the photos page, the content's SVG pictures, and
 * one offline size of each photo.
 * Paths are relative to the client folder, with forward slashes.
 */
export function precachePaths(allFiles: readonly string[], viteManifest: Record<string, ViteChunk>): string[] {
  const present = new Set(allFiles);
  // The privacy notice has no script: its styles are the invitation's.
  const code = [...pageFiles(viteManifest), ...pageFiles(viteManifest, PHOTOS_PAGE_FILE)];
  // The images plugin's output: SVGs are small and drawn as they are; photos come in many sizes.
  const assets = allFiles.filter((file) => file.startsWith("assets/"));
  const svgs = assets.filter((file) => file.endsWith(".svg"));
  // The site plugin's subset fonts: emitted by the build, so Vite's manifest does not list them.
  const fonts = assets.filter((file) => file.endsWith(".woff2"));
  const photos = offlinePictureFiles(assets);
  const paths = [...new Set([...ROOT_FILES, ...code, ...svgs, ...fonts, ...photos])];
  const missing = paths.filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`The precache names files the build did not write: ${missing.join(", ")}`);
  return paths.sort();
}

/** Lists, bundles and writes the worker into `clientDir`; returns what it precaches. */
export async function writeServiceWorker(root: string, clientDir: string): Promise<PrecacheEntry[]> {
  const manifestFile = path.join(clientDir, VITE_MANIFEST);
  const viteManifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, ViteChunk>;
  // Only the build needs it; served, it would list the admin's files to anyone.
  await rm(path.dirname(manifestFile), { recursive: true, force: true });

  const allFiles = (await readdir(clientDir, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !/\.(br|gz)$/.test(file));
  const entries: PrecacheEntry[] = [];
  for (const file of precachePaths(allFiles, viteManifest)) {
    const bytes = await readFile(path.join(clientDir, file));
    entries.push({
      url: `/${file}`,
      revision: file.startsWith("assets/") ? null : createHash("sha256").update(bytes).digest("hex").slice(0, 16),
      size: bytes.length,
    });
  }

  const source = await bundleServiceWorker(root);
  await writeFile(path.join(clientDir, SERVICE_WORKER_FILE), injectPrecacheList(source, entries));
  return entries;
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

/** One self-contained classic script: a worker cannot rely on module support in every browser. */
async function bundleServiceWorker(root: string): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), "wedding-sw-"));
  try {
    await build({
      root,
      configFile: false,
      logLevel: "warn",
      // Workbox logs in development builds only.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir,
        emptyOutDir: true,
        target: "es2022",
        copyPublicDir: false,
        lib: {
          entry: path.join(root, "src/client/offline/service-worker.ts"),
          formats: ["iife"],
          name: "weddingServiceWorker",
          fileName: () => SERVICE_WORKER_FILE,
        },
      },
    });
    return await readFile(path.join(outDir, SERVICE_WORKER_FILE), "utf8");
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** "42 files, 1.23 MB" for the build's output. */
export function describePrecache(entries: readonly PrecacheEntry[]): string {
  const bytes = entries.reduce((total, entry) => total + entry.size, 0);
  return `${entries.length} files, ${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
