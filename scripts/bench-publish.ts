/**
 * npm run bench:publish: publishing the example content (content/wedding.yaml
 * and content/images) with the built code (dist/, `npm run build` first), in
 * the publishing worker as the server runs it (design decision 18):
 * - from scratch: an empty variant cache, so every picture is encoded;
 * - a change of words only: the same pictures, the cache warm, so none is.
 * Prints each one's seconds, files, bytes and pictures encoded; the change of
 * words should take under 3 s (TARGET_SECONDS) on a two-core machine.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { weddingSource } from "../content/wedding.ts";
import { CODE_BUILD_FILE, loadCodeBuild } from "../src/server/publishing/code-build.ts";
import { publishSiteInWorker } from "../src/server/publishing/publish-in-worker.ts";
import type { PublishInput } from "../src/server/publishing/publish-site.ts";
import {
  directoryPictures,
  directoryVariantCache,
  type VariantCache,
} from "../src/server/publishing/responsive-images.ts";
import type { CheckedContent } from "../src/shared/content-schema.ts";
import { root } from "./lib/bench-server.ts";

const TARGET_SECONDS = 3;
const dist = path.join(root, "dist");

/** A picture variant's key (responsive-images.ts): the cache also keeps fonts, icons and the share image. */
const PICTURE_KEY = /^[0-9a-f]{64}\.(?:avif|webp|jpeg|png)$/;

/** The variant cache, counting the pictures it did not have: each miss is a picture encoded. */
function counted(cache: VariantCache): VariantCache & { misses: () => number } {
  let misses = 0;
  return {
    async get(key) {
      const body = await cache.get(key);
      if (!body && PICTURE_KEY.test(key)) misses += 1;
      return body;
    },
    put: (key, body) => cache.put(key, body),
    misses: () => misses,
  };
}

async function timed(label: string, input: PublishInput & { variants: ReturnType<typeof counted> }) {
  const before = input.variants.misses();
  const started = performance.now();
  const files = await publishSiteInWorker(input, { workerFile });
  const seconds = (performance.now() - started) / 1000;
  const bytes = files.reduce((total, file) => total + file.body.length, 0);
  console.log(
    `${label.padEnd(22)} ${seconds.toFixed(2).padStart(6)} s  ${String(files.length).padStart(4)} files  ${(bytes / (1024 * 1024)).toFixed(2).padStart(6)} MB  ${input.variants.misses() - before} pictures encoded`,
  );
  return seconds;
}

if (!existsSync(path.join(dist, CODE_BUILD_FILE))) {
  console.error(`No code build in dist/ (${CODE_BUILD_FILE}): run npm run build first.`);
  process.exit(1);
}
const code = await loadCodeBuild(dist);
/** The built worker, as the built server starts it (from source, tsx would compile every module first). */
const workerFile = pathToFileURL(path.join(dist, "server/publish-worker.js"));
const imagesDir = path.join(root, "content/images");
const pictures = await directoryPictures(imagesDir);
const cacheDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-variants-"));
try {
  const variants = counted(directoryVariantCache(cacheDir));
  console.log(`publishing ${pictures.list().length} pictures of content/images, build ${code.buildId}`);
  await timed("from scratch", { source: weddingSource, pictures, code, variants });
  const reworded: CheckedContent = {
    ...weddingSource,
    site: { ...weddingSource.site, title: `${weddingSource.site.title} · updated` },
  };
  const seconds = await timed("a change of words", { source: reworded, pictures, code, variants });
  console.log(`variant cache: ${(await readdir(cacheDir)).length} files`);
  console.log(
    seconds <= TARGET_SECONDS
      ? `a change of words published within ${TARGET_SECONDS} s`
      : `a change of words took over ${TARGET_SECONDS} s`,
  );
  if (seconds > TARGET_SECONDS) process.exitCode = 1;
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
