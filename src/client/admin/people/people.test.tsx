// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ADMIN_API, type AdminSessionState } from "../../../shared/admin-api.ts";
import { type AdminActor, PEOPLE_API, ROLE_PERMISSIONS } from "../../../shared/admin-people.ts";
import { CONTENT_API } from "../../../shared/content-api.ts";
import { GUEST_LIST_API } from "../../../shared/households.ts";
import { SLIDESHOW_ADMIN_API } from "../../../shared/uploads.ts";
import { apiError, fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { AdminApp } from "../admin-app.tsx";
import { aHousehold, TEST_WINDOW } from "../guests/test-households.ts";
import { TEST_SITE } from "../test-site.tsx";

const TOKEN = "a".repeat(43);

function actor(role: AdminActor["role"] & string, overrides: Partial<AdminActor> = {}): AdminActor {
  return {
    kind: "person",
    id: `${role}-1`,
    name: `The ${role}`,
    role,
    side: null,
    permissions: [...ROLE_PERMISSIONS[role]],
    ...overrides,
  };
}

const state = (who: AdminActor | null): AdminSessionState => ({
  signedIn: who !== null,
  enabled: false,
  actor: who,
  setupPending: false,
});

afterEach(() => {
  window.location.hash = "";
});

it("shows a photographer only the tabs their role can use", async () => {
  window.location.hash = "";
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, state(actor("photographer"))));
  server.on("GET", ADMIN_API.site, json(200, TEST_SITE));
  server.on("GET", ADMIN_API.photos, json(200, { photos: [], counts: { pending: 0, approved: 0, rejected: 0 } }));
  server.on("GET", SLIDESHOW_ADMIN_API.link, json(200, { url: "/slideshow?key=k" }));
  renderOnPage(<AdminApp />);

  const tabs = await screen.findByRole("tablist", { name: "Admin sections" });
  expect(
    within(tabs)
      .getAllByRole("tab")
      .map((tab) => tab.textContent),
  ).toEqual(["Photos"]);
  expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
  expect(screen.queryByRole("link", { name: "Set up your site" })).toBeNull();
  expect(screen.getByText("Signed in as The photographer")).toBeTruthy();
});

it("says where the first account comes from while nobody has one", async () => {
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, { ...state(null), setupPending: true }));
  renderOnPage(<AdminApp />);
  expect(await screen.findByText(/open the one-time setup link/)).toBeTruthy();
});

it("signs a person in with email and password; the operator's form is there only with ADMIN_PASSWORD", async () => {
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, state(null)));
  server.on("POST", ADMIN_API.session, apiError(401, "wrong_password", "That email and password do not match."));
  const { user } = renderOnPage(<AdminApp />);

  await user.type(await screen.findByLabelText("Email"), "pat@example.com");
  await user.type(screen.getByLabelText("Password"), "not the password");
  expect(screen.queryByLabelText("ADMIN_PASSWORD")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  expect((await screen.findByRole("alert")).textContent).toMatch(/not right|do not match/);
  expect(server.sentTo(ADMIN_API.session, "POST")[0]?.body).toEqual({
    email: "pat@example.com",
    password: "not the password",
  });
});

it("creates the first partner from the setup link, each problem at its field", async () => {
  window.location.hash = `#setup=${TOKEN}`;
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, state(null)));
  server.on("GET", ADMIN_API.site, json(200, TEST_SITE));
  server.on("GET", ADMIN_API.rsvps, apiError(500, "x", "not in this test"));
  server.on(
    "POST",
    PEOPLE_API.setup,
    apiError(409, "email_taken", "email: Someone already signs in with this email address."),
  );
  const { user } = renderOnPage(<AdminApp />);

  await user.type(await screen.findByLabelText("Your name"), "Lerato");
  await user.type(screen.getByLabelText("Email"), "lerato@example.com");
  await user.type(screen.getByLabelText("Password"), "short");
  await user.click(screen.getByRole("button", { name: "Create my account" }));
  const password = screen.getByLabelText("Password");
  expect(password.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(password);
  expect(server.sentTo(PEOPLE_API.setup)).toHaveLength(0);

  await user.type(password, " and longer");
  await user.click(screen.getByRole("button", { name: "Create my account" }));
  const email = screen.getByLabelText("Email");
  expect(await screen.findByText("Someone already signs in with this email address.")).toBeTruthy();
  expect(email.getAttribute("aria-invalid")).toBe("true");

  server.on("POST", PEOPLE_API.setup, json(200, state(actor("partner", { name: "Lerato" }))));
  server.on(
    "GET",
    CONTENT_API.content,
    json(200, { version: 1, publishedAt: null, source: "seed", yaml: "x: 1", pictures: {} }),
  );
  server.on("GET", CONTENT_API.draft, apiError(404, "no_draft", "There is no draft"));
  await user.click(screen.getByRole("button", { name: "Create my account" }));
  // The first partner goes on to set up the site, and may leave it for later.
  expect(await screen.findByRole("heading", { level: 1, name: /What are your names\?$/ })).toBeTruthy();
  expect(server.sentTo(PEOPLE_API.setup).at(-1)?.body).toMatchObject({ token: TOKEN, name: "Lerato" });
  expect(window.location.hash).toBe("#wizard");
  await user.click(screen.getByRole("button", { name: "Finish later" }));
  expect(await screen.findByText("Signed in as Lerato")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Set up your site" }).getAttribute("href")).toBe("#wizard");
});

it("lets a partner invite a family member with their side and copy the link", async () => {
  window.location.hash = "#people";
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, state(actor("partner", { name: "Lerato" }))));
  server.on("GET", ADMIN_API.site, json(200, TEST_SITE));
  const me = {
    id: "partner-1",
    name: "Lerato",
    email: "l@example.com",
    role: "partner",
    side: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  server.on("GET", PEOPLE_API.people, json(200, { people: [me], invites: [] }));
  server.on(
    "POST",
    PEOPLE_API.invites,
    json(201, {
      id: "i1",
      role: "family",
      side: "Thabo's family",
      createdBy: "Lerato",
      expiresAt: "2026-01-08T00:00:00.000Z",
      url: `http://localhost/admin#invite=${TOKEN}`,
    }),
  );
  const { user } = renderOnPage(<AdminApp />);

  const invite = await screen.findByRole("region", { name: "Invite someone" });
  await user.selectOptions(within(invite).getByLabelText("Role"), "family");
  await user.click(within(invite).getByRole("button", { name: "Make an invite link" }));
  expect(within(invite).getByLabelText("Side").getAttribute("aria-invalid")).toBe("true");
  await user.type(within(invite).getByLabelText("Side"), "Thabo's family");
  await user.click(within(invite).getByRole("button", { name: "Make an invite link" }));
  const link = await within(invite).findByLabelText(/Invite link for a family/);
  expect((link as HTMLInputElement).value).toBe(`http://localhost/admin#invite=${TOKEN}`);
  expect(server.sentTo(PEOPLE_API.invites)[0]?.body).toEqual({ role: "family", side: "Thabo's family" });
  expect(within(invite).getByRole("button", { name: "Copy link" })).toBeTruthy();
});

it("shows a family member the households of their side without the controls their role cannot use", async () => {
  window.location.hash = "#guests";
  const server = fakeServer();
  server.on("GET", ADMIN_API.session, json(200, state(actor("family", { side: "Thabo's family" }))));
  server.on("GET", ADMIN_API.site, json(200, TEST_SITE));
  const households = [aHousehold({ displayName: "The Dubes", email: "dubes@example.com", side: "Thabo's family" })];
  server.on("GET", GUEST_LIST_API.households, json(200, { households, totals: [], window: TEST_WINDOW, origin: null }));
  renderOnPage(<AdminApp />);

  expect((await screen.findAllByText("The Dubes")).length).toBeGreaterThan(0);
  const tabs = screen.getByRole("tablist", { name: "Admin sections" });
  expect(
    within(tabs)
      .getAllByRole("tab")
      .map((tab) => tab.textContent),
  ).toEqual(["Guest list"]);
  expect(screen.getByRole("button", { name: "Add a household" })).toBeTruthy();
  for (const hidden of [/Import households/, /Export the guest list/, /Print invitation cards/, /Send by email/]) {
    expect(screen.queryByText(hidden)).toBeNull();
  }
  expect(screen.queryByRole("heading", { name: "Reminders" })).toBeNull();
  expect(screen.queryByRole("heading", { name: "Deadline" })).toBeNull();
});
