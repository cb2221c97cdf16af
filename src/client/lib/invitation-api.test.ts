import { afterEach, describe, expect, it, vi } from "vitest";
import { parseInvitationView, parseRsvpWindow, saveAnswers } from "./invitation-api.ts";

const WINDOW = {
  open: true,
  deadline: "2030-01-01",
  deadlineLabel: "January 1, 2030",
  closesAt: "2030-01-01T22:00:00.000Z",
  closeAtDeadline: true,
  closedMessage: null,
};

const VIEW = {
  household: {
    displayName: "The Guests",
    eventIds: ["ceremony"],
    guests: [
      {
        id: "g1",
        name: null,
        isChild: false,
        isSeat: true,
        dietary: null,
        answers: { ceremony: { attending: true, meal: null } },
      },
    ],
    message: null,
    version: 0,
    answeredAt: null,
  },
  window: WINDOW,
};

afterEach(() => vi.unstubAllGlobals());

describe("the invitation answers", () => {
  it("reads a well-formed view and window", async () => {
    expect(await parseInvitationView(VIEW)).toEqual(VIEW);
    expect(await parseRsvpWindow({ ...WINDOW, open: false, closedMessage: "RSVPs closed." })).toMatchObject({
      open: false,
      closedMessage: "RSVPs closed.",
    });
  });

  it("refuses anything of another shape", async () => {
    expect(await parseRsvpWindow({ ...WINDOW, open: "yes" })).toBeUndefined();
    expect(await parseInvitationView({ ...VIEW, window: undefined })).toBeUndefined();
    expect(await parseInvitationView({ ...VIEW, household: { ...VIEW.household, version: -1 } })).toBeUndefined();
    const badAnswer = { ...VIEW.household.guests[0], answers: { ceremony: { attending: "yes", meal: null } } };
    expect(
      await parseInvitationView({ ...VIEW, household: { ...VIEW.household, guests: [badAnswer] } }),
    ).toBeUndefined();
  });

  it("turns a 409 into the newer answers", async () => {
    const current = { ...VIEW, household: { ...VIEW.household, version: 4 } };
    const body = { error: { code: "version_conflict", message: "changed" }, current };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 409 }));
    const result = await saveAnswers("AAAAAAAAAAAAAAAA", { version: 3, guests: [], message: "" }, "k".repeat(22));
    expect(result).toEqual({ ok: false, kind: "conflict", message: "changed", current });
  });

  it("passes other refusals through with their code", async () => {
    const body = { error: { code: "rsvp_closed", message: "RSVPs closed on January 1, 2030." } };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 403 }));
    const result = await saveAnswers("AAAAAAAAAAAAAAAA", { version: 3, guests: [], message: "" }, "k".repeat(22));
    expect(result).toMatchObject({ ok: false, kind: "error", status: 403, code: "rsvp_closed" });
  });
});
