/**
 * The invitation page's entry: its stylesheet, then the app once the
 * prerendered page has been painted (ADR 027). The page reads whole without
 * JavaScript, so on a slow connection its first paint waits for the
 * stylesheet and the first picture only, not for React. A failed load
 * (the connection dropped) is tried again when the browser is back online,
 * or a few seconds later.
 */
import "./styles.css";

const RETRY_MS = 5000;
const MAX_TRIES = 4;
let tries = 0;

function start(): void {
  tries += 1;
  import("./main.tsx").catch(() => {
    if (tries >= MAX_TRIES) return;
    if (navigator.onLine) setTimeout(start, RETRY_MS);
    else window.addEventListener("online", start, { once: true });
  });
}

/**
 * Runs `task` once the browser has painted the page: the paint timing entry is
 * delivered in a task after that frame (and, unlike a timer, is not held back
 * by a test's paused clock). A hidden tab paints nothing, and a browser without
 * paint timing cannot say: both start at once.
 */
function afterFirstPaint(task: () => void): void {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    task();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    task();
  });
  observer.observe({ type: "paint", buffered: true });
}

afterFirstPaint(start);
