import { useSyncExternalStore } from "react";

/**
 * What the browser knows about the connection. `navigator.onLine` is only
 * ever wrong one way: false means surely offline (no network at all), true
 * may still be a connection that answers nothing.
 */

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Resolves once the browser has a connection again (at once when it has one), or when `signal` aborts. */
export function waitForConnection(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!isOffline() || signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      window.removeEventListener("online", done);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    window.addEventListener("online", done);
    signal?.addEventListener("abort", done);
  });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** False while the browser knows it is offline; the prerendered page assumes a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
