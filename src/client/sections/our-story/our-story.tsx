import { useEffect, useMemo, useRef, useState } from "react";
import type { Milestone as MilestoneContent, WeddingContent } from "../../../shared/content-schema.ts";
import { readableGradient } from "../../../shared/palette.ts";
import { Picture } from "../../components/picture.tsx";
import { prefersReducedMotion } from "../../lib/webgl.ts";

/** Spec section 9: an item appears once 20 % of it is visible, 120 ms × its index later. */
export const REVEAL_THRESHOLD = 0.2;
export const REVEAL_STAGGER_MS = 120;

/** The colours of a card's words: the year in the earth colour, the title and the story in the text colour. */
type CardText = Pick<WeddingContent["theme"]["page"], "text" | "earth">;

export function OurStory({ story, colours }: { story: WeddingContent["story"]; colours: CardText }) {
  const single = story.milestones.length === 1;
  return (
    <section
      id="our-story"
      aria-labelledby="our-story-title"
      className="scroll-mt-16 overflow-hidden px-4 py-20 sm:py-24"
    >
      <h2 id="our-story-title" className="flourish mb-12 text-center font-serif text-4xl text-ink sm:text-5xl">
        {story.heading}
      </h2>
      {/* One milestone is a card, not a timeline: no line to run along, nothing to alternate with. */}
      <ol
        className={
          single
            ? "mx-auto max-w-xl"
            : "relative mx-auto max-w-4xl before:absolute before:inset-y-0 before:left-4 before:w-0.5 before:bg-dusty/50 md:before:left-1/2 md:before:-translate-x-1/2"
        }
      >
        {story.milestones.map((milestone, index) => (
          <Milestone
            key={`${milestone.year}-${milestone.title}`}
            milestone={milestone}
            index={index}
            single={single}
            colours={colours}
          />
        ))}
      </ol>
    </section>
  );
}

function Milestone({
  milestone,
  index,
  single,
  colours,
}: {
  milestone: MilestoneContent;
  index: number;
  single: boolean;
  colours: CardText;
}) {
  const ref = useRef<HTMLLIElement>(null);
  // Prerendered items are visible, so the story reads without JavaScript; once
  // the page runs, items below the fold wait to be revealed and never hide again.
  const [reveal, setReveal] = useState<"static" | "hidden" | "shown">("static");
  const right = index % 2 === 1;
  // The couple's two colours, lightened where they must be for every word on the card to read at 4.5:1 (palette.ts).
  const [from, to] = useMemo(
    () => readableGradient(milestone.gradient, [colours.text, colours.earth]),
    [milestone.gradient, colours.text, colours.earth],
  );

  useEffect(() => {
    const item = ref.current;
    if (!item) return;
    if (prefersReducedMotion()) {
      setReveal("shown");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD)) {
          setReveal("shown");
          observer.disconnect();
        } else {
          setReveal((current) => (current === "shown" ? current : "hidden"));
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(item);
    return () => observer.disconnect();
  }, []);

  return (
    <li
      ref={ref}
      data-reveal={reveal}
      className={
        single
          ? "milestone relative"
          : `milestone relative mb-10 pl-12 narrow:pl-9 md:w-1/2 ${right ? "md:ml-auto md:pl-12" : "md:pr-12 md:pl-0"}`
      }
      style={{ transitionDelay: reveal === "shown" ? `${index * REVEAL_STAGGER_MS}ms` : undefined }}
    >
      {single ? null : (
        <span
          aria-hidden="true"
          className={`absolute top-7 left-4 h-4 w-4 -translate-x-1/2 rounded-full border-4 border-sand bg-dusk print:hidden ${right ? "md:left-0" : "md:right-0 md:left-auto md:translate-x-1/2"}`}
        />
      )}
      <article
        className="relative rounded-2xl p-6 shadow-sm ring-1 ring-ink/5 narrow:px-4"
        style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        {/* The flower is fetched when its milestone is revealed, not with the first screen (whose bytes it would share). */}
        <span
          className="milestone-flower float-right ml-3 block h-16 w-16 narrow:h-12 narrow:w-12"
          style={{ animationDuration: `${9 + ((index * 1.3) % 6)}s` }}
        >
          {reveal === "shown" ? (
            <Picture image={milestone.flower} alt="" sizes="4rem" className="h-full w-full" />
          ) : null}
        </span>
        <p className="font-serif text-3xl text-brown">{milestone.year}</p>
        <h3 className="mt-1 text-xl font-semibold text-ink">{milestone.title}</h3>
        <p className="mt-2 leading-relaxed text-ink">{milestone.description}</p>
      </article>
    </li>
  );
}
