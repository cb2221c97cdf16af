import { Hono } from "hono";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import type { Services } from "../composition.ts";
import type { Database } from "../db/database.ts";
import { HttpError } from "../errors.ts";
import { slideshowLinkRoute } from "../routes/slideshow.ts";
import type { ContentPublishing } from "../services/content-publishing.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { AdminAccess } from "./access.ts";
import { rejectCrossSite } from "./auth.ts";
import { contentRoutes } from "./content-routes.ts";
import { guestDataRoutes } from "./guest-data-routes.ts";
import { guestListRoutes, requireAdminBodyType } from "./guest-list-routes.ts";
import { invitationCardRoutes } from "./invitation-card-routes.ts";
import { mailSettingsRoutes } from "./mail-settings-routes.ts";
import { peopleRoutes } from "./people-routes.ts";
import { checkPermission } from "./permissions.ts";
import { adminPhotoRoutes } from "./photo-routes.ts";
import { adminRsvpRoutes, rsvpCsvRoute, testMailRoute } from "./rsvp-routes.ts";
import { everySessionRoutes, type SessionRouteDeps, sessionRoutes } from "./session-routes.ts";
import { adminSiteRoutes } from "./site-routes.ts";

/** The session routes' needs, plus the data the dashboard and the photo review read. */
export interface AdminRouteDeps extends SessionRouteDeps {
  database: Database;
  blobs: BlobStore;
  content: WeddingContent;
  /**
   * Each audience's view of it: the printed cards read the couple's (every event, with its place); a reminder's
   * preview is the household's own.
   */
  contentFor: ContentFor;
  /** The admin's services, built once (composition.ts); every deletion the couple makes goes through `erasure`. */
  services: Pick<
    Services,
    | "guestList"
    | "rsvpAdmin"
    | "photoReview"
    | "slideshowKeys"
    | "guestData"
    | "erasure"
    | "rsvpWindow"
    | "people"
    | "mailSetup"
  >;
  /** Who is asking (access.ts), shared with the slideshow. */
  access: AdminAccess;
  /** Publishing the content (ADR 050); absent without a code build to publish with (the API alone, in tests). */
  publishing?: ContentPublishing;
}

/**
 * Everything under /api/admin (src/shared/admin-api.ts): cross-site requests
 * are refused on every route, sign-in included, and so are bodies that are
 * not JSON (415); every route but the session's needs a live session.
 */
export function adminRoutes(deps: AdminRouteDeps) {
  const { trustProxyHops, now, services, access } = deps;
  const { guestList, rsvpAdmin: rsvps, erasure, people } = services;
  return new Hono()
    .use(rejectCrossSite(trustProxyHops))
    .use(requireAdminBodyType)
    .use(checkPermission({ access, database: deps.database, logger: deps.logger, now }))
    .route("/session", sessionRoutes({ ...deps, access, people }))
    .route("/", peopleRoutes({ ...deps, access, people }))
    .route("/sessions", everySessionRoutes(deps))
    .route("/site", adminSiteRoutes(deps))
    .route(
      "/rsvps.csv",
      rsvpCsvRoute(rsvps, now, () => deps.content.timeZone),
    )
    .route("/rsvps", adminRsvpRoutes(rsvps))
    .route("/mail/test", testMailRoute(rsvps))
    .route("/mail/settings", mailSettingsRoutes(services.mailSetup))
    .route("/photos", adminPhotoRoutes({ ...deps, review: services.photoReview }))
    .route("/slideshow-link", slideshowLinkRoute({ keys: services.slideshowKeys, logger: deps.logger }))
    .route("/invitation-cards", invitationCardRoutes({ ...deps, window: services.rsvpWindow }))
    .route("/content", deps.publishing ? contentRoutes(deps.publishing) : publishingUnavailable())
    .route("/guest-data", guestDataRoutes({ ...deps, erasure, guestData: services.guestData }))
    .route("/", guestListRoutes({ ...deps, trustProxyHops, now, guestList }));
}

/** Without the page's code build there is nothing to publish with: the content API says so. */
function publishingUnavailable() {
  return new Hono().all("*", () => {
    throw new HttpError(
      503,
      "publishing_unavailable",
      "This server has no built site to publish with: run npm run build.",
    );
  });
}
