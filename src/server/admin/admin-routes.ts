import { Hono } from "hono";
import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { RateLimiter } from "../services/rate-limit.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { adminDisabledReason, rejectCrossSite, requireSession } from "./auth.ts";
import { adminPhotoRoutes } from "./photo-routes.ts";
import { rsvpCsvRoute, rsvpRoutes } from "./rsvp-routes.ts";
import { sessionRoutes } from "./session-routes.ts";
import type { AdminSessionStore } from "./session-store.ts";

export interface AdminRouteDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** ADMIN_PASSWORD; the admin is off when it is unset or too short. */
  password: string | null;
  sessions: AdminSessionStore;
  signInLimiter: RateLimiter;
  failureDelayMs: number;
  trustProxyHops: number;
  now: () => Date;
}

/**
 * Everything under /api/admin (src/shared/admin-api.ts): cross-site requests
 * are refused on every route, sign-in included; every route but the session's
 * needs a live session.
 */
export function adminRoutes(deps: AdminRouteDeps) {
  const { database, trustProxyHops, now } = deps;
  const password = adminDisabledReason(deps.password) === null ? deps.password : null;
  return new Hono()
    .use(rejectCrossSite(trustProxyHops))
    .use(requireSession({ sessions: deps.sessions, enabled: password !== null, trustProxyHops, now }))
    .route("/session", sessionRoutes({ ...deps, password }))
    .route("/rsvps.csv", rsvpCsvRoute(database, now))
    .route("/rsvps", rsvpRoutes(database))
    .route("/photos", adminPhotoRoutes(deps));
}
