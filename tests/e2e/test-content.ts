import { spawnSync } from "node:child_process";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";

/**
 * Publishes the couple the tests expect (WEDDING_CONTENT_FILE, CI's content
 * pass) into a running test server, as a couple would (npm run
 * content:publish); nothing to do without it (the server's seed is the
 * example, content/wedding.yaml). No Playwright imports: the global setup
 * loads this too.
 */
export function publishTestContent(url: string): void {
  const file = process.env.WEDDING_CONTENT_FILE;
  if (file) publishContentFile(url, file);
}

/** Publishes `file` into the test server at `url` with npm run content:publish, its pictures from content/images. */
export function publishContentFile(url: string, file: string): void {
  const published = spawnSync(
    "npx",
    ["tsx", "scripts/content-publish.ts", file, "--url", url, "--images", "content/images"],
    { env: { ...process.env, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }, encoding: "utf8" },
  );
  if (published.status !== 0) throw new Error(`Publishing ${file} into ${url} failed: ${published.stderr}`);
}

/** Starting a built server publishes its seed first: longer than a test's 30 s on a loaded two-core machine. */
export const SERVER_START_TIMEOUT_MS = 120_000;
