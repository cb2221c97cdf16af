import { Suspense, useRef } from "react";
import { LazyBoundary } from "../../components/lazy-boundary.tsx";
import { lazyWithRetry } from "../../lib/lazy-with-retry.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * The approved guest photos (docs/product.md, decision 9), below the couple's
 * gallery. The prerendered page holds only this empty box: the list and the
 * grid arrive in a small chunk when a guest comes near, and nothing at all is
 * shown while there are no approved photos or the server cannot be reached.
 * A chunk that cannot be fetched says so here, with a way to try again.
 */
const GuestMomentsGrid = lazyWithRetry(() =>
  import("./guest-moments-grid.tsx").then((module) => module.GuestMomentsGrid),
);

export function GuestMoments() {
  const words = useWords().words.failures;
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <LazyBoundary
          message={words.guestMoments}
          retry={GuestMomentsGrid.retry}
          className="mx-4 mb-20 rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5 sm:mx-auto sm:max-w-xl"
        >
          <Suspense fallback={null}>
            <GuestMomentsGrid />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </div>
  );
}
