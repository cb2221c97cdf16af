import { describe, expect, it } from "vitest";
import { aContentInput, aWedding, contentProblems } from "../testing/content-builders.ts";
import { HOUSEHOLD_LIMITS } from "./households.ts";
import {
  countryName,
  INTERNATIONAL_EXAMPLE,
  PHONE_MESSAGES,
  phoneCountry,
  readPhoneNumber,
  storedPhoneNumber,
} from "./phone-numbers.ts";

/** The examples a refusal gives ("write it like A or B"), each of which must itself be read. */
function examplesIn(message: string): string[] {
  const advice = message.slice(message.lastIndexOf(": ") + 2, -1);
  return advice.replace(/^write it (with \+ and the country code, )?like /, "").split(" or ");
}

describe("reading a phone number as people write it", () => {
  it.each([
    "083 555 0141",
    "0835550141",
    "+27 83 555 0141",
    "+27835550141",
    "0027 83 555 0141",
    "(083) 555-0141",
    "083-555-0141",
    "083.555.0141",
    "+27 (0)83 555 0141",
    "  083 555 0141 ",
  ])("reads %j in South Africa as +27835550141", (written) => {
    expect(readPhoneNumber(written, "ZA")).toEqual({ ok: true, number: "+27835550141" });
  });

  it("reads landlines, and numbers of another country written with its code", () => {
    expect(readPhoneNumber("011 555 0101", "ZA")).toEqual({ ok: true, number: "+27115550101" });
    expect(readPhoneNumber("+44 20 7946 0000", "ZA")).toEqual({ ok: true, number: "+442079460000" });
    expect(readPhoneNumber("0044 20 7946 0000", "ZA")).toEqual({ ok: true, number: "+442079460000" });
    expect(readPhoneNumber("020 7946 0000", "GB")).toEqual({ ok: true, number: "+442079460000" });
    expect(readPhoneNumber("07400 123456", "GB")).toEqual({ ok: true, number: "+447400123456" });
    expect(readPhoneNumber("(201) 555-0123", "US")).toEqual({ ok: true, number: "+12015550123" });
  });

  it("without a country, reads only international numbers, + or 00, and says how to write the others", () => {
    expect(readPhoneNumber("+27 83 555 0141", null)).toEqual({ ok: true, number: "+27835550141" });
    expect(readPhoneNumber("0027 83 555 0141", null)).toEqual({ ok: true, number: "+27835550141" });
    expect(readPhoneNumber("083 555 0141", null)).toEqual({
      ok: false,
      message: PHONE_MESSAGES.notInternational("083 555 0141", INTERNATIONAL_EXAMPLE),
    });
    expect(readPhoneNumber(INTERNATIONAL_EXAMPLE, null).ok).toBe(true);
  });

  it.each(["083 55", "12", "call me", "083 555 0141 ext 2", "1-800-FLOWERS", "083 555 0141; 082 555 0101", "0"])(
    "refuses %j in South Africa, naming the country and giving examples that read",
    (written) => {
      const reading = readPhoneNumber(written, "ZA");
      if (reading.ok) throw new Error(`${written} was read as ${reading.number}`);
      const [national, international] = examplesIn(reading.message);
      expect(reading.message).toBe(
        PHONE_MESSAGES.notInCountry(written.trim(), countryName("ZA"), national ?? "", international ?? ""),
      );
      expect(readPhoneNumber(national ?? "", "ZA").ok).toBe(true);
      expect(readPhoneNumber(international ?? "", null).ok).toBe(true);
    },
  );

  it("refuses a number written with a code that does not fit, asking for the international form", () => {
    const reading = readPhoneNumber("+27 83 55", "ZA");
    if (reading.ok) throw new Error("read");
    const [example] = examplesIn(reading.message);
    expect(reading.message).toBe(PHONE_MESSAGES.notInternational("+27 83 55", example ?? ""));
    expect(readPhoneNumber(example ?? "", null)).toMatchObject({ ok: true, number: expect.stringMatching(/^\+27/) });
  });

  it("quotes at most the longest number a household keeps", () => {
    const written = "0".repeat(HOUSEHOLD_LIMITS.phone + 50);
    const reading = readPhoneNumber(written, null);
    expect(reading).toEqual({
      ok: false,
      message: PHONE_MESSAGES.notInternational(`${"0".repeat(HOUSEHOLD_LIMITS.phone)}…`, INTERNATIONAL_EXAMPLE),
    });
  });

  it("keeps E.164 as it is, reads a number kept before numbers were read, and leaves an unreadable one as written", () => {
    expect(storedPhoneNumber("+27835550141", null)).toBe("+27835550141");
    expect(storedPhoneNumber("083 555 0141", "ZA")).toBe("+27835550141");
    expect(storedPhoneNumber("+27 83 555 0141", null)).toBe("+27835550141");
    expect(storedPhoneNumber("083 555 0141", null)).toBe("083 555 0141");
  });
});

describe("the wedding's country", () => {
  it("is site.country, else the region of site.language, else none", () => {
    expect(phoneCountry({ country: "PT", language: "en-GB" })).toBe("PT");
    expect(phoneCountry({ language: "en-ZA" })).toBe("ZA");
    expect(phoneCountry({ language: "en" })).toBeNull();
  });

  it("is checked in the content: two capital letters of a country", () => {
    expect(aWedding({ site: { ...aContentInput().site, country: "ZA" } }).site.country).toBe("ZA");
    for (const country of ["za", "ZAF", "XX"]) {
      expect(contentProblems(aContentInput({ site: { ...aContentInput().site, country } }))).toContain(
        "content.site.country: must be a country code",
      );
    }
  });
});
