import { describe, expect, it } from "vitest";
import {
  absoluteLink,
  filterHouseholds,
  guestLabel,
  importedSentence,
  invitationWhatsAppLink,
  shortLink,
  statusCounts,
} from "./guest-list.ts";
import { aGuest, aHousehold } from "./test-households.ts";

describe("absoluteLink", () => {
  it("uses the site's public origin when the content has one, else this page's", () => {
    expect(absoluteLink("https://ada-and-ben.example", "http://127.0.0.1:3000", "/i/AbCdEfGhIjKlMnOp")).toBe(
      "https://ada-and-ben.example/i/AbCdEfGhIjKlMnOp",
    );
    expect(absoluteLink(null, "http://127.0.0.1:3000", "/i/AbCdEfGhIjKlMnOp")).toBe(
      "http://127.0.0.1:3000/i/AbCdEfGhIjKlMnOp",
    );
  });

  it("prints without the scheme on a card", () => {
    expect(shortLink("https://ada-and-ben.example/i/AbCd")).toBe("ada-and-ben.example/i/AbCd");
  });
});

describe("invitationWhatsAppLink", () => {
  // As the server sends them (invitation-message.ts): the household's name still to fill in.
  const messages = {
    "": {
      greeting: "Dear {household},",
      opening: "Ada & Ben would love you to join them at their wedding!",
      ask: "Please let us know by 1 May 2027 with your personal invitation:",
    },
    zu: { greeting: "Sawubona {household},", opening: "U-Ada no-Ben bayanimema!", ask: "Sicela nisazise:" },
  };
  const url = "https://x.example/i/AbCd";
  const textOf = (link: string | null) => new URL(link ?? "").searchParams.get("text") ?? "";

  it("opens WhatsApp on the household's number with the personal invitation and its link", () => {
    const link = invitationWhatsAppLink(
      { displayName: "The Example Family", phone: "+27 82 555 0101", language: null },
      messages,
      url,
    );
    expect(link).not.toBeNull();
    const parsed = new URL(link ?? "");
    expect(parsed.origin + parsed.pathname).toBe("https://wa.me/27825550101");
    expect(textOf(link)).toBe(
      "Dear The Example Family, Ada & Ben would love you to join them at their wedding! Please let us know by 1 May 2027 with your personal invitation: https://x.example/i/AbCd",
    );
  });

  it("is in the household's language, and the site's first for a language it does not list", () => {
    const phone = "+27 82 555 0101";
    expect(textOf(invitationWhatsAppLink({ displayName: "Dlamini", phone, language: "zu" }, messages, url))).toBe(
      "Sawubona Dlamini, U-Ada no-Ben bayanimema! Sicela nisazise: https://x.example/i/AbCd",
    );
    expect(textOf(invitationWhatsAppLink({ displayName: "A", phone, language: "st" }, messages, url))).toMatch(
      /^Dear A,/,
    );
  });

  it("is null without a phone, or with a number not in international form", () => {
    expect(invitationWhatsAppLink({ displayName: "A", phone: null, language: null }, messages, url)).toBeNull();
    expect(
      invitationWhatsAppLink({ displayName: "A", phone: "082 555 0101", language: null }, messages, url),
    ).toBeNull();
  });
});

describe("guestLabel", () => {
  const host = aGuest({ name: "Alex Example" });

  it("names a guest, marking children", () => {
    expect(guestLabel(aGuest({ name: "Robin", isChild: true }), aHousehold({ guests: [host] }))).toEqual({
      name: "Robin",
      notes: ["child"],
    });
  });

  it("shows an unnamed seat as the first named adult's guest, to be named", () => {
    const seat = aGuest({ name: null, isSeat: true });
    expect(guestLabel(seat, aHousehold({ guests: [seat, host] }))).toEqual({
      name: "Guest of Alex Example",
      notes: ["+1 to name"],
    });
    expect(guestLabel(seat, aHousehold({ displayName: "The Smiths", guests: [seat] })).name).toBe(
      "Guest of The Smiths",
    );
  });

  it("shows a seat the household has named by its name, as a +1", () => {
    expect(guestLabel(aGuest({ name: "Jo", isSeat: true }), aHousehold({ guests: [host] }))).toEqual({
      name: "Jo",
      notes: ["+1"],
    });
  });
});

describe("filterHouseholds", () => {
  const smith = aHousehold({ displayName: "The Smiths", status: "invited", email: "smith@example.com" });
  const nunez = aHousehold({
    displayName: "Núñez family",
    status: "answered",
    phone: "+27 82 555 0101",
    guests: [aGuest({ name: "José Núñez" })],
  });
  const list = [smith, nunez];

  it("finds by name, guest, email and phone, ignoring case and accents", () => {
    expect(filterHouseholds(list, "all", "SMITH")).toEqual([smith]);
    expect(filterHouseholds(list, "all", "jose")).toEqual([nunez]);
    expect(filterHouseholds(list, "all", "0101")).toEqual([nunez]);
    expect(filterHouseholds(list, "all", "example.com")).toEqual([smith]);
  });

  it("filters by status, and returns everything for all and no words", () => {
    expect(filterHouseholds(list, "answered", "")).toEqual([nunez]);
    expect(filterHouseholds(list, "declined", "")).toEqual([]);
    expect(filterHouseholds(list, "all", "  ")).toBe(list);
  });

  it("counts each status", () => {
    expect(statusCounts(list)).toEqual({ not_invited: 0, invited: 1, opened: 0, answered: 1, declined: 0 });
  });
});

describe("importedSentence", () => {
  const none = { added: 0, updated: 0, unchanged: 0, skipped: [], newCodes: [] };
  it("says how many were imported, and which lines got new links", () => {
    expect(importedSentence({ ...none, added: 2 }, "list.csv")).toBe("Imported 2 households from list.csv.");
    expect(importedSentence({ ...none, added: 3, newCodes: [{ line: 4, household: "The Smiths" }] }, "list.csv")).toBe(
      "Imported 3 households from list.csv. 1 code was not made by this site, so that household has a new personal link: line 4 (The Smiths).",
    );
  });

  it("counts the households updated, unchanged and skipped as already on the list, naming the skipped lines", () => {
    expect(
      importedSentence(
        { ...none, added: 1, updated: 2, unchanged: 1, skipped: [{ line: 5, household: "The Okafors" }] },
        "list.csv",
      ),
    ).toBe(
      "Imported 1 household from list.csv. Updated 2 households from their codes. 1 household was already as in the file. Skipped 1 household already on the list: line 5 (The Okafors).",
    );
  });
});
