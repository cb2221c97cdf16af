import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";
import { ANALYTICS_CONSENT_STORAGE_KEY } from "./src/shared/privacy.ts";
import { E2E_ADMIN_PASSWORD, E2E_CONFIRMATION_DELAY_SECONDS, E2E_DATA_DIR_ENV } from "./tests/e2e/server-env.ts";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const SCREENSHOTS_SPEC = /screenshots\.spec\.ts$/;
/** `npm run screenshots` (SCREENSHOTS=1) saves them under test-results/; UPDATE_DOCS_IMAGES=1 writes docs/images/ too. */
const screenshotsAskedFor = process.env.SCREENSHOTS === "1" || process.env.UPDATE_DOCS_IMAGES === "1";
// Made once by the runner; the workers, which load this file again, inherit it (tests/e2e/server-env.ts).
const dataDir = process.env[E2E_DATA_DIR_ENV] ?? mkdtempSync(path.join(tmpdir(), "wedding-e2e-"));
process.env[E2E_DATA_DIR_ENV] = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // The content pass publishes the second couple into the running server (WEDDING_CONTENT_FILE).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Three on two cores: a browser test often waits (a throttled network, a server's delay, a poll), and a third
  // worker fills those waits (the suite took 7.0 minutes instead of 8.1 with two, on this machine's two cores).
  workers: 3,
  forbidOnly: true,
  // One retry absorbs a slow moment on a two-core machine (WebGL is drawn in
  // software here); a test that fails twice fails the run, and a retried pass is
  // reported as flaky.
  retries: 1,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace costs every test 14 to 23 % of its time: record one only when a failed test runs again.
    trace: "on-first-retry",
    // Requests a service worker answers bypass page.route mocks; tests/e2e/offline.spec.ts lets the worker run.
    serviceWorkers: "block",
    // A couple with Google Analytics asks first (decision 16): every test but the consent ones has already said yes,
    // so the banner stays out of their way; tests/e2e/privacy.spec.ts opens fresh contexts without this.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [{ name: ANALYTICS_CONSENT_STORAGE_KEY, value: "granted" }],
        },
      ],
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // Guests come on phones: every test runs once, on the phone. Beside each test, a tag says when it runs elsewhere:
  // @screen also on the desktop (its assertions depend on the screen's size), @desktop on the desktop only (a
  // pointer, a keyboard's wheel, a desktop width). @content marks what depends on the couple's content: CI runs
  // those again with a second couple's (npm run test:content). The docs' screenshots run only when asked for.
  projects: [
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grepInvert: /@desktop\b/,
      testIgnore: SCREENSHOTS_SPEC,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], browserName: "chromium" },
      grep: /@screen\b|@desktop\b/,
      testIgnore: SCREENSHOTS_SPEC,
    },
    ...(screenshotsAskedFor
      ? [
          {
            name: "screenshots",
            use: { ...devices["Desktop Chrome"], browserName: "chromium" as const },
            testMatch: SCREENSHOTS_SPEC,
          },
        ]
      : []),
  ],
  // The built server, as guests get it (npm test builds first).
  webServer: {
    command: "node dist/server/main.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Every browser test comes from 127.0.0.1: the per-address limits are covered by the API tests.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RSVP_RATE_LIMIT_PER_MINUTE: "0",
      // The same for photos: every browser test uploads from one address.
      PHOTO_RATE_LIMIT_PER_HOUR: "0",
      // A household's confirmation waits this long for its answers to settle (5 minutes in production):
      // longer than a test's saves take apart, short enough to wait for.
      CONFIRMATION_DELAY_SECONDS: String(E2E_CONFIRMATION_DELAY_SECONDS),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Each admin test sends its own X-Forwarded-For, so the sign-in lockout test locks out only itself.
      TRUST_PROXY: "1",
    },
    reuseExistingServer: false,
    // The server publishes the seed before it listens: on a fresh clone its pictures are encoded first.
    timeout: 180_000,
  },
});
