import { describe, expect, it } from "vitest";
import { ordinal } from "./calendar-words.ts";
import {
  calendarDateLabel,
  dateLabel,
  datesLabel,
  dayLabel,
  localDate,
  localDateTime,
  shortDayLabel,
  timeLabel,
  utcInstant,
} from "./date-labels.ts";

const SOWETO = { language: "en", timeZone: "Africa/Johannesburg" };

describe("the site's own English style (language en)", () => {
  it("spans a weekend in one month, one day, two months and two years", () => {
    expect(datesLabel("2025-09-27T10:00:00+02:00", "2025-09-28T12:30:00+02:00", SOWETO)).toBe(
      "September 27th - 28th, 2025",
    );
    expect(datesLabel("2025-09-27T10:00:00+02:00", "2025-09-27T18:00:00+02:00", SOWETO)).toBe("September 27th, 2025");
    expect(datesLabel("2025-09-30T10:00:00+02:00", "2025-10-01T10:00:00+02:00", SOWETO)).toBe(
      "September 30th - October 1st, 2025",
    );
    expect(datesLabel("2025-12-31T16:00:00+02:00", "2026-01-01T11:00:00+02:00", SOWETO)).toBe(
      "December 31st, 2025 - January 1st, 2026",
    );
  });

  it("prints the example's day, time, deadline and footer labels", () => {
    expect(dayLabel("2025-09-27T10:00:00+02:00", SOWETO)).toBe("Saturday 27 Sept 2025");
    expect(dayLabel("2025-09-28T12:30:00+02:00", SOWETO)).toBe("Sunday 28 Sept 2025");
    expect(shortDayLabel("2025-09-28T12:30:00+02:00", SOWETO)).toBe("Sunday 28 Sept");
    expect(timeLabel("2025-09-27T10:00:00+02:00", SOWETO)).toBe("10:00 AM");
    expect(timeLabel("2025-09-27T12:30:00+02:00", SOWETO)).toBe("12:30 PM");
    expect(calendarDateLabel("2025-08-01", { language: "en" })).toBe("August 1, 2025");
    expect(dateLabel("2025-09-27T10:00:00+02:00", SOWETO)).toBe("September 27, 2025");
  });

  it("writes ordinals as English does", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ]);
  });
});

describe("other languages follow their locale", () => {
  it("French, with a 24-hour clock", () => {
    const paris = { language: "fr", timeZone: "Europe/Paris" };
    expect(datesLabel("2026-06-12T15:00:00+02:00", "2026-06-13T11:00:00+02:00", paris)).toBe("12–13 juin 2026");
    expect(dayLabel("2026-06-12T15:00:00+02:00", paris)).toBe("vendredi 12 juin 2026");
    expect(timeLabel("2026-06-12T15:00:00+02:00", paris)).toBe("15:00");
    expect(calendarDateLabel("2026-05-01", { language: "fr" })).toBe("1 mai 2026");
  });

  it("British English across a month, in London's summer time", () => {
    const london = { language: "en-GB", timeZone: "Europe/London" };
    expect(datesLabel("2026-07-31T13:00:00+01:00", "2026-08-01T12:00:00+01:00", london)).toBe(
      "31 July\u2009–\u20091 August 2026",
    );
    expect(timeLabel("2026-07-31T13:00:00+01:00", london)).toBe("13:00");
    expect(dateLabel("2026-07-31T13:00:00+01:00", london)).toBe("31 July 2026");
  });

  it("US English on one day", () => {
    const chicago = { language: "en-US", timeZone: "America/Chicago" };
    expect(datesLabel("2026-10-10T16:00:00-05:00", "2026-10-10T18:00:00-05:00", chicago)).toBe("October 10, 2026");
    expect(dayLabel("2026-10-10T16:00:00-05:00", chicago)).toBe("Saturday, Oct 10, 2026");
    expect(timeLabel("2026-10-10T16:00:00-05:00", chicago)).toBe("4:00 PM");
  });

  it("German across a year", () => {
    const berlin = { language: "de", timeZone: "Europe/Berlin" };
    expect(datesLabel("2026-12-31T18:00:00+01:00", "2027-01-01T12:00:00+01:00", berlin)).toBe(
      "31. Dezember 2026\u2009–\u20091. Januar 2027",
    );
  });
});

describe("time zones", () => {
  it("shows the venue's day and hour, not UTC's", () => {
    // 23:30 in Auckland is still the previous day in UTC.
    const auckland = { language: "en", timeZone: "Pacific/Auckland" };
    expect(dayLabel("2026-03-14T10:30:00Z", auckland)).toBe("Saturday 14 Mar 2026");
    expect(dayLabel("2026-03-13T23:30:00+13:00", auckland)).toBe("Friday 13 Mar 2026");
    expect(timeLabel("2026-03-13T10:30:00Z", auckland)).toBe("11:30 PM");
    expect(localDate("2026-03-13T10:30:00Z", "Pacific/Auckland")).toBe("2026-03-13");
    expect(localDate("2026-03-13T11:30:00Z", "Pacific/Auckland")).toBe("2026-03-14");
  });

  it("reads an instant written in another offset in the venue's zone", () => {
    expect(timeLabel("2025-09-27T08:00:00Z", SOWETO)).toBe("10:00 AM");
    expect(dateLabel("2025-09-26T23:00:00Z", SOWETO)).toBe("September 27, 2025");
  });

  it("writes calendar instants in UTC", () => {
    expect(utcInstant("2025-09-27T10:00:00+02:00")).toBe("2025-09-27T08:00:00Z");
    expect(utcInstant("2025-09-28T19:00:00.000+02:00")).toBe("2025-09-28T17:00:00Z");
  });
});

describe("local date and time", () => {
  it("is the wall time of the zone, daylight saving included", () => {
    expect(localDateTime(new Date("2025-07-01T10:00:00Z"), "Africa/Johannesburg")).toBe("2025-07-01 12:00");
    expect(localDateTime(new Date("2025-07-01T10:00:00Z"), "Europe/Lisbon")).toBe("2025-07-01 11:00");
    expect(localDateTime(new Date("2025-01-01T10:00:00Z"), "Europe/Lisbon")).toBe("2025-01-01 10:00");
    expect(localDateTime(new Date("2025-12-31T23:30:00Z"), "Pacific/Auckland")).toBe("2026-01-01 12:30");
  });

  it("makes one formatter per time zone, not one per date: a list of thousands writes each with the same", () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const written = Array.from({ length: 1000 }, (_, minute) =>
        localDateTime(new Date(Date.UTC(2025, 6, 1, 10, minute)), "America/Santiago"),
      );
      expect(written[0]).toBe("2025-07-01 06:00");
      expect(written[999]).toBe("2025-07-01 22:39");
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(made).toBeLessThanOrEqual(1);
  });
});
