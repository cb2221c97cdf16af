import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The built server in a process of its own, as `npm start` runs it, on
 * SQLite in a temp DATA_DIR: what bench-slowloris.ts, bench-lists.ts and
 * bench-upload.ts measure. Its memory is read from /proc, its health over
 * HTTP from an address of its own (any of 127.0.0.0/8 reaches it).
 */
export const root = fileURLToPath(new URL("../..", import.meta.url));

/** What the server may use (docs/decisions/018-images-bounded-memory.md). */
export const RSS_LIMIT_MB = 300;
/** What /api/health must answer within, whatever else happens. */
export const HEALTH_LIMIT_MS = 1_000;

export interface BenchServer {
  base: string;
  port: number;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** `env.PORT` picks the port; without it, one of 3900 to 3989 at random. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-"));
  const port = env.PORT ? Number(env.PORT) : 3900 + Math.floor(Math.random() * 90);
  // As `npm start` runs it: V8 otherwise lets the young generation grow to 3 × 16 MB while many
  // requests are in flight, and keeps what it grew.
  const server = spawn(process.execPath, ["--max-semi-space-size=2", "dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it: glibc's per-thread malloc arenas otherwise let
      // libvips' worker threads hold on to freed image memory (see sharp's docs).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      // A fixed threshold keeps glibc from raising it after each freed image, so a decode's large
      // buffers stay mmap'd and go back to the system when freed instead of fragmenting the heap.
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "65536",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: process.env.BENCH_SERVER_LOGS ? "info" : "warn",
      ...env,
    },
    stdio: ["ignore", process.env.BENCH_SERVER_LOGS ? "inherit" : "ignore", "inherit"],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error("server did not start");
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (tries > 100) throw new Error("server did not answer /api/health");
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, pid, dataDir, stop };
}

/** The server's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export async function memoryOf(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** GET /api/health on a fresh connection from `localAddress`: its status (0 when refused or reset) and time. */
export function timeHealth(port: number, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/health", localAddress, agent: false, timeout: 10_000 },
      (response) => {
        response.resume();
        response.once("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.once("timeout", () => request.destroy(new Error("timeout")));
    request.once("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** Polls /api/health every `everyMs` until stopped; the answers' statuses and worst time. */
export function pollHealth(port: number, localAddress: string, everyMs = 250) {
  const answers: { status: number; ms: number }[] = [];
  let polling = true;
  const loop = (async () => {
    while (polling) {
      answers.push(await timeHealth(port, localAddress));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    answers,
    /** The worst time and the answers that were not 200 since `from` (an index into answers). */
    since(from: number) {
      const slice = answers.slice(from);
      return { maxMs: Math.max(0, ...slice.map((answer) => answer.ms)), failed: slice.filter((a) => a.status !== 200) };
    },
    async stop() {
      polling = false;
      await loop;
    },
  };
}
