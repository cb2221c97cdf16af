import type { ContentFor, WeddingContent } from "../shared/content-schema.ts";
import { createContentRepository } from "./db/content-repository.ts";
import type { Database } from "./db/database.ts";
import { createHouseholdRepository } from "./db/household-repository.ts";
import { createIdempotencyRepository } from "./db/idempotency-repository.ts";
import { createMailSettingsRepository } from "./db/mail-settings-repository.ts";
import { createOutboxRepository } from "./db/outbox-repository.ts";
import { createPhotoRepository } from "./db/photo-repository.ts";
import { createRsvpRepository } from "./db/rsvp-repository.ts";
import { createRsvpSettingsRepository } from "./db/rsvp-settings-repository.ts";
import { createSlideshowKeyRepository } from "./db/slideshow-key-repository.ts";
import { createSlideshowRepository } from "./db/slideshow-repository.ts";
import { createUploadFinishRepository } from "./db/upload-finish-repository.ts";
import type { Logger } from "./logger.ts";
import type { MailSettingsStore } from "./mail/mail-settings-store.ts";
import type { EnvironmentMail, MailRouter } from "./mail/mail-way.ts";
import {
  CONFIRMATION_MAIL_WINDOW_MS,
  CONFIRMATION_MAILS_PER_MAILBOX,
  createConfirmationMailLimit,
} from "./services/confirmation-mail-limit.ts";
import { createErasure } from "./services/erasure.ts";
import { createGuestDataAdmin } from "./services/guest-data-admin.ts";
import { answersOf, createGuestList } from "./services/guest-list.ts";
import { createGuestListImport } from "./services/guest-list-import.ts";
import { createGuestMoments } from "./services/guest-moments.ts";
import { createIdempotency } from "./services/idempotency.ts";
import { createInvitationSending } from "./services/invitation-sending.ts";
import { createInvitationService } from "./services/invitation-service.ts";
import { createMailSetup } from "./services/mail-setup.ts";
import { createPeople } from "./services/people.ts";
import { createPhotoOwner } from "./services/photo-owner.ts";
import { createPhotoReview } from "./services/photo-review.ts";
import { createPhotoService } from "./services/photo-service.ts";
import { createMemoryRateLimiter, type RateLimiter } from "./services/rate-limit.ts";
import { createRsvpAdmin } from "./services/rsvp-admin.ts";
import { createRsvpService } from "./services/rsvp-service.ts";
import { createRsvpWindow } from "./services/rsvp-window.ts";
import { createSlideshowFeed } from "./services/slideshow-feed.ts";
import { createSlideshowKeys } from "./services/slideshow-keys.ts";
import { createUploadFinishes } from "./services/upload-finishes.ts";
import { createUploadQuota, type PhotoRateLimits } from "./services/upload-quota.ts";
import type { BlobStore } from "./storage/blob-store.ts";

/** Every repository, each bound to the database; a service that opens a transaction passes it to their methods. */
export function buildRepositories(database: Database) {
  return {
    contentVersions: createContentRepository(database),
    households: createHouseholdRepository(database),
    idempotencyKeys: createIdempotencyRepository(database),
    mailSettings: createMailSettingsRepository(database),
    outbox: createOutboxRepository(database),
    photos: createPhotoRepository(database),
    rsvps: createRsvpRepository(database),
    rsvpSettings: createRsvpSettingsRepository(database),
    slideshow: createSlideshowRepository(database),
    slideshowKeys: createSlideshowKeyRepository(database),
    uploadFinishes: createUploadFinishRepository(database),
  };
}

export type Repositories = ReturnType<typeof buildRepositories>;

/** What the services are built from: the open parts (database, storage) and the settings that shape the rules. */
export interface ServiceDeps {
  /** The couple's view of the content: every event (the admin, the server's rules). */
  content: WeddingContent;
  /** Each audience's view of it: the printed cards and a reminder's preview. */
  contentFor: ContentFor;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** A private folder for uploads in flight (prepareUploadTempDir). */
  uploadTempDir: string;
  /** Limits photo uploads per device, per client address and for the site (UploadQuota); none when absent. */
  photoRateLimits?: PhotoRateLimits;
  /** The couple's address for a copy of each RSVP (NOTIFY_EMAIL). */
  notifyEmail?: string | null;
  /** Called after an RSVP is stored or the admin queues mails: wakes the mail sender. */
  onRsvpStored?: () => void;
  /** How long a household's confirmation waits for its answers to settle; CONFIRMATION_DELAY_MS when absent. */
  confirmationDelayMs?: number;
  /** Counts confirmation mails per mailbox (one a day); in memory when absent. */
  confirmationMailLimiter?: RateLimiter;
  /**
   * Which way mail goes (mail-way.ts) and the couple's saved settings, for the admin's Mail screen; without it
   * the screen answers 503 and the dashboard says mail goes to files when `mailDir` is set.
   */
  mail?: { environment: EnvironmentMail | null; store: MailSettingsStore; router: Pick<MailRouter, "current"> };
  /** The folder of .eml files when mail goes there (no SMTP_URL), so erasure removes them too; null with SMTP. */
  mailDir?: string | null;
  /** The clock of review times, the RSVP deadline and upload finishes' leases; tests move it. */
  now?: () => Date;
}

/**
 * The composition root: every service, built once from its repositories, for
 * the routes (createApp, adminRoutes) and the server's background work
 * (erasure at start, retention, the storage reconciler, the mail sender).
 */
export function buildServices(deps: ServiceDeps, repositories: Repositories = buildRepositories(deps.database)) {
  const { database, content, logger } = deps;
  const { households, outbox, photos: photoRecords, rsvps: rsvpRecords } = repositories;
  const clock = deps.now ?? (() => new Date());
  const notifyEmail = deps.notifyEmail ?? null;
  const onStored = deps.onRsvpStored ? { onStored: deps.onRsvpStored } : {};
  const rsvpWindow = createRsvpWindow(repositories.rsvpSettings, content, clock);
  const erasure = createErasure({ database, blobs: deps.blobs, mailDir: deps.mailDir ?? null, logger, now: clock });
  const confirmations = createConfirmationMailLimit(
    deps.confirmationMailLimiter ??
      createMemoryRateLimiter({ limit: CONFIRMATION_MAILS_PER_MAILBOX, windowMs: CONFIRMATION_MAIL_WINDOW_MS }),
    logger,
  );
  const guestListDeps = {
    ...deps,
    ...repositories,
    window: rsvpWindow,
    erasure,
    now: clock,
    onMailQueued: deps.onRsvpStored,
  };
  // The couple's guest list, one service to its routes: the list and its edits, the import, the links sent out.
  const guestList = {
    ...createGuestList(guestListDeps),
    ...createGuestListImport(guestListDeps),
    ...createInvitationSending(guestListDeps),
  };
  const mailSetup = deps.mail
    ? createMailSetup({ ...deps.mail, contentFor: deps.contentFor, logger, now: clock })
    : null;
  const mailRouter = deps.mail?.router;
  return {
    repositories,
    rsvpWindow,
    mailSetup,
    erasure,
    // Answers sent again under their Idempotency-Key are the same answers (ADR 039).
    idempotency: createIdempotency({ keys: repositories.idempotencyKeys }),
    invitations: createInvitationService({
      database,
      households,
      rsvps: rsvpRecords,
      photos: photoRecords,
      outbox,
      content,
      contentFor: deps.contentFor,
      window: rsvpWindow,
      erasure,
      notifyEmail,
      confirmations,
      clock,
      ...(deps.confirmationDelayMs !== undefined ? { confirmationDelayMs: deps.confirmationDelayMs } : {}),
      ...onStored,
    }),
    rsvps: createRsvpService({
      database,
      rsvps: rsvpRecords,
      households,
      outbox,
      content,
      contentFor: deps.contentFor,
      window: rsvpWindow,
      clock,
      notifyEmail,
      confirmations,
      ...onStored,
    }),
    photos: createPhotoService({
      database,
      photos: photoRecords,
      blobs: deps.blobs,
      tempDir: deps.uploadTempDir,
      maxFileBytes: () => content.guestPhotos.maxFileBytes,
      autoApprove: () => content.guestPhotos.autoApprove,
      now: clock,
    }),
    uploadQuota: createUploadQuota(deps.photoRateLimits ?? {}, logger),
    photoOwner: createPhotoOwner({ photos: photoRecords, erasure }),
    uploadFinishes: createUploadFinishes({
      database,
      finishes: repositories.uploadFinishes,
      logger,
      now: () => clock().getTime(),
    }),
    moments: createGuestMoments(photoRecords, { hidden: () => content.guestPhotos.uploadOnly }),
    slideshowFeed: createSlideshowFeed({ feed: repositories.slideshow, photos: photoRecords }),
    slideshowKeys: createSlideshowKeys(repositories.slideshowKeys),
    guestList,
    rsvpAdmin: createRsvpAdmin({
      rsvps: rsvpRecords,
      outbox,
      erasure,
      // While mail goes only to files on the server the admin says so, never "sent"; asked each time, as saved
      // settings change it without a restart.
      mail: {
        delivery: mailRouter
          ? async () => ((await mailRouter.current()).kind === "files" ? "file" : "smtp")
          : async () => (deps.mailDir ? "file" : "smtp"),
        testRecipient: notifyEmail,
        onQueued: deps.onRsvpStored,
      },
      answers: () => guestList.list().then(answersOf),
      now: clock,
    }),
    photoReview: createPhotoReview({ photos: photoRecords, erasure, now: clock }),
    guestData: createGuestDataAdmin({ database, rsvps: rsvpRecords, content, now: clock }),
    people: createPeople(database, clock),
  };
}

export type Services = ReturnType<typeof buildServices>;
