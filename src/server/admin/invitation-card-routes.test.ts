import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFor } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { InvitationCardContentSchema } from "../../shared/household-schemas.ts";
import { GUEST_LIST_API } from "../../shared/households.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { anEvent, aWeddingSource } from "../../testing/content-builders.ts";

const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };

/** A public ceremony, then a family dinner by invitation only, with a time label the couple wrote. */
const source = aWeddingSource({
  events: [
    anEvent(),
    anEvent({
      id: "family-dinner",
      title: "Family dinner",
      timeLabel: "7 PM for 7:30 PM",
      start: "2026-05-02T19:00:00+02:00",
      end: "2026-05-02T23:00:00+02:00",
      venue: { name: "The Homestead", address: "4 Oak Lane, Stellenbosch" },
      public: false,
    }),
  ],
});

// The session lives in the database, the answer only in the content: one database is enough.
describe("the printed cards' content", () => {
  let t: AdminTestApp;
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite", {
      content: contentFor(source, "couple"),
      contentFor: (audience) => contentFor(source, audience),
    });
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("needs the couple's session", async () => {
    const response = await t.app.request(GUEST_LIST_API.invitationCards, { headers: SAME_SITE });
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain("Homestead");
  });

  it("gives every event, those by invitation only too, with its day, time and place as the guest page prints them", async () => {
    const cookie = await t.signIn();
    const response = await t.app.request(GUEST_LIST_API.invitationCards, { headers: { Cookie: cookie, ...SAME_SITE } });
    expect(response.status).toBe(200);
    const cards = InvitationCardContentSchema.parse(await response.json());
    const couple = contentFor(source, "couple");
    expect(cards).toMatchObject({
      coupleNames: coupleNames(couple),
      invitationLine: couple.hero.invitationLine,
      timeZone: couple.timeZone,
      colours: couple.theme.page,
    });
    expect(cards.events.map((event) => event.id)).toEqual(couple.events.map((event) => event.id));
    couple.events.forEach((event, index) => {
      const { title, dayLabel, timeLabel, start, end } = event;
      expect(cards.events[index]).toMatchObject({ title, dayLabel, timeLabel, start, end });
      expect(cards.events[index]?.venue).toEqual({ name: event.venue.name, address: event.venue.address });
    });
    expect(cards.events.map((event) => event.id)).toContain("family-dinner");
    expect(cards.events.find((event) => event.id === "family-dinner")?.timeLabel).toBe("7 PM for 7:30 PM");
  });
});
