import { describe, expect, it } from "vitest";
import { CALENDAR_FILE, PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE } from "../../shared/site-files.ts";
import { WORDS_FILE } from "../../shared/words/page-parts.ts";
import {
  describePrecache,
  injectPrecacheList,
  MANIFEST_PLACEHOLDER,
  type PrecacheEntry,
  precachePaths,
  serviceWorkerScript,
} from "./service-worker.ts";

/** The guests' pages' code as the code build lists it (scripts/lib/service-worker-build.ts precachedCode). */
const code = [
  "assets/api-EEEE4444.js",
  "assets/index-AAAA1111.js",
  "assets/index-CCCC2222.css",
  "assets/photo-upload-panel-GGGG6666.js",
  "assets/photos-KKKK1010.js",
  "assets/react-RRRR0000.js",
  "assets/rsvp-DDDD3333.js",
];

const pictures = [320, 640, 960, 1600].flatMap((width) => [
  `assets/2-walk-${width}w-1a2b3c4d.avif`,
  `assets/2-walk-${width}w-5e6f7a8b.webp`,
]);

const published = [
  "index.html",
  PHOTOS_PAGE_FILE,
  PRIVACY_PAGE_FILE,
  CALENDAR_FILE,
  WORDS_FILE,
  "favicon.png",
  "site.webmanifest",
  "share-image.png",
  "icon-512.png",
  "assets/floral-7d474f63.svg",
  "assets/2-walk-960w-9c9c9c9c.jpg",
  "assets/dm-serif-display-100-900-0a1b2c3d.woff2",
  ...pictures,
];
const files = published.map((path) => ({ path, body: Buffer.from(`contents of ${path}`) }));

describe("what the service worker precaches", () => {
  it("adds the pages, calendar file, later parts' words, icon, manifest, fonts, SVG pictures and one offline size of each photo to the code", () => {
    const paths = precachePaths(published, code);
    expect(paths).toEqual(
      expect.arrayContaining([
        "index.html",
        PHOTOS_PAGE_FILE,
        PRIVACY_PAGE_FILE,
        CALENDAR_FILE,
        WORDS_FILE,
        "favicon.png",
        "site.webmanifest",
        "assets/floral-7d474f63.svg",
        "assets/dm-serif-display-100-900-0a1b2c3d.woff2",
        "assets/2-walk-640w-5e6f7a8b.webp",
        ...code,
      ]),
    );
    expect(paths.filter((file) => file.includes("2-walk"))).toEqual(["assets/2-walk-640w-5e6f7a8b.webp"]);
    expect(paths).not.toContain("share-image.png");
  });

  it("stops publishing when a page it keeps was not published", () => {
    expect(() =>
      precachePaths(
        published.filter((file) => file !== PRIVACY_PAGE_FILE),
        code,
      ),
    ).toThrow(/privacy\.html/);
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

describe("the published service worker", () => {
  const template = `precache(${MANIFEST_PLACEHOLDER});`;
  const codeFiles = code.map((path) => ({ path, size: 100 }));
  const { script, entries } = serviceWorkerScript(template, files, codeFiles);

  it("holds the precache list, with revisions only for files whose names carry no hash", () => {
    const index = entries.find((entry) => entry.url === "/index.html");
    expect(index?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(entries.find((entry) => entry.url === "/assets/rsvp-DDDD3333.js")).toEqual({
      url: "/assets/rsvp-DDDD3333.js",
      revision: null,
      size: 100,
    });
    expect(script).toContain(`{"url":"/index.html","revision":"${index?.revision}"}`);
    expect(script).not.toContain("__WB_MANIFEST");
    for (const page of [PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE]) expect(script).toContain(`{"url":"/${page}","revision":`);
  });

  it("changes when the page changes, so browsers install the new version", () => {
    const next = files.map((file) =>
      file.path === "index.html" ? { ...file, body: Buffer.from("the next version's page") } : file,
    );
    expect(serviceWorkerScript(template, next, codeFiles).script).not.toBe(script);
  });
});
