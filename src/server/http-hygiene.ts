import { IncomingMessage } from "node:http";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { HttpError } from "./errors.ts";

/**
 * The HTTP rules every response follows, whichever route answers
 * (docs/decisions/014-http-hygiene.md): how a refused body ends the
 * connection, HSTS, which methods a path takes, JSON-only admin bodies,
 * and private admin resources.
 */

/**
 * Two years, without includeSubDomains or preload: the couple's domain may
 * carry other sites we do not run (a registry, a photographer's gallery) that
 * must not be forced onto https by the invitation, and the admin cookie's
 * __Host- prefix already keeps subdomains from planting a cookie on us.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

/** Admin files and answers are for the couple's own pages: no other site may embed or read them. */
export const PRIVATE_RESOURCE_POLICY = "same-origin";

/** Pages and static files are only read. */
const PAGE_METHODS = "GET, HEAD";

/** Methods that echo or trace a request: a cross-site-tracing aid, never answered anywhere. */
const TRACE_METHODS = new Set(["TRACE", "TRACK"]);

/**
 * True when the request's body has not fully arrived though the response is
 * ready: a refusal before or part-way through reading it (413, 429, 404 …).
 * Such a connection cannot carry another request until the rest of the body
 * has been read, so it must end with the response (`Connection: close`):
 * otherwise a keep-alive client reuses it, the server cuts it after a short
 * drain, and the client's next request fails. Only a real socket can tell;
 * in-process requests (app.request in tests) have none.
 */
export function bodyStillArriving(c: Context): boolean {
  const incoming = nodeRequest(c);
  return incoming !== null && !incoming.complete;
}

/** The Node request behind a Hono request, or null for an in-process one (app.request carries at most an address). */
function nodeRequest(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : null;
}

/**
 * The idle timeout measures the client's silence, not the server's work: once
 * the whole body has arrived, the socket's timeout is off while the request is
 * handled (a photo may wait minutes for its turn to decode when thirty big
 * ones arrive at once), and back on for sending the answer and for the next
 * request on the connection.
 */
export const serverWorkIsNotSilence: MiddlewareHandler = async (c, next) => {
  const incoming = nodeRequest(c);
  // Only a real socket has a timeout.
  if (incoming === null) return next();
  const { socket } = incoming;
  const idleTimeoutMs = socket.timeout ?? 0;
  const pause = () => socket.setTimeout(0);
  if (incoming.complete) pause();
  else incoming.once("end", pause);
  try {
    await next();
  } finally {
    incoming.off("end", pause);
    if (idleTimeoutMs > 0 && !socket.destroyed) socket.setTimeout(idleTimeoutMs);
  }
};

/**
 * 405 for TRACE and TRACK on every path, with the methods the path does
 * take in Allow. (Node's HTTP parser already answers TRACK with 400 before
 * any app sees it; this covers TRACE, and TRACK on any other adapter.)
 */
export function refuseTrace(app: Hono): MiddlewareHandler {
  return async (c, next) => {
    if (!TRACE_METHODS.has(c.req.method.toUpperCase())) return next();
    const allow = isApiPath(c.req.path) ? methodsRoutedAt(app, c.req.path).join(", ") : PAGE_METHODS;
    throw methodNotAllowed(allow);
  };
}

/** 405 with `Allow: GET, HEAD` for anything but reading a page or a static file. */
export const pagesOnlyRead: MiddlewareHandler = async (c, next) => {
  if (isApiPath(c.req.path) || c.req.method === "GET" || c.req.method === "HEAD") return next();
  throw methodNotAllowed(PAGE_METHODS);
};

/**
 * 415 unless a body-carrying admin request says its body is JSON. An HTML
 * form on another site can only send form or text bodies without a CORS
 * preflight (which we never grant), so this closes that door too, beside
 * the cross-site check. A DELETE may come without a body.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  const carriesBody =
    method === "POST" ||
    method === "PUT" ||
    method === "PATCH" ||
    (method === "DELETE" && declaresBody(c.req.header("Content-Length"), c.req.header("Transfer-Encoding")));
  if (carriesBody && !isJsonMediaType(c.req.header("Content-Type"))) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send the request body as JSON, with Content-Type: application/json.",
    );
  }
  await next();
};

/** `application/json`, with any parameters (charset), in any letter case. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

function declaresBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength.trim() !== "0";
}

function isApiPath(requestPath: string): boolean {
  return requestPath === "/api" || requestPath.startsWith("/api/");
}

function methodNotAllowed(allow: string): HttpError {
  return new HttpError(405, "method_not_allowed", "This method is not allowed here.", { Allow: allow });
}

const ROUTABLE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The methods a route of `app` answers at this path (HEAD with GET, as Hono
 * answers HEAD from the GET route). Middleware and the catch-all 404 are
 * registered for every method ("ALL") and so do not count.
 */
function methodsRoutedAt(app: Hono, requestPath: string): string[] {
  const methods = ROUTABLE_METHODS.filter((method) =>
    app.router.match(method, requestPath)[0].some(([[, route]]) => route.method === method),
  );
  return methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
}
