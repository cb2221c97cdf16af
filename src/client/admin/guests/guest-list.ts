import type { AdminSite } from "../../../shared/admin-api.ts";
import type { AdminHousehold, GuestList, GuestView, ImportResult } from "../../../shared/household-schemas.ts";
import { type HouseholdStatus, invitationText, whatsAppLink } from "../../../shared/households.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { isLanguage } from "../../../shared/words/words.ts";
import { languageRemovedText } from "../admin-messages.ts";

/** The guest list's words and filters, free of React so they can be tested on their own. */

/**
 * What the guest list needs of the wedding (ADMIN_API.site): the couple, the events (with their meals), the time
 * zone, and the site's languages (a household's choice).
 */
export type GuestListSite = Pick<AdminSite, "coupleNames" | "timeZone" | "events" | "languages">;

/**
 * A household's language as the admin names it (each language by its own name, LANGUAGE_NAMES): null for the
 * site's first (the default, not shown in the list); a language the site no longer has says so, and that the
 * household reads the first.
 */
export function householdLanguageLabel(
  language: string | null,
  site: Pick<GuestListSite, "languages">,
): { name: string; removed: boolean } | null {
  const [first] = site.languages;
  if (language === null || language === first) return null;
  const name = isLanguage(language) ? LANGUAGE_NAMES[language] : language;
  if (site.languages.some((known) => known === language)) return { name, removed: false };
  return {
    name: languageRemovedText(name, first ? LANGUAGE_NAMES[first] : "the site's first language"),
    removed: true,
  };
}

/** The personal link as guests open it: the site's public origin when the content has one, else this page's. */
export function absoluteLink(origin: string | null, fallbackOrigin: string, link: string): string {
  return new URL(link, origin ?? fallbackOrigin).href;
}

/** The link without its scheme, as printed on a card: "example.com/i/AbCd…". */
export function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/**
 * The wa.me link that opens WhatsApp with the household's invitation ready to send, in its language (the list's
 * `invitationMessages`, the site's first for a household without one), or null without an international number.
 */
export function invitationWhatsAppLink(
  household: Pick<AdminHousehold, "displayName" | "phone" | "language">,
  messages: GuestList["invitationMessages"],
  url: string,
): string | null {
  const message = messages[household.language ?? ""] ?? messages[""];
  if (!household.phone || !message) return null;
  return whatsAppLink(household.phone, invitationText(message, household.displayName, url));
}

/** One guest as the list shows them: a name, or for an unnamed seat "Guest of …", with what is special about them. */
export interface GuestLabel {
  name: string;
  /** "child", "+1 to name", "+1": shown beside the name. */
  notes: string[];
}

export function guestLabel(guest: GuestView, household: Pick<AdminHousehold, "displayName" | "guests">): GuestLabel {
  const notes: string[] = [];
  if (guest.isChild) notes.push("child");
  if (guest.name !== null && guest.name.trim() !== "") {
    if (guest.isSeat) notes.push("+1");
    return { name: guest.name, notes };
  }
  const host = household.guests.find((other) => !other.isSeat && other.name)?.name ?? household.displayName;
  notes.push("+1 to name");
  return { name: `Guest of ${host}`, notes };
}

export type StatusFilter = HouseholdStatus | "all";

/** Lower-case, accents removed: "José" is found by "jose". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Households of the status whose name, guests, email or phone contain every word of the query. */
export function filterHouseholds(
  households: readonly AdminHousehold[],
  status: StatusFilter,
  query: string,
): readonly AdminHousehold[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (status === "all" && words.length === 0) return households;
  return households.filter((household) => {
    if (status !== "all" && household.status !== status) return false;
    const haystack = fold(
      [
        household.displayName,
        household.email ?? "",
        household.phone ?? "",
        ...household.guests.map((g) => g.name ?? ""),
      ].join("\n"),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** How many households have each status, for the filter's options. */
export function statusCounts(households: readonly AdminHousehold[]): Record<HouseholdStatus, number> {
  const counts: Record<HouseholdStatus, number> = { not_invited: 0, invited: 0, opened: 0, answered: 0, declined: 0 };
  for (const household of households) counts[household.status] += 1;
  return counts;
}

/** "3 households, 9 guests". */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** After an import: how many households, and whose codes this site did not make and so got new links. */
export function importedSentence(result: ImportResult, fileName: string): string {
  const lines = (rows: ImportResult["skipped"]) => rows.map((row) => `line ${row.line} (${row.household})`).join(", ");
  const sentences = [`Imported ${countLabel(result.added, "household", "households")} from ${fileName}.`];
  if (result.updated > 0)
    sentences.push(`Updated ${countLabel(result.updated, "household", "households")} from their codes.`);
  if (result.unchanged > 0) {
    sentences.push(`${countLabel(result.unchanged, "household was", "households were")} already as in the file.`);
  }
  if (result.skipped.length > 0) {
    sentences.push(
      `Skipped ${countLabel(result.skipped.length, "household", "households")} already on the list: ${lines(result.skipped)}.`,
    );
  }
  if (result.newCodes.length > 0) {
    sentences.push(
      `${countLabel(result.newCodes.length, "code was", "codes were")} not made by this site, so ${result.newCodes.length === 1 ? "that household has" : "those households have"} a new personal link: ${lines(result.newCodes)}.`,
    );
  }
  return sentences.join(" ");
}
