import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "../../lib/use-near-viewport.ts";

/**
 * The approved guest photos (DESIGN.md decision 9), below the couple's
 * gallery. The prerendered page holds only this empty box: the list and the
 * grid arrive in a small chunk when a guest comes near, and nothing at all is
 * shown while there are no approved photos or the server cannot be reached.
 */
const GuestMomentsGrid = lazy(() =>
  import("./guest-moments-grid.tsx").then(
    (module) => ({ default: module.GuestMomentsGrid }),
    // A chunk that fails to load (a new deploy, a dropped connection) leaves the page as it was.
    () => ({ default: () => null }),
  ),
);

export function GuestMoments() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <GuestMomentsGrid />
        </Suspense>
      ) : null}
    </div>
  );
}
