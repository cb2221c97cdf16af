// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { MAIL_SETTINGS_API, type MailSetup } from "../../../shared/mail-settings.ts";
import { descriptionOf, fakeServer, isDisabled, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { MAIL_SETTINGS_MESSAGES } from "../admin-messages.ts";
import { MailPanel } from "./mail-panel.tsx";

const FILES: MailSetup = {
  way: "files",
  summary: "Mail is saved as files on the server; guests receive nothing until you set up mail.",
  saved: null,
  problem: null,
};

const SAVED: MailSetup = {
  way: "provider",
  summary: "Mail goes out through your provider's settings: smtp.gmail.com as wedding@example.com.",
  saved: {
    host: "smtp.gmail.com",
    port: 465,
    security: "tls",
    username: "wedding@example.com",
    fromAddress: "wedding@example.com",
    fromName: "Thabo & Lerato",
    passwordSaved: true,
  },
  problem: null,
};

it("fills a provider in, checks the fields before sending, and saves", async () => {
  const server = fakeServer();
  server.on("GET", MAIL_SETTINGS_API.settings, json(200, FILES));
  server.on("PUT", MAIL_SETTINGS_API.settings, json(200, SAVED));
  const { user } = renderOnPage(<MailPanel onSessionEnded={() => {}} />);

  expect(await screen.findByText(FILES.summary)).toBeTruthy();
  await user.selectOptions(screen.getByLabelText(MAIL_SETTINGS_MESSAGES.providerHint), "Gmail / Google Workspace");
  expect((screen.getByLabelText("Mail server (SMTP)") as HTMLInputElement).value).toBe("smtp.gmail.com");
  expect((screen.getByRole("radio", { name: /Encrypted from the start/ }) as HTMLInputElement).checked).toBe(true);

  await user.type(screen.getByLabelText("User name"), "wedding@example.com");
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  // No password (and none saved) and no sender: each field says so, the first has the focus, nothing was sent.
  const password = screen.getByLabelText("Password");
  expect(password.getAttribute("aria-invalid")).toBe("true");
  expect(descriptionOf(password)).toContain("Write the password");
  expect(descriptionOf(screen.getByLabelText("From address"))).toContain("Write the address the mails come from");
  expect(document.activeElement).toBe(password);
  expect(server.sentTo(MAIL_SETTINGS_API.settings, "PUT")).toHaveLength(0);

  await user.type(password, "app-password");
  await user.type(screen.getByLabelText("From address"), "wedding@example.com");
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  await waitFor(() => expect(server.sentTo(MAIL_SETTINGS_API.settings, "PUT")).toHaveLength(1));
  expect(server.sentTo(MAIL_SETTINGS_API.settings, "PUT")[0]?.body).toMatchObject({
    host: "smtp.gmail.com",
    port: 465,
    security: "tls",
    password: "app-password",
  });
  expect(await screen.findByText(MAIL_SETTINGS_MESSAGES.saved)).toBeTruthy();
  expect(await screen.findByText(SAVED.summary)).toBeTruthy();
  // The password is never shown again: the field is empty and says one is saved.
  expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  expect(descriptionOf(screen.getByLabelText("Password"))).toContain("A password is saved");
});

it("announces the test mail's failure in plain words", async () => {
  const server = fakeServer();
  server.on("GET", MAIL_SETTINGS_API.settings, json(200, SAVED));
  const failure = "Authentication failed: smtp.gmail.com:465 refused the user name or password.";
  server.on("POST", MAIL_SETTINGS_API.trial, json(200, { ok: false, failure: "authentication", message: failure }));
  const { user } = renderOnPage(<MailPanel onSessionEnded={() => {}} />);

  const to = await screen.findByLabelText(MAIL_SETTINGS_MESSAGES.testTo);
  // Offered: the sender's own mailbox.
  expect((to as HTMLInputElement).value).toBe("wedding@example.com");
  await user.clear(to);
  await user.type(to, "ann@example.com");
  await user.click(screen.getByRole("button", { name: MAIL_SETTINGS_MESSAGES.test }));
  expect((await screen.findByRole("alert")).textContent).toBe(failure);
  // The saved password is kept: the form sent none.
  expect(server.sentTo(MAIL_SETTINGS_API.trial, "POST")[0]?.body).toMatchObject({
    to: "ann@example.com",
    settings: { host: "smtp.gmail.com", password: "" },
  });
});

it("explains that the operator's settings win, and offers no saving", async () => {
  const server = fakeServer();
  server.on(
    "GET",
    MAIL_SETTINGS_API.settings,
    json(200, {
      ...FILES,
      way: "environment",
      summary: "Mail goes out through mail.example.com as Ops: set by the server's operator.",
    }),
  );
  renderOnPage(<MailPanel onSessionEnded={() => {}} />);
  expect(await screen.findByText(MAIL_SETTINGS_MESSAGES.setByOperator)).toBeTruthy();
  expect(isDisabled(screen.getByRole("button", { name: "Save settings" }))).toBe(true);
  expect(isDisabled(screen.getByLabelText("Mail server (SMTP)"))).toBe(true);
  // The test mail still goes the way mail goes now.
  expect(isDisabled(screen.getByRole("button", { name: MAIL_SETTINGS_MESSAGES.test }))).toBe(false);
});
