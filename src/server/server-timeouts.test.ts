import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { aJpeg, filesUnder } from "../testing/photo-builders.ts";
import { captureLogs } from "../testing/test-app.ts";
import { parseEnv } from "./env.ts";
import { type HttpTimeouts, type RunningServer, startServer } from "./server.ts";

/** The couple's upload limit, as the server under test enforces it. */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;

/** A guest on a poor mobile connection: 128 kbit/s. */
const SLOW_PHONE_BYTES_PER_SECOND = 128_000 / 8;

/** The real server's timeouts over real sockets; short ones are injected so the tests take seconds. */
describe("the server's connection timeouts", () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-timeouts-"));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(timeouts: Partial<HttpTimeouts> = {}) {
    server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), captureLogs().logger, undefined, timeouts);
    const { port } = new URL(server.url);
    return Number(port);
  }

  /** A raw connection to the server, with everything it has answered so far. */
  async function rawConnection(port: number): Promise<{ socket: net.Socket; received(): string }> {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      received += text;
    });
    await new Promise((resolve) => socket.once("connect", resolve));
    return { socket, received: () => received };
  }

  /** The request line and headers of a 1 MB photo upload whose body the test then sends (or not). */
  const PHOTO_UPLOAD_HEAD = `POST /api/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nContent-Length: ${1024 * 1024}\r\n\r\n`;

  /** POSTs a photo over a real connection, writing the body as `send` decides; resolves with the answer. */
  function postPhoto(
    port: number,
    body: Buffer,
    send: (request: http.ClientRequest) => unknown = (request) => request.end(body),
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/photos",
          headers: { "Content-Type": "image/jpeg", "Content-Length": String(body.length), "X-File-Name": "photo.jpg" },
        },
        (answer) => {
          let text = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk: string) => {
            text += chunk;
          });
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      void send(request);
    });
  }

  /** Resolves with the ms from `since` until the server closes the socket, or null if it is still open at `waitMs`. */
  function closedAfter(socket: net.Socket, since: () => number, waitMs: number): Promise<number | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      socket.once("close", () => {
        clearTimeout(timer);
        resolve(performance.now() - since());
      });
    });
  }

  it("by default never cuts the couple's largest photo sent at 128 kbit/s for total time, and cuts 60 s of silence", async () => {
    await start();
    const httpServer = server?.httpServer as http.Server;
    // 10 MB takes 11 minutes, past Node's own default of 300 s; the largest limit content allows (50 MB), 55.
    const slowUploadMs = (MAX_PHOTO_BYTES / SLOW_PHONE_BYTES_PER_SECOND) * 1000;
    // 0 would be "no limit".
    expect(httpServer.requestTimeout === 0 || httpServer.requestTimeout > slowUploadMs).toBe(true);
    expect(httpServer.timeout).toBe(60_000);
    // Headers still have to arrive promptly (slowloris).
    expect(httpServer.headersTimeout).toBeGreaterThan(0);
    expect(httpServer.headersTimeout).toBeLessThanOrEqual(60_000);
  });

  it("takes an upload trickled over many idle timeouts, as long as bytes keep coming (201)", async () => {
    // Real time by nature (the server's idle timer runs on the socket): 16 gaps of 200 ms, each well under 1 s of
    // silence even when a busy machine delays a write, add up to more than three idle timeouts.
    const idleTimeoutMs = 1_000;
    const port = await start({ idleTimeoutMs });
    const jpeg = await aJpeg({ width: 800, height: 600 });
    const chunks = 16;
    const started = performance.now();
    const response = await postPhoto(port, jpeg, async (request) => {
      const size = Math.ceil(jpeg.length / chunks);
      for (let offset = 0; offset < jpeg.length; offset += size) {
        request.write(jpeg.subarray(offset, offset + size));
        await sleep(200);
      }
      request.end();
    });
    const tookMs = performance.now() - started;
    expect(response.status, response.body).toBe(201);
    expect(tookMs).toBeGreaterThan(3 * idleTimeoutMs);
  });

  it("cuts an upload that goes silent mid-body after the idle timeout, and keeps nothing of it", async () => {
    // The silence is real time (the socket's own timer): half a second of it.
    const idleTimeoutMs = 500;
    const port = await start({ idleTimeoutMs });
    const jpeg = await aJpeg();
    const { socket } = await rawConnection(port);
    socket.write(PHOTO_UPLOAD_HEAD);
    socket.write(jpeg);
    const lastByteAt = performance.now();
    const after = await closedAfter(socket, () => lastByteAt, 5 * idleTimeoutMs);
    expect(after).not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(idleTimeoutMs - 100);
    await expect.poll(() => filesUnder(path.join(dataDir, "tmp")), { timeout: 5_000 }).toEqual([]);
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("cuts a connection whose headers stop coming after the idle timeout", async () => {
    const idleTimeoutMs = 500;
    const port = await start({ idleTimeoutMs });
    const { socket } = await rawConnection(port);
    socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
    const lastByteAt = performance.now();
    expect(await closedAfter(socket, () => lastByteAt, 5 * idleTimeoutMs)).not.toBeNull();
  });

  it("still ends a request that trickles past the total backstop (requestTimeoutMs)", async () => {
    // Real time by nature: 100 bytes every 100 ms never leave the connection silent for its idle timeout (5 s),
    // while the whole request runs past its 600 ms backstop (Node checks every 100 ms: a quarter of headersTimeoutMs).
    const port = await start({ idleTimeoutMs: 5_000, requestTimeoutMs: 600, headersTimeoutMs: 400 });
    const jpeg = await aJpeg();
    const { socket, received } = await rawConnection(port);
    socket.write(PHOTO_UPLOAD_HEAD);
    const started = performance.now();
    const closed = closedAfter(socket, () => started, 6_000);
    for (let i = 0; i < 50 && !socket.destroyed; i++) {
      socket.write(jpeg.subarray(0, 100));
      await sleep(100);
    }
    const after = await closed;
    expect(after).not.toBeNull();
    expect(after).toBeLessThan(5_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("holds the idle limit for a second request on a kept-alive connection too", async () => {
    const idleTimeoutMs = 500;
    const port = await start({ idleTimeoutMs });
    const jpeg = await aJpeg();
    const { socket, received } = await rawConnection(port);
    socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await expect.poll(received, { timeout: 5_000 }).toMatch(/\{"status":"ok"\}$/);
    socket.write(PHOTO_UPLOAD_HEAD);
    socket.write(jpeg);
    const lastByteAt = performance.now();
    expect(await closedAfter(socket, () => lastByteAt, 5 * idleTimeoutMs)).not.toBeNull();
  });

  it("does not count the server's own work as silence: a photo processed for longer than the idle timeout gets 201", async () => {
    // Storing a photo (decode, two encodes, fsyncs, the record) takes far longer than 50 ms of silence.
    const port = await start({ idleTimeoutMs: 50 });
    const jpeg = await aJpeg({ width: 3000, height: 2000 });
    const answer = (await postPhoto(port, jpeg)).status;
    expect(answer).toBe(201);
  });
});
