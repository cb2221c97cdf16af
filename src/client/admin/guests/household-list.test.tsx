import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminHousehold } from "../../../shared/household-schemas.ts";
import { TEST_SITE } from "../test-site.tsx";
import { invitationWhatsAppLink } from "./guest-list.ts";
import { type HouseholdActions, HouseholdList } from "./household-list.tsx";
import { aGuest, aHousehold } from "./test-households.ts";

function list(households: AdminHousehold[]): string {
  const none = () => {};
  const actions: HouseholdActions = {
    whatsAppLink: (household) =>
      invitationWhatsAppLink(
        household,
        { "": { greeting: "Dear {household},", opening: "Ada & Ben would love you to come!", ask: "By 1 May:" } },
        "https://x.example/i/c",
      ),
    onCopy: none,
    onWhatsApp: none,
    onEmail: none,
    onQr: none,
    onEdit: none,
    onDelete: none,
    sendingId: null,
  };
  return renderToStaticMarkup(<HouseholdList households={households} site={TEST_SITE} actions={actions} />);
}

describe("HouseholdList", () => {
  it("offers WhatsApp only for an international number, and email only with an address", () => {
    const html = list([
      aHousehold({ displayName: "Phone only", phone: "+27 82 555 0101" }),
      aHousehold({ displayName: "Local phone", phone: "082 555 0101" }),
      aHousehold({ displayName: "Email only", email: "e@example.com" }),
    ]);
    expect(html).toContain('aria-label="Send on WhatsApp to Phone only"');
    expect(html).toContain('href="https://wa.me/27825550101?text=');
    expect(html).not.toContain("Send on WhatsApp to Local phone");
    expect(html).not.toContain("Send on WhatsApp to Email only");
    expect(html).toContain('aria-label="Send by email to Email only"');
    expect(html).not.toContain("Send by email to Phone only");
  });

  it("shows the status label, children, unnamed seats and the invited events by title", () => {
    const html = list([
      aHousehold({
        status: "opened",
        openedAt: "2026-06-01T22:30:00.000Z",
        eventIds: ["dinner"],
        guests: [
          aGuest({ name: "Alex" }),
          aGuest({ name: "Robin", isChild: true }),
          aGuest({ name: null, isSeat: true }),
        ],
      }),
    ]);
    expect(html).toContain("Opened");
    expect(html).toContain("child");
    expect(html).toContain("Guest of Alex");
    expect(html).toContain("+1 to name");
    expect(html).toContain("Dinner");
    expect(html).not.toContain("Ceremony");
    // 22:30 UTC is already the next day in the wedding's time zone (UTC+2).
    expect(html).toMatch(/Jun 2, 2026|2 Jun 2026/);
  });

  it("writes what people typed as text, never as markup", () => {
    const html = list([aHousehold({ displayName: "<img src=x onerror=alert(1)>" })]);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
