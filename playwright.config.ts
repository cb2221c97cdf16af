import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";
import { ANALYTICS_CONSENT_STORAGE_KEY } from "./src/shared/privacy.ts";
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR_ENV } from "./tests/e2e/server-env.ts";

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Made once by the runner; the workers, which load this file again, inherit it (tests/e2e/server-env.ts).
const dataDir = process.env[E2E_DATA_DIR_ENV] ?? mkdtempSync(path.join(tmpdir(), "wedding-e2e-"));
process.env[E2E_DATA_DIR_ENV] = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry absorbs a slow moment on a two-core machine (WebGL is drawn in
  // software here); a test that fails twice fails the run, and a retried pass is
  // reported as flaky.
  retries: 1,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
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
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], browserName: "chromium" } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], browserName: "chromium" } },
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
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Each admin test sends its own X-Forwarded-For, so the sign-in lockout test locks out only itself.
      TRUST_PROXY: "1",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
