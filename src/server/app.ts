import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { INVITATIONS_API_ROOT, PHOTOS_API_ROOT } from "../shared/api-roots.ts";
import { CONTENT_API, PREVIEW_PAGE_FILE, PREVIEW_PAGE_PATH } from "../shared/content-api.ts";
import type { WeddingContent } from "../shared/content-schema.ts";
import { errorBody } from "../shared/error-body.ts";
import { GUEST_MOMENTS_API } from "../shared/guest-moments.ts";
import { GUEST_LIST_API, INVITATION_API } from "../shared/households.ts";
import { html } from "../shared/html.ts";
import { INVITATION_PAGE_PREFIX } from "../shared/invitation-page.ts";
import { siteLanguages } from "../shared/page-languages.ts";
import { PRIVACY_PAGE_PATH } from "../shared/privacy.ts";
import { RSVP_API } from "../shared/rsvp.ts";
import { PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE, SERVICE_WORKER_FILE } from "../shared/site-files.ts";
import { PHOTOS_PAGE_PATH, RESUMABLE_UPLOAD_PATH, SLIDESHOW_API, SLIDESHOW_PAGE_PATH } from "../shared/uploads.ts";
import { notFoundWords } from "../shared/words/catalogues.ts";
import { WORDS_FILE } from "../shared/words/page-parts.ts";
import type { Language } from "../shared/words/words.ts";
import { can, createAdminAccess } from "./admin/access.ts";
import { adminRoutes } from "./admin/admin-routes.ts";
import { adminDisabledReason, requestIsHttps } from "./admin/auth.ts";
import { createDatabaseSessionStore } from "./admin/database-session-store.ts";
import { passwordKeyLoader } from "./admin/password-key.ts";
import {
  ADMIN_SIGN_IN_FAILURE_DELAY_MS,
  ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
  ADMIN_SIGN_IN_MAX_FAILURES,
  ADMIN_SIGN_IN_WINDOW_MS,
} from "./admin/session-routes.ts";
import type { AdminSessionStore } from "./admin/session-store.ts";
import type { ServiceDeps, Services } from "./composition.ts";
import { errorAnswer } from "./error-answer.ts";
import { HttpError } from "./errors.ts";
import { builtGuestPages, type GuestPages } from "./guest-page.ts";
import {
  bodyStillArriving,
  PRIVATE_RESOURCE_POLICY,
  pagesOnlyRead,
  refuseTrace,
  STRICT_TRANSPORT_SECURITY,
  serverWorkIsNotSilence,
} from "./http-hygiene.ts";
import { failedAttemptGuard } from "./routes/failed-attempt-guard.ts";
import { type HealthOptions, healthRoutes } from "./routes/health.ts";
import { invitationPage } from "./routes/invitation-page.ts";
import {
  INVITATION_LOOKUP_MAX_FAILURES,
  INVITATION_LOOKUP_SITE_MAX_FAILURES,
  INVITATION_LOOKUP_SITE_WINDOW_MS,
  INVITATION_LOOKUP_WINDOW_MS,
  invitationLookupGuard,
  invitationRoutes,
} from "./routes/invitations.ts";
import { chosenLanguage, languageInPath, languagePages } from "./routes/language-pages.ts";
import { momentRoutes } from "./routes/moments.ts";
import { PHOTO_TOKEN_MAX_FAILURES, PHOTO_TOKEN_WINDOW_MS, photoRoutes } from "./routes/photos.ts";
import {
  resumableUploadRoutes,
  UPLOAD_TOKEN_MAX_FAILURES,
  UPLOAD_TOKEN_WINDOW_MS,
} from "./routes/resumable-uploads.ts";
import { rsvpRoutes } from "./routes/rsvps.ts";
import { slideshowRoutes } from "./routes/slideshow.ts";
import { contentSecurityPolicy, withPreviewFraming } from "./security.ts";
import type { ContentPublishing } from "./services/content-publishing.ts";
import { createMemoryRateLimiter, type RateLimiter } from "./services/rate-limit.ts";
import { ServedSite } from "./site/served-site.ts";
import { BlobUploadStore } from "./storage/upload-datastore.ts";

/** What the services are built from (composition.ts), and what only the HTTP surface needs. */
export interface AppDeps extends ServiceDeps {
  /** Limits RSVPs per client address; in memory for one instance, shared storage for several. */
  rateLimiter: RateLimiter;
  /** Where resumable uploads wait while they arrive; under incoming/ in `blobs` when absent. */
  resumableUploads?: BlobUploadStore;
  /** Reverse proxies in front of us whose X-Forwarded-For entries we believe (TRUST_PROXY). */
  trustProxyHops?: number;
  /** What /api/health checks beyond the database and storage, and whether it lists each part (production). */
  health?: HealthOptions;
  /** The built page (dist/client); the API runs without it in tests. */
  clientDir?: string;
  /** The site's files as published (ADR 050), in front of clientDir's; clientDir's alone when absent. */
  site?: ServedSite;
  /** Publishing the content (ADR 050); the content API answers 503 without it. */
  publishing?: ContentPublishing;
  /** Renders a household's page; the build's (dist/render beside clientDir) when absent. */
  guestPages?: GuestPages;
  /** ADMIN_PASSWORD; the couple's admin is off when it is unset or shorter than MIN_ADMIN_PASSWORD_LENGTH. */
  adminPassword?: string | null;
  /** Where admin sessions live; the database when absent. */
  adminSessions?: AdminSessionStore;
  /** Counts admin sign-in attempts per client address; in memory, 10 per 15 minutes, when absent. */
  adminSignInLimiter?: RateLimiter;
  /** Counts them for every address together; in memory, 100 per 15 minutes, when absent. */
  adminSignInGlobalLimiter?: RateLimiter;
  /** Compares a sign-in guess with ADMIN_PASSWORD; tests wrap the real one to count comparisons. */
  adminPasswordMatches?: (given: string, expected: string) => boolean;
  /** Wait before answering a wrong password (ADMIN_SIGN_IN_FAILURE_DELAY_MS when absent; 0 in tests). */
  adminFailureDelayMs?: number;
  /** Counts wrong invitation codes per client address; in memory, INVITATION_LOOKUP_MAX_FAILURES per window, when absent. */
  invitationLimiter?: RateLimiter;
  /** Counts wrong invitation codes from every address; in memory, INVITATION_LOOKUP_SITE_MAX_FAILURES an hour, when absent. */
  invitationSiteLimiter?: RateLimiter;
  /** Counts wrong photo delete tokens per client address; in memory, PHOTO_TOKEN_MAX_FAILURES per window, when absent. */
  photoTokenLimiter?: RateLimiter;
  /** Counts wrong resumable upload tokens per client address; in memory, UPLOAD_TOKEN_MAX_FAILURES per window, when absent. */
  uploadTokenLimiter?: RateLimiter;
  /** Counts wrong slideshow keys per client address; in memory, SLIDESHOW_KEY_MAX_FAILURES per window, when absent. */
  slideshowKeyLimiter?: RateLimiter;
}

/** JSON API bodies are small; uploads get their own streaming limit. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Builds the whole HTTP surface without listening, so tests can call it
 * in-process; the services come built (composition.ts buildServices).
 */
/**
 * Which of the security headers a response needs, by what it is. A page, an
 * SVG (a document when opened by itself), JSON and anything else: all of
 * them. A worker's script: its policy (a worker runs under the policy its
 * script came with), not a document's framing, opener and permissions headers.
 * A page's script, a stylesheet, a font or a raster picture: neither, as none
 * of them can be framed and a page's script runs under the page's policy.
 * HTTP/1.1 sends headers uncompressed: the first view's files carried 3.5 kB
 * of headers that did nothing (of its 160 kB budget), and its nine scripts
 * 4 kB more of policy.
 */
export function headerReach(contentType: string | null, path: string): "document" | "worker" | "passive" {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/css" || type.startsWith("font/") || (type.startsWith("image/") && type !== "image/svg+xml"))
    return "passive";
  if (type === "text/javascript" || type === "application/javascript")
    return isWorkerScript(path) ? "worker" : "passive";
  return "document";
}

/** The service worker, and a dedicated worker's bundle (Vite names it `<name>.worker-<hash>.js`). */
function isWorkerScript(path: string): boolean {
  return path === `/${SERVICE_WORKER_FILE}` || /\.worker-[\w-]+\.js$/.test(path);
}

export function createApp(deps: AppDeps, services: Services) {
  const { logger } = deps;
  // The policy names the couple's analytics hosts: made again only when a publish brings other site settings.
  let policy = { site: deps.content.site, text: contentSecurityPolicy(deps.content) };
  const csp = () => {
    const { site } = deps.content;
    if (policy.site !== site) policy = { site, text: contentSecurityPolicy({ site }) };
    return policy.text;
  };
  const { rsvpWindow, idempotency, invitations } = services;
  const invitationGuard = invitationLookupGuard(
    {
      perAddress:
        deps.invitationLimiter ??
        createMemoryRateLimiter({ limit: INVITATION_LOOKUP_MAX_FAILURES, windowMs: INVITATION_LOOKUP_WINDOW_MS }),
      site:
        deps.invitationSiteLimiter ??
        createMemoryRateLimiter({
          limit: INVITATION_LOOKUP_SITE_MAX_FAILURES,
          windowMs: INVITATION_LOOKUP_SITE_WINDOW_MS,
        }),
    },
    deps.trustProxyHops ?? 0,
    logger,
  );
  const adminSessions = deps.adminSessions ?? createDatabaseSessionStore(deps.database);
  // ADMIN_PASSWORD, unless it is missing or too short (the admin, and the slideshow with it, are off then), and its
  // key: derived once, on first use, for the admin's sessions and the slideshow's alike.
  const adminPassword = adminDisabledReason(deps.adminPassword) === null ? (deps.adminPassword ?? null) : null;
  const passwordKey = adminPassword === null ? null : passwordKeyLoader(adminPassword, deps.database);
  const adminAccess = createAdminAccess({
    database: deps.database,
    sessions: adminSessions,
    passwordKey,
    trustProxyHops: deps.trustProxyHops ?? 0,
    now: deps.now ?? (() => new Date()),
  });
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.header("X-Request-Id", requestId);
    await next();
    const reach = headerReach(c.res.headers.get("Content-Type"), c.req.path);
    if (reach !== "passive") c.header("Content-Security-Policy", withPreviewFraming(csp(), c.req.path));
    c.header("X-Content-Type-Options", "nosniff");
    // A personal link's responses send no referrer at all (they set their own).
    if (!c.res.headers.has("Referrer-Policy")) c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (reach === "document") {
      c.header("X-Frame-Options", c.req.path === PREVIEW_PAGE_PATH ? "SAMEORIGIN" : "DENY");
      c.header("Cross-Origin-Opener-Policy", "same-origin");
      c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    }
    // Behind TLS-terminating proxies the URL says http: their X-Forwarded-Proto says what the browser used.
    if (requestIsHttps(c, deps.trustProxyHops ?? 0)) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    // A refusal sent before the whole body came: this connection cannot carry another request.
    if (bodyStillArriving(c)) c.header("Connection", "close");
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  app.use(serverWorkIsNotSilence);
  app.use(refuseTrace(app));
  app.use(pagesOnlyRead);

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, "payload_too_large", "The request body is too large.");
    },
  });
  // Photo bodies are files up to the couple's maxFileBytes, counted while they stream to disk by the photo service.
  // The guest-list import (a CSV file) has its own, larger limit (guest-list-routes.ts).
  // So have a content file and its pictures (admin/content-routes.ts).
  const ownBodyLimit = new Set([PHOTOS_API_ROOT, GUEST_LIST_API.importCsv, CONTENT_API.content, CONTENT_API.pictures]);
  // Resumable uploads' PATCH bodies are counted by the tus server against each upload's declared size.
  const ownLimit = (requestPath: string) =>
    ownBodyLimit.has(requestPath) || requestPath.startsWith(`${RESUMABLE_UPLOAD_PATH}/`);
  app.use("/api/*", (c, next) => (ownLimit(c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use("/api/*", async (c, next) => {
    await next();
    // Routes that serve images set their own caching.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  app.use("/api/admin/*", async (c, next) => {
    await next();
    c.header("Cross-Origin-Resource-Policy", PRIVATE_RESOURCE_POLICY);
  });

  app.route("/api/health", healthRoutes(deps));
  app.route(
    RSVP_API,
    rsvpRoutes({
      rsvps: services.rsvps,
      idempotency,
      rateLimiter: deps.rateLimiter,
      trustProxyHops: deps.trustProxyHops ?? 0,
      logger,
    }),
  );
  // What both upload routes (one request, and resumable) share: the pipeline and the quotas.
  const upload = {
    photos: services.photos,
    maxFileBytes: () => deps.content.guestPhotos.maxFileBytes,
    quota: services.uploadQuota,
    trustProxyHops: deps.trustProxyHops ?? 0,
    logger,
  };
  // Wrong delete tokens and wrong upload tokens are counted apart: neither ever holds up an upload.
  const tokenGuard = (limiter: RateLimiter | undefined, limit: number, windowMs: number, what: string) =>
    failedAttemptGuard(limiter ?? createMemoryRateLimiter({ limit, windowMs }), upload.trustProxyHops, logger, what);
  app.route(
    PHOTOS_API_ROOT,
    photoRoutes({
      ...upload,
      owner: services.photoOwner,
      tokenGuard: tokenGuard(deps.photoTokenLimiter, PHOTO_TOKEN_MAX_FAILURES, PHOTO_TOKEN_WINDOW_MS, "photo token"),
    }),
  );
  app.route(
    RESUMABLE_UPLOAD_PATH,
    resumableUploadRoutes({
      ...upload,
      tokenGuard: tokenGuard(
        deps.uploadTokenLimiter,
        UPLOAD_TOKEN_MAX_FAILURES,
        UPLOAD_TOKEN_WINDOW_MS,
        "upload token",
      ),
      store: deps.resumableUploads ?? new BlobUploadStore(deps.blobs, { tempDir: deps.uploadTempDir }),
      finishes: services.uploadFinishes,
    }),
  );
  app.route(
    "/api/admin",
    adminRoutes({
      content: deps.content,
      contentFor: deps.contentFor,
      ...(deps.publishing ? { publishing: deps.publishing } : {}),
      database: deps.database,
      blobs: deps.blobs,
      services,
      logger,
      password: adminPassword,
      access: adminAccess,
      sessions: adminSessions,
      signInLimiter:
        deps.adminSignInLimiter ??
        createMemoryRateLimiter({ limit: ADMIN_SIGN_IN_MAX_FAILURES, windowMs: ADMIN_SIGN_IN_WINDOW_MS }),
      globalSignInLimiter:
        deps.adminSignInGlobalLimiter ??
        createMemoryRateLimiter({ limit: ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES, windowMs: ADMIN_SIGN_IN_WINDOW_MS }),
      ...(deps.adminPasswordMatches ? { passwordMatches: deps.adminPasswordMatches } : {}),
      failureDelayMs: deps.adminFailureDelayMs ?? ADMIN_SIGN_IN_FAILURE_DELAY_MS,
      trustProxyHops: deps.trustProxyHops ?? 0,
      now: deps.now ?? (() => new Date()),
    }),
  );
  app.route(INVITATIONS_API_ROOT, invitationRoutes({ invitations, idempotency, guard: invitationGuard }));
  app.get(INVITATION_API.rsvpWindow, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await rsvpWindow.current());
  });
  app.route(GUEST_MOMENTS_API.list, momentRoutes({ moments: services.moments, blobs: deps.blobs }));
  const slideshow = slideshowRoutes({
    ...deps,
    adminMayWatch: async (c) => {
      const actor = await adminAccess.identify(c);
      return actor !== null && can(actor, "photos");
    },
    feed: services.slideshowFeed,
    keys: services.slideshowKeys,
  });
  app.route(SLIDESHOW_API.feed, slideshow.api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "There is no such API endpoint."), 404));
  // The slideshow link's key becomes the screen's cookie before the page is served (or, without a build, not found).
  app.get(SLIDESHOW_PAGE_PATH, slideshow.keyTrade);

  if (deps.clientDir) {
    const site = deps.site ?? new ServedSite(deps.clientDir);
    // The couple's page: its own bundle, never cached without revalidation, kept out of search engines.
    app.get("/admin", (c) => serveAdminPage(c, site, ADMIN_PAGE_FILE));
    app.get("/admin/", (c) => serveAdminPage(c, site, ADMIN_PAGE_FILE));
    app.get(`/${ADMIN_PAGE_FILE}`, (c) => serveAdminPage(c, site, ADMIN_PAGE_FILE));
    // The editor's preview (ADR 055): only for a signed-in person who may edit the content, never by its file's name.
    app.get(PREVIEW_PAGE_PATH, async (c) => {
      const actor = await adminAccess.identify(c);
      return actor !== null && can(actor, "content") ? serveAdminPage(c, site, PREVIEW_PAGE_FILE) : c.notFound();
    });
    app.get(`/${PREVIEW_PAGE_FILE}`, (c) => c.notFound());
    // Each language's pages (ADR 051): the guest's language remembered, or asked for by the browser.
    app.route("/", languagePages({ content: deps.content, trustProxyHops: deps.trustProxyHops ?? 0 }));
    // The privacy notice (decision 16), prerendered when the content was published, in each language's folder too.
    for (const route of [PRIVACY_PAGE_PATH, `${PRIVACY_PAGE_PATH}/`]) {
      app.get(route, (c) => serveAdminPage(c, site, PRIVACY_PAGE_FILE, { index: true }));
      app.get(`/:language{[a-z]{2}}${route}`, (c) =>
        serveInLanguage(c, site, deps.content, PRIVACY_PAGE_FILE, { index: true }),
      );
    }
    // The photos-only page the poster opens, and the live slideshow (private: no referrer carries its key away).
    for (const [route, file] of [
      [PHOTOS_PAGE_PATH, PHOTOS_PAGE_FILE],
      [SLIDESHOW_PAGE_PATH, SLIDESHOW_PAGE_FILE],
    ] as const) {
      app.get(route, (c) => {
        if (route === SLIDESHOW_PAGE_PATH) c.header("Referrer-Policy", "no-referrer");
        return serveAdminPage(c, site, file);
      });
    }
    app.get(`/:language{[a-z]{2}}${PHOTOS_PAGE_PATH}`, (c) => serveInLanguage(c, site, deps.content, PHOTOS_PAGE_FILE));
    // A household's personal link: the same page, private (no-store, no referrer, noindex).
    app.get(
      `${INVITATION_PAGE_PREFIX}*`,
      invitationPage({
        site,
        content: deps.content,
        contentFor: deps.contentFor,
        pages: deps.guestPages ?? builtGuestPages(deps.clientDir),
        invitations,
        guard: invitationGuard,
      }),
    );
    app.use("*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", cacheControlFor(c.req.path));
    });
    app.use("*", site.middleware);
  }

  // In the language of the folder asked for, else the guest's.
  app.notFound((c) =>
    notFound(c, languageInPath(deps.content, c.req.path) ?? chosenLanguage(c, siteLanguages(deps.content))),
  );

  app.onError((error, c) => {
    const answer = errorAnswer(error, logger, { method: c.req.method, path: loggedPath(c.req.path) });
    return c.json(answer.body, answer.status, answer.headers);
  });

  return app;
}

/**
 * Hashed build assets never change; everything else must be revalidated or is
 * short-lived. The service worker is revalidated on every visit, so a new
 * deploy replaces it at once (browsers cap its HTTP caching at 24 h anyway);
 * so are the pages and the words their later parts load, which must match them.
 */
function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith("/assets/")) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (
    requestPath === "/" ||
    requestPath.endsWith(".html") ||
    requestPath.endsWith(`/${WORDS_FILE}`) ||
    requestPath === `/${SERVICE_WORKER_FILE}`
  ) {
    return "no-cache";
  }
  return "public, max-age=3600";
}

const ADMIN_PAGE_FILE = "admin.html";
const SLIDESHOW_PAGE_FILE = "slideshow.html";

/** A page of its own (the published version's), revalidated on every visit; kept out of search engines unless `index`. */
async function serveAdminPage(c: Context, site: ServedSite, name: string, { index = false } = {}) {
  const file = await site.file(name);
  // Answered as any missing page is (app.notFound), in the site's language.
  if (file === null) return c.notFound();
  let html: string;
  try {
    html = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return c.notFound();
    throw error;
  }
  c.header("Cache-Control", "no-cache");
  if (!index) c.header("X-Robots-Tag", "noindex");
  return c.html(html);
}

/** One of a language's own pages (`/zu/privacy`: zu/privacy.html), for a language the site has. */
function serveInLanguage(c: Context, site: ServedSite, content: WeddingContent, file: string, options = {}) {
  const language = languageInPath(content, c.req.path);
  return language ? serveAdminPage(c, site, `${language}/${file}`, options) : c.notFound();
}

/** A missing page: for a browser a small page in `language`, the site's; JSON for anything else. */
function notFound(c: Context, language: Language) {
  if (!c.req.path.startsWith("/api/") && (c.req.header("Accept") ?? "").includes("text/html")) {
    const words = notFoundWords(language).page;
    c.header("Cache-Control", "no-cache");
    return c.html(
      html`<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${words.title}</title><main><h1>${words.title}</h1><p><a href="/">${words.toInvitation}</a></p></main></html>`
        .value,
      404,
    );
  }
  return c.json(errorBody("not_found", "Not found."), 404);
}

/** The request's path for the log: a personal link's code is a key to a household's data, so it never reaches a log. */
function loggedPath(requestPath: string): string {
  if (requestPath.startsWith(`${INVITATIONS_API_ROOT}/`)) return `${INVITATIONS_API_ROOT}/:code`;
  if (requestPath.startsWith(INVITATION_PAGE_PREFIX)) return `${INVITATION_PAGE_PREFIX}:code`;
  return requestPath;
}

export type App = ReturnType<typeof createApp>;
