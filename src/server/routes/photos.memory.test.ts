import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_ERROR_CODES } from "../../shared/photo.ts";
import { photoRequest } from "../../testing/photo-builders.ts";
import { type ServerProcess, spawnServer } from "../../testing/server-process.ts";
import { DECODE_MEMORY_BUDGET } from "../services/images.ts";

const MB = 1024 * 1024;

async function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** A solid progressive JPEG: a small file whose decode still holds every DCT coefficient; `red` makes each its own. */
function progressiveJpeg(width: number, height: number, chromaSubsampling = "4:2:0", red = 138): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 111, b: 92 } } })
    .jpeg({ progressive: true, chromaSubsampling })
    .toBuffer();
}

// A real server process, as production runs it, so its whole memory is measured (VmHWM, the
// kernel's high-water mark: no sampling, no timing). One progressive 7000 × 7000 JPEG took the
// server from about 100 MB to 458 MB before decodes were budgeted.
describe.skipIf(process.platform !== "linux")("photo uploads in a real server process", () => {
  let server: ServerProcess;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wedding-photo-memory-"));
    server = spawnServer({
      DATA_DIR: dataDir,
      // As `npm start` runs it.
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
      NODE_OPTIONS: "--max-semi-space-size=2",
      PHOTO_RATE_LIMIT_PER_HOUR: "0",
      PHOTO_RATE_LIMIT_MB_PER_HOUR: "0",
    });
    base = await server.listening;
  }, 60_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stays within its decode budget while huge progressive JPEGs arrive at once", async () => {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("no server pid");
    const huge = await progressiveJpeg(7000, 7000, "4:4:4");
    // Four of their own: the site stores the same bytes once.
    const larges = await Promise.all([130, 134, 138, 142].map((red) => progressiveJpeg(4000, 4000, "4:2:0", red)));
    const large = (n: number) => larges[n] ?? Buffer.alloc(0);
    // A first upload loads sharp and the HTTP stack, so the idle figure includes them.
    const warmup = await fetch(`${base}/api/photos`, photoRequest(await progressiveJpeg(64, 64)));
    expect(warmup.status).toBe(201);
    const idleMb = await memoryMb(pid, "VmRSS");

    const bodies = [huge, large(0), huge, large(1), huge, large(2), huge, large(3)];
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const response = await fetch(`${base}/api/photos`, photoRequest(body));
        return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
      }),
    );
    const peakMb = await memoryMb(pid, "VmHWM");

    // 49 MP progressive 4:4:4 needs ~300 MB of coefficients alone: refused from its header, never decoded.
    for (const [i, answer] of answers.entries()) {
      if (bodies[i] === huge)
        expect(answer).toEqual({
          status: 422,
          body: { error: expect.objectContaining({ code: PHOTO_ERROR_CODES.unreadable }) },
        });
      else expect(answer.status).toBe(201);
    }
    // The budget plus room for the requests in flight and the allocator's slack.
    expect(peakMb - idleMb).toBeLessThan(DECODE_MEMORY_BUDGET / MB + 80);
  }, 240_000);
});
