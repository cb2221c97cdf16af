export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function timeLeft(target: string, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Two digits at least: 7 → "07", 120 → "120". */
export function pad(value: number): string {
  return String(value).padStart(2, "0");
}
