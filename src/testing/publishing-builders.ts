import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { CodeBuild } from "../server/publishing/code-build.ts";
import type { PictureSource, VariantCache } from "../server/publishing/publish-site.ts";
import { MANIFEST_PLACEHOLDER } from "../server/publishing/service-worker.ts";

const root = new URL("../../", import.meta.url);

/**
 * The code build as publishing sees it, made from the sources: the pages'
 * HTML with their markers, the page's server entry as a module, a service
 * worker that is only its placeholder, and no code files to precache. With
 * it `publishSite()` runs in-process, with no build.
 */
export async function sourceCodeBuild(): Promise<CodeBuild> {
  const template = (page: string) => readFile(new URL(page, root), "utf8");
  return {
    buildId: "test",
    codeCharacters: "",
    templates: {
      index: await template("index.html"),
      photos: await template("photos.html"),
      slideshow: await template("slideshow.html"),
    },
    pageCode: [],
    serviceWorker: `precache(${MANIFEST_PLACEHOLDER});`,
    renderEntry: new URL("src/client/entry-server.tsx", root).href,
  };
}

/**
 * The second couple's pictures (tests/fixtures/second-couple), small, by the
 * names its file gives them: a photo encodes to one width in each format.
 */
export async function smallSecondCouplePictures(): Promise<Map<string, Buffer>> {
  const photo = (background: string) =>
    sharp({ create: { width: 240, height: 160, channels: 3, background } })
      .jpeg()
      .toBuffer();
  return new Map([
    ["hero/floral.svg", await readFile(new URL("content/images/hero/floral.svg", root))],
    ["gallery/2-walk.jpg", await photo("#6b86a8")],
    ["gallery/6-dance.jpg", await photo("#a0714f")],
  ]);
}

/** Pictures by name as the publisher reads them. */
export function pictureSource(pictures: ReadonlyMap<string, Buffer>): PictureSource {
  return {
    list: () => [...pictures.keys()],
    async read(name) {
      const body = pictures.get(name);
      if (!body) throw new Error(`No picture ${name}`);
      return body;
    },
  };
}

/** The publisher's picture encodes kept in memory, for one test file. */
export function memoryVariantCache(): VariantCache {
  const kept = new Map<string, Buffer>();
  return {
    get: async (key) => kept.get(key) ?? null,
    async put(key, body) {
      kept.set(key, body);
    },
  };
}
