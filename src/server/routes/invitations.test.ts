import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import {
  type AnswerRequest,
  InvitationViewSchema,
  RsvpWindowSchema,
  VersionConflictBodySchema,
} from "../../shared/household-schemas.ts";
import type { AnswerProblem } from "../../shared/households.ts";
import { PAGE_WORDS_EN } from "../../shared/words/page-en.ts";
import { fill } from "../../shared/words/words.ts";
import { aGuestListWedding, aHousehold, answersFor, fromAddress, putJson } from "../../testing/household-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository, type StoredHousehold } from "../db/household-repository.ts";
import { closedMessage, HOUSEHOLD_MESSAGES } from "../household-messages.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { renderMail } from "../mail/templates.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { INVITATION_LOOKUP_MAX_FAILURES } from "./invitations.ts";

const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");
const path = (code: string) => `/api/invitations/${code}`;

describe("the personal link's API", () => {
  let t: TestApp;
  let content: WeddingContent;
  let now: Date;
  let household: StoredHousehold;

  beforeEach(async () => {
    content = aGuestListWedding();
    now = BEFORE_DEADLINE;
    t = await createTestApp("sqlite", { content, now: () => now, notifyEmail: "couple@example.com" });
    // Invited to the third and second events (stored out of order) and one the content no longer has.
    household = await households().create(aHousehold(["day-3", "day-2", "gone"]));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const households = () => createHouseholdRepository(t.deps.database);
  const outbox = () =>
    t.deps.database.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "household_id", "rsvp_id", "message"])
      .orderBy("kind")
      .execute();

  async function view(code = household.code) {
    const response = await t.app.request(path(code));
    expect(response.status).toBe(200);
    return InvitationViewSchema.parse(await response.json());
  }

  async function put(body: AnswerRequest | string, code = household.code) {
    return t.app.request(path(code), putJson(body));
  }

  it("shows the household: its events in the content's order, its guests, version and window; never cached", async () => {
    const response = await t.app.request(path(household.code));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = InvitationViewSchema.parse(await response.json());
    expect(body.household).toMatchObject({
      displayName: "The Mensahs",
      eventIds: ["day-2", "day-3"],
      message: null,
      version: 0,
      answeredAt: null,
    });
    expect(body.household.guests.map((guest) => [guest.name, guest.isChild, guest.isSeat, guest.answers])).toEqual([
      ["Esi Mensah", false, false, {}],
      ["Kojo Mensah", true, false, {}],
      [null, false, true, {}],
    ]);
    expect(body.window).toMatchObject({ open: true, deadline: "2026-03-01", closeAtDeadline: true });
  });

  it("marks the household opened on the first visit only", async () => {
    await view();
    const opened = (await households().byId(household.id))?.openedAt;
    expect(opened?.toISOString()).toBe(BEFORE_DEADLINE.toISOString());
    now = new Date(BEFORE_DEADLINE.getTime() + 60_000);
    await view();
    expect((await households().byId(household.id))?.openedAt?.toISOString()).toBe(BEFORE_DEADLINE.toISOString());
  });

  it.each([
    ["an unknown code", "AAAAAAAAAAAAAAAA"],
    ["a malformed code", "not-a-code"],
    ["a code with a quote", "AAAAAAAAAAAAAAA'"],
  ])("answers 404 invitation_not_found for %s", async (_case, code) => {
    for (const request of [t.app.request(path(code)), put(answersFor(await view(), content), code)]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "invitation_not_found", message: HOUSEHOLD_MESSAGES.notFound },
      });
    }
  });

  it("stores the answers, returns the new view and queues the mails in the same transaction", async () => {
    const request = answersFor(await view(), content, (guest) => guest !== 1, { message: "  See you there!  " });
    const response = await put(request);
    expect(response.status).toBe(200);
    const body = InvitationViewSchema.parse(await response.json());
    const meal = content.events[1]?.meals?.[0];
    expect(body.household.version).toBe(1);
    expect(body.household.answeredAt).toBe(BEFORE_DEADLINE.toISOString());
    expect(body.household.message).toBe("See you there!");
    expect(body.household.guests.map((guest) => [guest.name, guest.answers])).toEqual([
      ["Esi Mensah", { "day-2": { attending: true, meal }, "day-3": { attending: true, meal: null } }],
      ["Kojo Mensah", { "day-2": { attending: false, meal: null }, "day-3": { attending: false, meal: null } }],
      ["Yaw Boateng", { "day-2": { attending: true, meal }, "day-3": { attending: true, meal: null } }],
    ]);
    expect(await view()).toEqual(body);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.household_id, mail.rsvp_id])).toEqual([
      [MAIL_KINDS.householdChange, "couple@example.com", household.id, null],
      [MAIL_KINDS.householdConfirmation, "mensahs@example.com", household.id, null],
    ]);
  });

  it("tells the couple what changed versus the previous answers, and the household what it answered", async () => {
    const [, second, third] = content.events;
    const meals = second?.meals ?? [];
    const firstAnswers = answersFor(await view(), content);
    expect((await put(firstAnswers)).status).toBe(200);
    const changed = answersFor(await view(), content, (guest, eventId) => !(guest === 0 && eventId === "day-3"));
    const kojo = changed.guests[1];
    if (kojo) {
      kojo.answers["day-2"] = { attending: true, meal: meals[1] ?? null };
      kojo.dietary = "No pork";
    }
    expect((await put(changed)).status).toBe(200);

    const rendered = (await outbox()).map((mail) => renderMail(mail.kind, JSON.parse(mail.message), () => content));
    const notes = rendered.filter((mail) => /answers from The Mensahs/i.test(mail.subject)).map((mail) => mail.text);
    expect(notes).toHaveLength(2);
    const firstNote = notes.find((text) => text.startsWith("Answers from")) ?? "";
    expect(firstNote).toContain(`Esi Mensah: ${second?.title} answered yes; meal ${meals[0]}`);
    expect(firstNote).toContain("A guest is now named Yaw Boateng");
    const changeNote = notes.find((text) => text.startsWith("Changed answers from")) ?? "";
    expect(changeNote).toContain(`Esi Mensah: ${third?.title} yes → no`);
    expect(changeNote).toContain(`Kojo Mensah: ${second?.title} meal ${meals[0]} → ${meals[1]}`);
    expect(changeNote).toContain("Kojo Mensah: dietary needs none → No pork");
    expect(changeNote).not.toContain("Yaw Boateng:");

    // The household's address gets one confirmation a day (of its answers once they settle); the couple hears of every change.
    const confirmations = rendered.filter((mail) => mail.subject.startsWith("Your answers:"));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(`${content.site.origin}/i/${household.code}`);
    expect(confirmations[0]?.attachments).toHaveLength(1);
  });

  it("sends the couple no note when nothing changed", async () => {
    const answers = answersFor(await view(), content);
    expect((await put(answers)).status).toBe(200);
    expect((await put({ ...answers, version: 1 })).status).toBe(200);
    const kinds = (await outbox()).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === MAIL_KINDS.householdChange)).toHaveLength(1);
    // One confirmation a day to the household's address (confirmation-mail-limit.ts).
    expect(kinds.filter((kind) => kind === MAIL_KINDS.householdConfirmation)).toHaveLength(1);
  });

  it("sends the guest no confirmation when the household has no email", async () => {
    const quiet = await households().create(aHousehold(["day-1"], { email: null, displayName: "No Mail" }));
    const response = await put(answersFor(await view(quiet.code), content), quiet.code);
    expect(response.status).toBe(200);
    expect((await outbox()).map((mail) => mail.kind)).toEqual([MAIL_KINDS.householdChange]);
  });

  const rules: [string, (request: AnswerRequest) => void, string][] = [
    [
      "a guest not in the household",
      (request) => {
        const first = request.guests[0];
        if (first) first.guestId = "someone-else";
      },
      "An answer names a guest who is not in this household.",
    ],
    [
      "an event the household is not invited to",
      (request) => {
        const first = request.guests[0];
        if (first) first.answers["day-1"] = { attending: true, meal: null };
      },
      "An answer is for an event this household is not invited to.",
    ],
    [
      "an event the content does not have",
      (request) => {
        const first = request.guests[0];
        if (first) first.answers.gone = { attending: true, meal: null };
      },
      "An answer is for an event this household is not invited to.",
    ],
    [
      "a missing event",
      (request) => {
        const first = request.guests[0];
        if (first) delete first.answers["day-3"];
      },
      "Please answer for every guest and every event.",
    ],
    [
      "a missing guest",
      (request) => {
        request.guests.pop();
      },
      "Please answer for every guest and every event.",
    ],
    [
      "a meal not on the event's list",
      (request) => {
        const first = request.guests[0];
        if (first) first.answers["day-2"] = { attending: true, meal: "Pizza" };
      },
      "Please choose a meal from the list for everyone attending.",
    ],
    [
      "no meal for someone attending an event with meals",
      (request) => {
        const first = request.guests[0];
        if (first) first.answers["day-2"] = { attending: true, meal: null };
      },
      "Please choose a meal from the list for everyone attending.",
    ],
    [
      "a meal for someone not attending",
      (request) => {
        const first = request.guests[0];
        const meal = content.events[1]?.meals?.[0] ?? null;
        if (first) first.answers["day-2"] = { attending: false, meal };
      },
      "A meal was chosen for someone who is not attending.",
    ],
    [
      "a meal at an event without meals",
      (request) => {
        const first = request.guests[0];
        if (first) first.answers["day-3"] = { attending: true, meal: "Grilled fish" };
      },
      "This event has no meal choice.",
    ],
    [
      "a new name for a named guest",
      (request) => {
        const first = request.guests[0];
        if (first) first.name = "Someone Else";
      },
      "Only the names of unnamed guests can be filled in.",
    ],
    [
      "an unnamed seat attending without a name",
      (request) => {
        const seat = request.guests[2];
        if (seat) seat.name = "  ";
      },
      "Please give the name of each guest who is coming.",
    ],
    [
      "a NUL character in dietary needs",
      (request) => {
        const first = request.guests[0];
        if (first) first.dietary = "no\u0000nuts";
      },
      "The answers are not in the expected form.",
    ],
  ];

  it.each(rules)("answers 400 invalid_answer for %s, storing nothing", async (_case, breakRule, message) => {
    const request = answersFor(await view(), content);
    breakRule(request);
    const response = await put(request);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toEqual({ code: "invalid_answer", message });
    // The rule broken by its code, which the page words in the guest's language (the same English here).
    if (body.problem !== undefined) {
      const max = message.match(/\d+/)?.[0] ?? "";
      expect(fill(PAGE_WORDS_EN.householdProblems[body.problem as AnswerProblem], { max })).toBe(message);
    } else expect(message).toBe("The answers are not in the expected form.");
    expect((await households().byId(household.id))?.version).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("takes a name for an unnamed seat, and leaves a declining seat unnamed", async () => {
    const named = await put(answersFor(await view(), content, () => true, { seatName: " Yaw Boateng " }));
    expect(InvitationViewSchema.parse(await named.json()).household.guests[2]?.name).toBe("Yaw Boateng");
    const declined = answersFor(await view(), content, (guest) => guest !== 2);
    const seat = declined.guests[2];
    if (seat) seat.name = "";
    const response = await put(declined);
    expect(response.status).toBe(200);
    expect(InvitationViewSchema.parse(await response.json()).household.guests[2]?.name).toBeNull();
  });

  it("refuses a body that is not an answer with 400", async () => {
    const notJson = await put("{");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: expect.any(String) } });
    for (const body of [JSON.stringify({ version: "one", guests: [] }), JSON.stringify({ guests: [] })]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_request" } });
    }
  });

  it("answers 409 with the current view to answers based on an old version", async () => {
    const seen = await view();
    expect((await put(answersFor(seen, content))).status).toBe(200);
    const stale = await put(answersFor(seen, content, () => false));
    expect(stale.status).toBe(409);
    const body = VersionConflictBodySchema.parse(await stale.json());
    expect(body.current.household.guests[0]?.answers["day-3"]).toEqual({ attending: true, meal: null });
  });

  it("answers 403 rsvp_closed after the deadline, storing nothing", async () => {
    const seen = await view();
    now = new Date("2026-03-05T10:00:00Z");
    const response = await put(answersFor(seen, content));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: "rsvp_closed",
        message: closedMessage(content.rsvp.deadlineLabel, content.rsvp.contacts),
      },
      // The deadline in force, which the page words in the guest's language.
      deadlineLabel: content.rsvp.deadlineLabel,
    });
    expect((await households().byId(household.id))?.version).toBe(0);
    // Still readable: the household sees what it answered, and that it is closed.
    expect((await view()).window).toMatchObject({ open: false, closedMessage: expect.any(String) });
  });

  it("answers GET /api/rsvp-window with the window in force, never cached", async () => {
    const response = await t.app.request("/api/rsvp-window");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(RsvpWindowSchema.parse(await response.json())).toEqual({
      open: true,
      deadline: content.rsvp.deadline,
      deadlineLabel: content.rsvp.deadlineLabel,
      closesAt: "2026-03-01T22:00:00.000Z",
      closeAtDeadline: true,
      closedMessage: null,
    });
  });

  it("never logs a code or a guest's answers", async () => {
    await view();
    await put(answersFor(await view(), content, () => true, { message: "private words" }));
    await t.app.request(path("AAAAAAAAAAAAAAAA"));
    const logs = JSON.stringify(t.logs);
    for (const secret of [household.code, "AAAAAAAAAAAAAAAA", "Yaw Boateng", "private words", "Mensah"]) {
      expect(logs).not.toContain(secret);
    }
    expect(t.logs.some((line) => line.path === "/api/invitations/:code")).toBe(true);
  });
});

// A race: which of two answers wins is the database's to decide (a version checked in the update itself).
describeOnDatabases("two answers at once through the personal link", (dialect) => {
  let t: TestApp;
  let content: WeddingContent;
  let household: StoredHousehold;

  beforeEach(async () => {
    content = aGuestListWedding();
    t = await createTestApp(dialect, { content, now: () => BEFORE_DEADLINE, notifyEmail: "couple@example.com" });
    household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-3", "day-2", "gone"]));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  async function view() {
    const response = await t.app.request(path(household.code));
    expect(response.status).toBe(200);
    return InvitationViewSchema.parse(await response.json());
  }
  const put = (body: AnswerRequest) => t.app.request(path(household.code), putJson(body));

  it("lets one of two answers on the same version win and gives the other 409 with the newer view", async () => {
    const seen = await view();
    const yes = answersFor(seen, content, () => true);
    const no = answersFor(seen, content, () => false);
    const [first, second] = await Promise.all([put(yes), put(no)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    const stored = InvitationViewSchema.parse(await winner.json());
    const conflict = VersionConflictBodySchema.parse(await loser.json());
    expect(conflict.error).toEqual({ code: "version_conflict", message: HOUSEHOLD_MESSAGES.versionConflict });
    expect(conflict.current).toEqual(stored);
    expect(conflict.current.household.version).toBe(seen.household.version + 1);
    expect(await view()).toEqual(stored);

    // Sent again on the newer version, the other answers land too.
    const retried = winner === first ? no : yes;
    const again = await put({ ...retried, version: conflict.current.household.version });
    expect(again.status).toBe(200);
    expect(InvitationViewSchema.parse(await again.json()).household.version).toBe(seen.household.version + 2);
  });
});

describe("wrong codes from one address", () => {
  let t: TestApp;
  let household: StoredHousehold;
  const LIMIT = 3;
  const SITE_LIMIT = 10;

  beforeEach(async () => {
    const content = aGuestListWedding();
    t = await createTestApp("sqlite", {
      content,
      now: () => BEFORE_DEADLINE,
      invitationLimiter: createMemoryRateLimiter({ limit: LIMIT, windowMs: 15 * 60 * 1000 }),
      invitationSiteLimiter: createMemoryRateLimiter({ limit: SITE_LIMIT, windowMs: 60 * 60 * 1000 }),
    });
    household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const get = (code: string, address = "198.51.100.7") => t.app.request(path(code), {}, fromAddress(address));
  const wrong = (n: number) => `WRONG${String(n).padStart(11, "0")}`;

  it("are limited: past the limit a wrong code gets 429 with Retry-After, and a right one still opens", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await get(wrong(i))).status).toBe(404);
    const tipped = await get("WRONGWRONGWRONGX");
    expect(tipped.status).toBe(429);
    expect(Number(tipped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await tipped.json()).toEqual({ error: { code: "rate_limited", message: HOUSEHOLD_MESSAGES.rateLimited } });
    expect((await get(wrong(99))).status).toBe(429);
    // Another household behind the same address (a venue's Wi-Fi) opens and answers all the same.
    const opened = await get(household.code);
    expect(opened.status).toBe(200);
    const view = InvitationViewSchema.parse(await opened.json());
    const answer = await t.app.request(
      path(household.code),
      putJson(answersFor(view, aGuestListWedding())),
      fromAddress("198.51.100.7"),
    );
    expect(answer.status).toBe(200);
  });

  it("count only wrong codes: a household opening its link again and again is never limited", async () => {
    for (let i = 0; i < LIMIT * 3; i++) expect((await get(household.code)).status).toBe(200);
  });

  it("count an IPv6 network's /64 as one address", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await get(wrong(i), `2001:db8:0:7::${i + 1}`)).status).toBe(404);
    expect((await get(wrong(9), "2001:db8:0:7:abcd::1")).status).toBe(429);
    expect((await get(wrong(10), "2001:db8:0:8::1")).status).toBe(404);
  });

  it("past the site's ceiling, stop looking up anything for an address past its own limit, right codes too", async () => {
    // Two addresses use their whole allowance and more; the site passes its ceiling of wrong codes.
    let n = 0;
    for (const address of ["198.51.100.7", "198.51.100.8"]) {
      for (let i = 0; i < SITE_LIMIT / 2; i++) await get(wrong(n++), address);
    }
    expect((await get(wrong(n++), "198.51.100.7")).status).toBe(429);
    const refused = await get(household.code, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // An address within its own limit still opens its link, and its wrong codes are refused.
    expect((await get(household.code, "198.51.100.9")).status).toBe(200);
    expect((await get(wrong(n++), "198.51.100.9")).status).toBe(429);
  });
});

describe("the default wrong-code limit", () => {
  it(`allows ${INVITATION_LOOKUP_MAX_FAILURES} wrong codes per address, then refuses`, async () => {
    const t = await createTestApp("sqlite", { content: aGuestListWedding(), now: () => BEFORE_DEADLINE });
    try {
      for (let i = 0; i < INVITATION_LOOKUP_MAX_FAILURES; i++) {
        expect((await t.app.request(path(`WRONG${String(i).padStart(11, "0")}`))).status).toBe(404);
      }
      expect((await t.app.request(path("WRONGWRONGWRONGX"))).status).toBe(429);
    } finally {
      await t.cleanup();
    }
  });
});
