import content from "virtual:wedding-content";

/** The wedding's time zone (the content's): every time the admin shows is on the wedding's clocks. */
export const SITE_TIME_ZONE = content.timeZone;
