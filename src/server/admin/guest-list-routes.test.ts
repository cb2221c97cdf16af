// @module-tag slow
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import {
  type AdminHousehold,
  AdminHouseholdSchema,
  AdminVersionConflictBodySchema,
  GuestListSchema,
  type HouseholdInputSchema,
  ImportRefusalBodySchema,
  InvitationPreviewSchema,
  InvitationResultSchema,
  InvitationViewSchema,
  ReminderPreviewSchema,
  ReminderResultSchema,
  RsvpWindowSchema,
} from "../../shared/household-schemas.ts";
import {
  GUEST_LIST_API,
  GUEST_LIST_CSV_COLUMNS,
  GUEST_LIST_SIDE_COLUMN,
  HOUSEHOLD_LIMITS,
  INVITATION_API,
  INVITATION_CODE_PATTERN,
  invitationPath,
  REMINDER_SPACING_MS,
} from "../../shared/households.ts";
import { escapeHtml } from "../../shared/html.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import { GUEST_DATA_API } from "../../shared/privacy.ts";
import { type AdminTestApp, createAdminTestApp, TEST_ORIGIN } from "../../testing/admin-test-app.ts";
import { anEvent, aWedding } from "../../testing/content-builders.ts";
import { aHousehold as aStoredHousehold, putJson } from "../../testing/household-builders.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { quotedName } from "../mail/quoted-name.ts";
import { renderMail } from "../mail/templates.ts";
import { csvCell } from "./csv.ts";
import { MAX_IMPORT_BYTES } from "./guest-list-routes.ts";

/** Two events on one day in Johannesburg (UTC+2): a ceremony without meals and a dinner with three. */
function twoEventWedding(site: Partial<WeddingContent["site"]> = {}): WeddingContent {
  const base = aWedding({
    events: [
      anEvent({ id: "ceremony", title: "Ceremony" }),
      anEvent({
        id: "dinner",
        title: "Dinner",
        start: "2026-05-02T18:00:00+02:00",
        end: "2026-05-02T23:00:00+02:00",
        meals: ["Fish", "Beef", "Vegetarian"],
      }),
    ],
  });
  return { ...base, site: { ...base.site, ...site } };
}

/** A household as the admin page sends it (defaults may be left out). */
type HouseholdInput = z.input<typeof HouseholdInputSchema>;

const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };

/** A request from the signed-in couple's page to the admin API. */
function coupleRequest(
  t: AdminTestApp,
  cookie: string,
  {
    path,
    method,
    body,
    contentType = "application/json",
  }: { path: string; method: string; body?: unknown; contentType?: string },
) {
  return t.app.request(path, {
    method,
    // Every admin POST and PUT says its body is JSON, even an empty one (requireJsonBody).
    headers: {
      Cookie: cookie,
      ...SAME_SITE,
      ...(method === "GET" || method === "DELETE" ? {} : { "Content-Type": contentType }),
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

function aHousehold(overrides: Partial<HouseholdInput> = {}): HouseholdInput {
  return {
    displayName: "The Okafors",
    email: "okafor@example.com",
    phone: "+27 82 555 0101",
    eventIds: ["ceremony", "dinner"],
    guests: [
      { name: "Ada Okafor", isChild: false, isSeat: false, dietary: null },
      { name: "Obi Okafor", isChild: true, isSeat: false, dietary: "No nuts" },
      { name: null, isChild: false, isSeat: true, dietary: null },
    ],
    message: null,
    ...overrides,
  };
}

describe("the couple's guest list", () => {
  let t: AdminTestApp;
  let cookie: string;
  let content: WeddingContent;
  const start = async (site: Partial<WeddingContent["site"]> = {}) => {
    content = twoEventWedding(site);
    t = await createAdminTestApp("sqlite", { content });
    cookie = await t.signIn();
  };
  beforeEach(async () => {
    await start();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, body?: unknown, contentType?: string) =>
    coupleRequest(t, cookie, { path, method, body, contentType });
  const guestList = async () => {
    const response = await send(GUEST_LIST_API.households, "GET");
    expect(response.status).toBe(200);
    return GuestListSchema.parse(await response.json());
  };
  const create = async (input: HouseholdInput = aHousehold()) => {
    const response = await send(GUEST_LIST_API.households, "POST", input);
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;
  const importCsv = (text: string) => send(GUEST_LIST_API.importCsv, "POST", text, "text/csv");
  /** An import's answer that added `count` households and did nothing else. */
  const added = (count: number) => ({ added: count, updated: 0, unchanged: 0, skipped: [], newCodes: [] });
  const getText = async (path: string) => {
    const response = await send(path, "GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  };
  const outboxRows = () =>
    t.deps.database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").orderBy("recipient").execute();

  it("is behind the session and refuses cross-site requests", async () => {
    expect((await t.app.request(GUEST_LIST_API.households, { headers: SAME_SITE })).status).toBe(401);
    const crossSite = await t.app.request(GUEST_LIST_API.households, {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify(aHousehold()),
    });
    expect(crossSite.status).toBe(403);
    expect((await guestList()).households).toEqual([]);
  });

  it("creates, lists, edits and deletes a household; an unknown id is a 404", async () => {
    const created = await create(aHousehold({ eventIds: ["dinner", "ceremony"] }));
    expect(created).toMatchObject({
      displayName: "The Okafors",
      status: "not_invited",
      link: `/i/${created.code}`,
      eventIds: ["ceremony", "dinner"],
      selfRegistered: false,
    });
    expect(created.guests.map((guest) => guest.name)).toEqual(["Ada Okafor", "Obi Okafor", null]);
    expect((await guestList()).households.map((household) => household.id)).toEqual([created.id]);

    const [ada, obi] = created.guests;
    const edit = aHousehold({
      displayName: "The Okafor family",
      eventIds: ["dinner"],
      guests: [
        { id: ada?.id, name: "Ada Okafor", isChild: false, isSeat: false, dietary: null },
        { id: obi?.id, name: "Obi", isChild: true, isSeat: false, dietary: null },
        { name: "Chi Okafor", isChild: false, isSeat: false, dietary: null },
      ],
    });
    const updated = await send(GUEST_LIST_API.household(created.id), "PUT", { ...edit, version: created.version });
    expect(updated.status).toBe(200);
    const household = AdminHouseholdSchema.parse(await updated.json());
    expect(household).toMatchObject({ displayName: "The Okafor family", eventIds: ["dinner"], code: created.code });
    const kept = new Set([ada?.id, obi?.id]);
    expect(household.guests.map((guest) => [kept.has(guest.id), guest.name])).toEqual([
      [true, "Ada Okafor"],
      [true, "Obi"],
      [false, "Chi Okafor"],
    ]);
    expect(household.version).toBeGreaterThan(created.version);

    for (const [method, path] of [
      ["PUT", GUEST_LIST_API.household("no-such-id")],
      ["POST", GUEST_LIST_API.sendInvitation("no-such-id")],
      ["POST", GUEST_LIST_API.markInvited("no-such-id")],
    ] as const) {
      const response = await send(path, method, method === "PUT" ? { ...edit, version: 0 } : undefined);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    expect((await send(`${GUEST_LIST_API.household("no-such-id")}?version=0`, "DELETE")).status).toBe(404);
    // On the version the edit made.
    const deleteIt = () => send(`${GUEST_LIST_API.household(created.id)}?version=${household.version}`, "DELETE");
    expect((await deleteIt()).status).toBe(204);
    expect((await deleteIt()).status).toBe(404);
    expect((await guestList()).households).toEqual([]);
  });

  it.each<[string, (input: HouseholdInput) => unknown, string]>([
    ["no name", (input) => ({ ...input, displayName: "" }), "invalid_household"],
    ["no guests", (input) => ({ ...input, guests: [] }), "invalid_household"],
    ["no events", (input) => ({ ...input, eventIds: [] }), "invalid_household"],
    ["an unknown event", (input) => ({ ...input, eventIds: ["brunch"] }), "invalid_household"],
    [
      "a named guest without a name",
      (input) => ({ ...input, guests: [{ name: " ", isChild: false, isSeat: false, dietary: null }] }),
      "invalid_household",
    ],
    ["a bad email", (input) => ({ ...input, email: "not an email" }), "invalid_household"],
    ["a bad phone", (input) => ({ ...input, phone: "call me" }), "invalid_household"],
    [
      "a meal not on the list",
      (input) => ({
        ...input,
        guests: [
          { name: "Ada", isChild: false, isSeat: false, answers: { dinner: { attending: true, meal: "Pizza" } } },
        ],
      }),
      "invalid_answer",
    ],
    [
      "a meal for an event without meals",
      (input) => ({
        ...input,
        guests: [
          { name: "Ada", isChild: false, isSeat: false, answers: { ceremony: { attending: true, meal: "Fish" } } },
        ],
      }),
      "invalid_answer",
    ],
    [
      "an answer for an event not invited to",
      (input) => ({
        ...input,
        eventIds: ["ceremony"],
        guests: [{ name: "Ada", isChild: false, isSeat: false, answers: { dinner: { attending: false, meal: null } } }],
      }),
      "invalid_answer",
    ],
    [
      "an unnamed seat attending",
      (input) => ({
        ...input,
        guests: [{ name: null, isChild: false, isSeat: true, answers: { ceremony: { attending: true, meal: null } } }],
      }),
      "invalid_answer",
    ],
  ])("refuses a household with %s and changes nothing", async (_, change, code) => {
    const kept = await create();
    for (const [method, path] of [
      ["POST", GUEST_LIST_API.households],
      ["PUT", GUEST_LIST_API.household(kept.id)],
    ] as const) {
      const response = await send(path, method, { ...(change(aHousehold()) as object), version: kept.version });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
    }
    const { households } = await guestList();
    expect(households).toHaveLength(1);
    expect(households[0]).toMatchObject({ version: kept.version, displayName: kept.displayName });
  });

  it("refuses a guest id of another household", async () => {
    const other = await create(aHousehold({ displayName: "Other" }));
    const mine = await create();
    const response = await send(GUEST_LIST_API.household(mine.id), "PUT", {
      version: mine.version,
      ...aHousehold({
        guests: [
          {
            id: other.guests[0]?.id,
            name: "Taken",
            isChild: false,
            isSeat: false,
            dietary: null,
            answers: { ceremony: { attending: false, meal: null } },
          },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect((await guestList()).households.find((h) => h.id === other.id)?.guests[0]?.answers).toEqual({});
  });

  it("takes the couple's partial answers and counts people per event", async () => {
    // Family: an adult with fish, a child attending with beef and dietary needs, a named seat declining; the ceremony all attend.
    await create(
      aHousehold({
        displayName: "Family",
        guests: [
          {
            name: "Parent",
            isChild: false,
            isSeat: false,
            dietary: null,
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
          },
          {
            name: "Kid",
            isChild: true,
            isSeat: false,
            dietary: "No nuts",
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Beef" } },
          },
          {
            name: "Friend",
            isChild: false,
            isSeat: true,
            dietary: "Vegan",
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: false, meal: null } },
          },
        ],
      }),
    );
    // Ceremony only, not answered; and a household that answered only part of the dinner.
    await create(aHousehold({ displayName: "Ceremony only", eventIds: ["ceremony"] }));
    const partial = await create(
      aHousehold({
        displayName: "Partial",
        guests: [
          { name: "Solo", isChild: false, isSeat: false, answers: { dinner: { attending: false, meal: null } } },
          { name: "Other", isChild: false, isSeat: false },
        ],
      }),
    );
    expect(partial.status).toBe("not_invited");

    const { totals } = await guestList();
    expect(totals).toEqual([
      {
        eventId: "ceremony",
        title: "Ceremony",
        invited: 8,
        attending: 3,
        declined: 0,
        notAnswered: 5,
        children: 1,
        meals: [],
        withoutMeal: 0,
        dietary: [
          { guest: "Kid", household: "Family", dietary: "No nuts" },
          { guest: "Friend", household: "Family", dietary: "Vegan" },
        ],
      },
      {
        eventId: "dinner",
        title: "Dinner",
        invited: 5,
        attending: 2,
        declined: 2,
        notAnswered: 1,
        children: 1,
        meals: [
          { meal: "Fish", count: 1 },
          { meal: "Beef", count: 1 },
          { meal: "Vegetarian", count: 0 },
        ],
        // Two attending, both with a meal: they add up.
        withoutMeal: 0,
        dietary: [{ guest: "Kid", household: "Family", dietary: "No nuts" }],
      },
    ]);
  });

  it("moves through the statuses: not invited, invited, opened, answered, declined", async () => {
    const household = await create(aHousehold({ email: null }));
    expect(household.status).toBe("not_invited");
    const marked = await send(GUEST_LIST_API.markInvited(household.id), "POST");
    expect(AdminHouseholdSchema.parse(await marked.json())).toMatchObject({
      status: "invited",
      invitedAt: t.clock.now.toISOString(),
    });
    await createHouseholdRepository(t.deps.database).markOpened(household.id);
    expect((await guestList()).households[0]?.status).toBe("opened");

    let version = household.version;
    const answerAll = async (attending: boolean) => {
      const response = await send(GUEST_LIST_API.household(household.id), "PUT", {
        version,
        ...aHousehold({
          email: null,
          guests: household.guests.map((guest) => ({
            id: guest.id,
            name: guest.name ?? "Named Seat",
            isChild: guest.isChild,
            isSeat: guest.isSeat,
            dietary: null,
            answers: {
              ceremony: { attending, meal: null },
              dinner: { attending, meal: attending ? "Vegetarian" : null },
            },
          })),
        }),
      });
      const saved = AdminHouseholdSchema.parse(await response.json());
      version = saved.version;
      return saved;
    };
    expect((await answerAll(true)).status).toBe("answered");
    expect((await answerAll(false)).status).toBe("declined");
  });

  it("sends the invitation by mail with the absolute link and marks the household invited", async () => {
    const household = await create(aHousehold({ displayName: "<b>Ada</b> & co" }));
    const response = await send(GUEST_LIST_API.sendInvitation(household.id), "POST");
    expect(response.status).toBe(200);
    expect(AdminHouseholdSchema.parse(await response.json()).status).toBe("invited");

    const [mail, ...others] = await outboxRows();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "household-invitation",
      recipient: "okafor@example.com",
      household_id: household.id,
    });
    const link = `${TEST_ORIGIN}/i/${household.code}`;
    const rendered = renderMail(mail?.kind ?? "", JSON.parse(mail?.message ?? "{}"), () => content);
    expect(rendered.text).toContain(link);
    expect(rendered.text).toContain(coupleNames(content));
    expect(rendered.text).toContain((await guestList()).window.deadlineLabel);
    expect(rendered.html).toContain(`href="${link}"`);
    expect(rendered.html).toContain(escapeHtml(quotedName("<b>Ada</b> & co")));
    expect(rendered.html).not.toContain("<b>Ada</b>");
    // The household's events, as they were when the couple pressed send, named with when and where.
    expect(JSON.parse(mail?.message ?? "{}").eventIds).toEqual(household.eventIds);
    for (const event of content.events.filter((item) => household.eventIds.includes(item.id))) {
      expect(rendered.text).toContain(`${event.title}: ${event.dayLabel}, ${event.timeLabel}`);
    }

    const noEmail = await create(aHousehold({ displayName: "No mail", email: null }));
    const refused = await send(GUEST_LIST_API.sendInvitation(noEmail.id), "POST");
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).code).toBe("no_email");
    expect((await guestList()).households.find((h) => h.id === noEmail.id)?.status).toBe("not_invited");
  });

  it("links to the site's own origin when the content names one", async () => {
    await t.cleanup();
    await start({ origin: "https://wedding.example.org" });
    const household = await create();
    expect((await guestList()).origin).toBe("https://wedding.example.org");
    await send(GUEST_LIST_API.sendInvitation(household.id), "POST");
    const [mail] = await outboxRows();
    expect(JSON.parse(mail?.message ?? "{}").url).toBe(`https://wedding.example.org/i/${household.code}`);
  });

  it("moves the deadline, refuses one on or after the first event's day", async () => {
    const response = await send(GUEST_LIST_API.rsvpSettings, "PUT", { deadline: "2026-04-20", closeAtDeadline: false });
    expect(response.status).toBe(200);
    const window = RsvpWindowSchema.parse(await response.json());
    expect(window).toMatchObject({ deadline: "2026-04-20", closeAtDeadline: false, open: true, closedMessage: null });
    expect(window.deadlineLabel).toContain("2026");
    expect((await guestList()).window).toEqual(window);

    for (const deadline of ["2026-05-02", "2026-06-30", "2026-02-31", "tomorrow"]) {
      const refused = await send(GUEST_LIST_API.rsvpSettings, "PUT", { deadline, closeAtDeadline: true });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).not.toBe("");
    }
    const firstDay = await send(GUEST_LIST_API.rsvpSettings, "PUT", { deadline: "2026-05-02", closeAtDeadline: true });
    expect((await errorOf(firstDay)).message).toContain("Ceremony");
    expect((await guestList()).window).toEqual(window);
  });

  describe("phone numbers as people write them", () => {
    const header = GUEST_LIST_CSV_COLUMNS.join(",");
    /** This test's wedding is in South Africa (site.country); the others name no country. */
    const inSouthAfrica = async () => {
      await t.cleanup();
      await start({ country: "ZA" });
    };
    /** The words the couple reads for `written`, in this test's wedding. */
    const refusalOf = (written: string) => {
      const reading = readPhoneNumber(written, phoneCountry(content.site));
      if (reading.ok) throw new Error(`${written} is readable`);
      return reading.message;
    };
    const stored = async (id: string) => (await createHouseholdRepository(t.deps.database).byId(id))?.phone;

    it("imports a number written the country's way in international form, and offers WhatsApp for it", async () => {
      await inSouthAfrica();
      const response = await importCsv(`${header}\nThe Dlaminis,Sipho,,0,,083 555 0141,,\n`);
      expect(response.status).toBe(200);
      const [household] = (await guestList()).households;
      if (!household) throw new Error("nothing imported");
      expect(household.phone).toBe("+27835550141");
      expect(await stored(household.id)).toBe("+27835550141");
      await send(GUEST_LIST_API.markInvited(household.id), "POST");
      // Asked first: what would go, sending nothing and claiming no one.
      const preview = ReminderPreviewSchema.parse(await (await send(GUEST_LIST_API.reminders, "GET")).json());
      expect(preview).toMatchObject({ byEmail: 0, byWhatsApp: 1, remindedRecently: 0, unreachable: 0, mail: null });
      expect(preview.whatsapp).toContain(invitationPath(household.code));
      const reminders = ReminderResultSchema.parse(await (await send(GUEST_LIST_API.reminders, "POST")).json());
      expect(reminders.whatsapp.map((row) => row.url)).toEqual([
        expect.stringMatching(/^https:\/\/wa\.me\/27835550141\?/),
      ]);
      const after = ReminderPreviewSchema.parse(await (await send(GUEST_LIST_API.reminders, "GET")).json());
      expect(after).toMatchObject({ byWhatsApp: 0, remindedRecently: 1, whatsapp: null });
    });

    it("refuses an import with a number it cannot read, naming its line and saying how to write it", async () => {
      await inSouthAfrica();
      const response = await importCsv(`${header}\nGood,Ann,,0,,082 555 0101,,\nBad,Ben,,0,,083 55,,\n`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: "csv_invalid",
        message: `Line 3, phone: ${refusalOf("083 55")}`,
      });
      expect((await guestList()).households).toEqual([]);
    });

    it("without a country, refuses a number not in international form, and says so", async () => {
      expect(phoneCountry(content.site)).toBeNull();
      const response = await importCsv(`${header}\nThe Dlaminis,Sipho,,0,,083 555 0141,,\n`);
      expect(await errorOf(response)).toEqual({
        code: "csv_invalid",
        message: `Line 2, phone: ${refusalOf("083 555 0141")}`,
      });
      expect(refusalOf("083 555 0141")).toContain("international form");
      expect(await create(aHousehold({ phone: "0027 83 555 0141" }))).toMatchObject({ phone: "+27835550141" });
    });

    it("keeps the couple's numbers in international form on create, edit and contact change", async () => {
      await inSouthAfrica();
      const created = await create(aHousehold({ phone: "(083) 555-0141" }));
      expect(created.phone).toBe("+27835550141");
      const edited = await send(GUEST_LIST_API.household(created.id), "PUT", {
        ...aHousehold({ phone: "0835550142" }),
        version: created.version,
      });
      const afterEdit = AdminHouseholdSchema.parse(await edited.json());
      expect(afterEdit.phone).toBe("+27835550142");
      const patched = await send(GUEST_LIST_API.household(created.id), "PATCH", {
        version: afterEdit.version,
        phone: "0027 83 555 0143",
      });
      expect(AdminHouseholdSchema.parse(await patched.json()).phone).toBe("+27835550143");
      expect(await stored(created.id)).toBe("+27835550143");

      const before = await stored(created.id);
      const refused = await send(GUEST_LIST_API.household(created.id), "PATCH", {
        version: (await guestList()).households[0]?.version,
        phone: "083 55",
      });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toEqual({ code: "invalid_household", message: refusalOf("083 55") });
      const refusedCreate = await send(GUEST_LIST_API.households, "POST", aHousehold({ phone: "083 55" }));
      expect(await errorOf(refusedCreate)).toEqual({ code: "invalid_household", message: refusalOf("083 55") });
      expect(await stored(created.id)).toBe(before);
      expect((await guestList()).households).toHaveLength(1);
    });

    it("reads a number kept before numbers were read in the wedding's country, for the list and WhatsApp", async () => {
      await inSouthAfrica();
      const { id } = await createHouseholdRepository(t.deps.database).create(
        { ...aStoredHousehold(["ceremony"], { email: null }), phone: "083 555 0141" },
        t.clock.now,
      );
      const [listed] = (await guestList()).households;
      expect(listed?.phone).toBe("+27835550141");
      await send(GUEST_LIST_API.markInvited(id), "POST");
      const reminders = ReminderResultSchema.parse(await (await send(GUEST_LIST_API.reminders, "POST")).json());
      expect(reminders.whatsapp.map((row) => row.url)).toEqual([
        expect.stringMatching(/^https:\/\/wa\.me\/27835550141\?/),
      ]);
    });
  });

  describe("CSV", () => {
    const header = GUEST_LIST_CSV_COLUMNS.join(",");

    it("imports quoted fields with commas, quotes and line breaks, a BOM and CRLF", async () => {
      const file = [
        header,
        '"Smith, ""the elders""",Jo Smith; Sam Smith,Kim,2,smith@example.com,+27 82 555 0101,,',
        '"Line\nbreak family",Ann,,0,,,dinner,',
        "",
      ].join("\r\n");
      const response = await importCsv(`\uFEFF${file}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(added(2));
      const { households } = await guestList();
      const smith = households.find((household) => household.displayName === 'Smith, "the elders"');
      expect(smith).toMatchObject({ eventIds: ["ceremony", "dinner"], email: "smith@example.com" });
      expect(smith?.guests.map((guest) => [guest.name, guest.isChild, guest.isSeat])).toEqual([
        ["Jo Smith", false, false],
        ["Sam Smith", false, false],
        ["Kim", true, false],
        [null, false, true],
        [null, false, true],
      ]);
      // A name is one line: the quoted line break becomes a space (clean-text.ts).
      expect(households.find((household) => household.displayName === "Line break family")?.eventIds).toEqual([
        "dinner",
      ]);
    });

    it.each<[string, string, number, string | null, RegExp]>([
      ["no household name", ",Ann,,0,,,,", 3, "household", /name/],
      ["no guests", "Empty,,,0,,,,", 3, "adults", /no guests/],
      ["extra guests not a number", "Fam,Ann,,two,,,,", 3, "extra_guests", /whole number/],
      ["too many extra guests", "Fam,Ann,,11,,,,", 3, "extra_guests", /at most 10/],
      ["a bad email", "Fam,Ann,,0,not-an-email,,,", 3, "email", /email/],
      ["a bad phone", "Fam,Ann,,0,,phone me,,", 3, "phone", /phone|number/],
      ["an unknown event", "Fam,Ann,,0,,,brunch,", 3, "events", /brunch/],
      ["a malformed code", "Fam,Ann,,0,,,,short", 3, "code", /code/],
      ["a repeated code", "Fam,Ann,,0,,,,AAAAAAAAAAAAAAAA\nFam2,Bo,,0,,,,AAAAAAAAAAAAAAAA", 4, "code", /line 3/],
      ["too few fields", "Fam,Ann", 3, null, /fields/],
      ["an unclosed quote", '"Fam,Ann,,0,,,,', 3, null, /quote/],
      [
        "too many guests",
        `Big,${Array.from({ length: 25 }, (_, i) => `P${i}`).join(";")},,10,,,,`,
        3,
        "adults",
        /at most/,
      ],
    ])("refuses the whole file for %s, naming the line and column", async (_, badRows, line, column, problem) => {
      const response = await importCsv(
        [header, "Good,Ann,,0,good@example.com,,,", badRows, "Later,Ben,,0,,,,"].join("\n"),
      );
      expect(response.status).toBe(400);
      const body = ImportRefusalBodySchema.parse(await response.json());
      expect(body.error.code).toBe("csv_invalid");
      expect(body.problems).toEqual([{ line, column, message: expect.stringMatching(problem) }]);
      expect(body.error.message).toMatch(new RegExp(`^Line ${line}${column ? `, ${column}` : ""}: `));
      expect((await guestList()).households).toEqual([]);
    });

    it("reports every mistake of a file at once, each with its line and column, and imports none of its rows", async () => {
      await create();
      const file = [
        header,
        "Good,Ann,,0,good@example.com,,,",
        ",Ann,,two,not-an-email,,brunch,",
        "Fam,,,0,,phone me,,",
        "Twice,Cy,,0,twice@example.com,,,",
        "TWICE,Cy,,0,Twice@Example.com,,,",
        "Fam3,Di,,0,,,,QQQQQQQQQQQQQQQQ",
        "Fam4,Ed,,0,,,,QQQQQQQQQQQQQQQQ",
        "Fam5,Flo,,12,,,dinner;lunch,",
      ].join("\r\n");
      const response = await importCsv(file);
      expect(response.status).toBe(400);
      const body = ImportRefusalBodySchema.parse(await response.json());
      expect(body.problemCount).toBe(10);
      expect(body.error.message).toMatch(/^The file has 10 problems\. The first: Line 3, household: /);
      expect(body.problems.map((problem) => `${problem.line} ${problem.column}`)).toEqual([
        "3 household",
        "3 extra_guests",
        "3 email",
        "3 events",
        "4 adults",
        "4 phone",
        "6 household",
        "8 code",
        "9 extra_guests",
        "9 events",
      ]);
      expect(body.problems.find((problem) => problem.line === 6)?.message).toMatch(/^TWICE is on line 5 too/);
      expect((await guestList()).households.map((household) => household.displayName)).toEqual(["The Okafors"]);
    });

    it("lists at most the first 1000 problems of a file, and counts them all", async () => {
      const response = await importCsv([header, ...Array.from({ length: 1200 }, () => "Fam,Ann,,x,,,,")].join("\n"));
      const body = ImportRefusalBodySchema.parse(await response.json());
      expect(body.problemCount).toBe(1200);
      expect(body.problems).toHaveLength(HOUSEHOLD_LIMITS.importProblems);
      expect(body.problems.at(-1)?.line).toBe(1001);
    });

    it("skips a household already on the list (same name, and same email or phone), and says which lines", async () => {
      await create(aHousehold({ displayName: "The Okafors", email: "okafor@example.com", phone: null }));
      await create(aHousehold({ displayName: "The Dlaminis", email: null, phone: "+27 82 555 0199" }));
      const response = await importCsv(
        [
          header,
          " the okafors ,Ada Okafor,,0,OKAFOR@example.com,,,",
          "The Dlaminis,Sipho,,0,,+27825550199,,",
          "Grandma Okafor,Ngozi,,0,okafor@example.com,,,",
          "The Okafors,Ada,,0,other@example.com,,,",
        ].join("\n"),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...added(2),
        skipped: [
          { line: 2, household: "the okafors" },
          { line: 3, household: "The Dlaminis" },
        ],
      });
      expect((await guestList()).households.map((household) => household.displayName).sort()).toEqual([
        "Grandma Okafor",
        "The Dlaminis",
        "The Okafors",
        "The Okafors",
      ]);
      const again = await importCsv(`${header}\nGrandma Okafor,Ngozi,,0,okafor@example.com,,,\n`);
      expect(await again.json()).toEqual({ ...added(0), skipped: [{ line: 2, household: "Grandma Okafor" }] });
    });

    it("reads a Windows-1252 file, a UTF-16 one and a ;-separated one with a BOM: Zoë stays Zoë", async () => {
      const bytes = (buffer: Buffer) =>
        t.app.request(GUEST_LIST_API.importCsv, {
          method: "POST",
          headers: { Cookie: cookie, ...SAME_SITE, "Content-Type": "text/csv" },
          body: new Uint8Array(buffer),
        });
      const windows = await bytes(Buffer.from(`${header}\r\nZoë's family,Zoë; Chloé,,0,,,,\r\n`, "latin1"));
      expect(await windows.json()).toEqual(added(1));
      const tabs = `${GUEST_LIST_CSV_COLUMNS.join("\t")}\r\nRenée's family\tRenée\t\t0\t\t\t\t\r\n`;
      const utf16 = await bytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabs, "utf16le")]));
      expect(await utf16.json()).toEqual(added(1));
      const semicolons = `\uFEFF${GUEST_LIST_CSV_COLUMNS.join(";").toUpperCase()}\r\nJosé's family;"José; Inês";;0;;;;\r\n`;
      expect(await (await bytes(Buffer.from(semicolons, "utf8"))).json()).toEqual(added(1));
      const list = (await guestList()).households;
      expect(list.map((household) => [household.displayName, household.guests.map((guest) => guest.name)])).toEqual([
        ["José's family", ["José", "Inês"]],
        ["Renée's family", ["Renée"]],
        ["Zoë's family", ["Zoë", "Chloé"]],
      ]);
    });

    it("refuses a file without the template's header, a JSON body and a file over the limit", async () => {
      const noHeader = await importCsv("Fam,Ann,,0,,,,\n");
      expect(noHeader.status).toBe(400);
      const refused = ImportRefusalBodySchema.parse(await noHeader.json());
      // Each column missing, then each of the row's cells that is no column.
      expect(refused.problems.map((problem) => problem.column)).toEqual([
        ...GUEST_LIST_CSV_COLUMNS,
        "Fam",
        "Ann",
        "",
        "0",
        "",
        "",
        "",
        "",
      ]);
      expect(refused.problems.every((problem) => problem.line === 1)).toBe(true);

      expect((await send(GUEST_LIST_API.importCsv, "POST", { rows: [] })).status).toBe(415);
      const huge = await importCsv(`${header}\n${"Fam,Ann,,0,,,,\n".repeat(Math.ceil(MAX_IMPORT_BYTES / 15) + 1)}`);
      expect(huge.status).toBe(413);
      expect((await guestList()).households).toEqual([]);
    });

    /** A guest who answered both events, with dietary needs: what a re-import must keep. */
    const adaAnswered = {
      name: "Ada Okafor",
      isChild: false,
      isSeat: false,
      dietary: "Halal",
      answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
    };

    it("re-imports its own export unchanged: nothing added, nothing written, answers kept", async () => {
      const answered = await create(
        aHousehold({
          guests: [adaAnswered, { name: null, isChild: false, isSeat: true, dietary: null }],
        }),
      );
      await create(aHousehold({ displayName: "Dinner only", eventIds: ["dinner"], email: null, phone: null }));
      await create(aHousehold({ displayName: "=Formula family", email: "f@example.com", phone: null }));
      const before = await guestList();
      const exported = await getText(GUEST_LIST_API.exportCsv);

      const response = await importCsv(exported);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...added(0), unchanged: 3 });
      expect(await guestList()).toEqual(before);
      expect((await guestList()).households.find((household) => household.id === answered.id)?.version).toBe(
        answered.version,
      );
    });

    it("re-imports an edited export: the rows update the households they came from, keeping the answers of guests kept", async () => {
      const okafors = await create(
        aHousehold({
          guests: [
            adaAnswered,
            { name: "Obi Okafor", isChild: true, isSeat: false, dietary: null },
            { name: null, isChild: false, isSeat: true, dietary: null },
          ],
        }),
      );
      const other = await create(aHousehold({ displayName: "The Mokoenas", email: "m@example.com", phone: null }));
      const exported = await getText(GUEST_LIST_API.exportCsv);
      const records = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
      // A code starting with "-" is exported as "'-…" (a spreadsheet would run it as a formula): one in 64.
      const edited = records.map((record) =>
        record.code?.replace(/^'/, "") === okafors.code
          ? {
              ...record,
              household: "The Okafor family",
              adults: "ADA OKAFOR; Chidi Okafor",
              children: "",
              events: "dinner",
            }
          : record,
      );
      const file = [
        header,
        ...edited.map((record) => GUEST_LIST_CSV_COLUMNS.map((column) => csvCell(record[column] ?? "")).join(",")),
        "New family,Nia,,0,,,,",
      ].join("\r\n");

      const response = await importCsv(file);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...added(1), updated: 1, unchanged: 1 });
      const list = (await guestList()).households;
      const updated = list.find((household) => household.id === okafors.id);
      expect(updated).toMatchObject({ displayName: "The Okafor family", code: okafors.code, eventIds: ["dinner"] });
      expect(updated?.guests.map((guest) => [guest.name, guest.isChild, guest.isSeat, guest.dietary])).toEqual([
        ["ADA OKAFOR", false, false, "Halal"],
        ["Chidi Okafor", false, false, null],
        [null, false, true, null],
      ]);
      // Ada was kept: her dinner answer stays; the ceremony is no longer theirs, so that answer went.
      expect(updated?.guests[0]?.answers).toEqual({
        dinner: expect.objectContaining({ attending: true, meal: "Fish" }),
      });
      expect(list.find((household) => household.id === other.id)?.version).toBe(other.version);
      expect(list.map((household) => household.displayName).sort()).toEqual([
        "New family",
        "The Mokoenas",
        "The Okafor family",
      ]);
    });

    it("refuses a row for the same household as a row carrying its code, naming both lines", async () => {
      const okafors = await create();
      const response = await importCsv(
        [
          header,
          `The Okafors,Ada,,0,okafor@example.com,,,${okafors.code}`,
          "the okafors,Ada,,0,okafor@example.com,,,",
        ].join("\n"),
      );
      expect(response.status).toBe(400);
      const body = ImportRefusalBodySchema.parse(await response.json());
      expect(body.problems).toEqual([
        { line: 3, column: "household", message: expect.stringMatching(/^the okafors is on line 2 too/) },
      ]);
      expect((await guestList()).households).toEqual([expect.objectContaining({ version: okafors.version })]);
    });

    it("exports the template's columns; importing the export into the emptied list gives the same list, links kept", async () => {
      await create(aHousehold({ displayName: "=Formula family", phone: "+27 82 555 0101" }));
      await create(aHousehold({ displayName: "Dinner only", eventIds: ["dinner"], email: null, phone: null }));
      await importCsv(`${header}\n"Quoted, ""Name""",A; B,C,1,q@example.com,,ceremony,\n`);
      const exported = await getText(GUEST_LIST_API.exportCsv);
      const columns = [...GUEST_LIST_CSV_COLUMNS, GUEST_LIST_SIDE_COLUMN];
      expect(exported.startsWith(`\uFEFF${columns.map((column) => `"${column}"`).join(",")}\r\n`)).toBe(true);
      const records = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
      expect(records.find((record) => record.household === "'=Formula family")).toMatchObject({
        adults: "Ada Okafor",
        children: "Obi Okafor",
        extra_guests: "1",
        phone: "'+27825550101",
        events: "",
      });

      const before = (await guestList()).households;
      for (const household of before) {
        const path = `${GUEST_LIST_API.household(household.id)}?version=${household.version}`;
        expect((await send(path, "DELETE")).status).toBe(204);
      }
      const reimported = await importCsv(exported);
      expect(reimported.status).toBe(200);
      expect(await reimported.json()).toEqual(added(3));
      expect(await getText(GUEST_LIST_API.exportCsv)).toBe(exported);
      const after = (await guestList()).households;
      const shape = (list: typeof before) =>
        list.map((household) => ({
          displayName: household.displayName,
          code: household.code,
          email: household.email,
          phone: household.phone,
          eventIds: household.eventIds,
          guests: household.guests.map((guest) => [guest.isSeat ? null : guest.name, guest.isChild, guest.isSeat]),
        }));
      expect(shape(after)).toEqual(shape(before));
    });

    it("keeps only codes this site made: a made-up or another site's code gets a new link, and the answer says whose", async () => {
      const ours = await create(aHousehold({ displayName: "Ours" }));
      expect((await send(`${GUEST_LIST_API.household(ours.id)}?version=${ours.version}`, "DELETE")).status).toBe(204);
      const random16 = randomBytes(12).toString("base64url");
      const response = await importCsv(
        [
          header,
          `Ours,Ann,,0,,,,${ours.code}`,
          "Made up,Ben,,0,,,,AAAAAAAAAAAAAAAA",
          `Elsewhere,Cy,,0,,,,${random16}`,
          "Blank,Di,,0,,,,",
        ].join("\n"),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...added(4),
        newCodes: [
          { line: 3, household: "Made up" },
          { line: 4, household: "Elsewhere" },
        ],
      });
      const codes = new Map((await guestList()).households.map((household) => [household.displayName, household.code]));
      expect(codes.get("Ours")).toBe(ours.code);
      for (const name of ["Made up", "Elsewhere", "Blank"]) {
        expect(codes.get(name)).toMatch(INVITATION_CODE_PATTERN);
        expect([ours.code, "AAAAAAAAAAAAAAAA", random16]).not.toContain(codes.get(name));
      }
      expect((await t.app.request(INVITATION_API.invitation("AAAAAAAAAAAAAAAA"))).status).toBe(404);
      // What this site makes now, it recognises on the next import.
      const made = codes.get("Made up") as string;
      const listed = (await guestList()).households.find((h) => h.code === made);
      expect(
        (await send(`${GUEST_LIST_API.household(listed?.id ?? "")}?version=${listed?.version}`, "DELETE")).status,
      ).toBe(204);
      const again = await importCsv(`${header}\nMade up,Ben,,0,,,,${made}\n`);
      expect(await again.json()).toEqual(added(1));
    });

    it("lists every person with each event's answer and meal, answered times in the site's time zone", async () => {
      await create(
        aHousehold({
          displayName: "Family",
          message: "See you there",
          guests: [
            {
              name: "Parent",
              isChild: false,
              isSeat: false,
              dietary: "Halal",
              answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
            },
            { name: null, isChild: false, isSeat: true, answers: { dinner: { attending: false, meal: null } } },
          ],
        }),
      );
      await create(
        aHousehold({
          displayName: "Ceremony only",
          eventIds: ["ceremony"],
          guests: [{ name: "Kid", isChild: true, isSeat: false }],
        }),
      );

      const text = await getText(GUEST_LIST_API.answersCsv);
      const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
      expect(Object.keys(records[0] ?? {})).toEqual([
        "Household",
        "Guest",
        "Child",
        "Status",
        "Ceremony",
        "Ceremony: meal",
        "Dinner",
        "Dinner: meal",
        "Dietary needs",
        "Household message",
        "Answered",
      ]);
      expect(records).toEqual([
        {
          Household: "Ceremony only",
          Guest: "Kid",
          Child: "Yes",
          Status: "Not invited yet",
          Ceremony: "No answer",
          "Ceremony: meal": "",
          Dinner: "",
          "Dinner: meal": "",
          "Dietary needs": "",
          "Household message": "",
          Answered: "",
        },
        {
          Household: "Family",
          Guest: "Parent",
          Child: "No",
          Status: "Not invited yet",
          Ceremony: "Attending",
          "Ceremony: meal": "",
          Dinner: "Attending",
          "Dinner: meal": "Fish",
          "Dietary needs": "Halal",
          "Household message": "See you there",
          // 10:00 UTC is 12:00 in Johannesburg.
          Answered: "2026-06-01 12:00",
        },
        expect.objectContaining({
          Guest: "Guest of Family",
          Ceremony: "No answer",
          Dinner: "Not attending",
          Answered: "2026-06-01 12:00",
        }),
      ]);
    });
  });
});

// Two reminders asked for at once each claim a household in the database: which one wins is the engine's to decide.
describeOnDatabases("the couple's reminders", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let content: WeddingContent;
  beforeEach(async () => {
    content = twoEventWedding();
    t = await createAdminTestApp(dialect, { content });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, body?: unknown, contentType?: string) =>
    coupleRequest(t, cookie, { path, method, body, contentType });
  const create = async (input: HouseholdInput = aHousehold()) => {
    const response = await send(GUEST_LIST_API.households, "POST", input);
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };
  const outboxRows = () =>
    t.deps.database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").orderBy("recipient").execute();

  /** Invited by mail, by WhatsApp only, unreachable; plus households never reminded: not invited, answered. */
  const seed = async () => {
    const mail = await create(aHousehold({ displayName: "By mail", phone: null }));
    const whatsapp = await create(aHousehold({ displayName: "By phone", email: null }));
    // Kept before numbers were read in the wedding's country; this wedding names none, so no WhatsApp can reach it.
    const unreachable = await createHouseholdRepository(t.deps.database).create(
      { ...aStoredHousehold(["ceremony"], { displayName: "Unreachable", email: null }), phone: "082 555 0101" },
      t.clock.now,
    );
    await create(aHousehold({ displayName: "Not invited" }));
    const answered = await create(
      aHousehold({
        displayName: "Answered",
        eventIds: ["ceremony"],
        guests: [
          { name: "Done", isChild: false, isSeat: false, answers: { ceremony: { attending: false, meal: null } } },
        ],
      }),
    );
    for (const household of [mail, whatsapp, unreachable, answered]) {
      await send(GUEST_LIST_API.markInvited(household.id), "POST");
    }
    return { mail, whatsapp, unreachable };
  };
  const remind = async () => {
    const response = await send(GUEST_LIST_API.reminders, "POST");
    expect(response.status).toBe(200);
    return ReminderResultSchema.parse(await response.json());
  };

  it("mails, lists WhatsApp links and the unreachable; never twice within a day", async () => {
    const { mail, whatsapp, unreachable } = await seed();
    const first = await remind();
    expect(first).toMatchObject({
      emailed: 1,
      skippedRecently: 0,
      unreachable: [{ householdId: unreachable.id, displayName: "Unreachable" }],
    });
    expect(first.whatsapp).toEqual([
      {
        householdId: whatsapp.id,
        displayName: "By phone",
        url: expect.stringMatching(/^https:\/\/wa\.me\/27825550101\?text=/),
      },
    ]);
    expect(decodeURIComponent(first.whatsapp[0]?.url ?? "")).toContain(`${TEST_ORIGIN}/i/${whatsapp.code}`);
    const reminders = (await outboxRows()).filter((row) => row.kind === "household-reminder");
    expect(reminders.map((row) => [row.recipient, row.household_id])).toEqual([["okafor@example.com", mail.id]]);
    const text = renderMail("household-reminder", JSON.parse(reminders[0]?.message ?? "{}"), () => content).text;
    expect(text).toContain("reminder");
    expect(text).toContain(`/i/${mail.code}`);

    // A day later the admin session has expired: sign in again, as the couple would.
    t.clock.now = new Date(t.clock.now.getTime() + REMINDER_SPACING_MS - 60_000);
    cookie = await t.signIn();
    expect(await remind()).toMatchObject({ emailed: 0, whatsapp: [], skippedRecently: 2 });

    t.clock.now = new Date(t.clock.now.getTime() + 120_000);
    cookie = await t.signIn();
    expect(await remind()).toMatchObject({ emailed: 1, skippedRecently: 0 });
    expect((await outboxRows()).filter((row) => row.kind === "household-reminder")).toHaveLength(2);
  });

  it("reminds each household once when two reminders are asked for at the same time", async () => {
    await seed();
    const [a, b] = await Promise.all([remind(), remind()]);
    if (!a || !b) throw new Error("no answer");
    expect(a.emailed + b.emailed).toBe(1);
    expect(a.whatsapp.length + b.whatsapp.length).toBe(1);
    expect(a.skippedRecently + b.skippedRecently).toBe(2);
    expect((await outboxRows()).filter((row) => row.kind === "household-reminder")).toHaveLength(1);
  });
});

// Two "Send invitations" at once each mark a household invited in the database: which one wins is the engine's to decide.
describeOnDatabases("the couple's invitations, sent together", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let content: WeddingContent;
  beforeEach(async () => {
    content = twoEventWedding();
    t = await createAdminTestApp(dialect, { content });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, body?: unknown) => coupleRequest(t, cookie, { path, method, body });
  const create = async (input: HouseholdInput) => {
    const response = await send(GUEST_LIST_API.households, "POST", input);
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };
  const invitationMails = async () =>
    (await t.deps.database.db.selectFrom("mail_outbox").selectAll().execute()).filter(
      (row) => row.kind === MAIL_KINDS.householdInvitation,
    );
  const inviteAll = async () => {
    const response = await send(GUEST_LIST_API.invitations, "POST");
    expect(response.status).toBe(200);
    return InvitationResultSchema.parse(await response.json());
  };
  /** Not invited by mail, by WhatsApp and by neither; one already invited; one that answered through the open form. */
  const seed = async () => {
    const mail = await create(aHousehold({ displayName: "By mail", phone: null }));
    const phone = await create(aHousehold({ displayName: "By phone", email: null }));
    const neither = await create(aHousehold({ displayName: "Neither", email: null, phone: null }));
    const invited = await create(aHousehold({ displayName: "Invited", email: "invited@example.com" }));
    await send(GUEST_LIST_API.markInvited(invited.id), "POST");
    return { mail, phone, neither, invited };
  };

  it("previews, then mails every household not yet invited, lists the WhatsApp ones and those with neither", async () => {
    const { mail, phone, neither } = await seed();
    const preview = InvitationPreviewSchema.parse(await (await send(GUEST_LIST_API.invitations, "GET")).json());
    expect(preview).toMatchObject({ byEmail: 1, byWhatsApp: 1, unreachable: 1 });
    expect(preview.mail?.text).toContain(`/i/${mail.code}`);
    expect(preview.whatsapp).toContain(`/i/${phone.code}`);
    expect(await invitationMails()).toEqual([]);

    const result = await inviteAll();
    expect(result.emailed).toBe(1);
    expect(result.whatsapp.map((row) => [row.householdId, row.displayName])).toEqual([[phone.id, "By phone"]]);
    expect(decodeURIComponent(result.whatsapp[0]?.url ?? "")).toContain(`/i/${phone.code}`);
    expect(result.unreachable).toEqual([{ householdId: neither.id, displayName: "Neither" }]);
    const mails = await invitationMails();
    expect(mails.map((row) => [row.recipient, row.household_id])).toEqual([[mail.email, mail.id]]);
    const text = renderMail(MAIL_KINDS.householdInvitation, JSON.parse(mails[0]?.message ?? "{}"), () => content).text;
    expect(text).toContain(`/i/${mail.code}`);

    // The mailed household is invited now; the WhatsApp one once the couple has sent it.
    const again = await inviteAll();
    expect(again.emailed).toBe(0);
    expect(again.whatsapp).toHaveLength(1);
    expect(await invitationMails()).toHaveLength(1);
  });

  it("mails each household once when two tabs send the invitations at the same time", async () => {
    await seed();
    const [a, b] = await Promise.all([inviteAll(), inviteAll()]);
    if (!a || !b) throw new Error("no answer");
    expect(a.emailed + b.emailed).toBe(1);
    expect(await invitationMails()).toHaveLength(1);
  });
});

// The couple's editor and the household's own link write the same rows: whose write lands first is the engine's to decide.
describeOnDatabases("the couple's edits beside the guests' own answers", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createAdminTestApp(dialect, { content: twoEventWedding() });
    // Before the deadline (1 March), so the personal link takes answers.
    t.clock.now = new Date("2026-02-01T10:00:00Z");
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, body?: unknown) => coupleRequest(t, cookie, { path, method, body });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;
  /** The household as the couple's page opens it: from the list. */
  const opened = async (id: string) => {
    const response = await send(GUEST_LIST_API.households, "GET");
    const household = GuestListSchema.parse(await response.json()).households.find((item) => item.id === id);
    if (!household) throw new Error("the household is not on the list");
    return household;
  };
  const stored = async (id: string) => {
    const household = await createHouseholdRepository(t.deps.database).byId(id);
    if (!household) throw new Error("the household is gone");
    return household;
  };
  /** What the couple's editor sends for `household` as it was opened: every guest with the answers it showed. */
  const editOf = (household: AdminHousehold, overrides: Partial<HouseholdInput> = {}) => ({
    ...aHousehold({
      displayName: household.displayName,
      email: household.email,
      phone: household.phone,
      eventIds: household.eventIds,
      message: household.message,
      guests: household.guests.map((guest) => ({
        id: guest.id,
        name: guest.name,
        isChild: guest.isChild,
        isSeat: guest.isSeat,
        dietary: guest.dietary,
        answers: guest.answers,
      })),
    }),
    ...overrides,
    version: household.version,
  });
  /** Ada answers on the household's link: attending both, fish, a severe peanut allergy, and a message. */
  const guestAnswers = async (household: AdminHousehold) => {
    const invitation = INVITATION_API.invitation(household.code);
    const view = InvitationViewSchema.parse(await (await t.app.request(invitation)).json());
    const [ada, ...others] = view.household.guests;
    if (!ada) throw new Error("no guests");
    const response = await t.app.request(
      invitation,
      putJson({
        version: view.household.version,
        message: "Can't wait!",
        guests: [
          {
            guestId: ada.id,
            dietary: "Severe peanut allergy",
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
          },
          ...others.map((guest) => ({
            guestId: guest.id,
            answers: { ceremony: { attending: false, meal: null }, dinner: { attending: false, meal: null } },
          })),
        ],
      }),
    );
    return response;
  };
  const adasAnswers = { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } };
  const create = async () => {
    const response = await send(GUEST_LIST_API.households, "POST", aHousehold());
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };

  it("refuses a save of the household as it was before the guest answered: 409 with the current household, the answers kept", async () => {
    const { id } = await create();
    const seen = await opened(id);
    expect((await guestAnswers(seen)).status).toBe(200);

    const response = await send(
      GUEST_LIST_API.household(id),
      "PUT",
      editOf(seen, { displayName: "The Okafor family" }),
    );
    expect(response.status).toBe(409);
    const body = AdminVersionConflictBodySchema.parse(await response.json());
    expect(body.error.code).toBe("version_conflict");
    expect(body.current.version).toBeGreaterThan(seen.version);
    expect(body.current).toMatchObject({ displayName: "The Okafors", message: "Can't wait!" });
    expect(body.current.guests[0]).toMatchObject({ dietary: "Severe peanut allergy", answers: adasAnswers });

    const after = await stored(id);
    expect(after).toMatchObject({ displayName: "The Okafors", message: "Can't wait!", version: body.current.version });
    expect(after.guests[0]).toMatchObject({ dietary: "Severe peanut allergy" });
    expect(after.guests[0]?.answers).toMatchObject(adasAnswers);
  });

  it("deletes only the household as the couple's list showed it: 409 after the guest answered, nothing erased; 400 without a version", async () => {
    const { id } = await create();
    const seen = await opened(id);
    expect((await guestAnswers(seen)).status).toBe(200);
    const deleteAt = (version: string) => send(`${GUEST_LIST_API.household(id)}?version=${version}`, "DELETE");

    const stale = await deleteAt(String(seen.version));
    expect(stale.status).toBe(409);
    const body = AdminVersionConflictBodySchema.parse(await stale.json());
    expect(body.current).toMatchObject({ message: "Can't wait!" });
    expect((await stored(id)).guests[0]?.answers).toMatchObject(adasAnswers);
    for (const bad of ["", "x", "-1"]) expect((await deleteAt(bad)).status).toBe(400);
    expect((await send(GUEST_LIST_API.household(id), "DELETE")).status).toBe(400);

    expect((await deleteAt(String(body.current.version))).status).toBe(204);
    expect(await createHouseholdRepository(t.deps.database).byId(id)).toBeNull();
  });

  it("saves an edit made on the current version (200), the guest's answers as they are now", async () => {
    const { id } = await create();
    expect((await guestAnswers(await opened(id))).status).toBe(200);
    const current = await opened(id);

    const response = await send(
      GUEST_LIST_API.household(id),
      "PUT",
      editOf(current, { displayName: "The Okafor family" }),
    );
    expect(response.status).toBe(200);
    const saved = AdminHouseholdSchema.parse(await response.json());
    expect(saved).toMatchObject({ displayName: "The Okafor family", message: "Can't wait!" });
    expect(saved.version).toBe(current.version + 1);
    expect(saved.guests[0]).toMatchObject({ dietary: "Severe peanut allergy", answers: adasAnswers });
  });

  it("changes only the contact details it is sent, never the answers", async () => {
    const { id } = await create();
    expect((await guestAnswers(await opened(id))).status).toBe(200);
    const current = await opened(id);
    const before = await stored(id);

    const response = await send(GUEST_LIST_API.household(id), "PATCH", {
      version: current.version,
      email: " new@example.com ",
    });
    expect(response.status).toBe(200);
    const saved = AdminHouseholdSchema.parse(await response.json());
    expect(saved).toMatchObject({ email: "new@example.com", phone: current.phone, displayName: current.displayName });
    expect(saved.version).toBe(current.version + 1);
    const after = await stored(id);
    expect(after).toMatchObject({ email: "new@example.com", message: "Can't wait!", eventIds: before.eventIds });
    expect(after.guests).toEqual(before.guests);
  });

  it("refuses a contact change based on a version before the guest answered: 409 with the current household", async () => {
    const { id } = await create();
    const seen = await opened(id);
    expect((await guestAnswers(seen)).status).toBe(200);
    const before = await stored(id);

    const response = await send(GUEST_LIST_API.household(id), "PATCH", { version: seen.version, phone: null });
    expect(response.status).toBe(409);
    const body = AdminVersionConflictBodySchema.parse(await response.json());
    expect(body.current).toMatchObject({ phone: "+27825550101", version: before.version });
    expect(await stored(id)).toEqual(before);
  });

  it("counts the guest's correction of their details as a change: the couple's older copy is refused", async () => {
    const { id, code } = await create();
    const seen = await opened(id);
    const corrected = await t.app.request(
      GUEST_DATA_API.contact(code),
      putJson({ displayName: "Ada & family", email: "ada@example.com", phone: null }),
    );
    expect(corrected.status).toBe(200);

    const response = await send(GUEST_LIST_API.household(id), "PUT", editOf(seen));
    expect(response.status).toBe(409);
    const body = AdminVersionConflictBodySchema.parse(await response.json());
    expect(body.current).toMatchObject({ displayName: "Ada & family", email: "ada@example.com", phone: null });
    expect(await stored(id)).toMatchObject({ displayName: "Ada & family", email: "ada@example.com" });
  });

  it("lets one of a guest's answer and the couple's edit made on the same version land, and refuses the other", async () => {
    const { id } = await create();
    const seen = await opened(id);
    const [guest, couple] = await Promise.all([
      guestAnswers(seen),
      send(GUEST_LIST_API.household(id), "PUT", editOf(seen, { displayName: "The Okafor family" })),
    ]);
    expect([guest.status, couple.status].sort()).toEqual([200, 409]);
    const after = await stored(id);
    expect(after.version).toBe(seen.version + 1);
    if (guest.status === 200) {
      expect(after.displayName).toBe("The Okafors");
      expect(after.guests[0]?.answers).toMatchObject(adasAnswers);
    } else {
      expect(after.displayName).toBe("The Okafor family");
      expect(after.guests[0]?.answers).toEqual({});
    }
  });

  it.each<[string, (version: number) => unknown]>([
    ["no version", () => ({ email: "new@example.com" })],
    ["no field to change", (version) => ({ version })],
    ["a field that is not contact details", (version) => ({ version, message: null })],
    ["answers", (version) => ({ version, guests: [] })],
    ["a bad email", (version) => ({ version, email: "not an email" })],
    ["a bad phone", (version) => ({ version, phone: "call me" })],
    ["an empty name", (version) => ({ version, displayName: "  " })],
  ])("refuses a contact change with %s (400), changing nothing", async (_, body) => {
    const { id } = await create();
    const before = await stored(id);
    const response = await send(GUEST_LIST_API.household(id), "PATCH", body(before.version));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("invalid_household");
    expect(await stored(id)).toEqual(before);
  });

  it("refuses a whole edit without the version it was based on (400), and an unknown household (404)", async () => {
    const { id } = await create();
    const before = await stored(id);
    const { version: _, ...unversioned } = editOf(await opened(id));
    const response = await send(GUEST_LIST_API.household(id), "PUT", unversioned);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/version/);
    expect(await stored(id)).toEqual(before);
    const unknown = await send(GUEST_LIST_API.household("no-such-id"), "PATCH", { version: 0, phone: null });
    expect(unknown.status).toBe(404);
  });
});

describeOnDatabases("big lists", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createAdminTestApp(dialect, { content: twoEventWedding() });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  /** Counts the turns of the event loop until stopped: none while something holds it. */
  function countTurns() {
    let turns = 0;
    let counting = true;
    const turn = () => {
      turns += 1;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    return {
      stop() {
        counting = false;
        return turns;
      },
    };
  }

  it("imports a list at the import limit in slices: the event loop goes round and health answers 200 meanwhile", async () => {
    const limit = HOUSEHOLD_LIMITS.importHouseholds;
    const rows = Array.from({ length: limit }, (_, index) => `Household ${index},Adult ${index},Child ${index},1,,,,`);
    const file = [GUEST_LIST_CSV_COLUMNS.join(","), ...rows].join("\n");
    const turns = countTurns();
    let turnsDuringImport = 0;
    const importing = Promise.resolve(
      coupleRequest(t, cookie, { path: GUEST_LIST_API.importCsv, method: "POST", body: file, contentType: "text/csv" }),
    ).then((response) => {
      turnsDuringImport = turns.stop();
      return response;
    });
    const health = await t.app.request("/api/health");
    const imported = await importing;
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ added: limit, updated: 0, unchanged: 0, skipped: [], newCodes: [] });
    expect(health.status).toBe(200);
    // Rows are checked 250 and stored 500 at a time, with a turn of the loop between two slices: dozens of turns.
    expect(turnsDuringImport).toBeGreaterThanOrEqual(limit / 500);
  });

  it("streams the guests' CSV: its first rows leave before the rest of the list is read", async () => {
    const total = 2000;
    await createHouseholdRepository(t.deps.database).createMany(
      Array.from({ length: total }, (_, index) => ({
        displayName: `Household ${String(index).padStart(4, "0")}`,
        email: null,
        phone: null,
        message: null,
        eventIds: ["ceremony"],
        guests: [{ name: `Guest ${index}`, isChild: false, isSeat: false, dietary: null }],
      })),
    );
    const response = await coupleRequest(t, cookie, { path: GUEST_LIST_API.answersCsv, method: "GET" });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = "";
    for (let chunk = 0; chunk < 2; chunk++) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    // The list is emptied while the download runs: what was not read yet is not written.
    await t.deps.database.db.deleteFrom("households").execute();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThan(total);
    expect(records[0]).toMatchObject({ Household: "Household 0000", Guest: "Guest 0" });
  });
});
