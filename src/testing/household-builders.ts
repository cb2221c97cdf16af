import type { WeddingContent } from "../shared/content-schema.ts";
import type { AnswerRequest, InvitationView } from "../shared/household-schemas.ts";
import type { EventAnswer } from "../shared/households.ts";
import { aContentInput, aWedding, eventsOverDays } from "./content-builders.ts";

/**
 * A couple with three events (the second offers meals), closing at its
 * deadline, with a public origin for links; override what the test is about.
 */
export function aGuestListWedding(
  overrides: { origin?: string | null; closeAtDeadline?: boolean; timeZone?: string; country?: string } = {},
): WeddingContent {
  const base = aContentInput();
  const [first, second, third] = eventsOverDays(3);
  if (!first || !second || !third) throw new Error("events missing");
  const origin = overrides.origin === undefined ? "https://ama-and-kofi.example" : overrides.origin;
  return aWedding({
    site: { ...base.site, ...(origin ? { origin } : {}), ...(overrides.country ? { country: overrides.country } : {}) },
    events: [first, { ...second, meals: ["Grilled fish", "Jollof & chicken"] }, third],
    rsvp: {
      deadline: "2026-03-01",
      closeAtDeadline: overrides.closeAtDeadline ?? true,
      contacts: [{ name: "Ama", phone: "+27 82 555 0101" }, { name: "Kofi" }],
    },
    ...(overrides.timeZone ? { timeZone: overrides.timeZone } : {}),
  });
}

/** A household of the couple's list, as the repository stores it: an adult, a child and an unnamed seat. */
export function aHousehold(
  eventIds: readonly string[],
  overrides: { email?: string | null; displayName?: string } = {},
) {
  return {
    displayName: overrides.displayName ?? "The Mensahs",
    email: overrides.email === undefined ? "mensahs@example.com" : overrides.email,
    phone: null,
    message: null,
    eventIds: [...eventIds],
    guests: [
      { name: "Esi Mensah", isChild: false, isSeat: false, dietary: null },
      { name: "Kojo Mensah", isChild: true, isSeat: false, dietary: null },
      { name: null, isChild: false, isSeat: true, dietary: null },
    ],
  };
}

/**
 * An answer for every guest and every event of `view`: `choose` decides each
 * (default: everyone attends, with the event's first meal when it lists
 * meals); an unnamed seat that attends is named `seatName`.
 */
export function answersFor(
  view: InvitationView,
  content: WeddingContent,
  choose: (guestIndex: number, eventId: string) => boolean = () => true,
  { seatName = "Yaw Boateng", message = "" }: { seatName?: string; message?: string } = {},
): AnswerRequest {
  return {
    version: view.household.version,
    message,
    guests: view.household.guests.map((guest, index) => {
      const answers: Record<string, EventAnswer> = {};
      for (const eventId of view.household.eventIds) {
        const attending = choose(index, eventId);
        const meals = content.events.find((event) => event.id === eventId)?.meals;
        answers[eventId] = { attending, meal: attending && meals ? (meals[0] ?? null) : null };
      }
      const attendsAny = Object.values(answers).some((answer) => answer.attending);
      return { guestId: guest.id, ...(guest.isSeat && attendsAny ? { name: seatName } : {}), answers };
    }),
  };
}

export function putJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** What @hono/node-server hands the app for a request from `address` (read by getConnInfo). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: "IPv4" } } };
}
