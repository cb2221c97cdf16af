// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { ADMIN_API, type RsvpDashboard } from "../../shared/admin-api.ts";
import { apiError, fakeServer, heldAnswer, json, renderOnPage, unreachable } from "../../testing/component-testing.tsx";
import { AdminApp } from "./admin-app.tsx";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { TEST_SITE } from "./test-site.tsx";

/**
 * The signed-in admin asks the server what it shows of the wedding (ADMIN_API.site) before any screen: until
 * then it stays on its loading line; a failure says why with a way to retry; an ended session signs it out.
 */

const DASHBOARD: RsvpDashboard = {
  answers: { households: 0, answered: 0, throughOpenForm: 0, events: [] },
  totals: { responses: 0, attending: 0, guests: 0, notAttending: 0 },
  rsvps: [],
  outbox: {
    delivery: "smtp",
    testRecipient: null,
    counts: { sent: 1, pending: 0, failed: 0 },
    recent: [
      {
        id: "m1",
        kind: "rsvp-confirmation",
        recipient: "guest@example.com",
        status: "sent",
        attempts: 1,
        lastError: null,
        createdAt: "2026-02-01T10:00:00.000Z",
        sentAt: null,
      },
    ],
  },
};

function signedIn() {
  window.location.hash = "#rsvps";
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, { signedIn: true, enabled: true, actor: null }));
  server.on("GET", ADMIN_API.rsvps, json(200, DASHBOARD));
  return server;
}

it("shows no screen until it knows the wedding, then shows times on the wedding's clocks", async () => {
  const server = signedIn();
  const site = heldAnswer();
  server.on("GET", ADMIN_API.site, site.answer);
  renderOnPage(<AdminApp />);

  expect(await screen.findByText("Loading…")).toBeTruthy();
  expect(screen.queryByRole("tablist")).toBeNull();

  site.release(json(200, { ...TEST_SITE, timeZone: "America/New_York" }));
  expect(await screen.findByRole("tablist", { name: "Admin sections" })).toBeTruthy();
  const emails = await screen.findByRole("region", { name: "Emails" });
  // 10:00 UTC is 05:00 in New York on 1 February.
  expect(within(emails).getByText(/\b0?5:00/)).toBeTruthy();
  expect(server.sentTo(ADMIN_API.site)).toHaveLength(1);
});

it("says why when the wedding could not be loaded, and tries again", async () => {
  const server = signedIn();
  server.on("GET", ADMIN_API.site, unreachable);
  const { user } = renderOnPage(<AdminApp />);

  expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.unreachable);
  expect(screen.queryByRole("tablist")).toBeNull();

  server.on("GET", ADMIN_API.site, json(200, TEST_SITE));
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("tablist", { name: "Admin sections" })).toBeTruthy();
});

it("goes back to the sign-in form when the session has ended", async () => {
  const server = signedIn();
  server.on("GET", ADMIN_API.site, apiError(401, "unauthorized", "Sign in first."));
  renderOnPage(<AdminApp />);

  expect(await screen.findByText(ADMIN_MESSAGES.sessionEnded)).toBeTruthy();
  expect(screen.getByLabelText("Password")).toBeTruthy();
});
