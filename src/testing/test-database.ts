import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, migrateToLatest, openPostgres, openSqlite, type SqlDialect } from "../server/db/database.ts";

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server
 * (CI sets it). Use with describe.each so every data test runs on both.
 */
export const TEST_DIALECTS: SqlDialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this test's own database; for SQLite, its folder. */
  location: string;
  cleanup(): Promise<void>;
}

/** A fresh, migrated database of its own: a temp SQLite folder, or a new PostgreSQL database dropped by cleanup. */
export async function createTestDatabase(
  dialect: SqlDialect,
  /** Stop after this migration (a migration's test fills the tables the next one changes). */
  { upTo }: { upTo?: string } = {},
): Promise<TestDatabase> {
  const migrate = (database: Database) => migrateToLatest(database, upTo ? { upTo } : {});
  if (dialect === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "wedding-db-"));
    const database = openSqlite(dir);
    await migrate(database);
    return {
      database,
      location: dir,
      async cleanup() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openPostgres(url);
  await migrate(database);
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
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `wedding_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
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
