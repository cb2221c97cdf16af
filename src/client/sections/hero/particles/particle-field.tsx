import { useEffect, useRef, useState } from "react";
import { useNearViewport } from "../../../lib/use-near-viewport.ts";
import { shouldAnimateWebGL } from "../../../lib/webgl.ts";

const FADE = "transition-opacity duration-1000 motion-reduce:transition-none";

/**
 * Where the still goes in the prerendered page: the build draws it in place of
 * this marker (entry-server.tsx). In the browser React neither compares nor
 * rewrites an element's inner HTML while hydrating, nor later while this same
 * object is passed, so the page's script neither carries the still's model nor
 * hydrates its two hundred discs.
 */
export const STILL_MARKER = "<!--particle-still-->";
const STILL = { __html: STILL_MARKER };

/** Until the page has loaded the field is undecided; then WebGL is off (the still stays) or on (drawing). */
type WebGLState = "undecided" | "off" | "on";

/**
 * The hero's full-screen particle background. The still field is in the
 * prerendered HTML; once the page has loaded and the browser is idle, devices
 * that should animate WebGL fetch the renderer and fade the live field in
 * over it. `data-webgl` tells that state, `data-running` whether the render
 * loop is running.
 */
export function ParticleField({ colour }: { colour: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const stillRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(containerRef);
  const [webgl, setWebgl] = useState<WebGLState>("undecided");
  const [running, setRunning] = useState(false);

  // The dev server sends no prerendered page: draw the still here (the build leaves this out).
  useEffect(() => {
    const still = stillRef.current;
    if (!import.meta.env.DEV || !still || still.querySelector("svg")) return;
    void import("./particle-still.tsx").then(({ stillMarkup }) => {
      still.innerHTML = stillMarkup(colour);
    });
  }, [colour]);

  useEffect(() => {
    const host = canvasHostRef.current;
    if (!near || !host) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const cancelWait = afterLoadWhenIdle(async () => {
      const animate = await shouldAnimateWebGL();
      if (cancelled) return;
      if (!animate) {
        setWebgl("off");
        return;
      }
      // If the chunk cannot be fetched (offline), the still simply stays.
      const renderer = await import("./particle-renderer.ts").catch(() => null);
      if (cancelled) return;
      if (!renderer) {
        setWebgl("off");
        return;
      }
      stop = renderer.startParticleRenderer({
        host,
        colour,
        onFirstFrame: () => setWebgl("on"),
        onRunningChange: setRunning,
        onFailure: () => {
          setWebgl("off");
          setRunning(false);
        },
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [near, colour]);

  return (
    <div
      ref={containerRef}
      data-testid="particle-field"
      data-webgl={webgl}
      data-running={running}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden print:hidden"
    >
      <div
        ref={stillRef}
        data-testid="particle-still"
        className={`absolute inset-0 ${FADE} ${webgl === "on" ? "opacity-0" : "opacity-100"}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed marker; the build draws the still in its place.
        dangerouslySetInnerHTML={STILL}
        suppressHydrationWarning
      />
      <div ref={canvasHostRef} className={`absolute inset-0 ${FADE} ${webgl === "on" ? "opacity-100" : "opacity-0"}`} />
    </div>
  );
}

/** Runs `task` after the load event, when the main thread is idle, so it never competes with the first paint. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
