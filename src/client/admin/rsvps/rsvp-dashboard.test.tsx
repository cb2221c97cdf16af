// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_API, type RsvpDashboard } from "../../../shared/admin-api.ts";
import type { EventTotals } from "../../../shared/household-schemas.ts";
import type { MailDelivery } from "../../../shared/mail-outbox.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { MAIL_SETUP_MESSAGES } from "../admin-messages.ts";
import { withoutMealText } from "../guests/event-totals.tsx";
import { withSite } from "../test-site.tsx";
import { answeredText, RsvpDashboardPanel } from "./rsvp-dashboard.tsx";

/**
 * The RSVP tab (issue 32, parts 3 and 4): one picture of every answer, per event, with meals that do not add up
 * flagged; and what really happened to each mail, with a test mail.
 */

function aDashboard(delivery: MailDelivery, events: EventTotals[] = []): RsvpDashboard {
  return {
    answers: { households: 150, answered: 5, throughOpenForm: 1, events },
    totals: { responses: 0, attending: 0, guests: 0, notAttending: 0 },
    rsvps: [],
    outbox: {
      delivery,
      testRecipient: "couple@example.com",
      counts: { sent: 199, pending: 0, failed: 0 },
      recent: [
        {
          id: "m1",
          kind: "household-invitation",
          recipient: "guest@example.com",
          status: "sent",
          attempts: 1,
          lastError: null,
          createdAt: "2026-02-01T10:00:00.000Z",
          sentAt: "2026-02-01T10:00:05.000Z",
        },
      ],
    },
  };
}

function openDashboard(delivery: MailDelivery, events: EventTotals[] = []) {
  const server = fakeServer();
  server.on("GET", ADMIN_API.rsvps, json(200, aDashboard(delivery, events)));
  const page = renderOnPage(withSite(<RsvpDashboardPanel onSessionEnded={vi.fn()} />));
  return { ...page, server };
}

describe("the Emails panel", () => {
  it("never says Sent while mail is not set up: it warns first, and says each mail was saved as a file", async () => {
    openDashboard("file");
    const warning = await screen.findByRole("region", { name: MAIL_SETUP_MESSAGES.notSetUpTitle });
    expect(warning.textContent).toContain("SMTP_URL");
    const emails = screen.getByRole("region", { name: "Emails" });
    expect(within(emails).queryByText(/^Sent$/)).toBeNull();
    expect(within(emails).getByTestId("outbox-sent").textContent).toBe(`${MAIL_SETUP_MESSAGES.savedAsFile}199`);
    expect(within(emails).getByRole("listitem").textContent).toContain(MAIL_SETUP_MESSAGES.savedAsFileNote);
  });

  it("says Sent with mail set up, and sends a test mail to the address typed", async () => {
    const { server, user } = openDashboard("smtp");
    const emails = await screen.findByRole("region", { name: "Emails" });
    expect(screen.queryByRole("region", { name: MAIL_SETUP_MESSAGES.notSetUpTitle })).toBeNull();
    expect(within(emails).getByTestId("outbox-sent").textContent).toBe("Sent199");
    const to = within(emails).getByRole("textbox", { name: "Send a test mail to" });
    expect(to).toHaveProperty("value", "couple@example.com");
    server.on("POST", ADMIN_API.testMail, json(202, { to: "ama@example.com" }));
    await user.clear(to);
    await user.type(to, "ama@example.com");
    await user.click(within(emails).getByRole("button", { name: "Send test mail" }));
    await waitFor(() => expect(server.sentTo(ADMIN_API.testMail, "POST")).toHaveLength(1));
    expect(server.sentTo(ADMIN_API.testMail, "POST")[0]?.body).toEqual({ to: "ama@example.com" });
    expect((await within(emails).findByRole("status")).textContent).toContain("ama@example.com");
    // The list is read again, so the test mail shows in it.
    await waitFor(() => expect(server.sentTo(ADMIN_API.rsvps, "GET")).toHaveLength(2));
  });
});

describe("who is coming", () => {
  const reception: EventTotals = {
    eventId: "reception",
    title: "Reception",
    invited: 12,
    attending: 9,
    declined: 1,
    notAnswered: 2,
    children: 1,
    meals: [
      { meal: "Beef", count: 4 },
      { meal: "Vegetarian", count: 3 },
    ],
    withoutMeal: 2,
    dietary: [],
  };
  const church: EventTotals = { ...reception, eventId: "church", title: "Church", meals: [], withoutMeal: 0 };

  it("shows every household's answers per event, however they came, and flags meals that do not add up", async () => {
    openDashboard("smtp", [church, reception]);
    const coming = await screen.findByRole("region", { name: "Who is coming" });
    expect(coming.textContent).toContain(answeredText(aDashboard("smtp").answers));
    expect(coming.textContent).toContain("5 of 150 households have answered, 1 of them through the open form");
    const receptionCard = within(coming).getByRole("region", { name: "Reception" });
    expect(within(receptionCard).getByText(withoutMealText(2, 9))).toBeTruthy();
    expect(withoutMealText(2, 9)).toBe("The meals add up to 7 of 9 attending: 2 have not chosen one.");
    expect(within(within(coming).getByRole("region", { name: "Church" })).queryByText(/meals add up/)).toBeNull();
  });
});
