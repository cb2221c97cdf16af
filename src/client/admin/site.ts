import content from "virtual:wedding-content";
import { coupleNames } from "../../shared/couple-names.ts";
import type { GuestListSite } from "./guests/guest-list.ts";

/**
 * The couple, the events with their meals and the wedding's time zone, from the content the site was built
 * with: every time the admin shows is on the wedding's clocks.
 */
export const ADMIN_SITE: GuestListSite = {
  coupleNames: coupleNames(content),
  timeZone: content.timeZone,
  events: content.events.map((event) => ({ id: event.id, title: event.title, meals: event.meals })),
};
