import { describe, expect, it } from "vitest";
import { aContentInput } from "../testing/content-builders.ts";
import {
  householdNotice,
  photoNotice,
  privacyPage,
  removalContact,
  retentionWords,
  rsvpNotice,
} from "../testing/privacy-notice-en.ts";
import { parseWeddingContent } from "./content-schema.ts";

const content = (privacy: Record<string, unknown> = {}) => parseWeddingContent(aContentInput({ privacy }));

describe("retention words", () => {
  it("name the day the data goes, in the wedding's time zone", () => {
    // The builder's event ends on 2 May 2026; 30 days later is 1 June.
    expect(retentionWords(content({ retentionDays: 30 }))).toMatch(/^until (1 June 2026|June 1, 2026)$/);
  });

  it('say the couple deletes it when retention is "off"', () => {
    expect(retentionWords(content({ retentionDays: "off" }))).toBe("until the couple deletes it");
  });
});

describe("short notices", () => {
  it("name the couple, the retention and whom to ask", () => {
    const wedding = content({ retentionDays: "off", contactEmail: "data@ama-kofi.example" });
    for (const notice of [rsvpNotice(wedding), householdNotice(wedding), photoNotice(wedding)]) {
      expect(notice).toContain("Ama & Kofi");
      expect(notice).toContain("until the couple deletes");
      expect(notice).toContain("data@ama-kofi.example");
    }
  });

  it("point to the confirmation mail's link only when mails carry one (the site has a public origin)", () => {
    const withOrigin = parseWeddingContent(
      aContentInput({ site: { ...aContentInput().site, origin: "https://ama-and-kofi.example" } }),
    );
    const withoutOrigin = parseWeddingContent(aContentInput({ site: { ...aContentInput().site, origin: undefined } }));
    expect(rsvpNotice(withOrigin)).toContain("the link in your confirmation email");
    expect(rsvpNotice(withoutOrigin)).not.toContain("confirmation email");
    expect(JSON.stringify(privacyPage(withoutOrigin))).not.toContain("confirmation email");
  });

  it("name the RSVP contacts when there is no privacy email", () => {
    expect(removalContact(content())).toBe("ask Ama");
  });

  it("say that the couple gets the original with its location and guests a copy without", () => {
    const notice = photoNotice(content());
    expect(notice).toContain("original file, with its location");
    expect(notice).toContain("copy without them");
    expect(notice).toContain("A name you give with your photos goes with them");
    expect(notice).toContain("approved copies stay on the page");
    expect(photoNotice(content({ keepApprovedPhotos: false }))).not.toContain("approved copies stay");
  });

  it("call dietary needs possible health data on the personal link", () => {
    expect(householdNotice(content())).toContain("dietary needs (which may say something about your health)");
  });
});

describe("privacy page", () => {
  it("has every heading the notice needs", () => {
    expect(privacyPage(content()).sections.map((section) => section.heading)).toEqual([
      "Who we are",
      "What we collect",
      "Why",
      "Who sees it",
      "How long we keep it",
      "Your rights",
      "Other services",
      "Contact",
    ]);
  });

  it("speaks of analytics only when the couple configured it", () => {
    const words = (wedding: ReturnType<typeof content>) => JSON.stringify(privacyPage(wedding));
    expect(words(content())).toContain("does not use analytics");
    const measured = parseWeddingContent(
      aContentInput({ site: { ...aContentInput().site, gaMeasurementId: "G-TEST12345" } }),
    );
    expect(words(measured)).toContain("If you accept, Google Analytics");
  });

  it("gives the retention days and the contact email", () => {
    const text = JSON.stringify(privacyPage(content({ retentionDays: 90, contactEmail: "data@ama-kofi.example" })));
    expect(text).toContain("90 days after the wedding");
    expect(text).toContain("Write to data@ama-kofi.example");
  });
});
