import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVICE_WORKER_FILE } from "../shared/site-files.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { MAX_JSON_BODY_BYTES } from "./app.ts";
import { DiskBlobStore } from "./storage/disk-blob-store.ts";

describe("the API", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp("sqlite");
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("answers the health check once the database and storage work", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 naming storage when uploads cannot be written", async () => {
    const blocker = path.join(t.dataDir, "a-file");
    await writeFile(blocker, "not a folder");
    const broken = await createTestApp("sqlite", { blobs: new DiskBlobStore(path.join(blocker, "uploads")) });
    try {
      const response = await broken.app.request("/api/health");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "failing" } });
    } finally {
      await broken.cleanup();
    }
  });

  it("answers 503 naming the database when it is gone", async () => {
    await t.deps.database.close();
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { database: "failing", storage: "ok" } });
  });

  it("answers unknown API paths with the one error shape", async () => {
    const response = await t.app.request("/api/nope", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "There is no such API endpoint." } });
  });

  it("refuses an oversized body with 413 in the error shape", async () => {
    const response = await t.app.request("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(MAX_JSON_BODY_BYTES + 1) },
      body: "x".repeat(MAX_JSON_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is too large." },
    });
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nope", "/nope"]) {
      const response = await t.app.request(url);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("logs requests without query strings or bodies", async () => {
    await t.app.request("/api/health?email=ann.guest%40example.com&name=Ann");
    await t.app.request("/api/nope", { method: "POST", body: JSON.stringify({ email: "ann.guest@example.com" }) });
    const requests = t.logs.filter((line) => line.msg === "request");
    expect(requests).toMatchObject([
      { method: "GET", path: "/api/health", status: 200 },
      { method: "POST", path: "/api/nope", status: 404 },
    ]);
    expect(JSON.stringify(t.logs)).not.toContain("ann.guest");
  });
});

describe("serving the built page", () => {
  let clientDir: string;
  let t: TestApp;
  const html = `<!doctype html><html><body>${"<p>PLEASE JOIN US FOR THE TRADITIONAL WEDDING OF</p>".repeat(40)}</body></html>`;
  const script = `console.log(${JSON.stringify("wedding ".repeat(200))});`;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await mkdir(path.join(clientDir, "assets"));
    await writeFile(path.join(clientDir, "index.html"), html);
    await writeFile(path.join(clientDir, "index.html.br"), brotliCompressSync(html));
    await writeFile(path.join(clientDir, "index.html.gz"), gzipSync(html));
    await writeFile(path.join(clientDir, "assets", "index-AbC123.js"), script);
    await writeFile(path.join(clientDir, "assets", "webgl-probe.worker-AbC_12.js"), "postMessage(true);");
    await writeFile(path.join(clientDir, "assets", "index-AbC123.js.gz"), gzipSync(script));
    await writeFile(path.join(clientDir, "share-image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(path.join(clientDir, SERVICE_WORKER_FILE), "self.skipWaiting();");
    await writeFile(path.join(clientDir, "assets", "styles-AbC123.css"), "body { color: black }");
    await writeFile(path.join(clientDir, "assets", "lato-AbC123.woff2"), Buffer.from("wOF2"));
    await writeFile(path.join(clientDir, "assets", "floral-AbC123.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp("sqlite", { clientDir });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("serves the page at / uncached, brotli-compressed when asked", async () => {
    const response = await t.app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("serves plain bytes to a client that asks for no compression", async () => {
    const response = await t.app.request("/");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(html);
  });

  it("caches hashed assets for a year", async () => {
    const response = await t.app.request("/assets/index-AbC123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the service worker for the whole site, revalidated on every visit", async () => {
    const response = await t.app.request(`/${SERVICE_WORKER_FILE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("sends each file the security headers that can act on it: a document's to a page or an SVG, a policy to a worker's script", async () => {
    const DOCUMENT_ONLY = ["x-frame-options", "cross-origin-opener-policy", "permissions-policy"];
    const headersOf = async (url: string) => (await t.app.request(url)).headers;
    for (const url of ["/", "/assets/floral-AbC123.svg", "/nope"]) {
      const headers = await headersOf(url);
      expect(headers.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
      for (const name of DOCUMENT_ONLY) expect(headers.get(name), `${url} ${name}`).not.toBeNull();
    }
    for (const url of ["/assets/webgl-probe.worker-AbC_12.js", `/${SERVICE_WORKER_FILE}`]) {
      const headers = await headersOf(url);
      expect(headers.get("content-security-policy"), url).toContain("default-src 'self'");
      for (const name of DOCUMENT_ONLY) expect(headers.get(name), `${url} ${name}`).toBeNull();
    }
    // A page's script runs under the page's policy: one of its own would be bytes that do nothing.
    for (const url of [
      "/assets/index-AbC123.js",
      "/assets/styles-AbC123.css",
      "/assets/lato-AbC123.woff2",
      "/share-image.png",
    ]) {
      const headers = await headersOf(url);
      expect(headers.get("content-security-policy"), url).toBeNull();
      for (const name of DOCUMENT_ONLY) expect(headers.get(name), `${url} ${name}`).toBeNull();
    }
    // Every file is read only as what it says it is.
    for (const url of ["/", "/assets/index-AbC123.js", "/assets/styles-AbC123.css", "/share-image.png"]) {
      expect((await headersOf(url)).get("x-content-type-options"), url).toBe("nosniff");
    }
  });

  it("caches unhashed files briefly", async () => {
    const response = await t.app.request("/share-image.png");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing page with a small HTML page for browsers and JSON otherwise", async () => {
    const page = await t.app.request("/no-such-page", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Go to the invitation");
    const json = await t.app.request("/no-such-file.js");
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  });

  it("never serves files outside the build", async () => {
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json"]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(404);
    }
  });
});
