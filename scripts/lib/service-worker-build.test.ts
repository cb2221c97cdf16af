import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CALENDAR_FILE,
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  SERVICE_WORKER_FILE,
} from "../../src/shared/site-files.ts";
import {
  describePrecache,
  injectPrecacheList,
  type PrecacheEntry,
  pageFiles,
  precachePaths,
  VITE_MANIFEST,
  writeServiceWorker,
} from "./service-worker-build.ts";

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

const pictures = [320, 640, 960, 1600].flatMap((width) => [
  `assets/2-walk-${width}w-1a2b3c4d.avif`,
  `assets/2-walk-${width}w-5e6f7a8b.webp`,
]);

const builtFiles = [
  "index.html",
  "admin.html",
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  CALENDAR_FILE,
  "favicon.png",
  "site.webmanifest",
  "share-image.png",
  "icon-512.png",
  ...new Set(
    Object.values(viteManifest).flatMap((chunk) => [chunk.file, ...("css" in chunk ? (chunk.css ?? []) : [])]),
  ),
  "assets/floral-7d474f63.svg",
  "assets/2-walk-960w-9c9c9c9c.jpg",
  ...pictures,
];

describe("what the service worker precaches", () => {
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

  it("adds the page, its calendar file, icon, manifest, SVG pictures and one offline size of each photo", () => {
    const paths = precachePaths(builtFiles, viteManifest);
    expect(paths).toEqual(
      expect.arrayContaining([
        "index.html",
        CALENDAR_FILE,
        "favicon.png",
        "site.webmanifest",
        "assets/floral-7d474f63.svg",
        "assets/2-walk-640w-5e6f7a8b.webp",
      ]),
    );
    expect(paths.filter((file) => /admin/.test(file))).toEqual([]);
    expect(paths.filter((file) => file.includes("2-walk"))).toEqual(["assets/2-walk-640w-5e6f7a8b.webp"]);
    expect(paths).not.toContain("share-image.png");
  });

  it("keeps the poster's photos page with its code, and the privacy notice, so each opens offline as itself", () => {
    const paths = precachePaths(builtFiles, viteManifest);
    expect(paths).toEqual(
      expect.arrayContaining([
        PHOTOS_PAGE_FILE,
        PRIVACY_PAGE_FILE,
        "assets/photos-KKKK1010.js",
        "assets/photo-upload-panel-GGGG6666.js",
      ]),
    );
    const { "photos.html": _photos, ...withoutPhotosPage } = viteManifest;
    expect(() => precachePaths(builtFiles, withoutPhotosPage)).toThrow(/no photos\.html entry/);
  });

  it("stops the build when the page names a file the build did not write", () => {
    expect(() =>
      precachePaths(
        builtFiles.filter((file) => file !== "assets/rsvp-DDDD3333.js"),
        viteManifest,
      ),
    ).toThrow(/assets\/rsvp-DDDD3333\.js/);
    expect(() => pageFiles({})).toThrow(/no index\.html entry/);
  });

  it("puts the list in place of the placeholder, which must occur exactly once", () => {
    const entries: PrecacheEntry[] = [{ url: "/index.html", revision: "abc", size: 10 }];
    expect(injectPrecacheList("precache(self.__WB_MANIFEST);", entries)).toBe(
      'precache([{"url":"/index.html","revision":"abc"}]);',
    );
    expect(() => injectPrecacheList("precache([]);", entries)).toThrow(/once, found 0/);
    expect(() => injectPrecacheList("self.__WB_MANIFEST;self.__WB_MANIFEST", entries)).toThrow(/found 2/);
  });

  it("describes the precache's size for the build's output", () => {
    expect(
      describePrecache([
        { url: "/a", revision: null, size: 1024 * 1024 },
        { url: "/b", revision: "1", size: 512 * 1024 },
      ]),
    ).toBe("2 files, 1.50 MB");
  });
});

describe("the built service worker", () => {
  let clientDir: string;
  let worker: string;
  let entries: PrecacheEntry[];

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-sw-client-"));
    for (const file of builtFiles) {
      await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
      await writeFile(path.join(clientDir, file), `contents of ${file}`);
    }
    await mkdir(path.join(clientDir, path.dirname(VITE_MANIFEST)));
    await writeFile(path.join(clientDir, VITE_MANIFEST), JSON.stringify(viteManifest));
    entries = await writeServiceWorker(root, clientDir);
    worker = await readFile(path.join(clientDir, SERVICE_WORKER_FILE), "utf8");
  }, 60_000);
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it("holds the precache list, with revisions only for files whose names carry no hash", () => {
    const index = entries.find((entry) => entry.url === "/index.html");
    expect(index?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(entries.find((entry) => entry.url === "/assets/rsvp-DDDD3333.js")?.revision).toBeNull();
    expect(worker).toContain(`{"url":"/index.html","revision":"${index?.revision}"}`);
    expect(worker).not.toContain("__WB_MANIFEST");
    for (const page of [PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE]) expect(worker).toContain(`{"url":"/${page}","revision":`);
    expect(worker).not.toMatch(/"url":"[^"]*admin/);
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

  it("removes Vite's manifest, which would list the admin's files to anyone", () => {
    expect(existsSync(path.join(clientDir, VITE_MANIFEST))).toBe(false);
  });

  it("changes when the page changes, so browsers install the new deploy", async () => {
    await writeFile(path.join(clientDir, "index.html"), "the next deploy's page");
    await mkdir(path.join(clientDir, path.dirname(VITE_MANIFEST)));
    await writeFile(path.join(clientDir, VITE_MANIFEST), JSON.stringify(viteManifest));
    const next = await writeServiceWorker(root, clientDir);
    const before = entries.find((entry) => entry.url === "/index.html")?.revision;
    const after = next.find((entry) => entry.url === "/index.html")?.revision;
    expect(after).not.toBe(before);
    expect(await readFile(path.join(clientDir, SERVICE_WORKER_FILE), "utf8")).not.toBe(worker);
  }, 60_000);
});
