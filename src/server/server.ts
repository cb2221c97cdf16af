import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { weddingContent } from "../../content/wedding.ts";
import { coupleNames } from "../shared/couple-names.ts";
import { adminDisabledReason } from "./admin/auth.ts";
import { createDatabaseSessionStore } from "./admin/database-session-store.ts";
import { ADMIN_SIGN_IN_MAX_FAILURES, ADMIN_SIGN_IN_WINDOW_MS } from "./admin/session-routes.ts";
import { createApp } from "./app.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite } from "./db/database.ts";
import { createOutboxRepository } from "./db/outbox-repository.ts";
import { describeDatabaseUrl, type Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createFileTransport } from "./mail/file-transport.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { createOutboxSender } from "./mail/outbox-sender.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import type { PhotoRateLimits } from "./routes/photos.ts";
import { prepareUploadTempDir } from "./services/photo-service.ts";
import { createMemoryRateLimiter, type RateLimiter, unlimitedRateLimiter } from "./services/rate-limit.ts";
import { DiskBlobStore } from "./storage/disk-blob-store.ts";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A start-up failure worth one plain line to the operator, not a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Reads configuration, builds every dependency once, migrates, and listens. */
export async function startServer(env: Env, logger: Logger, clientDir?: string): Promise<RunningServer> {
  const database = await openDatabase(env);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw new StartupError(`Database migration failed: ${(error as Error).message}`);
  }

  if (env.s3) {
    await database.close();
    throw new StartupError("S3_* is set, but this version stores photos on disk only; unset the S3 variables");
  }
  const blobs = new DiskBlobStore(path.join(env.dataDir, "uploads"));
  const uploadTempDir = path.join(env.dataDir, "tmp");
  try {
    const swept = await Promise.all([blobs.init(), prepareUploadTempDir(uploadTempDir)]);
    const sweptTempFiles = swept[0].sweptTempFiles + swept[1].sweptTempFiles;
    await blobs.checkWritable();
    if (sweptTempFiles > 0) logger.info({ sweptTempFiles }, "removed temp files left by an earlier crash");
  } catch (error) {
    await database.close();
    throw new StartupError(
      `DATA_DIR ${env.dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }

  let transport: MailTransport;
  try {
    transport = await openMailTransport(env);
  } catch (error) {
    await database.close();
    throw new StartupError(
      `DATA_DIR ${env.dataDir}: cannot create the mail folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  logger.info({ mail: transport.description }, `mail goes to ${transport.description}`);
  const sender = createOutboxSender({
    outbox: createOutboxRepository(database),
    transport,
    content: weddingContent,
    logger,
  });

  const adminOff = adminDisabledReason(env.adminPassword);
  if (adminOff) logger.warn(`the couple's admin (/admin) is disabled: ${adminOff}`);
  const app = createApp({
    content: weddingContent,
    database,
    blobs,
    logger,
    rateLimiter: rateLimiterFor(env),
    photoRateLimits: photoRateLimitsFor(env),
    uploadTempDir,
    trustProxyHops: env.trustProxyHops,
    notifyEmail: env.notifyEmail,
    onRsvpStored: () => sender.wake(),
    adminPassword: env.adminPassword,
    adminSessions: createDatabaseSessionStore(database),
    adminSignInLimiter: createMemoryRateLimiter({
      limit: ADMIN_SIGN_IN_MAX_FAILURES,
      windowMs: ADMIN_SIGN_IN_WINDOW_MS,
    }),
    ...(clientDir ? { clientDir } : {}),
  });
  let server: Server;
  try {
    server = await listen(app.fetch, env);
  } catch (error) {
    await transport.close();
    await database.close();
    throw error;
  }
  sender.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${port}`;
  logger.info(
    { url, database: database.dialect, dataDir: env.dataDir, page: clientDir ? "built" : "none" },
    "listening",
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= (async () => {
        const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        // close() stops accepting, closes idle keep-alive sockets and waits for in-flight requests.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        clearTimeout(forceClose);
        // The sender uses the database, so it stops first.
        await sender.stop();
        await transport.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** SMTP when SMTP_URL is set (parseEnv guarantees MAIL_FROM then), else .eml files in DATA_DIR/mail. */
async function openMailTransport(env: Env): Promise<MailTransport> {
  if (env.smtpUrl && env.mailFrom) return createSmtpTransport(env.smtpUrl, env.mailFrom);
  const files = createFileTransport(
    path.join(env.dataDir, "mail"),
    env.mailFrom ?? `"${coupleNames(weddingContent)}" <wedding@localhost>`,
  );
  await files.init();
  return files;
}

function rateLimiterFor(env: Env): RateLimiter {
  return env.rsvpRateLimitPerMinute === 0
    ? unlimitedRateLimiter
    : createMemoryRateLimiter({ limit: env.rsvpRateLimitPerMinute, windowMs: 60_000 });
}

const HOUR_MS = 60 * 60 * 1000;

function photoRateLimitsFor(env: Env): PhotoRateLimits {
  return {
    count:
      env.photoRateLimitPerHour === 0
        ? unlimitedRateLimiter
        : createMemoryRateLimiter({ limit: env.photoRateLimitPerHour, windowMs: HOUR_MS }),
    bytes:
      env.photoRateLimitMbPerHour === 0
        ? unlimitedRateLimiter
        : createMemoryRateLimiter({ limit: env.photoRateLimitMbPerHour * 1024 * 1024, windowMs: HOUR_MS }),
  };
}

async function openDatabase(env: Env): Promise<Database> {
  if (!env.databaseUrl) {
    try {
      return openSqlite(env.dataDir);
    } catch (error) {
      throw new StartupError(`DATA_DIR ${env.dataDir}: cannot open the database (${(error as Error).message})`);
    }
  }
  try {
    return await openPostgres(env.databaseUrl);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ECONNREFUSED" ? "connection refused" : (error as Error).message;
    throw new StartupError(
      `DATABASE_URL: cannot connect to PostgreSQL at ${describeDatabaseUrl(env.databaseUrl)} (${reason})`,
    );
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: env.port, hostname: env.host }) as Server;
    server.once("listening", () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(`Cannot listen on ${env.host}:${env.port} (${error.code ?? error.message}); set PORT or HOST`),
      );
    });
  });
}
