/**
 * `npm test`: unit and API tests (Vitest), then a fresh build, then the
 * browser tests (Playwright with the system Chromium). Stops at the first
 * failing step with its exit code.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium"]);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

ensureChromium();
console.log(
  process.env.TEST_DATABASE_URL
    ? "API tests run on SQLite and on PostgreSQL (TEST_DATABASE_URL)."
    : "API tests run on SQLite; set TEST_DATABASE_URL to run them on PostgreSQL too.",
);
run("npx", ["vitest", "run"]);
run("npx", ["tsx", "scripts/build.ts"]);
run("npx", ["playwright", "test"]);
