import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport (latched: it
 * never turns false). Sections use it to load heavy code only when needed.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/** Calls `onChange(visible)` whenever the element enters or leaves the viewport, and when the tab is hidden or shown. */
export function observeOnScreen(element: Element, onChange: (visible: boolean) => void): () => void {
  let intersecting = false;
  const report = () => onChange(intersecting && document.visibilityState === "visible");
  const observer = new IntersectionObserver((entries) => {
    intersecting = entries.some((entry) => entry.isIntersecting);
    report();
  });
  observer.observe(element);
  document.addEventListener("visibilitychange", report);
  return () => {
    observer.disconnect();
    document.removeEventListener("visibilitychange", report);
  };
}
