import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { weddingContent } from "../../content/wedding.ts";
import { coupleNames } from "../shared/couple-names.ts";
import { adminDisabledReason } from "./admin/auth.ts";
import { createDatabaseSessionStore } from "./admin/database-session-store.ts";
import { createRedisSessionStore } from "./admin/redis-session-store.ts";
import {
  ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
  ADMIN_SIGN_IN_MAX_FAILURES,
  ADMIN_SIGN_IN_WINDOW_MS,
} from "./admin/session-routes.ts";
import { createApp } from "./app.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite } from "./db/database.ts";
import { createOutboxRepository } from "./db/outbox-repository.ts";
import { describeDatabaseUrl, type Env } from "./env.ts";
import { cachedCheck, type HealthCheck, logStartupChecks } from "./health-checks.ts";
import type { Logger } from "./logger.ts";
import { createFileTransport } from "./mail/file-transport.ts";
import type { MailTransport } from "./mail/mail-transport.ts";
import { createOutboxSender } from "./mail/outbox-sender.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import { dataDirExposure } from "./private-files.ts";
import { describeRedisUrl, openRedis } from "./redis.ts";
import type { PhotoRateLimits } from "./routes/photos.ts";
import { prepareUploadTempDir } from "./services/photo-service.ts";
import type { RateLimiter } from "./services/rate-limit.ts";
import { createRateLimiterFactory, type RateLimiterFactory } from "./services/rate-limiter-factory.ts";
import { photoFilesHealthCheck, startStorageReconciler } from "./services/storage-reconcile.ts";
import { type OpenedBlobStore, openBlobStore } from "./storage/open-blob-store.ts";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  /** The listening Node server (its timeouts, for tests). */
  httpServer: Server;
  close(): Promise<void>;
}

/**
 * How long a connection may take. Silence is what gets a connection cut, not
 * total time: a 10 MB photo from a phone at 128 kbit/s takes about 11
 * minutes, which Node's default requestTimeout (300 s, whole request) would
 * cut off (docs/decisions/014-http-hygiene.md).
 */
export interface HttpTimeouts {
  /** Nothing read or written on the socket for this long ends the connection. */
  idleTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this: a backstop far above any honest upload. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  idleTimeoutMs: 60_000,
  requestTimeoutMs: 60 * 60_000,
  headersTimeoutMs: 60_000,
};

/** A start-up failure worth one plain line to the operator, not a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Reads configuration, builds every dependency once, migrates, and listens. */
export async function startServer(
  env: Env,
  logger: Logger,
  clientDir?: string,
  timeouts: Partial<HttpTimeouts> = {},
): Promise<RunningServer> {
  // Folders and files the server makes are private (private-files.ts); one it finds open is said once.
  const exposed = await dataDirExposure(env.dataDir);
  if (exposed) logger.warn({ dataDir: env.dataDir }, exposed);
  const database = await openDatabase(env);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw new StartupError(`Database migration failed: ${(error as Error).message}`);
  }

  let storage: OpenedBlobStore;
  try {
    storage = await openBlobStore(env);
  } catch (error) {
    await database.close();
    throw new StartupError((error as Error).message);
  }
  const { blobs } = storage;
  logger.info({ storage: storage.description }, `photos go to ${storage.description}`);
  const uploadTempDir = path.join(env.dataDir, "tmp");
  try {
    const sweptTempFiles = storage.sweptTempFiles + (await prepareUploadTempDir(uploadTempDir)).sweptTempFiles;
    if (sweptTempFiles > 0) logger.info({ sweptTempFiles }, "removed temp files left by an earlier crash");
  } catch (error) {
    storage.close();
    await database.close();
    throw new StartupError(
      `DATA_DIR ${env.dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }

  let transport: MailTransport;
  let smtpCheck: HealthCheck | null;
  try {
    ({ transport, check: smtpCheck } = await openMailTransport(env));
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

  const redis = env.redisUrl ? await connectRedis(env.redisUrl, [transport, database, storage]) : null;
  const limits = createRateLimiterFactory({ database, redis });
  const optionalChecks = [
    ...(smtpCheck ? [smtpCheck] : []),
    ...(redis && env.redisUrl
      ? [
          {
            name: "redis",
            target: describeRedisUrl(env.redisUrl),
            required: false,
            run: () => redis.ping().then(() => {}),
          },
        ]
      : []),
  ];
  await logStartupChecks(
    [
      { name: "database", target: describeDatabase(env, database), required: true, run: () => database.ping() },
      { name: "storage", target: storage.description, required: true, run: () => blobs.checkWritable() },
      ...optionalChecks,
    ],
    logger,
  );

  const adminOff = adminDisabledReason(env.adminPassword);
  if (adminOff) logger.warn(`the couple's admin (/admin) is disabled: ${adminOff}`);
  const app = createApp({
    content: weddingContent,
    database,
    blobs,
    logger,
    rateLimiter: rateLimiterFor(env, limits),
    photoRateLimits: photoRateLimitsFor(env, limits),
    health: {
      // Production settings list every part in /api/health; the embedded default keeps the bare answer.
      details: Boolean(env.databaseUrl || env.s3 || env.smtpUrl || env.redisUrl),
      // A proxy may poll every second: SMTP is asked at most once a minute.
      checks: [
        ...optionalChecks.map((check) =>
          check.name === "smtp" ? { ...check, run: cachedCheck(check.run, 60_000) } : check,
        ),
        // A count over the photos table: at most one every 15 s, however often the proxy polls.
        cachedPhotoFilesCheck(database),
      ],
      // Each S3 probe is a billed PUT and DELETE: at most one every 15 s, however often the proxy polls.
      ...(env.s3 ? { storageCheck: cachedCheck(() => blobs.checkWritable(), 15_000) } : {}),
    },
    uploadTempDir,
    trustProxyHops: env.trustProxyHops,
    notifyEmail: env.notifyEmail,
    onRsvpStored: () => sender.wake(),
    adminPassword: env.adminPassword,
    // Shared by every instance: in Redis when REDIS_URL is set, else in the database.
    adminSessions: redis ? createRedisSessionStore({ redis }) : createDatabaseSessionStore(database),
    adminSignInLimiter: limits.create({
      name: "admin-sign-in",
      limit: ADMIN_SIGN_IN_MAX_FAILURES,
      windowMs: ADMIN_SIGN_IN_WINDOW_MS,
    }),
    adminSignInGlobalLimiter: limits.create({
      name: "admin-sign-in-all",
      limit: ADMIN_SIGN_IN_GLOBAL_MAX_FAILURES,
      windowMs: ADMIN_SIGN_IN_WINDOW_MS,
    }),
    ...(clientDir ? { clientDir } : {}),
  });
  let server: Server;
  try {
    server = await listen(app.fetch, env, { ...HTTP_TIMEOUTS, ...timeouts });
  } catch (error) {
    redis?.disconnect();
    await transport.close();
    await database.close();
    storage.close();
    throw error;
  }
  sender.start();
  // Removes files an interrupted upload left without a record, and marks records whose files are gone.
  const reconciler = startStorageReconciler({ database, blobs, logger });
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${port}`;
  logger.info(
    {
      url,
      database: database.dialect,
      dataDir: env.dataDir,
      page: clientDir ? "built" : "none",
      rateLimits: limits.store,
    },
    "listening",
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    httpServer: server,
    close() {
      closing ??= (async () => {
        const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        // close() stops accepting, closes idle keep-alive sockets and waits for in-flight requests.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        clearTimeout(forceClose);
        // The sender and the reconcile use the database, so they stop first.
        await sender.stop();
        await reconciler.stop();
        await transport.close();
        // quit() lets pending replies arrive; with Redis gone there is nothing to wait for.
        await redis?.quit().catch(() => redis.disconnect());
        await database.close();
        storage.close();
      })();
      return closing;
    },
  };
}

/**
 * SMTP when SMTP_URL is set (parseEnv guarantees MAIL_FROM then), with its
 * connection check; else .eml files in DATA_DIR/mail.
 */
async function openMailTransport(env: Env): Promise<{ transport: MailTransport; check: HealthCheck | null }> {
  if (env.smtpUrl && env.mailFrom) {
    const smtp = createSmtpTransport(env.smtpUrl, env.mailFrom);
    return { transport: smtp, check: { name: "smtp", target: smtp.target, required: false, run: () => smtp.verify() } };
  }
  const files = createFileTransport(
    path.join(env.dataDir, "mail"),
    env.mailFrom ?? `"${coupleNames(weddingContent)}" <wedding@localhost>`,
  );
  await files.init();
  return { transport: files, check: null };
}

/** Redis for shared limits (and sessions); unreachable at start is a one-line start-up failure. */
async function connectRedis(url: string, opened: { close(): Promise<void> | void }[]) {
  try {
    return await openRedis(url);
  } catch (error) {
    for (const part of opened) await part.close();
    const reason =
      (error as NodeJS.ErrnoException).code === "ECONNREFUSED" ? "connection refused" : (error as Error).message;
    throw new StartupError(`REDIS_URL: cannot connect to Redis at ${describeRedisUrl(url)} (${reason})`);
  }
}

function describeDatabase(env: Env, database: Database): string {
  return env.databaseUrl ? `postgres ${describeDatabaseUrl(env.databaseUrl)}` : `${database.dialect} ${env.dataDir}`;
}

function cachedPhotoFilesCheck(database: Database): HealthCheck {
  const check = photoFilesHealthCheck(database);
  return { ...check, run: cachedCheck(check.run, 15_000) };
}

function rateLimiterFor(env: Env, limits: RateLimiterFactory): RateLimiter {
  return limits.create({ name: "rsvp", limit: env.rsvpRateLimitPerMinute, windowMs: 60_000 });
}

const HOUR_MS = 60 * 60 * 1000;

function photoRateLimitsFor(env: Env, limits: RateLimiterFactory): PhotoRateLimits {
  return {
    count: limits.create({ name: "photo-count", limit: env.photoRateLimitPerHour, windowMs: HOUR_MS }),
    bytes: limits.create({ name: "photo-bytes", limit: env.photoRateLimitMbPerHour * 1024 * 1024, windowMs: HOUR_MS }),
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

function listen(fetch: Parameters<typeof serve>[0]["fetch"], env: Env, timeouts: HttpTimeouts): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch,
      port: env.port,
      hostname: env.host,
      serverOptions: {
        requestTimeout: timeouts.requestTimeoutMs,
        headersTimeout: timeouts.headersTimeoutMs,
        // How often Node checks the two above (30 s by default): often enough for short values too.
        connectionsCheckingInterval: Math.min(30_000, Math.ceil(timeouts.headersTimeoutMs / 4)),
      },
    }) as Server;
    // Silence, not total time: an upload keeps its connection as long as its bytes keep coming.
    server.setTimeout(timeouts.idleTimeoutMs);
    server.once("listening", () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(`Cannot listen on ${env.host}:${env.port} (${error.code ?? error.message}); set PORT or HOST`),
      );
    });
  });
}
