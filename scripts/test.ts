/**
 * `npm test`: unit and API tests (Vitest, on SQLite, and on PostgreSQL too
 * when TEST_DATABASE_URL is set, in one run), then a fresh build, then the
 * browser tests (Playwright with the system Chromium). Stops at the first
 * failing step with its exit code, and prints how long each step took.
 *
 * `WEDDING_CONTENT_FILE=FILE npm run test:content` (`--content`) runs only what
 * depends on the couple's content, with another couple's FILE, as CI does with
 * its second couple: the Vitest files that read the content
 * (`// @module-tag content`, reading FILE through content/wedding.ts), then the
 * browser tests tagged @content, on the phone, against the built server with
 * FILE published into it while it runs (tests/e2e/global-setup.ts): no rebuild.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./lib/chromium.ts";
import { testFilesDeclaring } from "./lib/test-files.ts";

const contentOnly = process.argv.includes("--content");
const timings: { stage: string; seconds: number }[] = [];

/** Runs one stage; stops the whole run with the stage's exit code when it fails. */
function stage(name: string, command: string, args: string[]): void {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  timings.push({ stage: name, seconds });
  // CI collects every stage's time in one table (.ci/run sets the file).
  if (process.env.STAGE_TIMINGS_FILE)
    appendFileSync(process.env.STAGE_TIMINGS_FILE, `${name}\t${seconds.toFixed(0)}\n`);
  console.log(`\n⏱ ${name}: ${seconds.toFixed(0)} s\n`);
  if (result.status !== 0) {
    printTimings();
    process.exit(result.status ?? 1);
  }
}

function printTimings(): void {
  const width = Math.max(...timings.map((timing) => timing.stage.length));
  console.log("Stage timings:");
  for (const { stage, seconds } of timings)
    console.log(`  ${stage.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
}

/** Installs Debian's Chromium when it is missing and we may (root with apt-get); otherwise one line saying how. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package.");
  stage("install Chromium", "apt-get", ["update", "-qq"]);
  stage("install Chromium", "apt-get", ["install", "-y", "-qq", "chromium"]);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

/** Files that read the live content: tagged so in their first lines. */
const CONTENT_TAG = /^\/\/ @module-tag content$/m;

ensureChromium();
const label = contentOnly ? " (content)" : "";
if (contentOnly && !process.env.WEDDING_CONTENT_FILE) {
  console.error("Name the other couple's file: WEDDING_CONTENT_FILE=FILE npm run test:content");
  process.exit(1);
}
if (contentOnly) {
  // What reads the live content, on SQLite: the PostgreSQL pass proves nothing about a couple's words.
  stage("vitest, content", "npx", [
    "vitest",
    "run",
    "--tags-filter",
    "content && !postgres",
    ...testFilesDeclaring(CONTENT_TAG),
  ]);
} else {
  // One run for both databases: each file is imported once and its PostgreSQL suites fill the time its SQLite ones
  // leave to the CPU (two passes imported 33 files twice and ran the slowest files' tails one after the other).
  if (!process.env.TEST_DATABASE_URL)
    console.log("PostgreSQL is skipped: set TEST_DATABASE_URL to run the data tests on PostgreSQL too.");
  stage(process.env.TEST_DATABASE_URL ? "vitest, SQLite + PostgreSQL" : "vitest, SQLite", "npx", ["vitest", "run"]);
}
// The content pass publishes into the code the first pass built (a build has nothing of the couple's).
if (!contentOnly || !existsSync("dist/code-build.json")) stage(`build${label}`, "npx", ["tsx", "scripts/build.ts"]);
// The content pass checks the guest's pages on the phone only: the desktop's layout of them is the first pass's.
stage(`playwright${label}`, "npx", [
  "playwright",
  "test",
  ...(contentOnly ? ["--grep", "@content", "--project=mobile"] : []),
]);
printTimings();
