import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "../../shared/page-languages.ts";
import { secondCouple } from "../../testing/fixture-couples.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** A built site's pages, each saying which language's it is. */
const PAGES = [
  "index.html",
  "en/index.html",
  "zu/index.html",
  "st/index.html",
  "privacy.html",
  "zu/privacy.html",
  "photos.html",
  "zu/photos.html",
];

async function siteWithPages(): Promise<string> {
  const clientDir = await mkdtemp(path.join(tmpdir(), "wedding-languages-"));
  for (const page of PAGES) {
    await mkdir(path.dirname(path.join(clientDir, page)), { recursive: true });
    await writeFile(path.join(clientDir, page), `<!doctype html><p>${page}</p>`);
  }
  return clientDir;
}

const html = { Accept: "text/html" };

describe("each language's pages, for a site in English, isiZulu and Sesotho", () => {
  let clientDir: string;
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

  beforeAll(async () => {
    clientDir = await siteWithPages();
    t = await createTestApp("sqlite", { clientDir, content: secondCouple() });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("sends / to the first of the site's languages the browser asks for, and says it varies with that", async () => {
    for (const [asked, location] of [
      ["zu-ZA,zu;q=0.9,en;q=0.8", "/zu/"],
      ["fr-FR, st;q=0.5, en;q=0.3", "/st/"],
    ] as const) {
      const response = await get("/", { "Accept-Language": asked });
      expect(response.status, asked).toBe(302);
      expect(response.headers.get("location"), asked).toBe(location);
      expect(response.headers.get("vary"), asked).toContain("Accept-Language");
    }
    for (const asked of ["en-GB,en;q=0.9", "fr", "*", ""]) {
      const response = await get("/", { "Accept-Language": asked });
      expect(response.status, asked).toBe(200);
      expect(await response.text(), asked).toContain("<p>index.html</p>");
      expect(response.headers.get("vary"), asked).toMatch(/Accept-Language.*Cookie|Cookie.*Accept-Language/);
    }
  });

  it("remembers the language a guest opened, over the browser's, in a cookie of the server's only", async () => {
    const opened = await get("/zu/");
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("<p>zu/index.html</p>");
    const cookie = opened.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=zu;`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const back = await get("/", { Cookie: `${LANGUAGE_COOKIE}=zu`, "Accept-Language": "st" });
    expect(back.headers.get("location")).toBe("/zu/");
    // English chosen from the menu (/en/) stays English at /, whatever the browser says.
    expect((await get("/en/")).headers.get("set-cookie")).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en;`));
    expect((await get("/", { Cookie: `${LANGUAGE_COOKIE}=en`, "Accept-Language": "zu" })).status).toBe(200);
    // A remembered language the site no longer has is forgotten: the browser's is asked again.
    const gone = await get("/", { Cookie: `${LANGUAGE_COOKIE}=xh`, "Accept-Language": "st" });
    expect(gone.headers.get("location")).toBe("/st/");
  });

  it("serves each language's privacy and photos pages, and nothing for a language the site does not have", async () => {
    expect(await (await get("/zu/privacy")).text()).toContain("<p>zu/privacy.html</p>");
    expect(await (await get("/zu/photos")).text()).toContain("<p>zu/photos.html</p>");
    expect((await get("/zu")).headers.get("location")).toBe("/zu/");
    // The poster's /photos and /privacy follow the guest's language as / does.
    expect((await get("/photos", { "Accept-Language": "zu" })).headers.get("location")).toBe("/zu/photos");
    expect((await get("/privacy", { Cookie: `${LANGUAGE_COOKIE}=st` })).headers.get("location")).toBe("/st/privacy");
    expect(await (await get("/photos", { "Accept-Language": "en" })).text()).toContain("<p>photos.html</p>");
    for (const url of ["/xh/", "/xh/privacy", "/xh", "/fr/photos"]) {
      const response = await get(url, html);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("set-cookie"), url).toBeNull();
    }
  });

  it("answers a missing page in the language of its folder, else the guest's", async () => {
    expect(await (await get("/zu/nothing-here", html)).text()).toContain('<html lang="zu">');
    expect(await (await get("/nothing-here", { ...html, "Accept-Language": "st" })).text()).toContain(
      '<html lang="st">',
    );
  });
});

describe("a site in one language", () => {
  it("serves / whatever the browser's language", async () => {
    const clientDir = await siteWithPages();
    const t = await createTestApp("sqlite", { clientDir });
    try {
      const response = await t.app.request("/", { headers: { "Accept-Language": "zu" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary") ?? "").not.toContain("Accept-Language");
      expect((await t.app.request("/zu/")).headers.get("set-cookie")).toBeNull();
    } finally {
      await t.cleanup();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
