import { describe, expect, it } from "vitest";
import type { AdminRsvp } from "../../../shared/admin-api.ts";
import { DEFAULT_RSVP_SORT, rsvpTotals, searchRsvps, sortRsvps } from "./rsvp-list.ts";

let sequence = 0;
function rsvp(overrides: Partial<AdminRsvp> = {}): AdminRsvp {
  sequence += 1;
  return {
    id: `rsvp-${sequence}`,
    name: `Guest ${sequence}`,
    email: `guest${sequence}@example.com`,
    attending: true,
    partnerName: null,
    message: null,
    submittedAt: new Date(Date.UTC(2025, 5, 1, 12, sequence)).toISOString(),
    ...overrides,
  };
}

describe("searchRsvps", () => {
  const ann = rsvp({ name: "Ann Mokoena", email: "ann@example.com", message: "See you in Durban!" });
  const jose = rsvp({ name: "José Núñez", partnerName: "Lindiwe", email: "jn@example.org" });
  const list = [ann, jose];

  it("finds by name, partner, email and message, ignoring case and accents", () => {
    expect(searchRsvps(list, "mokoena")).toEqual([ann]);
    expect(searchRsvps(list, "LINDIWE")).toEqual([jose]);
    expect(searchRsvps(list, "example.org")).toEqual([jose]);
    expect(searchRsvps(list, "durban")).toEqual([ann]);
    expect(searchRsvps(list, "jose nunez")).toEqual([jose]);
  });

  it("needs every word, and returns everything for a blank query", () => {
    expect(searchRsvps(list, "ann jose")).toEqual([]);
    expect(searchRsvps(list, "   ")).toBe(list);
  });
});

describe("sortRsvps", () => {
  const older = rsvp({ name: "bongani", attending: false, message: "Sorry!" });
  const newer = rsvp({ name: "Ann", partnerName: "Zola" });
  const newest = rsvp({ name: "Carla", partnerName: "Ben", message: "Yay" });
  const list = [older, newer, newest];

  it("sorts newest first by default, and by name without regard to case", () => {
    expect(sortRsvps(list, DEFAULT_RSVP_SORT)).toEqual([newest, newer, older]);
    expect(sortRsvps(list, { key: "name", direction: "ascending" })).toEqual([newer, older, newest]);
    expect(sortRsvps(list, { key: "name", direction: "descending" })).toEqual([newest, older, newer]);
  });

  it("puts guests who come first when ascending, ties newest first", () => {
    expect(sortRsvps(list, { key: "attending", direction: "ascending" })).toEqual([newest, newer, older]);
    expect(sortRsvps(list, { key: "attending", direction: "descending" })).toEqual([older, newest, newer]);
  });

  it("keeps empty partners and messages last in both directions", () => {
    expect(sortRsvps(list, { key: "partner", direction: "ascending" })).toEqual([newest, newer, older]);
    expect(sortRsvps(list, { key: "partner", direction: "descending" })).toEqual([newer, newest, older]);
    expect(sortRsvps(list, { key: "message", direction: "ascending" })).toEqual([older, newest, newer]);
  });

  it("does not change the list it was given", () => {
    const copy = [...list];
    sortRsvps(list, { key: "name", direction: "ascending" });
    expect(list).toEqual(copy);
  });
});

describe("rsvpTotals", () => {
  it("counts responses, attending, guests with partners, and not attending", () => {
    expect(
      rsvpTotals([rsvp({ attending: true, partnerName: "P" }), rsvp({ attending: true }), rsvp({ attending: false })]),
    ).toEqual({ responses: 3, attending: 2, guests: 3, notAttending: 1 });
    expect(rsvpTotals([])).toEqual({ responses: 0, attending: 0, guests: 0, notAttending: 0 });
  });
});
