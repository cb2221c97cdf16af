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
export function googleCalendarUrl({ calendar }: Pick<WeddingContent, "calendar">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: calendar.title,
    dates: `${calendarStamp(calendar.start)}/${calendarStamp(calendar.end)}`,
    details: calendar.details,
    location: calendar.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
