/**
 * npm run bench:slowloris: a slow-loris attack on a real server process (the
 * built server, as `npm start` runs it), while guests use the site.
 *
 * The attack keeps up to ATTACK_CONNECTIONS connections (3,000 by default),
 * each a photo upload declaring 10 MB whose body then comes one byte every
 * 20 s: one address opens a third of them, the rest come from
 * ATTACK_ADDRESSES others (all in 127.0.0.0/8), 300 new ones a second
 * (OPEN_PER_SECOND) in place of those the server refuses or cuts, as
 * slowhttptest does, for BENCH_SECONDS (100 by default). Meanwhile a guest on
 * an address of its own asks /api/health every 250 ms and uploads a small
 * photo every 2 s.
 *
 * Prints every 10 s: connections the attack holds open, those refused (503)
 * and cut (408 or closed) so far, the server's RSS, and /api/health's worst
 * time; then the peak RSS (VmHWM), which must stay under 300 MB, and the
 * worst /api/health time, which must stay under 1 s, with every answer 200.
 */
import { execFileSync } from "node:child_process";
import net from "node:net";
import sharp from "sharp";
import { HEALTH_LIMIT_MS, memoryOf, pollHealth, RSS_LIMIT_MB, root, startBenchServer } from "./lib/bench-server.ts";

const ATTACK_CONNECTIONS = Number(process.env.ATTACK_CONNECTIONS ?? 3000);
const ATTACK_ADDRESSES = Number(process.env.ATTACK_ADDRESSES ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 100);
const TRICKLE_MS = 20_000;
/** New attacking connections a second, slowhttptest's `-r`: a single machine manages this easily. */
const OPEN_PER_SECOND = Number(process.env.OPEN_PER_SECOND ?? 300);
const GUEST_ADDRESS = "127.0.0.2";

const DECLARED_BYTES = 10 * 1024 * 1024;
const ATTACK_HEAD = `POST /api/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nX-File-Name: a.jpg\r\nContent-Length: ${DECLARED_BYTES}\r\n\r\n`;

interface Tally {
  open: number;
  refused: number;
  cut: number;
}

/** One attacking connection; `tally` follows it until it closes. */
function attack(port: number, localAddress: string, tally: Tally): void {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  tally.open += 1;
  let answer = "";
  let trickle: NodeJS.Timeout | undefined;
  socket.setEncoding("latin1");
  socket.on("data", (text: string) => {
    answer += text;
  });
  socket.on("error", () => {});
  socket.once("connect", () => {
    socket.write(ATTACK_HEAD);
    trickle = setInterval(() => socket.write("x"), TRICKLE_MS);
  });
  socket.once("close", () => {
    clearInterval(trickle);
    tally.open -= 1;
    if (answer.startsWith("HTTP/1.1 503")) tally.refused += 1;
    else tally.cut += 1;
  });
}

/**
 * As slowhttptest runs it: keeps up to ATTACK_CONNECTIONS open, opening new
 * ones (in place of those closed or refused) at OPEN_PER_SECOND, a third of
 * them from one address, the rest from ATTACK_ADDRESSES others.
 */
function runAttack(port: number, tally: Tally): () => void {
  let opened = 0;
  const timer = setInterval(() => {
    const room = Math.min(OPEN_PER_SECOND / 10, ATTACK_CONNECTIONS - tally.open);
    for (let i = 0; i < room; i++, opened++) {
      const address = opened % 3 === 0 ? "127.0.1.1" : `127.0.2.${1 + (opened % ATTACK_ADDRESSES)}`;
      attack(port, address, tally);
    }
  }, 100);
  return () => clearInterval(timer);
}

async function tinyJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0a080" } })
    .jpeg()
    .toBuffer();
}

/** A guest's photo upload from the guest's address: its status (0 when refused or reset). */
async function guestUpload(port: number, jpeg: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: GUEST_ADDRESS });
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      answer += text;
    });
    socket.on("error", () => resolve(0));
    socket.once("close", () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0)));
    socket.write(
      `POST /api/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nX-File-Name: guest.jpg\r\nContent-Length: ${jpeg.length}\r\nConnection: close\r\n\r\n`,
    );
    // Not end(): a client that half-closes has its request aborted by Node; the server closes after its answer.
    socket.write(jpeg);
  });
}

async function main(): Promise<void> {
  execFileSync("npx", ["tsx", "scripts/build.ts"], { cwd: root, stdio: "inherit" });
  const server = await startBenchServer({ PHOTO_RATE_LIMIT_PER_HOUR: "0", PHOTO_RATE_LIMIT_MB_PER_HOUR: "0" });
  const jpeg = await tinyJpeg();
  const tally: Tally = { open: 0, refused: 0, cut: 0 };
  let running = true;
  const guestUploads: number[] = [];
  try {
    const idleMb = await memoryOf(server.pid, "VmRSS");
    console.log(
      `slow-loris: ${ATTACK_CONNECTIONS} connections (a third from 127.0.1.1, the rest from ${ATTACK_ADDRESSES} addresses), one byte every ${TRICKLE_MS / 1000} s, for ${SECONDS} s; server idle at ${idleMb.toFixed(0)} MB\n`,
    );
    const health = pollHealth(server.port, GUEST_ADDRESS);
    const guest = (async () => {
      while (running) {
        guestUploads.push(await guestUpload(server.port, jpeg));
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    })();
    const started = performance.now();
    const stopAttack = runAttack(server.port, tally);
    console.log("   s | attack holds | refused (503) | cut | server RSS | /api/health worst");
    let peakRss = 0;
    let reported = 0;
    for (let second = 1; second <= SECONDS; second++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + second * 1000 - performance.now())));
      const rss = await memoryOf(server.pid, "VmRSS");
      peakRss = Math.max(peakRss, rss);
      if (second % 10 === 0 || second === SECONDS) {
        const { maxMs, failed } = health.since(reported);
        reported = health.answers.length;
        console.log(
          `${String(second).padStart(4)} | ${String(tally.open).padStart(12)} | ${String(tally.refused).padStart(13)} | ${String(tally.cut).padStart(3)} | ${rss.toFixed(0).padStart(7)} MB | ${maxMs.toFixed(0)} ms${failed.length > 0 ? ` (${failed.length} not 200)` : ""}`,
        );
      }
    }
    running = false;
    stopAttack();
    await health.stop();
    await guest;
    const hwm = await memoryOf(server.pid, "VmHWM");
    const { maxMs, failed } = health.since(0);
    const uploadsOk = guestUploads.filter((status) => status === 201).length;
    const ok =
      hwm < RSS_LIMIT_MB && maxMs < HEALTH_LIMIT_MS && failed.length === 0 && uploadsOk === guestUploads.length;
    console.log(
      `\nserver RSS:    peak ${hwm.toFixed(0)} MB (VmHWM; sampled peak ${peakRss.toFixed(0)} MB), limit ${RSS_LIMIT_MB} MB`,
    );
    console.log(
      `/api/health:   ${health.answers.length} answers, worst ${maxMs.toFixed(0)} ms (limit ${HEALTH_LIMIT_MS} ms), ${failed.length} not 200`,
    );
    const otherUploads = guestUploads.filter((status) => status !== 201);
    console.log(
      `guest uploads: ${uploadsOk}/${guestUploads.length} stored (201)${otherUploads.length > 0 ? `, others: ${[...new Set(otherUploads)].join(", ")}` : ""}`,
    );
    console.log(ok ? "OK" : "FAIL");
    if (!ok) process.exitCode = 1;
  } finally {
    running = false;
    await server.stop();
    // The attack's sockets go with the server; the process ends with them.
    setTimeout(() => process.exit(), 1_000).unref();
  }
}

await main();
