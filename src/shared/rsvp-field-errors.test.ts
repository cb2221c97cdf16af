import { describe, expect, it } from "vitest";
import { NOT_EXPECTED, type RsvpRequest, validateRsvp } from "./rsvp.ts";
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

describe("the open form's answer per public event", () => {
  const church = { id: "church" };
  const reception = { id: "reception", meals: ["Beef", "Fish"] };
  const events = (chosen: RsvpRequest["events"]) => request({ events: chosen });

  it("takes a Yes as the one public event's answer, with its meal", () => {
    const result = validateRsvp(events({ reception: { attending: false, meal: "Fish" } }), [reception]);
    expect(result.ok && result.events).toEqual([
      { eventId: "reception", attending: true, meal: "Fish", partnerMeal: null },
    ]);
  });

  it("asks which of several events a Yes is for: none chosen is a problem under the events", () => {
    const result = validateRsvp(events({}), [church, reception]);
    expect(result).toMatchObject({
      ok: false,
      message: RSVP_FIELD_MESSAGES.missingEvents,
      fields: { events: RSVP_FIELD_MESSAGES.missingEvents },
    });
  });

  it("counts only the events chosen, with the guest's and the partner's meals", () => {
    const chosen = events({ reception: { attending: true, meal: "Beef", partnerMeal: "Fish" } });
    const result = validateRsvp({ ...chosen, bringingPartner: true, partnerName: "Ben" }, [church, reception]);
    expect(result.ok && result.events).toEqual([
      { eventId: "church", attending: false, meal: null, partnerMeal: null },
      { eventId: "reception", attending: true, meal: "Beef", partnerMeal: "Fish" },
    ]);
  });

  it("declines every event for a No, whatever was ticked, and ignores events it does not offer", () => {
    const result = validateRsvp(
      { ...events({ church: { attending: true }, hidden: { attending: true } }), attending: false },
      [church, reception],
    );
    expect(result.ok && result.events.map((answer) => answer.attending)).toEqual([false, false]);
  });

  it("refuses a meal the event does not offer as not the form's", () => {
    const result = validateRsvp(events({ reception: { attending: true, meal: "Lobster" } }), [church, reception]);
    expect(result).toMatchObject({ ok: false, message: NOT_EXPECTED, fields: {} });
  });

  it("takes an answer from a page that did not ask (kept on a phone) as a Yes to every public event", () => {
    const result = validateRsvp(request(), [church, reception]);
    expect(result.ok && result.events.map((answer) => [answer.eventId, answer.attending])).toEqual([
      ["church", true],
      ["reception", true],
    ]);
  });
});
