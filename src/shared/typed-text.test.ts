import { describe, expect, it } from "vitest";
import { AnswerRequestSchema, HouseholdInputSchema } from "./household-schemas.ts";
import { ContactCorrectionSchema } from "./privacy-schemas.ts";
import { validateRsvp } from "./rsvp.ts";

/**
 * What a guest or the couple types is stored without control characters or
 * invisible bidi controls (U+202E makes "Thandi\u202Egpj.exe" show as
 * "Thandiexe.jpg"), by the one schema the form and the server share; a
 * message keeps its line breaks. Uploader names were already cleaned so.
 */
const OVERRIDE = "\u202e";
const ISOLATE = "\u2066";
const BELL = "\u0007";
const ESCAPE = "\u001b";

describe("typed text is cleaned of control and bidi characters", () => {
  it("in an RSVP from the open form: name, partner and message (which keeps its lines)", () => {
    const result = validateRsvp({
      name: `Ama${OVERRIDE} Mensah${BELL}`,
      email: "ama@example.com",
      attending: true,
      bringingPartner: true,
      partnerName: `${ISOLATE}Kofi${ESCAPE} Boateng`,
      message: `Congratulations!${OVERRIDE}\r\nSee you there${BELL}\n\n— Ama`,
    });
    expect(result).toMatchObject({
      ok: true,
      rsvp: {
        name: "Ama Mensah",
        partnerName: "Kofi Boateng",
        message: "Congratulations!\nSee you there \n\n— Ama",
      },
    });
  });

  it("in a household's answers: a guest's name, dietary needs and the message", () => {
    const answers = AnswerRequestSchema.parse({
      version: 1,
      guests: [{ guestId: "g1", name: `Zanele${OVERRIDE}`, dietary: `no${ESCAPE}nuts${OVERRIDE}`, answers: {} }],
      message: `Line one${ISOLATE}\nline two`,
    });
    expect(answers.guests[0]).toMatchObject({ name: "Zanele", dietary: "no nuts" });
    expect(answers.message).toBe("Line one\nline two");
  });

  it("in the couple's household form and a guest's contact correction", () => {
    const household = HouseholdInputSchema.parse({
      displayName: `The ${OVERRIDE}Dlamini family`,
      email: null,
      phone: null,
      eventIds: ["ceremony"],
      guests: [{ name: `Sipho${BELL} Dlamini`, dietary: `vegan${OVERRIDE}` }],
      message: `Dear Sipho,${OVERRIDE}\nwelcome`,
    });
    expect(household).toMatchObject({
      displayName: "The Dlamini family",
      guests: [{ name: "Sipho Dlamini", dietary: "vegan" }],
      message: "Dear Sipho,\nwelcome",
    });
    expect(
      ContactCorrectionSchema.parse({ displayName: `Thandi${OVERRIDE}gpj.exe`, email: null, phone: null }),
    ).toEqual({ displayName: "Thandigpj.exe", email: null, phone: null });
  });

  it("a name of nothing but controls counts as empty, and the length counts what is kept", () => {
    expect(
      HouseholdInputSchema.safeParse({ displayName: `${OVERRIDE}${BELL}`, eventIds: ["a"], guests: [{ name: "A" }] })
        .success,
    ).toBe(false);
    expect(validateRsvp({ name: `${"a".repeat(100)}${OVERRIDE}`, email: "a@example.com", attending: false }).ok).toBe(
      true,
    );
  });
});
