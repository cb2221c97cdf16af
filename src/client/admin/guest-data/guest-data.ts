import type {
  DeletionReason,
  ErasedCounts,
  GuestDataSummary,
  PersonMatch,
  PhotoMatch,
} from "../../../shared/privacy.ts";
import { formatDateTimeIn } from "../format.ts";
import { countLabel } from "../guests/guest-list.ts";

/** The words of the "Guest data" tab that depend on the numbers: kept apart from the markup, and tested. */

export const DELETION_REASON_LABELS: Record<DeletionReason, string> = {
  couple: "By you (the couple)",
  guest: "By the guest",
  retention: "Retention period ended",
};

/** Beside a log entry whose files are not all gone yet (a crash or a failing store interrupted it). */
export const UNFINISHED_ERASURE_LABEL =
  "Some files are still to be removed: the site retries at its next start and every hour";

/** What is held, in the order the page lists it. */
export function heldRows(held: GuestDataSummary["held"]): { label: string; count: number }[] {
  return [
    { label: "Households", count: held.households },
    { label: "Guests", count: held.guests },
    { label: "RSVPs from the open form", count: held.rsvps },
    { label: "Mails in the outbox", count: held.mails },
    { label: "Photos", count: held.photos },
    { label: "Photo originals (with their metadata)", count: held.photoOriginals },
  ];
}

/** When the guests' data goes, in the wedding's time zone; or that it stays until the couple deletes it. */
export function retentionSentence(retention: GuestDataSummary["retention"], timeZone: string): string {
  if (retention.deletesAt === null || retention.days === null) {
    return "Retention is off in the content: guests’ data is kept until you delete it.";
  }
  const photos = retention.keepApprovedPhotos
    ? " Approved photos stay on the page, as copies without their location or other metadata."
    : " Photos go too.";
  return `Guests’ data is deleted on ${formatDateTimeIn(retention.deletesAt, timeZone)}, ${countLabel(retention.days, "day", "days")} after the last event.${photos}`;
}

/** What "Delete everywhere" removes: the household, and its RSVP, photos and mails when it has any. */
export function erasureParts(match: PersonMatch): string[] {
  return [
    "the household, its guests and their answers",
    ...(match.rsvpId === null ? [] : ["its RSVP from the open form"]),
    ...(match.photos === 0
      ? []
      : [`${countLabel(match.photos, "photo", "photos")} with ${match.photos === 1 ? "its" : "their"} files`]),
    ...(match.mails === 0
      ? []
      : [`${countLabel(match.mails, "mail", "mails")} with ${match.mails === 1 ? "its copy" : "their copies"}`]),
  ];
}

/** One log entry's counts in words, e.g. "1 household, 2 guests, 1 RSVP, 3 mails (3 files), 1 photo (3 files)". */
export function erasedCountsLabel(counts: ErasedCounts): string {
  return [
    countLabel(counts.households, "household", "households"),
    countLabel(counts.guests, "guest", "guests"),
    countLabel(counts.rsvps, "RSVP", "RSVPs"),
    `${countLabel(counts.mails, "mail", "mails")} (${countLabel(counts.mailFiles, "file", "files")})`,
    `${countLabel(counts.photos, "photo", "photos")} (${countLabel(counts.files, "file", "files")})`,
  ].join(", ");
}

/** What the live region says after a search: the households, then the photos sent under a matching name (if any). */
export function searchResultSentence(query: string, found: number, limit: number, photos = 0): string {
  const photoSentence =
    photos === 0
      ? ""
      : ` ${countLabel(photos, "photo was", "photos were")} sent under a matching name${photos >= limit ? ` (the newest ${limit})` : ""}.`;
  if (found === 0) return `No household matches “${query}”.${photoSentence}`;
  const households = `${countLabel(found, "household", "households")} ${found === 1 ? "matches" : "match"} “${query}”`;
  return found >= limit
    ? `${households} (the first ${limit}; type more to narrow it).${photoSentence}`
    : `${households}.${photoSentence}`;
}

/** One photo found under a name: who sent it (as typed), the file's name, when. */
export function photoMatchLabel(photo: PhotoMatch, timeZone: string): string {
  return `${photo.uploaderName} · ${photo.fileName} · ${formatDateTimeIn(photo.uploadedAt, timeZone)}`;
}
