import { PREVIEW_PAGE_PATH } from "../shared/content-api.ts";
import type { WeddingContent } from "../shared/content-schema.ts";

/**
 * The page's Content-Security-Policy: only our own origin, the embedded map,
 * and Google's tag hosts when the couple turned analytics on.
 */
export function contentSecurityPolicy(content: Pick<WeddingContent, "site">): string {
  const analytics = content.site.gaMeasurementId
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...analytics.slice(0, 1)],
    // Prerendered markup carries style attributes (layout, gradients from content).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...analytics],
    "font-src": ["'self'"],
    // Find Us embeds the venue's map.
    "frame-src": ["https://www.google.com"],
    "connect-src": ["'self'", ...analytics],
    // The offline service worker (/sw.js); named, since browsers differ in what it falls back to.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The admin page's addresses: the one page that frames the editor's preview. */
export const ADMIN_PAGE_PATHS: readonly string[] = ["/admin", "/admin/", "/admin.html"];

/**
 * The policy with the editor's preview's framing (ADR 055): the admin page may frame pages of its own origin, and
 * the preview may be framed by them; every other page stays unframeable.
 */
export function withPreviewFraming(policy: string, path: string): string {
  if (path === PREVIEW_PAGE_PATH) return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  if (ADMIN_PAGE_PATHS.includes(path)) return policy.replace("frame-src ", "frame-src 'self' ");
  return policy;
}
