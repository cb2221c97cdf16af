import { createHmac } from "node:crypto";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { SLIDESHOW_ERROR_CODES, SLIDESHOW_KEY_PARAM, SLIDESHOW_PAGE_PATH } from "../../shared/uploads.ts";
import { adminDisabledReason, passwordMatches, readSessionCookie } from "../admin/auth.ts";
import { type PasswordKey, passwordKeyLoader } from "../admin/password-key.ts";
import type { AdminSessionStore } from "../admin/session-store.ts";
import type { Database } from "../db/database.ts";
import { createPhotoRepository } from "../db/photo-repository.ts";
import { createSlideshowRepository } from "../db/slideshow-repository.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { createMemoryRateLimiter, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { blobResponse } from "./blob-response.ts";
import { type FailedAttemptGuard, failedAttemptGuard } from "./failed-attempt-guard.ts";

/** Wrong slideshow keys allowed per client address per window; beyond them every request with a key is refused. */
export const SLIDESHOW_KEY_MAX_FAILURES = 20;
export const SLIDESHOW_KEY_WINDOW_MS = 15 * 60 * 1000;

const SLIDESHOW_KEY_LENGTH = 32;

/**
 * The slideshow's key: HMAC-SHA256 of a fixed label under ADMIN_PASSWORD,
 * base64url, 32 characters. Nothing to store, and a new password makes a new
 * link (the old one stops working).
 */
export function slideshowKey(password: string): string {
  return createHmac("sha256", password).update("slideshow", "utf8").digest("base64url").slice(0, SLIDESHOW_KEY_LENGTH);
}

/** The slideshow's address with its key, relative to the site. */
export function slideshowLink(password: string): string {
  return `${SLIDESHOW_PAGE_PATH}?${new URLSearchParams({ [SLIDESHOW_KEY_PARAM]: slideshowKey(password) })}`;
}

/** Short, and the browser's own: the screen may reload a photo, nobody else keeps it. */
const SLIDESHOW_IMAGE_CACHE = "private, max-age=300";

export interface SlideshowRouteDeps {
  /** ADMIN_PASSWORD; the slideshow is off when the admin is (adminDisabledReason). */
  adminPassword?: string | null | undefined;
  adminSessions: AdminSessionStore;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Counts wrong keys per client address; in memory, SLIDESHOW_KEY_MAX_FAILURES per window, when absent. */
  slideshowKeyLimiter?: RateLimiter | undefined;
  trustProxyHops?: number | undefined;
  now?: (() => Date) | undefined;
}

interface SlideshowAccess {
  password: string | null;
  passwordKey: (() => Promise<PasswordKey>) | null;
  sessions: AdminSessionStore;
  guard: FailedAttemptGuard;
  trustProxyHops: number;
  now: () => Date;
}

/**
 * SLIDESHOW_API, for the screen at the reception: the approved photos
 * (SlideshowFeed) and their published copies, to whoever has the key
 * (`?key=`) or the couple's admin session. Only wrong keys count against the
 * address, as with invitation codes.
 */
export function slideshowRoutes(deps: SlideshowRouteDeps) {
  const feed = createSlideshowRepository(deps.database);
  const photos = createPhotoRepository(deps.database);
  const password = adminDisabledReason(deps.adminPassword) === null ? (deps.adminPassword ?? null) : null;
  const trustProxyHops = deps.trustProxyHops ?? 0;
  const limiter =
    deps.slideshowKeyLimiter ??
    createMemoryRateLimiter({ limit: SLIDESHOW_KEY_MAX_FAILURES, windowMs: SLIDESHOW_KEY_WINDOW_MS });
  return new Hono()
    .use(
      slideshowAccess({
        password,
        // Its own loader: one more scrypt per process, the first time the couple opens it signed in.
        passwordKey: password === null ? null : passwordKeyLoader(password, deps.database),
        sessions: deps.adminSessions,
        guard: failedAttemptGuard(limiter, trustProxyHops, deps.logger, "slideshow key"),
        trustProxyHops,
        now: deps.now ?? (() => new Date()),
      }),
    )
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ photos: await feed.list() });
    })
    .get("/:id/image", async (c) =>
      blobResponse(c, deps.blobs, await photos.findShownCopy(c.req.param("id"), "published"), {
        contentType: "image/jpeg",
        cacheControl: SLIDESHOW_IMAGE_CACHE,
      }),
    );
}

function slideshowAccess({
  password,
  passwordKey,
  sessions,
  guard,
  trustProxyHops,
  now,
}: SlideshowAccess): MiddlewareHandler {
  const expected = password === null ? null : slideshowKey(password);
  const hasSession = async (c: Context) => {
    const token = readSessionCookie(c, trustProxyHops);
    return passwordKey !== null && token !== undefined && sessions.check(token, now(), await passwordKey());
  };
  return async (c, next) => {
    if (expected === null) {
      throw new HttpError(
        404,
        SLIDESHOW_ERROR_CODES.disabled,
        "The slideshow is off: it opens once the couple's admin password (ADMIN_PASSWORD) is set.",
      );
    }
    const key = c.req.query(SLIDESHOW_KEY_PARAM);
    if (key === undefined) {
      if (await hasSession(c)) return next();
      throw wrongKey();
    }
    if (passwordMatches(key, expected)) return next();
    const tipped = await guard.failed(c);
    throw tipped ? rateLimited(tipped) : wrongKey();
  };
}

const wrongKey = () =>
  new HttpError(
    403,
    SLIDESHOW_ERROR_CODES.wrongKey,
    "This slideshow link is not valid. Open the slideshow from the admin to get the current link.",
  );

const rateLimited = (decision: RateLimitDecision) =>
  new HttpError(429, SLIDESHOW_ERROR_CODES.rateLimited, "Too many wrong slideshow links. Please try again later.", {
    "Retry-After": String(decision.retryAfterSeconds),
  });

/** SLIDESHOW_ADMIN_API.link, mounted inside the admin routes (so behind the session): the link with its key. */
export function slideshowLinkRoute(password: string | null) {
  return new Hono().get("/", (c) => {
    if (password === null) throw new HttpError(404, SLIDESHOW_ERROR_CODES.disabled, "The slideshow is off.");
    return c.json({ url: slideshowLink(password) });
  });
}
