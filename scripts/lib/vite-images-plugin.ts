import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  directoryPictures,
  directoryVariantCache,
  type ImagePlan,
  manifestFor,
  type PlannedFile,
  planImage,
  renderFile,
} from "../../src/server/publishing/responsive-images.ts";

const MANIFEST_MODULE = "virtual:wedding-images";
const RESOLVED_MANIFEST = `\0${MANIFEST_MODULE}`;
/** Where `npm run dev` serves the planned files, made on first request. */
const DEV_ROUTE = "/@wedding-images/";

const CONTENT_TYPES: Record<PlannedFile["format"], string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/**
 * Responsive pictures from content/images for `npm run dev` and the tests
 * (a build publishes them with the content: src/server/publishing):
 * - `virtual:wedding-images`: the manifest (fallback URL, size, AVIF/WebP variants) of every picture;
 * - in dev, the variants served on request under the names publishing gives them, encoded once and cached in
 *   `cacheDir`, so the page behaves as published.
 */
export function weddingImagesPlugin(imagesDir: string, options: { cacheDir: string }): Plugin {
  let plans: Promise<ImagePlan[]> | undefined;
  let base = "/";
  let serving = false;
  const variants = directoryVariantCache(options.cacheDir);
  const currentPlans = () =>
    (plans ??= directoryPictures(imagesDir).then((pictures) =>
      Promise.all(pictures.list().map((name) => planImage(pictures, name))),
    ));

  return {
    name: "wedding-images",
    configResolved(config) {
      base = config.base;
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === MANIFEST_MODULE ? RESOLVED_MANIFEST : undefined),
    async load(id) {
      if (id !== RESOLVED_MANIFEST) return undefined;
      const manifest = manifestFor(await currentPlans(), serving ? DEV_ROUTE : base);
      return `export default ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      watchPictures(server, imagesDir, () => {
        plans = undefined;
      });
      server.middlewares.use(DEV_ROUTE, async (req, res, next) => {
        const fileName = (req.url ?? "").replace(/^\//, "").split("?")[0];
        const found = (await currentPlans())
          .flatMap((plan) => [plan.fallback, ...plan.variants].map((file) => ({ plan, file })))
          .find(({ file }) => file.fileName === fileName);
        if (!found) {
          // A stale name after a picture changed: say so rather than let Vite answer with the page.
          res.statusCode = 404;
          res.end();
          return;
        }
        try {
          const body = await renderFile(found.plan, found.file, variants);
          res.setHeader("Content-Type", CONTENT_TYPES[found.file.format]);
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** A changed, added or removed picture makes a new manifest and reloads the page. */
function watchPictures(server: ViteDevServer, imagesDir: string, onChange: () => void): void {
  server.watcher.add(imagesDir);
  const changed = (file: string) => {
    if (!path.resolve(file).startsWith(path.resolve(imagesDir) + path.sep)) return;
    onChange();
    const module = server.moduleGraph.getModuleById(RESOLVED_MANIFEST);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: "full-reload" });
  };
  for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
}
