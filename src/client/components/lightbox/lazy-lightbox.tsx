import { type ComponentType, Suspense } from "react";
import { lazyWithRetry } from "../../lib/lazy-with-retry.ts";
import { useWords } from "../../lib/words.tsx";
import { LazyBoundary } from "../lazy-boundary.tsx";
import type { LightboxProps } from "./lightbox.tsx";

const OpenLightbox = lazyWithRetry<LightboxProps<unknown>>(() =>
  import("./lightbox.tsx").then((module): ComponentType<LightboxProps<unknown>> => module.Lightbox),
);

/**
 * The page's lightbox, fetched the first time a guest opens a picture rather
 * than with the first screen. A failed fetch shows a Try again message where
 * the lightbox would have opened; the pictures stay as they are.
 */
export function Lightbox<Item>(props: LightboxProps<Item>) {
  const words = useWords().words.failures;
  if (props.index === null) return null;
  return (
    <LazyBoundary message={words.lightbox} retry={OpenLightbox.retry} className="mt-6">
      <Suspense fallback={null}>
        {/* One lazy component serves every kind of item: its props are only handed through. */}
        <OpenLightbox {...(props as LightboxProps<unknown>)} />
      </Suspense>
    </LazyBoundary>
  );
}
