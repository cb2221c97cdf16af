import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { ADMIN_API } from "../shared/admin-api.ts";
import { PHOTO_ERROR_CODES } from "../shared/photo.ts";
import { RSVP_ERROR_CODES } from "../shared/rsvp-messages.ts";
import { createAdminTestApp } from "../testing/admin-test-app.ts";
import { aJpeg } from "../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { AppDeps } from "./app.ts";
import { MAX_JSON_BODY_BYTES } from "./app.ts";
import { createMemoryRateLimiter } from "./services/rate-limit.ts";

/** The couple's upload limit, as the server under test enforces it. */
const MAX_PHOTO_BYTES = weddingContent.guestPhotos.maxFileBytes;

/**
 * Connection handling needs a real socket through @hono/node-server, as in
 * production: a refusal sent before the body has arrived must end the
 * connection, so a keep-alive client's next request never lands on a socket
 * the server is about to cut.
 */
describe("connections after a refused body", () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  let agent: http.Agent;

  async function start(app: TestApp) {
    t = app;
    server = await new Promise<http.Server>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(listening as http.Server),
      );
    });
    port = (server.address() as AddressInfo).port;
    // One socket, kept alive: the next request reuses it if the server let it live.
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }
  afterEach(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  interface Answer {
    status: number;
    connection: string | undefined;
    body: string;
    /** Whether the server ended the connection on its own after answering. */
    serverClosed: Promise<boolean>;
  }

  /**
   * Declares `declared` bytes, sends the first `sent`, then waits for the
   * answer without sending more, as a slow phone would still be sending.
   */
  async function refusedMidBody(
    path: string,
    headers: Record<string, string>,
    first: Uint8Array,
    declared: number,
  ): Promise<Answer> {
    const request = http.request({
      agent,
      port,
      host: "127.0.0.1",
      method: "POST",
      path,
      headers: { ...headers, "Content-Length": String(declared) },
    });
    // The server may close while the rest is unsent: writes then fail, which is expected.
    request.on("error", () => {});
    request.write(first);
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    const socket = request.socket as net.Socket;
    const serverClosed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3_000);
      socket.once("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    let body = "";
    response.setEncoding("utf8");
    for await (const chunk of response) body += chunk;
    return { status: response.statusCode ?? 0, connection: response.headers.connection, body, serverClosed };
  }

  async function nextRequestSucceeds() {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ agent, port, host: "127.0.0.1", path: "/api/health" }, resolve).on("error", reject),
    );
    response.resume();
    expect(response.statusCode).toBe(200);
  }

  async function expectClosedRefusal(answer: Answer, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code } });
    expect(answer.connection).toBe("close");
    expect(await answer.serverClosed).toBe(true);
    await nextRequestSucceeds();
  }

  const json = { "Content-Type": "application/json" };
  const jsonBytes = (length: number) => new TextEncoder().encode(`{"name":"${"x".repeat(length)}`);

  it("closes after 413 payload_too_large on /api/rsvps, and the next request succeeds", async () => {
    await start(await createTestApp("sqlite"));
    const answer = await refusedMidBody("/api/rsvps", json, jsonBytes(1000), MAX_JSON_BODY_BYTES * 2);
    await expectClosedRefusal(answer, 413, "payload_too_large");
  });

  it("closes after 429 on /api/rsvps (refused before reading), and the next request succeeds", async () => {
    await start(await createTestApp("sqlite", { rateLimiter: createMemoryRateLimiter({ limit: 0 }) }));
    const answer = await refusedMidBody("/api/rsvps", json, jsonBytes(1000), 20_000);
    await expectClosedRefusal(answer, 429, RSVP_ERROR_CODES.rateLimited);
  });

  const noPhotosAllowed: Partial<AppDeps> = {
    photoRateLimits: { addressCount: createMemoryRateLimiter({ limit: 0 }) },
  };

  it("closes after 429 on /api/photos (refused before reading), and the next request succeeds", async () => {
    await start(await createTestApp("sqlite", noPhotosAllowed));
    const jpeg = await aJpeg();
    const answer = await refusedMidBody("/api/photos", { "Content-Type": "image/jpeg" }, jpeg, 2 * 1024 * 1024);
    await expectClosedRefusal(answer, 429, PHOTO_ERROR_CODES.rateLimited);
  });

  it("closes after 413 on /api/photos (declared over 10 MB), and the next request succeeds", async () => {
    await start(await createTestApp("sqlite"));
    const jpeg = await aJpeg();
    const answer = await refusedMidBody("/api/photos", { "Content-Type": "image/jpeg" }, jpeg, MAX_PHOTO_BYTES + 1);
    await expectClosedRefusal(answer, 413, PHOTO_ERROR_CODES.tooLarge);
  });

  it("closes after 413 while streaming a chunked photo past 10 MB, and the next request succeeds", async () => {
    await start(await createTestApp("sqlite"));
    const request = http.request({
      agent,
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/api/photos",
      headers: { "Content-Type": "image/jpeg", "Transfer-Encoding": "chunked" },
    });
    request.on("error", () => {});
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    let answered = false;
    const pump = () => {
      while (!answered && request.write(chunk)) {}
      if (!answered) request.once("drain", pump);
    };
    request.write(await aJpeg());
    pump();
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    answered = true;
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    response.resume();
    await once(response, "end");
    await nextRequestSucceeds();
  });

  it("closes after 413 on an admin sign-in over the JSON limit, and the next request succeeds", async () => {
    await start(await createAdminTestApp("sqlite"));
    const answer = await refusedMidBody(
      ADMIN_API.session,
      { ...json, "Sec-Fetch-Site": "same-origin" },
      jsonBytes(1000),
      MAX_JSON_BODY_BYTES * 2,
    );
    await expectClosedRefusal(answer, 413, "payload_too_large");
  });

  it("keeps the connection when the refused body had fully arrived: the next request reuses it", async () => {
    await start(await createTestApp("sqlite"));
    const body = new TextEncoder().encode('{"name": broken');
    const first = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/rsvps",
          headers: { ...json, "Content-Length": String(body.length) },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    expect(first).toEqual({ status: 400, connection: "keep-alive" });
    const next = await new Promise<http.ClientRequest>((resolve, reject) => {
      const request = http.get({ agent, port, host: "127.0.0.1", path: "/api/health" }, (response) => {
        response.resume();
        response.on("end", () => resolve(request));
      });
      request.on("error", reject);
    });
    expect(next.reusedSocket).toBe(true);
  });
});

describe("TRACE and TRACK over a real socket", () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  /** One raw request (fetch refuses to send TRACE), the status line and headers of its answer. */
  async function raw(method: string, path: string): Promise<{ head: string; body: string }> {
    const socket = net.connect(port, "127.0.0.1");
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nX-Secret: echo-me\r\nConnection: close\r\n\r\n`);
    let text = "";
    socket.setEncoding("utf8");
    for await (const chunk of socket) text += chunk;
    const [head = "", body = ""] = text.split("\r\n\r\n");
    return { head, body };
  }

  it("answers TRACE with 405 and Allow on pages and the API, and never echoes the request", async () => {
    t = await createTestApp("sqlite");
    server = await new Promise<http.Server>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(listening as http.Server),
      );
    });
    port = (server.address() as AddressInfo).port;
    for (const [path, allow] of [
      ["/", "GET, HEAD"],
      ["/api/health", "GET, HEAD"],
      ["/api/photos", "POST"],
      ["/api/nope", ""],
    ] as const) {
      const { head, body } = await raw("TRACE", path);
      expect(head, path).toMatch(/^HTTP\/1\.1 405 /);
      const allowLine = head.split("\r\n").find((line) => line.toLowerCase().startsWith("allow:"));
      expect(allowLine?.slice("allow:".length).trim(), path).toBe(allow);
      expect(body).not.toContain("echo-me");
    }
    // Node's parser refuses TRACK (not a method it knows) before any app code runs.
    const track = await raw("TRACK", "/");
    expect(track.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(track.body).not.toContain("echo-me");
  });
});
