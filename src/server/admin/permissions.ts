import type { MiddlewareHandler } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { ADMIN_ERROR_CODES } from "../../shared/admin-api.ts";
import { type AdminPermission, PEOPLE_ERROR_CODES } from "../../shared/admin-people.ts";
import { recordAudit, withPendingAudit } from "../db/audit-context.ts";
import type { Database } from "../db/database.ts";
import { errorCode } from "../error-code.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type AdminAccess, actorName, can } from "./access.ts";

/**
 * Every admin route's permission, in one table checked in one place (docs/decisions/052-people-not-a-password.md).
 * A route the table does not name answers 404 to everyone, and permissions.test.ts fails on it.
 *
 * - `public`: no session (reading the session state, signing in, the setup and invite links);
 * - `signedIn`: any session (signing out);
 * - an AdminPermission: the actor's role must have it (ROLE_PERMISSIONS), or 403 and nothing runs.
 *
 * Each route that changes, sends or deletes names its audit entry: `own` when the route writes the entry itself;
 * otherwise this check runs the route with the entry pending, and the first transaction the route commits writes
 * it (db/audit-context.ts); a change made without a transaction gets it once the route has answered with success.
 */
export type RouteAccess = AdminPermission | "public" | "signedIn";

export interface AuditNote {
  action: string;
  /** What kind of thing the target is, and the path parameter holding its id. */
  target?: { type: string; param: string };
  /** Short words for the log: never a guest's contact details or dietary needs. */
  summary: string;
}

export interface AdminRouteRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below /api/admin, in Hono's pattern syntax. */
  path: string;
  access: RouteAccess;
  audit?: AuditNote | "own";
}

const household = { type: "household", param: "id" };
const photo = { type: "photo", param: "id" };

export const ADMIN_ROUTE_RULES: readonly AdminRouteRule[] = [
  { method: "GET", path: "/session", access: "public" },
  { method: "POST", path: "/session", access: "public" },
  { method: "DELETE", path: "/session", access: "signedIn" },
  { method: "POST", path: "/setup", access: "public", audit: "own" },
  { method: "POST", path: "/join", access: "public", audit: "own" },
  {
    method: "DELETE",
    path: "/sessions",
    access: "people",
    audit: { action: "sessions.end-all", summary: "Signed everyone out" },
  },
  { method: "GET", path: "/people", access: "people" },
  { method: "PATCH", path: "/people/:id", access: "people", audit: "own" },
  { method: "DELETE", path: "/people/:id", access: "people", audit: "own" },
  { method: "POST", path: "/invites", access: "people", audit: "own" },
  { method: "DELETE", path: "/invites/:id", access: "people", audit: "own" },
  { method: "GET", path: "/audit", access: "people" },

  { method: "GET", path: "/site", access: "site" },

  { method: "GET", path: "/rsvps.csv", access: "answers" },
  { method: "GET", path: "/rsvps", access: "answers" },
  {
    method: "DELETE",
    path: "/rsvps/:id",
    access: "answers",
    audit: { action: "rsvp.delete", target: { type: "rsvp", param: "id" }, summary: "Deleted an RSVP" },
  },
  { method: "POST", path: "/mail/test", access: "mail", audit: { action: "mail.test", summary: "Sent a test mail" } },
  { method: "GET", path: "/mail/settings", access: "mailSetup" },
  {
    method: "PUT",
    path: "/mail/settings",
    access: "mailSetup",
    audit: { action: "mail-settings.save", summary: "Saved the mail provider's settings" },
  },
  {
    method: "DELETE",
    path: "/mail/settings",
    access: "mailSetup",
    audit: { action: "mail-settings.delete", summary: "Removed the mail provider's settings" },
  },
  {
    method: "POST",
    path: "/mail/settings/test",
    access: "mailSetup",
    audit: { action: "mail-settings.test", summary: "Tried the mail provider's settings with a test mail" },
  },

  { method: "GET", path: "/photos", access: "photos" },
  { method: "GET", path: "/photos/approved.zip", access: "photos" },
  { method: "GET", path: "/photos/all.zip", access: "photos" },
  {
    method: "POST",
    path: "/photos/approve",
    access: "photos",
    audit: { action: "photos.approve", summary: "Approved photos" },
  },
  {
    method: "POST",
    path: "/photos/:id/status",
    access: "photos",
    audit: { action: "photo.status", target: photo, summary: "Changed a photo's review status" },
  },
  {
    method: "DELETE",
    path: "/photos/:id",
    access: "photos",
    audit: { action: "photo.delete", target: photo, summary: "Deleted a photo" },
  },
  { method: "GET", path: "/photos/:id/thumbnail", access: "photos" },
  { method: "GET", path: "/photos/:id/published", access: "photos" },
  { method: "GET", path: "/photos/:id/original", access: "photos" },
  { method: "GET", path: "/slideshow-link", access: "photos" },
  {
    method: "POST",
    path: "/slideshow-link",
    access: "photos",
    audit: { action: "slideshow.new-link", summary: "Made a new slideshow link" },
  },

  { method: "GET", path: "/invitation-cards", access: "guestsAll" },

  { method: "GET", path: "/content", access: "content" },
  {
    method: "POST",
    path: "/content",
    access: "content",
    audit: { action: "content.publish-file", summary: "Published a content file" },
  },
  { method: "GET", path: "/content/draft", access: "content" },
  {
    method: "PUT",
    path: "/content/draft",
    access: "content",
    audit: { action: "content.save-draft", summary: "Saved the content draft" },
  },
  {
    method: "POST",
    path: "/content/versions/:version/publish",
    access: "content",
    audit: {
      action: "content.publish",
      target: { type: "content-version", param: "version" },
      summary: "Published a content version",
    },
  },
  { method: "GET", path: "/content/versions", access: "content" },
  { method: "GET", path: "/content/versions/:version", access: "content" },
  { method: "GET", path: "/content/pictures/:hash", access: "content" },
  {
    method: "POST",
    path: "/content/pictures",
    access: "content",
    audit: { action: "content.picture", summary: "Added a content picture" },
  },
  { method: "POST", path: "/content/pictures/missing", access: "content" },

  { method: "GET", path: "/guest-data", access: "guestData" },
  { method: "GET", path: "/guest-data/export", access: "guestData" },
  { method: "GET", path: "/guest-data/search", access: "guestData" },
  {
    method: "DELETE",
    path: "/guest-data/households/:id",
    access: "guestData",
    audit: { action: "household.erase", target: household, summary: "Erased a household everywhere" },
  },

  { method: "GET", path: "/households", access: "guests" },
  {
    method: "POST",
    path: "/households",
    access: "guests",
    audit: { action: "household.create", summary: "Added a household" },
  },
  {
    method: "POST",
    path: "/households/import",
    access: "guestsAll",
    audit: { action: "households.import", summary: "Imported the guest list" },
  },
  { method: "GET", path: "/households.csv", access: "guestsAll" },
  { method: "GET", path: "/guests.csv", access: "guestsAll" },
  {
    method: "PUT",
    path: "/households/:id",
    access: "guests",
    audit: { action: "household.update", target: household, summary: "Edited a household" },
  },
  {
    method: "PATCH",
    path: "/households/:id",
    access: "guests",
    audit: { action: "household.contact", target: household, summary: "Edited a household's contact" },
  },
  {
    method: "DELETE",
    path: "/households/:id",
    access: "guests",
    audit: { action: "household.delete", target: household, summary: "Removed a household" },
  },
  {
    method: "POST",
    path: "/households/:id/send-invitation",
    access: "mail",
    audit: { action: "invitation.send", target: household, summary: "Sent a household its personal link" },
  },
  {
    method: "POST",
    path: "/households/:id/mark-invited",
    access: "guests",
    audit: { action: "household.mark-invited", target: household, summary: "Marked a household invited" },
  },
  { method: "GET", path: "/invitations", access: "mail" },
  {
    method: "POST",
    path: "/invitations",
    access: "mail",
    audit: { action: "invitations.send-all", summary: "Sent every household not yet invited its link" },
  },
  { method: "GET", path: "/reminders", access: "mail" },
  {
    method: "POST",
    path: "/reminders",
    access: "mail",
    audit: { action: "reminders.send", summary: "Sent reminders" },
  },
  {
    method: "PUT",
    path: "/rsvp-settings",
    access: "guestsAll",
    audit: { action: "rsvp-settings.save", summary: "Saved the answer deadline" },
  },
];

/** The admin's mount point: rule paths are below it. */
export const ADMIN_ROOT = "/api/admin";

export interface PermissionCheckDeps {
  access: AdminAccess;
  database: Database;
  logger: Logger;
  now: () => Date;
}

/** The rule of a request: its method (HEAD reads as GET) and path below ADMIN_ROOT; null when no rule names it. */
export function ruleFor(
  rules: readonly AdminRouteRule[],
): (method: string, path: string) => { rule: AdminRouteRule; params: Record<string, string> } | null {
  const router = new TrieRouter<AdminRouteRule>();
  for (const rule of rules) router.add(rule.method, rule.path, rule);
  return (method, path) => {
    const [[first] = []] = router.match(method === "HEAD" ? "GET" : method, path) as [
      [AdminRouteRule, Record<string, string>][],
    ];
    return first ? { rule: first[0], params: first[1] } : null;
  };
}

/**
 * The one check: finds the request's rule, needs a session unless it is public, refuses (403, nothing runs) what
 * the actor's role does not allow, and records the audit entry of a change that succeeded.
 */
export function checkPermission({ access, database, logger, now }: PermissionCheckDeps): MiddlewareHandler {
  const find = ruleFor(ADMIN_ROUTE_RULES);
  return async (c, next) => {
    const below = c.req.path.startsWith(ADMIN_ROOT) ? c.req.path.slice(ADMIN_ROOT.length) || "/" : c.req.path;
    const found = find(c.req.method, below.length > 1 ? below.replace(/\/$/, "") : below);
    if (found === null) throw new HttpError(404, ADMIN_ERROR_CODES.notFound, "There is no such admin endpoint.");
    const { rule, params } = found;
    if (rule.access === "public") return next();
    const actor = await access.identify(c);
    if (actor === null) throw new HttpError(401, ADMIN_ERROR_CODES.unauthorized, "Please sign in to the admin first.");
    if (rule.access !== "signedIn" && !can(actor, rule.access)) {
      throw new HttpError(403, PEOPLE_ERROR_CODES.forbidden, "Your role in the admin does not allow this.");
    }
    c.set("adminActor", actor);
    const note = rule.audit;
    if (note === undefined || note === "own") return next();
    const pending = {
      entry: {
        at: now(),
        ...actorName(actor),
        action: note.action,
        targetType: note.target?.type ?? null,
        targetId: note.target ? (params[note.target.param] ?? null) : null,
        summary: note.summary,
      },
      written: false,
    };
    await withPendingAudit(pending, next);
    if (pending.written || c.res.status >= 400) return;
    // Marked first: work the route left running (in its async context) must not write the entry again.
    pending.written = true;
    try {
      await recordAudit(database.db, pending.entry);
    } catch (error) {
      // The change is made and answered: a missing entry is logged, never turned into a failure the couple retries.
      logger.error({ errCode: errorCode(error), action: note.action }, "admin audit entry not written");
    }
  };
}
