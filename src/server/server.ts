import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Redis } from "ioredis";
import { parse as parseYaml } from "yaml";
import type { WeddingContent } from "../shared/content-schema.ts";
import { ContentError } from "../shared/content-schema.ts";
import { coupleNames } from "../shared/couple-names.ts";
import { adminDisabledReason } from "./admin/auth.ts";
import { createDatabaseSessionStore } from "./admin/database-session-store.ts";
import { createRedisSessionStore } from "./admin/redis-session-store.ts";
import { type AppDeps, createApp } from "./app.ts";
import { buildRepositories, buildServices, type Repositories } from "./composition.ts";
import { CONNECTION_LIMITS, type ConnectionLimits, guardConnections } from "./connection-guard.ts";
import { listenForPublications } from "./db/content-repository.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite } from "./db/database.ts";
import type { PhotoRepository } from "./db/photo-repository.ts";
import { describeDatabaseUrl, type Env } from "./env.ts";
import { cachedCheck, type HealthCheck, logStartupChecks } from "./health-checks.ts";
import { createSiteLimiters } from "./limits.ts";
import type { Logger } from "./logger.ts";
import { createFileTransport } from "./mail/file-transport.ts";
import { createMailSettingsStore } from "./mail/mail-settings-store.ts";
import { createMailRouter, type MailRouter } from "./mail/mail-way.ts";
import { createOutboxSender, type OutboxSender } from "./mail/outbox-sender.ts";
import { dataDirExposure } from "./private-files.ts";
import { describeRedisUrl, openRedis } from "./redis.ts";
import { Resources } from "./resources.ts";
import { reconcileMailFiles } from "./services/mail-reconcile.ts";
import type { People } from "./services/people.ts";
import { prepareUploadTempDir } from "./services/photo-service.ts";
import { createRateLimiterFactory, type RateLimiterFactory } from "./services/rate-limiter-factory.ts";
import { startRetention } from "./services/retention.ts";
import { photoFilesHealthCheck, startStorageReconciler } from "./services/storage-reconcile.ts";
import { settingsKey } from "./settings-key.ts";
import { openSitePublication, type SitePublication } from "./site/site-publication.ts";
import { publicSiteOrigin } from "./site-origin.ts";
import { type OpenedBlobStore, openBlobStore } from "./storage/open-blob-store.ts";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  /** The listening Node server (its timeouts, for tests). */
  httpServer: Server;
  /** Closes every part, the last opened first (the list a failed start closes too); called again, the same promise. */
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

/** What startServer's callers may change: the timeouts and the connection limits (short ones in tests). */
export type ConnectionRules = HttpTimeouts & ConnectionLimits;

/** A start-up failure worth one plain line to the operator, not a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Reads configuration, builds every dependency once, migrates, and listens.
 * Each part is added to one list as it opens; a failed step closes the list
 * (exactly what opened before it) and close() closes the same list.
 */
export async function startServer(
  env: Env,
  logger: Logger,
  clientDir?: string,
  overrides: Partial<ConnectionRules> = {},
): Promise<RunningServer> {
  const resources = new Resources();
  const rules: ConnectionRules = {
    ...HTTP_TIMEOUTS,
    ...CONNECTION_LIMITS,
    // Behind a proxy every connection comes from the proxy's address: capping it per address is the proxy's job.
    ...(env.trustProxyHops > 0 ? { maxConnectionsPerAddress: 0 } : {}),
    ...overrides,
  };
  try {
    const { url, httpServer } = await openServer(env, logger, resources, clientDir, rules);
    return { url, httpServer, close: () => resources.closeAll() };
  } catch (error) {
    // The step that failed is what the operator must hear about; a part that also fails to close is logged.
    await resources.closeAll().catch((closeError: unknown) => {
      logger.error({ err: closeError }, "closing after a failed start failed");
    });
    throw error;
  }
}

/** The parts the app is built from, once each is open. */
interface OpenedParts {
  database: Database;
  storage: OpenedBlobStore;
  uploadTempDir: string;
  redis: Redis | null;
  limits: RateLimiterFactory;
  sender: OutboxSender;
  /** Which way mail goes and the couple's saved settings (the admin's Mail screen). */
  mail: NonNullable<AppDeps["mail"]>;
  /** SMTP and Redis, when set: reported, never fatal. */
  optionalChecks: HealthCheck[];
}

/** Opens the parts in order, registering each one's close in `resources` as soon as it is open. */
async function openServer(
  env: Env,
  logger: Logger,
  resources: Resources,
  clientDir: string | undefined,
  rules: ConnectionRules,
): Promise<Omit<RunningServer, "close">> {
  // Folders and files the server makes are private (private-files.ts); one it finds open is said once.
  const exposed = await dataDirExposure(env.dataDir);
  if (exposed) logger.warn({ dataDir: env.dataDir }, exposed);

  const database = await openDatabase(env);
  resources.defer(() => database.close());
  await migrate(database);

  const storage = await openStorage(env);
  resources.defer(() => storage.close());
  logger.info({ storage: storage.description }, `photos go to ${storage.description}`);
  const uploadTempDir = await prepareTempDir(env, storage, logger);

  const repositories = buildRepositories(database);
  // The content guests see: the published version, or the seed file published first (ADR 050).
  const publication = await openPublication(env, logger, database, repositories, storage, clientDir);
  const { live } = publication;

  const { transport, mail, check: smtpCheck } = await openMail(env, live.content, repositories, logger);
  resources.defer(() => transport.close());

  const redis = env.redisUrl ? await connectRedis(env.redisUrl) : null;
  if (redis) resources.defer(() => closeRedis(redis));

  const sender = createOutboxSender({
    outbox: repositories.outbox,
    transport,
    contentFor: live.contentFor,
    logger,
  });
  // Started once the server listens; its stop comes after the last request, which may still wake it.
  resources.defer(() => sender.stop());

  const parts: OpenedParts = {
    database,
    storage,
    uploadTempDir,
    redis,
    limits: createRateLimiterFactory({ database, redis }),
    sender,
    mail,
    optionalChecks: [
      ...(smtpCheck ? [smtpCheck] : []),
      ...(redis && env.redisUrl ? [redisCheck(env.redisUrl, redis)] : []),
    ],
  };
  const appDeps = appDepsOf(env, logger, parts, repositories, clientDir, publication);
  // Every service, once: the app's routes and the work below share them.
  const services = buildServices(appDeps, repositories);

  // Before anything is served or sent: an erasure a crash interrupted is finished, and mail files whose
  // outbox row is gone (an erased guest's) are removed (docs/decisions/037-guest-data-erasure-search-and-codes.md).
  const { mailDir } = appDeps;
  await services.erasure.resumeInterrupted();
  if (mailDir) await reconcileMailFiles({ database, mailDir, logger });

  await logStartupChecks(
    [
      { name: "database", target: describeDatabase(env, database), required: true, run: () => database.ping() },
      { name: "storage", target: storage.description, required: true, run: () => storage.blobs.checkWritable() },
      ...parts.optionalChecks,
    ],
    logger,
  );

  // A password set but too short is a mistake to say; none at all is the couple's way in (their own accounts).
  const passwordOff = adminDisabledReason(env.adminPassword);
  if (passwordOff && env.adminPassword) logger.warn(`signing in to /admin with ADMIN_PASSWORD is off: ${passwordOff}`);
  const httpServer = await listen(createApp(appDeps, services).fetch, env, rules, logger);
  resources.defer(() => closeGracefully(httpServer));
  sender.start();
  // Removes files an interrupted upload left without a record, and marks records whose files are gone.
  const reconciler = startStorageReconciler({ photos: repositories.photos, blobs: storage.blobs, logger });
  resources.defer(() => reconciler.stop());
  // Erases guests' personal data once the content's retention date has passed (one instance at a time).
  const retention = startRetention({
    database,
    erasure: services.erasure,
    content: live.content,
    now: () => new Date(),
    logger,
  });
  resources.defer(() => retention.stop());

  // Every instance follows the pointer: a version published through any of them is served here within seconds.
  const follower = publication.follow();
  resources.defer(() => follower.stop());
  if (env.databaseUrl) {
    const stopListening = await listenForPublications(env.databaseUrl, () => follower.poke(), logger);
    resources.defer(stopListening);
  }

  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${port}`;
  logger.info(
    {
      url,
      database: database.dialect,
      dataDir: env.dataDir,
      page: clientDir ? "built" : "none",
      rateLimits: parts.limits.store,
    },
    "listening",
  );
  if (!env.adminPassword) await logSetupLink(services.people, publicSiteOrigin(live.content) ?? url, logger);
  return { url, httpServer };
}

/**
 * The first run (docs/decisions/052-people-not-a-password.md): nobody to sign in and no ADMIN_PASSWORD, so the
 * log gets one line with a one-time link for the couple's account. Each start makes a new one; the older stops.
 */
async function logSetupLink(people: People, origin: string, logger: Logger): Promise<void> {
  const link = await people.openSetup(origin);
  if (link !== null) {
    logger.warn(
      { setupLink: link },
      `first run: open this link once, within 24 hours, to create the couple's admin account: ${link}`,
    );
  }
}

/** What the app and its services are built from (composition.ts), from the environment and the open parts. */
function appDepsOf(
  env: Env,
  logger: Logger,
  parts: OpenedParts,
  repositories: Repositories,
  clientDir: string | undefined,
  { live, site, guestPages, publishing }: SitePublication,
): AppDeps & { mailDir: string | null } {
  const { database, storage, redis, limits, sender } = parts;
  return {
    content: live.content,
    contentFor: live.contentFor,
    ...(site ? { site } : {}),
    ...(guestPages ? { guestPages } : {}),
    ...(publishing ? { publishing } : {}),
    database,
    blobs: storage.blobs,
    logger,
    // Every limit, shared by every instance: in Redis when REDIS_URL is set, else in the database (or memory).
    ...createSiteLimiters(limits, {
      rsvpPerMinute: env.rsvpRateLimitPerMinute,
      photosPerDevicePerHour: env.photoRateLimitPerHour,
      photoMbPerDevicePerHour: env.photoRateLimitMbPerHour,
    }),
    health: {
      // Production settings list every part in /api/health; the embedded default keeps the bare answer.
      details: Boolean(env.databaseUrl || env.s3 || env.smtpUrl || env.redisUrl),
      // A proxy may poll every second: SMTP is asked at most once a minute.
      checks: [
        ...parts.optionalChecks.map((check) =>
          check.name === "smtp" ? { ...check, run: cachedCheck(check.run, 60_000) } : check,
        ),
        // A count over the photos table: at most one every 15 s, however often the proxy polls.
        cachedPhotoFilesCheck(repositories.photos),
      ],
      // Each S3 probe is a billed PUT and DELETE: at most one every 15 s, however often the proxy polls.
      ...(env.s3 ? { storageCheck: cachedCheck(() => storage.blobs.checkWritable(), 15_000) } : {}),
    },
    uploadTempDir: parts.uploadTempDir,
    trustProxyHops: env.trustProxyHops,
    notifyEmail: env.notifyEmail,
    confirmationDelayMs: env.confirmationDelayMs,
    onRsvpStored: () => sender.wake(),
    mail: parts.mail,
    adminPassword: env.adminPassword,
    // Shared by every instance: in Redis when REDIS_URL is set, else in the database.
    adminSessions: redis ? createRedisSessionStore({ redis }) : createDatabaseSessionStore(database),
    // Erasure removes a guest's .eml files too; SMTP leaves none here.
    mailDir: mailDirOf(env),
    ...(clientDir ? { clientDir } : {}),
  };
}

async function migrate(database: Database): Promise<void> {
  try {
    await migrateToLatest(database, { eventIds: seedEventIds() });
  } catch (error) {
    throw new StartupError(`Database migration failed: ${(error as Error).message}`);
  }
}

async function openStorage(env: Env): Promise<OpenedBlobStore> {
  try {
    return await openBlobStore(env);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}

/** DATA_DIR/tmp for uploads in flight, emptied of what a crash left there; returns its path. */
async function prepareTempDir(env: Env, storage: OpenedBlobStore, logger: Logger): Promise<string> {
  const uploadTempDir = path.join(env.dataDir, "tmp");
  let swept: number;
  try {
    swept = (await prepareUploadTempDir(uploadTempDir)).sweptTempFiles;
  } catch (error) {
    throw new StartupError(`DATA_DIR ${env.dataDir} is not writable (${errorCode(error)})`);
  }
  const sweptTempFiles = storage.sweptTempFiles + swept;
  if (sweptTempFiles > 0) logger.info({ sweptTempFiles }, "removed temp files left by an earlier crash");
  return uploadTempDir;
}

interface OpenedMail {
  /** The outbox's transport: which way mail goes is asked at each send (mail-way.ts). */
  transport: MailRouter;
  mail: NonNullable<AppDeps["mail"]>;
  check: HealthCheck | null;
}

/** The mail transport, or a one-line start-up failure. */
async function openMail(
  env: Env,
  content: WeddingContent,
  repositories: Repositories,
  logger: Logger,
): Promise<OpenedMail> {
  let opened: OpenedMail;
  try {
    opened = await openMailRouter(env, content, repositories);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${env.dataDir}: cannot create the mail folder (${errorCode(error)})`);
  }
  // Where mail goes now; saved settings this server cannot open are said once at start: mail waits, the
  // server runs (docs/decisions/053-mail-the-couple-can-set-up.md).
  const router = opened.transport;
  const way = await router.current();
  logger.info({ mail: router.describe(way) }, `mail goes to ${router.describe(way)}`);
  if (way.kind === "unreadable") logger.error({ problem: way.problem }, "the couple's mail settings cannot be used");
  return opened;
}

/**
 * SMTP_URL (parseEnv guarantees MAIL_FROM then) with its connection check wins; else the couple's saved
 * settings, read at each send; else .eml files in DATA_DIR/mail.
 */
async function openMailRouter(env: Env, content: WeddingContent, repositories: Repositories): Promise<OpenedMail> {
  const store = createMailSettingsStore({
    repository: repositories.mailSettings,
    key: settingsKey({ fromEnv: env.settingsKey, dataDir: env.dataDir }),
  });
  const environment = env.smtpUrl && env.mailFrom ? { smtpUrl: env.smtpUrl, from: env.mailFrom } : null;
  const files = createFileTransport(
    path.join(env.dataDir, "mail"),
    env.mailFrom ?? (() => `"${coupleNames(content)}" <wedding@localhost>`),
  );
  if (!environment) await files.init();
  const router = createMailRouter({ environment, store, files });
  const { smtp } = router;
  return {
    transport: router,
    mail: { environment, store, router },
    check: smtp ? { name: "smtp", target: smtp.target, required: false, run: () => smtp.verify() } : null,
  };
}

/** Where mail files go without SMTP (createFileTransport); null with SMTP, which keeps no copy here. */
export function mailDirOf(env: Env): string | null {
  return env.smtpUrl && env.mailFrom ? null : path.join(env.dataDir, "mail");
}

/** Redis for shared limits (and sessions); unreachable at start is a one-line start-up failure. */
async function connectRedis(url: string): Promise<Redis> {
  try {
    return await openRedis(url);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ECONNREFUSED" ? "connection refused" : (error as Error).message;
    throw new StartupError(`REDIS_URL: cannot connect to Redis at ${describeRedisUrl(url)} (${reason})`);
  }
}

/** quit() lets pending replies arrive; with Redis gone there is nothing to wait for. */
async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

function redisCheck(url: string, redis: Redis): HealthCheck {
  return { name: "redis", target: describeRedisUrl(url), required: false, run: () => redis.ping().then(() => {}) };
}

/** In-flight requests get SHUTDOWN_GRACE_MS to finish; the connections left after that are cut. */
async function closeGracefully(server: Server): Promise<void> {
  const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  // close() stops accepting, closes idle keep-alive sockets and waits for in-flight requests.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(forceClose);
}

/** The errno code (EACCES, ENOTDIR) when there is one: the operator's clue. */
function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

function describeDatabase(env: Env, database: Database): string {
  return env.databaseUrl ? `postgres ${describeDatabaseUrl(env.databaseUrl)}` : `${database.dialect} ${env.dataDir}`;
}

function cachedPhotoFilesCheck(photos: PhotoRepository): HealthCheck {
  const check = photoFilesHealthCheck(photos);
  return { ...check, run: cachedCheck(check.run, 15_000) };
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

function listen(
  fetch: Parameters<typeof serve>[0]["fetch"],
  env: Env,
  rules: ConnectionRules,
  logger: Logger,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch,
      port: env.port,
      hostname: env.host,
      serverOptions: {
        requestTimeout: rules.requestTimeoutMs,
        headersTimeout: rules.headersTimeoutMs,
        // How often Node checks the two above (30 s by default): often enough for short values too.
        connectionsCheckingInterval: Math.min(30_000, Math.ceil(rules.headersTimeoutMs / 4)),
      },
    }) as Server;
    // Silence, not total time: an upload keeps its connection as long as its bytes keep coming.
    server.setTimeout(rules.idleTimeoutMs);
    // Slow bodies and crowds of connections, set before the first connection arrives
    // (docs/decisions/036-slow-bodies-connection-caps-and-big-lists.md).
    guardConnections(server, rules, logger);
    server.once("listening", () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(`Cannot listen on ${env.host}:${env.port} (${error.code ?? error.message}); set PORT or HOST`),
      );
    });
  });
}

/** The seed: content/wedding.yaml and content/images in the site's folder (where npm start runs). */
const SEED = { file: path.resolve("content/wedding.yaml"), imagesDir: path.resolve("content/images") };

/**
 * The events of the seed file, for migration 007 alone (it gave households of an older database every event); the
 * file is read as YAML, unchecked: a database that old predates publishing.
 */
function seedEventIds(): string[] {
  try {
    const { events } = parseYaml(readFileSync(SEED.file, "utf8")) as { events?: { id?: unknown }[] };
    return (events ?? []).flatMap((event) => (typeof event.id === "string" ? [event.id] : []));
  } catch {
    return [];
  }
}

/** The site's publication (site-publication.ts), or a one-line start-up failure when the seed file is wrong. */
async function openPublication(
  env: Env,
  logger: Logger,
  database: Database,
  repositories: Repositories,
  storage: OpenedBlobStore,
  clientDir: string | undefined,
): Promise<SitePublication> {
  try {
    return await openSitePublication({
      database,
      versions: repositories.contentVersions,
      blobs: storage.blobs,
      dataDir: env.dataDir,
      logger,
      clientDir,
      seed: SEED,
      // Where the dev server and the benchmarks keep encoded pictures: a checkout's first start encodes none twice.
      buildVariantCacheDir: path.resolve("node_modules/.cache/wedding-images"),
    });
  } catch (error) {
    if (error instanceof ContentError) throw new StartupError(error.message);
    throw error;
  }
}
