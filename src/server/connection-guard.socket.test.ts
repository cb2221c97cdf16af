import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { filesUnder } from "../testing/photo-builders.ts";
import { spawnServer } from "../testing/server-process.ts";
import { captureLogs } from "../testing/test-app.ts";
import { MAX_JSON_BODY_BYTES } from "./app.ts";
import { CONNECTIONS_FULL } from "./connection-guard.ts";
import { parseEnv } from "./env.ts";
import { type ConnectionRules, type RunningServer, startServer } from "./server.ts";

/**
 * The connection guard over real sockets to the real server
 * (docs/decisions/036-slow-bodies-connection-caps-and-big-lists.md), with short figures
 * injected so each test takes about a second.
 */
describe("the server's connection guard", () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  const sockets: net.Socket[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-guard-"));
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await server?.close();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(rules: Partial<ConnectionRules> = {}): Promise<number> {
    server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), captureLogs().logger, undefined, rules);
    return Number(new URL(server.url).port);
  }

  /** A raw connection from `localAddress` (any of 127.0.0.0/8), with everything answered so far and whether it closed. */
  async function connect(port: number, localAddress = "127.0.0.1") {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    sockets.push(socket);
    socket.on("error", () => {});
    let received = "";
    let closed = false;
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      received += text;
    });
    const whenClosed = new Promise<void>((resolve) =>
      socket.once("close", () => {
        closed = true;
        resolve();
      }),
    );
    await new Promise((resolve) => socket.once("connect", resolve));
    return { socket, received: () => received, closed: () => closed, whenClosed };
  }

  /** GET /api/health on a raw connection; resolves with the status line. */
  async function health(port: number, localAddress?: string): Promise<string> {
    const connection = await connect(port, localAddress);
    connection.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await connection.whenClosed;
    return connection.received().split("\r\n")[0] ?? "";
  }

  /** A photo-like JPEG of about 60 KB: noise does not compress. */
  async function noisyJpeg(): Promise<Buffer> {
    const width = 200;
    const height = 150;
    return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  }

  function photoHead(length: number): string {
    return `POST /api/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nX-File-Name: photo.jpg\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
  }

  describe("a minimum body rate after a grace period", () => {
    const rate = { bodyGraceMs: 300, minBodyBytesPerSecond: 8_000 };

    it("cuts a body that trickles below the minimum once the grace is over, answers 408 and keeps nothing", async () => {
      const port = await start(rate);
      const connection = await connect(port);
      connection.socket.write(photoHead(1024 * 1024));
      const started = performance.now();
      // 20 bytes a second: far below the minimum, and never silent long enough for the idle timeout (60 s).
      while (!connection.closed() && performance.now() - started < 5_000) {
        connection.socket.write("x");
        await sleep(50);
      }
      expect(connection.closed()).toBe(true);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      await expect.poll(() => filesUnder(path.join(dataDir, "tmp")), { timeout: 5_000 }).toEqual([]);
      expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    });

    it("lets a steady body above the minimum run past the grace to its 201", async () => {
      const port = await start(rate);
      const jpeg = await noisyJpeg();
      const connection = await connect(port);
      connection.socket.write(photoHead(jpeg.length));
      // 20 KB a second, 2.5 times the minimum: 2 KB every 100 ms, well past the 300 ms grace.
      const started = performance.now();
      for (let offset = 0; offset < jpeg.length; offset += 2048) {
        connection.socket.write(jpeg.subarray(offset, offset + 2048));
        await sleep(100);
      }
      await connection.whenClosed;
      expect(performance.now() - started).toBeGreaterThan(3 * rate.bodyGraceMs);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 201 /);
    });
  });

  describe("caps on open connections", () => {
    it("answers 503 to one connection over the cap of its address, while other addresses are served", async () => {
      const port = await start({ maxConnectionsPerAddress: 3 });
      const held = await Promise.all([1, 2, 3].map(() => connect(port, "127.0.0.2")));
      const over = await connect(port, "127.0.0.2");
      await over.whenClosed;
      expect(over.received()).toMatch(/^HTTP\/1\.1 503 /);
      expect(JSON.parse(over.received().split("\r\n\r\n")[1] ?? "")).toMatchObject({
        error: { code: CONNECTIONS_FULL },
      });
      expect(await health(port, "127.0.0.3")).toBe("HTTP/1.1 200 OK");
      // One of the three goes: its address may open another.
      held[0]?.socket.destroy();
      await held[0]?.whenClosed;
      await expect.poll(() => health(port, "127.0.0.2"), { timeout: 5_000 }).toBe("HTTP/1.1 200 OK");
      for (const connection of held.slice(1)) expect(connection.closed()).toBe(false);
    });

    it("once busy, refuses an address that holds many and still serves one that holds few", async () => {
      const port = await start({ busyConnections: 4, busyConnectionsPerAddress: 2 });
      await Promise.all([1, 2, 3, 4].map(() => connect(port, "127.0.0.8")));
      expect(await health(port, "127.0.0.8")).toBe("HTTP/1.1 503 Service Unavailable");
      const guest = await connect(port, "127.0.0.9");
      expect(await health(port, "127.0.0.9")).toBe("HTTP/1.1 200 OK");
      expect(guest.closed()).toBe(false);
    });

    it("answers 503 over the total cap, whatever the address", async () => {
      const port = await start({ maxConnections: 3 });
      await Promise.all(["127.0.0.4", "127.0.0.5", "127.0.0.6"].map((address) => connect(port, address)));
      expect(await health(port, "127.0.0.7")).toBe("HTTP/1.1 503 Service Unavailable");
    });
  });

  describe("an answer sent before the body was read", () => {
    it("closes the connection after the linger time when the client keeps sending", async () => {
      const port = await start({ lingerMs: 300 });
      const connection = await connect(port);
      connection.socket.write(
        `POST /api/rsvps HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${MAX_JSON_BODY_BYTES * 4}\r\n\r\n`,
      );
      const started = performance.now();
      while (!connection.closed() && performance.now() - started < 5_000) {
        connection.socket.write("          ");
        await sleep(20);
      }
      expect(connection.closed()).toBe(true);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
    });
  });
});

/**
 * The server in a process of its own, with its real figures: the client's
 * event loop must be able to stall while the server's keeps running.
 */
describe("an answer sent before the body was read, to Node's fetch", () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-linger-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    child = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("arrives as the 413, not as a broken connection, when the client is busy as it comes", async () => {
    const server = spawnServer({ DATA_DIR: dataDir });
    child = server.child;
    const url = await server.listening;
    const size = 8 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let attempt = 0; attempt < 2; attempt++) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= size) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
          // A page busy for a moment once its body flows: the server answers (and today closes) meanwhile, while
          // the kernel keeps sending what fetch had written.
          if (sent === 4 * chunk.length) {
            const until = performance.now() + 300;
            while (performance.now() < until) {}
          }
        },
      });
      const response = await fetch(`${url}/api/rsvps`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(size) },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
    }
  });
});
