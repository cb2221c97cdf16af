import path from "node:path";
import { z } from "zod";
import { CONFIRMATION_DELAY_MS } from "./services/invitation-service.ts";
import { parseSettingsKey } from "./settings-key.ts";

/** Every setting the server reads, parsed once at start (README, Configuration). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z.object({
  PORT: z.coerce
    .number()
    .int("must be a whole number")
    .min(0)
    .max(65535, "must be a port number (0-65535)")
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(
    z.string().refine(isPostgresUrl, "must be a postgres:// or postgresql:// URL with a host and a database name"),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name")),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(["1", "0", "true", "false"], "must be 1, 0, true or false").transform((v) => v === "1" || v === "true"),
  ),
  REDIS_URL: optional(z.string().refine(isRedisUrl, "must be a redis:// or rediss:// URL with a host")),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: optional(z.string().min(3)),
  SETTINGS_KEY: optional(
    z.string().transform((value, context) => {
      const key = parseSettingsKey(value);
      if (!key) {
        context.addIssue({
          code: "custom",
          message: "must be 32 random bytes as base64 (44 characters) or hex (64), e.g. from: openssl rand -base64 32",
        });
        return z.NEVER;
      }
      return key;
    }),
  ),
  NOTIFY_EMAIL: optional(z.email("must be an email address")),
  TRUST_PROXY: z.coerce
    .number()
    .int("must be a whole number of proxy hops")
    .min(0, "must be 0 or more proxy hops")
    .max(10, "must be at most 10 proxy hops")
    .default(0),
  RSVP_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int("must be a whole number (0 turns the limit off)")
    .min(0, "must be 0 (off) or more")
    .default(10),
  PHOTO_RATE_LIMIT_PER_HOUR: z.coerce
    .number()
    .int("must be a whole number (0 turns the limit off)")
    .min(0, "must be 0 (off) or more")
    .default(60),
  PHOTO_RATE_LIMIT_MB_PER_HOUR: z.coerce
    .number()
    .int("must be a whole number of megabytes (0 turns the limit off)")
    .min(0, "must be 0 (off) or more")
    .default(300),
  CONFIRMATION_DELAY_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(0, "must be 0 (no wait) or more")
    .max(24 * 60 * 60, "must be at most a day (86400 seconds)")
    .default(CONFIRMATION_DELAY_MS / 1000),
  ADMIN_PASSWORD: optional(z.string()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const S3_VARIABLES = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key instead of bucket.endpoint/key (MinIO, s3rver and most self-hosted servers need it). */
  forcePathStyle: boolean;
}

export interface Env {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | null;
  s3: S3Settings | null;
  /** Rate limits and admin sessions shared through Redis; null keeps them in the database (or memory). */
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string | null;
  /** The key that seals the couple's stored mail settings (settings-key.ts); null: DATA_DIR/settings.key. */
  settingsKey: Buffer | null;
  /** The couple's address for a copy of each RSVP; null sends none. */
  notifyEmail: string | null;
  /** How many reverse proxies in front of us append to X-Forwarded-For; 0 trusts none. */
  trustProxyHops: number;
  /** RSVPs per client address per minute; 0 turns the limit off (benchmarks). */
  rsvpRateLimitPerMinute: number;
  /** How long a household's confirmation waits for its answers to settle (CONFIRMATION_DELAY_SECONDS). */
  confirmationDelayMs: number;
  /** Photo uploads per device per hour (limits.ts); 0 turns the count limits off, the address's and the site's too. */
  photoRateLimitPerHour: number;
  /** Megabytes of photos per device per hour; 0 turns the byte limits off, the address's and the site's too. */
  photoRateLimitMbPerHour: number;
  adminPassword: string | null;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws EnvError whose message is one line naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const s3Set = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => env[name] === undefined);
    throw new EnvError(
      `Invalid configuration: ${missing.join(", ")} must be set too when ${s3Set.join(", ")} is set (S3 storage needs all five)`,
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new EnvError(
      "Invalid configuration: MAIL_FROM must be set when SMTP_URL is set (the sender address of the mails)",
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
          }
        : null,
    redisUrl: env.REDIS_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? null,
    settingsKey: env.SETTINGS_KEY ?? null,
    notifyEmail: env.NOTIFY_EMAIL ?? null,
    trustProxyHops: env.TRUST_PROXY,
    rsvpRateLimitPerMinute: env.RSVP_RATE_LIMIT_PER_MINUTE,
    confirmationDelayMs: env.CONFIRMATION_DELAY_SECONDS * 1000,
    photoRateLimitPerHour: env.PHOTO_RATE_LIMIT_PER_HOUR,
    photoRateLimitMbPerHour: env.PHOTO_RATE_LIMIT_MB_PER_HOUR,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    logLevel: env.LOG_LEVEL,
  };
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "" && url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "redis:" || url.protocol === "rediss:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** host:port/database, never the password: safe for logs and error lines. */
export function describeDatabaseUrl(value: string): string {
  const url = new URL(value);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}
