import type { WeddingContent } from "../../shared/content-schema.ts";
import type { GuestView } from "../../shared/household-schemas.ts";
import type { EventAnswer } from "../../shared/households.ts";
import type { StoredGuest, StoredHousehold } from "../db/household-repository.ts";

/**
 * How a stored household reads to the guest (the invitation view) and to the
 * couple (the admin's list): the same events and guests, written once.
 */

/** The events the household is invited to, in the content's order; ids the content no longer has are left out. */
export function invitedEventIds(household: StoredHousehold, content: WeddingContent): string[] {
  return content.events.filter((event) => household.eventIds.includes(event.id)).map((event) => event.id);
}

/** A guest's answers to these events (without their times). */
export function answersOf(guest: StoredGuest, eventIds: readonly string[]): Record<string, EventAnswer> {
  return Object.fromEntries(
    eventIds.flatMap((eventId) => {
      const answer = guest.answers[eventId];
      return answer ? [[eventId, { attending: answer.attending, meal: answer.meal }]] : [];
    }),
  );
}

export function guestViews(household: StoredHousehold, eventIds: readonly string[]): GuestView[] {
  return household.guests.map((guest) => ({
    id: guest.id,
    name: guest.name,
    isChild: guest.isChild,
    isSeat: guest.isSeat,
    dietary: guest.dietary,
    answers: answersOf(guest, eventIds),
  }));
}
