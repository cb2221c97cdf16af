import content from "virtual:wedding-content";
import { coupleNames } from "../../../shared/couple-names.ts";
import type { GuestListSite } from "./guest-list.ts";

/** The couple, the events with their meals and the time zone, from the content the site was built with. */
export const GUEST_LIST_SITE: GuestListSite = {
  coupleNames: coupleNames(content),
  timeZone: content.timeZone,
  events: content.events.map((event) => ({ id: event.id, title: event.title, meals: event.meals })),
};
