import type { FullConfig } from "@playwright/test";
import { publishTestContent } from "./test-content.ts";

/**
 * Before any browser test: when WEDDING_CONTENT_FILE names another couple's
 * file (CI's content pass, npm run test:content), it is published into the
 * running test server as a couple would (npm run content:publish), instead of
 * a rebuild, and the tests read their expected words from the same file
 * (content/wedding.ts). Playwright starts the web server before this runs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("The browser tests have no baseURL to publish to");
  await publishTestContent(baseURL);
}
