import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API, GUEST_DATA_ADMIN_API } from "../../shared/admin-api.ts";
import { AuditPageSchema, OPERATOR_NAME, PEOPLE_API } from "../../shared/admin-people.ts";
import { GUEST_LIST_API, guestListCsvColumns } from "../../shared/households.ts";
import { MAIL_SETTINGS_API } from "../../shared/mail-settings.ts";
import { SLIDESHOW_ADMIN_API } from "../../shared/uploads.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aHousehold } from "../../testing/household-builders.ts";
import { appWithMailSetup, someMailSettings } from "../../testing/mail-setup.ts";
import { adminRequest } from "../../testing/people-builders.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createRsvpRepository } from "../db/rsvp-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";
import { ADMIN_ROUTE_RULES } from "./permissions.ts";

/**
 * Every route that changes, sends or deletes writes its audit entry (permissions.ts names it): each case makes
 * what its route needs, calls it as the operator, and finds the entry, newest, with its target. People's and
 * invites' routes write their own (people-routes.test.ts); the content's need a code build to publish with, and
 * content-routes.test.ts shows a picture's and a published file's. A new changing route fails the first test
 * until it is added here.
 */

interface Case {
  rule: string;
  /** Makes what the route needs; returns the request and the target id the entry must name (null for none). */
  make(): Promise<{ path: string; init: RequestInit; target: string | null }>;
}

describe("the audit log of each changing route", () => {
  let t: AdminTestApp;
  let cookie: string;
  beforeAll(async () => {
    const made = await createAdminTestApp("sqlite", { rateLimiter: unlimitedRateLimiter });
    // With the couple's mail settings, as the server has them (composition.ts).
    t = {
      ...made,
      app: await appWithMailSetup(made),
    };
    cookie = await t.signIn();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const json = (method: string, body?: unknown) => adminRequest(method, cookie, body);
  const events = () => t.deps.content.events.map((event) => event.id);
  const household = async () =>
    createHouseholdRepository(t.deps.database).create(aHousehold(events(), { email: "mensahs@example.com" }));
  const photo = async () => {
    const upload = await t.app.request("/api/photos", photoRequest(await aJpeg()));
    return ((await upload.json()) as { photo: { id: string } }).photo.id;
  };
  const rsvp = async () => {
    await t.app.request("/api/rsvps", postJson(anRsvpRequest({ email: `${crypto.randomUUID()}@example.com` })));
    const [newest] = await createRsvpRepository(t.deps.database).list();
    return newest?.id ?? "";
  };

  const cases: Case[] = [
    {
      rule: "DELETE /rsvps/:id",
      make: async () => {
        const id = await rsvp();
        return { path: ADMIN_API.rsvp(id), init: json("DELETE"), target: id };
      },
    },
    {
      rule: "POST /mail/test",
      make: async () => ({ path: ADMIN_API.testMail, init: json("POST", { to: "couple@example.com" }), target: null }),
    },
    {
      rule: "PUT /mail/settings",
      make: async () => ({ path: MAIL_SETTINGS_API.settings, init: json("PUT", someMailSettings(1)), target: null }),
    },
    {
      // Nothing listens on port 1: the provider's failure is an answer in words, and the trial is logged all the same.
      rule: "POST /mail/settings/test",
      make: async () => ({
        path: MAIL_SETTINGS_API.trial,
        init: json("POST", { to: "couple@example.com", settings: someMailSettings(1) }),
        target: null,
      }),
    },
    {
      rule: "DELETE /mail/settings",
      make: async () => ({ path: MAIL_SETTINGS_API.settings, init: json("DELETE"), target: null }),
    },
    {
      rule: "POST /photos/approve",
      make: async () => ({
        path: ADMIN_API.photosBulkApprove,
        init: json("POST", { ids: [await photo()] }),
        target: null,
      }),
    },
    {
      rule: "POST /photos/:id/status",
      make: async () => {
        const id = await photo();
        return { path: ADMIN_API.photoStatus(id), init: json("POST", { status: "rejected" }), target: id };
      },
    },
    {
      rule: "DELETE /photos/:id",
      make: async () => {
        const id = await photo();
        return { path: ADMIN_API.photo(id), init: json("DELETE"), target: id };
      },
    },
    {
      rule: "POST /slideshow-link",
      make: async () => ({ path: SLIDESHOW_ADMIN_API.link, init: json("POST", {}), target: null }),
    },
    {
      rule: "DELETE /guest-data/households/:id",
      make: async () => {
        const { id } = await household();
        return { path: GUEST_DATA_ADMIN_API.household(id), init: json("DELETE"), target: id };
      },
    },
    {
      rule: "POST /households",
      make: async () => ({ path: GUEST_LIST_API.households, init: json("POST", aHousehold(events())), target: null }),
    },
    {
      rule: "POST /households/import",
      make: async () => ({
        path: GUEST_LIST_API.importCsv,
        init: {
          method: "POST",
          headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "text/csv" },
          body: `${guestListCsvColumns(1).join(",")}\nThe Dubes,Sipho,,0,,,,,\n`,
        },
        target: null,
      }),
    },
    {
      rule: "PUT /households/:id",
      make: async () => {
        const { id, version } = await household();
        const body = { ...aHousehold(events(), { displayName: "Renamed" }), version };
        return { path: GUEST_LIST_API.household(id), init: json("PUT", body), target: id };
      },
    },
    {
      rule: "PATCH /households/:id",
      make: async () => {
        const { id, version } = await household();
        return { path: GUEST_LIST_API.household(id), init: json("PATCH", { version, displayName: "New" }), target: id };
      },
    },
    {
      rule: "DELETE /households/:id",
      make: async () => {
        const { id, version } = await household();
        return { path: `${GUEST_LIST_API.household(id)}?version=${version}`, init: json("DELETE"), target: id };
      },
    },
    {
      rule: "POST /households/:id/send-invitation",
      make: async () => {
        const { id } = await household();
        return { path: GUEST_LIST_API.sendInvitation(id), init: json("POST", {}), target: id };
      },
    },
    {
      rule: "POST /households/:id/mark-invited",
      make: async () => {
        const { id } = await household();
        return { path: GUEST_LIST_API.markInvited(id), init: json("POST", {}), target: id };
      },
    },
    {
      rule: "POST /invitations",
      make: async () => {
        await household();
        return { path: GUEST_LIST_API.invitations, init: json("POST", {}), target: null };
      },
    },
    {
      rule: "POST /reminders",
      make: async () => ({ path: GUEST_LIST_API.reminders, init: json("POST", {}), target: null }),
    },
    {
      rule: "PUT /rsvp-settings",
      make: async () => {
        const deadline = t.deps.content.rsvp.deadline;
        return {
          path: GUEST_LIST_API.rsvpSettings,
          init: json("PUT", { deadline, closeAtDeadline: true }),
          target: null,
        };
      },
    },
    {
      // Last: it ends this file's session too.
      rule: "DELETE /sessions",
      make: async () => ({ path: ADMIN_API.sessions, init: json("DELETE"), target: null }),
    },
  ];

  it("covers every changing route here, in people-routes.test.ts (own entries) or the content's tests", () => {
    const elsewhere = (rule: (typeof ADMIN_ROUTE_RULES)[number]) =>
      rule.audit === "own" || rule.path.startsWith("/content");
    const changing = ADMIN_ROUTE_RULES.filter((rule) => rule.audit !== undefined && !elsewhere(rule));
    expect(cases.map((each) => each.rule).sort()).toEqual(changing.map((rule) => `${rule.method} ${rule.path}`).sort());
  });

  it.each(cases.map((each) => [each.rule, each] as const))("%s writes who, what and which", async (rule, { make }) => {
    const { path, init, target } = await make();
    const response = await t.app.request(path, init);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const declared = ADMIN_ROUTE_RULES.find((each) => `${each.method} ${each.path}` === rule)?.audit;
    const entries = await t.deps.database.db
      .selectFrom("admin_audit")
      .selectAll()
      .orderBy("seq", "desc")
      .limit(1)
      .execute();
    const entry = entries[0];
    expect(entry).toMatchObject({
      actor_id: null,
      actor_name: OPERATOR_NAME,
      action: typeof declared === "object" ? declared.action : "",
      target_id: target,
    });
  });

  it("shows the log's entries to a partner through the API, newest first", async () => {
    const again = await t.signIn();
    const page = AuditPageSchema.parse(
      await (await t.app.request(PEOPLE_API.audit, adminRequest("GET", again))).json(),
    );
    expect(page.entries[0]?.action).toBe("sessions.end-all");
  });
});
