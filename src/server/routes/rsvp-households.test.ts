import { afterEach, describe, expect, it, vi } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { INVITATION_CODE_PATTERN, invitationPath } from "../../shared/households.ts";
import { RSVP_ERROR_CODES } from "../../shared/rsvp-messages.ts";
import { aGuestListWedding } from "../../testing/household-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createRsvpRepository } from "../db/rsvp-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { renderMail } from "../mail/templates.ts";

/** The next invitation code, when a test sets it; a fresh random one otherwise. */
const codes = vi.hoisted(() => ({ next: null as string | null }));
vi.mock("../db/invitation-codes.ts", async (original) => {
  const actual = await original<typeof import("../db/invitation-codes.ts")>();
  return { ...actual, newMarkedInvitationCode: (key: Buffer) => codes.next ?? actual.newMarkedInvitationCode(key) };
});

const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");

describe("the open form's self-registered households", () => {
  let t: TestApp;
  afterEach(async () => {
    codes.next = null;
    await t.cleanup();
  });

  async function start(content: WeddingContent = aGuestListWedding()) {
    t = await createTestApp("sqlite", { content, now: () => BEFORE_DEADLINE, notifyEmail: "couple@example.com" });
    return content;
  }
  const households = () => createHouseholdRepository(t.deps.database);
  const rsvps = () => createRsvpRepository(t.deps.database);
  const outbox = () =>
    t.deps.database.db.selectFrom("mail_outbox").select(["kind", "rsvp_id", "household_id", "message"]).execute();

  it("stores each RSVP as a household: the guest and partner, every event answered as the RSVP says", async () => {
    const content = await start();
    const request = anRsvpRequest({ bringingPartner: true, partnerName: "Ben Guest", message: "Hello!" });
    expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
    const [rsvp] = await rsvps().list();
    const [household] = await households().list();
    const eventIds = content.events.map((event) => event.id);
    expect(household).toMatchObject({
      displayName: request.name,
      email: request.email,
      message: "Hello!",
      selfRegistered: true,
      rsvpId: rsvp?.id,
      answeredAt: BEFORE_DEADLINE,
    });
    expect(household?.code).toMatch(INVITATION_CODE_PATTERN);
    expect(household?.eventIds.sort()).toEqual([...eventIds].sort());
    const yes = Object.fromEntries(
      eventIds.map((id) => [id, { attending: true, meal: null, answeredAt: BEFORE_DEADLINE }]),
    );
    expect(household?.guests.map((guest) => [guest.name, guest.answers])).toEqual([
      [request.name, yes],
      ["Ben Guest", yes],
    ]);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.rsvp_id, mail.household_id]).sort()).toEqual([
      [MAIL_KINDS.guestConfirmation, rsvp?.id, household?.id],
      [MAIL_KINDS.coupleNotification, rsvp?.id, household?.id],
    ]);
  });

  it("stores a declining guest alone, not attending anything; their link shows it", async () => {
    await start();
    const request = anRsvpRequest({ attending: false, bringingPartner: true, partnerName: "Ben Guest" });
    expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
    const [household] = await households().list();
    expect(household?.guests).toHaveLength(1);
    expect(Object.values(household?.guests[0]?.answers ?? {}).every((answer) => !answer.attending)).toBe(true);
    const view = await (await t.app.request(`/api/invitations/${household?.code}`)).json();
    expect(view.household.guests[0].name).toBe(request.name);
  });

  it("stores the events a guest chose, with each one's meals, as the household's answers", async () => {
    const content = await start();
    const [first, withMeals, third] = content.events;
    if (!first || !withMeals?.meals || !third) throw new Error("aGuestListWedding has three events, one with meals");
    const [fish, chicken] = withMeals.meals;
    const request = anRsvpRequest({
      bringingPartner: true,
      partnerName: "Ben Guest",
      events: { [withMeals.id]: { attending: true, meal: fish, partnerMeal: chicken } },
    });
    expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
    const [household] = await households().list();
    const answer = (attending: boolean, meal: string | null = null) => ({
      attending,
      meal,
      answeredAt: BEFORE_DEADLINE,
    });
    expect(household?.guests.map((guest) => [guest.name, guest.answers])).toEqual([
      [request.name, { [first.id]: answer(false), [withMeals.id]: answer(true, fish), [third.id]: answer(false) }],
      ["Ben Guest", { [first.id]: answer(false), [withMeals.id]: answer(true, chicken), [third.id]: answer(false) }],
    ]);
  });

  it("refuses a Yes to none of several events, and a meal the event does not offer, storing nothing", async () => {
    const content = await start();
    const withMeals = content.events.find((event) => event.meals);
    for (const events of [{}, { [withMeals?.id ?? ""]: { attending: true, meal: "Lobster" } }]) {
      const response = await t.app.request("/api/rsvps", postJson(anRsvpRequest({ events })));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: RSVP_ERROR_CODES.invalid } });
    }
    expect(await households().list()).toEqual([]);
    expect(await rsvps().list()).toEqual([]);
  });

  it("creates no household for a duplicate email, and deleting the RSVP deletes its household", async () => {
    await start();
    const request = anRsvpRequest();
    expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
    expect((await t.app.request("/api/rsvps", postJson(anRsvpRequest({ email: request.email })))).status).toBe(409);
    expect(await households().list()).toHaveLength(1);
    const [rsvp] = await rsvps().list();
    await rsvps().delete(rsvp?.id ?? "");
    expect(await households().list()).toEqual([]);
  });

  it("puts the household's personal link on the site's origin into the confirmation, whatever the Host header says", async () => {
    const content = await start();
    const request = anRsvpRequest();
    const headers = { Host: "attacker.example", "X-Forwarded-Host": "attacker.example" };
    expect((await t.app.request("http://attacker.example/api/rsvps", postJson(request, headers))).status).toBe(201);
    const [household] = await households().list();
    const confirmation = (await outbox()).find((mail) => mail.kind === MAIL_KINDS.guestConfirmation);
    const mail = renderMail(MAIL_KINDS.guestConfirmation, JSON.parse(confirmation?.message ?? "{}"), () => content);
    const link = `${content.site.origin}${invitationPath(household?.code ?? "")}`;
    expect(mail.text).toContain(`You can change your answers until ${content.rsvp.deadlineLabel}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text + mail.html).not.toContain("attacker");
  });

  it("leaves the link out of the confirmation when the content has no origin", async () => {
    const content = await start(aGuestListWedding({ origin: null }));
    const headers = { Host: "attacker.example" };
    expect((await t.app.request("http://attacker.example/api/rsvps", postJson(anRsvpRequest(), headers))).status).toBe(
      201,
    );
    const confirmation = (await outbox()).find((mail) => mail.kind === MAIL_KINDS.guestConfirmation);
    const mail = renderMail(MAIL_KINDS.guestConfirmation, JSON.parse(confirmation?.message ?? "{}"), () => content);
    expect(mail.text).not.toContain("personal link");
    expect(mail.text + mail.html).not.toContain("/i/");
    expect(mail.text + mail.html).not.toContain("attacker");
  });
});

// A failed statement aborts a PostgreSQL transaction, while SQLite's carries on: leaving nothing is each engine's own way.
describeOnDatabases("the open form's household when it cannot be stored", (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    codes.next = null;
    await t.cleanup();
  });

  async function start() {
    t = await createTestApp(dialect, {
      content: aGuestListWedding(),
      now: () => BEFORE_DEADLINE,
      notifyEmail: "couple@example.com",
    });
  }
  const households = () => createHouseholdRepository(t.deps.database);
  const rsvps = () => createRsvpRepository(t.deps.database);
  const outbox = () =>
    t.deps.database.db.selectFrom("mail_outbox").select(["kind", "rsvp_id", "household_id", "message"]).execute();

  it("stores the RSVP, its household and its mails in one transaction: a household that fails leaves nothing", async () => {
    await start();
    const taken = await households().create({
      displayName: "Already here",
      email: null,
      phone: null,
      message: null,
      eventIds: [],
      guests: [{ name: "Someone", isChild: false, isSeat: false, dietary: null }],
    });
    codes.next = taken.code;
    const response = await t.app.request("/api/rsvps", postJson(anRsvpRequest()));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "save_failed" } });
    expect(await rsvps().count()).toBe(0);
    expect(await households().list()).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });
});
