/**
 * The couple's admin API and the public guest-moments endpoint: paths and
 * JSON shapes shared by the server (src/server/admin) and the admin page
 * (src/client/admin). Dates travel as ISO-8601 strings. Every failure uses the
 * one error shape `{ "error": { "code", "message" } }`.
 *
 * Admin calls need the session cookie (ADMIN_SESSION_COOKIE) and are refused
 * with 401 `unauthorized` without one and 403 `cross_site` when the request
 * comes from another site (Origin / Sec-Fetch-Site).
 */

export const ADMIN_API = {
  /**
   * GET → AdminSessionState; POST {email, password} (a person) or {password} (the operator's ADMIN_PASSWORD) →
   * AdminSessionState (sets the cookie); DELETE → 204 (signs out). People's own routes: admin-people.ts.
   */
  session: "/api/admin/session",
  /** DELETE → 204: ends every session on every device, this one included ("sign out everywhere"). */
  sessions: "/api/admin/sessions",
  /** GET → AdminSite: what the admin shows of the wedding (the couple, the time zone, every event's title and meals). */
  site: "/api/admin/site",
  /** GET → RsvpDashboard */
  rsvps: "/api/admin/rsvps",
  /** POST TestMailRequest → 202 TestMailQueued: a test mail through the outbox, as guests' mails go. */
  testMail: "/api/admin/mail/test",
  /** DELETE → 204 */
  rsvp: (id: string) => `/api/admin/rsvps/${encodeURIComponent(id)}`,
  /** GET → text/csv attachment (UTF-8 with BOM, every field quoted, formulas neutralised) */
  rsvpsCsv: "/api/admin/rsvps.csv",
  /** GET ?status=pending|approved|rejected → AdminPhotoList */
  photos: "/api/admin/photos",
  /** DELETE → 204 (record and every blob) */
  photo: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}`,
  /** POST {status:"approved"|"rejected"|"pending"} → AdminPhoto */
  photoStatus: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/status`,
  /** POST {ids: string[]} → {approved: number} */
  photosBulkApprove: "/api/admin/photos/approve",
  /** GET → image (thumbnail, webp) */
  photoThumbnail: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/thumbnail`,
  /** GET → image (published copy, jpeg) */
  photoPublished: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/published`,
  /** GET → the private original as uploaded (Content-Disposition attachment) */
  photoOriginal: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/original`,
  /** GET → application/zip, streamed: the originals of every approved photo and PHOTO_LIST_CSV */
  approvedZip: "/api/admin/photos/approved.zip",
  /** GET → application/zip, streamed: every original in a folder per status (pending/, approved/, rejected/) and PHOTO_LIST_CSV */
  allPhotosZip: "/api/admin/photos/all.zip",
} as const;

/**
 * The list inside each photos ZIP: one row per photo (its path in the ZIP,
 * status, uploader, household, capture and upload times), CSV as rsvpsCsv.
 */
export const PHOTO_LIST_CSV = "photo-list.csv";

/** The couple's "Guest data" page (behind the admin session). */
export const GUEST_DATA_ADMIN_API = {
  /** GET → GuestDataSummary. */
  summary: "/api/admin/guest-data",
  /** GET → GuestDataArchive as a JSON download: everything held about guests, before retention deletes it. */
  export: "/api/admin/guest-data/export",
  /** GET ?q=<at least 2 characters> → PersonSearch: households (and their RSVP) naming q in a name, email, phone or message, and photos sent under a name naming it. */
  search: "/api/admin/guest-data/search",
  /** DELETE → 204: erases the household everywhere (also through GUEST_LIST_API.household and ADMIN_API.rsvp). */
  household: (id: string) => `/api/admin/guest-data/households/${encodeURIComponent(id)}`,
} as const;

/**
 * The couple's faces for the printed invitation cards (@font-face rules, --font-card-display and
 * --font-card-text), published beside the pages: the cards' page links it when it opens, so the rest of the
 * admin never loads them.
 */
export const CARD_FONTS_STYLESHEET = "/card-fonts.css";

/** The session cookie's name over https; plain "wedding_admin" on http://localhost (a __Host- cookie needs Secure). */
export const ADMIN_SESSION_COOKIE = "__Host-wedding_admin";
export const ADMIN_SESSION_COOKIE_INSECURE = "wedding_admin";

/** ADMIN_PASSWORD shorter than this leaves the admin disabled (said at start). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export const ADMIN_ERROR_CODES = {
  unauthorized: "unauthorized",
  crossSite: "cross_site",
  wrongPassword: "wrong_password",
  lockedOut: "locked_out",
  /** 429: too many wrong passwords from every address together; sign-in is paused for everyone (sessions go on). */
  signInPaused: "sign_in_paused",
  /** 503: the store that counts sign-in attempts is away, so no password is checked. */
  signInUnavailable: "sign_in_unavailable",
  adminDisabled: "admin_disabled",
  notFound: "not_found",
} as const;

/** The bodies' types, derived from their schemas (admin-schemas.ts); a type-only export keeps zod off the guest page. */
export type {
  AdminOutboxMail,
  AdminPhoto,
  AdminPhotoList,
  AdminRsvp,
  AdminSessionState,
  AdminSite,
  RsvpDashboard,
  RsvpTotals,
  TestMailQueued,
  TestMailRequest,
} from "./admin-schemas.ts";
