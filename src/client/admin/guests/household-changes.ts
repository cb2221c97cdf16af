import type { AdminHousehold, GuestView } from "../../../shared/household-schemas.ts";
import type { EventAnswer } from "../../../shared/households.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { attendingWithMeal, GUEST_CHANGE_LABELS, HOUSEHOLD_CHANGE_MESSAGES as WORDS } from "../admin-messages.ts";
import { type GuestListSite, guestLabel, householdLanguageLabel } from "./guest-list.ts";

/** A household's language in the change list: its own name, the site's first by its name too. */
function languageName(language: string | null, site: Pick<GuestListSite, "languages">): string {
  const [first] = site.languages;
  return householdLanguageLabel(language, site)?.name ?? (first ? LANGUAGE_NAMES[first] : "");
}

/** One difference between the household the couple opened and the household now: what, before, after. */
export interface HouseholdChange {
  label: string;
  before: string;
  after: string;
}

/**
 * What differs between the household as the couple opened it (`seen`) and
 * as it is now (`current`), in the admin's words: its details, the events it
 * is invited to, each guest's name, flags and dietary needs, guests added or
 * removed, and each guest's answer to each event. Empty when nothing differs.
 */
export function householdChanges(
  seen: AdminHousehold,
  current: AdminHousehold,
  site: Pick<GuestListSite, "events" | "languages">,
): HouseholdChange[] {
  const changes: HouseholdChange[] = [];
  const text = (value: string | null) => (value === null || value.trim() === "" ? WORDS.nothing : value);
  const field = (label: string, before: string | null, after: string | null) => {
    if (text(before) !== text(after)) changes.push({ label, before: text(before), after: text(after) });
  };
  const title = (eventId: string) => site.events.find((event) => event.id === eventId)?.title ?? eventId;
  const events = (household: AdminHousehold) => household.eventIds.map(title).join(", ");

  field(WORDS.householdName, seen.displayName, current.displayName);
  field(WORDS.email, seen.email, current.email);
  field(WORDS.phone, seen.phone, current.phone);
  field(WORDS.invitedTo, events(seen), events(current));
  field(WORDS.language, languageName(seen.language, site), languageName(current.language, site));

  const before = new Map(seen.guests.map((guest) => [guest.id, guest]));
  const after = new Map(current.guests.map((guest) => [guest.id, guest]));
  const eventIds = [...new Set([...current.eventIds, ...seen.eventIds])];
  for (const guest of seen.guests) {
    if (!after.has(guest.id)) {
      changes.push({
        label: GUEST_CHANGE_LABELS.presence(guestLabel(guest, seen).name),
        before: WORDS.onList,
        after: WORDS.notOnList,
      });
    }
  }
  for (const guest of current.guests) {
    const name = guestLabel(guest, current).name;
    const old = before.get(guest.id);
    if (!old) {
      changes.push({ label: GUEST_CHANGE_LABELS.presence(name), before: WORDS.notOnList, after: WORDS.onList });
      continue;
    }
    field(GUEST_CHANGE_LABELS.name(guestLabel(old, seen).name), old.name, guest.name);
    field(GUEST_CHANGE_LABELS.dietary(name), old.dietary, guest.dietary);
    field(GUEST_CHANGE_LABELS.child(name), yesNo(old.isChild), yesNo(guest.isChild));
    field(GUEST_CHANGE_LABELS.seat(name), yesNo(old.isSeat), yesNo(guest.isSeat));
    for (const eventId of eventIds) {
      field(GUEST_CHANGE_LABELS.answer(name, title(eventId)), answerText(old, eventId), answerText(guest, eventId));
    }
  }
  field(WORDS.message, seen.message, current.message);
  return changes;
}

function yesNo(value: boolean): string {
  return value ? WORDS.yes : WORDS.no;
}

function answerText(guest: GuestView, eventId: string): string {
  const answer: EventAnswer | undefined = guest.answers[eventId];
  if (!answer) return WORDS.noAnswer;
  if (!answer.attending) return WORDS.declined;
  return answer.meal ? attendingWithMeal(answer.meal) : WORDS.attending;
}
