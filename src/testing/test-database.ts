import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, type TestOptions } from "vitest";
import { PASSWORD_SALT_SETTING } from "../server/db/admin-settings.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite, type SqlDialect } from "../server/db/database.ts";
import { errorCode } from "../server/error-code.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const TEST_DIALECTS: SqlDialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/**
 * The options of a suite or test on `dialect`: on PostgreSQL the tag `postgres`,
 * by which one database's suites run alone (`vitest run --tags-filter postgres`,
 * or `--tags-filter '!postgres'`); npm test runs both in one run.
 */
export function databaseTags(dialect: SqlDialect): TestOptions {
  return dialect === "postgres" ? { tags: ["postgres"] } : {};
}

/**
 * The options of a test or suite that uses PostgreSQL itself (a server started
 * on createPostgresDatabase): tagged `postgres`, skipped without TEST_DATABASE_URL.
 */
export const ON_POSTGRES: TestOptions = { ...databaseTags("postgres"), skip: !process.env.TEST_DATABASE_URL };

/**
 * `body` as one suite per database of TEST_DIALECTS, titled "<title> on sqlite"
 * and "<title> on postgres" (tagged). For tests where the engine matters: the
 * data layer, transactions, races. Route tests, whose subject is HTTP, run on
 * SQLite only (createTestApp("sqlite")).
 */
export function describeOnDatabases(title: string, body: (dialect: SqlDialect) => void): void {
  for (const dialect of TEST_DIALECTS) describe(`${title} on ${dialect}`, databaseTags(dialect), () => body(dialect));
}

/**
 * describe.each over cases that each name their database (a store on each
 * dialect, say): a case on PostgreSQL is tagged. Titles take $field as
 * describe.each's do.
 */
export function describeEachOnItsDatabase<Case extends { dialect: SqlDialect }>(cases: readonly Case[]) {
  return (title: string, body: (testCase: Case) => void): void => {
    for (const testCase of cases) describe.each([testCase])(title, databaseTags(testCase.dialect), body);
  };
}

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this test's own database; for SQLite, its folder. */
  location: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database of its own: a temp SQLite folder, or a PostgreSQL
 * database copied from this run's migrated template and dropped by cleanup.
 */
export async function createTestDatabase(
  dialect: SqlDialect,
  /** Stop after this migration (a migration's test fills the tables the next one changes). */
  { upTo }: { upTo?: string } = {},
): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "wedding-db-"));
    const database = openSqlite(dir);
    await migrateToLatest(database, upTo ? { upTo } : {});
    return {
      database,
      location: dir,
      async cleanup() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  // Stopping part way needs the migrations run one by one, from an empty database.
  const { url, drop } = upTo ? await createPostgresDatabase() : await copyMigratedTemplate();
  const database = await openPostgres(url);
  if (upTo) await migrateToLatest(database, { upTo });
  else await newInstallSalt(database);
  return {
    database,
    location: url,
    async cleanup() {
      await database.close();
      await drop();
    },
  };
}

/** An empty PostgreSQL database on the TEST_DATABASE_URL server, and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(null);
}

async function createDatabase(template: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = requireServerUrl();
  const name = `wedding_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * A copy of the template: every migration applied, as migrateToLatest leaves
 * a new install (a copy takes a fraction of the time the migrations take).
 */
async function copyMigratedTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  for (let attempt = 1; ; attempt++) {
    const template = await migratedTemplate();
    try {
      return await createDatabase(template);
    } catch (error) {
      // 3D000: a run with other migrations dropped this template as stale meanwhile; make it again.
      if (errorCode(error) !== "3D000" || attempt === 3) throw error;
      templateName = undefined;
    }
  }
}

const TEMPLATE_PREFIX = "wedding_template_";
/** Any fixed number: every run on the server takes this lock to make a template or drop old ones. */
const TEMPLATE_LOCK = 290_629;
/** A template with other migrations is dropped once this old: a run still using it has long made its copies. */
const STALE_TEMPLATE_AGE_MS = 15 * 60 * 1000;

let templateName: Promise<string> | undefined;

/** This worker's template: found, or made once per set of migrations for every worker and run. */
function migratedTemplate(): Promise<string> {
  templateName ??= findOrMakeTemplate().catch((error: unknown) => {
    templateName = undefined;
    throw error;
  });
  return templateName;
}

/**
 * The template for the migrations as they are now, named by a hash of their
 * files, so a changed migration makes a new one. Workers are processes that
 * start together: the first to take the advisory lock makes it while the rest
 * wait, then find it. It is made under another name and renamed once migrated
 * and closed, so a run killed part way leaves no half-migrated template, and
 * nothing is connected to it when it is copied.
 */
async function findOrMakeTemplate(): Promise<string> {
  const serverUrl = requireServerUrl();
  const name = `${TEMPLATE_PREFIX}${await migrationsHash()}`;
  const building = `${name}_building`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const { rows } = await client.query<{ datname: string; made: string | null }>(
      "select datname, shobj_description(oid, 'pg_database') as made from pg_database where starts_with(datname, $1)",
      [TEMPLATE_PREFIX],
    );
    for (const row of rows.filter((row) => row.datname !== name)) {
      // A build is only ever under way while its maker holds the lock: one seen now was left by a killed run.
      const abandoned = row.datname.endsWith("_building");
      const madeAt = Date.parse(row.made ?? "");
      const stale = Number.isNaN(madeAt) || Date.now() - madeAt > STALE_TEMPLATE_AGE_MS;
      if (abandoned || stale) await client.query(`drop database if exists ${row.datname} with (force)`);
    }
    if (rows.some((row) => row.datname === name)) return name;

    await client.query(`create database ${building}`);
    const database = await openPostgres(databaseUrl(serverUrl, building));
    try {
      await migrateToLatest(database);
    } finally {
      await database.close();
    }
    await client.query(`comment on database ${building} is '${new Date().toISOString()}'`);
    await untilNoSessions(client, building);
    await client.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/** The first 12 hex digits of the SHA-256 of every migration file's name and text. */
async function migrationsHash(): Promise<string> {
  const dir = fileURLToPath(new URL("../server/db/migrations/", import.meta.url));
  const hash = createHash("sha256");
  for (const file of (await readdir(dir)).sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

/** A closed pool's server processes end a moment after it closes; a database in use cannot be renamed or copied. */
async function untilNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await client.query("select 1 from pg_stat_activity where datname = $1", [name]);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${name} still has sessions open`);
}

/** Migration 005 makes each install a salt of its own at random: a copy of the template gets its own too. */
async function newInstallSalt({ db }: Database): Promise<void> {
  const salt = randomBytes(32).toString("base64url");
  await db.updateTable("admin_settings").set({ value: salt }).where("name", "=", PASSWORD_SALT_SETTING).execute();
}

function requireServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
