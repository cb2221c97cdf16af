import { anEvent } from "./content-builders.ts";

/**
 * A wedding of three events, the first by invitation only (an umembeso at
 * the family's home), for tests of what each audience receives (decision
 * 045): households invited to different events, and the public.
 */
export const UMEMBESO = anEvent({
  id: "umembeso",
  title: "Umembeso",
  start: "2026-04-04T11:00:00+02:00",
  end: "2026-04-04T16:00:00+02:00",
  venue: { name: "The Dlamini family home", address: "14 Hidden Lane, Umlazi" },
  public: false,
});
export const CHURCH = anEvent({
  id: "church",
  title: "Church",
  start: "2026-05-02T10:00:00+02:00",
  end: "2026-05-02T11:30:00+02:00",
  venue: { name: "St Mary's", address: "3 Chapel Street, Durban" },
});
/** With a time label the couple wrote and a directions hint. */
export const RECEPTION = anEvent({
  id: "reception",
  title: "Reception",
  timeLabel: "2:00 PM (for 2:30 PM)",
  start: "2026-05-02T14:00:00+02:00",
  end: "2026-05-02T22:00:00+02:00",
  venue: { name: "The Riverside Hall", address: "9 River Road, Durban", directionsHint: "Park at the back" },
  meals: ["Beef", "Vegetarian"],
});

type EventInput = typeof UMEMBESO;

/** What anyone could read of an event: its title, place and address. */
export const traces = (event: EventInput) => [event.title, event.venue.name, event.venue.address];
