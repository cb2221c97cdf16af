/**
 * What playwright.config.ts starts the browser tests' server with, for the
 * tests that need to know it. No Playwright imports: the config loads this.
 */

/** The couple's password on the test server (at least MIN_ADMIN_PASSWORD_LENGTH characters). */
export const E2E_ADMIN_PASSWORD = "e2e-couple-passphrase";

/** How long the test server's household confirmations wait for the answers to settle (CONFIRMATION_DELAY_SECONDS). */
export const E2E_CONFIRMATION_DELAY_SECONDS = 20;

/**
 * The server's DATA_DIR reaches the tests through this variable: the runner
 * makes the folder once and its workers inherit the environment (each worker
 * loads the config again, and a second mkdtemp would name another folder).
 */
export const E2E_DATA_DIR_ENV = "E2E_DATA_DIR";

export function e2eDataDir(): string {
  const dir = process.env[E2E_DATA_DIR_ENV];
  if (!dir) throw new Error(`${E2E_DATA_DIR_ENV} is not set: run the browser tests through playwright.config.ts`);
  return dir;
}
