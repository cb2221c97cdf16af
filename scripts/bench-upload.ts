/**
 * npm run bench:upload: 30 guests upload an ~8 MB JPEG each at the same time
 * to a real server process (SQLite in a temp DATA_DIR, rate limits off).
 * Prints the total time, the throughput and the server's peak RSS, which
 * must stay under 300 MB: uploads stream to disk, they are never buffered whole.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const CONCURRENT = 30;
const TARGET_BYTES = 8 * 1024 * 1024;
const RSS_LIMIT_MB = 300;

/** A noisy 4000 × 3000 photo-like JPEG; noise keeps it from compressing, quality climbs until ~8 MB. */
async function bigJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((Math.random() * 96) | 0)) & 0xff;
  let best = Buffer.alloc(0);
  for (const quality of [80, 85, 90, 95, 98]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length > 10 * 1024 * 1024) break;
    best = jpeg;
    if (jpeg.length >= TARGET_BYTES) break;
  }
  return best;
}

function memoryOf(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  return readFile(`/proc/${pid}/status`, "utf8").then((status) => {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  });
}

async function main(): Promise<void> {
  const jpeg = await bigJpeg();
  const dataDir = await mkdtemp(path.join(tmpdir(), "wedding-bench-upload-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  // The built server, as it runs in production (`npm start`): no on-the-fly TypeScript compiler in its memory.
  if (!existsSync(path.join(root, "dist/server/main.js"))) {
    execFileSync("npx", ["tsx", "scripts/build.ts"], { cwd: root, stdio: "inherit" });
  }
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it: glibc's per-thread malloc arenas otherwise let
      // libvips' worker threads hold on to freed image memory (see sharp's docs).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PHOTO_RATE_LIMIT_PER_HOUR: "0",
      PHOTO_RATE_LIMIT_MB_PER_HOUR: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error("server did not start");
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (tries > 100) throw new Error("server did not answer /api/health");
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const idleMb = await memoryOf(pid, "VmRSS");
    let peakSampledMb = idleMb;
    const sampler = setInterval(() => {
      memoryOf(pid, "VmRSS").then(
        (mb) => {
          peakSampledMb = Math.max(peakSampledMb, mb);
        },
        () => {},
      );
    }, 50);

    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const response = await fetch(`${base}/api/photos`, {
          method: "POST",
          body: new Uint8Array(jpeg),
          headers: { "Content-Type": "image/jpeg", "X-File-Name": encodeURIComponent(`bench-${i}.jpg`) },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peakMb = await memoryOf(pid, "VmHWM");

    const megabytes = (jpeg.length * CONCURRENT) / (1024 * 1024);
    const created = statuses.filter((status) => status === 201).length;
    console.log(`photo:        ${(jpeg.length / (1024 * 1024)).toFixed(2)} MB JPEG, 4000 × 3000`);
    console.log(
      `uploads:      ${CONCURRENT} at once, ${created} stored (201), others: ${JSON.stringify(statuses.filter((s) => s !== 201))}`,
    );
    console.log(`total time:   ${seconds.toFixed(2)} s`);
    console.log(
      `throughput:   ${(megabytes / seconds).toFixed(1)} MB/s (${megabytes.toFixed(0)} MB in), ${(CONCURRENT / seconds).toFixed(2)} photos/s`,
    );
    console.log(
      `server RSS:   idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (VmHWM; sampled peak ${peakSampledMb.toFixed(0)} MB), limit ${RSS_LIMIT_MB} MB`,
    );
    if (created !== CONCURRENT || peakMb >= RSS_LIMIT_MB) {
      console.log("FAIL");
      process.exitCode = 1;
    } else {
      console.log("OK");
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
