import { z } from "zod/mini";
import { AdminActorSchema } from "./admin-people.ts";
import { EventTotalsSchema } from "./household-schemas.ts";
import { MAIL_DELIVERIES, OUTBOX_STATUSES } from "./mail-outbox.ts";
import { PHOTO_STATUSES } from "./photo.ts";
import { count, isoDate, StoredRsvpSchema } from "./schema-parts.ts";
import { LANGUAGES } from "./words/words.ts";

/**
 * The admin API's bodies, each written once (paths and codes are in
 * admin-api.ts). The server validates requests with the request schemas
 * (src/server/validation.ts); the admin page parses answers with the response
 * schemas before use (STYLE.md: no `as` on network data). The types both sides
 * use are derived from them. zod/mini keeps the admin bundle small; the guest
 * page imports types from here, never the module itself.
 */

export const PhotoStatusSchema = z.enum(PHOTO_STATUSES);
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);

// Requests.

/** POST session. */
export const SignInRequestSchema = z.object({
  /** A person's email; absent for the operator's ADMIN_PASSWORD. */
  email: z.optional(z.string().check(z.maxLength(254))),
  password: z.string().check(z.maxLength(1024)),
});
/** GET photos ?status=, pending when absent. */
export const PhotoListQuerySchema = z.object({ status: z._default(PhotoStatusSchema, "pending") });
/** POST photos/:id/status. */
export const PhotoStatusRequestSchema = z.object({ status: PhotoStatusSchema });
/** POST photos/approve: at most this many ids at once. */
export const MAX_BULK_APPROVE_IDS = 1000;
export const BulkApproveRequestSchema = z.object({
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(MAX_BULK_APPROVE_IDS)),
});

// Responses.

export const AdminSessionStateSchema = z.object({
  signedIn: z.boolean(),
  /** Whether ADMIN_PASSWORD is set and long enough: the page then offers the operator's password-only form too. */
  enabled: z.boolean(),
  /** Who is signed in and what they may do; null when nobody is. */
  actor: z._default(z.nullable(AdminActorSchema), null),
  /** Nobody has an account yet: the way in is the setup link the server printed at start. */
  setupPending: z._default(z.boolean(), false),
});

const AdminRsvpSchema = z.extend(StoredRsvpSchema, { id: z.string() });

const RsvpTotalsSchema = z.object({
  responses: count,
  attending: count,
  /** Attending guests plus their partners. */
  guests: count,
  notAttending: count,
});

const AdminOutboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Recipient address: the couple's own view, so shown in full. */
  recipient: z.string(),
  status: OutboxStatusSchema,
  attempts: count,
  lastError: z.nullable(z.string()),
  createdAt: isoDate,
  sentAt: z.nullable(isoDate),
});

export const RsvpDashboardSchema = z.object({
  /**
   * Every answer, whichever way it came (a personal link, the open form, the couple's own entry): people per
   * event, from the households (each open-form RSVP is a household of its own).
   */
  answers: z.object({
    households: count,
    answered: count,
    /** Of those answered, how many came through the open form. */
    throughOpenForm: count,
    events: z.array(EventTotalsSchema),
  }),
  /** The open form's RSVPs (the spec's totals). */
  totals: RsvpTotalsSchema,
  /** Newest first. */
  rsvps: z.array(AdminRsvpSchema),
  outbox: z.object({
    /** "file" while mail is not set up: a "sent" mail was only saved on the server. */
    delivery: z.enum(MAIL_DELIVERIES),
    /** Where a test mail goes unless the couple types another address (NOTIFY_EMAIL); null when unset. */
    testRecipient: z.nullable(z.string()),
    counts: z.record(OutboxStatusSchema, count),
    /** The most recent mails, newest first (at most 100). */
    recent: z.array(AdminOutboxMailSchema),
  }),
});

export const TestMailRequestSchema = z.object({
  to: z.email({ message: "Write the email address to send the test mail to." }),
});

export const TestMailQueuedSchema = z.object({ to: z.string() });

export const AdminPhotoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: count,
  mimeType: z.string(),
  status: PhotoStatusSchema,
  createdAt: isoDate,
  reviewedAt: z.nullable(isoDate),
  width: z.nullable(count),
  height: z.nullable(count),
  /** The name the guest typed when sending it; null when they gave none. */
  uploaderName: z.nullable(z.string()),
  /** The household whose personal link sent it; null for the open page's photos. */
  householdName: z.nullable(z.string()),
  /** When it was taken, as the photo or the phone said; null when unknown. */
  capturedAt: z.nullable(isoDate),
  /**
   * True when the storage check (run at start and hourly) found one of the
   * photo's files (original, published copy or thumbnail) gone from storage:
   * restore it from a backup, or delete the photo.
   */
  missingFiles: z.boolean(),
});

export const AdminPhotoListSchema = z.object({
  status: PhotoStatusSchema,
  photos: z.array(AdminPhotoSchema),
  counts: z.record(PhotoStatusSchema, count),
});

export const BulkApprovedSchema = z.object({ approved: count });

/**
 * GET site: what the admin shows of the wedding, from the content published now. Every event, those by
 * invitation only too, with its title and meals, never its place (the admin's code is public); the couple's
 * names, the wedding's time zone (every time the admin shows is on its clocks), and for the QR poster the
 * site's public origin (null when the content names none) and the public page's dates.
 */
export const AdminSiteSchema = z.object({
  coupleNames: z.string(),
  timeZone: z.string(),
  origin: z.nullable(z.string()),
  datesLabel: z.string(),
  events: z.array(z.object({ id: z.string(), title: z.string(), meals: z.optional(z.array(z.string())) })),
  /** The site's languages, its first the default (site.languages, or the one it is written in): a household's choice. */
  languages: z.array(z.enum(LANGUAGES)),
});

export type SignInRequest = z.output<typeof SignInRequestSchema>;
export type AdminSessionState = z.output<typeof AdminSessionStateSchema>;
export type AdminRsvp = z.output<typeof AdminRsvpSchema>;
export type RsvpTotals = z.output<typeof RsvpTotalsSchema>;
export type AdminOutboxMail = z.output<typeof AdminOutboxMailSchema>;
export type RsvpDashboard = z.output<typeof RsvpDashboardSchema>;
export type TestMailRequest = z.output<typeof TestMailRequestSchema>;
export type TestMailQueued = z.output<typeof TestMailQueuedSchema>;
export type AdminPhoto = z.output<typeof AdminPhotoSchema>;
export type AdminPhotoList = z.output<typeof AdminPhotoListSchema>;
export type BulkApproved = z.output<typeof BulkApprovedSchema>;
export type AdminSite = z.output<typeof AdminSiteSchema>;
