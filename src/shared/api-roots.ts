/**
 * The roots of the guests' API, each written once: the paths under them
 * (privacy.ts, households.ts) and the server's routes mounted on them are
 * made from these. A module of its own, importing nothing: households.ts and
 * privacy.ts both take them without an import cycle.
 */

/** A personal link's data, its guest's own data and answers, by code. */
export const INVITATIONS_API_ROOT = "/api/invitations";
/** The photos guests send, and what the browser that sent one may do with it. */
export const PHOTOS_API_ROOT = "/api/photos";
