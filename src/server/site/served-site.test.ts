import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LocalFile, ServedSite, siteFolder } from "./served-site.ts";

describe("the served site", () => {
  let dir: string;
  let codeDir: string;
  let sitesDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "served-site-"));
    codeDir = path.join(dir, "client");
    sitesDir = path.join(dir, "sites");
    await mkdir(path.join(codeDir, "assets"), { recursive: true });
    await writeFile(path.join(codeDir, "assets", "main-abc.js"), "console.log('code');");
    await writeFile(path.join(codeDir, "index.html"), "<p>the code build's own page</p>");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A version's two files, written where the site store keeps its local copies. */
  const version = async (words: string, picture: string): Promise<Map<string, LocalFile>> => {
    const copies = path.join(dir, "copies", picture);
    await mkdir(copies, { recursive: true });
    const files = new Map<string, LocalFile>();
    for (const [relative, body] of <[string, string][]>[
      ["index.html", `<!doctype html><p>${words}</p>${" ".repeat(600)}`],
      [`assets/${picture}`, picture],
    ]) {
      const file = path.join(copies, relative.replace("/", "-"));
      await writeFile(file, body);
      files.set(relative, { file });
    }
    return files;
  };
  const appOn = (site: ServedSite) => new Hono().use("*", site.middleware);
  const text = async (app: Hono, url: string, headers: Record<string, string> = {}) => {
    const response = await app.request(url, { headers });
    return response.status === 200 ? await response.text() : response.status;
  };

  it("serves the published version over the code build, and switches whole for the next request", async () => {
    const site = new ServedSite(codeDir, sitesDir);
    const app = appOn(site);
    expect(await text(app, "/")).toBe("<p>the code build's own page</p>");

    await site.show(await siteFolder(sitesDir, "one", () => version("Ama & Kofi", "one-1a.avif")));
    expect(await text(app, "/")).toContain("Ama & Kofi");
    expect(await text(app, "/assets/main-abc.js")).toBe("console.log('code');");

    await site.show(await siteFolder(sitesDir, "two", () => version("Maria & Søren", "two-2b.avif")));
    expect(await text(app, "/")).toContain("Maria & Søren");
    // A guest whose page came from the version before still gets its pictures.
    expect(await text(app, "/assets/one-1a.avif")).toBe("one-1a.avif");

    await site.show(await siteFolder(sitesDir, "three", () => version("Lindiwe & Sipho", "three-3c.avif")));
    expect(await text(app, "/assets/one-1a.avif")).toBe(404);
    expect((await readdir(sitesDir)).sort()).toEqual(["three", "two"]);
  });

  it("sends the compressed copy a browser asks for", async () => {
    const site = new ServedSite(codeDir, sitesDir);
    await site.show(await siteFolder(sitesDir, "one", () => version("Ama & Kofi", "one-1a.avif")));
    const response = await appOn(site).request("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
  });

  it("leaves nothing of a site whose writing failed, and the old one served", async () => {
    const site = new ServedSite(codeDir, sitesDir);
    await site.show(await siteFolder(sitesDir, "one", () => version("Ama & Kofi", "one-1a.avif")));
    const half = await version("Maria & Søren", "two-2b.avif");
    half.set("assets/gone.avif", { file: path.join(dir, "copies", "not-there") });
    await expect(siteFolder(sitesDir, "two", async () => half)).rejects.toThrow("ENOENT");
    expect(await readdir(sitesDir)).toEqual(["one"]);
    expect(await text(appOn(site), "/")).toContain("Ama & Kofi");
  });

  it("refuses a file whose path would leave the site's folder", async () => {
    await expect(
      siteFolder(
        sitesDir,
        "bad",
        async () => new Map([["../outside.html", { file: path.join(codeDir, "index.html") }]]),
      ),
    ).rejects.toThrow("leaves its site");
  });
});
