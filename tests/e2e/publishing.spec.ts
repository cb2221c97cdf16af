import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import { WEB_MANIFEST_FILE } from "../../src/server/publishing/site-head.ts";
import { ADMIN_API } from "../../src/shared/admin-api.ts";
import { CONTENT_API, type PublishedContent } from "../../src/shared/content-api.ts";
import type { WeddingContent } from "../../src/shared/content-schema.ts";
import { SITE_DATA_ELEMENT_ID } from "../../src/shared/site-data.ts";
import { CALENDAR_FILE, SERVICE_WORKER_FILE, SHARE_IMAGE } from "../../src/shared/site-files.ts";
import { exampleCouple, SECOND_COUPLE_FILE, secondCouple } from "../../src/testing/fixture-couples.ts";
import { decodeHtml } from "../../src/testing/html-text.ts";
import { type S3TestServer, startS3TestServer } from "../../src/testing/s3-test-server.ts";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../src/testing/test-database.ts";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";
import { publishContentFile } from "./test-content.ts";

/**
 * Publishing with several instances (ADR 050), as production runs it: two
 * built servers on one PostgreSQL database and one S3 bucket, each with its
 * own DATA_DIR and port. A version published through one is served by the
 * other within seconds, and a publish killed at any moment leaves one
 * version served whole. Needs PostgreSQL (TEST_DATABASE_URL, as CI sets it).
 */

test.describe.configure({ mode: "serial" });
test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL");

/** ADR 050: every instance serves a switch within 10 s. */
const FOLLOW_TIMEOUT_MS = 10_000;

/** The files a version is made of, beside the page itself (src/shared/site-files.ts). */
const VERSION_FILES = [
  "/privacy",
  "/photos",
  `/${WEB_MANIFEST_FILE}`,
  `/${SERVICE_WORKER_FILE}`,
  `/${SHARE_IMAGE.fileName}`,
  `/${CALENDAR_FILE}`,
] as const;

interface Instance {
  server: ServerProcess;
  origin: string;
  dataDir: string;
}

let s3: S3TestServer;
/** The bucket as the test reads it: what a publish has stored so far. */
let bucket: S3Client;
let database: TestDatabase;
let a: Instance;
let b: Instance;

async function startInstance(dataDir: string): Promise<Instance> {
  const server = spawnServer(
    {
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database.location,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // spawnServer waits for the "listening" line, which is logged at info.
      LOG_LEVEL: "info",
      ...s3.env,
    },
    "dist/server/main.js",
  );
  return { server, origin: await server.listening, dataDir };
}

async function stopInstance(instance: Instance | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!instance || instance.server.child.exitCode !== null || instance.server.child.signalCode !== null) return;
  instance.server.child.kill(signal);
  await instance.server.exited;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A copy of the migrated template: the servers start without running every migration.
  [s3, database] = await Promise.all([startS3TestServer(), createTestDatabase("postgres")]);
  bucket = new S3Client({
    endpoint: s3.settings.endpoint,
    region: s3.settings.region,
    credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    forcePathStyle: true,
  });
  const [dirA, dirB] = await Promise.all([
    mkdtemp(path.join(tmpdir(), "wedding-publish-a-")),
    mkdtemp(path.join(tmpdir(), "wedding-publish-b-")),
  ]);
  // A publishes the seed (content/wedding.yaml) into the empty database; B then finds it published.
  a = await startInstance(dirA);
  b = await startInstance(dirB);
});

test.afterAll(async () => {
  bucket?.destroy();
  await Promise.all([stopInstance(a), stopInstance(b)]);
  await Promise.all([
    s3?.close(),
    database?.cleanup(),
    ...[a, b].map((instance) => instance && rm(instance.dataDir, { recursive: true, force: true })),
  ]);
});

/** Words only the example couple's content has: their names (none of which the second couple's file holds). */
function firstCoupleWords(): string[] {
  const second = JSON.stringify(secondCouple());
  return exampleCouple()
    .couple.partners.flatMap((partner) => [partner.firstName, partner.lastName ?? ""])
    .filter((word) => word !== "" && !second.includes(word));
}

async function fetchBytes(url: string): Promise<{ status: number; body: Buffer }> {
  const answer = await fetch(url);
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
}

/** A text file as a reader would see it: HTML's references decoded, an .ics file's folded lines joined. */
function readable(body: Buffer): string {
  return decodeHtml(body.toString("utf8").replace(/\r?\n[ \t]/g, ""));
}

interface ServedVersion {
  title: string;
  html: string;
}

/**
 * The version an instance serves at `/`, checked whole: the <title> is the
 * title of the content the page carries (#site-data), and every picture,
 * script, style and font it names under /assets/ answers 200.
 */
async function servedVersion(origin: string): Promise<ServedVersion> {
  const index = await fetchBytes(`${origin}/`);
  expect(index.status).toBe(200);
  const html = index.body.toString("utf8");
  const title = titleOf(html);
  const data = new RegExp(`<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">(.*?)</script>`, "s").exec(
    html,
  )?.[1];
  expect(data, "the page carries its content").toBeTruthy();
  const content = (JSON.parse(data ?? "null") as { content: WeddingContent }).content;
  expect(content.site.title, "the page's content is the version its title names").toBe(title);
  const assets = assetsNamed(html);
  expect(assets.length).toBeGreaterThan(0);
  const missing: string[] = [];
  for (const asset of assets) {
    const answer = await fetch(`${origin}${asset}`, { method: "HEAD" });
    if (answer.status !== 200) missing.push(`${asset}: ${answer.status}`);
  }
  expect(missing, `every asset the page of "${title}" names`).toEqual([]);
  return { title, html };
}

function titleOf(html: string): string {
  return decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
}

/** Every /assets/ address in the page: src, srcset, href, CSS url() and the content's picture variants alike. */
function assetsNamed(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[^"'\s,)\\<>]+/g) ?? [])].sort();
}

function picturesNamed(html: string): string[] {
  return assetsNamed(html).filter((asset) => /\.(avif|webp|jpe?g|png|svg)$/.test(asset));
}

/** `/` and the version's other files as an instance serves them. */
async function versionFiles(origin: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const file of ["/", ...VERSION_FILES]) {
    const answer = await fetchBytes(`${origin}${file}`);
    expect(answer.status, file).toBe(200);
    files.set(file, answer.body);
  }
  return files;
}

test("a version published through one instance is served whole by the other within 10 s", async () => {
  test.setTimeout(120_000);
  const first = exampleCouple();
  const second = secondCouple();
  const firstWords = firstCoupleWords();
  expect(firstWords.length).toBeGreaterThan(0);
  expect((await servedVersion(b.origin)).title).toBe(first.site.title);
  const before = await versionFiles(b.origin);

  await publishContentFile(a.origin, SECOND_COUPLE_FILE);

  await expect
    .poll(async () => titleOf(await (await fetch(`${b.origin}/`)).text()), { timeout: FOLLOW_TIMEOUT_MS })
    .toBe(second.site.title);
  const served = await servedVersion(b.origin);
  const onB = await versionFiles(b.origin);
  const onA = await versionFiles(a.origin);
  const secondName = second.couple.partners[0].firstName;
  for (const [file, body] of onB) {
    expect(body.equals(before.get(file) ?? Buffer.alloc(0)), `${file} changed`).toBe(false);
    expect(body.equals(onA.get(file) ?? Buffer.alloc(0)), `${file} is the one A published`).toBe(true);
    if (file === `/${SHARE_IMAGE.fileName}`) continue;
    const text = readable(body);
    for (const word of firstWords) expect(text, `${file} holds none of the first couple's words`).not.toContain(word);
    if (file !== `/${SERVICE_WORKER_FILE}`) expect(text, `${file} is the second couple's`).toContain(secondName);
  }
  const pictures = picturesNamed(served.html);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) expect((await fetch(`${b.origin}${picture}`)).status, picture).toBe(200);
});

/** A session on the running A, as the admin page signs in. */
async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${ADMIN_API.session}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return (answer.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

/** How many objects the bucket holds under `prefix`, as any S3 client would list them. */
async function objectsUnder(prefix: string): Promise<number> {
  let count = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await bucket.send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix, ContinuationToken }),
    );
    count += page.KeyCount ?? 0;
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return count;
}

async function pointerGeneration(): Promise<number> {
  const row = await database.database.db
    .selectFrom("site_publication")
    .select("generation")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.generation);
}

interface KillMoment {
  /** Where the publish is meant to be when A is killed. */
  name: string;
  /** Whether it is there yet, given what the bucket and the pointer held when the publish began. */
  reached(before: { files: number; sites: number; generation: number }, sinceMs: number): Promise<boolean>;
}

/**
 * Moments of a publish (ADR 050: check, make the files in a worker, store
 * each file, store the index last, switch the pointer), told by the time
 * or by what the publish has written to the bucket and the database.
 */
const KILL_MOMENTS: KillMoment[] = [
  { name: "as the request is sent", reached: async () => true },
  { name: "1 s in (checking, making the files)", reached: async (_before, sinceMs) => sinceMs >= 1000 },
  { name: "storing the files", reached: async (before) => (await objectsUnder("site/files/")) > before.files },
  {
    name: "the site stored, before the switch",
    reached: async (before) => (await objectsUnder("site/index/")) > before.sites,
  },
  { name: "just switched", reached: async (before) => (await pointerGeneration()) > before.generation },
];

test("a publish killed at any moment leaves one version served whole, and the restarted instance serves it too", async () => {
  test.setTimeout(240_000);
  for (const [take, moment] of KILL_MOMENTS.entries()) {
    const cookie = await signIn(a.origin);
    const current = await fetch(`${a.origin}${CONTENT_API.content}`, { headers: { Cookie: cookie } });
    expect(current.status).toBe(200);
    const published = (await current.json()) as PublishedContent;
    const oldTitle = (await servedVersion(b.origin)).title;
    const newTitle = `${secondCouple().site.title} · take ${take + 1}`;
    const yaml = published.yaml.replace(`  title: ${oldTitle}\n`, `  title: ${newTitle}\n`);
    expect(yaml, "the new version's title is set").not.toBe(published.yaml);
    const before = {
      files: await objectsUnder("site/files/"),
      sites: await objectsUnder("site/index/"),
      generation: await pointerGeneration(),
    };

    let answered: number | "cut off" | null = null;
    const sentAt = Date.now();
    const publishing = fetch(`${a.origin}${CONTENT_API.content}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ yaml, fileName: "wedding.yaml", pictures: published.pictures }),
    }).then(
      (answer) => {
        answered = answer.status;
      },
      () => {
        answered = "cut off";
      },
    );
    // Waits for the moment (a publish that answers first is killed at once: the moment passed unseen).
    while (answered === null && !(await moment.reached(before, Date.now() - sentAt))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const killedAfterMs = Date.now() - sentAt;
    await stopInstance(a, "SIGKILL");
    await publishing;

    const served = await servedVersion(b.origin);
    expect([oldTitle, newTitle], `B serves one version whole after a kill ${moment.name}`).toContain(served.title);
    a = await startInstance(a.dataDir);
    // Both follow the pointer: the restarted A serves what B serves, which is one of the two versions.
    await expect
      .poll(async () => (await servedVersion(a.origin)).title === (await servedVersion(b.origin)).title, {
        timeout: FOLLOW_TIMEOUT_MS,
      })
      .toBe(true);
    const after = await servedVersion(b.origin);
    expect([oldTitle, newTitle]).toContain(after.title);
    test.info().annotations.push({
      type: "kill",
      description: `${moment.name} (${killedAfterMs} ms after sending, answer: ${answered}): B then served the ${after.title === newTitle ? "new" : "old"} version`,
    });
  }
});
