import { afterEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { calendarDateLabel, localDateTime } from "../../shared/date-labels.ts";
import { InvitationViewSchema } from "../../shared/household-schemas.ts";
import { secondCouple } from "../../testing/fixture-couples.ts";
import { aHousehold, answersFor, putJson } from "../../testing/household-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { createRsvpRepository } from "../db/rsvp-repository.ts";
import { createRsvpSettingsRepository } from "../db/rsvp-settings-repository.ts";
import { closedMessage } from "../household-messages.ts";

/** The second couple (a zone other than UTC and the example's), closing at their deadline unless told otherwise. */
function couple(closeAtDeadline = true): WeddingContent {
  const content = secondCouple();
  return { ...content, rsvp: { ...content.rsvp, closeAtDeadline } };
}

/** `date` (YYYY-MM-DD) at `time` (HH:MM) on the wall clocks of `timeZone`, as an instant. */
function localTime(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Two passes: the zone's offset at the guess, then at the corrected instant.
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass++) guess = asUtc - (wallClockAsUtc(new Date(guess), timeZone) - guess);
  const instant = new Date(guess);
  expect(localDateTime(instant, timeZone)).toBe(`${date} ${time}`);
  return instant;
}

function wallClockAsUtc(instant: Date, timeZone: string): number {
  return Date.parse(`${localDateTime(instant, timeZone).replace(" ", "T")}:00Z`);
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

describe("the RSVP deadline", () => {
  let t: TestApp;
  let now: Date;
  afterEach(async () => {
    await t.cleanup();
  });

  async function start(content: WeddingContent) {
    now = new Date(Date.parse(`${content.rsvp.deadline}T00:00:00Z`) - 30 * 86_400_000);
    t = await createTestApp("sqlite", { content, now: () => now });
    const household = await createHouseholdRepository(t.deps.database).create(
      aHousehold(content.events.map((event) => event.id)),
    );
    const view = InvitationViewSchema.parse(await (await t.app.request(`/api/invitations/${household.code}`)).json());
    return {
      answer: () => t.app.request(`/api/invitations/${household.code}`, putJson(answersFor(view, content))),
      rsvp: () => t.app.request("/api/rsvps", postJson(anRsvpRequest())),
    };
  }

  it("takes answers on links and the open form at 23:59 on the deadline, in the site's time zone", async () => {
    const content = couple();
    const { answer, rsvp } = await start(content);
    now = localTime(content.rsvp.deadline, "23:59", content.timeZone);
    expect((await answer()).status).toBe(200);
    expect((await rsvp()).status).toBe(201);
  });

  it("refuses both at 00:01 the next day with 403 rsvp_closed naming the contacts, storing nothing", async () => {
    const content = couple();
    const { answer, rsvp } = await start(content);
    now = localTime(nextDay(content.rsvp.deadline), "00:01", content.timeZone);
    const error = {
      error: { code: "rsvp_closed", message: closedMessage(content.rsvp.deadlineLabel, content.rsvp.contacts) },
      // The deadline in force, which the page words in the guest's language.
      deadlineLabel: content.rsvp.deadlineLabel,
    };
    const answered = await answer();
    expect(answered.status).toBe(403);
    expect(await answered.json()).toEqual(error);
    const sent = await rsvp();
    expect(sent.status).toBe(403);
    expect(await sent.json()).toEqual(error);
    expect(await createRsvpRepository(t.deps.database).count()).toBe(0);
    expect(await createHouseholdRepository(t.deps.database).list()).toHaveLength(1);
    const window = await (await t.app.request("/api/rsvp-window")).json();
    expect(window).toMatchObject({ open: false, closedMessage: error.error.message });
  });

  it("takes no answer without a link when the couple turned the open form off, while the links still take theirs", async () => {
    const content = couple();
    const personalLinkNote = "Please answer on the link we sent your household.";
    const { answer, rsvp } = await start({ ...content, rsvp: { ...content.rsvp, openForm: false, personalLinkNote } });
    const sent = await rsvp();
    expect(sent.status).toBe(403);
    expect(await sent.json()).toEqual({ error: { code: "rsvp_closed", message: personalLinkNote } });
    expect(await createRsvpRepository(t.deps.database).count()).toBe(0);
    expect(await createHouseholdRepository(t.deps.database).list()).toHaveLength(1);
    expect((await answer()).status).toBe(200);
  });

  it("keeps both open after the deadline when closing is switched off", async () => {
    const content = couple(false);
    const { answer, rsvp } = await start(content);
    now = localTime(nextDay(content.rsvp.deadline), "00:01", content.timeZone);
    expect((await answer()).status).toBe(200);
    expect((await rsvp()).status).toBe(201);
  });

  it("honours the deadline the couple moved in the admin", async () => {
    const content = couple();
    const { answer, rsvp } = await start(content);
    const moved = nextDay(content.rsvp.deadline);
    await createRsvpSettingsRepository(t.deps.database).save({ deadline: moved, closeAtDeadline: true });

    now = localTime(nextDay(content.rsvp.deadline), "00:01", content.timeZone);
    expect((await answer()).status).toBe(200);
    expect((await rsvp()).status).toBe(201);

    now = localTime(nextDay(moved), "00:01", content.timeZone);
    const late = await rsvp();
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({
      error: {
        code: "rsvp_closed",
        message: closedMessage(calendarDateLabel(moved, content.site), content.rsvp.contacts),
      },
      deadlineLabel: calendarDateLabel(moved, content.site),
    });
    expect((await answer()).status).toBe(403);

    await createRsvpSettingsRepository(t.deps.database).save({ deadline: moved, closeAtDeadline: false });
    expect((await rsvp()).status).toBe(201);
  });
});
