/**
 * `npm run build`: first the code, which knows nothing of the couple (design
 * decision 18): the pages' client bundle (their HTML keeping the markers
 * publishing fills), the page's server entry (dist/render/entry-server.js,
 * which renders it when content is published and for personal links), the
 * service worker's script, the server bundle (dist/server/main.js, with the
 * HEIC and publishing workers beside it), and dist/code-build.json, what
 * publishing needs to know of the code, with brotli/gzip copies of every
 * compressible file for the static server. Nothing here is the couple's: the
 * server publishes the content (ADR 050), the seed file
 * (content/wedding.yaml) first when its database has none.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "vite";
import { RENDER_DIR } from "../src/server/guest-page.ts";
import { CODE_BUILD_FILE, type CodeBuild, loadCodeBuild } from "../src/server/publishing/code-build.ts";
import { PHOTOS_PAGE_FILE } from "../src/shared/site-files.ts";
import { PREVIEW_BUILD_MODE } from "../vite.config.ts";
import { codeCharacters } from "./lib/code-characters.ts";
import { bundleServiceWorker, precachedCode, VITE_MANIFEST, type ViteChunk } from "./lib/service-worker-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const clientDir = path.join(dist, "client");
/** The page's server entry (src/server/guest-page.ts). */
const renderDir = path.join(dist, RENDER_DIR);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|ics|webmanifest)$/;

async function main() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  await buildCode();
  const code = await loadCodeBuild(dist);
  const compressed = await precompress(clientDir);
  console.log(
    `built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s: code build ${code.buildId} (${compressed} files precompressed); the server publishes the content`,
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

  // The editor's preview (ADR 055): its own bundle beside the pages', in no precache list, served behind the admin.
  await build({ root, mode: PREVIEW_BUILD_MODE, logLevel: "warn", build: { emptyOutDir: false, manifest: false } });

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
  });

  const codeBuild: Omit<CodeBuild, "renderEntry"> = {
    // Any change to what publishes or serves the site is a new build: the server publishes the content again with it.
    buildId: await hashOfFiles([clientDir, renderDir, path.join(dist, "server")]),
    codeCharacters: codeCharacters(root),
    templates,
    pageCode,
    serviceWorker,
  };
  await writeFile(path.join(dist, CODE_BUILD_FILE), `${JSON.stringify(codeBuild, null, 2)}\n`);
}

/** A hash of every file under `dirs` (names and bytes), short enough to print. */
async function hashOfFiles(dirs: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const dir of dirs) {
    const entries = (await readdir(dir, { recursive: true })).sort();
    for (const entry of entries) {
      const file = path.join(dir, entry);
      if (!(await stat(file)).isFile()) continue;
      hash
        .update(path.relative(dist, file).split(path.sep).join("/"))
        .update("\0")
        .update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
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
