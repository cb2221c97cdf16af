import { readdir, stat } from "node:fs/promises";
import type http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_TOKEN_HEADER } from "../../shared/privacy.ts";
import { type FinishedUpload, newPhotoToken, RESUMABLE_UPLOAD_PATH } from "../../shared/uploads.ts";
import { aJpeg } from "../../testing/photo-builders.ts";
import { type S3TestServer, startS3TestServer } from "../../testing/s3-test-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { S3BlobStore } from "../storage/s3-blob-store.ts";

/**
 * A connection that breaks in the middle of a PATCH, over a real socket
 * through @hono/node-server as in production: the bytes that arrived are
 * kept, the upload's offset says so, and the rest completes the photo.
 */
const TUS = { "Tus-Resumable": "1.0.0" };
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(["disk", "s3"] as const)("a PATCH cut off half-way with %s storage", (storage) => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  let bucket: S3BlobStore | null = null;
  beforeEach(async () => {
    bucket = storage === "s3" ? new S3BlobStore(await s3.createBucket()) : null;
    t = await createTestApp("sqlite", bucket ? { blobs: bucket } : {});
    server = await new Promise<http.Server>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(listening as unknown as http.Server),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
    bucket?.close();
  });

  const url = (location: string) => `http://127.0.0.1:${port}${location}`;

  /** The bytes in the server's upload temp files: what it has received of a PATCH so far. */
  async function bytesReceived(): Promise<number> {
    const names = await readdir(t.deps.uploadTempDir);
    const sizes = await Promise.all(
      names.map(async (name) => (await stat(path.join(t.deps.uploadTempDir, name))).size),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Sends the PATCH's headers and `sent` of its `declared` bytes, then cuts the connection. */
  async function cutPatch(location: string, offset: number, bytes: Buffer, declared: number, token: string) {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        `PATCH ${location} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        "Tus-Resumable: 1.0.0",
        `Upload-Offset: ${offset}`,
        "Content-Type: application/offset+octet-stream",
        `Content-Length: ${declared}`,
        `${PHOTO_TOKEN_HEADER}: ${token}`,
        "",
        "",
      ].join("\r\n"),
    );
    socket.write(bytes);
    // Cut once the server holds every byte sent: a connection that breaks after they arrived.
    await expect.poll(bytesReceived, { timeout: 5_000 }).toBe(bytes.length);
    socket.destroy();
  }

  async function offsetOf(location: string, token: string): Promise<number> {
    const response = await fetch(url(location), { method: "HEAD", headers: { ...TUS, [PHOTO_TOKEN_HEADER]: token } });
    return Number(response.headers.get("Upload-Offset"));
  }

  it("keeps what arrived before the cut, and the rest completes the photo", async () => {
    const photo = await aJpeg({ width: 1600, height: 1200 });
    const token = newPhotoToken();
    const created = await fetch(url(RESUMABLE_UPLOAD_PATH), {
      method: "POST",
      headers: { ...TUS, "Upload-Length": String(photo.length), [PHOTO_TOKEN_HEADER]: token },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";

    const half = Math.floor(photo.length / 2);
    await cutPatch(location, 0, photo.subarray(0, half), photo.length, token);
    // The server notices the cut and stores the piece; the client would ask with HEAD when it is back.
    await expect.poll(() => offsetOf(location, token), { timeout: 5_000 }).toBe(half);
    const offset = half;

    const rest = await fetch(url(location), {
      method: "PATCH",
      headers: {
        ...TUS,
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
        [PHOTO_TOKEN_HEADER]: token,
      },
      body: new Uint8Array(photo.subarray(offset)),
    });
    expect(rest.status).toBe(200);
    const { photo: stored } = (await rest.json()) as FinishedUpload;
    const record = await createPhotoRepository(t.deps.database).findById(stored.id);
    expect(record?.fileSize).toBe(photo.length);
    const original = record ? await t.deps.blobs.get(record.filePath) : null;
    const chunks: Buffer[] = [];
    for await (const chunk of original ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(photo)).toBe(true);
  });
});
