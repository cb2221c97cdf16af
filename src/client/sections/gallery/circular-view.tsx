import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import type { GalleryItem } from "../../../shared/content-schema.ts";
import { fill } from "../../../shared/words/words.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import { prefersReducedMotion, shouldAnimateWebGL } from "../../lib/webgl.ts";
import { useWords } from "../../lib/words.tsx";
import { GalleryImage } from "./gallery-image.tsx";
import { focusClass } from "./photo-focus.ts";
import { textureUrl } from "./texture-url.ts";
import type { CarouselHandle } from "./webgl-carousel.ts";

/** Texture width in device pixels: the 280 px plane at the 2× pixel-ratio cap. */
const TEXTURE_MIN_WIDTH = 560;
const CAPTION_FONT = 'Georgia, "Times New Roman", "DejaVu Serif", serif';
/**
 * Pictures copied from each end of the strip to the other, so the first
 * picture opens centred with neighbours on both sides (three 352 px strides
 * fill half of a screen up to about 2,400 px wide).
 */
const STRIP_CLONES = 3;
/** Longest a smooth strip scroll is trusted to take before scroll events count again. */
const STRIP_SCROLL_MAX_MS = 1000;

type Mode = "strip" | "webgl";

/**
 * The 3D view. The prerendered page (and any device without GPU WebGL, or
 * with reduced motion) shows a CSS scroll-snap strip; near the viewport the
 * WebGL carousel loads and its canvas takes the strip's place in the same
 * box, so nothing shifts. Any WebGL failure puts the strip back.
 */
export function CircularView({ items }: { items: readonly GalleryItem[] }) {
  const words = useWords().words.gallery;
  const regionRef = useRef<HTMLElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  // Set while the strip scrolls itself to a picture, so the scroll events it fires on the way do not move the index.
  const stripScrollTarget = useRef<{ index: number; until: number } | null>(null);
  const carouselRef = useRef<CarouselHandle | null>(null);
  const indexRef = useRef(0);
  const near = useNearViewport(regionRef);
  const [mode, setMode] = useState<Mode>("strip");
  const [running, setRunning] = useState(false);
  const [index, setIndex] = useState(0);

  const updateIndex = useCallback((next: number) => {
    indexRef.current = next;
    setIndex(next);
  }, []);

  useEffect(() => {
    const host = canvasHostRef.current;
    if (!near || !host) return;
    let cancelled = false;
    const fallBack = (error: unknown) => {
      carouselRef.current?.destroy();
      carouselRef.current = null;
      setRunning(false);
      setMode("strip");
      console.warn("The gallery shows its still strip instead of the 3D carousel:", error);
    };
    shouldAnimateWebGL()
      .then((animate) => (animate && !cancelled ? import("./webgl-carousel.ts") : null))
      .then((carouselModule) => {
        if (cancelled || !carouselModule) return;
        const { createCarousel } = carouselModule;
        const carousel = createCarousel(host, {
          slides: items.map((item) => ({ textureUrl: textureUrl(item.src, TEXTURE_MIN_WIDTH), caption: item.caption })),
          initialIndex: indexRef.current,
          onIndexChange: updateIndex,
          onRunningChange: setRunning,
          onFailure: fallBack,
          captionColour: pageTextColour(host),
          captionFont: CAPTION_FONT,
        });
        // No GPU to draw on: the strip stays, as designed.
        if (!carousel) return;
        carouselRef.current = carousel;
        setMode("webgl");
      })
      .catch((error: unknown) => {
        if (!cancelled) fallBack(error);
      });
    return () => {
      cancelled = true;
      carouselRef.current?.destroy();
      carouselRef.current = null;
    };
  }, [near, items, updateIndex]);

  // Back on the strip (WebGL failed), show the picture the carousel had centred.
  useEffect(() => {
    if (mode === "strip") scrollStripTo(regionRef.current, indexRef.current, "instant");
  }, [mode]);

  const step = (by: number) => {
    if (carouselRef.current) {
      carouselRef.current.step(by);
      return;
    }
    const next = (indexRef.current + by + items.length) % items.length;
    stripScrollTarget.current = { index: next, until: performance.now() + STRIP_SCROLL_MAX_MS };
    scrollStripTo(regionRef.current, next, prefersReducedMotion() ? "instant" : "smooth");
    updateIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    step(event.key === "ArrowRight" ? 1 : -1);
  };

  const onStripScroll = () => {
    if (mode !== "strip") return;
    const nearest = nearestStripItem(regionRef.current);
    const pending = stripScrollTarget.current;
    if (pending) {
      if (nearest !== pending.index && performance.now() < pending.until) return;
      stripScrollTarget.current = null;
    }
    if (nearest !== null && nearest !== indexRef.current) updateIndex(nearest);
  };

  const current = items[index];
  const strip = stripEntries(items);
  return (
    <div>
      <section
        ref={regionRef}
        aria-roledescription="carousel"
        aria-label={words.carousel}
        // At least 400 px, and room under a 240 px picture for a caption of three lines at large text.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys, so it must be focusable.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onStripScroll}
        data-mode={mode}
        data-index={index}
        data-running={running}
        className={`relative h-[max(400px,calc(240px+10rem))] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dusk md:h-[600px] ${mode === "strip" ? "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]" : ""}`}
      >
        <div
          ref={canvasHostRef}
          aria-hidden="true"
          className={`absolute inset-0 cursor-grab touch-pan-y select-none data-dragging:cursor-grabbing ${mode === "webgl" ? "" : "invisible"}`}
        />
        {mode === "strip" && (
          <ul
            className={`flex h-full w-max items-center gap-12 md:gap-[72px] ${strip.length === items.length ? "px-[calc(50%-93.5px)] md:px-[calc(50%-140px)]" : ""}`}
          >
            {strip.map(({ item, index: itemIndex, clone }) => (
              <li
                key={clone ? `${clone}-${item.id}` : item.id}
                data-item={itemIndex}
                // The copies are scenery: screen readers and the step buttons know only the real pictures.
                aria-hidden={clone ? true : undefined}
                className="relative shrink-0 snap-center"
              >
                <GalleryImage
                  path={item.src}
                  alt={item.alt}
                  sizes="(min-width: 768px) 280px, 187px"
                  className={`h-[240px] w-[187px] rounded-xl object-cover ${focusClass(item)} shadow-lg md:h-[360px] md:w-[280px]`}
                />
                <p className="absolute inset-x-0 top-full mt-3 text-center font-serif text-ink md:text-lg">
                  {item.caption}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="sr-only" aria-live="polite">
        {current
          ? fill(words.current, {
              position: index + 1,
              count: items.length,
              alt: current.alt,
              caption: current.caption,
            })
          : ""}
      </p>
      <div className="mt-4 flex justify-center gap-4">
        <StepButton label={words.previous} onClick={() => step(-1)} direction="previous" />
        <StepButton label={words.next} onClick={() => step(1)} direction="next" />
      </div>
    </div>
  );
}

/** Dragging has a one-click alternative (WCAG 2.5.7), and mouse users on the strip need one too. */
function StepButton({
  label,
  onClick,
  direction,
}: {
  label: string;
  onClick: () => void;
  direction: "previous" | "next";
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid h-11 w-11 place-items-center rounded-full border border-dusk/40 bg-white/70 text-ink shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} strokeLinecap="round" />
      </svg>
    </button>
  );
}

interface StripEntry {
  item: GalleryItem;
  /** The picture's place in the couple's list. */
  index: number;
  /** Set on the copies before the first picture and after the last. */
  clone?: "before" | "after";
}

/** The pictures in order, with the last few copied before them and the first few after (two or more pictures). */
export function stripEntries(items: readonly GalleryItem[]): StripEntry[] {
  const real = items.map((item, index) => ({ item, index }));
  if (items.length < 2) return real;
  const copies = Math.min(STRIP_CLONES, items.length);
  return [
    ...real.slice(-copies).map((entry) => ({ ...entry, clone: "before" as const })),
    ...real,
    ...real.slice(0, copies).map((entry) => ({ ...entry, clone: "after" as const })),
  ];
}

/** The strip scrolls inside the region; its pictures, copies included, are the list's items. */
function stripItems(strip: HTMLElement | null): Element[] {
  return Array.from(strip?.querySelector("ul")?.children ?? []);
}

function scrollStripTo(strip: HTMLElement | null, index: number, behavior: ScrollBehavior) {
  const item = stripItems(strip).find(
    (element) => element.getAttribute("data-item") === String(index) && !element.hasAttribute("aria-hidden"),
  );
  if (!strip || !(item instanceof HTMLElement)) return;
  strip.scrollTo({ left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2, behavior });
}

function nearestStripItem(strip: HTMLElement | null): number | null {
  if (!strip) return null;
  const centre = strip.scrollLeft + strip.clientWidth / 2;
  let nearest: number | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const item of stripItems(strip)) {
    if (!(item instanceof HTMLElement)) continue;
    const gap = Math.abs(item.offsetLeft + item.offsetWidth / 2 - centre);
    if (gap < distance) {
      distance = gap;
      nearest = Number(item.dataset.item);
    }
  }
  return nearest;
}

/** The couple's text colour (the --color-ink the page's theme sets), for captions drawn into the canvas. */
function pageTextColour(element: Element): string {
  return getComputedStyle(element).getPropertyValue("--color-ink").trim() || getComputedStyle(element).color;
}
