// @module-tag slow
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { ADMIN_API, GUEST_DATA_ADMIN_API } from "../shared/admin-api.ts";
import { GuestDataSummarySchema } from "../shared/guest-data-schemas.ts";
import { GUEST_LIST_API } from "../shared/households.ts";
import { sessionCookieFrom, signInRequest, TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { aHouseholdWithMails } from "../testing/erasure-builders.ts";
import { type ServerProcess, spawnServer } from "../testing/server-process.ts";
import { createPostgresDatabase, describeOnDatabases } from "../testing/test-database.ts";
import { type Database, migrateToLatest, openPostgres, openSqlite } from "./db/database.ts";

const SLOW_TEST_MS = 180_000;
const CRASH_ATTEMPTS = 8;
/** As many mails as the guest had: their files take a few milliseconds to remove, the window the kill must land in. */
const MAILS = 300;

/**
 * The real server, killed with SIGKILL while it removes an erased
 * household's 300 .eml files (their rows already gone): after a restart no
 * file of that guest is left, and the deletion log calls the erasure done
 * only then. Today the files stay, and the log said done from the start.
 */
describeOnDatabases("kill -9 during an erasure", (dialect) => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it(
    "leaves no mail file of the erased guest once the server is back, and the log says done only then",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-erasure-crash-"));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const mailDir = path.join(dataDir, "mail");
      const postgres = dialect === "postgres" ? await createPostgresDatabase() : null;
      if (postgres) cleanup.push(() => postgres.drop());
      const env = {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      };
      let child: ServerProcess["child"] | undefined;
      cleanup.push(async () => {
        child?.kill("SIGKILL");
      });

      const openDatabase = async (): Promise<Database> => {
        const database = postgres ? await openPostgres(postgres.url) : openSqlite(dataDir);
        await migrateToLatest(database);
        return database;
      };
      const start = async () => {
        const server = spawnServer(env);
        child = server.child;
        const url = await server.listening;
        const cookie = sessionCookieFrom(await fetch(`${url}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD)));
        return { server, url, admin: { Cookie: cookie, Origin: url } };
      };
      const filesOf = async (marker: string) =>
        (await readdir(mailDir)).filter((name) => name.endsWith(".eml") && seeded.get(marker)?.has(name));
      const seeded = new Map<string, Set<string>>();

      let interrupted: string | null = null;
      for (let attempt = 1; attempt <= CRASH_ATTEMPTS && !interrupted; attempt++) {
        const marker = `zq${attempt}crash`;
        const database = await openDatabase();
        const { householdId, mailFiles } = await aHouseholdWithMails(database, { mailDir, mails: MAILS, marker });
        // The couple deletes the household as their list shows it.
        const { version } = await database.db
          .selectFrom("households")
          .select("version")
          .where("id", "=", householdId)
          .executeTakeFirstOrThrow();
        await database.close();
        seeded.set(marker, new Set(mailFiles));

        const { server, url, admin } = await start();
        const erased = fetch(`${url}${GUEST_LIST_API.household(householdId)}?version=${version}`, {
          method: "DELETE",
          headers: admin,
        }).catch(() => null);
        // The rows are gone once the first file is: kill while the rest are being removed.
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline && (await filesOf(marker)).length === MAILS) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        server.child.kill("SIGKILL");
        expect((await server.exited).signal).toBe("SIGKILL");
        child = undefined;
        await erased;
        const left = (await filesOf(marker)).length;
        if (left > 0 && left < MAILS) interrupted = marker;
      }
      if (!interrupted) throw new Error(`No kill in ${CRASH_ATTEMPTS} attempts landed while the mail files were going`);

      const { server, url, admin } = await start();
      expect(await filesOf(interrupted)).toEqual([]);
      const summary = GuestDataSummarySchema.parse(
        await (await fetch(`${url}${GUEST_DATA_ADMIN_API.summary}`, { headers: admin })).json(),
      );
      expect(summary.held).toMatchObject({ households: 0, mails: 0 });
      expect(summary.deletions.length).toBeGreaterThan(0);
      expect(summary.deletions.every((entry) => entry.completed && entry.reason === "couple")).toBe(true);
      // Nothing of the guest is in the log (counts only) or the server's output.
      expect(server.output()).not.toContain(interrupted);

      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      child = undefined;
    },
    SLOW_TEST_MS,
  );
});
