import { describe, expect, it } from "vitest";
import { rsvpClosesAt, rsvpIsOpen } from "./households.ts";

/** The date and time `instant` shows in `timeZone`, as "2026-09-05 23:59:59". */
function wallClock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(instant);
}

describe("the end of the deadline's day", () => {
  // Each of these zones jumps from 24:00 straight to 01:00 the night daylight saving starts: no 00:00 that night.
  it.each([
    { timeZone: "America/Santiago", deadline: "2026-09-05", closes: "2026-09-06T04:00:00.000Z" },
    { timeZone: "America/Havana", deadline: "2026-03-07", closes: "2026-03-08T05:00:00.000Z" },
    { timeZone: "Atlantic/Azores", deadline: "2026-03-28", closes: "2026-03-29T01:00:00.000Z" },
  ])("is the jump to 01:00 where daylight saving starts at midnight ($timeZone)", ({ timeZone, deadline, closes }) => {
    const closesAt = rsvpClosesAt(deadline, timeZone);
    expect(closesAt.toISOString()).toBe(closes);
    expect(wallClock(closesAt.getTime() - 1000, timeZone)).toBe(`${deadline} 23:59:59`);
    expect(wallClock(closesAt.getTime(), timeZone)).toMatch(/ 01:00:00$/);

    const lastHour = { deadline, closeAtDeadline: true };
    expect(rsvpIsOpen(lastHour, timeZone, new Date(closesAt.getTime() - 30 * 60 * 1000))).toBe(true);
    expect(rsvpIsOpen(lastHour, timeZone, closesAt)).toBe(false);
  });

  it.each([
    // Santiago turns its clocks back from 24:00 to 23:00: the evening's last hour comes twice, the day ends after both.
    { timeZone: "America/Santiago", deadline: "2026-04-04", closes: "2026-04-05T04:00:00.000Z" },
    // The Azores turn back from 01:00 to 00:00: the day ends at the first 00:00.
    { timeZone: "Atlantic/Azores", deadline: "2026-10-24", closes: "2026-10-25T00:00:00.000Z" },
    // Daylight saving starting at 02:00 leaves midnight alone.
    { timeZone: "Europe/Berlin", deadline: "2026-03-28", closes: "2026-03-28T23:00:00.000Z" },
    { timeZone: "Africa/Johannesburg", deadline: "2026-08-01", closes: "2026-08-01T22:00:00.000Z" },
  ])("is the next day's 00:00 on every other night ($timeZone, $deadline)", ({ timeZone, deadline, closes }) => {
    const closesAt = rsvpClosesAt(deadline, timeZone);
    expect(closesAt.toISOString()).toBe(closes);
    expect(wallClock(closesAt.getTime(), timeZone)).toMatch(/ 00:00:00$/);
    expect(wallClock(closesAt.getTime() - 1000, timeZone)).toMatch(/ 23:59:59$/);
  });
});
