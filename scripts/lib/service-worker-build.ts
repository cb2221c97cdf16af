import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { PHOTOS_PAGE_FILE, SERVICE_WORKER_FILE } from "../../src/shared/site-files.ts";

/**
 * The code half of the service worker (src/client/offline/service-worker.ts):
 * its script, bundled with a placeholder for the precache list, and the files
 * of the guests' pages' code it keeps. Publishing content adds the rest of
 * the list (src/server/publishing/service-worker.ts). Workbox's runtime does
 * the caching; the list is made here rather than by workbox-build, because
 * only the build knows which chunks belong to the guests' page and which to
 * the admin (Vite's manifest).
 */

/** Where Vite writes its manifest inside the client folder (build.manifest: true); read, then removed. */
export const VITE_MANIFEST = ".vite/manifest.json";
/** The guests' page, the key of its entry in Vite's manifest. */
const PAGE_ENTRY = "index.html";

export interface ViteChunk {
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
    // The HTML entry's file is its script; the HTML itself is published with the content.
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  if (!viteManifest[entry]) throw new Error(`Vite's manifest has no ${entry} entry`);
  visit(entry);
  return [...files].sort();
}

/** The code the worker precaches: the invitation's and the photos page's (the privacy notice has no script). */
export function precachedCode(viteManifest: Record<string, ViteChunk>): string[] {
  return [...new Set([...pageFiles(viteManifest), ...pageFiles(viteManifest, PHOTOS_PAGE_FILE)])].sort();
}

/** One self-contained classic script: a worker cannot rely on module support in every browser. */
export async function bundleServiceWorker(root: string): Promise<string> {
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
