import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  AuditPageSchema,
  CreatedInviteSchema,
  INVITE_FRAGMENT,
  OPERATOR_NAME,
  PEOPLE_API,
  PeopleListSchema,
} from "../../shared/admin-people.ts";
import { AdminHouseholdSchema, GuestListSchema } from "../../shared/household-schemas.ts";
import { GUEST_LIST_API, guestListCsvColumns } from "../../shared/households.ts";
import { type AdminTestApp, createAdminTestApp, sessionCookieFrom } from "../../testing/admin-test-app.ts";
import { aHousehold } from "../../testing/household-builders.ts";
import { addPerson, adminRequest, personCookie, TEST_PERSON_PASSWORD } from "../../testing/people-builders.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { recordAudit } from "../db/audit-context.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";
import { ADMIN_SIGN_IN_MAX_FAILURES } from "./session-routes.ts";

describeOnDatabases("the admin's people", (dialect) => {
  let t: AdminTestApp;
  beforeEach(async () => {
    t = await createAdminTestApp(dialect, { rateLimiter: unlimitedRateLimiter });
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, cookie: string | null, body?: unknown) =>
    t.app.request(path, adminRequest(method, cookie, body));
  const signIn = (email: string, password: string) => send(ADMIN_API.session, "POST", null, { email, password });
  const auditPage = async (cookie: string, page = 1): Promise<AuditPage> =>
    AuditPageSchema.parse(await (await send(`${PEOPLE_API.audit}?page=${page}`, "GET", cookie)).json());
  const newest = async (cookie: string) => (await auditPage(cookie)).entries[0];

  it("invites a person with a link that works once; they set their name, email and password and sign in as themselves", async () => {
    const partner = await addPerson(t.deps.database, "partner", { name: "Lerato" });
    const cookie = await personCookie(t, partner);
    const created = await send(PEOPLE_API.invites, "POST", cookie, { role: "family", side: "Thabo's family" });
    expect(created.status).toBe(201);
    const invite = CreatedInviteSchema.parse(await created.json());
    const token = new URL(invite.url).hash.replace(`#${INVITE_FRAGMENT}=`, "");
    expect(await newest(cookie)).toMatchObject({ actorId: partner.id, actorName: "Lerato", action: "invite.create" });

    const person = { token, name: "Mama Dube", email: "Mama@Example.com ", password: "short" };
    const tooShort = await send(PEOPLE_API.join, "POST", null, person);
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { error: { message: string } }).error.message).toMatch(/^password: /);

    const joined = await send(PEOPLE_API.join, "POST", null, { ...person, password: TEST_PERSON_PASSWORD });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({
      signedIn: true,
      actor: { kind: "person", name: "Mama Dube", role: "family", side: "Thabo's family" },
    });
    const again = await send(PEOPLE_API.join, "POST", null, { ...person, password: TEST_PERSON_PASSWORD });
    expect(again.status).toBe(410);

    const signedIn = await signIn("mama@example.com", TEST_PERSON_PASSWORD);
    expect(signedIn.status).toBe(200);
    const familyCookie = sessionCookieFrom(signedIn);
    expect((await send(GUEST_LIST_API.households, "GET", familyCookie)).status).toBe(200);
    expect((await send(PEOPLE_API.people, "GET", familyCookie)).status).toBe(403);

    const list = PeopleListSchema.parse(await (await send(PEOPLE_API.people, "GET", cookie)).json());
    expect(list.people.map((each) => [each.name, each.role])).toEqual([
      ["Lerato", "partner"],
      ["Mama Dube", "family"],
    ]);
    expect(list.invites).toEqual([]);
    expect(JSON.stringify(list)).not.toContain("scrypt");
  });

  it("ends an invite link after 7 days, and when a partner withdraws it", async () => {
    const cookie = await personCookie(t, await addPerson(t.deps.database, "partner"));
    const tokenOf = async () => {
      const invite = CreatedInviteSchema.parse(
        await (await send(PEOPLE_API.invites, "POST", cookie, { role: "planner" })).json(),
      );
      return { id: invite.id, token: new URL(invite.url).hash.replace(`#${INVITE_FRAGMENT}=`, "") };
    };
    const join = (token: string, email: string) =>
      send(PEOPLE_API.join, "POST", null, { token, name: "Pat", email, password: TEST_PERSON_PASSWORD });
    const withdrawn = await tokenOf();
    expect((await send(PEOPLE_API.invite(withdrawn.id), "DELETE", cookie)).status).toBe(204);
    expect((await join(withdrawn.token, "pat@example.com")).status).toBe(410);
    const late = await tokenOf();
    t.clock.now = new Date(t.clock.now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect((await join(late.token, "pat@example.com")).status).toBe(410);
  });

  it("refuses a second person with the same email, at the email field", async () => {
    const partner = await addPerson(t.deps.database, "partner", { email: "taken@example.com" });
    const cookie = await personCookie(t, partner);
    const invite = CreatedInviteSchema.parse(
      await (await send(PEOPLE_API.invites, "POST", cookie, { role: "planner" })).json(),
    );
    const token = new URL(invite.url).hash.replace(`#${INVITE_FRAGMENT}=`, "");
    const response = await send(PEOPLE_API.join, "POST", null, {
      token,
      name: "Pat",
      email: "TAKEN@example.com",
      password: TEST_PERSON_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^email: /);
  });

  it("locks one person out after 10 wrong passwords without locking out another at the same address", async () => {
    const [ann, ben] = [await addPerson(t.deps.database, "planner"), await addPerson(t.deps.database, "planner")];
    for (let attempt = 1; attempt < ADMIN_SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await signIn(ann.email, "not the password")).status).toBe(401);
    }
    expect((await signIn(ann.email, "not the password")).status).toBe(429);
    expect((await signIn(ann.email, TEST_PERSON_PASSWORD)).status).toBe(429);
    expect((await signIn(ben.email, TEST_PERSON_PASSWORD)).status).toBe(200);
    // An unknown email is a wrong password, said the same way.
    const unknown = await signIn("nobody@example.com", TEST_PERSON_PASSWORD);
    expect(unknown.status).toBe(401);
  });

  it("ends a removed person's sessions at once; a role change holds at the next request; the last partner stays", async () => {
    const partner = await addPerson(t.deps.database, "partner");
    const partnerCookie = await personCookie(t, partner);
    const planner = await addPerson(t.deps.database, "planner", { name: "Pat" });
    const plannerCookie = await personCookie(t, planner);
    expect((await send(ADMIN_API.rsvps, "GET", plannerCookie)).status).toBe(200);

    const changed = await send(PEOPLE_API.person(planner.id), "PATCH", partnerCookie, { role: "photographer" });
    expect(changed.status).toBe(200);
    expect((await send(ADMIN_API.rsvps, "GET", plannerCookie)).status).toBe(403);
    expect(await newest(partnerCookie)).toMatchObject({ action: "person.role", targetId: planner.id });

    expect((await send(PEOPLE_API.person(planner.id), "DELETE", partnerCookie)).status).toBe(204);
    expect((await send(ADMIN_API.photos, "GET", plannerCookie)).status).toBe(401);
    expect((await signIn(planner.email, TEST_PERSON_PASSWORD)).status).toBe(401);
    expect(await newest(partnerCookie)).toMatchObject({ action: "person.remove", summary: "Removed Pat" });

    const last = await send(PEOPLE_API.person(partner.id), "PATCH", partnerCookie, { role: "planner" });
    expect(last.status).toBe(409);
    expect((await send(PEOPLE_API.person(partner.id), "DELETE", partnerCookie)).status).toBe(409);
  });

  it("says the setup is pending while nobody has an account", async () => {
    const stateNow = async () =>
      (await (await send(ADMIN_API.session, "GET", null)).json()) as { setupPending: boolean };
    expect((await stateNow()).setupPending).toBe(true);
    await addPerson(t.deps.database, "partner");
    expect((await stateNow()).setupPending).toBe(false);
  });

  it("signs a person out", async () => {
    const cookie = await personCookie(t, await addPerson(t.deps.database, "photographer"));
    expect((await send(ADMIN_API.session, "DELETE", cookie)).status).toBe(204);
    expect((await send(ADMIN_API.photos, "GET", cookie)).status).toBe(401);
  });

  it("shows a family member only their side's households, and keeps what they add or edit on it", async () => {
    const households = createHouseholdRepository(t.deps.database);
    const events = t.deps.content.events.map((event) => event.id);
    const ours = await households.create({ ...aHousehold(events, { displayName: "Ours" }), side: "Thabo's family" });
    const theirs = await households.create({
      ...aHousehold(events, { displayName: "Theirs" }),
      side: "Lerato's family",
    });
    const family = await addPerson(t.deps.database, "family", { side: "Thabo's family" });
    const cookie = await personCookie(t, family);

    const list = GuestListSchema.parse(await (await send(GUEST_LIST_API.households, "GET", cookie)).json());
    expect(list.households.map((household) => household.displayName)).toEqual(["Ours"]);

    const unchanged = await households.byId(theirs.id);
    const id = theirs.id;
    const edit = { version: theirs.version, displayName: "Renamed" };
    const full = { ...aHousehold(events, { displayName: "Renamed" }), version: theirs.version, side: "Thabo's family" };
    for (const [method, path, body] of [
      ["PATCH", GUEST_LIST_API.household(id), edit],
      ["PUT", GUEST_LIST_API.household(id), full],
      ["DELETE", `${GUEST_LIST_API.household(id)}?version=${theirs.version}`, undefined],
      ["POST", GUEST_LIST_API.markInvited(id), {}],
    ] as const) {
      expect((await send(path, method, cookie, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(await households.byId(theirs.id)).toEqual(unchanged);

    const added = await send(GUEST_LIST_API.households, "POST", cookie, {
      ...aHousehold(events, { displayName: "New" }),
      side: "Lerato's family",
    });
    expect(added.status).toBe(201);
    expect(AdminHouseholdSchema.parse(await added.json()).side).toBe("Thabo's family");
    const renamed = await send(GUEST_LIST_API.household(ours.id), "PATCH", cookie, {
      version: ours.version,
      displayName: "Ours, renamed",
    });
    expect(renamed.status).toBe(200);

    const operator = await t.signIn();
    const all = GuestListSchema.parse(await (await send(GUEST_LIST_API.households, "GET", operator)).json());
    expect(all.households.map((household) => household.displayName).sort()).toEqual(["New", "Ours, renamed", "Theirs"]);
  });

  it("takes each household's side from the guest list CSV and writes it back out", async () => {
    const operator = await t.signIn();
    const csv = `${guestListCsvColumns(1).join(",")}\nThe Dubes,Sipho,,0,,,,,Thabo's family\nThe Mokoenas,Palesa,,0,,,,,\n`;
    const imported = await t.app.request(GUEST_LIST_API.importCsv, {
      method: "POST",
      headers: { Cookie: operator, "Sec-Fetch-Site": "same-origin", "Content-Type": "text/csv" },
      body: csv,
    });
    expect(imported.status).toBe(200);
    const family = await personCookie(t, await addPerson(t.deps.database, "family", { side: "Thabo's family" }));
    const list = GuestListSchema.parse(await (await send(GUEST_LIST_API.households, "GET", family)).json());
    expect(list.households.map((household) => household.displayName)).toEqual(["The Dubes"]);
    const exported = await (await send(GUEST_LIST_API.exportCsv, "GET", operator)).text();
    expect(exported).toContain(`"The Dubes"`);
    expect(exported).toMatch(/"Thabo's family"\r\n/);
  });

  it("records who changed what, without guests' contact details; the operator as the operator", async () => {
    const planner = await addPerson(t.deps.database, "planner", { name: "Pat" });
    const cookie = await personCookie(t, planner);
    const events = t.deps.content.events.map((event) => event.id);
    const created = await send(
      GUEST_LIST_API.households,
      "POST",
      cookie,
      aHousehold(events, { email: "guest@example.com" }),
    );
    const household = AdminHouseholdSchema.parse(await created.json());
    await send(GUEST_LIST_API.household(household.id), "PATCH", cookie, {
      version: household.version,
      phone: "082 555 0100",
    });
    await send(`${GUEST_LIST_API.household(household.id)}?version=${household.version + 1}`, "DELETE", cookie);
    await send(ADMIN_API.testMail, "POST", cookie, { to: "planner@example.com" });

    const operator = await t.signIn();
    const partner = await personCookie(t, await addPerson(t.deps.database, "partner"));
    expect((await send(PEOPLE_API.invites, "POST", operator, { role: "photographer" })).status).toBe(201);

    const { entries } = await auditPage(partner);
    expect(entries.map((entry) => [entry.actorName, entry.action, entry.targetId])).toEqual([
      [OPERATOR_NAME, "invite.create", expect.any(String)],
      ["Pat", "mail.test", null],
      ["Pat", "household.delete", household.id],
      ["Pat", "household.contact", household.id],
      ["Pat", "household.create", null],
    ]);
    expect(entries.every((entry) => entry.actorId === null || entry.actorId === planner.id)).toBe(true);
    const written = JSON.stringify(entries);
    for (const secret of ["guest@example.com", "planner@example.com", "0100", "Mensah"])
      expect(written).not.toContain(secret);
  });

  it("writes a change and its audit entry in one transaction: without the entry, the change is not made", async () => {
    const cookie = await personCookie(t, await addPerson(t.deps.database, "planner"));
    const events = t.deps.content.events.map((event) => event.id);
    // The log refuses every entry: the household's transaction cannot commit.
    const { db } = t.deps.database;
    if (dialect === "sqlite") {
      await sql`create trigger no_audit before insert on admin_audit begin select raise(abort, 'no audit'); end`.execute(
        db,
      );
    } else {
      await sql`create function no_audit() returns trigger language plpgsql as $$ begin raise exception 'no audit'; end $$`.execute(
        db,
      );
      await sql`create trigger no_audit before insert on admin_audit for each row execute function no_audit()`.execute(
        db,
      );
    }
    const refused = await send(GUEST_LIST_API.households, "POST", cookie, aHousehold(events));
    expect(refused.status).toBe(500);
    expect(await createHouseholdRepository(t.deps.database).list()).toEqual([]);
  });

  it("pages the audit log, newest first", async () => {
    const cookie = await personCookie(t, await addPerson(t.deps.database, "partner"));
    for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index += 1) {
      await recordAudit(t.deps.database.db, {
        at: new Date(Date.UTC(2026, 0, 1, 0, index)),
        actorId: null,
        actorName: OPERATOR_NAME,
        action: "test.entry",
        targetType: null,
        targetId: String(index),
        summary: `entry ${index}`,
      });
    }
    const first = await auditPage(cookie);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.entries[0]?.targetId).toBe(String(AUDIT_PAGE_SIZE + 2));
    const second = await auditPage(cookie, 2);
    expect(second.entries.map((entry) => entry.targetId)).toEqual(["2", "1", "0"]);
    expect(second.hasMore).toBe(false);
  });
});
