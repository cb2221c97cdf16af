import { z } from "zod/mini";
import type {
  AdminOutboxMail,
  AdminPhoto,
  AdminPhotoList,
  AdminRsvp,
  AdminSessionState,
  RsvpDashboard,
  RsvpTotals,
} from "../../shared/admin-api.ts";
import { OUTBOX_STATUSES } from "../../shared/admin-api.ts";

/**
 * The admin API's answers, parsed before use (STYLE.md: no `as` on network
 * data). Each schema is typed against the shared contract, so the two cannot
 * drift apart. zod/mini is fine here: this is the couple's page, never the
 * guests' bundle.
 */

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), "not a date"));
const count = z.number().check(z.int(), z.nonnegative());

export const AdminSessionStateSchema: z.ZodMiniType<AdminSessionState> = z.object({
  signedIn: z.boolean(),
  enabled: z.boolean(),
});

const AdminRsvpSchema: z.ZodMiniType<AdminRsvp> = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  partnerName: z.nullable(z.string()),
  message: z.nullable(z.string()),
  submittedAt: isoDate,
});

const RsvpTotalsSchema: z.ZodMiniType<RsvpTotals> = z.object({
  responses: count,
  attending: count,
  guests: count,
  notAttending: count,
});

const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);

const AdminOutboxMailSchema: z.ZodMiniType<AdminOutboxMail> = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  status: OutboxStatusSchema,
  attempts: count,
  lastError: z.nullable(z.string()),
  createdAt: isoDate,
  sentAt: z.nullable(isoDate),
});

export const RsvpDashboardSchema: z.ZodMiniType<RsvpDashboard> = z.object({
  totals: RsvpTotalsSchema,
  rsvps: z.array(AdminRsvpSchema),
  outbox: z.object({
    counts: z.object({ pending: count, sent: count, failed: count }),
    recent: z.array(AdminOutboxMailSchema),
  }),
});

const AdminPhotoStatusSchema = z.enum(["pending", "approved", "rejected"]);

export const AdminPhotoSchema: z.ZodMiniType<AdminPhoto> = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: count,
  mimeType: z.string(),
  status: AdminPhotoStatusSchema,
  createdAt: isoDate,
  reviewedAt: z.nullable(isoDate),
  width: z.nullable(count),
  height: z.nullable(count),
  missingFiles: z.boolean(),
});

export const AdminPhotoListSchema: z.ZodMiniType<AdminPhotoList> = z.object({
  status: AdminPhotoStatusSchema,
  photos: z.array(AdminPhotoSchema),
  counts: z.object({ pending: count, approved: count, rejected: count }),
});

export const BulkApprovedSchema = z.object({ approved: count });
