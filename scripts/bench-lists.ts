/**
 * npm run bench:lists: the guest list at the import limit on a real server
 * process (the built server, as `npm start` runs it, on SQLite): an import of
 * 5,000 households of 11 guests (two named adults and nine seats, 55,000
 * people), then every guest's answers, then the guests' CSV of all of them.
 * Meanwhile /api/health is asked every 100 ms from an address of its own.
 *
 * Prints, for the import and for the download: its time (and the download's
 * first byte), /api/health's worst time and any answer that was not 200, the
 * event loop's worst delay (Node's timer-lag histogram inside the server,
 * scripts/lib/loop-lag-probe.mjs) and the server's RSS peak, which must stay
 * under 300 MB.
 */
import { execFileSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { SQLITE_FILE_NAME } from "../src/server/db/database.ts";
import { ADMIN_API } from "../src/shared/admin-api.ts";
import { GUEST_LIST_API, GUEST_LIST_CSV_COLUMNS, HOUSEHOLD_LIMITS } from "../src/shared/households.ts";
import { memoryOf, pollHealth, RSS_LIMIT_MB, root, startBenchServer } from "./lib/bench-server.ts";

const PASSWORD = "bench-password-long-enough";
const HOUSEHOLDS = HOUSEHOLD_LIMITS.importHouseholds;
const SEATS = 9;
const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  firstByteMs: number;
  ms: number;
  text: string;
}

function request(url: string, method: string, headers: http.OutgoingHttpHeaders, body?: string, keep = true) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(url, {
      method,
      headers: { ...headers, "Content-Length": Buffer.byteLength(body ?? "") },
    });
    outgoing.once("error", reject);
    outgoing.once("response", (response) => {
      let firstByteMs = Number.NaN;
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          firstByteMs,
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    outgoing.end(body);
  });
}

/** The household rows of the import template, at the import limit. */
function importFile(): string {
  const rows = Array.from(
    { length: HOUSEHOLDS },
    (_, i) => `Household ${i},Adult ${i}a; Adult ${i}b,,${SEATS},h${i}@example.com,,,`,
  );
  return `${[GUEST_LIST_CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}

async function main(): Promise<void> {
  execFileSync("npx", ["tsx", "scripts/build.ts"], { cwd: root, stdio: "inherit" });
  const lagFile = path.join(tmpdir(), `wedding-bench-lag-${process.pid}`);
  const server = await startBenchServer({
    ADMIN_PASSWORD: PASSWORD,
    NODE_OPTIONS: `--import=${path.join(root, "scripts/lib/loop-lag-probe.mjs")}`,
    LAG_PROBE_FILE: lagFile,
  });
  /** Runs `step` with a fresh lag measurement, /api/health polled and RSS sampled; prints the figures. */
  const measured = async <T>(label: string, step: () => Promise<T>): Promise<{ value: T; ok: boolean }> => {
    process.kill(server.pid, "SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = pollHealth(server.port, "127.0.0.2", 100);
    let peak = 0;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await memoryOf(server.pid, "VmRSS"));
    }, 100);
    const started = performance.now();
    const value = await step();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await health.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lagMs = Number(await readFile(lagFile, "utf8"));
    const hwm = await memoryOf(server.pid, "VmHWM");
    const { maxMs, failed } = health.since(0);
    const ok = failed.length === 0 && hwm < RSS_LIMIT_MB;
    console.log(`${label}: ${seconds.toFixed(2)} s`);
    console.log(
      `  /api/health:     ${health.answers.length} answers, worst ${maxMs.toFixed(0)} ms, ${failed.length} not 200`,
    );
    console.log(`  event loop:      worst delay ${lagMs.toFixed(0)} ms`);
    console.log(
      `  server RSS:      sampled peak ${peak.toFixed(0)} MB, VmHWM ${hwm.toFixed(0)} MB (limit ${RSS_LIMIT_MB} MB)`,
    );
    return { value, ok };
  };
  try {
    const signIn = await request(
      `${server.base}${ADMIN_API.session}`,
      "POST",
      { ...SAME_SITE, "Content-Type": "application/json" },
      JSON.stringify({ password: PASSWORD }),
    );
    const cookie = /((?:__Host-)?[\w-]+=[^;]+)/.exec(String(signIn.headers["set-cookie"]?.[0] ?? ""))?.[1];
    if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
    const admin = { ...SAME_SITE, Cookie: cookie };
    console.log(`server idle at ${(await memoryOf(server.pid, "VmRSS")).toFixed(0)} MB\n`);

    const file = importFile();
    const imported = await measured(
      `import of ${HOUSEHOLDS} households, ${HOUSEHOLDS * (SEATS + 2)} guests (${(file.length / 1024).toFixed(0)} KB)`,
      () =>
        request(`${server.base}${GUEST_LIST_API.importCsv}`, "POST", { ...admin, "Content-Type": "text/csv" }, file),
    );
    console.log(`  answer:          ${imported.value.status} ${imported.value.text}\n`);

    // Every guest answers every event they are invited to, as if all had replied.
    const db = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    const answered = db
      .prepare(
        `insert into guest_answers (guest_id, event_id, attending, meal, answered_at)
         select g.id, e.event_id, 1, null, ? from household_guests g join household_events e on e.household_id = g.household_id`,
      )
      .run(new Date().toISOString()).changes;
    db.close();
    console.log(`${answered} answers stored\n`);

    const download = await measured("guests' CSV", () =>
      request(`${server.base}${GUEST_LIST_API.answersCsv}`, "GET", admin, undefined, false),
    );
    const { status, bytes, firstByteMs } = download.value;
    console.log(
      `  answer:          ${status}, ${(bytes / 1024 / 1024).toFixed(1)} MB, first byte after ${firstByteMs.toFixed(0)} ms`,
    );
    const ok = imported.ok && imported.value.status === 200 && download.ok && status === 200;
    console.log(ok ? "\nOK" : "\nFAIL");
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(lagFile, { force: true });
  }
}

await main();
