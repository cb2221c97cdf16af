import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API, GUEST_DATA_ADMIN_API } from "../shared/admin-api.ts";
import { GUEST_MOMENTS_API } from "../shared/guest-moments.ts";
import { PHOTO_TOKEN_HEADER } from "../shared/privacy.ts";
import { type FinishedUpload, newPhotoToken, PHOTO_STATES_API, RESUMABLE_UPLOAD_PATH } from "../shared/uploads.ts";
import { sessionCookieFrom, signInRequest, TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../testing/rsvp-builders.ts";
import { type S3TestServer, startS3TestServer } from "../testing/s3-test-server.ts";
import { type ServerProcess, spawnServer } from "../testing/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../testing/smtp-test-server.ts";
import { createPostgresDatabase, ON_POSTGRES } from "../testing/test-database.ts";
import { TEST_REDIS_URL } from "../testing/test-redis.ts";
import { ADMIN_SIGN_IN_MAX_FAILURES } from "./admin/session-routes.ts";
import { sessionId } from "./admin/session-store.ts";
import { deleteTokenHash } from "./services/photo-service.ts";

/**
 * Two real server processes on one PostgreSQL database and one DATA_DIR
 * behave as one site (issue 8, part 3). The processes start once for the whole
 * file (each start costs seconds); every test uses its own emails and client
 * addresses (X-Forwarded-For, TRUST_PROXY=1), so tests stay independent.
 */

const RATE_LIMIT = 5;

interface Site {
  a: string;
  b: string;
  databaseUrl: string;
  processes: ServerProcess[];
  cleanup(): Promise<void>;
}

async function startSite(extraEnv: Record<string, string>): Promise<Site> {
  const { url: databaseUrl, drop } = await createPostgresDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-multi-"));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    RSVP_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...extraEnv,
  };
  const processes = [spawnServer(env), spawnServer(env)];
  const cleanup = async () => {
    for (const process of processes) process.child.kill("SIGTERM");
    await Promise.all(processes.map((process) => process.exited));
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const [a, b] = await Promise.all(processes.map((process) => process.listening));
    return { a: a as string, b: b as string, databaseUrl, processes, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Every address this file used: the Redis tests delete their counters afterwards. */
const addressesUsed: string[] = [];

/** A client address of its own for each request or test, so the rate limit counts only what a test means it to. */
function anAddress(): string {
  const bytes = randomBytes(3);
  const address = `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
  addressesUsed.push(address);
  return address;
}

function post(base: string, body: unknown, address = anAddress()): Promise<Response> {
  return fetch(`${base}/api/rsvps`, postJson(body, { "X-Forwarded-For": address }));
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Whether the process's outbox sender has finished a pass that began after `since` (its debug line). */
function finishedPassBegunAfter(process: ServerProcess, since: number): boolean {
  return process
    .output()
    .split("\n")
    .some((line) => line.includes('"msg":"outbox pass"') && Date.parse(JSON.parse(line).startedAt) > since);
}

/** One of n requests sent to instance A, the next to B, and so on, all at once. */
function splitAcross(site: Site, bodies: unknown[]): Promise<Response[]> {
  return Promise.all(bodies.map((body, i) => post(i % 2 === 0 ? site.a : site.b, body)));
}

/** Returns the address it used up. */
async function expectLimitSharedAcross(site: Site): Promise<string> {
  const address = anAddress();
  const statuses: number[] = [];
  // Alternating, one at a time: 3 on A and 3 on B; the sixth is over the limit of 5.
  for (let i = 0; i < RATE_LIMIT + 1; i++) {
    statuses.push((await post(i % 2 === 0 ? site.a : site.b, {}, address)).status);
  }
  expect(statuses).toEqual([...Array(RATE_LIMIT).fill(400), 429]);
  // Both instances now refuse this address, and only it.
  expect((await post(site.a, {}, address)).status).toBe(429);
  expect((await post(site.b, {}, address)).status).toBe(429);
  expect((await post(site.b, {})).status).toBe(400);
  return address;
}

/** A session made on A works on B, a sign-out on B ends it on A, and failed sign-ins count across both. */
/** Returns the id (token hash) of the session it made and ended. */
async function expectAdminSharedAcross(site: Site): Promise<string> {
  const address = anAddress();
  const headers = { "X-Forwarded-For": address };
  const signedIn = await fetch(`${site.a}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD, headers));
  expect(signedIn.status).toBe(200);
  const cookie = sessionCookieFrom(signedIn);
  const onB = await fetch(`${site.b}${ADMIN_API.rsvps}`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  expect(onB.status).toBe(200);
  const signOut = await fetch(`${site.b}${ADMIN_API.session}`, {
    method: "DELETE",
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  expect(signOut.status).toBe(204);
  const stateOnA = await fetch(`${site.a}${ADMIN_API.session}`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  expect(await stateOnA.json()).toMatchObject({ signedIn: false });

  // Nine wrong passwords, split across both, are answered 401; the tenth locks the address out on both.
  const wrong = await Promise.all(
    Array.from({ length: ADMIN_SIGN_IN_MAX_FAILURES - 1 }, (_, i) =>
      fetch(`${i % 2 === 0 ? site.a : site.b}${ADMIN_API.session}`, signInRequest("not the password", headers)),
    ),
  );
  expect(wrong.map((response) => response.status)).toEqual(Array(ADMIN_SIGN_IN_MAX_FAILURES - 1).fill(401));
  expect((await fetch(`${site.a}${ADMIN_API.session}`, signInRequest("not the password", headers))).status).toBe(429);
  expect((await fetch(`${site.b}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD, headers))).status).toBe(429);
  return sessionId(cookie.split("=")[1] ?? "");
}

/** Sign out everywhere on B ends the sessions made on A. */
async function expectSignOutEverywhereAcross(site: Site): Promise<void> {
  const headers = { "X-Forwarded-For": anAddress() };
  const sessions = await Promise.all(
    [site.a, site.a].map(async (base) =>
      sessionCookieFrom(await fetch(`${base}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD, headers))),
    ),
  );
  const everywhere = await fetch(`${site.b}${ADMIN_API.sessions}`, {
    method: "DELETE",
    headers: { Cookie: sessions[0] ?? "", "Sec-Fetch-Site": "same-origin" },
  });
  expect(everywhere.status).toBe(204);
  for (const other of sessions) {
    const onA = await fetch(`${site.a}${ADMIN_API.rsvps}`, {
      headers: { Cookie: other, "Sec-Fetch-Site": "same-origin" },
    });
    expect(onA.status).toBe(401);
  }
}

// Both pairs start together: starting a server process (tsx compiling the server) is most of this file's time.
let smtp: TestSmtpServer | undefined;
let s3: S3TestServer | undefined;
let pending: { database?: Promise<Site>; redis?: Promise<Site> } = {};
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  [smtp, s3] = await Promise.all([startSmtpServer(), startS3TestServer()]);
  const bucket = await s3.createBucket();
  pending = {
    database: startSite({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Wedding <wedding@example.com>",
      // The senders log each outbox pass at debug: the mail test waits for passes begun after its last mail.
      LOG_LEVEL: "debug",
      ...s3.env,
      S3_BUCKET: bucket.bucket,
    }),
    ...(TEST_REDIS_URL ? { redis: startSite({ REDIS_URL: TEST_REDIS_URL }) } : {}),
  };
  // Wait for both here, so a start failure fails the file once instead of leaving a process behind.
  await Promise.allSettled(Object.values(pending));
}, 90_000);
afterAll(async () => {
  const sites = await Promise.allSettled(Object.values(pending));
  for (const site of sites) if (site.status === "fulfilled") await site.value.cleanup();
  await smtp?.close();
  await s3?.close();
});

describe("two server instances on one PostgreSQL database and one bucket", ON_POSTGRES, () => {
  let site: Site;
  beforeAll(async () => {
    site = await (pending.database as Promise<Site>);
  });

  it("stores one RSVP per email when the same email reaches both at once", async () => {
    const email = `same.${randomBytes(6).toString("hex")}@example.com`;
    const responses = await splitAcross(
      site,
      Array.from({ length: 20 }, (_, i) => anRsvpRequest({ email: i % 2 === 0 ? email : email.toUpperCase() })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const rows = await query(site.databaseUrl, "select id from rsvps where email_normalized = $1", [email]);
    expect(rows).toHaveLength(1);
  });

  it("stores every RSVP when many distinct emails are split across both", async () => {
    const requests = Array.from({ length: 40 }, () => anRsvpRequest());
    const responses = await splitAcross(site, requests);
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    const rows = await query<{ n: string }>(
      site.databaseUrl,
      "select count(*) as n from rsvps where email_normalized = any($1)",
      [requests.map((request) => request.email)],
    );
    expect(Number(rows[0]?.n)).toBe(40);
  });

  it("sends every confirmation exactly once, with both instances draining the outbox", async () => {
    const requests = Array.from({ length: 30 }, () => anRsvpRequest());
    const recipients = new Set(requests.map((request) => request.email));
    const responses = await splitAcross(site, requests);
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const received = (smtp as TestSmtpServer).received;
    const ours = () => received.filter((mail) => mail.to?.some((to) => recipients.has(to.address ?? "")));

    await expect.poll(() => ours().length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(30);
    // A mail sent twice would go out in a sender's pass: wait until each has finished a pass begun after the last
    // mail arrived, which found nothing left to send (or sent a duplicate, which the checks below catch).
    const allArrived = Date.now();
    await expect
      .poll(() => site.processes.every((process) => finishedPassBegunAfter(process, allArrived)), { timeout: 10_000 })
      .toBe(true);
    const perRecipient = new Map<string, number>();
    for (const mail of ours()) {
      for (const to of mail.to ?? []) perRecipient.set(to.address ?? "", (perRecipient.get(to.address ?? "") ?? 0) + 1);
    }
    expect([...perRecipient.values()]).toEqual(Array(30).fill(1));
    const pending = await query(
      site.databaseUrl,
      "select id from mail_outbox where recipient = any($1) and (status <> 'sent' or attempts <> 1)",
      [[...recipients]],
    );
    expect(pending).toEqual([]);
    // Each mail was handed to SMTP by exactly one of the two senders.
    const ids = await query<{ id: string }>(site.databaseUrl, "select id from mail_outbox where recipient = any($1)", [
      [...recipients],
    ]);
    const sentBy = site.processes.map(
      (process) =>
        process
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"mail sent"') && ids.some(({ id }) => line.includes(id))).length,
    );
    expect(sentBy.reduce((sum, n) => sum + n, 0)).toBe(30);
    // Its own waits (up to 20 s for the mail, then each sender's next pass) need more than the default 20 s on a busy machine.
  }, 60_000);

  it("counts the RSVP rate limit across both (database store)", async () => {
    await expectLimitSharedAcross(site);
    expect(site.processes[0]?.output()).toContain('"rateLimits":"database"');
  });

  it("serves a photo uploaded on A from B, once approved on B", async () => {
    const jpeg = await aJpeg();
    const uploaded = await fetch(`${site.a}/api/photos`, {
      ...photoRequest(jpeg),
      headers: { ...(photoRequest(jpeg).headers as Record<string, string>), "X-Forwarded-For": anAddress() },
    });
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { id: string } };

    const signedIn = await fetch(
      `${site.b}${ADMIN_API.session}`,
      signInRequest(TEST_ADMIN_PASSWORD, { "X-Forwarded-For": anAddress() }),
    );
    const admin = { Cookie: sessionCookieFrom(signedIn), "Sec-Fetch-Site": "same-origin" };
    const original = await fetch(`${site.b}${ADMIN_API.photoOriginal(photo.id)}`, { headers: admin });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await fetch(`${site.a}${GUEST_MOMENTS_API.image(photo.id)}`)).status).toBe(404);

    const approved = await fetch(`${site.b}${ADMIN_API.photoStatus(photo.id)}`, {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "approved" }),
    });
    expect(approved.status).toBe(200);
    const published = await fetch(`${site.a}${GUEST_MOMENTS_API.image(photo.id)}`);
    expect(published.status).toBe(200);
    expect(published.headers.get("content-type")).toBe("image/jpeg");
    await fetch(`${site.a}${ADMIN_API.session}`, { method: "DELETE", headers: admin });
  });

  it("resumes on B an upload started on A (the pieces live in the shared bucket)", async () => {
    const jpeg = await aJpeg({ width: 800, height: 600 });
    const token = newPhotoToken();
    const tus = { "Tus-Resumable": "1.0.0", [PHOTO_TOKEN_HEADER]: token, "X-Forwarded-For": anAddress() };
    const created = await fetch(`${site.a}${RESUMABLE_UPLOAD_PATH}`, {
      method: "POST",
      headers: { ...tus, "Upload-Length": String(jpeg.length) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const half = Math.floor(jpeg.length / 2);
    const patch = (base: string, offset: number, bytes: Buffer) =>
      fetch(`${base}${location}`, {
        method: "PATCH",
        headers: { ...tus, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
        body: new Uint8Array(bytes),
      });
    expect((await patch(site.a, 0, jpeg.subarray(0, half))).status).toBe(204);
    const onB = await fetch(`${site.b}${location}`, { method: "HEAD", headers: tus });
    expect(onB.headers.get("Upload-Offset")).toBe(String(half));
    const finished = await patch(site.b, half, jpeg.subarray(half));
    expect(finished.status).toBe(200);
    const states = await fetch(`${site.a}${PHOTO_STATES_API}`, postJson({ tokens: [token] }));
    const { photo } = (await finished.json()) as FinishedUpload;
    expect(await states.json()).toEqual({ photos: [{ id: photo.id, status: photo.status }] });
  });

  it("finishes an upload once when empty PATCHes repeat its finish on both while it runs, and both answer as it did", async () => {
    const jpeg = await aJpeg({ width: 2400, height: 1600 });
    const token = newPhotoToken();
    const tus = { "Tus-Resumable": "1.0.0", [PHOTO_TOKEN_HEADER]: token, "X-Forwarded-For": anAddress() };
    const created = await fetch(`${site.a}${RESUMABLE_UPLOAD_PATH}`, {
      method: "POST",
      headers: { ...tus, "Upload-Length": String(jpeg.length) },
    });
    const location = created.headers.get("Location") ?? "";
    const patch = (base: string, offset: number, bytes: Buffer) =>
      fetch(`${base}${location}`, {
        method: "PATCH",
        headers: { ...tus, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
        body: new Uint8Array(bytes),
      });
    const repeat = (base: string) => patch(base, jpeg.length, Buffer.alloc(0));

    let answered = false;
    const last = patch(site.a, 0, jpeg).finally(() => {
      answered = true;
    });
    // Until the finish answers, empty PATCHes go to both: before the bytes are in (409), while it runs (423).
    const repeated: number[] = [];
    while (!answered) repeated.push(...(await Promise.all([repeat(site.a), repeat(site.b)])).map((r) => r.status));
    // The PATCH that brought the last bytes finishes it, unless a repeat on the other instance saw every byte in
    // first and took the finish: then it is told 423, as every repeat is while the finish runs, and, as the page's
    // client does (resumable-upload.ts), asks again until the finish has answered.
    let finished = await last;
    expect([200, 423]).toContain(finished.status);
    if (finished.status === 423) {
      await expect
        .poll(
          async () => {
            finished = await repeat(site.a);
            return finished.status;
          },
          { timeout: 15_000 },
        )
        .toBe(200);
    }
    expect(finished.status).toBe(200);
    const body = await finished.text();
    const { photo } = JSON.parse(body) as FinishedUpload;
    const rows = await query(site.databaseUrl, "select id from wedding_photos where delete_token_hash = $1", [
      deleteTokenHash(token),
    ]);
    expect(rows).toEqual([{ id: photo.id }]);
    for (const status of repeated) expect([409, 423, 200]).toContain(status);
    // After it, each instance answers a repeat as the finish did.
    for (const base of [site.a, site.b]) {
      const again = await repeat(base);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(body);
    }
  });

  it("shares admin sessions and the sign-in lockout (database store)", async () => {
    const id = await expectAdminSharedAcross(site);
    const rows = await query(site.databaseUrl, "select id from admin_sessions where id = $1", [id]);
    expect(rows).toEqual([]);
  });

  it("erases a guest deleted on both at once exactly once: one 204, one 404, one deletion log entry", async () => {
    const headers = { "X-Forwarded-For": anAddress() };
    const signedIn = await fetch(`${site.a}${ADMIN_API.session}`, signInRequest(TEST_ADMIN_PASSWORD, headers));
    const admin = { Cookie: sessionCookieFrom(signedIn), "Sec-Fetch-Site": "same-origin" };
    const stored = await fetch(
      `${site.a}/api/rsvps`,
      postJson(anRsvpRequest({ message: "delete me" }), { "X-Forwarded-For": anAddress() }),
    );
    expect(stored.status).toBe(201);
    const [household] = await query<{ id: string }>(
      site.databaseUrl,
      "select h.id from households h join rsvps r on r.id = h.rsvp_id where r.message = 'delete me'",
    );
    const before = await query(site.databaseUrl, "select id from deletion_log");
    const statuses = await Promise.all(
      [site.a, site.b].map(
        async (base) =>
          (
            await fetch(`${base}${GUEST_DATA_ADMIN_API.household(household?.id ?? "")}`, {
              method: "DELETE",
              headers: admin,
            })
          ).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await query(site.databaseUrl, "select id from deletion_log")).toHaveLength(before.length + 1);
    expect(await query(site.databaseUrl, "select id from rsvps where message = 'delete me'")).toEqual([]);
  });

  // Only on the database store: the Redis site's sessions share the default key prefix with any other run on the same Redis.
  it("ends the sessions made on one instance when the couple signs out everywhere on the other", async () => {
    await expectSignOutEverywhereAcross(site);
    expect(await query(site.databaseUrl, "select id from admin_sessions")).toEqual([]);
  });
});

describe.runIf(TEST_REDIS_URL)("two server instances sharing Redis", ON_POSTGRES, () => {
  let site: Site;
  beforeAll(async () => {
    site = await (pending.redis as Promise<Site>);
  });
  afterAll(async () => {
    // The servers' counters (the default "wedding:" prefix) for this file's addresses only: other runs may share this Redis.
    const redis = new Redis(TEST_REDIS_URL as string);
    const names = ["rsvp", "photo-count", "photo-bytes", "admin-sign-in"];
    const keys = addressesUsed.flatMap((address) => names.map((name) => `wedding:rl:${name}:${address}`));
    // The sign-in count of every address together, which this file's wrong passwords raised.
    keys.push("wedding:rl:admin-sign-in-all:all");
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("counts the RSVP rate limit across both (Redis store)", async () => {
    const redis = new Redis(TEST_REDIS_URL as string);
    try {
      const address = await expectLimitSharedAcross(site);
      expect(site.processes[0]?.output()).toContain('"rateLimits":"redis"');
      // The counts went to Redis (the keys expire after their minute by themselves).
      expect(await redis.get(`wedding:rl:rsvp:${address}`)).toBe(String(RATE_LIMIT + 3));
      const rows = await query(site.databaseUrl, "select key from rate_limits");
      expect(rows).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it("shares admin sessions and the sign-in lockout (Redis store)", async () => {
    const id = await expectAdminSharedAcross(site);
    // The session lived in Redis (and is gone after the sign-out), never in the table.
    expect(await query(site.databaseUrl, "select id from admin_sessions")).toEqual([]);
    const redis = new Redis(TEST_REDIS_URL as string);
    try {
      expect(await redis.exists(`wedding:admin-session:${id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
    expect(await query(site.databaseUrl, "select key from rate_limits")).toEqual([]);
  });
});
