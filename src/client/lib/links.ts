import { eventCalendarEntry } from "../../shared/calendar-entries.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";

/** The maps service's directions page with the destination set to the address. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The maps service's embeddable map of the address (Find Us). */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** 2025-09-27T08:00:00Z → 20250927T080000Z, the form calendar links use. */
export function calendarStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Google Calendar's event template, opened in a new tab by Add to Calendar. */
export function googleCalendarUrl(entry: WeddingContent["calendar"]): string {
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
 * What Add to Calendar offers: a one-event wedding's entry as the couple's
 * calendar block says; for a wedding of several events, one entry per event
 * (its title and day as the page prints them), so a guest's calendar holds
 * each at its own time and place, not one entry from the first start to the
 * last end.
 */
export function calendarChoices(content: WeddingContent): CalendarChoice[] {
  if (content.events.length <= 1) {
    return [{ key: "wedding", label: content.calendar.title, href: googleCalendarUrl(content.calendar) }];
  }
  return content.events.map((event) => ({
    key: event.id,
    label: `${event.title}, ${event.dayLabel}`,
    href: googleCalendarUrl(eventCalendarEntry(content, event)),
  }));
}
