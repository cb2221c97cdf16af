import { useEffect, useState } from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { useWords } from "../../lib/words.tsx";
import { countdownMoment, pad, timeLeft } from "./time-left.ts";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Counts down to an instant with its offset, so every device time zone sees
 * the same numbers. On the wedding day and after it a line joins the numbers.
 */
export function Countdown({
  target,
  timeZone,
  lines,
}: {
  target: string;
  timeZone: string;
  lines: WeddingContent["countdown"];
}) {
  // Unknown until the page runs: the prerendered HTML cannot know the guest's
  // clock, so it shows dashes and no line, and the first effect fills them in.
  const words = useWords().words.countdown;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(target, now);
  const moment = now === null ? "before" : countdownMoment(target, now, timeZone);
  return (
    <section aria-label={words.label} className="@container bg-ink px-4 pt-12 pb-3 text-white print:hidden">
      {/* Four across; two by two, then one under another, when large text leaves no room for four labels side by side. */}
      <ol className="mx-auto grid max-w-3xl grid-cols-4 gap-3 text-center @max-[18rem]:grid-cols-2 @max-[8.5rem]:grid-cols-1">
        {UNITS.map((unit) => (
          <li key={unit} className="min-w-0">
            <span className="block font-serif text-4xl tabular-nums sm:text-5xl">{left ? pad(left[unit]) : "--"}</span>
            <span className="text-xs tracking-widest uppercase text-powder">{words[unit]}</span>
          </li>
        ))}
      </ol>
      {/*
        The line's room is kept from the start, as high as the taller of the two lines at this width and text size
        (styles.css, .countdown-line), so the line arriving after hydration moves nothing.
      */}
      <div
        className="countdown-line mt-3 text-center font-serif text-base text-sand italic sm:text-lg"
        data-on-the-day={lines.onTheDay}
        data-afterwards={lines.afterwards}
      >
        {moment === "before" ? null : <p>{lines[moment]}</p>}
      </div>
    </section>
  );
}
