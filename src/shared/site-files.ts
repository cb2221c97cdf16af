/** Files the build makes from the content and serves beside the page. */
export const CALENDAR_FILE = "wedding.ics";

/**
 * The service worker (design decision 15), at the site's root so its scope is
 * the whole site. Served with `Cache-Control: no-cache`: a new deploy must
 * reach every guest's browser on their next visit.
 */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * The guests' pages of their own beside the invitation (index.html), each
 * prerendered into its file: the poster's photos page and the privacy
 * notice. The service worker keeps both, so each opens offline too.
 */
export const PHOTOS_PAGE_FILE = "photos.html";
export const PRIVACY_PAGE_FILE = "privacy.html";
