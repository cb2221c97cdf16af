/**
 * npm run bench:api: RSVP submissions per second through the real server
 * (source, via tsx) on SQLite and on PostgreSQL, next to a bare Node http
 * server answering 201, so the figures say what our stack costs on this
 * machine. Rate limiting is off (RSVP_RATE_LIMIT_PER_MINUTE=0) unless
 * BENCH_RSVP_RATE_LIMIT sets a limit (say 100000000: every request then pays
 * for the limiter's count without being refused; all load comes from one
 * address, so one hot key, the worst case for a shared store); every request
 * carries a new email, so each one stores a row and queues a mail, and the
 * mail sender writes .eml files meanwhile, as it would in production.
 *
 * Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * a fresh database is made there and dropped afterwards. Skipped if unreachable.
 *
 * Then GET / as guests get it (the published page, asked for with a phone's
 * Accept-Encoding) from the built server (dist/: `npm run build` first),
 * which publishes content/wedding.yaml at start, on BENCH_PAGE_PORT (4396).
 *
 * Then the guest list (issue 15) on SQLite, with BENCH_HOUSEHOLDS households
 * (default 1,000; two adults, a child and a "guest of" seat each): the CSV
 * import as one request, the couple's list with its totals (median and p95
 * of BENCH_LIST_REQUESTS requests), and answers through personal links per
 * second (GET the invitation for its version, PUT an answer for every guest
 * and event; BENCH_CONNECTIONS households at a time). Times are measured by
 * the client on the same machine, so they are the server's time plus a
 * loopback round trip.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { weddingContent } from "../content/wedding.ts";
import { openSqlite } from "../src/server/db/database.ts";
import { createRsvpRepository } from "../src/server/db/rsvp-repository.ts";
import { ADMIN_API } from "../src/shared/admin-api.ts";
import { GUEST_LIST_API, GUEST_LIST_CSV_COLUMNS, INVITATION_API } from "../src/shared/households.ts";
import { startBenchServer } from "./lib/bench-server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 20);
const PAGE_PORT = process.env.BENCH_PAGE_PORT ?? "4396";

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  created: number;
  other: number;
  errors: number;
  stored?: number;
}

async function load(name: string, url: string): Promise<Figures> {
  let counter = 0;
  const run = Date.now().toString(36);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        path: "/api/rsvps",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            body: JSON.stringify({
              name: `Bench Guest ${counter}`,
              email: `bench.${run}.${counter}@example.com`,
              attending: counter % 3 !== 0,
              bringingPartner: counter % 2 === 0,
              partnerName: "Bench Partner",
              message: "Looking forward to it!",
            }),
          };
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created: result["2xx"],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(201, { "content-type": "application/json" });
      response.end('{"status":"received","guestCount":1}');
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function ourServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      RSVP_RATE_LIMIT_PER_MINUTE: process.env.BENCH_RSVP_RATE_LIMIT ?? "0",
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk;
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Keep reading (and dropping) the request log so a full pipe never blocks the server.
  stdout = "";
  child.stdout?.removeAllListeners("data");
  child.stdout?.resume();
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

async function benchSqlite(): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-"));
  try {
    const server = await ourServer({ DATA_DIR: dataDir });
    const figures = await load("our server, SQLite", server.url);
    await server.stop();
    const database = openSqlite(dataDir);
    figures.stored = await createRsvpRepository(database).count();
    await database.close();
    return figures;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<Figures | string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL skipped: cannot connect to ${new URL(ADMIN_URL).host} (${(error as Error).message})`;
  }
  const name = `wedding_bench_${randomBytes(4).toString("hex")}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-"));
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const server = await ourServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const figures = await load("our server, PostgreSQL", server.url);
    await server.stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ count: string }>("select count(*) from rsvps");
    await client.end();
    figures.stored = Number(rows[0]?.count);
    return figures;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const bare = await bareServer();
const baseline = await load("bare node:http 201", bare.url);
await bare.close();
const results: Figures[] = [baseline, await benchSqlite()];
const postgres = await benchPostgres();
if (typeof postgres === "string") console.log(postgres);
else results.push(postgres);

console.log(`\nPOST /api/rsvps, ${DURATION_S} s, ${CONNECTIONS} connections, unique email per request\n`);
console.log(
  [
    "target".padEnd(24),
    "req/s".padStart(9),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "of bare".padStart(8),
    "  2xx / other / errors / rows stored",
  ].join(""),
);
for (const figures of results) {
  console.log(
    [
      figures.name.padEnd(24),
      figures.requestsPerSecond.toFixed(0).padStart(9),
      String(figures.p50).padStart(8),
      String(figures.p99).padStart(8),
      `${((figures.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`.padStart(8),
      `  ${figures.created} / ${figures.other} / ${figures.errors}${figures.stored === undefined ? "" : ` / ${figures.stored}`}`,
    ].join(""),
  );
}
// Responses still in flight when autocannon stops are stored but not counted, so up to one per connection more.
const lost = results.filter(
  (figures) =>
    figures.stored !== undefined &&
    (figures.stored < figures.created || figures.stored > figures.created + CONNECTIONS),
);
if (lost.length > 0) {
  console.log(`\nMISMATCH: 201 answers and stored rows disagree for ${lost.map((f) => f.name).join(", ")}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery 201 has its row (rows beyond the 201 count were answered after the run stopped counting).");
}

/** The guest list on SQLite: import, list with totals, answers through links. */
async function benchGuestList(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-"));
  const password = randomBytes(24).toString("base64url");
  const server = await ourServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password });
  try {
    const same = { "Sec-Fetch-Site": "same-origin" };
    const signIn = await fetch(`${server.url}${ADMIN_API.session}`, {
      method: "POST",
      headers: { ...same, "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (signIn.status !== 200 || cookie === "") throw new Error(`admin sign-in failed: ${signIn.status}`);
    const admin = (pathname: string, init: RequestInit = {}) =>
      fetch(`${server.url}${pathname}`, { ...init, headers: { ...same, Cookie: cookie, ...init.headers } });
    const timed = async (request: () => Promise<Response>, expected: number) => {
      const started = performance.now();
      const response = await request();
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== expected) throw new Error(`${response.status}: ${body.slice(0, 300)}`);
      return { ms, body };
    };

    const rows = Array.from({ length: HOUSEHOLDS }, (_, index) => [
      `Bench Household ${index + 1}`,
      `Adult ${index + 1}A; Adult ${index + 1}B`,
      `Child ${index + 1}`,
      "1",
      `household.${index + 1}@example.com`,
      "+27 82 555 0101",
      "",
      "",
    ]);
    const csv = `${[GUEST_LIST_CSV_COLUMNS, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
    const imported = await timed(
      () => admin(GUEST_LIST_API.importCsv, { method: "POST", headers: { "Content-Type": "text/csv" }, body: csv }),
      200,
    );

    const listTimes: number[] = [];
    let codes: string[] = [];
    let listBytes = 0;
    for (let run = 0; run < LIST_REQUESTS; run += 1) {
      const { ms, body } = await timed(() => admin(GUEST_LIST_API.households), 200);
      listTimes.push(ms);
      listBytes = Buffer.byteLength(body);
      codes = (JSON.parse(body) as { households: { code: string }[] }).households.map((household) => household.code);
    }
    listTimes.sort((a, b) => a - b);
    const percentile = (p: number) => listTimes[Math.min(listTimes.length - 1, Math.floor(p * listTimes.length))] ?? 0;

    const lines = [
      `import of ${HOUSEHOLDS} households (one CSV request, ${(csv.length / 1024).toFixed(0)} KB): ${imported.ms.toFixed(0)} ms`,
      `GET households (list + totals, ${(listBytes / 1024).toFixed(0)} KB JSON) with ${codes.length} households, ${LIST_REQUESTS} requests: median ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms`,
    ];

    const [firstCode] = codes;
    const probe = firstCode ? await fetch(`${server.url}${INVITATION_API.invitation(firstCode)}`) : null;
    const probeBody = probe ? ((await probe.json()) as { error?: { code: string } }) : null;
    if (!probe || (probe.status === 404 && probeBody?.error?.code === "not_found")) {
      lines.push("answers through links: skipped: invitation route not present");
      return lines;
    }
    // Answers must be open whatever the content's deadline says.
    await timed(
      () =>
        admin(GUEST_LIST_API.rsvpSettings, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ deadline: weddingContent.rsvp.deadline, closeAtDeadline: false }),
        }),
      200,
    );
    const mealOf = new Map(weddingContent.events.map((event) => [event.id, event.meals?.[0] ?? null]));
    let next = 0;
    let answered = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < codes.length) {
          const code = codes[next] as string;
          next += 1;
          const view = JSON.parse(
            (await timed(() => fetch(`${server.url}${INVITATION_API.invitation(code)}`), 200)).body,
          ) as {
            household: { version: number; eventIds: string[]; guests: { id: string; isSeat: boolean }[] };
          };
          const answers = Object.fromEntries(
            view.household.eventIds.map((eventId) => [eventId, { attending: true, meal: mealOf.get(eventId) ?? null }]),
          );
          await timed(
            () =>
              fetch(`${server.url}${INVITATION_API.invitation(code)}`, {
                method: "PUT",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({
                  version: view.household.version,
                  guests: view.household.guests.map((guest) => ({
                    guestId: guest.id,
                    ...(guest.isSeat ? { name: "Bench Plus One" } : {}),
                    answers,
                  })),
                  message: "",
                }),
              }),
            200,
          );
          answered += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    lines.push(
      `answers through links (GET + PUT, ${CONNECTIONS} at a time): ${(answered / seconds).toFixed(0)} households/s (${answered} in ${seconds.toFixed(1)} s)`,
    );
    return lines;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** GET / from the built server: the published page as a guest's phone asks for it, brotli or gzip. */
async function benchPage(): Promise<string[]> {
  if (!existsSync(path.join(root, "dist/server/main.js")))
    return ["GET / skipped: no build in dist/ (npm run build first)"];
  const server = await startBenchServer({ PORT: PAGE_PORT });
  try {
    const headers = { "accept-encoding": "br, gzip" };
    const probe = await fetch(`${server.base}/`, { headers });
    const page = await probe.text();
    if (probe.status !== 200 || !page.includes('id="root"')) throw new Error(`GET / answered ${probe.status}`);
    const encoding = probe.headers.get("content-encoding") ?? "identity";
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: "GET", path: "/", headers }],
    });
    return [
      `GET / (the published page, ${encoding}, ${(Number(probe.headers.get("content-length") ?? 0) / 1024).toFixed(1)} KB sent), ${DURATION_S} s, ${CONNECTIONS} connections`,
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s; 2xx / other / errors: ${result["2xx"]} / ${result.non2xx} / ${result.errors + result.timeouts}`,
    ];
  } finally {
    await server.stop();
  }
}

console.log("");
for (const line of await benchPage()) console.log(line);

console.log(`\nThe guest list on SQLite, ${HOUSEHOLDS} households of 4 guests\n`);
for (const line of await benchGuestList()) console.log(line);
