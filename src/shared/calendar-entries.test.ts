import { describe, expect, it } from "vitest";
import { anEvent, aWedding, eventsOverDays } from "../testing/content-builders.ts";
import { coupleNames } from "./couple-names.ts";

/** A choice's Google Calendar template, as its fields. */
const template = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe("Add to Calendar's choices, made with the content", () => {
  it("for one event: one entry, as the calendar block says", () => {
    const wedding = aWedding({ events: [anEvent()] });
    const choices = wedding.calendar.choices;
    expect(choices.map((choice) => choice.label)).toEqual([wedding.calendar.title]);
    expect(template(choices[0]?.href ?? "")).toMatchObject({
      action: "TEMPLATE",
      text: wedding.calendar.title,
      dates: "20260502T130000Z/20260502T150000Z",
      details: wedding.calendar.details,
      location: wedding.calendar.location,
    });
  });

  it("for several events: one entry per event, each at its own times and place, never one spanning them all", () => {
    const wedding = aWedding({ events: eventsOverDays(3) });
    const choices = wedding.calendar.choices;
    expect(choices.map((choice) => choice.label)).toEqual(
      wedding.events.map((event) => `${event.title}, ${event.dayLabel}`),
    );
    for (const [index, event] of wedding.events.entries()) {
      const stamp = (instant: string) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, "");
      expect(template(choices[index]?.href ?? "")).toMatchObject({
        text: `${coupleNames(wedding)}: ${event.title}`,
        dates: `${stamp(event.start)}/${stamp(event.end)}`,
        location: `${event.venue.name}, ${event.venue.address}`,
      });
    }
  });
});
