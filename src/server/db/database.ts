import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { errorCode } from "../error-code.ts";
import { createPrivateFileSync, mkdirPrivateSync } from "../private-files.ts";
import { withAuditedTransactions } from "./audit-context.ts";
import { initial } from "./migrations/001-initial.ts";
import { photoCopies } from "./migrations/002-photo-copies.ts";
import { adminSessions } from "./migrations/003-admin-sessions.ts";
import { rateLimits } from "./migrations/004-rate-limits.ts";
import { adminSessionPassword } from "./migrations/005-admin-session-password.ts";
import { photoFilesMissing } from "./migrations/006-photo-files-missing.ts";
import { households } from "./migrations/007-households.ts";
import { guestData } from "./migrations/008-guest-data.ts";
import { photoUploads } from "./migrations/009-photo-uploads.ts";
import { uploadFinishes } from "./migrations/012-upload-finishes.ts";
import { guestDataSafety } from "./migrations/013-guest-data-safety.ts";
import { idempotencyKeys } from "./migrations/014-idempotency-keys.ts";
import { photoContentHash } from "./migrations/015-photo-content-hash.ts";
import { contentVersions } from "./migrations/016-content-versions.ts";
import { householdLanguage } from "./migrations/017-household-language.ts";
import { people } from "./migrations/018-people.ts";
import type { DatabaseSchema, SqlDialect } from "./schema.ts";
import { foldForSearch, SEARCH_FOLD_FUNCTION } from "./search-fold.ts";
import { SqliteValuesPlugin } from "./sqlite-values-plugin.ts";

export type { SqlDialect } from "./schema.ts";

/** The connection or a transaction: what a repository method that writes in its caller's transaction takes. */
export type Executor = Kysely<DatabaseSchema>;

/** The one handle the services get: a typed query builder and which engine is behind it. */
export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: SqlDialect;
  /** Runs a trivial query; throws if the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = "wedding.db";

/**
 * The embedded database: one SQLite file in WAL mode with synchronous=FULL, so
 * an acknowledged write survives a crash or a power cut (docs/product.md, decision 12).
 */
export function openSqlite(dataDir: string): Database {
  mkdirPrivateSync(dataDir);
  const fileName = path.join(dataDir, SQLITE_FILE_NAME);
  // SQLite would create the file 0644; made first as 0600, its -wal and -shm follow that mode.
  createPrivateFileSync(fileName);
  const file = new SQLite(fileName);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not just unlinked: an erased guest is not in the file (decision 16).
  file.pragma("secure_delete = ON");
  // "Find a person" folds case and accents with the same table on both engines (search-fold.ts).
  file.function(SEARCH_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    value === null ? null : foldForSearch(String(value)),
  );
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: file }),
    plugins: [new SqliteValuesPlugin()],
  });
  return wrap(db, "sqlite");
}

/** Production: a pg pool. Fails fast, with the server's reason, if it cannot connect. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error' on the pool; without
  // a listener that would crash the process. The next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const database = wrap(db, "postgres");
  try {
    await database.ping();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return database;
}

function wrap(kysely: Kysely<DatabaseSchema>, dialect: SqlDialect): Database {
  const db = withAuditedTransactions(kysely);
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Migrations live in code, in order; each knows which engine it runs on. */
function migrationsFor(dialect: SqlDialect, eventIds: readonly string[]): Record<string, Migration> {
  return {
    "001-initial": initial(dialect),
    "002-photo-copies": photoCopies(),
    "003-admin-sessions": adminSessions(dialect),
    "004-rate-limits": rateLimits(dialect),
    "005-admin-session-password": adminSessionPassword(),
    "006-photo-files-missing": photoFilesMissing(),
    "007-households": households(dialect, eventIds),
    "008-guest-data": guestData(dialect),
    "009-photo-uploads": photoUploads(dialect),
    "012-upload-finishes": uploadFinishes(dialect),
    "013-guest-data-safety": guestDataSafety(dialect),
    "014-idempotency-keys": idempotencyKeys(dialect),
    "015-photo-content-hash": photoContentHash(),
    "016-content-versions": contentVersions(dialect),
    "017-household-language": householdLanguage(),
    "018-people": people(dialect),
  };
}

/**
 * Applies every pending migration. Kysely's migrator holds a lock while it
 * runs (an advisory lock on PostgreSQL), so instances starting together apply
 * each migration once. `eventIds` are the content's events: migration 007
 * invites the households it makes from existing RSVPs to all of them.
 */
export async function migrateToLatest(
  database: Database,
  {
    eventIds = [],
    upTo,
  }: { eventIds?: readonly string[] /** Tests: stop after this migration. */; upTo?: string } = {},
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database.dialect, eventIds) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${describeError(error)}`, {
      cause: error,
    });
  }
}

/** True when a write broke a unique index (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** True when a write named a row another table no longer has (SQLite and PostgreSQL report it differently). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
