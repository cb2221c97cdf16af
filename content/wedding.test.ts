// @module-tag content
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contrastRatio } from "../src/shared/colours.ts";
import { parseWeddingContent, type WeddingContent } from "../src/shared/content-schema.ts";
import { coupleNames } from "../src/shared/couple-names.ts";
import { contentProblems } from "../src/testing/content-builders.ts";
import { EXAMPLE_COUPLE_FILE, exampleCouple, readFixtureFile } from "../src/testing/fixture-couples.ts";
import { weddingContent } from "./wedding.ts";

const imagesDir = fileURLToPath(new URL("./images/", import.meta.url));
const shipped = readFileSync(new URL("./wedding.yaml", import.meta.url), "utf8");

describe("the shipped wedding content", () => {
  // Another couple's file is theirs to word; the example's must not drift from the fixture the tests below read.
  it.runIf(coupleNames(weddingContent) === coupleNames(exampleCouple()))(
    "is the example couple's file word for word, as tests/fixtures/example-couple keeps it",
    () => {
      const [schemaLine, ...rest] = shipped.split("\n");
      expect(schemaLine).toBe("# yaml-language-server: $schema=./wedding.schema.json");
      expect(rest.join("\n")).toBe(readFixtureFile(EXAMPLE_COUPLE_FILE).split("\n").slice(1).join("\n"));
    },
  );

  it("points only at pictures that exist", () => {
    const pictures = [
      weddingContent.hero.floralImage,
      weddingContent.theme.paletteImage,
      ...weddingContent.story.milestones.map((milestone) => milestone.flower),
      ...weddingContent.gallery.items.map((item) => item.src),
    ].filter((picture) => picture !== undefined);
    for (const picture of pictures) expect(existsSync(imagesDir + picture), picture).toBe(true);
  });
});

describe("the example couple (tests/fixtures/example-couple)", () => {
  const example = exampleCouple();

  it("keeps the spec's facts", () => {
    expect(example.hero.invitationLine).toBe("PLEASE JOIN US FOR THE TRADITIONAL WEDDING OF");
    expect(example.countdownTarget).toBe("2025-09-27T10:00:00+02:00");
    expect(Date.parse(example.countdownTarget)).toBe(Date.UTC(2025, 8, 27, 8, 0, 0));
    expect(example.calendar).toMatchObject({ start: "2025-09-27T08:00:00Z", end: "2025-09-28T17:00:00Z" });
    expect(example.story.milestones.map((m) => `${m.year} ${m.title}`)).toEqual([
      "1996 We Met",
      "2016 We Became Official",
      "2018 Our Son Lwazi Was Born",
      "2020 The Proposal & Our First Home",
      "2023 A New Home",
      "2025 9 Years & Our Wedding",
    ]);
    expect(example.gallery.items).toHaveLength(7);
    expect(example.gifts?.stores).toEqual(["Woolworths", "@Home", "Volpes", "Coricraft"]);
    expect(example.theme.name).toBe("Shades of Blue and Brown");
    expect(example.rsvp.deadlineLabel).toBe("August 1, 2025");
    expect(example.guestPhotos).toEqual({ maxFilesPerSession: 30, maxFileBytes: 10_485_760, uploadOnly: false });
  });

  it("prints the spec's dates, made from the events", () => {
    expect(example.hero.datesLabel).toBe("September 27th - 28th, 2025");
    expect(example.footer.dateLabel).toBe("September 27, 2025");
    expect(example.events.map((event) => `${event.dayLabel}, ${event.timeLabel}`)).toEqual([
      "Saturday 27 Sept 2025, 10:00 AM",
      "Saturday 27 Sept 2025, 12:30 PM (for 1:00 PM)",
      "Sunday 28 Sept 2025, 12:30 PM for 1:00 PM",
    ]);
    expect(example.story.heading).toBe("A Love Story");
    expect(example.theme.heading).toBe("Weekend Theme");
    expect(example.findUs.heading).toBe("Find Us & Save the Date");
    expect(example.rsvp.contacts.map((contact) => contact.name)).toEqual(["Thabo", "Lerato"]);
  });

  it("writes each date once: every label left in the file says something the events cannot", () => {
    const written = parse(readFixtureFile(EXAMPLE_COUPLE_FILE));
    const derivable: [string, (input: typeof written) => unknown][] = [
      ["hero.datesLabel", (input) => input.hero],
      ["countdownTarget", (input) => input],
      ["rsvp.deadlineLabel", (input) => input.rsvp],
      ["footer.dateLabel", (input) => input.footer],
      ["calendar.start", (input) => input.calendar],
      ["calendar.end", (input) => input.calendar],
      ["calendar.title", (input) => input.calendar],
      ["calendar.details", (input) => input.calendar],
      ["calendar.location", (input) => input.calendar],
      ["findUs.eventText", (input) => input.findUs],
      ...written.events.flatMap((_: unknown, index: number) => [
        [`events.${index}.dayLabel`, (input: typeof written) => input.events[index]],
        [`events.${index}.timeLabel`, (input: typeof written) => input.events[index]],
      ]),
    ];
    for (const [path, parentOf] of derivable) {
      const key = path.split(".").at(-1) ?? "";
      const parent = parentOf(written) as Record<string, unknown> | undefined;
      if (parent?.[key] === undefined) continue;
      const without = structuredClone(written);
      delete (parentOf(without) as Record<string, unknown>)[key];
      const valueAt = (content: unknown) =>
        path.split(".").reduce<unknown>((at, part) => (at as never)?.[part], content);
      expect(valueAt(parseWeddingContent(without)), `${path} is what the events give; leave it out`).not.toEqual(
        valueAt(example),
      );
    }
  });
});

describe("parseWeddingContent", () => {
  const copy = () => exampleCouple() as Record<string, unknown> & WeddingContent;

  it("names a missing alt text", () => {
    const content = copy();
    content.gallery.items[2] = { ...content.gallery.items[2], alt: "" } as (typeof content.gallery.items)[number];
    expect(contentProblems(content)).toContain("content.gallery.items[2].alt: must not be empty");
  });

  it("names a date without its offset", () => {
    const content = copy();
    content.countdownTarget = "2025-09-27T10:00:00";
    expect(contentProblems(content)).toContain("content.countdownTarget");
  });

  it("names a map event that is not one of the events", () => {
    const content = copy();
    content.findUs.mapEventId = "honeymoon";
    expect(contentProblems(content)).toContain("content.findUs.mapEventId: must be the id of one of the events");
  });

  it("names every problem at once", () => {
    const content = copy();
    content.story.milestones[5] = {
      ...content.story.milestones[5],
      title: " ",
    } as (typeof content.story.milestones)[number];
    content.theme.colours[0] = { name: "Blue", hex: "blue" };
    const problems = contentProblems(content);
    expect(problems).toContain("content.story.milestones[5].title: must not be empty");
    expect(problems).toContain("content.theme.colours[0].hex: must be a colour like #1f3a5f");
  });

  it("refuses a picture path that leaves the images folder", () => {
    const content = copy();
    content.hero.floralImage = "../../etc/passwd.png";
    expect(contentProblems(content)).toContain("content.hero.floralImage");
  });
});

describe("theme colours", () => {
  it("refuses page colours guests could not read", () => {
    const content = exampleCouple();
    content.theme.page.text = "#d9d0c5";
    expect(() => parseWeddingContent(content)).toThrow(
      /content\.theme\.page\.text: Guests would struggle to read [a-z ]+ text \(#d9d0c5\) on your [a-z ]+ background \(#f4ece1\): contrast 1\.\d to 1, and at least 4\.5 is needed\. Try a darker text colour such as #[0-9a-f]{6}\./,
    );
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
