import { spawnSync } from "node:child_process";
import type { FullConfig } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";

/**
 * Before any browser test: when WEDDING_CONTENT_FILE names another couple's
 * file (CI's content pass, npm run test:content), it is published into the
 * running test server as a couple would (npm run content:publish), instead of
 * a rebuild, and the tests read their expected words from the same file
 * (content/wedding.ts). Playwright starts the web server before this runs.
 */
export default function globalSetup(config: FullConfig): void {
  const file = process.env.WEDDING_CONTENT_FILE;
  if (!file) return;
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("The browser tests have no baseURL to publish to");
  const published = spawnSync("npx", ["tsx", "scripts/content-publish.ts", file, "--url", baseURL], {
    stdio: "inherit",
    env: { ...process.env, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  });
  if (published.status !== 0) throw new Error(`Publishing ${file} into the test server failed`);
}
