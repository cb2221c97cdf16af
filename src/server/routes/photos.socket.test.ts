import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { PHOTO_ERROR_CODES } from "../../shared/photo.ts";
import { aJpeg, filesUnder } from "../../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";

/** The couple's upload limit, as the server under test enforces it. */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;

/** Streaming matters here, so these go over a real socket through @hono/node-server, as in production. */
describe("POST /api/photos over a socket", () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp("sqlite");
    server = (await new Promise<http.Server>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(listening as unknown as http.Server),
      );
    })) as http.Server;
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  async function expectNothingStored() {
    expect(await filesUnder(path.join(t.dataDir, "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, "tmp"))).toEqual([]);
    expect(await createPhotoRepository(t.deps.database).listByStatus("pending")).toEqual([]);
  }

  it("stops reading a chunked body without Content-Length once it passes 10 MB and answers 413", async () => {
    const total = 60 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let written = 0;
    const result = await new Promise<{ status: number; body: string; writtenAtResponse: number }>((resolve, reject) => {
      const request = http.request({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/api/photos",
        headers: { "Content-Type": "image/jpeg", "Transfer-Encoding": "chunked" },
      });
      let stopped = false;
      request.on("response", (response) => {
        stopped = true;
        const writtenAtResponse = written;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (text: string) => {
          body += text;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, writtenAtResponse }));
        response.on("error", reject);
      });
      // The server closes the connection after the 413; writes after that fail, which is the point.
      request.on("error", () => {});
      const pump = () => {
        while (!stopped && written < total) {
          written += chunk.length;
          if (!request.write(chunk)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!stopped) request.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: PHOTO_ERROR_CODES.tooLarge } });
    // Socket buffers on both sides hold a few MB at most; the client could not push the whole 60 MB.
    expect(result.writtenAtResponse).toBeLessThan(MAX_PHOTO_BYTES + 8 * 1024 * 1024);
    await expectNothingStored();
  });

  it("removes the temp file when the guest's connection drops mid-upload", async () => {
    const jpeg = await aJpeg();
    const request = http.request({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/api/photos",
      headers: { "Content-Type": "image/jpeg", "Content-Length": String(5 * 1024 * 1024) },
    });
    request.on("error", () => {});
    request.write(jpeg);
    request.write(Buffer.alloc(1024 * 1024, 0x41));
    await expect.poll(() => filesUnder(path.join(t.dataDir, "tmp")), { timeout: 5_000 }).toHaveLength(1);
    request.destroy();
    await expect.poll(() => filesUnder(path.join(t.dataDir, "tmp")), { timeout: 5_000 }).toEqual([]);
    await expectNothingStored();
    expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it("stores a photo sent with Content-Length (201)", async () => {
    const jpeg = await aJpeg({ width: 1200, height: 900 });
    const response = await fetch(`http://127.0.0.1:${port}/api/photos`, {
      method: "POST",
      body: new Uint8Array(jpeg),
      headers: { "Content-Type": "image/jpeg", "X-File-Name": encodeURIComponent("Über uns.jpg") },
    });
    expect(response.status).toBe(201);
    const [record] = await createPhotoRepository(t.deps.database).listByStatus("pending");
    expect(record).toMatchObject({ fileName: "Über uns.jpg", fileSize: jpeg.length });
  });
});
