import type { WeddingContent } from "./content-schema.ts";
import { coupleNames } from "./couple-names.ts";

type WeddingEvent = WeddingContent["events"][number];

/** One entry a guest adds to a calendar: what the .ics file's VEVENT and Google Calendar's template both say. */
export interface CalendarEntry {
  title: string;
  details: string;
  location: string;
  /** Instants, ISO 8601 with their offset. */
  start: string;
  end: string;
}

/**
 * An event of the wedding as its own calendar entry ("Thabo & Lerato:
 * Reception", at its venue, from its start to its end): the calendar file
 * holds one per event, and Add to Calendar offers one per event, so a
 * wedding of several days is never one entry spanning them all.
 */
export function eventCalendarEntry(content: WeddingContent, event: WeddingEvent): CalendarEntry {
  return {
    title: `${coupleNames(content)}: ${event.title}`,
    details: [
      event.description,
      event.venue.directionsHint ? `Hint: ${event.venue.directionsHint}` : undefined,
      content.theme.name ? `Theme: ${content.theme.name}` : undefined,
    ]
      .filter(Boolean)
      .join("\n"),
    location: event.venue.name === event.title ? event.venue.address : `${event.venue.name}, ${event.venue.address}`,
    start: event.start,
    end: event.end,
  };
}
