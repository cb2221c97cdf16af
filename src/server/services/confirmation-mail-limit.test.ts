import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvitationViewSchema } from "../../shared/household-schemas.ts";
import { INVITATION_API } from "../../shared/households.ts";
import { GUEST_DATA_API } from "../../shared/privacy.ts";
import type { RsvpRequest } from "../../shared/rsvp.ts";
import { duplicateRsvpMessage, RSVP_ERROR_CODES } from "../../shared/rsvp-messages.ts";
import { aGuestListWedding, aHousehold, answersFor, putJson } from "../../testing/household-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { captureLogs, composedApp, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../../testing/test-redis.ts";
import type { App } from "../app.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import {
  CONFIRMATION_MAIL_WINDOW_MS,
  CONFIRMATION_MAILS_PER_MAILBOX,
  createConfirmationMailLimit,
  mailboxKey,
} from "./confirmation-mail-limit.ts";
import { createMemoryRateLimiter } from "./rate-limit.ts";
import { createRateLimiterFactory } from "./rate-limiter-factory.ts";

describe("the mailbox an address reaches", () => {
  it.each([
    [" Ann@Example.COM ", "ann@example.com"],
    ["ann+wedding@example.com", "ann@example.com"],
    ["a.n.n+1@GMail.com", "ann@gmail.com"],
    ["ann@googlemail.com", "ann@gmail.com"],
    ["a.n.n@example.com", "a.n.n@example.com"],
  ])("counts %s as %s", (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });
});

describe("the count of confirmations", () => {
  const limit = () =>
    createMemoryRateLimiter({ limit: CONFIRMATION_MAILS_PER_MAILBOX, windowMs: CONFIRMATION_MAIL_WINDOW_MS });

  it("allows one per mailbox per day, and a count given back frees it", async () => {
    const { logger } = captureLogs();
    const confirmations = createConfirmationMailLimit(limit(), logger);
    expect(await confirmations.take("ann@example.com")).toBe(true);
    expect(await confirmations.take("ANN+2@example.com")).toBe(false);
    expect(await confirmations.take("ben@example.com")).toBe(true);
    await confirmations.giveBack("ann@example.com");
    expect(await confirmations.take("ann+3@example.com")).toBe(true);
  });

  it("sends none when it cannot count, and logs no address", async () => {
    const { logger, lines } = captureLogs();
    const broken = {
      hit: () => {
        throw Object.assign(new Error("connect ECONNREFUSED for ann@example.com"), { code: "ECONNREFUSED" });
      },
    };
    const confirmations = createConfirmationMailLimit(broken, logger);
    expect(await confirmations.take("ann@example.com")).toBe(false);
    await confirmations.giveBack("ann@example.com");
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain("ann@");
  });
});

const BEFORE_DEADLINE = new Date("2026-02-01T10:00:00Z");

describeOnDatabases("one confirmation per mailbox per day", (dialect) => {
  const stores: ("database" | "redis")[] = TEST_REDIS_URL ? ["database", "redis"] : ["database"];

  describe.each(stores)("counted as the server counts (%s, or memory on SQLite)", (store) => {
    let t: TestApp;
    let redis: TestRedis | null;
    /** Two instances of the site on one database, each with the confirmation count the server would build. */
    let instances: [App, App];
    const content = aGuestListWedding();

    beforeEach(async () => {
      t = await createTestApp(dialect, { content, now: () => BEFORE_DEADLINE, notifyEmail: "couple@example.com" });
      redis = store === "redis" ? await createTestRedis() : null;
      const instance = () => {
        const limits = createRateLimiterFactory({
          database: t.deps.database,
          redis: redis?.redis ?? null,
          ...(redis ? { redisPrefix: redis.prefix } : {}),
        });
        const limiter = limits.create({
          name: "confirmation-mail",
          limit: CONFIRMATION_MAILS_PER_MAILBOX,
          windowMs: CONFIRMATION_MAIL_WINDOW_MS,
        });
        // The embedded mode (SQLite, no Redis) is one instance counting in its memory.
        return { app: composedApp({ ...t.deps, confirmationMailLimiter: limiter }), shared: limits.store !== "memory" };
      };
      const first = instance();
      instances = [first.app, first.shared ? instance().app : first.app];
    });
    afterEach(async () => {
      await redis?.cleanup();
      await t.cleanup();
    });

    const rsvp = (app: App, overrides: Partial<RsvpRequest>) =>
      app.request("/api/rsvps", postJson(anRsvpRequest(overrides)));
    const mailsOf = async (kind: string) =>
      (
        await t.deps.database.db
          .selectFrom("mail_outbox")
          .select("recipient")
          .where("kind", "=", kind)
          .orderBy("recipient")
          .execute()
      ).map((mail) => mail.recipient);

    it("the open form mails a mailbox once however its address is written; every RSVP is stored and the couple told", async () => {
      const [a, b] = instances;
      const typed = { name: "Security team", message: "Your bank card was used: http://evil.example/verify" };
      expect((await rsvp(a, { ...typed, email: "victim@gmail.com" })).status).toBe(201);
      const again = await rsvp(b, { ...typed, email: " Victim@GMAIL.com" });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        error: { code: RSVP_ERROR_CODES.duplicate, message: duplicateRsvpMessage(content.rsvp.contacts) },
      });
      expect((await rsvp(b, { ...typed, email: "vic.tim+2@gmail.com" })).status).toBe(201);
      expect((await rsvp(a, { ...typed, email: "VICTIM+3@googlemail.com" })).status).toBe(201);
      expect((await rsvp(b, { email: "someone@example.com" })).status).toBe(201);

      expect(await mailsOf(MAIL_KINDS.guestConfirmation)).toEqual(["someone@example.com", "victim@gmail.com"]);
      expect(await mailsOf(MAIL_KINDS.coupleNotification)).toHaveLength(4);
      const { count } = await t.deps.database.db
        .selectFrom("rsvps")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(4);
    });

    it("a personal link's answers mail its address once a day, whichever address the link's holder gives it", async () => {
      const [a, b] = instances;
      const household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-1"]));
      const answer = async (app: App) => {
        const opened = await app.request(INVITATION_API.invitation(household.code));
        const view = InvitationViewSchema.parse(await opened.json());
        const response = await app.request(
          INVITATION_API.invitation(household.code),
          putJson(answersFor(view, content, undefined, { message: "Verify at http://evil.example" })),
        );
        expect(response.status).toBe(200);
      };

      await answer(a);
      await answer(b);
      expect(await mailsOf(MAIL_KINDS.householdConfirmation)).toEqual(["mensahs@example.com"]);

      // Another address: the open form mails it first today, so the link's next answers do not.
      expect((await rsvp(a, { email: "victim+1@example.com" })).status).toBe(201);
      const corrected = await b.request(
        GUEST_DATA_API.contact(household.code),
        putJson({ displayName: "Security team", email: "victim@example.com", phone: null }),
      );
      expect(corrected.status).toBe(200);
      await answer(a);
      await answer(b);

      // The confirmation still waiting for the answers to settle (decision 041) was for the old address: it goes,
      // and the new address has had its one mail today.
      expect(await mailsOf(MAIL_KINDS.householdConfirmation)).toEqual([]);
      expect(await mailsOf(MAIL_KINDS.guestConfirmation)).toEqual(["victim+1@example.com"]);
      // The couple hears of every change all the same.
      expect((await mailsOf(MAIL_KINDS.householdChange)).length).toBeGreaterThanOrEqual(1);
    });
  });
});
