import { spawn } from "node:child_process";
import { once } from "node:events";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";

/**
 * Publishes the couple the tests expect (WEDDING_CONTENT_FILE, CI's content
 * pass) into a running test server, as a couple would (npm run
 * content:publish); nothing to do without it (the server's seed is the
 * example, content/wedding.yaml). No Playwright imports: the global setup
 * loads this too.
 */
export async function publishTestContent(url: string): Promise<void> {
  const file = process.env.WEDDING_CONTENT_FILE;
  if (file) await publishContentFile(url, file);
}

/**
 * Publishes `file` into the test server at `url` with npm run content:publish, its pictures from content/images.
 * Asynchronous: a spec's own servers write their logs to this process, which must keep reading them meanwhile.
 */
export async function publishContentFile(url: string, file: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/content-publish.ts", file, "--url", url, "--images", "content/images"],
    { env: { ...process.env, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk;
    });
  }
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`Publishing ${file} into ${url} failed: ${output}`);
}

/** Starting a built server publishes its seed first: longer than a test's 30 s on a loaded two-core machine. */
export const SERVER_START_TIMEOUT_MS = 120_000;
