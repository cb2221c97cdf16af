/** Files the build makes from the content and serves beside the page. */
export const CALENDAR_FILE = "wedding.ics";
