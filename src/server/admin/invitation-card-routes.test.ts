import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFor } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { InvitationCardContentSchema } from "../../shared/household-schemas.ts";
import { GUEST_LIST_API } from "../../shared/households.ts";
import { MAIL_WORDS_EN } from "../../shared/words/mail-en.ts";
import { fill } from "../../shared/words/words.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { anEvent, aWeddingSource } from "../../testing/content-builders.ts";
import { aTrilingualWeddingSource, contentDeps, TRILINGUAL_TITLES } from "../../testing/language-builders.ts";

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
    const body = InvitationCardContentSchema.parse(await response.json());
    const couple = contentFor(source, "couple");
    expect(body).toMatchObject({ timeZone: couple.timeZone, colours: couple.theme.page, languages: ["en"] });
    const cards = body.inLanguages.en;
    if (!cards) throw new Error("no English cards");
    expect(cards).toMatchObject({
      coupleNames: coupleNames(couple),
      invitationLine: couple.hero.invitationLine,
      words: {
        invitationFor: MAIL_WORDS_EN.card.invitationFor,
        scanToAnswer: MAIL_WORDS_EN.card.scanToAnswer,
        replyBy: fill(MAIL_WORDS_EN.card.replyBy, { date: couple.rsvp.deadlineLabel }),
      },
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

describe("the printed cards' content on a site in several languages", () => {
  let t: AdminTestApp;
  const trilingual = aTrilingualWeddingSource();
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite", contentDeps(trilingual));
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("gives the cards' texts in each of the site's languages: the content read in it, its dates, and the deadline written in it", async () => {
    const cookie = await t.signIn();
    const response = await t.app.request(GUEST_LIST_API.invitationCards, { headers: { Cookie: cookie, ...SAME_SITE } });
    const body = InvitationCardContentSchema.parse(await response.json());
    expect(body.languages).toEqual(["en", "zu", "st"]);
    expect(Object.keys(body.inLanguages)).toEqual(["en", "zu", "st"]);
    const zulu = contentFor(trilingual, "couple", "zu");
    expect(body.inLanguages.zu?.events.map((event) => [event.title, event.dayLabel])).toEqual(
      zulu.events.map((event) => [event.title, event.dayLabel]),
    );
    expect(body.inLanguages.zu?.events[0]?.title).toBe(TRILINGUAL_TITLES.ceremony.zu);
    expect(body.inLanguages.zu?.words.replyBy).toContain(zulu.rsvp.deadlineLabel);
    expect(body.inLanguages.en?.events[0]?.title).toBe(TRILINGUAL_TITLES.ceremony.en);
  });
});
