import { UPLOAD_EXPIRY_MS } from "../shared/uploads.ts";
import {
  ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
  ADMIN_SIGN_IN_MAX_FAILURES,
  ADMIN_SIGN_IN_WINDOW_MS,
} from "./admin/session-routes.ts";
import type { AppDeps } from "./app.ts";
import {
  INVITATION_LOOKUP_MAX_FAILURES,
  INVITATION_LOOKUP_SITE_MAX_FAILURES,
  INVITATION_LOOKUP_SITE_WINDOW_MS,
  INVITATION_LOOKUP_WINDOW_MS,
} from "./routes/invitations.ts";
import { PHOTO_TOKEN_MAX_FAILURES, PHOTO_TOKEN_WINDOW_MS } from "./routes/photos.ts";
import { UPLOAD_TOKEN_MAX_FAILURES, UPLOAD_TOKEN_WINDOW_MS } from "./routes/resumable-uploads.ts";
import { SLIDESHOW_KEY_MAX_FAILURES, SLIDESHOW_KEY_WINDOW_MS } from "./routes/slideshow.ts";
import { CONFIRMATION_MAIL_WINDOW_MS, CONFIRMATION_MAILS_PER_MAILBOX } from "./services/confirmation-mail-limit.ts";
import type { RateLimiterFactory } from "./services/rate-limiter-factory.ts";

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

/**
 * The photo limits beyond the device's (docs/decisions/035-a-venue-is-not-one-guest.md,
 * docs/deployment.md "Limits"). The address's ring is loose: a venue of 300 guests behind
 * one address sharing 5 photos each in one hour stays inside it. The site's
 * ceilings bound what the server takes in whoever sends it.
 */
export const PHOTOS_PER_ADDRESS_PER_HOUR = 1500;
export const PHOTO_MB_PER_ADDRESS_PER_HOUR = 6 * 1024;
export const PHOTO_MB_PER_SITE_PER_HOUR = 12 * 1024;
/** Resumable uploads started and not finished, site-wide: at most this many times the couple's largest file lie in incoming/. */
export const MAX_UNFINISHED_UPLOADS = 1000;

/** The figures the operator sets (env.ts); 0 turns that kind of limit off, its ring and ceiling too (benchmarks). */
export interface LimitSettings {
  rsvpPerMinute: number;
  photosPerDevicePerHour: number;
  photoMbPerDevicePerHour: number;
}

export type SiteLimiters = Required<
  Pick<
    AppDeps,
    | "rateLimiter"
    | "photoRateLimits"
    | "adminSignInLimiter"
    | "adminSignInGlobalLimiter"
    | "confirmationMailLimiter"
    | "invitationLimiter"
    | "invitationSiteLimiter"
    | "photoTokenLimiter"
    | "uploadTokenLimiter"
    | "slideshowKeyLimiter"
  >
>;

/** Every limiter of the server on the factory's one store (Redis, the database or memory), named apart. */
export function createSiteLimiters(limits: RateLimiterFactory, settings: LimitSettings): SiteLimiters {
  const photos = settings.photosPerDevicePerHour > 0;
  const bytes = settings.photoMbPerDevicePerHour > 0;
  const perHour = (name: string, limit: number) => limits.create({ name, limit, windowMs: HOUR_MS });
  return {
    rateLimiter: limits.create({ name: "rsvp", limit: settings.rsvpPerMinute, windowMs: 60_000 }),
    photoRateLimits: {
      deviceCount: perHour("photo-device-count", settings.photosPerDevicePerHour),
      deviceBytes: perHour("photo-device-bytes", settings.photoMbPerDevicePerHour * MB),
      addressCount: perHour("photo-count", photos ? PHOTOS_PER_ADDRESS_PER_HOUR : 0),
      addressBytes: perHour("photo-bytes", bytes ? PHOTO_MB_PER_ADDRESS_PER_HOUR * MB : 0),
      siteBytes: perHour("photo-site-bytes", bytes ? PHOTO_MB_PER_SITE_PER_HOUR * MB : 0),
      // Counted over the time an unfinished upload is kept: one left behind stops counting when it would expire.
      siteUnfinished: limits.create({
        name: "photo-site-unfinished",
        limit: photos ? MAX_UNFINISHED_UPLOADS : 0,
        windowMs: UPLOAD_EXPIRY_MS,
      }),
    },
    confirmationMailLimiter: limits.create({
      name: "confirmation-mail",
      limit: CONFIRMATION_MAILS_PER_MAILBOX,
      windowMs: CONFIRMATION_MAIL_WINDOW_MS,
    }),
    adminSignInLimiter: limits.create({
      name: "admin-sign-in",
      limit: ADMIN_SIGN_IN_MAX_FAILURES,
      windowMs: ADMIN_SIGN_IN_WINDOW_MS,
    }),
    adminSignInGlobalLimiter: limits.create({
      name: "admin-sign-in-all",
      limit: ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
      windowMs: ADMIN_SIGN_IN_WINDOW_MS,
    }),
    invitationLimiter: limits.create({
      name: "invitation-lookups",
      limit: INVITATION_LOOKUP_MAX_FAILURES,
      windowMs: INVITATION_LOOKUP_WINDOW_MS,
    }),
    invitationSiteLimiter: limits.create({
      name: "invitation-lookups-all",
      limit: INVITATION_LOOKUP_SITE_MAX_FAILURES,
      windowMs: INVITATION_LOOKUP_SITE_WINDOW_MS,
    }),
    photoTokenLimiter: limits.create({
      name: "photo-tokens",
      limit: PHOTO_TOKEN_MAX_FAILURES,
      windowMs: PHOTO_TOKEN_WINDOW_MS,
    }),
    uploadTokenLimiter: limits.create({
      name: "upload-tokens",
      limit: UPLOAD_TOKEN_MAX_FAILURES,
      windowMs: UPLOAD_TOKEN_WINDOW_MS,
    }),
    slideshowKeyLimiter: limits.create({
      name: "slideshow-keys",
      limit: SLIDESHOW_KEY_MAX_FAILURES,
      windowMs: SLIDESHOW_KEY_WINDOW_MS,
    }),
  };
}
