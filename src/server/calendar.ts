import { createEvents, type EventAttributes } from "ics";
import { eventCalendarEntry } from "../shared/calendar-entries.ts";
import type { WeddingContent } from "../shared/content-schema.ts";
import { coupleNames } from "../shared/couple-names.ts";
import type { CalendarEntryWords } from "../shared/words/calendar-entry-en.ts";
import { wordsIn } from "../shared/words/catalogues.ts";
import { fill, type Language } from "../shared/words/words.ts";

/**
 * The wedding as an iCalendar file: one event per part of the celebration,
 * with its venue and times in UTC (RFC 5545), which Apple Calendar, Outlook and
 * Google Calendar all import. Used for the page's download and mail invitations.
 * Its fixed words are in `language`, the site's when not given.
 */
export function weddingCalendar(
  content: WeddingContent,
  method: "PUBLISH" | "REQUEST" = "PUBLISH",
  language?: Language,
): string {
  return eventsCalendar(content, content.events, method, wordsIn(content, language).calendarEntry);
}

/**
 * Only the chosen parts of the celebration (those a household attends), each
 * its own VEVENT; ids the content does not list are left out. Null when none
 * is left: there is nothing to add to a calendar.
 */
export function chosenEventsCalendar(
  content: WeddingContent,
  eventIds: readonly string[],
  method: "PUBLISH" | "REQUEST" = "PUBLISH",
  language?: Language,
): string | null {
  const chosen = content.events.filter((event) => eventIds.includes(event.id));
  return chosen.length > 0 ? eventsCalendar(content, chosen, method, wordsIn(content, language).calendarEntry) : null;
}

function eventsCalendar(
  content: WeddingContent,
  chosen: readonly WeddingContent["events"][number][],
  method: "PUBLISH" | "REQUEST",
  words: CalendarEntryWords,
): string {
  const names = coupleNames(content);
  const events: EventAttributes[] = chosen.map((event) => {
    const entry = eventCalendarEntry(content, event, words);
    return {
      uid: `${event.id}-${Date.parse(event.start)}@${slug(names)}.wedding`,
      title: entry.title,
      description: entry.details,
      location: entry.location,
      start: Date.parse(entry.start),
      end: Date.parse(entry.end),
      startInputType: "utc",
      startOutputType: "utc",
      endInputType: "utc",
      endOutputType: "utc",
      status: "CONFIRMED",
      busyStatus: "BUSY",
      productId: "wedding-invitation",
      calName: content.calendar.title,
    };
  });
  const { error, value } = createEvents(events, {
    method,
    productId: "wedding-invitation",
    calName: content.calendar.title,
  });
  if (error || !value) throw new Error(`Cannot build the calendar file: ${error?.message ?? "empty"}`);
  return value;
}

/**
 * "Thabo & Lerato" → "thabo-lerato-wedding.ics", "Maria-João & Søren" → "maria-joao-soren-wedding.ics": a file
 * name guests recognise, its word in `language` (the site's when not given).
 */
export function calendarFileName(content: WeddingContent, language?: Language): string {
  return fill(wordsIn(content, language).calendarEntry.fileName, { couple: slug(coupleNames(content)) });
}

/** Letters NFKD leaves whole (no accent to drop), written as plain Latin letters rather than dropped. */
const PLAIN_LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d", ð: "d", þ: "th" };

function slug(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[øæœßłđðþ]/g, (letter) => PLAIN_LETTERS[letter] ?? "")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-");
}
