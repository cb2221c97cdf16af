import { describe, expect, it } from "vitest";
import { type RsvpRequest, validateRsvp } from "./rsvp.ts";
import { RSVP_FIELD_MESSAGES, RSVP_LIMITS, RSVP_MESSAGES } from "./rsvp-messages.ts";

const request = (overrides: Partial<RsvpRequest> = {}): RsvpRequest => ({
  name: "Ann Guest",
  email: "ann@example.com",
  attending: true,
  bringingPartner: false,
  partnerName: "",
  message: "",
  ...overrides,
});

function failure(overrides: Partial<RsvpRequest>) {
  const result = validateRsvp(request(overrides));
  if (result.ok) throw new Error("expected the RSVP to be refused");
  return result;
}

describe("an RSVP's problems, field by field", () => {
  it("puts the spec's name-and-email toast under each field left empty", () => {
    const result = failure({ name: "  ", email: "" });
    expect(result.message).toBe(RSVP_MESSAGES.missingNameOrEmail);
    expect(result.fields).toEqual({
      name: RSVP_FIELD_MESSAGES.missingName,
      email: RSVP_FIELD_MESSAGES.missingEmail,
    });
  });

  it("names only the missing one when the other is there", () => {
    expect(failure({ email: "" }).fields).toEqual({ email: RSVP_FIELD_MESSAGES.missingEmail });
    expect(failure({ name: "" }).fields).toEqual({ name: RSVP_FIELD_MESSAGES.missingName });
  });

  it("says an address the browser would refuse is not valid", () => {
    const result = failure({ email: "ann@" });
    expect(result.message).toBe(RSVP_FIELD_MESSAGES.invalidEmail);
    expect(result.fields).toEqual({ email: RSVP_FIELD_MESSAGES.invalidEmail });
  });

  it("asks for the partner's name in the spec's words, beside the missing email", () => {
    const result = failure({ email: "", bringingPartner: true });
    // The toast says the first problem, as before.
    expect(result.message).toBe(RSVP_MESSAGES.missingNameOrEmail);
    expect(result.fields).toEqual({
      email: RSVP_FIELD_MESSAGES.missingEmail,
      partnerName: RSVP_MESSAGES.missingPartnerName,
    });
  });

  it("keeps a too-long message under the message field", () => {
    const result = failure({ message: "x".repeat(RSVP_LIMITS.message + 1) });
    expect(result.fields.message).toBe(result.message);
    expect(result.fields.message).toContain(String(RSVP_LIMITS.message));
  });

  it("has nothing to say about a good RSVP, and nothing field-shaped about a script's bad types", () => {
    expect(validateRsvp(request()).ok).toBe(true);
    const scripted = validateRsvp({ name: 3, email: "ann@example.com", attending: "yes" });
    expect(scripted).toMatchObject({ ok: false, fields: {} });
  });
});
