import { describe, expect, it } from "vitest";
import { contactNamesText, duplicateRsvpMessage, telHref } from "./rsvp-messages.ts";

const people = (...names: string[]) => names.map((name) => ({ name }));

describe("the people guests can call", () => {
  it("are named as one, a pair or a list", () => {
    expect(contactNamesText(people("Thabo"))).toBe("Thabo");
    expect(contactNamesText(people("Thabo", "Lerato"))).toBe("Thabo & Lerato");
    expect(contactNamesText(people("Thabo", "Lerato", "Lwazi"))).toBe("Thabo, Lerato & Lwazi");
  });

  it("keep the spec's duplicate-RSVP words for two contacts", () => {
    expect(duplicateRsvpMessage(people("Thabo", "Lerato"))).toBe(
      "This email has already submitted an RSVP. If you submitted incorrect information, please call Thabo & Lerato to update your RSVP.",
    );
    expect(duplicateRsvpMessage(people("Thabo"))).toContain("please call Thabo to update your RSVP.");
    expect(duplicateRsvpMessage(people("A", "B", "C"))).toContain("please call A, B & C to update your RSVP.");
  });

  it("are called through a tel: link of the number's digits", () => {
    expect(telHref("+27 82 555 0101")).toBe("tel:+27825550101");
    expect(telHref("(082) 555-0101")).toBe("tel:0825550101");
  });
});
