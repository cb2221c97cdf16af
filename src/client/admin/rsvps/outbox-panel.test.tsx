// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_API, type MailDelivery, type RsvpDashboard } from "../../../shared/admin-api.ts";
import { fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { MAIL_SETUP_MESSAGES } from "../admin-messages.ts";
import { RsvpDashboardPanel } from "./rsvp-dashboard.tsx";

/** Issue 32, part 4: the admin says what really happened to a mail, and offers a test mail. */

function aDashboard(delivery: MailDelivery): RsvpDashboard {
  return {
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

function openDashboard(delivery: MailDelivery) {
  const server = fakeServer();
  server.on("GET", ADMIN_API.rsvps, json(200, aDashboard(delivery)));
  const page = renderOnPage(<RsvpDashboardPanel onSessionEnded={vi.fn()} />);
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
