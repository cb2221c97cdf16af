import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestMailSetup, someMailSettings } from "../../testing/mail-setup.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { startSmtpServer, type TestSmtpServer } from "../../testing/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";
import { SETTINGS_KEY_FILE } from "../settings-key.ts";
import { chooseMailWay } from "./mail-way.ts";
import { createOutboxSender } from "./outbox-sender.ts";

const ENVIRONMENT = { smtpUrl: "smtp://ops:secret@mail.example.com:587", from: "Ops <ops@example.com>" };
const SAVED = {
  kind: "saved" as const,
  settings: { ...someMailSettings(587), password: "app-password-1" },
  version: "v1.sealed",
};

describe("which way mail goes, decided in one place", () => {
  it("takes the environment's SMTP_URL over saved settings", () => {
    expect(chooseMailWay(ENVIRONMENT, SAVED)).toEqual({ kind: "environment", ...ENVIRONMENT });
    expect(chooseMailWay(ENVIRONMENT, { kind: "unreadable", problem: "no key" }).kind).toBe("environment");
  });

  it("takes the couple's saved settings without it", () => {
    expect(chooseMailWay(null, SAVED)).toEqual({ kind: "provider", settings: SAVED.settings, version: "v1.sealed" });
  });

  it("lets mail wait, saying why, when saved settings cannot be opened: never quietly to files", () => {
    expect(chooseMailWay(null, { kind: "unreadable", problem: "no key" })).toEqual({
      kind: "unreadable",
      problem: "no key",
    });
  });

  it("writes files when nothing is set up", () => {
    expect(chooseMailWay(null, { kind: "none" })).toEqual({ kind: "files" });
  });
});

const LOGIN = { user: "couple", password: "app-password-1" };

describeOnDatabases("the outbox sender and saved mail settings", (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    t = await createTestApp(dialect, { rateLimiter: unlimitedRateLimiter });
    smtp = await startSmtpServer(0, { login: LOGIN });
  });
  afterEach(async () => {
    await smtp.close();
    await t.cleanup();
  });

  const rsvp = async (email: string) => {
    expect((await t.app.request("/api/rsvps", postJson(anRsvpRequest({ email })))).status).toBe(201);
  };

  it("sends with settings saved after it started, on this instance and another, with no restart", async () => {
    const here = await createTestMailSetup(t.deps.database, t.dataDir);
    const sender = createOutboxSender({
      outbox: createOutboxRepository(t.deps.database),
      transport: here.router,
      contentFor: t.deps.contentFor,
      logger: t.deps.logger,
    });
    try {
      await rsvp("before@example.com");
      expect(await sender.runOnce()).toMatchObject({ sent: 1 });
      expect((await readdir(path.join(t.dataDir, "mail"))).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
      expect(smtp.received).toHaveLength(0);

      // Saved through another instance (its own router, same database and key).
      const other = await createTestMailSetup(t.deps.database, t.dataDir);
      await other.store.write({ ...someMailSettings(smtp.port), password: LOGIN.password });

      await rsvp("after@example.com");
      expect(await sender.runOnce()).toMatchObject({ sent: 1, failed: 0 });
      expect(smtp.received.map((mail) => mail.to?.[0]?.address)).toEqual(["after@example.com"]);
      expect(smtp.received[0]?.from).toMatchObject({ name: "Thabo & Lerato", address: "wedding@example.com" });
    } finally {
      await here.router.close();
    }
  });

  it("keeps mail waiting, with why, while the saved settings cannot be opened", async () => {
    const setup = await createTestMailSetup(t.deps.database, t.dataDir);
    await setup.store.write({ ...someMailSettings(smtp.port), password: LOGIN.password });
    await rm(path.join(t.dataDir, SETTINGS_KEY_FILE));
    const restarted = await createTestMailSetup(t.deps.database, t.dataDir);
    const outbox = createOutboxRepository(t.deps.database);
    const sender = createOutboxSender({
      outbox,
      transport: restarted.router,
      contentFor: t.deps.contentFor,
      logger: t.deps.logger,
    });
    await rsvp("waiting@example.com");
    expect(await sender.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const [mail] = await outbox.list(1);
    expect(mail).toMatchObject({ status: "pending" });
    expect(mail?.lastError).toContain("is missing");
    expect(smtp.received).toHaveLength(0);
  });
});
