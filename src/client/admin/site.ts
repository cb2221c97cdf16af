import site from "virtual:wedding-admin-site";
import type { GuestListSite } from "./guests/guest-list.ts";

/**
 * The couple, the events with their meals and the wedding's time zone, from the content the site was built
 * with: every time the admin shows is on the wedding's clocks. Every event, those by invitation only too
 * (scripts/lib/vite-site-plugin.ts): their titles, never their places.
 */
export const ADMIN_SITE: GuestListSite = site;
