/**
 * npm run bench:upload: 30 guests upload the same photo at the same time to a
 * real server process (SQLite in a temp DATA_DIR, rate limits off, run as
 * `npm start` runs it), once per kind of photo: an ~8 MB camera JPEG, and the
 * worst cases for memory: a progressive 49 MP JPEG, a 16-bit 49 MP PNG, a
 * 49 MP WebP and a real 12 MP HEIC. While the 30 are in flight a tiny JPEG is sent
 * too: its latency shows whether a small photo waits behind the big ones.
 * Prints, per kind: total time, throughput, the server's peak RSS (which must
 * stay under 300 MB) and the tiny upload's latency.
 *
 * Then the same 30 guests send the camera JPEG over the resumable protocol
 * the page uses (tus 1.0 at RESUMABLE_UPLOAD_PATH: a POST, then PATCHes of
 * UPLOAD_CHUNK_BYTES), and a table sets photos per second and peak RSS of
 * both protocols side by side.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_TOKEN_HEADER } from "../src/shared/privacy.ts";
import { newPhotoToken, RESUMABLE_UPLOAD_PATH, UPLOAD_CHUNK_BYTES, UPLOAD_METADATA } from "../src/shared/uploads.ts";
import { type BenchServer, memoryOf, RSS_LIMIT_MB, root, startBenchServer } from "./lib/bench-server.ts";

const CONCURRENT = 30;
const TARGET_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;
/**
 * A real 12 MP HEIC, an iPhone photo's size (far larger ones are refused: docs/decisions/018-images-bounded-memory.md).
 * sharp's prebuilt libvips cannot write HEVC, so it was made once with libheif's heif-enc 1.15
 * (Debian's libheif-examples: `heif-enc -q 50`) from a smooth 4032 × 3024 picture; x265 takes
 * minutes over a noisy one on this machine.
 */
const HEIC_FIXTURE = path.join(root, "scripts/fixtures/4032x3024.heic");

interface Input {
  label: string;
  body: Buffer;
}

/** A noisy 4000 × 3000 photo-like JPEG; noise keeps it from compressing, quality climbs until ~8 MB. */
const CAMERA_LABEL = "camera JPEG 4000 × 3000";

async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((Math.random() * 96) | 0)) & 0xff;
  let best = Buffer.alloc(0);
  for (const quality of [80, 85, 90, 95, 98]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length > 10 * MB) break;
    best = jpeg;
    if (jpeg.length >= TARGET_BYTES) break;
  }
  return best;
}

/** 7000 × 7000 = 49 MP, just under the 50 MP rule: a gentle gradient, so the files stay small. */
function huge(channels: 3 | 4 = 3) {
  const width = 7000;
  const height = 7000;
  const row = Buffer.alloc(width * channels);
  for (let x = 0; x < width; x++) for (let c = 0; c < channels; c++) row[x * channels + c] = (x >> 5) + c * 40;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return sharp(pixels, { raw: { width, height, channels }, limitInputPixels: false });
}

/** Each kind of photo, made only when its run comes (the 49 MP ones take a while). */
const INPUTS: { label: string; make(): Promise<Buffer> }[] = [
  { label: CAMERA_LABEL, make: cameraJpeg },
  { label: "progressive JPEG 7000 × 7000", make: () => huge().jpeg({ progressive: true }).toBuffer() },
  { label: "16-bit PNG 7000 × 7000", make: () => huge(4).toColourspace("rgb16").png().toBuffer() },
  { label: "WebP 7000 × 7000", make: () => huge().webp({ quality: 80 }).toBuffer() },
  { label: "HEIC 4032 × 3024", make: () => readFile(HEIC_FIXTURE) },
];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** node:http rather than fetch: fetch gives up after 300 s without headers, and 30 huge PNGs take longer. */
function send(url: string, method: string, headers: http.OutgoingHttpHeaders, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, "Content-Length": body?.length ?? 0 } });
    request.once("error", reject);
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.end(body);
  });
}

/** Today's one-request upload: POST /api/photos with the file as the body. */
async function post(base: string, body: Buffer, name: string): Promise<number> {
  const answer = await send(
    `${base}/api/photos`,
    "POST",
    { "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(name) },
    body,
  );
  return answer.status;
}

/**
 * The page's resumable upload, as tus-js-client sends it: POST with the
 * length, metadata and the photo's token, then the bytes in PATCHes of
 * UPLOAD_CHUNK_BYTES. The last PATCH answers 200 once the photo is stored.
 */
async function postResumable(base: string, body: Buffer, name: string): Promise<number> {
  const token = newPhotoToken();
  const metadata = [
    [UPLOAD_METADATA.fileName, name],
    [UPLOAD_METADATA.uploaderName, `Guest ${name}`],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value ?? "").toString("base64")}`)
    .join(",");
  const common = { "Tus-Resumable": "1.0.0", [PHOTO_TOKEN_HEADER]: token };
  const created = await send(`${base}${RESUMABLE_UPLOAD_PATH}`, "POST", {
    ...common,
    "Upload-Length": body.length,
    "Upload-Metadata": metadata,
  });
  const location = created.headers.location;
  if (created.status !== 201 || !location) return created.status;
  const url = new URL(location, `${base}${RESUMABLE_UPLOAD_PATH}/`).href;
  for (let offset = 0; ; offset += UPLOAD_CHUNK_BYTES) {
    const chunk = body.subarray(offset, offset + UPLOAD_CHUNK_BYTES);
    const patched = await send(
      url,
      "PATCH",
      { ...common, "Upload-Offset": offset, "Content-Type": "application/offset+octet-stream" },
      chunk,
    );
    if (offset + chunk.length >= body.length || patched.status !== 204) return patched.status;
  }
}

/** A fresh server process (bench-server.ts) with the photo rate limits off. */
function startServer(): Promise<BenchServer> {
  return startBenchServer({ PHOTO_RATE_LIMIT_PER_HOUR: "0", PHOTO_RATE_LIMIT_MB_PER_HOUR: "0" });
}

interface Result {
  protocol: string;
  label: string;
  photosPerSecond: number;
  megabytesPerSecond: number;
  peakMb: number;
  stored: number;
  ok: boolean;
}

/** One fresh server per input, so each peak (VmHWM) is that input's alone. */
async function run(input: Input, tiny: Buffer): Promise<Result> {
  const { base, pid, stop } = await startServer();
  try {
    const idleMb = await memoryOf(pid, "VmRSS");

    const started = performance.now();
    const uploads = Array.from({ length: CONCURRENT }, (_, i) => post(base, input.body, `bench-${i}`));
    // The tiny one leaves once the 30 are sent and being processed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tinyStarted = performance.now();
    const tinyStatus = await post(base, tiny, "tiny.jpg");
    const tinySeconds = (performance.now() - tinyStarted) / 1000;
    const statuses = await Promise.all(uploads);
    const seconds = (performance.now() - started) / 1000;
    const peakMb = await memoryOf(pid, "VmHWM");

    const megabytes = (input.body.length * CONCURRENT) / MB;
    const created = statuses.filter((status) => status === 201).length;
    const others = statuses.filter((status) => status !== 201);
    const ok = peakMb < RSS_LIMIT_MB && tinyStatus === 201 && statuses.every((s) => s === 201 || s === 422);
    console.log(`${input.label}, ${(input.body.length / MB).toFixed(2)} MB`);
    console.log(
      `  uploads:      ${CONCURRENT} at once, ${created} stored (201), others: ${others.length ? `${others.length} × ${[...new Set(others)].join(", ")}` : "none"}`,
    );
    console.log(`  total time:   ${seconds.toFixed(2)} s`);
    console.log(
      `  throughput:   ${(megabytes / seconds).toFixed(1)} MB/s (${megabytes.toFixed(0)} MB in), ${(CONCURRENT / seconds).toFixed(2)} photos/s`,
    );
    console.log(
      `  server RSS:   idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (VmHWM), limit ${RSS_LIMIT_MB} MB`,
    );
    console.log(`  tiny upload:  ${tinySeconds.toFixed(2)} s while the ${CONCURRENT} were in flight (${tinyStatus})`);
    console.log(`  ${ok ? "OK" : "FAIL"}\n`);
    return {
      protocol: "POST /api/photos",
      label: input.label,
      photosPerSecond: CONCURRENT / seconds,
      megabytesPerSecond: megabytes / seconds,
      peakMb,
      stored: created,
      ok,
    };
  } finally {
    await stop();
  }
}

/** The same 30 guests over the resumable protocol, on a fresh server of its own. */
async function runResumable(input: Input): Promise<Result> {
  const { base, pid, stop } = await startServer();
  try {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => postResumable(base, input.body, `bench-${i}.jpg`)),
    );
    const seconds = (performance.now() - started) / 1000;
    const peakMb = await memoryOf(pid, "VmHWM");
    const stored = statuses.filter((status) => status === 200).length;
    return {
      protocol: `tus ${RESUMABLE_UPLOAD_PATH} (${UPLOAD_CHUNK_BYTES / MB} MB PATCHes)`,
      label: input.label,
      photosPerSecond: CONCURRENT / seconds,
      megabytesPerSecond: (input.body.length * CONCURRENT) / MB / seconds,
      peakMb,
      stored,
      ok: peakMb < RSS_LIMIT_MB && stored === CONCURRENT,
    };
  } finally {
    await stop();
  }
}

function printTable(results: readonly Result[]): void {
  const rows = [
    ["protocol", "photo", "stored", "photos/s", "MB/s", "peak RSS", "result"],
    ...results.map((result) => [
      result.protocol,
      result.label,
      `${result.stored}/${CONCURRENT}`,
      result.photosPerSecond.toFixed(2),
      result.megabytesPerSecond.toFixed(1),
      `${result.peakMb.toFixed(0)} MB`,
      result.ok ? "OK" : "FAIL",
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(`${CONCURRENT} guests at once; peak RSS must stay under ${RSS_LIMIT_MB} MB\n`);
  console.log(line(rows[0] ?? []));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

async function main(): Promise<void> {
  // The built server, as it runs in production (`npm start`): no on-the-fly TypeScript compiler in its
  // memory. Built every time (seconds, pictures come from the cache): an old dist/ would measure old code.
  execFileSync("npx", ["tsx", "scripts/build.ts"], { cwd: root, stdio: "inherit" });
  const tiny = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#c0a080" } })
    .jpeg()
    .toBuffer();
  const results: Result[] = [];
  // `npm run bench:upload -- heic` runs the kinds whose label contains the word; `-- camera` compares the protocols only.
  const only = process.argv[2]?.toLowerCase();
  for (const { label, make } of INPUTS) {
    if (only && !label.toLowerCase().includes(only)) continue;
    const input = { label, body: await make() };
    results.push(await run(input, tiny));
    // The protocols compared on the photo guests send: a phone camera's JPEG.
    if (label === CAMERA_LABEL) results.push(await runResumable(input));
  }
  printTable(results);
  if (!results.every((result) => result.ok)) process.exitCode = 1;
}

await main();
