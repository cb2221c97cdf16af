import { afterEach, beforeEach, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { type AnswerRequest, InvitationViewSchema } from "../../shared/household-schemas.ts";
import { INVITATION_API } from "../../shared/households.ts";
import { aGuestListWedding, aHousehold, answersFor, putJson } from "../../testing/household-builders.ts";
import { composedApp, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createHouseholdRepository, type StoredHousehold } from "../db/household-repository.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import type { MailTransport, OutgoingMail } from "../mail/mail-transport.ts";
import { createOutboxSender } from "../mail/outbox-sender.ts";
import { quotedName } from "../mail/quoted-name.ts";
import { CONFIRMATION_MAIL_WINDOW_MS, CONFIRMATION_MAILS_PER_MAILBOX } from "./confirmation-mail-limit.ts";
import { CONFIRMATION_DELAY_MS } from "./invitation-service.ts";
import { createMemoryRateLimiter } from "./rate-limit.ts";

const START = new Date("2026-02-01T10:00:00Z");
const SECOND = 1000;

/**
 * Issue 31, part 9 (docs/decisions/041-a-household-greeted-at-once-and-mailed-once.md):
 * a household that saves its answers again and again gets one confirmation,
 * with its last answers, once they have settled, whichever instance took
 * each save and whichever sender (after a restart) sends it. The clock is
 * the test's: nothing here sleeps.
 */
describeOnDatabases("a household's confirmation after a burst of saves", (dialect) => {
  let t: TestApp;
  let content: WeddingContent;
  let now: Date;
  let household: StoredHousehold;
  let sent: OutgoingMail[];

  beforeEach(async () => {
    content = aGuestListWedding();
    now = START;
    sent = [];
    t = await createTestApp(dialect, {
      content,
      now: () => now,
      notifyEmail: "couple@example.com",
      // The count every instance shares (Redis or the database in production).
      confirmationMailLimiter: createMemoryRateLimiter({
        limit: CONFIRMATION_MAILS_PER_MAILBOX,
        windowMs: CONFIRMATION_MAIL_WINDOW_MS,
        now: () => now.getTime(),
      }),
    });
    household = await createHouseholdRepository(t.deps.database).create(aHousehold(["day-2", "day-3"]));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** A sender as a freshly started instance has one: nothing of it outlives a run. */
  function aSender() {
    const transport: MailTransport = {
      description: "memory",
      async send(mail) {
        sent.push(mail);
      },
      async close() {},
    };
    return createOutboxSender({
      outbox: createOutboxRepository(t.deps.database),
      transport,
      contentFor: () => content,
      logger: t.deps.logger,
      now: () => now,
    });
  }

  const confirmationsSent = () => sent.filter((mail) => mail.to === "mensahs@example.com");
  const confirmationRows = () =>
    t.deps.database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "status"])
      .where("kind", "=", MAIL_KINDS.householdConfirmation)
      .execute();

  async function save(app: TestApp["app"], choose: (guest: number, eventId: string) => boolean) {
    const read = await app.request(INVITATION_API.invitation(household.code));
    const view = InvitationViewSchema.parse(await read.json());
    const request: AnswerRequest = answersFor(view, content, choose);
    const response = await app.request(INVITATION_API.invitation(household.code), putJson(request));
    expect(response.status).toBe(200);
  }

  it("sends one confirmation with the last answers once they settle, whichever instance took each save", async () => {
    const other = composedApp(t.deps);
    await save(t.app, () => true);
    later(30 * SECOND);
    await save(other, (guest) => guest !== 1);
    later(30 * SECOND);
    await save(t.app, (guest) => guest === 0);

    // Still settling: one confirmation waits, and no sender sends it yet.
    expect(await confirmationRows()).toEqual([{ recipient: "mensahs@example.com", status: "pending" }]);
    later(CONFIRMATION_DELAY_MS - SECOND);
    expect((await aSender().runOnce()).sent).toBe(3);
    expect(confirmationsSent()).toEqual([]);

    // A sender started after the burst (another instance, or this one restarted) finds it due.
    later(SECOND);
    expect(await aSender().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const [confirmation] = confirmationsSent();
    expect(confirmationsSent()).toHaveLength(1);
    expect(confirmation?.text).toContain(`${quotedName("Esi Mensah")}: attending`);
    expect(confirmation?.text).toContain(`${quotedName("Kojo Mensah")}: not attending`);
    expect(confirmation?.text).not.toContain(`${quotedName("Kojo Mensah")}: attending`);
    // Its date is the last save's: the answers it holds are of then.
    expect(confirmation?.date.toISOString()).toBe(new Date(START.getTime() + 60 * SECOND).toISOString());
    // The couple still hears of each change.
    expect(sent.filter((mail) => mail.to === "couple@example.com")).toHaveLength(3);
  });

  it("holds to one confirmation a day per mailbox: a save after it went out gets none until the next day's", async () => {
    await save(t.app, () => true);
    later(CONFIRMATION_DELAY_MS);
    await aSender().runOnce();
    expect(confirmationsSent()).toHaveLength(1);

    later(60 * SECOND);
    await save(t.app, (guest) => guest !== 1);
    later(CONFIRMATION_DELAY_MS);
    await aSender().runOnce();
    expect(confirmationsSent()).toHaveLength(1);
    expect(await confirmationRows()).toEqual([{ recipient: "mensahs@example.com", status: "sent" }]);

    later(CONFIRMATION_MAIL_WINDOW_MS);
    await save(t.app, (guest) => guest !== 2);
    later(CONFIRMATION_DELAY_MS);
    await aSender().runOnce();
    expect(confirmationsSent()).toHaveLength(2);
  });

  it("never rewrites a confirmation a sender has claimed, and adds none beside it", async () => {
    await save(t.app, () => true);
    later(CONFIRMATION_DELAY_MS);
    // The sender claims every mail due (the couple's note of the change too), in no promised order.
    const due = await createOutboxRepository(t.deps.database).claimDue(10, 60 * SECOND, now);
    const claimed = due.find((mail) => mail.kind === MAIL_KINDS.householdConfirmation);
    expect(claimed).toBeDefined();

    // The guest changes an answer while the mail is on its way: the mail in hand stays as claimed.
    await save(t.app, (guest) => guest !== 1);
    const rows = await t.deps.database.db
      .selectFrom("mail_outbox")
      .select(["id", "message"])
      .where("kind", "=", MAIL_KINDS.householdConfirmation)
      .execute();
    expect(rows.map((row) => [row.id, JSON.parse(row.message)])).toEqual([[claimed?.id, claimed?.message]]);
  });

  it("drops the confirmation waiting for an address the household has corrected since, and confirms to the new one", async () => {
    await save(t.app, () => true);
    const correction = await t.app.request(
      `${INVITATION_API.invitation(household.code)}/contact`,
      putJson({ displayName: "The Mensahs", email: "esi@example.com", phone: null }),
    );
    expect(correction.status).toBe(200);
    later(30 * SECOND);
    await save(t.app, (guest) => guest !== 1);
    expect(await confirmationRows()).toEqual([{ recipient: "esi@example.com", status: "pending" }]);
  });
});
