import { useCallback, useEffect, useRef, useState } from "react";
import type { SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import { SLIDESHOW_SLIDE_MS } from "../../shared/uploads.ts";
import { EMPTY_PLAYLIST, nextPhoto, withFeed } from "./playlist.ts";

/** A photo on the screen; `loaded` once its image arrived, which is when it fades in over the one before. */
export interface Slide {
  step: number;
  photo: SlideshowPhoto;
  loaded: boolean;
}

/** A photo that will not load (withdrawn a moment ago, or the network) is skipped after this pause, not at once. */
const FAILED_IMAGE_PAUSE_MS = 1000;

/**
 * Which photos are on the screen: the current one and the one it replaces
 * (both drawn while they crossfade). Each stays SLIDESHOW_SLIDE_MS; a photo
 * withdrawn while shown, or the first to arrive, is replaced at once.
 */
export function useSlides(photos: readonly SlideshowPhoto[] | null) {
  const [slides, setSlides] = useState<Slide[]>([]);
  // Every advance moves this on, so the timer restarts even when the same single photo stays.
  const [tick, setTick] = useState(0);
  const playlist = useRef(EMPTY_PLAYLIST);
  const byId = useRef(new Map<string, SlideshowPhoto>());
  const ids = useRef<string[]>([]);
  const showing = useRef<string | null>(null);
  const step = useRef(0);

  const advance = useCallback(() => {
    const next = nextPhoto(playlist.current, ids.current);
    playlist.current = next?.playlist ?? playlist.current;
    const photo = next ? byId.current.get(next.id) : undefined;
    setTick((value) => value + 1);
    if (photo?.id === showing.current) return;
    showing.current = photo?.id ?? null;
    if (!photo) {
      setSlides([]);
      return;
    }
    step.current += 1;
    const slide = { step: step.current, photo, loaded: false };
    setSlides((current) => [...current.slice(-1), slide]);
  }, []);

  useEffect(() => {
    if (photos === null) return;
    byId.current = new Map(photos.map((photo) => [photo.id, photo]));
    ids.current = photos.map((photo) => photo.id);
    playlist.current = withFeed(playlist.current, ids.current);
    if (showing.current === null || !byId.current.has(showing.current)) advance();
  }, [photos, advance]);

  useEffect(() => {
    if (tick === 0) return;
    const timer = setTimeout(advance, SLIDESHOW_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [tick, advance]);

  const loaded = useCallback((slide: Slide) => {
    setSlides((current) => current.map((each) => (each.step === slide.step ? { ...each, loaded: true } : each)));
  }, []);
  const failed = useCallback(() => setTimeout(advance, FAILED_IMAGE_PAUSE_MS), [advance]);

  return { slides, loaded, failed, advance };
}
