import { useEffect, useRef, useState } from "react";
import type { GuestMoment } from "../../../shared/guest-moment-schemas.ts";
import { fill } from "../../../shared/words/words.ts";
import { Lightbox } from "../../components/lightbox/lazy-lightbox.tsx";
import { listGuestMoments } from "../../lib/api.ts";
import { useWords } from "../../lib/words.tsx";

/** Asks once for the approved photos; an empty list or a failed request both mean "show nothing". */
function useGuestMoments(): readonly GuestMoment[] {
  const [moments, setMoments] = useState<readonly GuestMoment[]>([]);
  useEffect(() => {
    let current = true;
    listGuestMoments().then((result) => {
      if (current && result.ok) setMoments(result.value.moments);
    });
    return () => {
      current = false;
    };
  }, []);
  return moments;
}

/** Three, four or six to a row, as the grid had. */
const TILE = "aspect-square w-[calc((100%-1rem)/3)] sm:w-[calc((100%-2.25rem)/4)] lg:w-[calc((100%-3.75rem)/6)]";

export function GuestMomentsGrid() {
  const words = useWords().words.guestMoments;
  const moments = useGuestMoments();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Looked up on close, as in the gallery's grid: React detaches ref callbacks in the commit that closes the lightbox.
  const listRef = useRef<HTMLUListElement>(null);

  if (moments.length === 0) return null;
  return (
    <section id="guest-moments" aria-labelledby="guest-moments-title" className="px-4 pb-20 sm:pb-24">
      <h2 id="guest-moments-title" className="flourish mb-4 text-center font-serif text-3xl text-ink sm:text-4xl">
        {words.heading}
      </h2>
      <p className="mx-auto mb-8 max-w-xl text-center text-ink/80">{words.intro}</p>
      {/* Columns of a grid, but a short row (or fewer photos than columns) sits in the middle, under the heading. */}
      <ul ref={listRef} className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 sm:gap-3">
        {moments.map((moment, index) => (
          <li key={moment.id} className={TILE}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group block h-full w-full cursor-zoom-in overflow-hidden rounded-lg bg-powder/40 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
            >
              <img
                src={moment.thumbnailUrl}
                alt={fill(words.thumbnail, { position: index + 1, count: moments.length })}
                width={moment.width}
                height={moment.height}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={moments}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        label={words.photo}
        returnFocusTo={(index) => listRef.current?.querySelectorAll("button")[index]}
        renderItem={(moment) => (
          <img
            src={moment.imageUrl}
            alt={words.alt}
            width={moment.width}
            height={moment.height}
            decoding="async"
            className="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
        )}
      />
    </section>
  );
}
