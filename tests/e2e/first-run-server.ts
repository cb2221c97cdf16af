import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * A first run for a spec of its own (ADR 052): the built server with an empty database and no ADMIN_PASSWORD, so
 * the start log's setup link is the only way in. Call it at the top of the spec: it starts the server before the
 * spec's tests and removes it and its data after them.
 */
export function firstRunServer(port: number, label: string) {
  let server: ServerProcess;
  let origin = "";
  let dataDir = "";
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT_MS);
    dataDir = await mkdtemp(path.join(tmpdir(), `wedding-e2e-${label}-`));
    server = spawnServer({ HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir }, "dist/server/main.js");
    origin = await server.listening;
  });
  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    origin: () => origin,
    /** The setup link the start log printed, as an address on this server. */
    async setupLink(): Promise<string> {
      const found = () => /"setupLink":"([^"]+)"/.exec(server.output())?.[1];
      await expect.poll(found).toBeTruthy();
      return `${origin}/admin${new URL(found() ?? "").hash}`;
    },
  };
}

/** axe finds nothing on the page as it is now; each problem is named with the elements it found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html).join(", ")}`,
  );
  expect(found).toEqual([]);
}
