import { useState } from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { track } from "../../lib/analytics.ts";
import { useWords } from "../../lib/words.tsx";
import { CircularView } from "./circular-view.tsx";
import { GridView } from "./grid-view.tsx";

type GalleryViewName = "circular" | "grid";

const VIEWS: readonly GalleryViewName[] = ["circular", "grid"];

/** Fewer pictures than this fit side by side, so the grid is shown first; the carousel stays one click away. */
export const CAROUSEL_FIRST_MIN_ITEMS = 4;

export function Gallery({ gallery }: { gallery: WeddingContent["gallery"] }) {
  const words = useWords().words.gallery;
  const [view, setView] = useState<GalleryViewName>(
    gallery.items.length >= CAROUSEL_FIRST_MIN_ITEMS ? "circular" : "grid",
  );
  // One picture needs no carousel and no choice of views: it is shown as it is.
  const single = gallery.items.length === 1;

  const choose = (next: GalleryViewName) => {
    if (next === view) return;
    setView(next);
    track.galleryView(next);
  };

  return (
    <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-16 overflow-x-clip px-4 py-20 sm:py-24">
      <h2 id="gallery-title" className="flourish mb-10 text-center font-serif text-4xl text-ink sm:text-5xl">
        {gallery.heading}
      </h2>
      {single ? null : (
        <fieldset className="mb-10 flex justify-center">
          <legend className="sr-only">{words.views}</legend>
          <div className="inline-flex rounded-full border border-dusk/30 bg-white/60 p-1 shadow-sm">
            {VIEWS.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                onClick={() => choose(name)}
                className="rounded-full px-5 py-2 text-sm font-medium text-ink transition aria-pressed:bg-ink aria-pressed:text-white hover:bg-powder/60 aria-pressed:hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
              >
                {words[name]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {view === "circular" && !single ? (
        // Full bleed: the arc runs off both edges of the screen.
        <div className="-mx-4">
          <CircularView items={gallery.items} />
        </div>
      ) : (
        <div className="mx-auto max-w-6xl">
          <GridView items={gallery.items} />
        </div>
      )}
      {gallery.note ? (
        <p className="mx-auto mt-12 max-w-xl text-center font-serif text-lg text-ink/80 italic">{gallery.note}</p>
      ) : null}
    </section>
  );
}
