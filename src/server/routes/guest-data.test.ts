import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { InvitationViewSchema } from "../../shared/household-schemas.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import {
  type ContactCorrection,
  GUEST_DATA_API,
  type GuestDataExport,
  INVITATION_CODE_HEADER,
  retentionInfo,
} from "../../shared/privacy.ts";
import { CONTACT_MESSAGES } from "../../shared/privacy-schemas.ts";
import { aGuestListWedding, aHousehold, answersFor, fromAddress, putJson } from "../../testing/household-builders.ts";
import { aJpeg, filesUnder, photoRequest } from "../../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createHouseholdRepository, type StoredHousehold } from "../db/household-repository.ts";
import { outboxRow } from "../db/outbox-repository.ts";
import { HOUSEHOLD_MESSAGES } from "../household-messages.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";

const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");
const AFTER_DEADLINE = new Date("2026-04-01T10:00:00Z");

describe("a guest's own data through their personal link", () => {
  let t: TestApp;
  let content: WeddingContent;
  let now: Date;
  let mailDir: string;
  let household: StoredHousehold;

  beforeEach(async () => {
    // In South Africa, so a phone number may be written the country's way.
    content = aGuestListWedding({ country: "ZA" });
    now = BEFORE_DEADLINE;
    mailDir = await mkdtemp(path.join(tmpdir(), "wedding-mail-"));
    t = await createTestApp("sqlite", { content, now: () => now, notifyEmail: "couple@example.com", mailDir });
    household = await households().create(aHousehold(["day-3", "day-2", "gone"]));
  });
  afterEach(async () => {
    await t.cleanup();
    await rm(mailDir, { recursive: true, force: true });
  });

  const households = () => createHouseholdRepository(t.deps.database);
  const db = () => t.deps.database.db;
  const photoRows = () => db().selectFrom("wedding_photos").select(["id", "household_id"]).orderBy("id").execute();
  const outboxRows = () => db().selectFrom("mail_outbox").select(["id", "household_id", "rsvp_id"]).execute();
  const uploads = () => filesUnder(path.join(t.dataDir, "uploads"));

  async function answer(code = household.code) {
    const view = InvitationViewSchema.parse(await (await t.app.request(`/api/invitations/${code}`)).json());
    const response = await t.app.request(`/api/invitations/${code}`, putJson(answersFor(view, content)));
    expect(response.status).toBe(200);
  }

  async function upload(code?: string): Promise<string> {
    const init = photoRequest(await aJpeg(), { name: "First dance.jpg" });
    const headers = {
      ...(init.headers as Record<string, string>),
      ...(code ? { [INVITATION_CODE_HEADER]: code } : {}),
    };
    const response = await t.app.request("/api/photos", { ...init, headers });
    expect(response.status).toBe(201);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  }

  async function exported(code = household.code): Promise<GuestDataExport> {
    const response = await t.app.request(GUEST_DATA_API.data(code));
    expect(response.status).toBe(200);
    return (await response.json()) as GuestDataExport;
  }

  const correct = (body: unknown, code = household.code) => t.app.request(GUEST_DATA_API.contact(code), putJson(body));
  const erase = (code = household.code) => t.app.request(GUEST_DATA_API.erase(code), { method: "DELETE" });

  describe("the data download", () => {
    it("holds the household, its guests' answers with event titles, its photos and mails; a download never cached", async () => {
      await answer();
      const photoId = await upload(household.code);
      await upload();
      now = new Date(BEFORE_DEADLINE.getTime() + 60_000);

      const response = await t.app.request(GUEST_DATA_API.data(household.code));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="our-wedding-data.json"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      const data = JSON.parse(text) as GuestDataExport;

      const [, second, third] = content.events;
      const meal = second?.meals?.[0] ?? null;
      const at = BEFORE_DEADLINE.toISOString();
      expect(data.exportedAt).toBe(now.toISOString());
      expect(data.collectedBy).toBe(content.couple.partners.map((partner) => partner.firstName).join(" & "));
      expect(data.household).toMatchObject({
        displayName: "The Mensahs",
        email: "mensahs@example.com",
        phone: null,
        message: null,
        createdAt: household.createdAt.toISOString(),
        invitedAt: null,
        language: null,
        answeredAt: at,
        invitedEvents: [
          { id: "day-2", title: second?.title },
          { id: "day-3", title: third?.title },
          { id: "gone", title: "gone" },
        ],
      });
      expect(data.household.guests).toEqual([
        {
          name: "Esi Mensah",
          child: false,
          dietary: null,
          answers: [
            { eventId: "day-2", event: second?.title, attending: true, meal, answeredAt: at },
            { eventId: "day-3", event: third?.title, attending: true, meal: null, answeredAt: at },
          ],
        },
        expect.objectContaining({ name: "Kojo Mensah", child: true }),
        expect.objectContaining({ name: "Yaw Boateng", child: false }),
      ]);
      expect(data.rsvp).toBeNull();
      const photo = await db()
        .selectFrom("wedding_photos")
        .select("created_at")
        .where("id", "=", photoId)
        .executeTakeFirstOrThrow();
      expect(data.photos).toEqual([
        {
          id: photoId,
          fileName: "First dance.jpg",
          status: "pending",
          uploadedAt: new Date(photo.created_at).toISOString(),
        },
      ]);
      expect(data.mails.map((mail) => [mail.kind, mail.recipient, mail.createdAt, mail.sentAt]).sort()).toEqual([
        [MAIL_KINDS.householdChange, "couple@example.com", at, null],
        [MAIL_KINDS.householdConfirmation, "mensahs@example.com", at, null],
      ]);
      expect(data.retention).toEqual(retentionInfo(content));
      // Who the mails went to, never what they said: their text carries the personal link.
      expect(Object.keys(data.mails[0] ?? {}).sort()).toEqual(["createdAt", "kind", "recipient", "sentAt"]);
      expect(text).not.toContain(household.code);
    });

    it("does not mark the household opened", async () => {
      await exported();
      expect((await households().byId(household.id))?.openedAt).toBeNull();
    });

    it("holds the open form's RSVP behind a self-registered household, and mails tied to that RSVP only", async () => {
      const request = anRsvpRequest({ name: "Ann Guest", bringingPartner: true, partnerName: "Ben", message: "Hi!" });
      expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
      const own = (await households().list()).find((item) => item.selfRegistered);
      if (!own?.rsvpId) throw new Error("no self-registered household");
      // A mail about the RSVP alone (from before households existed).
      const mail = outboxRow(
        { kind: MAIL_KINDS.guestConfirmation, recipient: request.email, message: {} as never },
        BEFORE_DEADLINE,
        own.rsvpId,
      );
      await db().insertInto("mail_outbox").values(mail).execute();

      const data = await exported(own.code);
      expect(data.rsvp).toEqual({
        name: "Ann Guest",
        email: request.email,
        attending: true,
        partnerName: "Ben",
        message: "Hi!",
        submittedAt: BEFORE_DEADLINE.toISOString(),
      });
      expect(data.household).toMatchObject({ displayName: "Ann Guest", email: request.email });
      expect(data.mails.map((item) => [item.kind, item.recipient]).sort()).toEqual(
        [
          [MAIL_KINDS.coupleNotification, "couple@example.com"],
          [MAIL_KINDS.guestConfirmation, request.email],
          [MAIL_KINDS.guestConfirmation, request.email],
        ].sort(),
      );
      // Another household's data is not in it.
      expect(JSON.stringify(data)).not.toContain("Mensah");
    });
  });

  describe("correcting the contact details", () => {
    it("updates the name, email and phone, trimmed, and answers the new view; answers stay, the version moves", async () => {
      await answer();
      const before = await households().byId(household.id);
      const response = await correct({
        displayName: "  The Mensah Family ",
        email: " esi@example.org ",
        phone: "+27 82 555 0199",
      } satisfies ContactCorrection);
      expect(response.status).toBe(200);
      const view = InvitationViewSchema.parse(await response.json());
      expect(view.household.displayName).toBe("The Mensah Family");
      // The couple's editor opened before must not write the old details back (docs/decisions/033-versioned-admin-edits.md).
      expect(view.household.version).toBe((before?.version ?? 0) + 1);
      const after = await households().byId(household.id);
      expect(after).toMatchObject({
        displayName: "The Mensah Family",
        email: "esi@example.org",
        phone: "+27825550199",
        version: view.household.version,
        guests: before?.guests,
      });
    });

    it.each(["083 555 0141", "(083) 555-0141", "0027 83 555 0141", "+27 83 555 0141"])(
      "keeps %j, written the country's way, in international form",
      async (phone) => {
        const response = await correct({ displayName: "The Mensahs", email: null, phone });
        expect(response.status).toBe(200);
        expect((await households().byId(household.id))?.phone).toBe("+27835550141");
      },
    );

    it("refuses a number it cannot read with the words saying how to write it, changing nothing", async () => {
      const before = await households().byId(household.id);
      for (const phone of ["083 55", "call me maybe", "+27 83 55"]) {
        const reading = readPhoneNumber(phone, phoneCountry(content.site));
        if (reading.ok) throw new Error(`${phone} is readable`);
        const response = await correct({ displayName: "Esi", email: null, phone });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "invalid_request", message: reading.message } });
      }
      expect(await households().byId(household.id)).toEqual(before);
    });

    it("clears an email or phone sent empty, and is allowed after the deadline", async () => {
      now = AFTER_DEADLINE;
      const response = await correct({ displayName: "The Mensahs", email: "", phone: null });
      expect(response.status).toBe(200);
      expect(await households().byId(household.id)).toMatchObject({ email: null, phone: null });
    });

    it.each([
      ["an empty name", { displayName: "   ", email: null, phone: null }, CONTACT_MESSAGES.missingName],
      ["a name too long", { displayName: "x".repeat(121), email: null, phone: null }, CONTACT_MESSAGES.nameTooLong],
      ["a bad email", { displayName: "Esi", email: "esi at example", phone: null }, CONTACT_MESSAGES.badEmail],
      ["a missing field", { displayName: "Esi", email: null }, CONTACT_MESSAGES.unreadable],
      ["a NUL in the name", { displayName: "Esi\u0000", email: null, phone: null }, CONTACT_MESSAGES.unreadable],
      ["a body that is not JSON", "{displayName:", CONTACT_MESSAGES.unreadable],
    ])("refuses %s with 400 and a clear message, changing nothing", async (_case, body, message) => {
      const before = await households().byId(household.id);
      const response = await correct(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_request", message } });
      expect(await households().byId(household.id)).toEqual(before);
    });
  });

  describe("erasing the household", () => {
    it("erases it everywhere: rows, photos with their files, outbox rows and mail files; the link is dead after", async () => {
      await answer();
      const mine = await upload(household.code);
      const other = await households().create(aHousehold(["day-1"], { displayName: "The Boatengs" }));
      const theirs = await upload(other.code);
      const stranger = await upload();
      const mails = await db()
        .selectFrom("mail_outbox")
        .select(["id", "created_at"])
        .where("household_id", "=", household.id)
        .execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        const stamp = new Date(mail.created_at).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
        await writeFile(path.join(mailDir, `${stamp}-${mail.id}.eml`), "Subject: your answers\r\n\r\nlink");
      }
      now = AFTER_DEADLINE;

      const response = await erase();
      expect(response.status).toBe(204);

      expect(await households().byId(household.id)).toBeNull();
      expect((await t.app.request(`/api/invitations/${household.code}`)).status).toBe(404);
      expect((await t.app.request(GUEST_DATA_API.data(household.code))).status).toBe(404);
      expect((await erase()).status).toBe(404);
      expect((await photoRows()).map((row) => row.id).sort()).toEqual([theirs, stranger].sort());
      expect((await photoRows()).some((row) => row.id === mine)).toBe(false);
      expect(await uploads()).toHaveLength(6);
      expect((await outboxRows()).filter((row) => row.household_id === household.id)).toEqual([]);
      expect(await filesUnder(mailDir)).toEqual([]);
      for (const table of ["household_guests", "household_events"] as const) {
        const left = await db().selectFrom(table).select("household_id").execute();
        expect(left.every((row) => row.household_id === other.id)).toBe(true);
      }
      expect(await households().byId(other.id)).not.toBeNull();
      const [entry] = await db().selectFrom("deletion_log").select(["reason", "counts"]).execute();
      expect(entry?.reason).toBe("guest");
      expect(JSON.parse(entry?.counts ?? "{}")).toMatchObject({ households: 1, guests: 3, photos: 1, files: 3 });
    });

    it("erases a self-registered household's RSVP and its mails with it", async () => {
      const request = anRsvpRequest();
      expect((await t.app.request("/api/rsvps", postJson(request))).status).toBe(201);
      const own = (await households().list()).find((item) => item.selfRegistered);
      if (!own) throw new Error("no self-registered household");
      expect((await erase(own.code)).status).toBe(204);
      expect(await db().selectFrom("rsvps").selectAll().execute()).toEqual([]);
      expect((await outboxRows()).filter((row) => row.rsvp_id !== null)).toEqual([]);
      expect(await households().byId(household.id)).not.toBeNull();
    });
  });

  it("answers 404 for a wrong code on every path, and never logs a code", async () => {
    for (const code of ["AAAAAAAAAAAAAAAA", "not-a-code"]) {
      for (const response of [
        await t.app.request(GUEST_DATA_API.data(code)),
        await correct({ displayName: "Esi", email: null, phone: null }, code),
        await erase(code),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: "invitation_not_found", message: HOUSEHOLD_MESSAGES.notFound },
        });
      }
    }
    await exported();
    await correct({ displayName: "The Mensahs", email: null, phone: null });
    await erase();
    expect(JSON.stringify(t.logs)).not.toContain(household.code);
    expect(JSON.stringify(t.logs)).not.toContain("mensahs@example.com");
  });
});

describe("wrong codes on the guest-data paths", () => {
  it("count against the same limit as the invitation lookup; past it wrong codes get 429 and right ones still work", async () => {
    const t = await createTestApp("sqlite", {
      content: aGuestListWedding(),
      now: () => BEFORE_DEADLINE,
      invitationLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }),
    });
    try {
      const household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
      const from = fromAddress("198.51.100.7");
      expect((await t.app.request(GUEST_DATA_API.data("WRONGWRONGWRONG1"), {}, from)).status).toBe(404);
      expect((await t.app.request(GUEST_DATA_API.erase("WRONGWRONGWRONG2"), { method: "DELETE" }, from)).status).toBe(
        404,
      );
      const tipped = await t.app.request(
        GUEST_DATA_API.contact("WRONGWRONGWRONG3"),
        putJson({ displayName: "X", email: null, phone: null }),
        from,
      );
      expect(tipped.status).toBe(429);
      for (const response of [
        await t.app.request(GUEST_DATA_API.data("WRONGWRONGWRONG4"), {}, from),
        await t.app.request(GUEST_DATA_API.erase("WRONGWRONGWRONG5"), { method: "DELETE" }, from),
      ]) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // A guest behind the same address still takes their data and erases it.
      expect((await t.app.request(GUEST_DATA_API.data(household.code), {}, from)).status).toBe(200);
      expect((await t.app.request(GUEST_DATA_API.erase(household.code), { method: "DELETE" }, from)).status).toBe(204);
      expect(await createHouseholdRepository(t.deps.database).byId(household.id)).toBeNull();
    } finally {
      await t.cleanup();
    }
  });
});
