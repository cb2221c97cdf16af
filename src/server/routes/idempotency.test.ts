import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { InvitationViewSchema } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, INVITATION_API } from "../../shared/households.ts";
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from "../../shared/idempotency.ts";
import { RSVP_ERROR_CODES } from "../../shared/rsvp-messages.ts";
import { aGuestListWedding, aHousehold, answersFor, putJson } from "../../testing/household-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository, type StoredHousehold } from "../db/household-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";

const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");
const RSVPS = "/api/rsvps";

/** A key as the page makes one: 16 random bytes in base64url. */
const aKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

describeOnDatabases("an answer sent again under its Idempotency-Key", (dialect) => {
  let t: TestApp;
  let content: WeddingContent;
  beforeEach(async () => {
    content = aGuestListWedding();
    t = await createTestApp(dialect, {
      content,
      now: () => BEFORE_DEADLINE,
      notifyEmail: "couple@example.com",
      rateLimiter: createMemoryRateLimiter({ limit: 3 }),
    });
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const db = () => t.deps.database.db;
  const count = async (table: "rsvps" | "idempotency_keys") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mailsOf = async (kind: string) =>
    (await db().selectFrom("mail_outbox").select("kind").execute()).filter((mail) => mail.kind === kind).length;

  it("answers the page's repeat of an RSVP with the first answer, one RSVP and one confirmation, uncounted by the rate limit", async () => {
    const request = anRsvpRequest({ bringingPartner: true, partnerName: "Ben Guest" });
    const key = aKey();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await t.app.request(RSVPS, postJson(request, withKey(key))));
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await answers[4]?.json()).toEqual({ status: "received", guestCount: 2 });
    expect(await count("rsvps")).toBe(1);
    expect(await mailsOf(MAIL_KINDS.guestConfirmation)).toBe(1);
  });

  it("stores two identical RSVPs sent at once as one, with its confirmation (ADR 038's gap)", async () => {
    const request = anRsvpRequest();
    const key = aKey();
    const answers = await Promise.all([1, 2, 3].map(() => t.app.request(RSVPS, postJson(request, withKey(key)))));
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await count("rsvps")).toBe(1);
    expect(await mailsOf(MAIL_KINDS.guestConfirmation)).toBe(1);
    expect(await mailsOf(MAIL_KINDS.coupleNotification)).toBe(1);
  });

  it("still calls a second answer from the same email, under a key of its own, a duplicate", async () => {
    const request = anRsvpRequest();
    expect((await t.app.request(RSVPS, postJson(request, withKey(aKey())))).status).toBe(201);
    const second = await t.app.request(RSVPS, postJson({ ...request, message: "Again" }, withKey(aKey())));
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe(RSVP_ERROR_CODES.duplicate);
  });

  it("refuses a key sent again with other answers, and stores nothing more", async () => {
    const key = aKey();
    expect((await t.app.request(RSVPS, postJson(anRsvpRequest(), withKey(key)))).status).toBe(201);
    const other = await t.app.request(RSVPS, postJson(anRsvpRequest(), withKey(key)));
    expect(other.status).toBe(422);
    expect((await other.json()).error.code).toBe(IDEMPOTENCY_ERROR_CODES.reused);
    expect(await count("rsvps")).toBe(1);
  });

  it.each([
    ["too short", "abc"],
    ["a space", "a key with spaces in it"],
    ["too long", "k".repeat(129)],
  ])("refuses a malformed key (%s) with a clear 400 and writes nothing", async (_, key) => {
    const response = await t.app.request(RSVPS, postJson(anRsvpRequest(), withKey(key)));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(IDEMPOTENCY_ERROR_CODES.invalid);
    expect(error.message).toContain(IDEMPOTENCY_KEY_HEADER);
    expect(await count("rsvps")).toBe(0);
    expect(await count("idempotency_keys")).toBe(0);
  });

  it("takes the IETF draft's quoted key, and gives a key back when its request stored nothing", async () => {
    const key = aKey();
    const refused = await t.app.request(RSVPS, postJson({ ...anRsvpRequest(), name: " " }, withKey(`"${key}"`)));
    expect(refused.status).toBe(400);
    expect(await count("idempotency_keys")).toBe(0);
    expect((await t.app.request(RSVPS, postJson(anRsvpRequest(), withKey(`"${key}"`)))).status).toBe(201);
    expect(await count("idempotency_keys")).toBe(1);
  });

  describe("a household's save", () => {
    let household: StoredHousehold;
    const path = () => INVITATION_API.invitation(household.code);
    beforeEach(async () => {
      household = await createHouseholdRepository(t.deps.database).create(
        aHousehold(content.events.map((event) => event.id)),
      );
    });
    const answers = async () =>
      answersFor(InvitationViewSchema.parse(await (await t.app.request(path())).json()), content);

    it("answers the repeat of a save with the saved answers, not a conflict with itself", async () => {
      const request = await answers();
      const key = aKey();
      const first = await t.app.request(path(), putJson(request, withKey(key)));
      expect(first.status).toBe(200);
      const saved = await first.json();
      const repeat = await t.app.request(path(), putJson(request, withKey(key)));
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual(saved);
      // The version check holds for anything else: the same answers without the key are a conflict.
      const unkeyed = await t.app.request(path(), putJson(request));
      expect(unkeyed.status).toBe(409);
      expect((await unkeyed.json()).error.code).toBe(HOUSEHOLD_ERROR_CODES.versionConflict);
      expect(saved.household.version).toBe(1);
      expect(await mailsOf(MAIL_KINDS.householdConfirmation)).toBe(1);
    });

    it("stores two identical saves sent at once as one", async () => {
      const request = await answers();
      const key = aKey();
      const saves = await Promise.all([1, 2, 3].map(() => t.app.request(path(), putJson(request, withKey(key)))));
      expect(saves.map((response) => response.status)).toEqual([200, 200, 200]);
      const versions = await Promise.all(saves.map(async (response) => (await response.json()).household.version));
      expect(versions).toEqual([1, 1, 1]);
      expect(await mailsOf(MAIL_KINDS.householdConfirmation)).toBe(1);
    });

    it("refuses a malformed key with a clear 400 and saves nothing", async () => {
      const response = await t.app.request(path(), putJson(await answers(), withKey("not a key")));
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe(IDEMPOTENCY_ERROR_CODES.invalid);
      expect((await createHouseholdRepository(t.deps.database).byId(household.id))?.version).toBe(0);
    });

    it("does not answer for another household's link, and goes when the household is erased", async () => {
      const key = aKey();
      const request = await answers();
      expect((await t.app.request(path(), putJson(request, withKey(key)))).status).toBe(200);
      const other = await createHouseholdRepository(t.deps.database).create(
        aHousehold(
          content.events.map((event) => event.id),
          { email: null },
        ),
      );
      const elsewhere = await t.app.request(INVITATION_API.invitation(other.code), putJson(request, withKey(key)));
      expect(elsewhere.status).toBe(422);
      expect((await t.app.request(path(), { method: "DELETE" })).status).toBe(204);
      expect(await count("idempotency_keys")).toBe(0);
    });
  });
});
