import type { AdminRsvp, RsvpTotals } from "../../../shared/admin-api.ts";

/** The dashboard table's search, sort and counts, free of React so they can be tested on their own. */

export type RsvpSortKey = "name" | "email" | "attending" | "partner" | "message" | "submitted";
export type SortDirection = "ascending" | "descending";
export interface RsvpSort {
  key: RsvpSortKey;
  direction: SortDirection;
}

/** Newest first, as the server sends them. */
export const DEFAULT_RSVP_SORT: RsvpSort = { key: "submitted", direction: "descending" };

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** Lower-case, accents removed: "José" is found by "jose". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** RSVPs whose name, partner, email or message contain every word of the query. */
export function searchRsvps(rsvps: readonly AdminRsvp[], query: string): readonly AdminRsvp[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rsvps;
  return rsvps.filter((rsvp) => {
    const haystack = fold([rsvp.name, rsvp.partnerName ?? "", rsvp.email, rsvp.message ?? ""].join("\n"));
    return words.every((word) => haystack.includes(word));
  });
}

/** Empty partners and messages sort last either way: they are the least interesting rows. */
export function sortRsvps(rsvps: readonly AdminRsvp[], { key, direction }: RsvpSort): AdminRsvp[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rsvps].sort((a, b) => {
    const byKey = compareBy(key, a, b, sign);
    // Ties keep a stable, predictable order: newest first.
    return byKey !== 0 ? byKey : Date.parse(b.submittedAt) - Date.parse(a.submittedAt);
  });
}

function compareBy(key: RsvpSortKey, a: AdminRsvp, b: AdminRsvp, sign: number): number {
  switch (key) {
    case "name":
      return sign * collator.compare(a.name, b.name);
    case "email":
      return sign * collator.compare(a.email, b.email);
    case "attending":
      // Ascending: coming first.
      return sign * (Number(b.attending) - Number(a.attending));
    case "partner":
      return compareOptional(a.partnerName, b.partnerName, sign);
    case "message":
      return compareOptional(a.message, b.message, sign);
    case "submitted":
      return sign * (Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
  }
}

function compareOptional(a: string | null, b: string | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * collator.compare(a, b);
}

/** The dashboard's four numbers for any set of RSVPs (the server's totals cover them all). */
export function rsvpTotals(rsvps: readonly AdminRsvp[]): RsvpTotals {
  const attending = rsvps.filter((rsvp) => rsvp.attending);
  return {
    responses: rsvps.length,
    attending: attending.length,
    guests: attending.reduce((sum, rsvp) => sum + (rsvp.partnerName ? 2 : 1), 0),
    notAttending: rsvps.length - attending.length,
  };
}
