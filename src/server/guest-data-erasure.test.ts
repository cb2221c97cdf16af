// @module-tag slow
import { randomBytes, randomInt } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { ADMIN_API } from "../shared/admin-api.ts";
import type { AdminHousehold, GuestList, InvitationView } from "../shared/household-schemas.ts";
import { GUEST_LIST_API, INVITATION_API } from "../shared/households.ts";
import { GUEST_DATA_API, INVITATION_CODE_HEADER } from "../shared/privacy.ts";
import { sessionCookieFrom, signInRequest, TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { answersFor } from "../testing/household-builders.ts";
import { postJson } from "../testing/rsvp-builders.ts";
import { type ServerProcess, spawnServer } from "../testing/server-process.ts";
import { createPostgresDatabase, describeOnDatabases } from "../testing/test-database.ts";
import { type Database, openPostgres, openSqlite } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import { createErasure } from "./services/erasure.ts";
import { runRetention } from "./services/retention.ts";
import { openBlobStore } from "./storage/open-blob-store.ts";

/**
 * Erasure that leaves no copy (issue 16): a guest written with a unique
 * marker in every field we hold (name, email, phone, message, a photo's
 * EXIF), through the personal link and the open form, with every mail those
 * cause, is erased by the couple, by the guest, or by retention; then every
 * file under DATA_DIR is read byte for byte (the SQLite database and its
 * WAL, the mail folder, uploads, tmp) and the marker is nowhere. On
 * PostgreSQL the rows are checked too (the database is not under DATA_DIR).
 * Each case first finds the marker where it should be, so the scan can fail.
 */

const TIMEOUT_MS = 60_000;

interface Site {
  base: string;
  dataDir: string;
  databaseUrl: string | null;
  cookie: string;
  server: ServerProcess;
}

let stopSite: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopSite?.();
  stopSite = undefined;
});

async function startSite(dialect: "sqlite" | "postgres"): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-erasure-"));
  const postgres = dialect === "postgres" ? await createPostgresDatabase() : null;
  const server = spawnServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    NOTIFY_EMAIL: "couple@example.com",
    // Every mail is written at once: the scan looks for the marker in the mail folder too.
    CONFIRMATION_DELAY_SECONDS: "0",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  stopSite = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = await server.listening;
  const signedIn = await fetch(`${base}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD));
  expect(signedIn.status).toBe(200);
  return { base, dataDir, databaseUrl: postgres?.url ?? null, cookie: sessionCookieFrom(signedIn), server };
}

interface Marker {
  text: string;
  phone: string;
}

function aMarker(): Marker {
  return {
    text: `zq${randomBytes(5).toString("hex")}`,
    phone: `+27 82 ${randomInt(100, 1000)} ${randomInt(1000, 10000)}`,
  };
}

/** Everything a guest leaves behind: a household answering through its link with a photo, and an open-form RSVP. */
async function writeGuest(site: Site, marker: Marker) {
  const admin = { Cookie: site.cookie, Origin: new URL(site.base).origin };
  const created = await fetch(
    `${site.base}${GUEST_LIST_API.households}`,
    postJson(
      {
        displayName: `${marker.text} family`,
        email: `${marker.text}@example.com`,
        phone: marker.phone,
        message: null,
        eventIds: weddingContent.events.map((event) => event.id),
        guests: [{ name: `Ana ${marker.text}`, dietary: `no nuts ${marker.text}` }],
      },
      admin,
    ),
  );
  expect(created.status).toBe(201);
  const household = (await created.json()) as AdminHousehold;
  const invited = await fetch(`${site.base}${GUEST_LIST_API.sendInvitation(household.id)}`, postJson({}, admin));
  expect(invited.status).toBe(200);

  const view = (await (
    await fetch(`${site.base}${INVITATION_API.invitation(household.code)}`)
  ).json()) as InvitationView;
  const answered = await fetch(`${site.base}${INVITATION_API.invitation(household.code)}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(answersFor(view, weddingContent, () => true, { message: `See you soon, ${marker.text}` })),
  });
  expect(answered.status).toBe(200);

  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#557799" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: `taken by ${marker.text}`, Artist: marker.text } })
    .toBuffer();
  const uploaded = await fetch(`${site.base}/api/photos`, {
    method: "POST",
    body: new Uint8Array(photo),
    headers: { "Content-Type": "image/jpeg", "X-File-Name": "IMG_0001.jpg", [INVITATION_CODE_HEADER]: household.code },
  });
  expect(uploaded.status).toBe(201);

  const rsvp = await fetch(
    `${site.base}/api/rsvps`,
    postJson({
      name: `Ben ${marker.text}`,
      email: `ben.${marker.text}@example.com`,
      attending: true,
      bringingPartner: true,
      partnerName: `Cleo ${marker.text}`,
      message: `Congratulations from ${marker.text}`,
    }),
  );
  expect(rsvp.status).toBe(201);

  await waitForMail(site);
  return household;
}

/** Until the outbox is empty of pending mail (the sender writes .eml files within a second or two). */
async function waitForMail(site: Site): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const dashboard = await (
      await fetch(`${site.base}${ADMIN_API.rsvps}`, { headers: { Cookie: site.cookie } })
    ).json();
    if (dashboard.outbox.counts.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the outbox did not empty");
}

/** The files under DATA_DIR holding any of the marker's strings, relative. */
async function filesNaming(dataDir: string, marker: Marker): Promise<string[]> {
  const needles = [marker.text, marker.phone].map((needle) => Buffer.from(needle));
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(path.relative(dataDir, file));
  }
  return found.sort();
}

/** PostgreSQL: rows of any table whose text holds the marker. */
async function rowsNaming(databaseUrl: string, marker: Marker): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    const found: string[] = [];
    for (const { tablename } of tables.rows) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from "${tablename}" t where t::text like $1 or t::text like $2`,
        [`%${marker.text}%`, `%${marker.phone}%`],
      );
      if (Number(rows[0]?.count) > 0) found.push(tablename);
    }
    return found;
  } finally {
    await client.end();
  }
}

async function expectEverywhere(site: Site, marker: Marker) {
  const files = await filesNaming(site.dataDir, marker);
  expect(
    files.some((file) => file.startsWith("uploads/")),
    "the photo original",
  ).toBe(true);
  expect(
    files.some((file) => file.startsWith("mail/")),
    "the mail files",
  ).toBe(true);
  if (site.databaseUrl) {
    expect(await rowsNaming(site.databaseUrl, marker)).toEqual(
      expect.arrayContaining(["households", "household_guests", "rsvps", "mail_outbox"]),
    );
  } else {
    expect(
      files.some((file) => file.startsWith("wedding.db")),
      "the database or its WAL",
    ).toBe(true);
  }
}

async function expectNowhere(site: Site, marker: Marker) {
  expect(await filesNaming(site.dataDir, marker)).toEqual([]);
  expect(
    await readdir(path.join(site.dataDir, "mail")).then((names) => names.filter((n) => n.endsWith(".eml"))),
  ).toEqual([]);
  if (site.databaseUrl) expect(await rowsNaming(site.databaseUrl, marker)).toEqual([]);
}

async function households(site: Site): Promise<AdminHousehold[]> {
  const list = (await (
    await fetch(`${site.base}${GUEST_LIST_API.households}`, { headers: { Cookie: site.cookie } })
  ).json()) as GuestList;
  return list.households;
}

describeOnDatabases("erasing a guest leaves no copy", (dialect) => {
  it(
    "when the couple deletes the household and the RSVP",
    async () => {
      const site = await startSite(dialect);
      const marker = aMarker();
      const household = await writeGuest(site, marker);
      await expectEverywhere(site, marker);

      const admin = { Cookie: site.cookie, Origin: new URL(site.base).origin };
      // On the version the couple's list shows now (the guest's answers moved it).
      const list = (await (await fetch(`${site.base}${GUEST_LIST_API.households}`, { headers: admin })).json()) as {
        households: { id: string; version: number }[];
      };
      const version = list.households.find((listed) => listed.id === household.id)?.version;
      const deleted = await fetch(`${site.base}${GUEST_LIST_API.household(household.id)}?version=${version}`, {
        method: "DELETE",
        headers: admin,
      });
      expect(deleted.status).toBe(204);
      const dashboard = await (await fetch(`${site.base}${ADMIN_API.rsvps}`, { headers: admin })).json();
      for (const rsvp of dashboard.rsvps) {
        const gone = await fetch(`${site.base}${ADMIN_API.rsvp(rsvp.id)}`, { method: "DELETE", headers: admin });
        expect(gone.status).toBe(204);
      }
      await expectNowhere(site, marker);
    },
    TIMEOUT_MS,
  );

  it(
    "when the couple takes one guest off a household's list (the mails that named them go too)",
    async () => {
      const site = await startSite(dialect);
      const marker = aMarker();
      const admin = { Cookie: site.cookie, Origin: new URL(site.base).origin };
      const input = {
        displayName: "The Ndlovu family",
        email: "ndlovu@example.com",
        phone: null,
        message: null,
        eventIds: weddingContent.events.map((event) => event.id),
        guests: [{ name: "Thandi Ndlovu" }, { name: `Zed ${marker.text}`, dietary: `no shellfish ${marker.text}` }],
      };
      const created = await fetch(`${site.base}${GUEST_LIST_API.households}`, postJson(input, admin));
      expect(created.status).toBe(201);
      const household = (await created.json()) as AdminHousehold;
      const view = (await (
        await fetch(`${site.base}${INVITATION_API.invitation(household.code)}`)
      ).json()) as InvitationView;
      const answered = await fetch(`${site.base}${INVITATION_API.invitation(household.code)}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(answersFor(view, weddingContent)),
      });
      expect(answered.status).toBe(200);
      const { version } = ((await answered.json()) as InvitationView).household;
      await waitForMail(site);
      const before = await filesNaming(site.dataDir, marker);
      expect(before.some((file) => file.startsWith("mail/"))).toBe(true);

      const [kept] = household.guests;
      const updated = await fetch(`${site.base}${GUEST_LIST_API.household(household.id)}`, {
        ...postJson({ ...input, guests: [{ id: kept?.id, name: "Thandi Ndlovu" }], version }, admin),
        method: "PUT",
      });
      expect(updated.status).toBe(200);
      expect(await filesNaming(site.dataDir, marker)).toEqual([]);
      if (site.databaseUrl) expect(await rowsNaming(site.databaseUrl, marker)).toEqual([]);
      // The household and its remaining guest stay.
      expect((await households(site)).map((entry) => entry.guests.map((guest) => guest.name))).toEqual([
        ["Thandi Ndlovu"],
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    "when the guests delete their own data through their links",
    async () => {
      const site = await startSite(dialect);
      const marker = aMarker();
      await writeGuest(site, marker);
      await expectEverywhere(site, marker);

      // The open form's RSVP became a self-registered household; its link is in the guest's confirmation.
      for (const household of await households(site)) {
        const erased = await fetch(`${site.base}${GUEST_DATA_API.erase(household.code)}`, { method: "DELETE" });
        expect(erased.status).toBe(204);
        expect((await fetch(`${site.base}${INVITATION_API.invitation(household.code)}`)).status).toBe(404);
      }
      await expectNowhere(site, marker);
    },
    TIMEOUT_MS,
  );

  it(
    "when retention runs after its date",
    async () => {
      const site = await startSite(dialect);
      const marker = aMarker();
      await writeGuest(site, marker);
      await expectEverywhere(site, marker);

      // The job as the server runs it, on the same database and files, with the clock past the date.
      const content = { ...weddingContent, privacy: { ...weddingContent.privacy, retentionDays: 30 as const } };
      const lastEnd = Math.max(...content.events.map((event) => Date.parse(event.end)));
      const database: Database = site.databaseUrl ? await openPostgres(site.databaseUrl) : openSqlite(site.dataDir);
      const storage = await openBlobStore({ dataDir: site.dataDir, s3: null });
      try {
        const logger = createLogger("silent");
        const now = () => new Date(lastEnd + 31 * 24 * 60 * 60 * 1000);
        const erasure = createErasure({
          database,
          blobs: storage.blobs,
          mailDir: path.join(site.dataDir, "mail"),
          logger,
          now,
        });
        const run = await runRetention({ database, erasure, content, now });
        expect(run).toMatchObject({ ran: true, erased: { households: 2, rsvps: 1, photos: 1 } });
      } finally {
        await storage.close();
        await database.close();
      }
      await expectNowhere(site, marker);
    },
    TIMEOUT_MS,
  );
});
