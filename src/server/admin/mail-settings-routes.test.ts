import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { MAIL_SETTINGS_API, MailSetupSchema, MailTrialResultSchema } from "../../shared/mail-settings.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { appWithMailSetup, someMailSettings } from "../../testing/mail-setup.ts";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../testing/smtp-test-server.ts";
import type { composedApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createMailSettingsRepository } from "../db/mail-settings-repository.ts";
import { SETTINGS_KEY_FILE } from "../settings-key.ts";

const LOGIN = { user: "couple", password: "app-password-1" };

describeOnDatabases("the admin's mail settings", (dialect) => {
  let t: AdminTestApp;
  let app: ReturnType<typeof composedApp>;
  let cookie: string;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    t = await createAdminTestApp(dialect);
    smtp = await startSmtpServer(0, { login: LOGIN });
    app = await appWithMailSetup(t);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await smtp.close();
    await t.cleanup();
  });

  const call = (method: string, url: string, body?: unknown) =>
    app.request(url, {
      method,
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const setup = async () => MailSetupSchema.parse(await (await call("GET", MAIL_SETTINGS_API.settings)).json());
  const trial = async (body: unknown) => {
    const response = await call("POST", MAIL_SETTINGS_API.trial, body);
    expect(response.status).toBe(200);
    return MailTrialResultSchema.parse(await response.json());
  };

  it("says mail is saved as files until settings are saved", async () => {
    expect(await setup()).toEqual({
      way: "files",
      summary: "Mail is saved as files on the server; guests receive nothing until you set up mail.",
      saved: null,
      problem: null,
    });
  });

  it("saves the settings sealed and never answers, stores or logs the password", async () => {
    const response = await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(LOGIN.password);
    expect(MailSetupSchema.parse(JSON.parse(text))).toMatchObject({
      way: "provider",
      summary: "Mail goes out through your provider's settings: 127.0.0.1 as wedding@example.com.",
      saved: { host: "127.0.0.1", port: smtp.port, security: "none", username: "couple", passwordSaved: true },
      problem: null,
    });
    expect(await (await call("GET", MAIL_SETTINGS_API.settings)).text()).not.toContain(LOGIN.password);
    const stored = await createMailSettingsRepository(t.deps.database).find();
    expect(stored).not.toBeNull();
    for (const secret of [LOGIN.password, "couple", "127.0.0.1"]) expect(stored).not.toContain(secret);
    expect(JSON.stringify(t.logs)).not.toContain(LOGIN.password);
  });

  it("refuses a bad value field by field and saves nothing", async () => {
    const response = await call("PUT", MAIL_SETTINGS_API.settings, {
      ...someMailSettings(smtp.port),
      host: "smtp://mail.example.com",
      port: 70000,
      fromAddress: "not an address",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string }; fields: Record<string, string> };
    expect(body.error.code).toBe("invalid_mail_settings");
    expect(Object.keys(body.fields).sort()).toEqual(["fromAddress", "host", "port"]);
    expect(body.fields.host).toContain("no smtp://");
    expect((await setup()).way).toBe("files");
  });

  it("asks for a password with a user name unless one is saved, and keeps the saved one when left empty", async () => {
    const withoutPassword = { ...someMailSettings(smtp.port), password: "" };
    const refused = await call("PUT", MAIL_SETTINGS_API.settings, withoutPassword);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: object }).fields).toHaveProperty("password");

    expect((await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port))).status).toBe(200);
    const renamed = { ...withoutPassword, fromName: "The Couple" };
    expect((await call("PUT", MAIL_SETTINGS_API.settings, renamed)).status).toBe(200);
    expect((await setup()).saved).toMatchObject({ fromName: "The Couple", passwordSaved: true });
    // The saved password still logs in.
    expect(await trial({ to: "ann@example.com" })).toMatchObject({ ok: true });
  });

  it("sends a test mail at once through the settings entered, before they are saved", async () => {
    const result = await trial({ to: "ann@example.com", settings: someMailSettings(smtp.port) });
    expect(result).toMatchObject({ ok: true, failure: null });
    expect(result.message).toContain("ann@example.com");
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toMatchObject({ name: "Thabo & Lerato", address: "wedding@example.com" });
    expect(smtp.received[0]?.subject).toContain("test mail");
    expect((await setup()).way).toBe("files");
  });

  it("answers a wrong password with the provider's refusal in plain words, not an error", async () => {
    const result = await trial({
      to: "ann@example.com",
      settings: someMailSettings(smtp.port, { password: "wrong-password" }),
    });
    expect(result).toMatchObject({ ok: false, failure: "authentication" });
    expect(result.message).toMatch(/^Authentication failed: .*user name or password/);
    expect(result.message).not.toContain("wrong-password");
    expect(smtp.received).toHaveLength(0);
  });

  it("says it could not connect when nothing listens, and names a certificate it cannot trust", async () => {
    const closed = await trial({ to: "ann@example.com", settings: someMailSettings(await freePort()) });
    expect(closed).toMatchObject({ ok: false, failure: "connection" });
    expect(closed.message).toMatch(/^Could not connect to 127\.0\.0\.1:/);

    const tls = await startSmtpServer(0, { login: LOGIN, tls: true });
    try {
      const untrusted = await trial({
        to: "ann@example.com",
        settings: someMailSettings(tls.port, { security: "tls" }),
      });
      expect(untrusted).toMatchObject({ ok: false, failure: "certificate" });
      expect(untrusted.message).toMatch(/^Certificate problem/);
    } finally {
      await tls.close();
    }
  });

  it("refuses a test without settings while mail only goes to files, and a bad address", async () => {
    const response = await call("POST", MAIL_SETTINGS_API.trial, { to: "ann@example.com" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "mail_not_set_up" } });
    expect((await call("POST", MAIL_SETTINGS_API.trial, { to: "ann" })).status).toBe(400);
  });

  it("removes the settings: mail goes to files again", async () => {
    await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port));
    const response = await call("DELETE", MAIL_SETTINGS_API.settings);
    expect(response.status).toBe(200);
    expect(MailSetupSchema.parse(await response.json())).toMatchObject({ way: "files", saved: null });
  });

  it("says plainly when the saved settings cannot be opened with this server's key", async () => {
    await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port));
    await rm(path.join(t.dataDir, SETTINGS_KEY_FILE));
    app = await appWithMailSetup(t);
    const now = await setup();
    expect(now).toMatchObject({ way: "provider", saved: null });
    expect(now.problem).toContain(`their key (${path.join(t.dataDir, SETTINGS_KEY_FILE)}) is missing`);
    expect(now.summary).toMatch(/^Mail is waiting/);
    const response = await call("POST", MAIL_SETTINGS_API.trial, { to: "ann@example.com" });
    expect(response.status).toBe(503);
    // Saving again seals them under a new key.
    expect((await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port))).status).toBe(200);
    expect((await setup()).problem).toBeNull();
  });

  it("is behind the admin's session", async () => {
    const response = await app.request(MAIL_SETTINGS_API.settings, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(401);
  });

  it("explains and refuses saving while the server's environment sets mail", async () => {
    const environment = {
      smtpUrl: `smtp://${LOGIN.user}:${LOGIN.password}@127.0.0.1:${smtp.port}`,
      from: "Ops <ops@example.com>",
    };
    app = await appWithMailSetup(t, environment);
    expect(await setup()).toMatchObject({
      way: "environment",
      summary: "Mail goes out through 127.0.0.1 as Ops <ops@example.com>: set by the server's operator.",
    });
    const refused = await call("PUT", MAIL_SETTINGS_API.settings, someMailSettings(smtp.port));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "mail_set_by_operator" } });
    expect(await createMailSettingsRepository(t.deps.database).find()).toBeNull();
    expect((await call("POST", MAIL_SETTINGS_API.trial, { to: "a@example.com", settings: {} })).status).toBe(409);
    // A test without settings goes the way mail goes: the operator's.
    expect(await trial({ to: "ann@example.com" })).toMatchObject({ ok: true });
    expect(smtp.received[0]?.from).toMatchObject({ address: "ops@example.com" });
  });
});
