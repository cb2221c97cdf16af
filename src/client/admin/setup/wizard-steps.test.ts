import { describe, expect, it } from "vitest";
import { someAnswers } from "./test-answers.ts";
import { freshContentYaml } from "./wizard-content.ts";
import { localProblems, placedProblems, plainWords, STEPS, stepOfField, stepProblems } from "./wizard-steps.ts";

const TODAY = "2026-11-29";
const step = (key: (typeof STEPS)[number]["key"]) => STEPS.findIndex((each) => each.key === key);

describe("where a problem is shown", () => {
  it.each([
    ["couple.partners[1].firstName", "names"],
    ["hero.invitationLine", "names"],
    ["events[2].venue.address", "days"],
    ["rsvp.deadline", "days"],
    ["timeZone", "days"],
    ["hero.photo.alt", "photo"],
    ["site.design", "design"],
    ["theme.page.accent", "colours"],
    ["guestPhotos.maxFileBytes", "review"],
  ] as const)("%s at the %s step", (field, key) => {
    expect(stepOfField(field)).toBe(step(key));
  });

  it("reads the server's problem lines, each at its field in plain words", () => {
    const placed = placedProblems([
      "wedding.yaml:3 couple.partners[0].firstName: must not be empty",
      "wedding.yaml hero/us.heic: the picture hero/us.heic has not been sent to the site",
    ]);
    expect(placed.get("couple.partners[0].firstName")).toBe("Please fill this in.");
    expect([...placed.keys()]).toHaveLength(2);
  });
});

describe("a step's own checks", () => {
  it("asks for the names, and for initials only once the couple wrote their own", () => {
    const answers = someAnswers({
      partners: [
        { firstName: " ", lastName: "" },
        { firstName: "Pieter", lastName: "" },
      ],
    });
    expect([...localProblems(step("names"), answers, TODAY).keys()]).toEqual(["couple.partners[0].firstName"]);
    expect([...localProblems(step("names"), { ...answers, initials: "" }, TODAY).keys()]).toContain("couple.initials");
  });

  it("refuses an event that ends as it starts, events out of order and a reply-by date after the first event", () => {
    const [first] = someAnswers().events;
    if (!first) throw new Error("no event");
    const answers = someAnswers({
      events: [
        { ...first, date: "2027-04-10", start: "14:00", end: "14:00" },
        { ...first, date: "2027-04-09" },
      ],
      replyBy: "2027-04-10",
    });
    const problems = localProblems(step("days"), answers, TODAY);
    expect(problems.get("events[0].end")).toBe("It must end after it starts.");
    expect(problems.get("events[1].start")).toMatch(/before the one above/);
    expect(problems.get("rsvp.deadline")).toMatch(/before the first event/);
  });

  it("asks what the photo shows, only when there is one", () => {
    expect(localProblems(step("photo"), someAnswers(), TODAY).size).toBe(0);
    const withPhoto = someAnswers({ photo: { image: "hero/us.jpg", alt: "", focus: "center" } });
    expect([...localProblems(step("photo"), withPhoto, TODAY).keys()]).toEqual(["hero.photo.alt"]);
  });

  it("adds the checker's problems for the step's fields once its own checks pass", () => {
    const answers = someAnswers({ palette: "own", colours: { ...someAnswers().colours, accent: "#f0f0f0" } });
    const problems = stepProblems(step("colours"), answers, freshContentYaml(answers, TODAY), TODAY);
    expect(problems.get("theme.page.accent")).toMatch(
      /^Guests would struggle to read the white words .* Try a darker button colour/,
    );
  });
});

describe("the checker's words made plain", () => {
  it("says an empty field as a couple would, and keeps a sentence the checker already wrote in plain words", () => {
    expect(plainWords("must not be empty")).toBe("Please fill this in.");
    expect(plainWords("must be one of classic, portrait, monogram, modern")).toBe(
      "This must be one of classic, portrait, monogram, modern.",
    );
    const advice = "Guests would struggle to read light grey text (#dddddd) on your white background (#ffffff).";
    expect(plainWords(advice)).toBe(advice);
  });
});
