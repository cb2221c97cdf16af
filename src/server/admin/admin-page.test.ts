import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("the admin page", () => {
  let t: TestApp;
  let clientDir: string;
  const adminHtml = '<!doctype html><html lang="en"><title>Admin</title><div id="admin"></div></html>';
  const guestHtml = '<!doctype html><html lang="en"><title>Wedding</title></html>';

  beforeEach(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await writeFile(path.join(clientDir, "index.html"), guestHtml);
    await writeFile(path.join(clientDir, "admin.html"), adminHtml);
    t = await createTestApp("sqlite", { clientDir });
  });
  afterEach(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(["/admin", "/admin/", "/admin.html"])(
    "is served at %s, revalidated, with the security headers, not indexed",
    async (url) => {
      const response = await t.app.request(url, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(await response.text()).toBe(adminHtml);
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    },
  );

  it("leaves the guest page as it was", async () => {
    const response = await t.app.request("/", { headers: { Accept: "text/html" } });
    expect(await response.text()).toBe(guestHtml);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("answers 404 when the build has no admin page", async () => {
    await rm(path.join(clientDir, "admin.html"));
    const response = await t.app.request("/admin", { headers: { Accept: "text/html" } });
    expect(response.status).toBe(404);
  });
});
