import { z } from "zod/mini";
import {
  DELETION_REASONS,
  type GuestDataExport,
  type GuestDataSummary,
  type PersonMatch,
  type PersonSearch,
  type PhotoMatch,
} from "./privacy.ts";
import { count, isoDate, StoredRsvpSchema } from "./schema-parts.ts";

/**
 * The couple's "Guest data" answers (GUEST_DATA_ADMIN_API), as schemas the
 * admin page parses them with, and the guest's own (GUEST_DATA_API.data), as
 * the guest page parses it; each is checked against the contract's interface
 * in privacy.ts, so the two cannot drift apart.
 */

/** GUEST_DATA_ADMIN_API.search: at least this many characters (trimmed), at most the other. */
export const MIN_GUEST_SEARCH_LENGTH = 2;
export const MAX_GUEST_SEARCH_LENGTH = 200;
/** At most this many households, and this many photos, answer one search. */
export const MAX_PERSON_MATCHES = 50;
/** The summary's deletion log shows the newest this many. */
export const DELETION_LOG_LIMIT = 100;

export const DeletionLogEntrySchema = z.object({
  at: isoDate,
  reason: z.enum(DELETION_REASONS),
  completed: z.boolean(),
  households: count,
  guests: count,
  rsvps: count,
  mails: count,
  mailFiles: count,
  photos: count,
  files: count,
});

const RetentionInfoSchema = z.object({
  days: z.nullable(count),
  deletesAt: z.nullable(isoDate),
  keepApprovedPhotos: z.boolean(),
});

export const GuestDataSummarySchema = z.object({
  held: z.object({
    households: count,
    guests: count,
    rsvps: count,
    mails: count,
    photos: count,
    photoOriginals: count,
  }),
  retention: RetentionInfoSchema,
  deletions: z.array(DeletionLogEntrySchema),
}) satisfies z.ZodMiniType<GuestDataSummary>;

export const PersonMatchSchema = z.object({
  householdId: z.string(),
  displayName: z.string(),
  guestNames: z.array(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  selfRegistered: z.boolean(),
  rsvpId: z.nullable(z.string()),
  photos: count,
  mails: count,
}) satisfies z.ZodMiniType<PersonMatch>;

export const PhotoMatchSchema = z.object({
  photoId: z.string(),
  uploaderName: z.string(),
  fileName: z.string(),
  status: z.string(),
  uploadedAt: isoDate,
  householdId: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PhotoMatch>;

export const PersonSearchSchema = z.object({
  households: z.array(PersonMatchSchema),
  photos: z.array(PhotoMatchSchema),
}) satisfies z.ZodMiniType<PersonSearch>;

export const GuestDataExportSchema = z.object({
  exportedAt: isoDate,
  collectedBy: z.string(),
  household: z.object({
    displayName: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    createdAt: isoDate,
    invitedAt: z.nullable(isoDate),
    openedAt: z.nullable(isoDate),
    answeredAt: z.nullable(isoDate),
    /** The language of its link, mails and card, as chosen (null: the site's first). */
    language: z.nullable(z.string()),
    invitedEvents: z.array(z.object({ id: z.string(), title: z.string() })),
    guests: z.array(
      z.object({
        name: z.nullable(z.string()),
        child: z.boolean(),
        dietary: z.nullable(z.string()),
        answers: z.array(
          z.object({
            eventId: z.string(),
            event: z.string(),
            attending: z.boolean(),
            meal: z.nullable(z.string()),
            answeredAt: isoDate,
          }),
        ),
      }),
    ),
  }),
  rsvp: z.nullable(StoredRsvpSchema),
  photos: z.array(z.object({ id: z.string(), fileName: z.string(), status: z.string(), uploadedAt: isoDate })),
  mails: z.array(
    z.object({ kind: z.string(), recipient: z.string(), createdAt: isoDate, sentAt: z.nullable(isoDate) }),
  ),
  retention: RetentionInfoSchema,
}) satisfies z.ZodMiniType<GuestDataExport>;
