import { wallClock } from "../../../shared/wall-clock.ts";

/**
 * Event times as the couple pick them (a day and a time at the wedding's place, as a datetime-local input gives
 * them) and as the content writes them (ISO with the place's UTC offset that day, 2027-06-12T16:30:00+01:00).
 */

/** "2027-06-12T16:30:00+01:00" → "2027-06-12T16:30": the time as written, at the place. */
export function instantToLocal(instant: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(instant)?.[0] ?? "";
}

/** "2027-06-12T16:30" at Europe/Lisbon → "2027-06-12T16:30:00+01:00" (summer time that day). */
export function localToInstant(local: string, timeZone: string): string {
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return local;
  let offset = 0;
  try {
    // The offset at the wall time read as UTC, then again at the instant it gives: right across a change of clocks.
    offset = offsetMinutes(wall, timeZone);
    offset = offsetMinutes(wall - offset * 60_000, timeZone);
  } catch {
    // A time zone the browser does not know is the checker's to report; the time keeps UTC's offset until then.
  }
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${local}:00${sign}${hours}:${minutes}`;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - instant) / 60_000);
}
