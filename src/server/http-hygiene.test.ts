import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API } from "../shared/admin-api.ts";
import { type AdminTestApp, createAdminTestApp, TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../testing/photo-builders.ts";
import { createPhotoRepository } from "./db/photo-repository.ts";

/** The HTTP rules of http-hygiene.ts, in-process (the socket-level ones are in http-hygiene.socket.test.ts). */
describe("HTTP hygiene", () => {
  let t: AdminTestApp;
  let clientDir: string;
  beforeEach(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
    await mkdir(path.join(clientDir, "assets"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>page</title>");
    await writeFile(path.join(clientDir, "admin.html"), "<!doctype html><title>admin</title>");
    await writeFile(path.join(clientDir, "assets", "app-1234.js"), "console.log(1)");
    t = await createAdminTestApp("sqlite", { clientDir });
  });
  afterEach(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } });
  }

  describe("Strict-Transport-Security", () => {
    const HSTS = "max-age=63072000";

    it("is sent when the URL itself is https", async () => {
      const response = await t.app.request("https://wedding.example/api/health");
      expect(response.headers.get("Strict-Transport-Security")).toBe(HSTS);
    });

    it("is sent behind a trusted proxy that says the browser used https, on pages and the API", async () => {
      const proxied = await createAdminTestApp("sqlite", { clientDir, trustProxyHops: 1 });
      try {
        for (const url of ["/", "/api/health", "/assets/app-1234.js"]) {
          const response = await proxied.app.request(url, { headers: { "X-Forwarded-Proto": "https" } });
          expect(response.headers.get("Strict-Transport-Security"), url).toBe(HSTS);
        }
        const plain = await proxied.app.request("/", { headers: { "X-Forwarded-Proto": "http" } });
        expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
      } finally {
        await proxied.cleanup();
      }
    });

    it("is never sent on plain http, whatever an untrusted client claims", async () => {
      for (const headers of [{}, { "X-Forwarded-Proto": "https" }] as Record<string, string>[]) {
        const response = await t.app.request("/", { headers });
        expect(response.status).toBe(200);
        expect(response.headers.get("Strict-Transport-Security")).toBeNull();
      }
    });
  });

  describe("methods", () => {
    it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
      "answers %s on pages and static files with 405 and Allow: GET, HEAD",
      async (method) => {
        for (const url of ["/", "/index.html", "/assets/app-1234.js", "/admin", "/no-such-page"]) {
          const response = await t.app.request(url, { method });
          expect(response.status, `${method} ${url}`).toBe(405);
          expect(response.headers.get("Allow")).toBe("GET, HEAD");
          expect(await response.json()).toEqual({ error: { code: "method_not_allowed", message: expect.any(String) } });
        }
      },
    );

    it("still serves GET and HEAD on pages and static files", async () => {
      expect((await t.app.request("/")).status).toBe(200);
      expect((await t.app.request("/assets/app-1234.js", { method: "HEAD" })).status).toBe(200);
    });
    // TRACE and TRACK need a real socket (a fetch Request refuses them): http-hygiene.socket.test.ts.
  });

  describe("admin bodies", () => {
    const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

    it.each([
      ["no Content-Type", {}],
      ["text/plain (what a cross-site form can send)", { "Content-Type": "text/plain" }],
      ["a form", { "Content-Type": "application/x-www-form-urlencoded" }],
      ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }],
      ["a JSON look-alike", { "Content-Type": "application/jsonp" }],
    ])("refuses a sign-in sent as %s with 415, and signs nobody in", async (_label, headers) => {
      const response = await t.app.request(ADMIN_API.session, {
        method: "POST",
        headers: { ...sameOrigin, ...headers },
        body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      });
      await expectError(response, 415, "unsupported_media_type");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("refuses a non-JSON status change with 415 and changes nothing", async () => {
      const cookie = await t.signIn();
      const upload = await t.app.request("/api/photos", photoRequest(await aJpeg()));
      const { photo } = (await upload.json()) as { photo: { id: string } };
      const response = await t.app.request(ADMIN_API.photoStatus(photo.id), {
        method: "POST",
        headers: { ...sameOrigin, Cookie: cookie, "Content-Type": "text/plain" },
        body: JSON.stringify({ status: "approved" }),
      });
      await expectError(response, 415, "unsupported_media_type");
      expect((await createPhotoRepository(t.deps.database).findById(photo.id))?.status).toBe("pending");
    });

    it("refuses a DELETE that carries a non-JSON body, and takes one without a body", async () => {
      const cookie = await t.signIn();
      const withBody = await t.app.request(ADMIN_API.session, {
        method: "DELETE",
        headers: { ...sameOrigin, Cookie: cookie, "Content-Type": "text/plain", "Content-Length": "2" },
        body: "hi",
      });
      await expectError(withBody, 415, "unsupported_media_type");
      const signOut = await t.app.request(ADMIN_API.session, {
        method: "DELETE",
        headers: { ...sameOrigin, Cookie: cookie },
      });
      expect(signOut.status).toBe(204);
    });

    it("takes JSON with a charset parameter in any letter case", async () => {
      const response = await t.app.request(ADMIN_API.session, {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "Application/JSON; charset=UTF-8" },
        body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      });
      expect(response.status).toBe(200);
    });
  });

  describe("Cross-Origin-Resource-Policy", () => {
    it("is same-origin on every admin answer: photos, CSV, ZIP, JSON and refusals", async () => {
      const cookie = await t.signIn();
      const upload = await t.app.request("/api/photos", photoRequest(await aJpeg()));
      const { photo } = (await upload.json()) as { photo: { id: string } };
      const headers = { Cookie: cookie, "Sec-Fetch-Site": "same-origin" };
      for (const url of [
        ADMIN_API.photoOriginal(photo.id),
        ADMIN_API.photoPublished(photo.id),
        ADMIN_API.photoThumbnail(photo.id),
        ADMIN_API.rsvpsCsv,
        ADMIN_API.approvedZip,
        ADMIN_API.rsvps,
        `${ADMIN_API.photos}?status=pending`,
        ADMIN_API.session,
      ]) {
        const response = await t.app.request(url, { headers });
        expect(response.status, url).toBe(200);
        expect(response.headers.get("Cross-Origin-Resource-Policy"), url).toBe("same-origin");
        await response.arrayBuffer();
      }
      const refused = await t.app.request(ADMIN_API.photoOriginal(photo.id));
      expect(refused.status).toBe(401);
      expect(refused.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    });
  });
});
