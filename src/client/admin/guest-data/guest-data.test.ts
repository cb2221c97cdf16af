import { describe, expect, it } from "vitest";
import { NO_ERASURE, type PersonMatch } from "../../../shared/privacy.ts";
import { erasedCountsLabel, erasureParts, retentionSentence, searchResultSentence } from "./guest-data.ts";

function aMatch(overrides: Partial<PersonMatch> = {}): PersonMatch {
  return {
    householdId: "h1",
    displayName: "The Okafors",
    guestNames: ["Ada Okafor"],
    email: null,
    phone: null,
    selfRegistered: false,
    rsvpId: null,
    photos: 0,
    mails: 0,
    ...overrides,
  };
}

describe("the guest data tab's words", () => {
  it("gives the retention date in the wedding's time zone, or says retention is off", () => {
    const on = { days: 180, deletesAt: "2026-10-29T21:30:00.000Z", keepApprovedPhotos: true };
    const sentence = retentionSentence(on, "Africa/Johannesburg");
    expect(sentence).toMatch(/^Guests’ data is deleted on .*2026.*, 180 days after the last event\./);
    // 23:30 in Johannesburg (UTC+2), whatever the test machine's zone.
    expect(sentence).toMatch(/\b(23|11):30\b/);
    expect(sentence).toContain("Approved photos stay");
    expect(retentionSentence({ ...on, keepApprovedPhotos: false }, "UTC")).toContain("Photos go too.");
    expect(retentionSentence({ days: null, deletesAt: null, keepApprovedPhotos: true }, "UTC")).toBe(
      "Retention is off in the content: guests’ data is kept until you delete it.",
    );
  });

  it("names what a deletion removes: the RSVP, photos and mails only when there are any", () => {
    expect(erasureParts(aMatch({ photos: 1, mails: 2 }))).toEqual([
      "the household, its guests and their answers",
      "1 photo with its files",
      "2 mails with their copies",
    ]);
    expect(erasureParts(aMatch({ rsvpId: "r1" }))).toEqual([
      "the household, its guests and their answers",
      "its RSVP from the open form",
    ]);
  });

  it("reads a log entry's counts", () => {
    expect(
      erasedCountsLabel({ ...NO_ERASURE, households: 1, guests: 2, mails: 3, mailFiles: 3, photos: 1, files: 3 }),
    ).toBe("1 household, 2 guests, 0 RSVPs, 3 mails (3 files), 1 photo (3 files)");
  });

  it("says how many households a search found", () => {
    expect(searchResultSentence("ok", 0, 50)).toBe("No household matches “ok”.");
    expect(searchResultSentence("ok", 1, 50)).toBe("1 household matches “ok”.");
    expect(searchResultSentence("ok", 50, 50)).toBe("50 households match “ok” (the first 50; type more to narrow it).");
  });

  it("adds the photos sent under a matching name", () => {
    expect(searchResultSentence("bjorn", 0, 50, 1)).toBe(
      "No household matches “bjorn”. 1 photo was sent under a matching name.",
    );
    expect(searchResultSentence("bjorn", 1, 50, 2)).toBe(
      "1 household matches “bjorn”. 2 photos were sent under a matching name.",
    );
  });
});
