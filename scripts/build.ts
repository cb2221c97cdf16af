/**
 * `npm run build`: the page (client bundle, then its public HTML prerendered
 * into dist/client/index.html, and what rendered it kept in dist/render for the
 * server's personal links), the service worker that keeps it for offline
 * visits (dist/client/sw.js), the server bundle (dist/server/main.js, with
 * the HEIC worker's heic-worker.js beside it), and brotli/gzip copies of
 * every compressible file for the static server.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "vite";
import {
  APP_MARKER,
  PAGE_TEMPLATE_FILE,
  type PageEntry,
  RENDER_DIR,
  RENDER_ENTRY_FILE,
  renderedPage,
} from "../src/server/guest-page.ts";
import { ContentError, type WeddingContent } from "../src/shared/content-schema.ts";
import { coupleNames } from "../src/shared/couple-names.ts";
import { PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE } from "../src/shared/site-files.ts";
import { describePrecache, writeServiceWorker } from "./lib/service-worker-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const clientDir = path.join(dist, "client");
/** The page's server entry and its HTML around an empty root: the server renders personal links with them. */
const renderDir = path.join(dist, RENDER_DIR);
const PRIVACY_TITLE = "How we look after your data";
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|ics|webmanifest)$/;

/** The content, checked before anything is built: a mistake is one line per problem, never a stack trace. */
async function loadContent(): Promise<WeddingContent> {
  try {
    // The public page: events by invitation only are rendered by the server, for the households invited.
    return (await import("../content/wedding.ts")).publicContent;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const publicContent = await loadContent();

async function main() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });

  await build({ root, logLevel: "warn" });
  await prerender();
  // After the prerender: the precached page is the one guests get, with all its text.
  const precache = await writeServiceWorker(root, clientDir);
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: path.join(dist, "server"),
      target: "node20",
      emptyOutDir: true,
      rollupOptions: {
        // The HEIC worker runs from a file of its own, beside main.js (src/server/services/images.ts).
        input: {
          main: path.join(root, "src/server/main.ts"),
          "heic-worker": path.join(root, "src/server/services/heic-worker.ts"),
        },
      },
    },
    // The server carries the content it was built with (content/wedding.ts), matching the prerendered page.
    define: {
      __WEDDING_CONTENT_YAML__: JSON.stringify(await readFile(path.join(root, "content/wedding.yaml"), "utf8")),
    },
  });
  const compressed = await precompress(clientDir);

  console.log(`service worker precaches ${describePrecache(precache)}`);
  console.log(
    `built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed)`,
  );
}

/**
 * Renders the public page once at build time, so the served HTML carries all its text before any script runs,
 * and keeps what rendered it (dist/render) for the server's personal links (src/server/guest-page.ts).
 */
async function prerender() {
  await build({
    root,
    logLevel: "warn",
    build: { ssr: path.join(root, "src/client/entry-server.tsx"), outDir: renderDir, emptyOutDir: true },
  });
  const entry = (await import(pathToFileURL(path.join(renderDir, RENDER_ENTRY_FILE)).href)) as PageEntry & {
    renderPrivacy: (content: WeddingContent) => string;
    renderPhotos: (content: WeddingContent) => string;
  };
  const indexFile = path.join(clientDir, "index.html");
  const template = await readFile(indexFile, "utf8");
  await writeFile(path.join(renderDir, PAGE_TEMPLATE_FILE), template);
  await writeFile(indexFile, renderedPage(template, entry, publicContent));
  await writeFile(path.join(clientDir, PRIVACY_PAGE_FILE), privacyHtml(template, entry.renderPrivacy(publicContent)));
  const photosFile = path.join(clientDir, PHOTOS_PAGE_FILE);
  const photosTemplate = await readFile(photosFile, "utf8");
  if (!photosTemplate.includes(APP_MARKER)) throw new Error(`${PHOTOS_PAGE_FILE} has no ${APP_MARKER} marker`);
  await writeFile(photosFile, photosTemplate.replace(APP_MARKER, entry.renderPhotos(publicContent)));
}

/**
 * The /privacy page: the invitation's <head> (its stylesheet, colours and
 * icons) with its own title, the prerendered notice, and no script or
 * preload, so it costs the invitation page nothing.
 */
function privacyHtml(template: string, body: string): string {
  return template
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${PRIVACY_TITLE} · ${escapeHtml(coupleNames(publicContent))}</title>`,
    )
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, "")
    .replace(/\s*<link rel="(?:manifest|canonical)"[^>]*>/g, "")
    .replace(/\s*<meta (?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, "")
    .replace(`<div id="root">${APP_MARKER}</div>`, body);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Writes .br and .gz beside each compressible file, so the server never compresses per request. */
async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
    const source = await readFile(file);
    if (source.length < 512) continue;
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

await main();
