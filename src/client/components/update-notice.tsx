import { useEffect, useState } from "react";
import { isBuildGone, mayReloadFor, reloadFor } from "../lib/stale-build.ts";
import { useWords } from "../lib/words.tsx";

/** This module is part of the entry chunk, whose hashed address names the build. */
const BUILD = import.meta.url;

/**
 * Offers the new page when a lazy part of this one was removed by a redeploy
 * (lib/stale-build.ts). It asks rather than reloads by itself: a guest may be
 * halfway through the RSVP form.
 */
export function UpdateNotice() {
  const words = useWords().words.failures;
  const [offered, setOffered] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let checking = false;
    const onPreloadError = (event: VitePreloadErrorEvent) => {
      if (checking || !mayReloadFor(BUILD)) return;
      checking = true;
      void isBuildGone(event.payload, BUILD).then((gone) => {
        if (gone) setOffered(true);
        else checking = false;
      });
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);

  if (!offered || dismissed) return null;
  return (
    <div
      role="status"
      // On a phone it sits above the floating upload button, full width; on wider screens bottom left.
      className="fixed inset-x-4 bottom-32 z-40 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-ink p-4 text-white shadow-lg sm:right-auto sm:bottom-6 sm:max-w-md"
    >
      <p className="min-w-0 flex-1 basis-48">{words.newVersion}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => reloadFor(BUILD)}
          className="min-h-11 rounded-full bg-white px-5 font-medium text-ink hover:bg-powder focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {words.reload}
        </button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="min-h-11 rounded-full px-4 whitespace-nowrap text-white/90 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {words.notNow}
        </button>
      </div>
    </div>
  );
}
