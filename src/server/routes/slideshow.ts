import { type Context, Hono, type MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  SLIDESHOW_API,
  SLIDESHOW_ERROR_CODES,
  SLIDESHOW_KEY_PARAM,
  SLIDESHOW_PAGE_PATH,
} from "../../shared/uploads.ts";
import { requestIsHttps } from "../admin/auth.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { createMemoryRateLimiter, type RateLimitDecision, type RateLimiter } from "../services/rate-limit.ts";
import type { SlideshowFeed } from "../services/slideshow-feed.ts";
import { type SlideshowKeys, slideshowCookieValue } from "../services/slideshow-keys.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { blobResponse } from "./blob-response.ts";
import { type FailedAttemptGuard, failedAttemptGuard } from "./failed-attempt-guard.ts";

/** Wrong slideshow keys allowed per client address per window; beyond them a screen without its cookie hears 429. */
export const SLIDESHOW_KEY_MAX_FAILURES = 20;
export const SLIDESHOW_KEY_WINDOW_MS = 15 * 60 * 1000;

/**
 * The screen's cookie: `__Secure-` over https; plain http (localhost) gets
 * the plain name. Its Path is the slideshow's API, the only place that reads
 * it (the page itself is the same for everyone).
 */
export const SLIDESHOW_COOKIE = "__Secure-wedding_slideshow";
export const SLIDESHOW_COOKIE_INSECURE = "wedding_slideshow";
/** A screen set up days before the wedding still runs on the day; replacing the key is what ends a cookie early. */
export const SLIDESHOW_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The slideshow's address with its key, relative to the site. */
export function slideshowLink(key: string): string {
  return `${SLIDESHOW_PAGE_PATH}?${new URLSearchParams({ [SLIDESHOW_KEY_PARAM]: key })}`;
}

/** Short, and the browser's own: the screen may reload a photo, nobody else keeps it. */
const SLIDESHOW_IMAGE_CACHE = "private, max-age=300";

export interface SlideshowRouteDeps {
  /** Whether this request comes from an admin session whose role may see the photos (admin/access.ts). */
  adminMayWatch: (c: Context) => Promise<boolean>;
  /** The photos it shows (services/slideshow-feed.ts). */
  feed: SlideshowFeed;
  /** The key its link carries and the screens' cookies (services/slideshow-keys.ts). */
  keys: SlideshowKeys;
  blobs: BlobStore;
  logger: Logger;
  /** Counts wrong keys per client address; in memory, SLIDESHOW_KEY_MAX_FAILURES per window, when absent. */
  slideshowKeyLimiter?: RateLimiter | undefined;
  trustProxyHops?: number | undefined;
  now?: (() => Date) | undefined;
}

interface SlideshowAccess {
  keys: SlideshowKeys;
  adminMayWatch: (c: Context) => Promise<boolean>;
  guard: FailedAttemptGuard;
  trustProxyHops: number;
  now: () => Date;
}

/**
 * The live slideshow for the screen at the reception, in two parts that
 * share one count of wrong keys per address:
 *
 * - `keyTrade`, on GET SLIDESHOW_PAGE_PATH: the link's `?key=` is traded for
 *   the screen's cookie (when it is the current key) and the browser is sent
 *   on (303) to the same address without it, so the key stays in neither the
 *   address bar nor the history. Without `?key=` it passes to the page.
 * - `api`, SLIDESHOW_API: the approved photos (SlideshowFeed) and their
 *   published copies, to the screen's cookie or the couple's admin session.
 *
 * Only wrong keys count against an address, and the right key or cookie is
 * never refused for them: it is too long to guess, so a venue's Wi-Fi with
 * someone guessing on it keeps its slideshow.
 */
export function slideshowRoutes(deps: SlideshowRouteDeps) {
  const trustProxyHops = deps.trustProxyHops ?? 0;
  const limiter =
    deps.slideshowKeyLimiter ??
    createMemoryRateLimiter({ limit: SLIDESHOW_KEY_MAX_FAILURES, windowMs: SLIDESHOW_KEY_WINDOW_MS });
  const access: SlideshowAccess = {
    keys: deps.keys,
    adminMayWatch: deps.adminMayWatch,
    guard: failedAttemptGuard(limiter, trustProxyHops, deps.logger, "slideshow key"),
    trustProxyHops,
    now: deps.now ?? (() => new Date()),
  };
  const api = new Hono()
    .use(slideshowAccess(access))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ photos: await deps.feed.list() });
    })
    .get("/:id/image", async (c) =>
      blobResponse(c, deps.blobs, await deps.feed.publishedCopy(c.req.param("id")), {
        contentType: "image/jpeg",
        cacheControl: SLIDESHOW_IMAGE_CACHE,
      }),
    );
  return { keyTrade: slideshowKeyTrade(access), api };
}

function slideshowKeyTrade({ keys, guard, trustProxyHops }: SlideshowAccess): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.query(SLIDESHOW_KEY_PARAM);
    if (key === undefined) return next();
    if (await keys.isKey(key)) setScreenCookie(c, trustProxyHops, slideshowCookieValue(key));
    // A wrong key sets nothing: the page then hears 403 (or 429 past the limit) from the API and says so.
    else await guard.failed(c);
    const clean = new URL(c.req.url);
    clean.searchParams.delete(SLIDESHOW_KEY_PARAM);
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(`${clean.pathname}${clean.search}`, 303);
  };
}

function slideshowAccess({ keys, adminMayWatch, guard, trustProxyHops }: SlideshowAccess): MiddlewareHandler {
  return async (c, next) => {
    const screen = getCookie(c, screenCookieName(requestIsHttps(c, trustProxyHops)));
    if (screen !== undefined && (await keys.isCookie(screen))) return next();
    if (await adminMayWatch(c)) return next();
    // A wrong cookie counts as a wrong key; none counts for nothing. Either way, past the limit the refusal says so.
    const refusal = screen === undefined ? await guard.over(c) : await guard.failed(c);
    throw refusal ? rateLimited(refusal) : wrongKey();
  };
}

function screenCookieName(https: boolean): string {
  return https ? SLIDESHOW_COOKIE : SLIDESHOW_COOKIE_INSECURE;
}

function setScreenCookie(c: Context, trustProxyHops: number, value: string): void {
  const https = requestIsHttps(c, trustProxyHops);
  setCookie(c, screenCookieName(https), value, {
    path: SLIDESHOW_API.feed,
    secure: https,
    httpOnly: true,
    sameSite: "Strict",
    maxAge: SLIDESHOW_COOKIE_MAX_AGE_SECONDS,
  });
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

/**
 * SLIDESHOW_ADMIN_API.link, mounted inside the admin routes (so behind the
 * session, the cross-site check and the JSON-body check): GET the link with
 * the current key, made on first need; POST a new key, which ends the old
 * link and every screen's cookie on every instance.
 */
export function slideshowLinkRoute({ keys, logger }: { keys: SlideshowKeys; logger: Logger }) {
  return new Hono()
    .get("/", async (c) => c.json({ url: slideshowLink(await keys.current()) }))
    .post("/", async (c) => {
      const key = await keys.replace();
      logger.info("slideshow link replaced");
      return c.json({ url: slideshowLink(key) });
    });
}
