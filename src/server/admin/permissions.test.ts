import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ROLES, type AdminRole, ROLE_PERMISSIONS } from "../../shared/admin-people.ts";
import { CONTENT_API } from "../../shared/content-api.ts";
import { GUEST_LIST_API } from "../../shared/households.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { appWithMailSetup } from "../../testing/mail-setup.ts";
import { addPerson, adminRequest, personCookie } from "../../testing/people-builders.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ContentPublishing } from "../services/content-publishing.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";
import { ADMIN_ROOT, ADMIN_ROUTE_RULES, type AdminRouteRule } from "./permissions.ts";

/** Publishing's routes are mounted only with a publisher; none of its methods runs in these tests. */
const unusedPublishing = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("publishing is not used by the permission tests");
    },
  },
) as ContentPublishing;

/** A path for the rule, its parameters filled with an id nothing has. */
const pathOf = (rule: AdminRouteRule) => `${ADMIN_ROOT}${rule.path.replace(/:[a-z]+/gi, "0")}`.replace(/\/$/, "");

/** What each route's body check lets through to the permission check (the import is CSV, a picture its bytes). */
function requestFor(rule: AdminRouteRule, cookie: string): RequestInit {
  const request = adminRequest(rule.method, cookie, rule.method === "GET" || rule.method === "DELETE" ? undefined : {});
  const path = pathOf(rule);
  const type =
    path === GUEST_LIST_API.importCsv ? "text/csv" : path === CONTENT_API.pictures ? "application/octet-stream" : null;
  if (type === null) return request;
  return { ...request, headers: { ...request.headers, "Content-Type": type }, body: "x" };
}

/** Every table's rows but the sessions' and the limits' (a request's own bookkeeping), to show nothing changed. */
async function everyRow(t: AdminTestApp): Promise<Record<string, unknown[]>> {
  const tables = [
    "households",
    "household_guests",
    "household_events",
    "guest_answers",
    "rsvps",
    "wedding_photos",
    "mail_outbox",
    "admin_settings",
    "admin_people",
    "admin_invites",
    "admin_audit",
    "content_versions",
  ] as const satisfies readonly (keyof DatabaseSchema)[];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await t.deps.database.db.selectFrom(table).selectAll().execute();
  return rows;
}

describe("admin permissions", () => {
  let t: AdminTestApp;
  beforeEach(async () => {
    const made = await createAdminTestApp("sqlite", {
      rateLimiter: unlimitedRateLimiter,
      publishing: unusedPublishing,
    });
    // With the couple's mail settings, as the server has them (composition.ts).
    t = {
      ...made,
      app: await appWithMailSetup(made),
    };
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("declares a permission for every admin route, and names no route that does not exist", () => {
    const routes = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith(`${ADMIN_ROOT}/`) && route.method !== "ALL")
        .map((route) => `${route.method} ${route.path.replace(/\/$/, "")}`),
    );
    const declared = new Set(ADMIN_ROUTE_RULES.map((rule) => `${rule.method} ${`${ADMIN_ROOT}${rule.path}`}`));
    expect(
      [...routes].filter((route) => !declared.has(route)),
      "routes without a permission",
    ).toEqual([]);
    expect(
      [...declared].filter((route) => !routes.has(route)),
      "rules without a route",
    ).toEqual([]);
  });

  it("names an audit entry for every route that changes, sends or deletes", () => {
    const notAudited = ADMIN_ROUTE_RULES.filter(
      (rule) =>
        rule.method !== "GET" && rule.audit === undefined && rule.access !== "public" && rule.access !== "signedIn",
    );
    // Listing the pictures a file needs is a question asked with a body, not a change.
    expect(notAudited.map((rule) => `${rule.method} ${rule.path}`)).toEqual(["POST /content/pictures/missing"]);
  });

  it("answers 401 on every route but the public ones without a session", async () => {
    for (const rule of ADMIN_ROUTE_RULES.filter((each) => each.access !== "public")) {
      const response = await t.app.request(pathOf(rule), requestFor(rule, "wedding_admin=nothing"));
      expect(response.status, `${rule.method} ${rule.path}`).toBe(401);
    }
  });

  const limited = ADMIN_ROLES.filter((role) => role !== "partner");
  it.each(limited.map((role) => [role] as const))(
    "a %s gets 403 and changes nothing on every route their role does not allow, and is let through on the rest",
    async (role: AdminRole) => {
      const person = await addPerson(t.deps.database, role);
      const cookie = await personCookie(t, person);
      const allowed = ROLE_PERMISSIONS[role];
      const rules = ADMIN_ROUTE_RULES.filter((rule) => rule.access !== "public" && rule.access !== "signedIn");
      const may = (rule: AdminRouteRule) => (allowed as readonly string[]).includes(rule.access);
      const before = await everyRow(t);
      for (const rule of rules.filter((each) => !may(each))) {
        const response = await t.app.request(pathOf(rule), requestFor(rule, cookie));
        const label = `${role}: ${rule.method} ${rule.path}`;
        expect(response.status, label).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe("forbidden");
      }
      expect(await everyRow(t)).toEqual(before);
      // What a role may do is only read here (a read may make something on first need, the slideshow's key):
      // the changes each role makes are shown by the routes' own tests.
      for (const rule of rules.filter((each) => may(each) && each.method === "GET")) {
        const response = await t.app.request(pathOf(rule), requestFor(rule, cookie));
        expect(response.status, `${role}: ${rule.method} ${rule.path}`).not.toBe(403);
      }
    },
  );

  it("lets a partner through everywhere", async () => {
    const cookie = await personCookie(t, await addPerson(t.deps.database, "partner"));
    for (const rule of ADMIN_ROUTE_RULES.filter((each) => each.method === "GET")) {
      const response = await t.app.request(pathOf(rule), requestFor(rule, cookie));
      expect(response.status, `${rule.method} ${rule.path}`).not.toBe(403);
    }
  });
});
