import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import type { CheckedContent, WeddingContent } from "../../shared/content-schema.ts";
import {
  AdminHouseholdSchema,
  GuestListSchema,
  type HouseholdInputSchema,
  ImportRefusalBodySchema,
  InvitationResultSchema,
} from "../../shared/household-schemas.ts";
import { GUEST_LIST_API, GUEST_LIST_CSV_COLUMNS, INVITATION_API, invitationPath } from "../../shared/households.ts";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "../../shared/idempotency.ts";
import { wordsFor } from "../../shared/words/catalogues.ts";
import { fill } from "../../shared/words/words.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aHousehold as aStoredHousehold, putJson } from "../../testing/household-builders.ts";
import { aTrilingualWeddingSource, contentDeps, TRILINGUAL_TITLES } from "../../testing/language-builders.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { renderMail } from "../mail/templates.ts";

type HouseholdInput = z.input<typeof HouseholdInputSchema>;

const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };
const header = GUEST_LIST_CSV_COLUMNS.join(",");

function aHousehold(overrides: Partial<HouseholdInput> = {}): HouseholdInput {
  return {
    displayName: "The Dlaminis",
    email: "dlamini@example.com",
    phone: null,
    eventIds: ["ceremony"],
    guests: [{ name: "Sipho Dlamini", isChild: false, isSeat: false, dietary: null }],
    message: null,
    ...overrides,
  };
}

describe("a household's language", () => {
  let t: AdminTestApp;
  let cookie: string;
  let source: CheckedContent;
  /** The views the personal page was rendered from. */
  let rendered: WeddingContent[];

  /** The built page's folder: the personal link is served when there is one (its page itself is `guestPages`). */
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-client-"));
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const start = async (checked: CheckedContent) => {
    source = checked;
    rendered = [];
    t = await createAdminTestApp("sqlite", {
      ...contentDeps(source),
      clientDir,
      guestPages: {
        render: async (view) => {
          rendered.push(view);
          return `<!doctype html><html lang="${view.site.language}"><head></head><body></body></html>`;
        },
      },
      now: () => new Date("2026-02-01T10:00:00Z"),
    });
    cookie = await t.signIn();
  };
  beforeEach(async () => {
    await start(aTrilingualWeddingSource());
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (path: string, method: string, body?: unknown, contentType = "application/json") =>
    t.app.request(path, {
      method,
      headers: { Cookie: cookie, ...SAME_SITE, ...(method === "GET" ? {} : { "Content-Type": contentType }) },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  const create = async (input: HouseholdInput) => {
    const response = await send(GUEST_LIST_API.households, "POST", input);
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };
  const households = async () => {
    const response = await send(GUEST_LIST_API.households, "GET");
    return GuestListSchema.parse(await response.json()).households;
  };
  const languages = async () =>
    Object.fromEntries((await households()).map((household) => [household.displayName, household.language]));
  const importCsv = (text: string) => send(GUEST_LIST_API.importCsv, "POST", text, "text/csv");
  const exportCsv = async () => {
    const response = await send(GUEST_LIST_API.exportCsv, "GET");
    expect(response.status).toBe(200);
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
  };
  const outbox = () => t.deps.database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();

  it("takes one of the site's languages from the couple's form (the first is the default, stored as none), and refuses another, naming them", async () => {
    expect((await create(aHousehold({ language: "zu" }))).language).toBe("zu");
    expect((await create(aHousehold({ displayName: "Firsts", email: null, language: "en" }))).language).toBeNull();
    expect((await create(aHousehold({ displayName: "Unsaid", email: null }))).language).toBeNull();

    const refused = await send(
      GUEST_LIST_API.households,
      "POST",
      aHousehold({ displayName: "Refused", email: null, language: "fr" }),
    );
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toBe("“fr” is not one of the site's languages: English (en), isiZulu (zu), Sesotho (st).");
    expect(Object.keys(await languages()).sort()).toEqual(["Firsts", "The Dlaminis", "Unsaid"]);
  });

  it("keeps the language when an edit leaves it out, and one the site has since dropped when it is sent back unchanged", async () => {
    const created = await create(aHousehold({ language: "st" }));
    const edit = (household: typeof created, language?: string | null) => ({
      version: household.version,
      displayName: household.displayName,
      email: household.email,
      phone: household.phone,
      eventIds: household.eventIds,
      guests: household.guests.map(({ answers: _, ...guest }) => guest),
      message: household.message,
      ...(language !== undefined ? { language } : {}),
    });
    const kept = await send(GUEST_LIST_API.household(created.id), "PUT", edit(created));
    expect(kept.status).toBe(200);
    const stillSesotho = AdminHouseholdSchema.parse(await kept.json());
    expect(stillSesotho.language).toBe("st");

    // Stored when the site had isiXhosa, which the couple has since taken off site.languages.
    const dropped = await createHouseholdRepository(t.deps.database).create(
      { ...aStoredHousehold(["ceremony"], { displayName: "Dropped", email: "x@example.com" }), language: "xh" },
      new Date(),
    );
    const [listed] = (await households()).filter((household) => household.id === dropped.id);
    expect(listed?.language).toBe("xh");
    if (!listed) throw new Error("not listed");
    const unchanged = await send(GUEST_LIST_API.household(dropped.id), "PUT", edit(listed, "xh"));
    expect(unchanged.status).toBe(200);
    expect(AdminHouseholdSchema.parse(await unchanged.json()).language).toBe("xh");
    // Everything reads it as the site's first: its invitation, its page, its row of the export.
    expect((await send(GUEST_LIST_API.sendInvitation(dropped.id), "POST")).status).toBe(200);
    const [row] = await outbox();
    expect(JSON.parse(row?.message ?? "{}")).toMatchObject({ language: "en" });
    expect((await t.app.request(invitationPath(dropped.code))).status).toBe(200);
    expect(rendered.map((view) => view.site.language)).toEqual(["en"]);
    const records = parse(await exportCsv(), { bom: true, columns: true }) as Record<string, string>[];
    expect(records.find((record) => record.household === "Dropped")?.language).toBe("");
  });

  it("imports a file without the language column as before, keeping each household's language", async () => {
    const zulu = await create(aHousehold({ language: "zu" }));
    const response = await importCsv(
      [
        header,
        `The Dlaminis,Sipho Dlamini; Thandi Dlamini,,0,dlamini@example.com,,ceremony,${zulu.code}`,
        "New,Ann,,0,,,,",
      ].join("\n"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ added: 1, updated: 1 });
    expect(await languages()).toEqual({ "The Dlaminis": "zu", New: null });
  });

  it("reads the language column as a code or the language's own name, in any case; empty is the site's first", async () => {
    const response = await importCsv(
      [
        `${header},language`,
        "By code,Ann,,0,,,,,zu",
        "By name,Ben,,0,,,,,ISIZULU",
        "Sesotho,Cy,,0,,,,, sesotho ",
        "Empty,Di,,0,,,,,",
        "First by name,Ed,,0,,,,,English",
      ].join("\n"),
    );
    expect(response.status).toBe(200);
    expect(await languages()).toEqual({
      "By code": "zu",
      "By name": "zu",
      Sesotho: "st",
      Empty: null,
      "First by name": null,
    });
  });

  it("refuses a language the site does not have, naming the site's languages, and imports nothing", async () => {
    const response = await importCsv([`language,${header}`, "fr,Fine,Ann,,0,,,,", "xh,Also,Ben,,0,,,,"].join("\n"));
    expect(response.status).toBe(400);
    const body = ImportRefusalBodySchema.parse(await response.json());
    const names = "en (English), zu (isiZulu), st (Sesotho)";
    expect(body.problems).toEqual([
      {
        line: 2,
        column: "language",
        message: `“fr” is not one of the site's languages: write ${names}, or leave it empty for English.`,
      },
      {
        line: 3,
        column: "language",
        message: `“xh” is not one of the site's languages: write ${names}, or leave it empty for English.`,
      },
    ]);
    expect(await households()).toEqual([]);
  });

  it("exports the language column, and the export imports back into an emptied list with the same languages", async () => {
    await create(aHousehold({ language: "zu" }));
    await create(aHousehold({ displayName: "Sesotho family", email: "st@example.com", language: "st" }));
    await create(aHousehold({ displayName: "English family", email: "en@example.com" }));
    const exported = await exportCsv();
    const records = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.fromEntries(records.map((record) => [record.household, record.language]))).toEqual({
      "English family": "",
      "Sesotho family": "st",
      "The Dlaminis": "zu",
    });
    const before = await languages();
    expect((await importCsv(exported)).status).toBe(200);
    expect(await languages()).toEqual(before);
    for (const household of await households()) {
      const path = `${GUEST_LIST_API.household(household.id)}?version=${household.version}`;
      expect((await send(path, "DELETE")).status).toBe(204);
    }
    const reimported = await importCsv(exported);
    expect(reimported.status).toBe(200);
    expect(await languages()).toEqual(before);
    expect(await exportCsv()).toBe(exported);
  });

  it("mails a household's invitation in its language, kept with the mail: the content's isiZulu view, its dates, and lang", async () => {
    const zulu = await create(aHousehold({ language: "zu" }));
    expect((await send(GUEST_LIST_API.sendInvitation(zulu.id), "POST")).status).toBe(200);
    const [row] = await outbox();
    const stored = JSON.parse(row?.message ?? "{}");
    expect(stored).toMatchObject({ language: "zu" });
    const { contentFor } = contentDeps(source);
    const zuluView = contentFor("couple", "zu");
    expect(stored.deadlineLabel).toBe(zuluView.rsvp.deadlineLabel);
    expect(stored.deadlineLabel).not.toBe(contentFor("couple").rsvp.deadlineLabel);

    const mail = renderMail(MAIL_KINDS.householdInvitation, stored, contentFor);
    expect(mail.html).toContain('<html lang="zu">');
    expect(mail.text).toContain(TRILINGUAL_TITLES.ceremony.zu);
    expect(mail.text).not.toContain(TRILINGUAL_TITLES.ceremony.en);
    // The event's day in isiZulu's names (uMgqibelo: Saturday), as the guest page prints it.
    expect(mail.text).toContain(zuluView.events[0]?.dayLabel);
    expect(zuluView.events[0]?.dayLabel).toContain("uMgqibelo");
  });

  it("gives a household's WhatsApp message in its language, on its button and in the sending's links", async () => {
    const zulu = await create(aHousehold({ email: null, phone: "+27 82 555 0101", language: "zu" }));
    const response = await send(GUEST_LIST_API.households, "GET");
    const { invitationMessages } = GuestListSchema.parse(await response.json());
    const { contentFor } = contentDeps(source);
    const words = wordsFor(contentFor("couple", "zu")).mail.invitation;
    expect(invitationMessages.zu?.greeting).toBe(words.greeting);
    expect(invitationMessages.zu?.ask).toContain(contentFor("couple", "zu").rsvp.deadlineLabel);
    expect(invitationMessages[""]?.greeting).toBe(wordsFor(contentFor("couple")).mail.invitation.greeting);

    const sent = await send(GUEST_LIST_API.invitations, "POST", {});
    const { whatsapp } = InvitationResultSchema.parse(await sent.json());
    const text = new URL(whatsapp.find((link) => link.householdId === zulu.id)?.url ?? "").searchParams.get("text");
    const { greeting, opening, ask } = invitationMessages.zu ?? { greeting: "", opening: "", ask: "" };
    expect(text).toBe(
      `${fill(greeting, { household: zulu.displayName })} ${opening} ${ask} ${text?.split(" ").at(-1)}`,
    );
    expect(text?.endsWith(invitationPath(zulu.code))).toBe(true);
  });

  it("confirms a household's answers in its language", async () => {
    const sesotho = await create(aHousehold({ language: "st" }));
    const view = await t.app.request(INVITATION_API.invitation(sesotho.code));
    const { household } = (await view.json()) as { household: { version: number; guests: { id: string }[] } };
    const answered = await t.app.request(
      INVITATION_API.invitation(sesotho.code),
      putJson({
        version: household.version,
        guests: household.guests.map((guest) => ({
          guestId: guest.id,
          answers: { ceremony: { attending: true, meal: null } },
        })),
      }),
    );
    expect(answered.status).toBe(200);
    const confirmation = (await outbox()).find((row) => row.kind === MAIL_KINDS.householdConfirmation);
    const stored = JSON.parse(confirmation?.message ?? "{}");
    expect(stored.language).toBe("st");
    const mail = renderMail(MAIL_KINDS.householdConfirmation, stored, contentDeps(source).contentFor);
    expect(mail.html).toContain('<html lang="st">');
    expect(mail.text).toContain(TRILINGUAL_TITLES.ceremony.st);
  });

  it("renders the personal page from the household's view in its language; the site's first for the others", async () => {
    const zulu = await create(aHousehold({ language: "zu", eventIds: ["ceremony", "dinner"] }));
    const english = await create(aHousehold({ displayName: "English family", email: null }));
    expect((await t.app.request(invitationPath(zulu.code))).status).toBe(200);
    expect((await t.app.request(invitationPath(english.code))).status).toBe(200);
    expect(rendered.map((view) => [view.site.language, view.events.map((event) => event.title)])).toEqual([
      ["zu", [TRILINGUAL_TITLES.ceremony.zu, TRILINGUAL_TITLES.dinner.zu]],
      ["en", [TRILINGUAL_TITLES.ceremony.en]],
    ]);
  });

  it("confirms an open form's answer in the language of the page it came from, and gives its household that language", async () => {
    const answer = (name: string, email: string, language?: string) =>
      t.app.request("/api/rsvps", {
        method: "POST",
        headers: { "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
        body: JSON.stringify({
          name,
          email,
          attending: true,
          events: { ceremony: { attending: true }, dinner: { attending: true, meal: "Fish" } },
          ...(language === undefined ? {} : { language }),
        }),
      });
    expect((await answer("Nomsa Dube", "zu@example.com", "zu")).status).toBe(201);
    expect((await answer("Claire Martin", "fr@example.com", "fr")).status).toBe(201);
    const confirmations = (await outbox()).filter((row) => row.kind === MAIL_KINDS.guestConfirmation);
    const byRecipient = Object.fromEntries(confirmations.map((row) => [row.recipient, JSON.parse(row.message)]));
    expect(byRecipient["zu@example.com"]).toMatchObject({ language: "zu" });
    // A language the site does not have reads as its first: nothing stored.
    expect(byRecipient["fr@example.com"]?.language).toBeUndefined();
    const { contentFor } = contentDeps(source);
    const mail = renderMail(MAIL_KINDS.guestConfirmation, byRecipient["zu@example.com"], contentFor);
    expect(mail.html).toContain('<html lang="zu">');
    // The couple's copy stays in the site's first language.
    const copies = (await outbox()).filter((row) => row.kind === MAIL_KINDS.coupleNotification);
    for (const copy of copies) expect(JSON.parse(copy.message).language).toBeUndefined();
    expect(await languages()).toMatchObject({ "Nomsa Dube": "zu", "Claire Martin": null });
  });
});
