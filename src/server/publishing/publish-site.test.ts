import { beforeAll, describe, expect, it } from "vitest";
import { checkContentFile } from "../../shared/content-file.ts";
import type { CheckedContent } from "../../shared/content-schema.ts";
import { SITE_DATA_ELEMENT_ID, type SiteData } from "../../shared/site-data.ts";
import { pageWords } from "../../shared/words/catalogues.ts";
import { PAGE_WORD_PARTS } from "../../shared/words/page-parts.ts";
import { readFixtureFile, SECOND_COUPLE_FILE } from "../../testing/fixture-couples.ts";
import { pictureSource, smallSecondCouplePictures, sourceCodeBuild } from "../../testing/publishing-builders.ts";
import type { CodeBuild } from "./code-build.ts";
import { publishSiteInWorker } from "./publish-in-worker.ts";
import { isPublicSiteFile, type PictureSource, publishSite, type SiteFile, type VariantCache } from "./publish-site.ts";

/** A picture variant's key (responsive-images.ts): the other keys are fonts, icons and the share image. */
const PICTURE_KEY = /^[0-9a-f]{64}\.(?:avif|webp|jpeg|png)$/;

/** A variant cache in memory that counts the pictures it was asked for and did not have (each one encoded). */
function countingCache(): VariantCache & { misses: number } {
  const kept = new Map<string, Buffer>();
  const cache = {
    misses: 0,
    async get(key: string) {
      const body = kept.get(key) ?? null;
      if (!body && PICTURE_KEY.test(key)) cache.misses += 1;
      return body;
    },
    async put(key: string, body: Buffer) {
      kept.set(key, body);
    },
  };
  return cache;
}

function check(yaml: string): CheckedContent {
  return checkContentFile(yaml, { fileName: SECOND_COUPLE_FILE, pictureExists: () => true });
}

/** The page's #site-data, as its code reads it. */
function siteDataIn(html: string): SiteData {
  const json = new RegExp(`<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  if (!json) throw new Error("the page has no site data");
  return JSON.parse(json);
}

const text = (files: SiteFile[], path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not published`);
  return file.body.toString("utf8");
};

describe("publishing a couple's content", () => {
  const yaml = readFixtureFile(SECOND_COUPLE_FILE);
  let code: CodeBuild;
  let pictures: PictureSource;
  const variants = countingCache();
  let files: SiteFile[];

  beforeAll(async () => {
    [code, pictures] = await Promise.all([sourceCodeBuild(), smallSecondCouplePictures().then(pictureSource)]);
    files = await publishSite({ source: check(yaml), pictures, code, variants });
  }, 60_000);

  it("makes every content-derived file of the site, and the server's own beside them", () => {
    const paths = files.map((file) => file.path);
    // The second couple writes in English, isiZulu and Sesotho: each language's pages in its folder, English's at / too.
    const languagePages = (folder: string) =>
      ["index.html", "photos.html", "privacy.html", "wedding.ics", "words.json"].map((file) => folder + file);
    expect(paths.filter((path) => !path.startsWith("assets/"))).toEqual([
      "apple-touch-icon.png",
      "card-fonts.css",
      ...languagePages("en/"),
      "favicon.png",
      "fonts-licence.txt",
      "icon-192.png",
      "icon-512.png",
      "index.html",
      "photos.html",
      "privacy.html",
      "render/images.json",
      "render/page-st.html",
      "render/page-zu.html",
      "render/page.html",
      "share-image.png",
      "site.webmanifest",
      "slideshow.html",
      ...languagePages("st/"),
      "sw.js",
      "wedding.ics",
      "words.json",
      ...languagePages("zu/"),
    ]);
    const assets = paths
      .filter((path) => path.startsWith("assets/"))
      .map((path) => path.replace(/-[0-9a-f]{8}\./, "."));
    expect(assets).toEqual(
      expect.arrayContaining([
        "assets/floral.svg",
        "assets/2-walk-240w.jpg",
        "assets/2-walk-240w.avif",
        "assets/2-walk-240w.webp",
        "assets/6-dance-240w.jpg",
      ]),
    );
    expect(assets.filter((path) => path.endsWith(".woff2")).length).toBeGreaterThan(0);
    expect(files.filter((file) => !isPublicSiteFile(file)).map((file) => file.path)).toEqual([
      "render/images.json",
      "render/page-st.html",
      "render/page-zu.html",
      "render/page.html",
    ]);
    expect(files.find((file) => file.path === "index.html")?.contentType).toBe("text/html; charset=utf-8");
  });

  it("writes each language's pages in it: its lang, its texts, its words, and links to the others", () => {
    const languages = [
      { folder: "", lang: "en-GB", language: "en", title: "Ceremony &amp; Dinner", path: "/" },
      { folder: "zu/", lang: "zu", language: "zu", title: "Umcimbi Nesidlo Sakusihlwa", path: "/zu/" },
      { folder: "st/", lang: "st", language: "st", title: "Mokete le Dijo tsa Mantsiboya", path: "/st/" },
    ];
    for (const { folder, lang, language, title, path } of languages) {
      const index = text(files, `${folder}index.html`);
      expect(index, folder).toContain(`<html lang="${lang}">`);
      expect(index, folder).toContain(title);
      expect(index, folder).toContain(`"language":"${language}"`);
      expect(index, folder).toContain(`<link rel="canonical" href="https://maria-joao-and-soren.example${path}">`);
      for (const other of languages) {
        expect(index, folder).toContain(
          `<link rel="alternate" hreflang="${other.language}" href="https://maria-joao-and-soren.example${other.path}">`,
        );
      }
      expect(index, folder).toContain('hreflang="x-default" href="https://maria-joao-and-soren.example/"');
      expect(text(files, `${folder}privacy.html`), folder).toContain(`<html lang="${lang}">`);
      expect(text(files, `${folder}photos.html`), folder).toContain(`<html lang="${lang}">`);
      const template = folder ? `render/page-${language}.html` : "render/page.html";
      expect(text(files, template), template).toContain(`<html lang="${lang}">`);
    }
    // The first language's pages at /en/ are its pages at /.
    expect(text(files, "en/index.html")).toBe(text(files, "index.html"));
  });

  it("sends in each page the words its first view reads, and the later parts' words in the language's words.json", () => {
    const partGroups = Object.values(PAGE_WORD_PARTS).flat();
    for (const { folder, language } of [
      { folder: "", language: "en" },
      { folder: "zu/", language: "zu" },
    ] as const) {
      const page = siteDataIn(text(files, `${folder}index.html`)).words;
      expect(Object.keys(page), folder).toContain("nav");
      expect(
        Object.keys(page).filter((group) => (partGroups as string[]).includes(group)),
        folder,
      ).toEqual([]);
      const later = JSON.parse(text(files, `${folder}words.json`));
      expect(Object.keys(later).sort(), folder).toEqual([...partGroups].sort());
      expect(later.household, folder).toEqual(pageWords(language).household);
      // The photos page shows the upload panel at once, and the slideshow its own: their HTML carries those words.
      expect(siteDataIn(text(files, `${folder}photos.html`)).words.uploadRow, folder).toEqual(
        pageWords(language).uploadRow,
      );
    }
    expect(siteDataIn(text(files, "slideshow.html")).words.slideshow).toEqual(pageWords("en").slideshow);
  });

  it("fills every page's markers from the content", () => {
    const index = text(files, "index.html");
    expect(index).toContain('<html lang="en-GB">');
    expect(index).toContain('id="site-data"');
    expect(index).toContain("Maria-João");
    for (const page of ["index.html", "photos.html", "slideshow.html", "privacy.html", "render/page.html"]) {
      expect(text(files, page), page).not.toMatch(/<!--(?:site-head|page-head:[^>]*|site-data)-->/);
    }
    for (const page of ["photos.html", "slideshow.html"]) expect(text(files, page)).toContain('id="site-data"');
    expect(text(files, "render/page.html")).toContain('<div id="root"><!--app--></div>');
    expect(JSON.parse(text(files, "render/images.json"))).toHaveProperty("gallery/2-walk.jpg");
    expect(text(files, "sw.js")).toContain('"url":"/index.html"');
  });

  it("encodes no picture again when only the words change", async () => {
    const misses = variants.misses;
    expect(misses).toBeGreaterThan(0);
    const changed = yaml.replace(/^(\s*en: )TOGETHER WITH THEIR FAMILIES.*$/m, "$1Please come and celebrate with us");
    expect(changed).not.toBe(yaml);
    const next = await publishSite({ source: check(changed), pictures, code, variants });
    expect(variants.misses).toBe(misses);
    expect(text(next, "index.html")).toContain("Please come and celebrate with us");
    // The fonts follow the new words' letters; the pictures keep their names.
    const pictureFiles = (published: SiteFile[]) =>
      published.map((file) => file.path).filter((path) => path.startsWith("assets/") && !path.endsWith(".woff2"));
    expect(pictureFiles(next)).toEqual(pictureFiles(files));
  }, 60_000);

  it("gives the same files from a worker thread", async () => {
    const inWorker = await publishSiteInWorker({ source: check(yaml), pictures, code, variants });
    expect(inWorker.map((file) => file.path)).toEqual(files.map((file) => file.path));
    // The calendar file is stamped with the time it was made, and the service worker's list revises it.
    const timeless = (published: SiteFile[]) =>
      published
        .filter((file) => !file.path.endsWith("wedding.ics") && file.path !== "sw.js")
        .map((file) => [file.path, file.body]);
    expect(timeless(inWorker)).toEqual(timeless(files));
  }, 60_000);
});
