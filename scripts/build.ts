/**
 * `npm run build`: first the code, which knows nothing of the couple (design
 * decision 18): the pages' client bundle (their HTML keeping the markers
 * publishing fills), the page's server entry (dist/render/entry-server.js,
 * which renders it when content is published and for personal links), the
 * service worker's script, the server bundle (dist/server/main.js, with the
 * HEIC and publishing workers beside it), and dist/code-build.json, what
 * publishing needs to know of the code. Then the seed content
 * (content/wedding.yaml and content/images) published with the server's own
 * publisher into dist/client (and dist/render, the files only the server
 * reads), and brotli/gzip copies of every compressible file for the static
 * server: `node dist/server/main.js` serves a whole site.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "vite";
import { RENDER_DIR } from "../src/server/guest-page.ts";
import { CODE_BUILD_FILE, type CodeBuild, loadCodeBuild } from "../src/server/publishing/code-build.ts";
import { isPublicSiteFile, publishSite, type SiteFile } from "../src/server/publishing/publish-site.ts";
import { directoryPictures, directoryVariantCache } from "../src/server/publishing/responsive-images.ts";
import { type CheckedContent, ContentError } from "../src/shared/content-schema.ts";
import { PHOTOS_PAGE_FILE } from "../src/shared/site-files.ts";
import { codeCharacters } from "./lib/code-characters.ts";
import { bundleServiceWorker, precachedCode, VITE_MANIFEST, type ViteChunk } from "./lib/service-worker-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const clientDir = path.join(dist, "client");
/** The page's server entry, and the published files only the server reads (src/server/guest-page.ts). */
const renderDir = path.join(dist, RENDER_DIR);
const imagesDir = path.join(root, "content/images");
/** Encoded picture variants survive between builds here (keyed by content hash), so rebuilds skip AVIF encoding. */
const variantCacheDir = path.join(root, "node_modules/.cache/wedding-images");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|ics|webmanifest)$/;

/** The seed content, checked before anything is built: a mistake is one line per problem, never a stack trace. */
async function loadSeed(): Promise<CheckedContent> {
  try {
    return (await import("../content/wedding.ts")).weddingSource;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const seed = await loadSeed();

async function main() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });

  await buildCode();
  const code = await loadCodeBuild(dist);
  const codeSeconds = (performance.now() - started) / 1000;

  if (!seed.site.origin) {
    console.warn(
      "site.origin is not set in content/wedding.yaml: link previews (WhatsApp, Facebook, iMessage) need the site's https:// address to show the share image.",
    );
  }
  const publishing = performance.now();
  const files = await publishSite({
    source: seed,
    pictures: await directoryPictures(imagesDir),
    code,
    variants: directoryVariantCache(variantCacheDir),
  });
  await writeSiteFiles(files);
  const publishSeconds = (performance.now() - publishing) / 1000;
  const compressed = await precompress(clientDir);

  const bytes = files.reduce((total, file) => total + file.body.length, 0);
  console.log(`code built in ${codeSeconds.toFixed(1)} s (build ${code.buildId})`);
  console.log(
    `content published in ${publishSeconds.toFixed(1)} s: ${files.length} files, ${(bytes / (1024 * 1024)).toFixed(2)} MB`,
  );
  console.log(
    `built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed)`,
  );
}

/** The code alone: nothing in dist/ after this step depends on the couple's content. */
async function buildCode() {
  await build({ root, logLevel: "warn" });
  const manifestFile = path.join(clientDir, VITE_MANIFEST);
  const viteManifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, ViteChunk>;
  // Only the build needs it; served, it would list the admin's files to anyone.
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
  const template = (page: string) => readFile(path.join(clientDir, page), "utf8");
  const templates = {
    index: await template("index.html"),
    photos: await template(PHOTOS_PAGE_FILE),
    slideshow: await template("slideshow.html"),
  };
  const pageCode = await Promise.all(
    precachedCode(viteManifest).map(async (file) => ({
      path: file,
      size: (await stat(path.join(clientDir, file))).size,
    })),
  );

  await build({
    root,
    logLevel: "warn",
    build: { ssr: path.join(root, "src/client/entry-server.tsx"), outDir: renderDir, emptyOutDir: true },
  });
  const serviceWorker = await bundleServiceWorker(root);
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
        // The HEIC and publishing workers run from files of their own, beside main.js
        // (src/server/services/images.ts, src/server/publishing/publish-in-worker.ts).
        input: {
          main: path.join(root, "src/server/main.ts"),
          "heic-worker": path.join(root, "src/server/services/heic-worker.ts"),
          "publish-worker": path.join(root, "src/server/publishing/publish-worker.ts"),
        },
        // Shared chunks beside the entries too: a worker is found next to the module that starts it.
        output: { chunkFileNames: "[name]-[hash].js" },
      },
    },
    // The server carries the content it was built with (content/wedding.ts), matching the published seed.
    define: {
      __WEDDING_CONTENT_YAML__: JSON.stringify(await readFile(path.join(root, "content/wedding.yaml"), "utf8")),
    },
  });

  const codeBuild: Omit<CodeBuild, "renderEntry"> = {
    buildId: await hashOfFiles(clientDir),
    codeCharacters: codeCharacters(root),
    templates,
    pageCode,
    serviceWorker,
  };
  await writeFile(path.join(dist, CODE_BUILD_FILE), `${JSON.stringify(codeBuild, null, 2)}\n`);
}

/** A hash of every file under `dir` (names and bytes), short enough to print. */
async function hashOfFiles(dir: string): Promise<string> {
  const hash = createHash("sha256");
  const entries = (await readdir(dir, { recursive: true })).sort();
  for (const entry of entries) {
    const file = path.join(dir, entry);
    if (!(await stat(file)).isFile()) continue;
    hash
      .update(entry.split(path.sep).join("/"))
      .update("\0")
      .update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The published files: the site's into dist/client, the server's own into dist/render. */
async function writeSiteFiles(files: readonly SiteFile[]) {
  for (const file of files) {
    const target = isPublicSiteFile(file) ? path.join(clientDir, file.path) : path.join(dist, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.body);
  }
}

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
