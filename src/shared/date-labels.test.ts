import { describe, expect, it } from "vitest";
import { ordinal } from "./calendar-words.ts";
import {
  calendarDateLabel,
  dateLabel,
  datesLabel,
  dayLabel,
  type LabelStyle,
  localDate,
  localDateTime,
  momentLabel,
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

/** Saturday 6 March 2027 at noon in Johannesburg; the range ends the next day. */
const SATURDAY = "2027-03-06T12:00:00+02:00";
const SUNDAY = "2027-03-07T12:00:00+02:00";

/** Every label of SATURDAY, as each shipped language and set must print it. */
const SHIPPED_LABELS: [string, Omit<LabelStyle, "timeZone">, Record<string, string>][] = [
  [
    "house English",
    { language: "en" },
    {
      dates: "March 6th - 7th, 2027",
      day: "Saturday 6 Mar 2027",
      shortDay: "Saturday 6 Mar",
      time: "12:00 PM",
      moment: "Saturday 6 Mar 2027, 12:00 PM",
      date: "March 6, 2027",
      calendarDate: "March 6, 2027",
    },
  ],
  [
    "Afrikaans",
    { language: "af" },
    {
      dates: "6–7 Maart 2027",
      day: "Saterdag 6 Mrt. 2027",
      shortDay: "Saterdag 6 Mrt.",
      time: "12:00",
      moment: "Saterdag 6 Mrt. 2027, 12:00",
      date: "6 Maart 2027",
      calendarDate: "6 Maart 2027",
    },
  ],
  [
    "isiZulu, borrowed months",
    { language: "zu" },
    {
      dates: "Mashi 6\u2009–\u20097, 2027",
      day: "uMgqibelo, Mas 6, 2027",
      shortDay: "uMgqibelo, Mas 6",
      time: "12:00",
      moment: "uMgqibelo, Mas 6, 2027, 12:00",
      date: "Mashi 6, 2027",
      calendarDate: "Mashi 6, 2027",
    },
  ],
  [
    "isiZulu, traditional months",
    { language: "zu", monthNames: "traditional" },
    {
      dates: "uNdasa 6\u2009–\u20097, 2027",
      day: "uMgqibelo, uNdasa 6, 2027",
      shortDay: "uMgqibelo, uNdasa 6",
      time: "12:00",
      moment: "uMgqibelo, uNdasa 6, 2027, 12:00",
      date: "uNdasa 6, 2027",
      calendarDate: "uNdasa 6, 2027",
    },
  ],
  [
    "isiXhosa, borrowed months",
    { language: "xh", monthNames: "borrowed" },
    {
      dates: "Matshi 6\u2009–\u20097, 2027",
      day: "Mgqibelo, Mat 6, 2027",
      shortDay: "Mgqibelo, Mat 6",
      time: "12:00",
      moment: "Mgqibelo, Mat 6, 2027, 12:00",
      date: "Matshi 6, 2027",
      calendarDate: "Matshi 6, 2027",
    },
  ],
  [
    "isiXhosa, traditional months",
    { language: "xh", monthNames: "traditional" },
    {
      dates: "eyoKwindla 6\u2009–\u20097, 2027",
      day: "Mgqibelo, eyoKwindla 6, 2027",
      shortDay: "Mgqibelo, eyoKwindla 6",
      time: "12:00",
      moment: "Mgqibelo, eyoKwindla 6, 2027, 12:00",
      date: "eyoKwindla 6, 2027",
      calendarDate: "eyoKwindla 6, 2027",
    },
  ],
  [
    "Sesotho, borrowed months",
    { language: "st", monthNames: "borrowed" },
    {
      dates: "6–7 Matjhe 2027",
      day: "Moqebelo, 6 Matjhe 2027",
      shortDay: "Moqebelo, 6 Matjhe",
      time: "12:00",
      moment: "Moqebelo, 6 Matjhe 2027, 12:00",
      date: "6 Matjhe 2027",
      calendarDate: "6 Matjhe 2027",
    },
  ],
  [
    "Sesotho, traditional months",
    { language: "st", monthNames: "traditional" },
    {
      dates: "6–7 Hlakubele 2027",
      day: "Moqebelo, 6 Hlakubele 2027",
      shortDay: "Moqebelo, 6 Hlakubele",
      time: "12:00",
      moment: "Moqebelo, 6 Hlakubele 2027, 12:00",
      date: "6 Hlakubele 2027",
      calendarDate: "6 Hlakubele 2027",
    },
  ],
  [
    "Setswana, borrowed months",
    { language: "tn", monthNames: "borrowed" },
    {
      dates: "6–7 Matshe 2027",
      day: "Matlhatso, 6 Matshe 2027",
      shortDay: "Matlhatso, 6 Matshe",
      time: "12:00",
      moment: "Matlhatso, 6 Matshe 2027, 12:00",
      date: "6 Matshe 2027",
      calendarDate: "6 Matshe 2027",
    },
  ],
  [
    "Setswana, traditional months",
    { language: "tn", monthNames: "traditional" },
    {
      dates: "6–7 Mopitlo 2027",
      day: "Matlhatso, 6 Mopitlo 2027",
      shortDay: "Matlhatso, 6 Mopitlo",
      time: "12:00",
      moment: "Matlhatso, 6 Mopitlo 2027, 12:00",
      date: "6 Mopitlo 2027",
      calendarDate: "6 Mopitlo 2027",
    },
  ],
];

function labelsOf(language: Omit<LabelStyle, "timeZone">, timeZone = "Africa/Johannesburg"): Record<string, string> {
  const style = { ...language, timeZone };
  return {
    dates: datesLabel(SATURDAY, SUNDAY, style),
    day: dayLabel(SATURDAY, style),
    shortDay: shortDayLabel(SATURDAY, style),
    time: timeLabel(SATURDAY, style),
    moment: momentLabel(SATURDAY, style),
    date: dateLabel(SATURDAY, style),
    calendarDate: calendarDateLabel("2027-03-06", style),
  };
}

describe("the site's own words (en, af, zu, xh, st, tn)", () => {
  it.each(SHIPPED_LABELS)("%s", (_, language, expected) => {
    expect(labelsOf(language)).toEqual(expected);
  });

  it("take CLDR's own set when the couple choose none: borrowed for isiZulu and isiXhosa, traditional for Sesotho and Setswana", () => {
    const expected = (name: string) => SHIPPED_LABELS.find(([title]) => title === name)?.[2];
    expect(labelsOf({ language: "zu" })).toEqual(expected("isiZulu, borrowed months"));
    expect(labelsOf({ language: "xh" })).toEqual(expected("isiXhosa, borrowed months"));
    expect(labelsOf({ language: "st" })).toEqual(expected("Sesotho, traditional months"));
    expect(labelsOf({ language: "tn-ZA" })).toEqual(expected("Setswana, traditional months"));
  });

  it("come out the same where the browser has no data for the language (Intl writes US English)", () => {
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, [, options]: Parameters<typeof Intl.DateTimeFormat>) {
        return new target("en-US", options);
      },
    });
    try {
      // A zone no other test used: its formatters are made while Intl knows only US English.
      for (const [, language, expected] of SHIPPED_LABELS)
        expect(labelsOf(language, "Africa/Maseru")).toEqual(expected);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it("span months and years as each language writes them", () => {
    const zulu = { language: "zu", timeZone: "Africa/Johannesburg" };
    const sotho = { language: "st", timeZone: "Africa/Johannesburg", monthNames: "traditional" } as const;
    expect(datesLabel(SATURDAY, "2027-04-03T12:00:00+02:00", zulu)).toBe("Mashi 6\u2009–\u2009Ephreli 3, 2027");
    expect(datesLabel("2026-12-31T12:00:00+02:00", "2027-01-01T12:00:00+02:00", zulu)).toBe(
      "Disemba 31, 2026\u2009–\u2009Januwari 1, 2027",
    );
    expect(datesLabel(SATURDAY, "2027-04-03T12:00:00+02:00", sotho)).toBe("6 Hlakubele\u2009–\u20093 Mmesa 2027");
    expect(datesLabel("2026-12-31T12:00:00+02:00", "2027-01-01T12:00:00+02:00", sotho)).toBe(
      "31 Tshitwe 2026\u2009–\u20091 Pherekgong 2027",
    );
    expect(datesLabel(SATURDAY, "2027-03-06T18:00:00+02:00", sotho)).toBe("6 Hlakubele 2027");
  });

  it("tell the time on a 24-hour clock, house English on a 12-hour one", () => {
    const afternoon = "2027-03-06T14:05:00+02:00";
    const midnight = "2027-03-06T00:05:00+02:00";
    for (const language of ["af", "zu", "xh", "st", "tn"]) {
      const style = { language, timeZone: "Africa/Johannesburg" };
      expect([timeLabel(afternoon, style), timeLabel(midnight, style)]).toEqual(["14:05", "00:05"]);
    }
    expect(timeLabel(midnight, SOWETO)).toBe("12:05 AM");
  });

  it("follow the wedding's zone near midnight, not UTC's", () => {
    // 00:30 on Saturday in Johannesburg is still Friday in UTC; 23:30 on Friday in Auckland is Friday's morning in UTC.
    const joburg = { language: "zu", timeZone: "Africa/Johannesburg", monthNames: "traditional" } as const;
    expect(dayLabel("2027-03-05T22:30:00Z", joburg)).toBe("uMgqibelo, uNdasa 6, 2027");
    expect(timeLabel("2027-03-05T22:30:00Z", joburg)).toBe("00:30");
    const auckland = { language: "tn", timeZone: "Pacific/Auckland" };
    expect(dayLabel("2027-03-05T10:30:00Z", auckland)).toBe("Labotlhano, 5 Mopitlo 2027");
    expect(dayLabel("2027-03-05T11:30:00Z", auckland)).toBe("Matlhatso, 6 Mopitlo 2027");
    expect(timeLabel("2027-03-05T10:30:00Z", auckland)).toBe("23:30");
  });

  it("are used for a language with its region too", () => {
    const style = { language: "af-ZA", timeZone: "Africa/Johannesburg" };
    expect(dayLabel(SATURDAY, style)).toBe("Saterdag 6 Mrt. 2027");
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
