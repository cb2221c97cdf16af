/**
 * After a redeploy the old build's hashed chunks are gone, so a page opened
 * before it can no longer load its lazy parts: the cure is the new page. Vite
 * tells every failed dynamic import with `vite:preloadError` on window
 * (https://vite.dev/guide/build#load-error-handling); a 404 for the chunk
 * means the build is gone, anything else (offline, a reset connection) is
 * worth trying again in place.
 */

const RELOADED_KEY = "wedding:reloaded-for-build";

/** Chromium and Firefox name the module in the message; Safari does not. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+?\.m?js\b/.exec(message)?.[0] ?? null;
}

/** Resolves true when the module (or, unnamed, this build's entry) answers 404. */
export async function isBuildGone(error: unknown, entryUrl: string): Promise<boolean> {
  const response = await fetch(failedModuleUrl(error) ?? entryUrl, { method: "HEAD", cache: "no-store" }).catch(
    () => null,
  );
  return response?.status === 404;
}

/** One reload per build in a tab: if the reloaded page fails the same way, it says so instead of reloading again. */
export function mayReloadFor(build: string): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== build;
  } catch {
    // Without storage we could not tell a second time from the first.
    return false;
  }
}

export function reloadFor(build: string): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, build);
  } catch {
    // Storage full or off: the new page is still the cure.
  }
  window.location.reload();
}
