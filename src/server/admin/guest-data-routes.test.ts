import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { z } from "zod/mini";
import { weddingContent } from "../../../content/wedding.ts";
import { GUEST_DATA_ADMIN_API } from "../../shared/admin-api.ts";
import { GuestDataSummarySchema, PersonSearchSchema } from "../../shared/guest-data-schemas.ts";
import { AdminHouseholdSchema, type HouseholdInputSchema } from "../../shared/household-schemas.ts";
import { GUEST_LIST_API } from "../../shared/households.ts";
import { NO_ERASURE, retentionInfo } from "../../shared/privacy.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";

type HouseholdInput = z.input<typeof HouseholdInputSchema>;

const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };

describeOnDatabases("the couple's guest data", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  beforeEach(async () => {
    // The suite's numbers are South African (+27…): the wedding is read as South Africa's, whatever the live file says.
    t = await createAdminTestApp(dialect, {
      rateLimiter: unlimitedRateLimiter,
      notifyEmail: "couple@example.com",
      content: { ...weddingContent, site: { ...weddingContent.site, country: "ZA" } },
    });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const request = (url: string, method = "GET", body?: unknown) =>
    t.app.request(url, {
      method,
      headers: { Cookie: cookie, ...SAME_SITE, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const summary = async () => {
    const response = await request(GUEST_DATA_ADMIN_API.summary);
    expect(response.status).toBe(200);
    return GuestDataSummarySchema.parse(await response.json());
  };
  const searchAll = async (query: string) => {
    const response = await request(`${GUEST_DATA_ADMIN_API.search}?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return PersonSearchSchema.parse(await response.json());
  };
  const search = async (query: string) => (await searchAll(query)).households;
  const firstEvent = () => t.deps.content.events[0]?.id ?? "";

  function aHousehold(overrides: Partial<HouseholdInput> = {}): HouseholdInput {
    return {
      displayName: "The Okafors",
      email: "okafor@example.com",
      phone: "+27 82 555 0101",
      eventIds: [firstEvent()],
      guests: [
        { name: "Ada Okafor", isChild: false, isSeat: false, dietary: null },
        { name: "Obi Okafor", isChild: true, isSeat: false, dietary: "No nuts" },
        { name: null, isChild: false, isSeat: true, dietary: null },
      ],
      message: "Looking forward to the dancing",
      ...overrides,
    };
  }
  const createHousehold = async (overrides: Partial<HouseholdInput> = {}) => {
    const response = await request(GUEST_LIST_API.households, "POST", aHousehold(overrides));
    expect(response.status).toBe(201);
    return AdminHouseholdSchema.parse(await response.json());
  };
  /** An uploaded photo, tied to the household as an upload from its personal link is. */
  const photoOf = async (householdId: string) => {
    const response = await t.app.request("/api/photos", photoRequest(await aJpeg(), { name: "IMG_0042.jpg" }));
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { photo: { id: string } }).photo;
    await t.deps.database.db
      .updateTable("wedding_photos")
      .set({ household_id: householdId })
      .where("id", "=", id)
      .execute();
    return id;
  };
  /** The Okafors with an invitation mail and a photo; Ann from the open form, with her own household and mails. */
  const someGuests = async () => {
    const okafors = await createHousehold();
    expect((await request(GUEST_LIST_API.sendInvitation(okafors.id), "POST", {})).status).toBe(200);
    const photoId = await photoOf(okafors.id);
    const rsvp = anRsvpRequest({ name: "Ann Guest", bringingPartner: true, partnerName: "Bea Partner" });
    expect((await t.app.request("/api/rsvps", postJson(rsvp))).status).toBe(201);
    return { okafors, photoId, rsvp };
  };
  const count = async (table: "households" | "household_guests" | "rsvps" | "mail_outbox" | "wedding_photos") =>
    Number(
      (
        await t.deps.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("answers only a signed-in couple", async () => {
    const household = await createHousehold();
    for (const [method, url] of [
      ["GET", GUEST_DATA_ADMIN_API.summary],
      ["GET", GUEST_DATA_ADMIN_API.export],
      ["GET", `${GUEST_DATA_ADMIN_API.search}?q=Okafor`],
      ["DELETE", GUEST_DATA_ADMIN_API.household(household.id)],
    ] as const) {
      expect((await t.app.request(url, { method, headers: SAME_SITE })).status).toBe(401);
    }
    expect(await count("households")).toBe(1);
  });

  it("counts what is held and gives the content's retention date; the log starts empty", async () => {
    const { photoId } = await someGuests();
    const { held, retention, deletions } = await summary();
    expect(held).toEqual({
      households: 2,
      guests: await count("household_guests"),
      rsvps: 1,
      mails: await count("mail_outbox"),
      photos: 1,
      photoOriginals: 1,
    });
    // The Okafors' three, and Ann's household has at least Ann.
    expect(held.guests).toBeGreaterThanOrEqual(4);
    // The invitation, and the RSVP's confirmation and the couple's copy.
    expect(held.mails).toBeGreaterThanOrEqual(3);
    expect(retention).toEqual(retentionInfo(t.deps.content));
    expect(deletions).toEqual([]);

    // Retention kept an approved photo's published copy and removed its original: the record names the copy.
    await t.deps.database.db
      .updateTable("wedding_photos")
      .set({ file_path: "published/copy.webp", published_path: "published/copy.webp" })
      .where("id", "=", photoId)
      .execute();
    expect((await summary()).held).toMatchObject({ photos: 1, photoOriginals: 0 });
  });

  it("exports everything held as a JSON download that is never cached", async () => {
    const { okafors, photoId, rsvp } = await someGuests();
    t.clock.now = new Date("2026-06-01T10:05:00Z");
    const response = await request(GUEST_DATA_ADMIN_API.export);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="guest-data-2026-06-01.json"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const archive = JSON.parse(await response.text());

    expect(archive.exportedAt).toBe("2026-06-01T10:05:00.000Z");
    expect(archive.retention).toEqual(retentionInfo(t.deps.content));
    const event = t.deps.content.events[0];
    const household = archive.households.find((entry: { id: string }) => entry.id === okafors.id);
    expect(household).toMatchObject({
      displayName: "The Okafors",
      email: "okafor@example.com",
      phone: "+27825550101",
      message: "Looking forward to the dancing",
      selfRegistered: false,
      invitedEvents: [{ id: event?.id, title: event?.title }],
    });
    expect(household.invitedAt).not.toBeNull();
    expect(household.guests).toEqual([
      { name: "Ada Okafor", child: false, seat: false, dietary: null, answers: [] },
      { name: "Obi Okafor", child: true, seat: false, dietary: "No nuts", answers: [] },
      { name: null, child: false, seat: true, dietary: null, answers: [] },
    ]);
    const own = archive.households.find((entry: { selfRegistered: boolean }) => entry.selfRegistered);
    expect(own.guests.some((guest: { answers: unknown[] }) => guest.answers.length > 0)).toBe(true);
    expect(archive.rsvps).toEqual([
      expect.objectContaining({ name: "Ann Guest", email: rsvp.email, attending: true, partnerName: "Bea Partner" }),
    ]);
    expect(own.rsvpId).toBe(archive.rsvps[0].id);
    expect(archive.photos).toEqual([
      expect.objectContaining({ id: photoId, fileName: "IMG_0042.jpg", status: "pending", householdId: okafors.id }),
    ]);
    const invitation = archive.mails.find((mail: { householdId: string | null }) => mail.householdId === okafors.id);
    expect(invitation).toMatchObject({ recipient: "okafor@example.com", status: "pending", sentAt: null });
    expect(typeof invitation.message).toBe("object");
    expect(archive.mails.filter((mail: { rsvpId: string | null }) => mail.rsvpId === own.rsvpId).length).toBe(
      archive.mails.length - 1,
    );
  });

  it("exports a thousand households with their guests", async () => {
    const households = Array.from({ length: 1000 }, (_, index) => ({
      displayName: `Household ${index}`,
      email: `household.${index}@example.com`,
      phone: null,
      message: null,
      eventIds: [firstEvent()],
      guests: [
        { name: `First ${index}`, isChild: false, isSeat: false, dietary: null },
        { name: `Second ${index}`, isChild: false, isSeat: false, dietary: null },
      ],
    }));
    await createHouseholdRepository(t.deps.database).createMany(households);
    const response = await request(GUEST_DATA_ADMIN_API.export);
    expect(response.status).toBe(200);
    const archive = JSON.parse(await response.text());
    expect(archive.households).toHaveLength(1000);
    expect(archive.households.flatMap((household: { guests: unknown[] }) => household.guests)).toHaveLength(2000);
  });

  it("finds a household by a guest's name, email, phone, message or its open-form RSVP, case-insensitively", async () => {
    const { okafors } = await someGuests();
    await createHousehold({
      displayName: "The Smiths",
      email: "smith@example.com",
      phone: null,
      message: null,
      guests: [{ name: "Sam Smith", isChild: false, isSeat: false, dietary: null }],
    });

    const [match, ...others] = await search("oBi oKaFoR");
    expect(others).toEqual([]);
    expect(match).toEqual({
      householdId: okafors.id,
      displayName: "The Okafors",
      guestNames: ["Ada Okafor", "Obi Okafor"],
      email: "okafor@example.com",
      phone: "+27825550101",
      selfRegistered: false,
      rsvpId: null,
      photos: 1,
      mails: 1,
    });
    // "082 555 0101" is the number as it is dialled in South Africa: it finds the one kept as +27825550101.
    for (const query of ["OKAFOR@EXAMPLE", "555 0101", "825550101", "082 555 0101", "the DANCING"]) {
      expect((await search(query)).map((found) => found.displayName)).toEqual(["The Okafors"]);
    }
    const [ann] = await search("bea partner");
    expect(ann).toMatchObject({ selfRegistered: true, photos: 0 });
    expect(ann?.rsvpId).not.toBeNull();
    expect(ann?.mails).toBeGreaterThanOrEqual(2);
    expect((await search("example.com")).map((found) => found.displayName)).toEqual(
      [ann?.displayName, "The Okafors", "The Smiths"].sort(),
    );
    expect(await search("nobody here")).toEqual([]);
  });

  it("folds case and accents alike on both databases, and finds a photo's typed uploader name", async () => {
    const named = async (displayName: string, guest: string) =>
      (await createHousehold({ displayName, email: null, phone: null, message: null, guests: [{ name: guest }] }))
        .displayName;
    const elodie = await named("Élodie Martin", "Élodie Martin");
    const shouting = await named("The Durands", "ÉLODIE DURAND");
    const sukru = await named("Şükrü Yılmaz", "Şükrü Yılmaz");
    const asa = await named("The Lindqvists", "åsa lindqvist");
    const oberg = await named("ØBERG", "Nils Øberg");
    const strasse = await named("Familie Straße", "Jürgen Straße");
    await named("The Smiths", "Sam Smith");

    const names = async (query: string) => (await search(query)).map((found) => found.displayName).sort();
    for (const query of ["elodie", "ELODIE", "Élodie", "élodie", "E\u0301lodie"]) {
      expect(await names(query)).toEqual([elodie, shouting].sort());
    }
    for (const query of ["sukru", "ŞÜKRÜ", "yilmaz"]) expect(await names(query)).toEqual([sukru]);
    for (const query of ["asa", "ÅSA", "Åsa"]) expect(await names(query)).toEqual([asa]);
    for (const query of ["oberg", "øberg", "Øberg"]) expect(await names(query)).toEqual([oberg]);
    for (const query of ["strasse", "STRASSE", "straße", "jurgen"]) expect(await names(query)).toEqual([strasse]);

    // A photo sent from the open page has no household: found by the name its sender typed.
    const { okafors } = await someGuests();
    const openPagePhoto = await photoOf(okafors.id);
    await t.deps.database.db
      .updateTable("wedding_photos")
      .set({ household_id: null, uploaded_by_name: "Björn Ångström" })
      .where("id", "=", openPagePhoto)
      .execute();
    const found = await searchAll("bjorn angstrom");
    expect(found.households).toEqual([]);
    expect(found.photos).toEqual([
      {
        photoId: openPagePhoto,
        uploaderName: "Björn Ångström",
        fileName: "IMG_0042.jpg",
        status: expect.any(String),
        uploadedAt: expect.any(String),
        householdId: null,
      },
    ]);
    // One sent through a household's link finds that household too.
    await t.deps.database.db
      .updateTable("wedding_photos")
      .set({ household_id: okafors.id })
      .where("id", "=", openPagePhoto)
      .execute();
    expect((await searchAll("ÅNGSTRÖM")).households.map((found) => found.displayName)).toEqual(["The Okafors"]);
  });

  it("takes % and _ in a search literally", async () => {
    await createHousehold({ displayName: "The 100% Family", email: null, phone: null, message: null });
    await createHousehold({ displayName: "The 1000 Family", email: null, phone: null, message: null });
    await createHousehold({ displayName: "Jo_Ann", email: null, phone: null, message: null });
    await createHousehold({ displayName: "JoxAnn", email: null, phone: null, message: null });
    expect((await search("0%")).map((found) => found.displayName)).toEqual(["The 100% Family"]);
    expect((await search("o_a")).map((found) => found.displayName)).toEqual(["Jo_Ann"]);
    expect(await search("%%")).toEqual([]);
    expect(await search("__")).toEqual([]);
  });

  it("refuses a search shorter than 2 characters, spaces aside", async () => {
    for (const query of ["", "a", "  b  "]) {
      const response = await request(`${GUEST_DATA_ADMIN_API.search}?q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("invalid_search");
      expect(error.message).toMatch(/at least 2 characters/);
    }
    expect((await request(GUEST_DATA_ADMIN_API.search)).status).toBe(400);
  });

  it("deletes a household everywhere and logs the counts, never a name; an unknown one is a 404", async () => {
    const { okafors, photoId } = await someGuests();
    const photoFiles = async () => readdir(path.join(t.dataDir, "uploads"), { recursive: true });
    const filesBefore = (await photoFiles()).length;
    const mailsBefore = await count("mail_outbox");

    expect((await request(GUEST_DATA_ADMIN_API.household(okafors.id), "DELETE")).status).toBe(204);

    const { db } = t.deps.database;
    expect(await db.selectFrom("households").select("id").where("id", "=", okafors.id).execute()).toEqual([]);
    expect(
      await db.selectFrom("household_guests").select("id").where("household_id", "=", okafors.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("wedding_photos").select("id").where("id", "=", photoId).execute()).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").where("household_id", "=", okafors.id).execute()).toEqual(
      [],
    );
    expect(await count("mail_outbox")).toBe(mailsBefore - 1);
    expect((await photoFiles()).length).toBeLessThan(filesBefore);
    expect(await search("Okafor")).toEqual([]);

    const { held, deletions } = await summary();
    expect(held).toMatchObject({ households: 1, rsvps: 1, photos: 0 });
    expect(deletions).toEqual([
      {
        ...NO_ERASURE,
        at: t.clock.now.toISOString(),
        reason: "couple",
        completed: true,
        households: 1,
        guests: 3,
        mails: 1,
        photos: 1,
        files: expect.any(Number),
      },
    ]);
    expect(deletions[0]?.files).toBeGreaterThanOrEqual(1);
    const log = JSON.stringify(await db.selectFrom("deletion_log").selectAll().execute());
    // The phone as kept and as typed: "555" alone is in one random id of a few thousand.
    for (const personal of ["Okafor", "okafor@example.com", "825550101", "555 0101", "dancing"]) {
      expect(log).not.toContain(personal);
    }

    for (const id of [okafors.id, "no-such-id"]) {
      const response = await request(GUEST_DATA_ADMIN_API.household(id), "DELETE");
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect((await summary()).deletions).toHaveLength(1);
  });

  it("deleting the open form's household takes its RSVP and every mail about it", async () => {
    await someGuests();
    const [ann] = await search("Bea Partner");
    expect((await request(GUEST_DATA_ADMIN_API.household(ann?.householdId ?? ""), "DELETE")).status).toBe(204);
    const { held, deletions } = await summary();
    expect(held).toMatchObject({ households: 1, rsvps: 0, mails: 1 });
    expect(deletions[0]).toMatchObject({ reason: "couple", households: 1, rsvps: 1, mails: ann?.mails });
  });
});
