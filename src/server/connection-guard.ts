import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { errorBody } from "../shared/error-body.ts";
import { addressKey } from "./client-address.ts";
import type { Logger } from "./logger.ts";

/**
 * What keeps slow or numerous connections from holding the server
 * (docs/decisions/036-slow-bodies-connection-caps-and-big-lists.md): caps on open
 * connections in total and per client address, a minimum average rate for
 * request bodies after a grace period, and a lingering close after an answer
 * sent while the body was still arriving.
 */
export interface ConnectionLimits {
  /** Connections open at once, every address together; one more is answered 503 and closed. */
  maxConnections: number;
  /** Connections open at once from one address (an IPv6 address's /64); 0: no cap (behind a proxy, all are the proxy's). */
  maxConnectionsPerAddress: number;
  /** Once this many are open in all… */
  busyConnections: number;
  /** …an address that holds this many gets no more, so that addresses holding few (guests) still get in. */
  busyConnectionsPerAddress: number;
  /** A request body owes no rate for this long after its headers. */
  bodyGraceMs: number;
  /** After the grace, a body must average at least this since its headers, or it is answered 408 and cut. */
  minBodyBytesPerSecond: number;
  /** An answer sent while the body still arrives: the rest is read and dropped for at most this long… */
  lingerMs: number;
  /** …and at most this many bytes, before the connection is closed (nginx's lingering close). */
  lingerBytes: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 512,
  maxConnectionsPerAddress: 256,
  busyConnections: 384,
  busyConnectionsPerAddress: 16,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 500,
  lingerMs: 5_000,
  lingerBytes: 64 * 1024 * 1024,
};

/** The error code of the 503 a connection over a cap gets. */
export const CONNECTIONS_FULL = "too_many_connections";

const SERVICE_UNAVAILABLE = rawResponse(
  "503 Service Unavailable",
  errorBody(CONNECTIONS_FULL, "The server is busy. Please try again in a moment."),
  { "Retry-After": "5" },
);

/** Node answers its own request timeout so (lib/_http_server.js); a body below the minimum rate gets the same. */
const REQUEST_TIMEOUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/** How often a body the server itself is not reading (its buffer is full) is looked at again. */
const RECHECK_MS = 1_000;

/** What the guard did is logged at most this often, as counts (never an address). */
const REPORT_EVERY_MS = 60_000;

/** What the guard refused or cut since its last report. */
interface GuardCounts {
  refusedOverTotal: number;
  refusedOverAddress: number;
  slowBodiesCut: number;
}

/**
 * Applies `limits` to `server`'s connections and requests. Must be called
 * before the server accepts any: it wraps the HTTP server's own connection
 * handler, so a connection over a cap never reaches the HTTP parser.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, logger: Logger): void {
  const counts: GuardCounts = { refusedOverTotal: 0, refusedOverAddress: 0, slowBodiesCut: 0 };
  capConnections(server, limits, counts);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    watchBodyRate(request, response, limits, () => {
      counts.slowBodiesCut += 1;
    });
    // Before Node's own finish handler, which closes the socket at once when the answer said `Connection: close`.
    response.prependOnceListener("finish", () => {
      if (!request.complete) lingerBeforeClosing(request, limits);
    });
  });
  const report = setInterval(() => {
    if (counts.refusedOverTotal + counts.refusedOverAddress + counts.slowBodiesCut === 0) return;
    logger.warn({ ...counts }, "connections refused or cut (connection caps, slow bodies)");
    Object.assign(counts, { refusedOverTotal: 0, refusedOverAddress: 0, slowBodiesCut: 0 });
  }, REPORT_EVERY_MS);
  report.unref();
  server.once("close", () => clearInterval(report));
}

/**
 * Counts open connections, in total and per address key; one over a cap is
 * refused before HTTP sees it. Past busyConnections, an address holding
 * busyConnectionsPerAddress is refused too: one attacker's address cannot
 * fill the rest, and a guest's fresh address still gets in.
 */
function capConnections(server: Server, limits: ConnectionLimits, counts: GuardCounts): void {
  const open = new Map<string, number>();
  let total = 0;
  const serveConnection = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const key = limits.maxConnectionsPerAddress > 0 ? addressKey(socket.remoteAddress ?? "") : null;
    const fromKey = key === null ? 0 : (open.get(key) ?? 0);
    const overTotal = total >= limits.maxConnections;
    const addressCap =
      total >= limits.busyConnections ? limits.busyConnectionsPerAddress : limits.maxConnectionsPerAddress;
    if (overTotal || (key !== null && fromKey >= addressCap)) {
      if (overTotal) counts.refusedOverTotal += 1;
      else counts.refusedOverAddress += 1;
      refuse(socket, limits);
      return;
    }
    total += 1;
    if (key !== null) open.set(key, fromKey + 1);
    socket.once("close", () => {
      total -= 1;
      if (key === null) return;
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
    for (const listener of serveConnection) listener.call(server, socket);
  });
}

/** A 503 and a close; what the client already sent is read and dropped meanwhile, so the answer is not lost to a reset. */
function refuse(socket: Socket, limits: ConnectionLimits): void {
  socket.on("error", () => {});
  socket.end(SERVICE_UNAVAILABLE);
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), Math.min(limits.lingerMs, 1_000));
  timer.unref();
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(timer));
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined;
}

/**
 * The rule of Apache's mod_reqtimeout (`MinRate`): a body has the grace, plus
 * one second for every minBodyBytesPerSecond bytes received; past that, 408
 * and the connection is cut. While the server is the one not reading (its
 * buffer of the body is full: a photo waiting for the disk), the clock stops.
 */
function watchBodyRate(
  request: IncomingMessage,
  response: ServerResponse,
  limits: ConnectionLimits,
  onCut: () => void,
): void {
  const { socket } = request;
  const bytesBefore = socket.bytesRead;
  let started = performance.now();
  let lastCheck = started;
  let timer: NodeJS.Timeout;
  const schedule = (ms: number) => {
    timer = setTimeout(check, Math.max(0, ms));
    timer.unref();
  };
  const check = () => {
    if (request.complete || socket.destroyed) return;
    const now = performance.now();
    if (request.readableLength > 0) {
      started += now - lastCheck;
      lastCheck = now;
      schedule(RECHECK_MS);
      return;
    }
    lastCheck = now;
    const received = socket.bytesRead - bytesBefore;
    const deadline = started + limits.bodyGraceMs + (received / limits.minBodyBytesPerSecond) * 1000;
    if (now < deadline) {
      schedule(deadline - now);
      return;
    }
    if (socket.writable && !response.headersSent) socket.write(REQUEST_TIMEOUT);
    socket.destroy();
    onCut();
  };
  schedule(limits.bodyGraceMs);
  response.once("close", () => clearTimeout(timer));
}

/**
 * The answer went out while the body was still arriving: closing the socket
 * now would make the kernel reset the connection when the next bytes come,
 * and a client still sending (Node's fetch) then loses the answer. So, as
 * nginx's lingering close: the answer and a FIN go out, the rest is read and
 * dropped until the client closes, the body ends, or the time or bytes run out.
 * Node and @hono/node-server both end such a connection with destroySoon(),
 * which is replaced for this socket.
 */
function lingerBeforeClosing(request: IncomingMessage, limits: ConnectionLimits): void {
  const { socket } = request;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    if (socket.writable) socket.end();
    let dropped = 0;
    const destroy = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    // Once the answer and the FIN are out; a client that reads nothing meets the timer.
    const close = () => {
      if (socket.writableFinished) destroy();
      else socket.once("finish", destroy);
    };
    const timer = setTimeout(destroy, limits.lingerMs);
    timer.unref();
    request.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limits.lingerBytes) destroy();
    });
    request.once("end", close);
    socket.once("end", close);
    request.resume();
  };
}

function rawResponse(status: string, body: unknown, headers: Record<string, string>): string {
  const json = JSON.stringify(body);
  const head = Object.entries({
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(json)),
    Connection: "close",
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return `HTTP/1.1 ${status}\r\n${head}\r\n${json}`;
}
