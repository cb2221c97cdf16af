import { useEffect, useRef, useState } from "react";

/** The spec's timing: each letter rises 100 ms after the one before, over 0.6 s. */
const STAGGER_MS = 100;
const RISE_MS = 600;

/**
 * The letters' animations (ADR 028): one per letter, all starting together
 * and ending together when the last letter is up. Letter `index` holds
 * hidden until its turn, rises, then holds in place. Letters staggered by
 * delays start and end at different moments, and Chromium then recalculates
 * style on the page's thread every frame of the animation (about two seconds,
 * on a cheap phone the busiest of the visit); animations that start and end
 * together run on the compositor alone. Without a preference for reduced
 * motion only.
 */
export function lettersStyle(count: number): string {
  const total = (count - 1) * STAGGER_MS + RISE_MS;
  const percent = (ms: number) => `${Number(((ms / total) * 100).toFixed(3))}%`;
  const rules = Array.from({ length: count }, (_, index) => {
    const rise = index * STAGGER_MS;
    return (
      `@keyframes letter-in-${index}{0%,${percent(rise)}{opacity:0;transform:translateY(.4em);animation-timing-function:cubic-bezier(.2,.7,.2,1)}` +
      `${percent(rise + RISE_MS)},100%{opacity:1;transform:none}}` +
      `.hero-letter-${index}{animation:letter-in-${index} ${total}ms linear both}`
    );
  });
  return `@media (prefers-reduced-motion:no-preference){${rules.join("")}}`;
}

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
    <>
      <style>{lettersStyle(Array.from(names).length)}</style>
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
                  className={`hero-letter hero-letter-${start + offset}`}
                >
                  {letter === " " ? "\u00a0" : letter}
                </span>
              ))}
            </span>
          ))}
        </span>
      </h1>
    </>
  );
}

/** The words with their trailing spaces, each with the index of its first letter (each letter's animation is by its index). */
function wordsOf(names: string): { text: string; start: number }[] {
  const words: { text: string; start: number }[] = [];
  let start = 0;
  for (const text of names.match(/\S+\s*|\s+/g) ?? []) {
    words.push({ text, start });
    start += Array.from(text).length;
  }
  return words;
}
