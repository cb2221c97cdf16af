import { expect } from "vitest";
import {
  type CheckedContent,
  CheckedContentSchema,
  ContentError,
  parseWeddingContent,
  type WeddingContent,
  type WeddingContentInput,
} from "../shared/content-schema.ts";

type EventInput = WeddingContentInput["events"][number];
type MilestoneInput = WeddingContent["story"]["milestones"][number];
type GalleryItemInput = WeddingContent["gallery"]["items"][number];

/**
 * The least a couple must write: one event, one contact, no story, gallery,
 * gifts or theme. Another couple than the example, so tests cannot lean on
 * its words. Override what the test is about.
 */
export function aContentInput(overrides: Partial<WeddingContentInput> = {}): WeddingContentInput {
  return {
    couple: { partners: [{ firstName: "Ama" }, { firstName: "Kofi" }], initials: "A & K" },
    site: {
      title: "Ama & Kofi",
      description: "The wedding of Ama & Kofi.",
      language: "en",
      designerCredit: { name: "Made by friends" },
    },
    hero: { invitationLine: "TOGETHER WITH THEIR FAMILIES", placeLabel: "Cape Town", floralImage: "hero/floral.svg" },
    timeZone: "Africa/Johannesburg",
    events: [anEvent()],
    rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama" }] },
    guestPhotos: { maxFilesPerSession: 30, maxFileBytes: 10_485_760 },
    ...overrides,
  };
}

/** A wedding event on 2 May 2026 at 15:00 in Cape Town. */
export function anEvent(overrides: Partial<EventInput> = {}): EventInput {
  return {
    id: "ceremony",
    title: "Ceremony",
    start: "2026-05-02T15:00:00+02:00",
    end: "2026-05-02T17:00:00+02:00",
    venue: { name: "The Vineyard", address: "1 Wine Road, Constantia" },
    ...overrides,
  };
}

/** `count` events, one a day from 2 May 2026, each with its own id. */
export function eventsOverDays(count: number): EventInput[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(2 + index).padStart(2, "0");
    return anEvent({
      id: `day-${index + 1}`,
      title: `Day ${index + 1}`,
      start: `2026-05-${day}T15:00:00+02:00`,
      end: `2026-05-${day}T20:00:00+02:00`,
    });
  });
}

/** `count` milestones with the shipped flowers. */
export function milestones(count: number): MilestoneInput[] {
  return Array.from({ length: count }, (_, index) => ({
    year: 2010 + index,
    title: `Milestone ${index + 1}`,
    description: `What happened in ${2010 + index}.`,
    flower: `story/flower-${(index % 6) + 1}.svg`,
    gradient: ["#c5d5e8", "#e4d3bd"],
  }));
}

const SHIPPED_PICTURES = [
  "gallery/1-first-light.jpg",
  "gallery/2-walk.jpg",
  "gallery/3-family.jpg",
  "gallery/4-ring.jpg",
  "gallery/5-home.jpg",
  "gallery/6-dance.jpg",
  "gallery/7-together.jpg",
];

/** `count` gallery pictures, reusing the shipped files (tests see them through the dev manifest). */
export function galleryItems(count: number): GalleryItemInput[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    src: SHIPPED_PICTURES[index % SHIPPED_PICTURES.length] ?? "gallery/1-first-light.jpg",
    alt: `Picture ${index + 1}`,
    caption: `Caption ${index + 1}`,
    size: "medium",
  }));
}

/** Parsed content of the given shape. */
export function aWedding(overrides: Partial<WeddingContentInput> = {}): WeddingContent {
  return parseWeddingContent(aContentInput(overrides));
}

/** Checked content of the given shape, as written: each audience's view is `contentFor(source, audience)`. */
export function aWeddingSource(overrides: Partial<WeddingContentInput> = {}): CheckedContent {
  return CheckedContentSchema.parse(aContentInput(overrides));
}

/** The message parseWeddingContent refuses `input` with (a ContentError); fails the test when it is accepted. */
export function contentProblems(input: unknown): string {
  try {
    parseWeddingContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("content was accepted");
}

/** A hero with the couple's photo instead of flowers (a shipped gallery picture, kept at the top when cropped). */
export function aHeroWithPhoto(photo: Partial<NonNullable<WeddingContentInput["hero"]["photo"]>> = {}) {
  return {
    invitationLine: "TOGETHER WITH THEIR FAMILIES",
    placeLabel: "Cape Town",
    photo: {
      image: "gallery/2-walk.jpg",
      alt: "Ama and Kofi walking under the trees",
      focus: "top" as const,
      ...photo,
    },
  };
}
