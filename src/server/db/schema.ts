import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { OutboxStatus } from "../../shared/mail-outbox.ts";
import type { PhotoStatus } from "../../shared/photo.ts";

/**
 * Row types as the application sees them. Booleans and timestamps are stored
 * natively on PostgreSQL and as 0/1 and ISO-8601 text on SQLite; the SQLite
 * values plugin and the repositories' row mappers hide that difference.
 */
type Timestamp = ColumnType<Date | string, Date, Date>;
type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface RsvpsTable {
  id: string;
  name: string;
  email: string;
  /** The email trimmed and lower-cased: the unique key of one RSVP per guest. */
  email_normalized: string;
  attending: Bool;
  partner_name: string | null;
  message: string | null;
  /** The server's clock at insert (docs/product.md, decision 4). */
  submitted_at: Timestamp;
}

export interface WeddingPhotosTable {
  id: string;
  file_name: string;
  file_path: string;
  file_size: number;
  mime_type: string;
  uploaded_by_name: string;
  uploaded_by_email: string;
  status: PhotoStatus;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  /** The re-encoded copy without metadata, for display once approved; null on rows from before copies existed. */
  published_path: string | null;
  thumbnail_path: string | null;
  /** Of the published copy, in pixels. */
  width: number | null;
  height: number | null;
  /** A file the row names is gone from storage, as the last storage reconcile found; false on insert. */
  files_missing: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The household whose personal link sent it (migration 008); erased with that household. */
  household_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 hex of the secret the uploading browser keeps to delete it (migration 008). */
  delete_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the photo was taken, as the file or the phone said (migration 009); null when unknown. */
  captured_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** SHA-256 hex of the original's bytes as they arrived (migration 015), unique: the same bytes are stored once; null on older rows. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MailOutboxTable {
  id: string;
  /** The RSVP this mail is about; cleared if that RSVP is deleted. */
  rsvp_id: string | null;
  /** The household this mail is about (migration 007); cleared if that household is deleted. */
  household_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** One of MAIL_KINDS (mail/mail-kinds.ts) when written; read back unchecked. */
  kind: string;
  recipient: string;
  /** What the mail is rendered from when sent (its kind's data, e.g. the RSVP's facts) as JSON. */
  message: string;
  /** Migration 001's CHECK constraint lists these too; migrations are history, so it stays as written. */
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The couple's admin sign-ins (docs/decisions/011-admin-sessions.md). */
export interface AdminSessionsTable {
  /** SHA-256 hex of the cookie's random token; the token itself is never stored. */
  id: string;
  created_at: Timestamp;
  /** Moves on each use; the session ends when it is older than the idle timeout. */
  last_seen_at: Timestamp;
  /** The absolute end, however active the session. */
  expires_at: Timestamp;
  /**
   * HMAC-SHA256 of the token under the scrypt key of the ADMIN_PASSWORD the
   * session was made with (base64url); null on rows from before migration 005,
   * which are refused. A new password makes every older session's differ.
   */
  password_fingerprint: string | null;
  /** The person whose session it is (admin_people.id); null for the operator's ADMIN_PASSWORD (migration 018). */
  subject: string | null;
}

/** Someone who signs in to the admin (migration 018). */
export interface AdminPeopleTable {
  id: string;
  name: string;
  email: string;
  /** The email trimmed and lower-cased: one person per address. */
  email_normalized: string;
  /** scrypt, its parameters and salt with it (admin/person-password.ts). */
  password_hash: string;
  /** Random, base64url: their sessions' fingerprints are keyed by it, so the row's removal ends them. */
  session_key: string;
  role: string;
  side: string | null;
  created_at: Timestamp;
}

/** An open invite link, by its token's SHA-256 (migration 018). */
export interface AdminInvitesTable {
  id: string;
  token_hash: string;
  role: string;
  side: string | null;
  /** The inviting person's name. */
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Who did what to which target in the admin (migration 018): ids and short words, never a guest's contact details. */
export interface AdminAuditTable {
  /** The order entries were written in; newest first is seq descending. */
  seq: Generated<number | string>;
  id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  summary: string;
}

/** Settings of this install; "password_salt" is the scrypt salt for ADMIN_PASSWORD (migration 005). */
export interface AdminSettingsTable {
  name: string;
  value: string;
}

/** One fixed window of one rate limiter for one key; times in epoch milliseconds (bigint on PostgreSQL). */
export interface RateLimitsTable {
  /** The limiter's name and the client key, e.g. "rsvp:203.0.113.7". */
  key: string;
  window_start: ColumnType<number | string, number, number>;
  hits: ColumnType<number | string, number, number>;
  expires_at: ColumnType<number | string, number, number>;
}

/** A household of the guest list (migration 007, docs/product.md decision 13). */
export interface HouseholdsTable {
  id: string;
  display_name: string;
  email: string | null;
  phone: string | null;
  /** The personal link's secret, /i/<code> (INVITATION_CODE_PATTERN); unique. */
  code: string;
  message: string | null;
  /** Made from an RSVP of the open form (then rsvp_id names it), not by the couple. */
  self_registered: Bool;
  rsvp_id: string | null;
  /** Moves by one with every write of a form, the guests' or the couple's: the version check of two people editing at once (decisions 022, 033). */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  invited_at: Timestamp | null;
  opened_at: Timestamp | null;
  /** When every guest had answered every invited event (the last time they did). */
  answered_at: Timestamp | null;
  last_reminder_at: Timestamp | null;
  /** The language of its link, mails and card (a code of the site's languages); null: the site's first (migration 017). */
  language: string | null;
  /** Whose side it is on, as the couple wrote it; null for none (migration 018). A family member sees only their side's. */
  side: string | null;
}

export interface HouseholdGuestsTable {
  id: string;
  household_id: string;
  /** Order within the household, from 0. */
  position: number;
  /** Null only for an unnamed seat (is_seat) the household has not named yet. */
  name: string | null;
  is_child: Bool;
  /** A "guest of" seat the household names itself. */
  is_seat: Bool;
  dietary: string | null;
}

/** The events a household is invited to (content event ids). */
export interface HouseholdEventsTable {
  household_id: string;
  event_id: string;
}

/** One guest's answer to one event; a meal only when attending. */
export interface GuestAnswersTable {
  guest_id: string;
  event_id: string;
  attending: Bool;
  meal: string | null;
  answered_at: Timestamp;
}

/** What was erased, when and why: counts only (migration 008). */
export interface DeletionLogTable {
  id: string;
  at: Timestamp;
  /** One of DELETION_REASONS (shared/privacy.ts). */
  reason: string;
  /** ErasedCounts (shared/privacy.ts) as JSON. */
  counts: string;
  /** When the last of its files was removed (migration 013); null while an interrupted erasure has files to remove. */
  completed_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** A file an erasure still has to remove (migration 013): written with the erasure's rows, gone with the file. */
export interface ErasureFilesTable {
  deletion_id: string;
  /** "blob": a key in the photo store; "mail": an .eml file name in the mail folder. */
  kind: "blob" | "mail";
  name: string;
}

/** A scheduled job's lease, so one instance of several runs it at a time (migration 008). */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  expires_at: Timestamp | null;
  last_run_at: Timestamp | null;
}

/**
 * A resumable upload whose bytes all arrived, finished once (migration 012):
 * claimed by one request ("finishing", with a lease its holder renews), then
 * "done" with the answer that request gave. Times in epoch milliseconds.
 */
export interface UploadFinishesTable {
  /** The tus upload's id. */
  upload_id: string;
  /** SHA-256 hex of the guest's photo token: a repeat must carry the same token. */
  token_hash: string;
  upload_size: ColumnType<number | string, number, number>;
  state: "finishing" | "done";
  /** Who holds (or held) the claim: a random name per app. */
  holder: string;
  /** Past this, a claim still "finishing" was left by a crash, and the next request for the upload takes it over. */
  lease_expires_at: ColumnType<number | string, number, number>;
  /** The photo the finish made; null while finishing, or when the photo was refused. */
  photo_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The answer given (status and JSON body); null while finishing. */
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
  response_body: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<number | string, number, number>;
}

/**
 * An answer's Idempotency-Key (migration 014): claimed by one request
 * ("running", with a lease), then "done" with the answer it gave, written in
 * the transaction that stored the answer. Times in epoch milliseconds.
 */
export interface IdempotencyKeysTable {
  /** What the key is for ("rsvp", "household-answers"): keys of two endpoints never meet. */
  scope: string;
  key: string;
  /** SHA-256 hex of the request (method, path and body): a repeat must be the same request. */
  fingerprint: string;
  state: "running" | "done";
  /** Who holds (or held) the claim: a random name per request. */
  holder: string;
  /** Past this, a claim still "running" was left by a crash (nothing was stored), and the next repeat takes it over. */
  lease_expires_at: ColumnType<number | string, number, number>;
  /** The answer given (status and JSON body); null while running. */
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
  response_body: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the answer stored: the key goes when it does (erasure). */
  rsvp_id: ColumnType<string | null, string | null | undefined, string | null>;
  household_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<number | string, number, number>;
}

/** Where a content version came from: the seed file at first start, `content:publish`, or the couple's admin. */
export type ContentVersionSource = "seed" | "cli" | "admin";

/** A version of the couple's content (migration 016): the file as written and its pictures by SHA-256. */
export interface ContentVersionsTable {
  id: Generated<number>;
  yaml: string;
  /** JSON `{ [name as written in the content]: sha256 hex }`: the pictures' bytes are in the blob store. */
  pictures: string;
  source: ContentVersionSource;
  created_at: Timestamp;
  /** Who stored it ("admin", "content:publish"); null when nobody in particular (the seed). */
  created_by: string | null;
  /** Its latest publication; null while never published. */
  published_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** The blob key of its published site's index; null while never published. */
  site: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code build its site was made with; null while never published. */
  code_build: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The one row (id 1) every instance follows (migration 016): the published
 * version and its site; `generation` moves on by one at every switch, which is
 * a compare-and-set on it. All null at generation 0, before the first.
 */
export interface SitePublicationTable {
  id: number;
  version_id: number | null;
  site: string | null;
  code_build: string | null;
  published_at: ColumnType<Date | string | null, Date | null, Date | null>;
  generation: number;
}

export interface DatabaseSchema {
  content_versions: ContentVersionsTable;
  site_publication: SitePublicationTable;
  deletion_log: DeletionLogTable;
  erasure_files: ErasureFilesTable;
  job_leases: JobLeasesTable;
  households: HouseholdsTable;
  household_guests: HouseholdGuestsTable;
  household_events: HouseholdEventsTable;
  guest_answers: GuestAnswersTable;
  rsvps: RsvpsTable;
  wedding_photos: WeddingPhotosTable;
  mail_outbox: MailOutboxTable;
  admin_sessions: AdminSessionsTable;
  admin_settings: AdminSettingsTable;
  admin_people: AdminPeopleTable;
  admin_invites: AdminInvitesTable;
  admin_audit: AdminAuditTable;
  rate_limits: RateLimitsTable;
  upload_finishes: UploadFinishesTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type RsvpRow = Selectable<RsvpsTable>;
export type NewRsvpRow = Insertable<RsvpsTable>;
export type WeddingPhotoRow = Selectable<WeddingPhotosTable>;
export type NewWeddingPhotoRow = Insertable<WeddingPhotosTable>;
export type HouseholdRow = Selectable<HouseholdsTable>;
export type HouseholdGuestRow = Selectable<HouseholdGuestsTable>;
export type GuestAnswerRow = Selectable<GuestAnswersTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;

/** Which engine is behind the database: here, so migrations can name it without importing database.ts (which imports them). */
export type SqlDialect = "sqlite" | "postgres";
