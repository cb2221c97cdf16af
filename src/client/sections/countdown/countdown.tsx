import { useEffect, useState } from "react";
import { pad, timeLeft } from "./time-left.ts";

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

/** Counts down to an instant with its offset, so every device time zone sees the same numbers. */
export function Countdown({ target }: { target: string }) {
  // Unknown until the page runs: the prerendered HTML cannot know the guest's
  // clock, so it shows dashes, and the first effect fills in the real numbers.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(target, now);
  return (
    <section aria-label="Countdown to the wedding" className="bg-ink px-4 py-10 text-white">
      <ol className="mx-auto grid max-w-3xl grid-cols-4 gap-3 text-center">
        {UNITS.map(([unit, label]) => (
          <li key={unit}>
            <span className="block font-serif text-4xl tabular-nums sm:text-5xl">{left ? pad(left[unit]) : "--"}</span>
            <span className="text-xs tracking-widest uppercase text-powder">{label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
