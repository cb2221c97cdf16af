import { SERVICE_WORKER_FILE } from "../../shared/site-files.ts";

/**
 * Registers the offline service worker once the page has loaded and the
 * browser is idle, so it never competes with the first paint (its precache
 * downloads run in the worker, not on the page).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { scope: "/" }).catch((error: unknown) => {
      // The page works without it; only offline visits are lost.
      console.warn("The offline copy of this page could not be set up.", error);
    });
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
