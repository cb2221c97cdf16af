import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import exampleFile from "../../../../content/wedding.yaml?raw";
import { contrastRatio } from "../../../shared/colours.ts";
import { parseContentFile } from "../../../shared/content-file.ts";
import { catalogueOf } from "../../../shared/words/catalogues.ts";
import { LANGUAGES } from "../../../shared/words/words.ts";
import { problemsOf } from "../content/content-document.ts";
import { someAnswers } from "./test-answers.ts";
import {
  answersFrom,
  blankAnswers,
  freshContentYaml,
  heroPicturePath,
  picturesFor,
  replyByOf,
  WIZARD_FILE_MARK,
  WIZARD_PALETTES,
  withAnswers,
  zonedInstant,
} from "./wizard-content.ts";

const TODAY = "2026-11-29";

const parsed = (yaml: string) => parseContentFile(yaml, { fileName: "wedding.yaml" });

describe("the file the answers make", () => {
  it("is complete and accepted by the shared checker, with the schema's defaults for the rest", () => {
    const yaml = freshContentYaml(someAnswers(), TODAY);
    expect(problemsOf(yaml)).toEqual([]);
    const content = parsed(yaml);
    expect(content.couple.initials).toBe("N & P");
    expect(content.couple.partners).toEqual([{ firstName: "Nomsa", lastName: "Dlamini" }, { firstName: "Pieter" }]);
    expect(content.events[0]).toMatchObject({
      id: "ceremony",
      start: "2027-04-10T14:00:00+02:00",
      end: "2027-04-10T15:30:00+02:00",
    });
    expect(content.hero.placeLabel).toBe("St Mary's Church");
    expect(content.rsvp.contacts.map((contact) => contact.name)).toEqual(["Nomsa", "Pieter"]);
    expect(content.rsvp.deadline).toBe("2027-02-27");
    // No photo: the site's flowers.
    expect(content.hero.photo).toBeUndefined();
    expect(content.hero.floralImage).toBe("hero/floral.svg");
  });

  it("is commented, and marked as the wizard's", () => {
    const yaml = freshContentYaml(someAnswers(), TODAY);
    expect(yaml.split("\n")[0]).toBe(`# ${WIZARD_FILE_MARK}`);
    expect(yaml).toMatch(/# Each part of the wedding, in order\./);
    expect(yaml).toMatch(/\n\n# The two of you\./);
  });

  it("writes several events in order, an end past midnight on the next day, and unique ids", () => {
    const answers = someAnswers();
    const [first] = answers.events;
    if (!first) throw new Error("no event");
    answers.events = [
      first,
      { ...first, title: "Reception", start: "18:00", end: "01:00", venueName: "The Barn", address: "Farm road" },
      { ...first, title: "Reception", date: "2027-04-11", start: "11:00", end: "15:00" },
    ];
    const yaml = freshContentYaml(answers, TODAY);
    expect(problemsOf(yaml)).toEqual([]);
    const { events, hero } = parsed(yaml);
    expect(events.map((event) => event.id)).toEqual(["ceremony", "reception", "reception-2"]);
    expect(events[1]?.end).toBe("2027-04-11T01:00:00+02:00");
    expect(hero.placeLabel).toBe("St Mary's Church • The Barn");
  });

  it("writes the couple's photo in place of the flowers", () => {
    const yaml = freshContentYaml(
      someAnswers({ photo: { image: "hero/IMG_2041.HEIC", alt: "Nomsa and Pieter on the beach", focus: "top" } }),
      TODAY,
    );
    expect(problemsOf(yaml)).toEqual([]);
    const { hero } = parsed(yaml);
    expect(hero.photo).toEqual({ image: "hero/IMG_2041.HEIC", alt: "Nomsa and Pieter on the beach", focus: "top" });
    expect(hero.floralImage).toBeUndefined();
  });

  it.each(LANGUAGES)("writes the words the couple did not type in the chosen language (%s)", (language) => {
    const yaml = freshContentYaml(someAnswers({ language }), TODAY);
    expect(problemsOf(yaml)).toEqual([]);
    const content = parsed(yaml);
    const said = catalogueOf(language).content.suggested;
    expect(content.site.language).toBe(language);
    expect(content.hero.invitationLine).toBe(said.invitationLine);
    expect(content.site.designerCredit.name).toBe(said.designerCredit);
  });

  it("keeps what the couple wrote in place of the suggestions", () => {
    const yaml = freshContentYaml(
      someAnswers({ initials: "N+P", invitationLine: "Come dance with us", placeLabel: "Stellenbosch" }),
      TODAY,
    );
    const content = parsed(yaml);
    expect([content.couple.initials, content.hero.invitationLine, content.hero.placeLabel]).toEqual([
      "N+P",
      "Come dance with us",
      "Stellenbosch",
    ]);
  });

  it("reports a missing name and an end before the start at their fields", () => {
    const answers = someAnswers();
    answers.partners[1].firstName = "";
    const [first] = answers.events;
    if (!first) throw new Error("no event");
    answers.events = [{ ...first, start: "15:00", end: "15:00" }];
    const problems = problemsOf(freshContentYaml(answers, TODAY)).join("\n");
    expect(problems).toMatch(/couple\.partners\[1\]\.firstName: must not be empty/);
    expect(problems).toMatch(/events\[0\]\.end: must end after it starts/);
  });
});

describe("times in the wedding's zone", () => {
  it("takes the offset of the zone on the day, across daylight saving", () => {
    expect(zonedInstant("2027-01-09", "14:00", "Europe/London")).toBe("2027-01-09T14:00:00+00:00");
    expect(zonedInstant("2027-07-10", "14:00", "Europe/London")).toBe("2027-07-10T14:00:00+01:00");
    expect(zonedInstant("2027-07-10", "14:00", "America/New_York")).toBe("2027-07-10T14:00:00-04:00");
    expect(zonedInstant("2027-12-11", "14:00", "Australia/Sydney")).toBe("2027-12-11T14:00:00+11:00");
    expect(zonedInstant("2027-07-10", "14:00", "Africa/Johannesburg")).toBe("2027-07-10T14:00:00+02:00");
    expect(zonedInstant("2027-07-10", "14:00", "Asia/Kolkata")).toBe("2027-07-10T14:00:00+05:30");
  });

  it("is right on the day the clocks change", () => {
    // London moves to summer time at 01:00 UTC on 28 March 2027.
    expect(zonedInstant("2027-03-28", "00:30", "Europe/London")).toBe("2027-03-28T00:30:00+00:00");
    expect(zonedInstant("2027-03-28", "12:00", "Europe/London")).toBe("2027-03-28T12:00:00+01:00");
  });
});

describe("the reply-by date", () => {
  const events = someAnswers().events;
  it("is six weeks before the first event", () => {
    expect(replyByOf({ replyBy: null, events }, TODAY)).toBe("2027-02-27");
  });
  it("is never in the past while the wedding is ahead", () => {
    expect(replyByOf({ replyBy: null, events }, "2027-03-20")).toBe("2027-03-20");
    expect(replyByOf({ replyBy: null, events }, "2027-04-10")).toBe("2027-04-09");
  });
});

describe("reading answers back", () => {
  it("gives the answers a draft was made from (a closed tab resumes them)", () => {
    const answers = someAnswers({
      language: "zu",
      timeZone: "Europe/London",
      design: "monogram",
      photo: { image: "hero/me.jpg", alt: "Us", focus: "bottom" },
      palette: "emerald-gold",
      colours: WIZARD_PALETTES.find((palette) => palette.key === "emerald-gold")?.colours ?? blankAnswers().colours,
    });
    const back = answersFrom(freshContentYaml(answers, TODAY), { keepEventIds: true });
    expect(back).toEqual({
      ...answers,
      replyBy: "2027-02-27",
      events: answers.events.map((event) => ({ ...event, id: "ceremony" })),
    });
  });

  it("reads a half-answered draft and a file that is no content at all", () => {
    const half = freshContentYaml({ ...blankAnswers(), partners: someAnswers().partners, events: [] }, TODAY);
    expect(answersFrom(half, { keepEventIds: false }).partners[0].firstName).toBe("Nomsa");
    expect(answersFrom(half, { keepEventIds: false }).events).toHaveLength(1);
    expect(answersFrom("[not: a wedding", { keepEventIds: false }).partners[0].firstName).toBe("");
  });
});

describe("the wizard run again on a site", () => {
  it("changes what it asks and keeps the rest of the couple's file", () => {
    const answers = answersFrom(exampleFile, { keepEventIds: true });
    answers.partners[0].firstName = "Thabiso";
    answers.photo = { image: "hero/us.jpg", alt: "Us", focus: "center" };
    const yaml = withAnswers(exampleFile, answers, TODAY);
    const file = parse(yaml);
    expect(file.couple.partners[0].firstName).toBe("Thabiso");
    expect(file.hero.photo.image).toBe("hero/us.jpg");
    expect(file.hero.floralImage).toBeUndefined();
    expect(file.story.milestones.length).toBeGreaterThan(0);
    // Events keep what the wizard does not ask.
    expect(file.events.find((event: { public?: boolean }) => event.public === false)).toBeTruthy();
    expect(yaml).toMatch(/# Your story, as milestones on a timeline/);
  });
});

describe("the ready palettes", () => {
  it.each(WIZARD_PALETTES)("are readable: $name", ({ colours }) => {
    const yaml = freshContentYaml(someAnswers({ colours }), TODAY);
    expect(problemsOf(yaml)).toEqual([]);
    expect(contrastRatio(colours.text, colours.soft)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("pictures", () => {
  it("names a phone's photo as the file wants it", () => {
    expect(heroPicturePath("IMG_2041.HEIC")).toBe("hero/IMG_2041.HEIC");
    expect(heroPicturePath("Photo: 12 (1).jpeg")).toBe("hero/Photo- 12 -1.jpeg");
    expect(heroPicturePath("..evil/../x.png")).toBe("hero/evil-x.png");
    expect(heroPicturePath("drawing.gif")).toBeNull();
    expect(heroPicturePath("logo.svg")).toBeNull();
  });

  it("sends the photo, or the site's flowers when there is none", () => {
    const known = { "hero/floral.svg": "f".repeat(64), "hero/us.jpg": "a".repeat(64) };
    expect(picturesFor({ photo: null }, known)).toEqual({ "hero/floral.svg": "f".repeat(64) });
    expect(picturesFor({ photo: { image: "hero/us.jpg", alt: "Us", focus: "top" } }, known)).toEqual({
      "hero/us.jpg": "a".repeat(64),
    });
  });
});
