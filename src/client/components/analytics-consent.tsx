import { useEffect, useRef, useState } from "react";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { analyticsBannerText, PRIVACY_PAGE_PATH } from "../../shared/privacy-notice.ts";
import { setAnalyticsAllowed, startPageAnalytics } from "../lib/analytics.ts";
import { onConsentChange, readConsent, writeConsent } from "../lib/analytics-consent.ts";
import { useWords } from "../lib/words.tsx";

/**
 * Starts the page's analytics (decision 16). Without a measurement id it is
 * as before: a gtag the host page defines gets the events. With one, gtag.js
 * loads and events are sent only after the guest accepts.
 */
export function useConsentedAnalytics(measurementId: string | undefined): void {
  useEffect(() => {
    if (!measurementId) return startPageAnalytics(undefined);
    let stop: (() => void) | null = null;
    const apply = (consent: string | null) => {
      setAnalyticsAllowed(consent === "granted");
      if (consent === "granted" && !stop) stop = startPageAnalytics(measurementId);
    };
    apply(readConsent());
    const unsubscribe = onConsentChange((consent) => {
      if (consent) apply(consent);
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [measurementId]);
}

/** The small banner asking once (not a modal): shown only with a measurement id and no stored choice. */
export function ConsentBanner({ content }: { content: WeddingContent }) {
  const { consent: words, privacyNotice } = useWords().words;
  const measured = Boolean(content.site.gaMeasurementId);
  // Unknown in the prerendered page: the banner appears after hydration, fixed, so nothing moves.
  const [asking, setAsking] = useState<"no" | "yes" | "again">("no");
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!measured) return;
    if (readConsent() === null) setAsking("yes");
    return onConsentChange((consent) => setAsking(consent === null ? "again" : "no"));
  }, [measured]);

  useEffect(() => {
    // Opened from the footer's button: the keyboard goes to the choice.
    if (asking === "again") regionRef.current?.querySelector("button")?.focus();
  }, [asking]);

  if (asking === "no") return null;
  return (
    <section
      ref={regionRef}
      aria-label={words.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl bg-white p-4 text-ink shadow-xl ring-1 ring-ink/15 sm:p-5"
    >
      <p className="text-sm leading-relaxed">
        {analyticsBannerText(content, privacyNotice)}{" "}
        <a href={PRIVACY_PAGE_PATH} className="font-medium text-dusk underline underline-offset-2 hover:text-ink">
          {privacyNotice.link}
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => writeConsent("granted")}
          className="min-h-11 rounded-full bg-ink px-6 font-medium text-white hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          {words.accept}
        </button>
        <button
          type="button"
          onClick={() => writeConsent("denied")}
          className="min-h-11 rounded-full border border-ink px-6 font-medium text-ink hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          {words.decline}
        </button>
      </div>
    </section>
  );
}
