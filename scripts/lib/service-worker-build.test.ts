import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_PLACEHOLDER } from "../../src/server/publishing/service-worker.ts";
import { PHOTOS_PAGE_FILE } from "../../src/shared/site-files.ts";
import { bundleServiceWorker, pageFiles, precachedCode } from "./service-worker-build.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Vite's manifest for a build of the guests' page, the photos page and the admin page sharing React, as `build.manifest` writes it. */
const viteManifest = {
  "index.html": {
    file: "assets/index-AAAA1111.js",
    src: "index.html",
    isEntry: true,
    imports: ["_react-RRRR0000.js"],
    dynamicImports: ["src/client/sections/rsvp/rsvp.tsx", "src/client/sections/photo-upload/photo-upload-panel.tsx"],
    css: ["assets/index-CCCC2222.css"],
  },
  "_react-RRRR0000.js": { file: "assets/react-RRRR0000.js" },
  "src/client/sections/rsvp/rsvp.tsx": {
    file: "assets/rsvp-DDDD3333.js",
    isDynamicEntry: true,
    imports: ["_api-EEEE4444.js"],
    dynamicImports: ["src/shared/rsvp.ts"],
  },
  "src/shared/rsvp.ts": { file: "assets/schemas-FFFF5555.js", isDynamicEntry: true },
  "_api-EEEE4444.js": { file: "assets/api-EEEE4444.js" },
  "src/client/sections/photo-upload/photo-upload-panel.tsx": {
    file: "assets/photo-upload-panel-GGGG6666.js",
    isDynamicEntry: true,
    imports: ["_api-EEEE4444.js", "_react-RRRR0000.js"],
  },
  "photos.html": {
    file: "assets/photos-KKKK1010.js",
    src: "photos.html",
    isEntry: true,
    imports: ["_react-RRRR0000.js", "_api-EEEE4444.js"],
    dynamicImports: ["src/client/sections/photo-upload/photo-upload-panel.tsx"],
    css: ["assets/index-CCCC2222.css"],
  },
  "admin.html": {
    file: "assets/admin-HHHH7777.js",
    src: "admin.html",
    isEntry: true,
    imports: ["_react-RRRR0000.js", "_admin-schemas-IIII8888.js"],
    css: ["assets/admin-JJJJ9999.css"],
  },
  "_admin-schemas-IIII8888.js": { file: "assets/admin-schemas-IIII8888.js" },
};

describe("the code the service worker precaches", () => {
  it("follows the guests' page to every chunk it loads, lazily or not, and to nothing of the admin", () => {
    expect(pageFiles(viteManifest)).toEqual([
      "assets/api-EEEE4444.js",
      "assets/index-AAAA1111.js",
      "assets/index-CCCC2222.css",
      "assets/photo-upload-panel-GGGG6666.js",
      "assets/react-RRRR0000.js",
      "assets/rsvp-DDDD3333.js",
      "assets/schemas-FFFF5555.js",
    ]);
  });

  it("keeps the poster's photos page's code too, so it opens offline as itself", () => {
    const code = precachedCode(viteManifest);
    expect(code).toEqual(
      expect.arrayContaining(["assets/photos-KKKK1010.js", "assets/photo-upload-panel-GGGG6666.js"]),
    );
    expect(code.filter((file) => /admin/.test(file))).toEqual([]);
    const { [PHOTOS_PAGE_FILE]: _photos, ...withoutPhotosPage } = viteManifest;
    expect(() => precachedCode(withoutPhotosPage)).toThrow(/no photos\.html entry/);
    expect(() => pageFiles({})).toThrow(/no index\.html entry/);
  });
});

describe("the bundled service worker", () => {
  let worker: string;

  beforeAll(async () => {
    worker = await bundleServiceWorker(root);
  }, 60_000);

  it("holds the placeholder publishing puts the precache list in, once", () => {
    expect(worker.split(MANIFEST_PLACEHOLDER)).toHaveLength(2);
  });

  // tests/e2e/offline.spec.ts shows a new deploy taking over in a browser, old caches deleted.
  it("takes over at once from an older worker", () => {
    expect(worker).toContain("skipWaiting()");
    expect(worker).toContain("clients.claim()");
  });

  it("is one classic script with no imports and no development logging", () => {
    expect(worker).not.toMatch(/^\s*import\s/m);
    expect(worker).not.toContain("importScripts");
    expect(worker).not.toContain("process.env");
    expect(worker).not.toContain("workbox-core: ");
  });
});
