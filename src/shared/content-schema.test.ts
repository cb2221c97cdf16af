import { describe, expect, it } from "vitest";
import {
  aContentInput,
  aHeroWithPhoto,
  anEvent,
  aWedding,
  aWeddingSource,
  contentProblems,
  eventsOverDays,
  galleryItems,
  milestones,
} from "../testing/content-builders.ts";
import { aTrilingualWeddingSource, TRILINGUAL_TITLES } from "../testing/language-builders.ts";
import { contentFor, DEFAULT_PAGE_COLOURS, parseWeddingContent } from "./content-schema.ts";
import { coupleNames } from "./couple-names.ts";
import { DEFAULT_FLORAL_IMAGE } from "./picture-paths.ts";
import { retentionInfo } from "./privacy.ts";
import { catalogueOf } from "./words/catalogues.ts";
import { CONTENT_WORDS_EN } from "./words/content-en.ts";
import { fill } from "./words/words.ts";

describe("the least a couple must write", () => {
  it("is one event, an RSVP deadline and one contact; empty sections stay empty", () => {
    const content = aWedding();
    expect(content.story).toEqual({ heading: "A Love Story", milestones: [] });
    expect(content.gallery).toEqual({ heading: "Gallery", items: [] });
    expect(content.gifts).toBeUndefined();
    expect(content.beveragesNote).toBeUndefined();
    expect(content.theme).toMatchObject({ heading: "Theme", colours: [], page: DEFAULT_PAGE_COLOURS });
    expect(content.theme.name).toBeUndefined();
  });

  it("reads the same when its own result is read again", () => {
    const once = aWedding({ events: eventsOverDays(3), gallery: { items: galleryItems(2) } });
    // Add to Calendar's links and the calendar file's address are never written, only made: read again, they are
    // made again, the same.
    const { choices, file: _file, ...calendar } = structuredClone(once.calendar);
    const { lastEventEnd: _lastEventEnd, deletesAtLabel: _deletesAtLabel, ...privacy } = structuredClone(once.privacy);
    expect(choices).toHaveLength(3);
    expect(parseWeddingContent({ ...structuredClone(once), calendar, privacy })).toEqual(once);
  });
});

describe("what the couple leave out", () => {
  it("is written in each view's language: headings, countdown lines, the calendar entry and the preview's text", () => {
    const { description: _description, ...site } = aContentInput().site;
    const source = aTrilingualWeddingSource({ site, theme: { name: "Blue" } });
    const words = catalogueOf("zu").content;
    const zulu = contentFor(source, "public", "zu");
    const names = coupleNames(zulu);
    expect(zulu.story.heading).toBe(words.headings.story);
    expect(zulu.gallery.heading).toBe(words.headings.gallery);
    expect(zulu.findUs.heading).toBe(words.headings.findUs);
    expect(zulu.countdown).toEqual(words.countdown);
    expect(zulu.calendar.title).toBe(fill(words.calendar.title, { couple: names }));
    expect(zulu.calendar.details).toContain(fill(catalogueOf("zu").calendarEntry.theme, { theme: "Blue" }));
    expect(zulu.site.description).toContain(words.description.more);
    expect(zulu.findUs.eventText[0]).toContain(`${TRILINGUAL_TITLES.ceremony.zu} ngo-`);
    // The first language reads the spec's words.
    const english = contentFor(source, "public");
    expect(english.story.heading).toBe(CONTENT_WORDS_EN.headings.story);
    expect(english.calendar.title).toBe(`${names}'s Wedding`);
  });

  it("is the couple's own wherever they wrote it", () => {
    const source = aTrilingualWeddingSource({ story: { heading: "Our Road", milestones: [] } });
    expect(contentFor(source, "public", "zu").story.heading).toBe("Our Road");
  });
});

describe("the hero's flowers", () => {
  it("are the site's own drawing when left out", () => {
    const { hero } = aContentInput();
    const { floralImage: _floralImage, ...withoutFlowers } = hero;
    expect(aWedding({ hero: withoutFlowers }).hero.floralImage).toBe(DEFAULT_FLORAL_IMAGE);
    expect(aWedding().hero.floralImage).toBe(hero.floralImage);
  });
});

describe("the couple's photo in the hero", () => {
  it("replaces the flowers: the site's own drawing is not filled in, for any audience", () => {
    const { hero } = aWedding({ hero: aHeroWithPhoto() });
    expect(hero.photo).toEqual({
      image: "gallery/2-walk.jpg",
      alt: "Ama and Kofi walking under the trees",
      focus: "top",
    });
    expect(hero.floralImage).toBeUndefined();
    expect(contentFor(aWeddingSource({ hero: aHeroWithPhoto() }), "public").hero.floralImage).toBeUndefined();
  });

  it("keeps the middle of the photo when no focus is given", () => {
    const { focus: _focus, ...photo } = aHeroWithPhoto().photo;
    expect(aWedding({ hero: { ...aHeroWithPhoto(), photo } }).hero.photo?.focus).toBe("center");
  });

  it("refuses a photo and flowers together, saying to choose one", () => {
    expect(contentProblems(aContentInput({ hero: { ...aHeroWithPhoto(), floralImage: "hero/floral.svg" } }))).toContain(
      "content.hero.floralImage: choose one: your photo (hero.photo) or flowers (hero.floralImage) over your names; remove the other",
    );
  });

  it("needs the photo's description for guests who cannot see it, and a focus it knows", () => {
    const { alt: _alt, ...withoutAlt } = aHeroWithPhoto().photo;
    expect(contentProblems({ ...aContentInput(), hero: { ...aHeroWithPhoto(), photo: withoutAlt } })).toContain(
      "content.hero.photo.alt:",
    );
    expect(contentProblems(aContentInput({ hero: aHeroWithPhoto({ alt: " " }) }))).toContain(
      "content.hero.photo.alt: must not be empty",
    );
    expect(contentProblems(aContentInput({ hero: aHeroWithPhoto({ focus: "left" as unknown as "top" }) }))).toContain(
      "content.hero.photo.focus",
    );
  });
});

describe("the site's title and description", () => {
  it("are made from the names, the dates and the place when left out", () => {
    const { site } = aWedding({ site: { language: "en", designerCredit: { name: "Made by friends" } } });
    expect(site.title).toBe("Ama & Kofi · May 2nd, 2026");
    expect(site.description).toBe(
      "You are invited to the wedding of Ama & Kofi on May 2nd, 2026 in Cape Town. Details, directions and RSVP.",
    );
  });

  it("keep what the couple wrote", () => {
    const { site } = aWedding();
    expect(site).toMatchObject({ title: "Ama & Kofi", description: "The wedding of Ama & Kofi." });
  });

  it("stay within what previews show, and name only the events the audience sees", () => {
    const long = "a place with a name long enough to fill a preview ".repeat(3).trim();
    const source = aWeddingSource({
      site: { language: "en", designerCredit: { name: "Made by friends" } },
      hero: { invitationLine: "JOIN US", placeLabel: long, floralImage: "hero/floral.svg" },
      events: [
        anEvent(),
        anEvent({
          id: "umembeso",
          start: "2026-05-09T10:00:00+02:00",
          end: "2026-05-09T12:00:00+02:00",
          public: false,
        }),
      ],
    });
    expect(contentFor(source, "public").site.description.length).toBeLessThanOrEqual(200);
    expect(contentFor(source, "public").site.title).toBe("Ama & Kofi · May 2nd, 2026");
    expect(contentFor(source, "couple").site.title).toBe("Ama & Kofi · May 2nd - 9th, 2026");
  });
});

describe("labels made from the events", () => {
  it("fills every date and time from one day's event", () => {
    const content = aWedding();
    expect(content.hero.datesLabel).toBe("May 2nd, 2026");
    expect(content.events[0]).toMatchObject({ dayLabel: "Saturday 2 May 2026", timeLabel: "3:00 PM" });
    expect(content.rsvp.deadlineLabel).toBe("March 1, 2026");
    expect(content.footer.dateLabel).toBe("May 2, 2026");
    expect(content.countdownTarget).toBe("2026-05-02T15:00:00+02:00");
    expect(content.calendar).toMatchObject({
      title: "Ama & Kofi's Wedding",
      details: "Ceremony: Saturday 2 May 2026, 3:00 PM, The Vineyard, 1 Wine Road, Constantia",
      location: "The Vineyard, 1 Wine Road, Constantia",
      start: "2026-05-02T13:00:00Z",
      end: "2026-05-02T15:00:00Z",
    });
    // One event: Add to Calendar's one link is the block's (calendar-entries.test.ts).
    expect(content.calendar.choices.map((choice) => choice.label)).toEqual(["Ama & Kofi's Wedding"]);
    expect(content.findUs).toMatchObject({
      mapEventId: "ceremony",
      eventText: ["Saturday 2 May: Ceremony at 3:00 PM at The Vineyard"],
    });
  });

  it("spans several days from the first event's start to the last one's", () => {
    const content = aWedding({ events: eventsOverDays(3), theme: { name: "Garden party" } });
    expect(content.hero.datesLabel).toBe("May 2nd - 4th, 2026");
    expect(content.theme.heading).toBe("Weekend Theme");
    expect(content.calendar).toMatchObject({ start: "2026-05-02T13:00:00Z", end: "2026-05-04T18:00:00Z" });
    expect(content.findUs.eventText).toEqual([
      "Saturday 2 May: Day 1 at 3:00 PM at The Vineyard",
      "Sunday 3 May: Day 2 at 3:00 PM at The Vineyard",
      "Monday 4 May: Day 3 at 3:00 PM at The Vineyard",
      "Theme: Garden party",
    ]);
  });

  it("names the day once for events on the same day", () => {
    const content = aWedding({
      events: [
        anEvent(),
        anEvent({
          id: "reception",
          title: "Reception",
          start: "2026-05-02T18:00:00+02:00",
          end: "2026-05-02T23:00:00+02:00",
          venue: { name: "Reception", address: "2 Wine Road" },
        }),
      ],
    });
    expect(content.findUs.eventText).toEqual([
      "Saturday 2 May: Ceremony at 3:00 PM at The Vineyard",
      "Reception at 6:00 PM",
    ]);
    expect(content.hero.datesLabel).toBe("May 2nd, 2026");
  });

  it("writes them in the site's language and time zone", () => {
    const content = aWedding({
      site: { ...aContentInput().site, language: "fr" },
      timeZone: "Europe/Paris",
      events: [anEvent({ start: "2026-05-02T15:00:00+02:00", end: "2026-05-03T01:00:00+02:00" })],
    });
    expect(content.hero.datesLabel).toBe("2 mai 2026");
    expect(content.events[0]).toMatchObject({ dayLabel: "samedi 2 mai 2026", timeLabel: "15:00" });
    expect(content.rsvp.deadlineLabel).toBe("1 mars 2026");
  });

  it("writes isiZulu with the month names the couple chose, borrowed unless they say traditional", () => {
    const zulu = { ...aContentInput().site, language: "zu" };
    const borrowed = aWedding({ site: zulu });
    expect(borrowed.hero.datesLabel).toBe("Meyi 2, 2026");
    expect(borrowed.events[0]).toMatchObject({ dayLabel: "uMgqibelo, Mey 2, 2026", timeLabel: "15:00" });
    const traditional = aWedding({ site: { ...zulu, monthNames: "traditional" } });
    expect(traditional.site.monthNames).toBe("traditional");
    expect(traditional.hero.datesLabel).toBe("uNhlaba 2, 2026");
    expect(traditional.events[0]).toMatchObject({ dayLabel: "uMgqibelo, uNhlaba 2, 2026", timeLabel: "15:00" });
    expect(traditional.rsvp.deadlineLabel).toBe("uNdasa 1, 2026");
    expect(traditional.footer.dateLabel).toBe("uNhlaba 2, 2026");
  });

  it("refuses month names it does not know, and traditional ones for a language without them", () => {
    const site = { ...aContentInput().site, language: "zu", monthNames: "Traditional" };
    expect(contentProblems({ ...aContentInput(), site })).toContain(
      'content.site.monthNames: must be borrowed (isiZulu "Mashi") or traditional (isiZulu "uNdasa"); leave it out for each language\'s usual set',
    );
    const afrikaans = { ...aContentInput().site, language: "af", monthNames: "traditional" as const };
    expect(contentProblems(aContentInput({ site: afrikaans }))).toContain(
      "content.site.monthNames: traditional month names are known only for isiZulu, isiXhosa, Sesotho and Setswana (language zu, xh, st or tn), not af: leave monthNames out",
    );
  });

  it("keeps every label the couple wrote", () => {
    const content = aWedding({
      hero: { ...aContentInput().hero, datesLabel: "One fine day in May" },
      countdownTarget: "2026-05-02T14:30:00+02:00",
      events: [anEvent({ dayLabel: "Saturday", timeLabel: "3 PM for 3:30 PM" })],
      rsvp: { deadline: "2026-03-01", deadlineLabel: "the first of March", contacts: [{ name: "Ama" }] },
      calendar: { title: "Our day", start: "2026-05-02T12:00:00Z" },
      footer: { dateLabel: "2.5.2026" },
    });
    expect(content.hero.datesLabel).toBe("One fine day in May");
    expect(content.countdownTarget).toBe("2026-05-02T14:30:00+02:00");
    expect(content.events[0]).toMatchObject({ dayLabel: "Saturday", timeLabel: "3 PM for 3:30 PM" });
    expect(content.rsvp.deadlineLabel).toBe("the first of March");
    expect(content.calendar).toMatchObject({ title: "Our day", start: "2026-05-02T12:00:00Z" });
    expect(content.footer.dateLabel).toBe("2.5.2026");
    expect(content.findUs.eventText).toEqual(["Saturday 2 May: Ceremony at 3 PM for 3:30 PM at The Vineyard"]);
  });

  it("takes headings from the content, the spec's words by default", () => {
    const content = aWedding({
      story: { heading: "How We Met", milestones: milestones(1) },
      theme: { heading: "Dress Code", name: "Black tie" },
      gifts: { note: "Your presence is our present" },
    });
    expect(content.story.heading).toBe("How We Met");
    expect(content.theme.heading).toBe("Dress Code");
    expect(content.gifts).toEqual({ heading: "Gifts", note: "Your presence is our present", stores: [] });
  });
});

describe("dates that disagree", () => {
  it("refuses an RSVP deadline on or after the first event's day", () => {
    for (const deadline of ["2026-05-02", "2026-06-01"]) {
      const input = aContentInput({ rsvp: { deadline, contacts: [{ name: "Ama" }] } });
      expect(contentProblems(input)).toContain(
        "content.rsvp.deadline: must be before the first event (Ceremony on 2026-05-02)",
      );
    }
  });

  it("compares the deadline with the first event's day where the wedding is", () => {
    // 00:30 on 2 May in Auckland is still 1 May in UTC: a deadline of 1 May is too late there.
    const input = aContentInput({
      timeZone: "Pacific/Auckland",
      events: [anEvent({ start: "2026-05-02T00:30:00+12:00", end: "2026-05-02T03:00:00+12:00" })],
      rsvp: { deadline: "2026-05-02", contacts: [{ name: "Ama" }] },
    });
    expect(contentProblems(input)).toContain("content.rsvp.deadline");
    expect(() =>
      parseWeddingContent({ ...input, rsvp: { deadline: "2026-05-01", contacts: [{ name: "Ama" }] } }),
    ).not.toThrow();
  });

  it("refuses events out of order, naming the one that starts too early", () => {
    const [first, second] = eventsOverDays(2);
    const input = aContentInput({ events: [second, first].filter((event) => event !== undefined) });
    expect(contentProblems(input)).toContain(
      "content.events[1].start: must not be before the previous event (Day 2 starts 2026-05-03T15:00:00+02:00); list the events in order",
    );
  });

  it("accepts events that start together", () => {
    const events = [anEvent(), anEvent({ id: "photos", title: "Photos" })];
    expect(aWedding({ events }).events).toHaveLength(2);
  });

  it("refuses an event that ends before it starts, and two events with one id", () => {
    const problems = contentProblems(
      aContentInput({ events: [anEvent(), anEvent({ end: "2026-05-02T14:00:00+02:00" })] }),
    );
    expect(problems).toContain("content.events[1].end: must end after it starts");
    expect(contentProblems(aContentInput({ events: [anEvent(), anEvent()] }))).toContain(
      'content.events[1].id: must be unique ("ceremony" is used twice)',
    );
  });

  it("refuses a calendar that ends before it starts", () => {
    expect(contentProblems(aContentInput({ calendar: { start: "2026-05-03T10:00:00Z" } }))).toContain(
      "content.calendar.start: must be before the last event's end (2026-05-02T17:00:00+02:00)",
    );
    expect(contentProblems(aContentInput({ calendar: { end: "2026-05-01T10:00:00Z" } }))).toContain(
      "content.calendar.end: must be after the calendar's start (2026-05-02T15:00:00+02:00)",
    );
  });

  it("names a countdown target without its offset", () => {
    expect(contentProblems(aContentInput({ countdownTarget: "2026-05-02T15:00:00" }))).toContain(
      "content.countdownTarget: must be an ISO date-time with an offset",
    );
  });

  it("names a time zone that does not exist", () => {
    expect(contentProblems(aContentInput({ timeZone: "Africa/Soweto" }))).toContain(
      "content.timeZone: must be an IANA time zone like Africa/Johannesburg",
    );
  });
});

describe("the shape of the wedding", () => {
  it("takes any number of events, milestones and pictures", () => {
    const content = aWedding({
      events: eventsOverDays(7),
      story: { milestones: milestones(9) },
      gallery: { items: galleryItems(9) },
    });
    expect([content.events.length, content.story.milestones.length, content.gallery.items.length]).toEqual([7, 9, 9]);
  });

  it("needs at least one event and one contact", () => {
    expect(contentProblems(aContentInput({ events: [] }))).toContain("content.events: must list at least one event");
    expect(contentProblems(aContentInput({ rsvp: { deadline: "2026-03-01", contacts: [] } }))).toContain(
      "content.rsvp.contacts: must name at least one person guests can call",
    );
  });

  it("takes a phone number per contact, and refuses one that is not a number", () => {
    const contacts = [{ name: "Ama", phone: "+27 82 555 0101" }, { name: "Kofi" }];
    expect(aWedding({ rsvp: { deadline: "2026-03-01", contacts } }).rsvp.contacts).toEqual(contacts);
    const input = aContentInput({ rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama", phone: "call me" }] } });
    expect(contentProblems(input)).toContain("content.rsvp.contacts[0].phone: must be a phone number");
  });

  it("shows the first event on the map unless the couple choose another", () => {
    expect(aWedding({ events: eventsOverDays(2) }).findUs.mapEventId).toBe("day-1");
    expect(aWedding({ events: eventsOverDays(2), findUs: { mapEventId: "day-2" } }).findUs.mapEventId).toBe("day-2");
    expect(contentProblems(aContentInput({ findUs: { mapEventId: "honeymoon" } }))).toContain(
      "content.findUs.mapEventId: must be the id of one of the events (ceremony)",
    );
  });

  it("needs the palette's colours named when it has a picture", () => {
    expect(contentProblems(aContentInput({ theme: { name: "Blue", paletteImage: "theme/palette.svg" } }))).toContain(
      "content.theme.colours: must name the palette's colours",
    );
  });
});

describe("events by invitation only (public: false)", () => {
  const [familyHome, church, reception] = eventsOverDays(3).map((event, index) =>
    index === 0 ? { ...event, id: "umembeso", title: "Umembeso", public: false } : event,
  );
  const events = [familyHome, church, reception].filter((event) => event !== undefined);

  it("leaves them out of the public view, and makes its dates, countdown, map, calendar and footer from the rest", () => {
    const everyone = contentFor(aWeddingSource({ events }), "public");
    expect(everyone.events.map((event) => event.id)).toEqual(["day-2", "day-3"]);
    expect(everyone.countdownTarget).toBe(church?.start);
    expect(everyone.findUs.mapEventId).toBe("day-2");
    expect(everyone.findUs.eventText.join(" ")).not.toContain("Umembeso");
    expect(Date.parse(everyone.calendar.start)).toBe(Date.parse(church?.start ?? ""));
    expect(everyone.calendar.choices.map((choice) => choice.key)).toEqual(["day-2", "day-3"]);
    expect(everyone.hero.datesLabel).toBe(aWedding({ events: events.slice(1) }).hero.datesLabel);
    expect(everyone.footer.dateLabel).toBe(aWedding({ events: events.slice(1) }).footer.dateLabel);
    expect(JSON.stringify(everyone)).not.toContain("Umembeso");
  });

  it("count the days guests' data is kept from the last event of all, in every view", () => {
    const lastIsPrivate = [
      church,
      reception,
      { ...familyHome, id: "umabo", start: "2026-06-01T10:00:00+02:00", end: "2026-06-01T18:00:00+02:00" },
    ].filter((event) => event !== undefined);
    const source = aWeddingSource({ events: lastIsPrivate as typeof events });
    const everyone = retentionInfo(contentFor(source, "public"));
    expect(everyone.deletesAt).toBe(retentionInfo(contentFor(source, "couple")).deletesAt);
    expect(Date.parse(everyone.deletesAt ?? "")).toBe(Date.parse("2026-06-01T18:00:00+02:00") + 180 * 86_400_000);
  });

  it("shows a household its events, the couple all of them, and a household invited to none what the public sees", () => {
    const source = aWeddingSource({ events });
    expect(contentFor(source, { eventIds: ["umembeso", "day-3"] }).events.map((event) => event.id)).toEqual([
      "umembeso",
      "day-3",
    ]);
    expect(contentFor(source, "couple").events).toHaveLength(3);
    expect(contentFor(source, { eventIds: [] })).toEqual(contentFor(source, "public"));
  });

  it("are public unless the couple says so, and at least one must be", () => {
    expect(aWedding().events[0]?.public).toBe(true);
    expect(contentProblems(aContentInput({ events: [{ ...anEvent(), public: false }] }))).toContain(
      "content.events: must have at least one public event",
    );
  });
});

describe("an RSVP by personal links only (rsvp.openForm: false)", () => {
  it("says our sentence in the form's place unless the couple words it, and carries none while the form is on", () => {
    const off = (personalLinkNote?: string) =>
      aWedding({
        rsvp: {
          deadline: "2026-03-01",
          contacts: [{ name: "Ama" }],
          openForm: false,
          ...(personalLinkNote ? { personalLinkNote } : {}),
        },
      }).rsvp.personalLinkNote;
    expect(off()).toBe(CONTENT_WORDS_EN.personalLinkNote);
    expect(off("Answer on your own link.")).toBe("Answer on your own link.");
    expect(aWedding().rsvp.personalLinkNote).toBeUndefined();
  });
});
