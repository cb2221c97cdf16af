// @vitest-environment happy-dom
// The DOM loads no stylesheet: the cards' faces' link counts as loaded rather than refused with an error.
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CARD_FONTS_STYLESHEET } from "../../../shared/admin-api.ts";
import type { GuestList, InvitationCardContent, InvitationCardTexts } from "../../../shared/household-schemas.ts";
import { GUEST_LIST_API } from "../../../shared/households.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { InvitationCards } from "./invitation-cards.tsx";
import { aHousehold, TEST_WINDOW } from "./test-households.ts";

/**
 * The printed invitation cards: each lists its household's events, with the day, time and place the admin
 * API gives, and no other event; the paper chosen is the page's @page rule. The server is stubbed at fetch.
 */

/** Three events: a ceremony, a dinner whose venue is named after it, and a brunch by invitation only. */
const ENGLISH: InvitationCardTexts = {
  coupleNames: "Ada & Ben",
  invitationLine: "Together with their families",
  events: [
    {
      id: "ceremony",
      title: "Ceremony",
      dayLabel: "Saturday 2 May 2026",
      timeLabel: "3:00 PM",
      start: "2026-05-02T15:00:00+02:00",
      end: "2026-05-02T17:00:00+02:00",
      venue: { name: "The Vineyard", address: "1 Wine Road, Constantia" },
    },
    {
      id: "dinner",
      title: "Dinner",
      dayLabel: "Saturday 2 May 2026",
      timeLabel: "6:30 PM for 7:00 PM",
      start: "2026-05-02T18:30:00+02:00",
      end: "2026-05-02T23:00:00+02:00",
      venue: { name: "Dinner", address: "9 Cellar Lane, Constantia" },
    },
    {
      id: "brunch",
      title: "Family brunch",
      dayLabel: "Sunday 3 May 2026",
      timeLabel: "10:00 AM",
      start: "2026-05-03T10:00:00+02:00",
      end: "2026-05-03T13:00:00+02:00",
      venue: { name: "The Homestead", address: "4 Oak Lane, Stellenbosch" },
    },
  ],
  words: {
    invitationFor: "A personal invitation for",
    scanToAnswer: "Scan to answer, or open",
    replyBy: "Please let us know who is coming by 1 March 2026.",
  },
};

/** The same cards in isiZulu: the content's texts as the couple wrote them in it, and the card's words (stand-ins). */
const ISIZULU: InvitationCardTexts = {
  ...ENGLISH,
  invitationLine: "Kanye nemindeni yabo",
  events: ENGLISH.events.map((event) =>
    event.id === "ceremony" ? { ...event, title: "Umcimbi womshado", dayLabel: "uMgqibelo, Mey 2, 2026" } : event,
  ),
  words: { invitationFor: "zu: for", scanToAnswer: "zu: scan", replyBy: "zu: reply by Mashi 1, 2026" },
};

const CONTENT: InvitationCardContent = {
  timeZone: "Africa/Johannesburg",
  colours: { text: "#222222", accent: "#7a3450", soft: "#e8c5d5", earth: "#5a3a2a", background: "#faf5f0" },
  languages: ["en", "zu", "st"],
  inLanguages: { en: ENGLISH, zu: ISIZULU, st: ENGLISH },
};

function serve(households: GuestList["households"]) {
  const server = fakeServer();
  server.on("GET", GUEST_LIST_API.households, json(200, { households, totals: [], window: TEST_WINDOW, origin: null }));
  server.on("GET", GUEST_LIST_API.invitationCards, json(200, CONTENT));
  return server;
}

const cardOf = async (name: string) =>
  (await screen.findAllByRole("listitem")).find(
    (item) => item.classList.contains("invitation-card") && item.textContent?.includes(name),
  ) ?? Promise.reject(new Error(`no card for ${name}`));

describe("InvitationCards", () => {
  it("lists on each card its household's events alone, with day, time and place", async () => {
    serve([
      aHousehold({ displayName: "The Okafors", eventIds: ["ceremony", "brunch"] }),
      aHousehold({ displayName: "The Dlaminis", eventIds: ["dinner"] }),
    ]);
    renderOnPage(<InvitationCards onSessionEnded={() => undefined} />);

    const okafors = await cardOf("The Okafors");
    const [ceremony, , brunch] = ENGLISH.events;
    const events = within(within(okafors).getByRole("list", { name: /^Events The Okafors/ }));
    expect(events.getAllByRole("listitem")).toHaveLength(2);
    for (const event of [ceremony, brunch]) {
      if (!event) throw new Error("the fixture has three events");
      expect(okafors.textContent).toContain(event.title);
      expect(okafors.textContent).toContain(`${event.dayLabel} · ${event.timeLabel}`);
      expect(okafors.textContent).toContain(event.venue.name);
      expect(okafors.textContent).toContain(event.venue.address);
    }
    expect(okafors.textContent).not.toContain("Dinner");
    expect(okafors.textContent).not.toContain("Cellar Lane");
    expect(okafors.textContent).toContain(ENGLISH.coupleNames);
    expect(okafors.textContent).toContain(ENGLISH.invitationLine);
    expect(okafors.textContent).toContain(ENGLISH.words.invitationFor);
    expect(okafors.textContent).toContain(ENGLISH.words.replyBy);
    expect(within(okafors).getByRole("img", { name: /^QR code of the invitation link for The Okafors/ })).toBeTruthy();

    const dlaminis = await cardOf("The Dlaminis");
    expect(within(dlaminis).getAllByText(/Dinner|Cellar Lane/)).toHaveLength(2);
    // A venue named after its event is not named twice (the guest page's rule).
    expect(dlaminis.textContent?.match(/Dinner/g)).toHaveLength(1);
    for (const other of ["Ceremony", "The Vineyard", "Family brunch", "The Homestead"]) {
      expect(dlaminis.textContent).not.toContain(other);
    }
  });

  it("prints each card in its household's language, and a language the site no longer has in its first", async () => {
    serve([
      aHousehold({ displayName: "The Dlaminis", eventIds: ["ceremony"], language: "zu" }),
      aHousehold({ displayName: "The Mokoenas", eventIds: ["ceremony"], language: "xh" }),
    ]);
    renderOnPage(<InvitationCards onSessionEnded={() => undefined} />);

    const dlaminis = await cardOf("The Dlaminis");
    expect(dlaminis.firstElementChild?.getAttribute("lang")).toBe("zu");
    for (const text of [
      ISIZULU.invitationLine,
      "Umcimbi womshado",
      "uMgqibelo, Mey 2, 2026",
      ISIZULU.words.invitationFor,
      ISIZULU.words.scanToAnswer,
      ISIZULU.words.replyBy,
    ]) {
      expect(dlaminis.textContent).toContain(text);
    }
    expect(dlaminis.textContent).not.toContain(ENGLISH.invitationLine);

    const mokoenas = await cardOf("The Mokoenas");
    expect(mokoenas.firstElementChild?.getAttribute("lang")).toBe("en");
    expect(mokoenas.textContent).toContain(ENGLISH.invitationLine);
    expect(mokoenas.textContent).toContain(ENGLISH.words.replyBy);
  });

  it("prints on the paper chosen: six to an A4 sheet, or one card to an A5 or A6 page", async () => {
    serve([aHousehold({ displayName: "The Okafors" })]);
    const { user } = renderOnPage(<InvitationCards onSessionEnded={() => undefined} />);
    await cardOf("The Okafors");
    const pageRule = () => [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    const sheet = screen.getByRole("list", { name: "Invitation cards" });

    expect(screen.getByRole("radio", { name: "Six on an A4" })).toHaveProperty("checked", true);
    expect(pageRule()).toMatch(/@page \{ size: A4 portrait; margin: 10mm; \}/);
    await user.click(screen.getByRole("radio", { name: "A5" }));
    expect(pageRule()).toMatch(/@page \{ size: A5 portrait; margin: 0; \}/);
    expect(sheet.dataset.paper).toBe("a5");
    await user.click(screen.getByRole("radio", { name: "A6" }));
    expect(pageRule()).toMatch(/@page \{ size: 105mm 148mm; margin: 0; \}/);
    expect(screen.getByText(/one to an A6 page/)).toBeTruthy();
  });

  it("links the couple's faces once, however often the cards are opened", async () => {
    serve([aHousehold({ displayName: "The Okafors" })]);
    const faces = () => document.head.querySelectorAll(`link[rel="stylesheet"][href="${CARD_FONTS_STYLESHEET}"]`);
    const first = renderOnPage(<InvitationCards onSessionEnded={() => undefined} />);
    await cardOf("The Okafors");
    expect(faces()).toHaveLength(1);
    first.unmount();
    renderOnPage(<InvitationCards onSessionEnded={() => undefined} />);
    await cardOf("The Okafors");
    expect(faces()).toHaveLength(1);
  });
});
