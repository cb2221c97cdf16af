import { describe, expect, it } from "vitest";
import { countdownMoment, pad, timeLeft } from "./time-left.ts";

const at = (instant: string) => Date.parse(instant);

describe("timeLeft", () => {
  const target = "2031-05-10T15:30:00+02:00";

  it("counts whole days, hours, minutes and seconds", () => {
    expect(timeLeft(target, at("2031-05-08T14:29:50+02:00"))).toEqual({ days: 2, hours: 1, minutes: 0, seconds: 10 });
  });

  it("shows zeros once the moment has passed", () => {
    expect(timeLeft(target, at("2031-05-11T09:00:00+02:00"))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect([0, 7, 120].map(pad)).toEqual(["00", "07", "120"]);
  });
});

describe("countdownMoment", () => {
  const zone = "Africa/Johannesburg";
  const target = "2031-05-10T15:30:00+02:00";

  it.each([
    ["before", "2031-05-01T12:00:00+02:00", "a week ahead"],
    ["before", "2031-05-09T23:59:59+02:00", "the last second of the day before"],
    ["onTheDay", "2031-05-10T00:00:00+02:00", "midnight in the couple's zone (UTC is still on the day before)"],
    ["onTheDay", "2031-05-10T15:29:59+02:00", "the second before the countdown reaches zero"],
    ["onTheDay", "2031-05-10T18:00:00+02:00", "after the countdown has reached zero"],
    ["onTheDay", "2031-05-10T23:59:59+02:00", "the last second of the day"],
    ["afterwards", "2031-05-11T00:00:00+02:00", "the next midnight in the couple's zone"],
    ["afterwards", "2032-01-01T12:00:00+02:00", "months later"],
  ] as const)("is %s at %s (%s)", (moment, instant, _when) => {
    expect(countdownMoment(target, at(instant), zone)).toBe(moment);
  });

  it("follows the couple's zone, not UTC, far from Greenwich", () => {
    const auckland = "2031-12-20T11:00:00+13:00";
    // 11:00 UTC on the 19th is midnight of the 20th in Auckland.
    expect(countdownMoment(auckland, at("2031-12-19T10:59:59Z"), "Pacific/Auckland")).toBe("before");
    expect(countdownMoment(auckland, at("2031-12-19T11:00:00Z"), "Pacific/Auckland")).toBe("onTheDay");
    expect(countdownMoment(auckland, at("2031-12-21T00:00:00+13:00"), "Pacific/Auckland")).toBe("afterwards");
  });
});
