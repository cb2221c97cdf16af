/**
 * The only place that calls window.gtag (docs/product.md section 7). Every call is a
 * no-op when gtag is absent. Events carry the default category wedding_site
 * and label user_interaction unless the event overrides the label.
 */

type GtagParams = Record<string, string | number>;
type Gtag = (command: "config" | "event" | "js", target: string | Date, params?: GtagParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

export const DEFAULT_CATEGORY = "wedding_site";
export const DEFAULT_LABEL = "user_interaction";
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
/** Device classes of docs/product.md section 4: mobile up to 768 px wide, tablet up to 1024, desktop above. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

/** False while the couple's Google Analytics waits for the guest's consent: nothing is sent (decision 16). */
let allowed = true;

/** Called by the consent flow (consent.tsx): false until the guest accepts, when a measurement id is set. */
export function setAnalyticsAllowed(value: boolean): void {
  allowed = value;
}

function hostGtag(): Gtag | undefined {
  return typeof window !== "undefined" && typeof window.gtag === "function" ? window.gtag : undefined;
}

function gtag(): Gtag | undefined {
  return allowed ? hostGtag() : undefined;
}

export function trackEvent(name: string, params: GtagParams = {}): void {
  gtag()?.("event", name, { event_category: DEFAULT_CATEGORY, event_label: DEFAULT_LABEL, ...params });
}

export function trackPageView(measurementId: string | undefined): void {
  const params = { page_path: window.location.pathname, page_title: document.title };
  if (measurementId) gtag()?.("config", measurementId, params);
  else trackEvent("page_view", params);
}

export const track = {
  navigationClick: (label: string) => trackEvent("navigation_click", { event_label: label.toLowerCase() }),
  externalLinkClick: (label: string, url: string) =>
    trackEvent("external_link_click", { event_label: label, link_url: url }),
  galleryView: (name: "circular" | "grid") => trackEvent("gallery_view", { event_label: `gallery_${name}_view` }),
  rsvpSubmission: (attending: boolean, guestCount: number) =>
    trackEvent("rsvp_submission", { event_label: attending ? "attending" : "not_attending", value: guestCount }),
  photoUpload: (count: number) => trackEvent("photo_upload", { value: count }),
};

export function deviceClass(viewportWidth: number): "mobile" | "tablet" | "desktop" | "unknown" {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return "unknown";
  if (viewportWidth <= MOBILE_MAX_WIDTH) return "mobile";
  if (viewportWidth <= TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

/** Loads Google's tag when the couple set a measurement id; without one, a gtag the host page defines is used. */
function loadGtag(measurementId: string): void {
  if (hostGtag()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/**
 * Page view, device info, scroll depth (25/50/75/100, once each) and time on
 * site (sent when the tab is hidden or the page unloads). Returns a cleanup.
 */
export function startPageAnalytics(measurementId: string | undefined): () => void {
  if (measurementId) loadGtag(measurementId);
  trackPageView(measurementId);
  trackEvent("device_info", {
    event_label: deviceClass(window.innerWidth),
    screen_resolution: `${window.screen.width}x${window.screen.height}`,
    viewport_size: `${window.innerWidth}x${window.innerHeight}`,
  });

  const reached = new Set<number>();
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const milestone of SCROLL_MILESTONES) {
      if (percent + 0.5 >= milestone && !reached.has(milestone)) {
        reached.add(milestone);
        trackEvent("scroll_depth", { event_label: `scroll_${milestone}%`, value: milestone });
      }
    }
  };

  const started = performance.now();
  // Unloading a visible tab hides it first: send once per hiding, not again on pagehide.
  let sentSinceVisible = false;
  const sendTimeOnSite = () => {
    if (sentSinceVisible) return;
    sentSinceVisible = true;
    trackEvent("time_on_site", { value: Math.round((performance.now() - started) / 1000) });
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") sendTimeOnSite();
    else sentSinceVisible = false;
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", sendTimeOnSite);
  return () => {
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", sendTimeOnSite);
  };
}
