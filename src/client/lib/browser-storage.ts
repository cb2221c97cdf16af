/**
 * The page's small memories in localStorage (the analytics choice, the
 * strip-metadata choice, the photos this browser sent). Callers take a
 * storage argument defaulting to this one, so tests need no browser.
 */

/** What the callers use of the Web Storage API. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** localStorage, or null when there is none or it is refused (private mode, blocked by settings): nothing is remembered. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
