import { coupleNames } from "./couple-names.ts";
import { CALENDAR_ENTRY_WORDS_EN, type CalendarEntryWords } from "./words/calendar-entry-en.ts";
import { fill } from "./words/words.ts";

/** What an event's calendar entry is made of. */
interface WeddingEvent {
  title: string;
  description?: string | undefined;
  start: string;
  end: string;
  dayLabel: string;
  venue: { name: string; address: string; directionsHint?: string | undefined };
}

/** What of the couple an event's calendar entry names. */
interface Couple {
  couple: { partners: readonly { firstName: string }[] };
  theme: { name?: string | undefined };
}

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
 * wedding of several days is never one entry spanning them all. Its fixed
 * words are `words`', English when not given.
 */
export function eventCalendarEntry(
  content: Couple,
  event: WeddingEvent,
  words: CalendarEntryWords = CALENDAR_ENTRY_WORDS_EN,
): CalendarEntry {
  return {
    title: `${coupleNames(content)}: ${event.title}`,
    details: [
      event.description,
      event.venue.directionsHint ? fill(words.hint, { hint: event.venue.directionsHint }) : undefined,
      content.theme.name ? fill(words.theme, { theme: content.theme.name }) : undefined,
    ]
      .filter(Boolean)
      .join("\n"),
    location: event.venue.name === event.title ? event.venue.address : `${event.venue.name}, ${event.venue.address}`,
    start: event.start,
    end: event.end,
  };
}

/** 2025-09-27T08:00:00Z → 20250927T080000Z, the form calendar links use. */
export function calendarStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Google Calendar's event template for `entry`, opened in a new tab by Add to Calendar. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${calendarStamp(entry.start)}/${calendarStamp(entry.end)}`,
    details: entry.details,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** One thing Add to Calendar offers: its words (from the content) and its Google Calendar template. */
export interface CalendarChoice {
  key: string;
  label: string;
  href: string;
}

/**
 * What Add to Calendar offers, made with the content (the page gets the
 * links, not the code that makes them): a one-event wedding's entry as the
 * couple's calendar block says; for a wedding of several events, one entry
 * per event (its title and day as the page prints them), so a guest's
 * calendar holds each at its own time and place, not one entry from the
 * first start to the last end.
 */
export function calendarChoices(
  content: Couple,
  events: readonly (WeddingEvent & { id: string })[],
  wedding: CalendarEntry,
  words: CalendarEntryWords = CALENDAR_ENTRY_WORDS_EN,
): CalendarChoice[] {
  if (events.length <= 1) return [{ key: "wedding", label: wedding.title, href: googleCalendarUrl(wedding) }];
  return events.map((event) => ({
    key: event.id,
    label: `${event.title}, ${event.dayLabel}`,
    href: googleCalendarUrl(eventCalendarEntry(content, event, words)),
  }));
}
