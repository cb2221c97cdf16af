import { INVITATIONS_API_ROOT, PHOTOS_API_ROOT } from "./api-roots.ts";
import type { WeddingContent } from "./content-schema.ts";

/**
 * Guests' personal data under POPIA and the GDPR (docs/product.md, decision
 * 16; docs/decisions/023-guest-data-popia.md): the paths, shapes and dates
 * the page, the admin and the server share.
 */

/** The full privacy notice, prerendered from the content; linked from the footer and every short notice. */
export const PRIVACY_PAGE_PATH = "/privacy";

/** A guest's own data, reached with their personal link's code (the self-registered household's code for an open-form RSVP). */
export const GUEST_DATA_API = {
  /** GET → GuestDataExport as a JSON download (Content-Disposition: attachment). */
  data: (code: string) => `${INVITATIONS_API_ROOT}/${encodeURIComponent(code)}/data`,
  /** PUT ContactCorrection → InvitationView: corrects the household's name, email and phone. */
  contact: (code: string) => `${INVITATIONS_API_ROOT}/${encodeURIComponent(code)}/contact`,
  /** DELETE → 204: erases the household everywhere (rows, mails, mail files, photos); the code is dead after. */
  erase: (code: string) => `${INVITATIONS_API_ROOT}/${encodeURIComponent(code)}`,
} as const;

/** A guest's own photos, from the browser that sent them. */
export const PHOTO_OWNER_API = {
  /** DELETE with PHOTO_TOKEN_HEADER → 204; 404 for a wrong token or a photo that is gone (the same answer). */
  photo: (id: string) => `${PHOTOS_API_ROOT}/${encodeURIComponent(id)}`,
} as const;

/**
 * The upload's answer carries a secret (`deleteToken`) the browser keeps in
 * localStorage; sent back in this header it lets that device delete the photo.
 * The server stores only its SHA-256.
 */
export const PHOTO_TOKEN_HEADER = "X-Photo-Token";
/** Sent with an upload from a personal-link page: the photo belongs to that household (and is erased with it). */
export const INVITATION_CODE_HEADER = "X-Invitation-Code";
/** Where the page keeps {id, deleteToken, fileName, sentAt}[] of the photos this browser sent. */
export const MY_PHOTOS_STORAGE_KEY = "wedding-my-photos";

/** Where the guest's analytics choice is kept (localStorage, never a cookie): "granted" or "denied". */
export const ANALYTICS_CONSENT_STORAGE_KEY = "wedding-analytics-consent";
export type AnalyticsConsent = "granted" | "denied";

export const DELETION_REASONS = ["couple", "guest", "retention"] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** What one erasure removed: counts only, the deletion log's record. */
export interface ErasedCounts {
  households: number;
  guests: number;
  rsvps: number;
  /** Outbox rows. */
  mails: number;
  /** .eml files in DATA_DIR/mail. */
  mailFiles: number;
  /** Photo records removed. */
  photos: number;
  /** Blob files removed (originals, published copies, thumbnails). */
  files: number;
}

export const NO_ERASURE: ErasedCounts = {
  households: 0,
  guests: 0,
  rsvps: 0,
  mails: 0,
  mailFiles: 0,
  photos: 0,
  files: 0,
};

export interface DeletionLogEntry extends ErasedCounts {
  at: string;
  reason: DeletionReason;
  /** False while some of the erasure's files are still to be removed (a crash or a failing store interrupted it). */
  completed: boolean;
}

export interface RetentionInfo {
  /** Null when the content turns retention off. */
  days: number | null;
  /** When guests' data is deleted (ISO instant); null when off. */
  deletesAt: string | null;
  keepApprovedPhotos: boolean;
}

export interface GuestDataSummary {
  held: {
    households: number;
    guests: number;
    rsvps: number;
    mails: number;
    photos: number;
    /** Photos whose original file (with its metadata) is still held. */
    photoOriginals: number;
  };
  retention: RetentionInfo;
  /** Newest first, at most 100. */
  deletions: DeletionLogEntry[];
}

/** One household the couple's search found. */
export interface PersonMatch {
  householdId: string;
  displayName: string;
  guestNames: string[];
  email: string | null;
  phone: string | null;
  selfRegistered: boolean;
  /** The open-form RSVP behind a self-registered household. */
  rsvpId: string | null;
  photos: number;
  mails: number;
}

/** A photo whose uploader's typed name (or address) matched: one sent from the open page has no household. */
export interface PhotoMatch {
  photoId: string;
  uploaderName: string;
  /** The file's name on the guest's device. */
  fileName: string;
  status: string;
  uploadedAt: string;
  householdId: string | null;
}

/** What "Find a person" found: households, and photos sent under a matching name. */
export interface PersonSearch {
  households: PersonMatch[];
  photos: PhotoMatch[];
}

/** PUT GUEST_DATA_API.contact: what a guest may correct besides their answers (which the form edits). */
export interface ContactCorrection {
  displayName: string;
  email: string | null;
  phone: string | null;
}

/** Everything stored about one household, as the guest downloads it (GUEST_DATA_API.data). */
export interface GuestDataExport {
  exportedAt: string;
  collectedBy: string;
  household: {
    displayName: string;
    email: string | null;
    phone: string | null;
    message: string | null;
    createdAt: string;
    invitedAt: string | null;
    openedAt: string | null;
    answeredAt: string | null;
    /** The language of its link, mails and card, as chosen (null: the site's first). */
    language: string | null;
    invitedEvents: { id: string; title: string }[];
    guests: {
      name: string | null;
      child: boolean;
      dietary: string | null;
      answers: { eventId: string; event: string; attending: boolean; meal: string | null; answeredAt: string }[];
    }[];
  };
  /** The open form's RSVP, when the household came from one. */
  rsvp: {
    name: string;
    email: string;
    attending: boolean;
    partnerName: string | null;
    message: string | null;
    submittedAt: string;
  } | null;
  photos: { id: string; fileName: string; status: string; uploadedAt: string }[];
  mails: { kind: string; recipient: string; createdAt: string; sentAt: string | null }[];
  retention: RetentionInfo;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When guests' data goes: the last event's end (of every event) plus retentionDays; null when the content turns it off. */
export function retentionInfo(content: Pick<WeddingContent, "privacy">): RetentionInfo {
  const { retentionDays, keepApprovedPhotos } = content.privacy;
  if (retentionDays === "off") return { days: null, deletesAt: null, keepApprovedPhotos };
  const lastEnd = Date.parse(content.privacy.lastEventEnd);
  return {
    days: retentionDays,
    deletesAt: new Date(lastEnd + retentionDays * DAY_MS).toISOString(),
    keepApprovedPhotos,
  };
}
