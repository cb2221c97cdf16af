import { coupleNames } from "./couple-names.ts";

/** Files publishing makes from the content, served beside the page. */
export const CALENDAR_FILE = "wedding.ics";

/** The picture link previews show (src/server/publishing/share-image.ts), made from the public view; mails show it too. */
export const SHARE_IMAGE = { fileName: "share-image.png", width: 1200, height: 630 } as const;

/** What the share image says, for those who cannot see it: its lines, as the public view writes them. */
export function shareImageAlt(content: {
  couple: { partners: readonly { firstName: string }[] };
  hero: { invitationLine: string; datesLabel: string; placeLabel: string };
}): string {
  return `${content.hero.invitationLine} ${coupleNames(content)}. ${content.hero.datesLabel}, ${content.hero.placeLabel}.`;
}

/** Home-screen icons listed in the web manifest (Android, desktop installs). */
export const MANIFEST_ICONS = [
  { fileName: "icon-192.png", size: 192 },
  { fileName: "icon-512.png", size: 512 },
] as const;

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
