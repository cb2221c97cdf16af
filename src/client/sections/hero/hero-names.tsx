import { useEffect, useRef, useState } from "react";

/**
 * The couple's names, letter by letter (100 ms apart, 0.6 s each), once.
 * The animation is CSS and starts with the page, so the names paint without
 * waiting for JavaScript (they are the page's largest text). If the page opened
 * scrolled away from the hero (a #rsvp link), the letters wait and play when
 * the hero first comes into view. Screen readers get the names as one word.
 */
export function HeroNames({ names, id }: { names: string; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<"playing" | "waiting">("playing");

  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      setState((current) => (visible ? "playing" : current));
      if (visible) observer.disconnect();
    });
    // A link to another section (#rsvp) scrolls there around load, maybe after
    // this runs: jump there now, so the check below sees where the guest will be.
    // Only while the page is still at its top: hydration runs in slices, and a
    // guest who already scrolled or typed (their part hydrated first) stays put.
    const target = window.location.hash.length > 1 ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target && !target.contains(heading) && window.scrollY === 0) target.scrollIntoView({ behavior: "instant" });
    // Still off-screen when the page became interactive: hold the letters back until seen.
    const box = heading.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) setState("waiting");
    observer.observe(heading);
    return () => observer.disconnect();
  }, []);

  return (
    <h1 id={id} ref={ref} className="hero-names my-4 font-serif text-5xl text-ink sm:text-7xl" data-state={state}>
      <span className="sr-only">{names}</span>
      <span aria-hidden="true">
        {wordsOf(names).map(({ text, start }) => (
          // Each word (with the space after it) stays on one line: a long name wraps between words, never inside one.
          <span key={start} className="whitespace-nowrap">
            {Array.from(text).map((letter, offset) => (
              <span
                // The letter's place in the names is its identity: the names never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={start + offset}
                className="hero-letter"
                style={{ animationDelay: `${(start + offset) * 100}ms` }}
              >
                {letter === " " ? "\u00a0" : letter}
              </span>
            ))}
          </span>
        ))}
      </span>
    </h1>
  );
}

/** The words with their trailing spaces, each with the index of its first letter (for the letters' delays). */
function wordsOf(names: string): { text: string; start: number }[] {
  const words: { text: string; start: number }[] = [];
  let start = 0;
  for (const text of names.match(/\S+\s*|\s+/g) ?? []) {
    words.push({ text, start });
    start += Array.from(text).length;
  }
  return words;
}
