/**
 * The service worker (design decision 15): after one visit the invitation
 * opens and reads without a connection. Built by scripts/build.ts, which
 * writes the list of files to keep in place of `self.__WB_MANIFEST`.
 *
 * - The page's code, styles, calendar file and pictures are precached (one
 *   offline size of each photo; the sizes a guest's screen loads are kept as
 *   they are fetched).
 * - A page visit asks the network first, so an online guest always gets the
 *   newest HTML; the precached page answers when the network cannot: the
 *   poster's photos page and the privacy notice their own, every other
 *   address the invitation. A
 *   household's personal link (/i/<code>) is such a visit: its answer (no-store)
 *   is never kept, and offline it gets the precached page, which then asks
 *   the network for the household.
 * - Nothing under /api (the invitations and the RSVP window included) and
 *   nothing of the admin is ever stored: no route here matches them, so the
 *   browser fetches them itself.
 * - A new deploy takes over at once (skipWaiting, clientsClaim) and deletes
 *   what the old one kept and the new one does not.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { parsePictureVariant } from "../../shared/picture-files.ts";
import { PRIVACY_PAGE_PATH } from "../../shared/privacy.ts";
import { PHOTOS_PAGE_FILE, PRIVACY_PAGE_FILE } from "../../shared/site-files.ts";
import { PHOTOS_PAGE_PATH } from "../../shared/uploads.ts";
import { WORDS_FILE } from "../../shared/words/page-parts.ts";

/** The part of the worker's global scope used here (the project's types are the page's, not a worker's). */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: "window" }): Promise<readonly { url: string }[]> };
  addEventListener(type: "activate", listener: (event: { waitUntil(done: Promise<unknown>): void }) => void): void;
};

/** The prerendered page: every section's text, hydrated by the precached code. */
const SHELL_URL = "/index.html";
/** The guests' other pages, by the path they are visited at: offline each opens its own precached page. */
const OWN_PAGES = new Map([
  [PHOTOS_PAGE_PATH, `/${PHOTOS_PAGE_FILE}`],
  [PRIVACY_PAGE_PATH, `/${PRIVACY_PAGE_FILE}`],
]);
/**
 * How long a page visit waits for the network before showing the precached
 * page: a venue's weak signal often connects but never answers.
 */
const NAVIGATION_TIMEOUT_MS = 6000;
/** Never answered from here: the API, the couple's admin page, and the slideshow (a screen at the venue, behind its key). */
const NOT_CACHED = [/^\/api\//, /^\/admin(?:[/.?]|$)/, /^\/slideshow(?:[/.?]|$)/];
const PICTURE_CACHE = "wedding-pictures";
/**
 * The pages of a language other than the first (/zu/, /zu/privacy, /zu/photos), kept as a guest opens them: only
 * the first language's are precached, so no guest downloads every language's pages for the one they read.
 */
const LANGUAGE_PAGE_CACHE = "wedding-language-pages";
const LANGUAGE_PAGE = /^\/[a-z]{2}\/(?:privacy|photos)?$/;
/** A language's words for the parts a page loads later (the upload panel, a household's form), kept with its pages. */
const LANGUAGE_WORDS = new RegExp(`^/[a-z]{2}/${WORDS_FILE.replace(".", "\\.")}$`);
/** Enough for every picture of the page at two sizes; the oldest go first. */
const MAX_CACHED_PICTURES = 80;

const manifest = self.__WB_MANIFEST;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache's own route, so the page itself is never answered from the cache while online.
registerRoute(new NavigationRoute(({ request }) => networkFirst(request), { denylist: NOT_CACHED }));

precacheAndRoute(manifest);

// The language page a guest is reading when the worker first starts was fetched before it: it is kept now.
self.addEventListener("activate", (event) => event.waitUntil(keepOpenLanguagePages()));

/** The offline copy of each photo, by picture name. */
const offlinePictures = new Map<string, string>();
for (const entry of manifest) {
  const variant = parsePictureVariant(entry.url);
  if (variant) offlinePictures.set(variant.picture, entry.url);
}

// Asked for by a part as it loads: the newest online, the kept copy offline (the first language's is precached).
registerRoute(
  ({ url }) => url.origin === location.origin && LANGUAGE_WORDS.test(url.pathname),
  new NetworkFirst({ cacheName: LANGUAGE_PAGE_CACHE }),
);

registerRoute(
  ({ request, url }) =>
    request.destination === "image" && url.origin === location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: MAX_CACHED_PICTURES, purgeOnQuotaError: true }),
      // Offline, a size never fetched before is answered with the precached size of the same picture.
      { handlerDidError: async ({ request }) => offlinePicture(request.url) },
    ],
  }),
);

async function networkFirst(request: Request): Promise<Response> {
  const network = fetch(request);
  // Settled either way below; a late failure after the timeout is not an error worth reporting.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, timeout]);
    if (response) {
      void keepLanguagePage(response);
      return response;
    }
  } catch {
    // No connection: the precached page below.
  } finally {
    clearTimeout(timer);
  }
  return (
    (await languagePageOffline(new URL(request.url))) ??
    (await matchPrecache(offlinePage(new URL(request.url)))) ??
    network
  );
}

/**
 * Keeps a language's page the guest opened (the answer a visit to / was sent on to included), and with its
 * invitation the words its later parts load, so the upload panel opens offline in that language too.
 */
async function keepLanguagePage(response: Response): Promise<void> {
  const url = new URL(response.url || "/", location.origin);
  if (!response.ok || !LANGUAGE_PAGE.test(url.pathname)) return;
  if ((response.headers.get("Cache-Control") ?? "").includes("no-store")) return;
  // Copied before anything is awaited: the page reads the answer's body meanwhile.
  const copy = response.clone();
  const cache = await caches.open(LANGUAGE_PAGE_CACHE);
  await cache.put(url.pathname, copy);
  if (url.pathname.endsWith("/")) await cache.add(`${url.pathname}${WORDS_FILE}`).catch(() => undefined);
}

async function keepOpenLanguagePages(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) {
    const { pathname } = new URL(client.url);
    if (LANGUAGE_PAGE.test(pathname)) await keepLanguagePage(await fetch(pathname)).catch(() => undefined);
  }
}

/**
 * Offline, a language's page as the guest last opened it; for the invitation's own address (/, or a personal link),
 * the page of the language the guest last read, if it was not the first.
 */
async function languagePageOffline(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(LANGUAGE_PAGE_CACHE);
  const kept = await cache.match(url.pathname);
  if (kept || LANGUAGE_PAGE.test(url.pathname) || offlinePage(url) !== SHELL_URL) return kept;
  const pages = (await cache.keys()).filter((key) => /^\/[a-z]{2}\/$/.test(new URL(key.url).pathname));
  const last = pages.at(-1);
  return last ? cache.match(last) : undefined;
}

/** The precached page for a visit to `url`: its own for the photos page and the privacy notice, else the invitation. */
function offlinePage(url: URL): string {
  const pagePath = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  return OWN_PAGES.get(pagePath) ?? SHELL_URL;
}

async function offlinePicture(url: string): Promise<Response | undefined> {
  const variant = parsePictureVariant(url);
  const fallback = variant ? offlinePictures.get(variant.picture) : undefined;
  return fallback ? matchPrecache(fallback) : undefined;
}
