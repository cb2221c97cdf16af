import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeDatabaseUrl, EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("has working defaults for npm start", () => {
    expect(parseEnv({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("./data"),
      databaseUrl: null,
      s3: null,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: null,
      settingsKey: null,
      notifyEmail: null,
      trustProxyHops: 0,
      rsvpRateLimitPerMinute: 10,
      photoRateLimitPerHour: 60,
      photoRateLimitMbPerHour: 300,
      confirmationDelayMs: 5 * 60_000,
      adminPassword: null,
      logLevel: "info",
    });
  });

  it("reads SETTINGS_KEY as the key's bytes", () => {
    expect(parseEnv({ SETTINGS_KEY: "ab".repeat(32) }).settingsKey).toEqual(Buffer.alloc(32, 0xab));
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "4000" })).toMatchObject({ databaseUrl: null, port: 4000 });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgres://localhost" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL must be a redis:// or rediss:// URL"],
    [{ REDIS_URL: "http://cache.example.com" }, "REDIS_URL"],
    [{ S3_BUCKET: "photos" }, "S3_ENDPOINT"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, "MAIL_FROM must be set when SMTP_URL is set"],
    [{ NOTIFY_EMAIL: "the couple" }, "NOTIFY_EMAIL"],
    [{ SETTINGS_KEY: "secret" }, "SETTINGS_KEY must be 32 random bytes"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ RSVP_RATE_LIMIT_PER_MINUTE: "lots" }, "RSVP_RATE_LIMIT_PER_MINUTE"],
    [{ CONFIRMATION_DELAY_SECONDS: "-5" }, "CONFIRMATION_DELAY_SECONDS"],
    [{ CONFIRMATION_DELAY_SECONDS: "90000" }, "CONFIRMATION_DELAY_SECONDS"],
  ])("names the bad variable in one line: %j", (source, variable) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain(variable);
    expect(message).not.toContain("\n");
  });

  it("reads the RSVP and mail settings", () => {
    expect(
      parseEnv({
        SMTP_URL: "smtp://mail.example.com:587",
        MAIL_FROM: "Thabo & Lerato <wedding@example.com>",
        NOTIFY_EMAIL: "couple@example.com",
        TRUST_PROXY: "1",
        RSVP_RATE_LIMIT_PER_MINUTE: "0",
        CONFIRMATION_DELAY_SECONDS: "90",
      }),
    ).toMatchObject({
      smtpUrl: "smtp://mail.example.com:587",
      mailFrom: "Thabo & Lerato <wedding@example.com>",
      notifyEmail: "couple@example.com",
      trustProxyHops: 1,
      rsvpRateLimitPerMinute: 0,
      confirmationDelayMs: 90_000,
    });
  });

  it("takes a complete S3 group", () => {
    const s3Group = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "wedding-photos",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    const env = parseEnv(s3Group);
    expect(env.s3).toMatchObject({
      bucket: "wedding-photos",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: false,
    });
    expect(parseEnv({ ...s3Group, S3_FORCE_PATH_STYLE: "1" }).s3?.forcePathStyle).toBe(true);
    expect(parseEnv({ ...s3Group, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
  });

  it("takes a Redis URL", () => {
    expect(parseEnv({ REDIS_URL: "rediss://:secret@cache.example.com:6380/2" }).redisUrl).toBe(
      "rediss://:secret@cache.example.com:6380/2",
    );
  });

  it("describes a database URL without its password", () => {
    expect(describeDatabaseUrl("postgres://user:hunter2@db.example.com/wedding")).toBe("db.example.com:5432/wedding");
  });
});
