import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PREVIEW_PAGE_FILE, PREVIEW_PAGE_PATH } from "../../shared/content-api.ts";
import { createAdminTestApp } from "../../testing/admin-test-app.ts";
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

describe("the editor's preview page", () => {
  const previewHtml = '<!doctype html><html lang="en"><title>Preview</title><div id="root"></div></html>';

  it("is served only to a signed-in person, framed by the admin page alone, never by its file's name", async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await writeFile(path.join(clientDir, "admin.html"), "<!doctype html><title>Admin</title>");
    await writeFile(path.join(clientDir, PREVIEW_PAGE_FILE), previewHtml);
    const t = await createAdminTestApp("sqlite", { clientDir });
    try {
      const html = { Accept: "text/html" };
      expect((await t.app.request(PREVIEW_PAGE_PATH, { headers: html })).status).toBe(404);
      const cookie = await t.signIn();
      const signedIn = { ...html, Cookie: cookie };
      const preview = await t.app.request(PREVIEW_PAGE_PATH, { headers: signedIn });
      expect(preview.status).toBe(200);
      expect(await preview.text()).toBe(previewHtml);
      expect(preview.headers.get("Cache-Control")).toBe("no-cache");
      expect(preview.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
      expect(preview.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
      expect((await t.app.request(`/${PREVIEW_PAGE_FILE}`, { headers: signedIn })).status).toBe(404);

      const admin = await t.app.request("/admin", { headers: signedIn });
      expect(admin.headers.get("Content-Security-Policy")).toMatch(/frame-src 'self' /);
      expect(admin.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    } finally {
      await t.cleanup();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
