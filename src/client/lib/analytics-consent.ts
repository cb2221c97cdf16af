import { ANALYTICS_CONSENT_STORAGE_KEY, type AnalyticsConsent } from "../../shared/privacy.ts";
import { browserStorage, type KeyValueStorage } from "./browser-storage.ts";

/**
 * The guest's analytics choice (decision 16): kept in localStorage, never a
 * cookie; null until they choose. A tiny subscribe, so the banner and the
 * footer's "Analytics choices" button share one state without a library.
 */

const listeners = new Set<(consent: AnalyticsConsent | null) => void>();

export function readConsent(storage: KeyValueStorage | null = browserStorage()): AnalyticsConsent | null {
  try {
    const value = storage?.getItem(ANALYTICS_CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: AnalyticsConsent, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(ANALYTICS_CONSENT_STORAGE_KEY, consent);
  } catch {
    // Refused storage: the choice holds for this visit only.
  }
  for (const listener of listeners) listener(consent);
}

/** Asks again: the banner shows until the guest chooses (the stored choice stays until then). */
export function reopenConsent(): void {
  for (const listener of listeners) listener(null);
}

export function onConsentChange(listener: (consent: AnalyticsConsent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
