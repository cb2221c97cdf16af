import { randomUUID } from "node:crypto";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { WeddingContent } from "../shared/content-schema.ts";
import type { Database } from "./db/database.ts";
import { errorBody, HttpError } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { type HealthOptions, healthRoutes } from "./routes/health.ts";
import { type PhotoRateLimits, photoRoutes } from "./routes/photos.ts";
import { rsvpRoutes } from "./routes/rsvps.ts";
import { contentSecurityPolicy } from "./security.ts";
import { createPhotoService } from "./services/photo-service.ts";
import { type RateLimiter, unlimitedRateLimiter } from "./services/rate-limit.ts";
import { createRsvpService } from "./services/rsvp-service.ts";
import type { BlobStore } from "./storage/blob-store.ts";

export interface AppDeps {
  content: WeddingContent;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Limits RSVPs per client address; in memory for one instance, shared storage for several. */
  rateLimiter: RateLimiter;
  /** Limits photo uploads per client address, by count and by bytes; none when absent. */
  photoRateLimits?: PhotoRateLimits;
  /** A private folder for uploads in flight, emptied at start (prepareUploadTempDir). */
  uploadTempDir: string;
  /** Reverse proxies in front of us whose X-Forwarded-For entries we believe (TRUST_PROXY). */
  trustProxyHops?: number;
  /** The couple's address for a copy of each RSVP (NOTIFY_EMAIL). */
  notifyEmail?: string | null;
  /** Called after an RSVP is stored: wakes the mail sender. */
  onRsvpStored?: () => void;
  /** What /api/health checks beyond the database and storage, and whether it lists each part (production). */
  health?: HealthOptions;
  /** The built page (dist/client); the API runs without it in tests. */
  clientDir?: string;
}

/** JSON API bodies are small; uploads get their own streaming limit. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const PHOTOS_PATH = "/api/photos";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Builds the whole HTTP surface without listening, so tests can call it in-process. */
export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const csp = contentSecurityPolicy(deps.content);
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.header("X-Request-Id", requestId);
    await next();
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (c.req.url.startsWith("https:")) c.header("Strict-Transport-Security", `max-age=${YEAR_SECONDS}`);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, "payload_too_large", "The request body is too large.");
    },
  });
  // Photo bodies are files up to MAX_PHOTO_BYTES, counted while they stream to disk by the photo service.
  app.use("/api/*", (c, next) => (c.req.path === PHOTOS_PATH ? next() : jsonBodyLimit(c, next)));
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.route("/api/health", healthRoutes(deps));
  app.route(
    "/api/rsvps",
    rsvpRoutes({
      content: deps.content,
      rsvps: createRsvpService({
        database: deps.database,
        notifyEmail: deps.notifyEmail ?? null,
        ...(deps.onRsvpStored ? { onStored: deps.onRsvpStored } : {}),
      }),
      rateLimiter: deps.rateLimiter,
      trustProxyHops: deps.trustProxyHops ?? 0,
      logger,
    }),
  );
  app.route(
    PHOTOS_PATH,
    photoRoutes({
      photos: createPhotoService({ database: deps.database, blobs: deps.blobs, tempDir: deps.uploadTempDir }),
      rateLimits: deps.photoRateLimits ?? { count: unlimitedRateLimiter, bytes: unlimitedRateLimiter },
      trustProxyHops: deps.trustProxyHops ?? 0,
      logger,
    }),
  );
  app.all("/api/*", (c) => c.json(errorBody("not_found", "There is no such API endpoint."), 404));

  if (deps.clientDir) {
    app.use("*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", cacheControlFor(c.req.path));
    });
    app.use("*", serveStatic({ root: deps.clientDir, precompressed: true }));
  }

  app.notFound((c) => notFound(c));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message), error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json(
        errorBody(codeForStatus(error.status), error.message || "The request could not be handled."),
        error.status,
      );
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
  });

  return app;
}

/** Hashed build assets never change; everything else must be revalidated or is short-lived. */
function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith("/assets/")) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (requestPath === "/" || requestPath.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

function notFound(c: Context) {
  if (!c.req.path.startsWith("/api/") && (c.req.header("Accept") ?? "").includes("text/html")) {
    c.header("Cache-Control", "no-cache");
    return c.html(
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Page not found</title><main><h1>Page not found</h1><p><a href="/">Go to the invitation</a></p></main></html>',
      404,
    );
  }
  return c.json(errorBody("not_found", "Not found."), 404);
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 413:
      return "payload_too_large";
    default:
      return status >= 500 ? "internal_error" : "request_failed";
  }
}

export type App = ReturnType<typeof createApp>;
