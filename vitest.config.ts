import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { weddingSource } from "./content/wedding.ts";
import { testFilesDeclaring } from "./scripts/lib/test-files.ts";
import { weddingImagesPlugin } from "./scripts/lib/vite-images-plugin.ts";
import { weddingSitePlugin } from "./scripts/lib/vite-site-plugin.ts";

/** A file tagged `slow` in its first lines: it takes tens of seconds whatever else runs. */
const SLOW_TAG = /^\/\/ @module-tag slow$/m;

/**
 * Starts the files tagged `slow` first: a fresh clone has no timings of an
 * earlier run to order by, and a minute-long file started last runs on alone
 * while the other workers wait. After them, Vitest's own order (longest first
 * when it remembers, larger files first when it does not).
 */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOW_TAG.test(readFileSync(file.moduleId, "utf8").slice(0, 400));
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}

/** Where the tests are (tests/*.test.ts: tests across the parts; tests/e2e holds Playwright's *.spec.ts). */
const TEST_FILES = ["src/**/*.test.{ts,tsx}", "content/**/*.test.ts", "scripts/**/*.test.ts", "tests/*.test.ts"];

/**
 * The test files that must start afresh: those that replace a module
 * (vi.mock) and those that run in a simulated browser (a page's document
 * must not hold what an earlier file rendered). Every other file, in Node,
 * shares its worker's loaded modules with the files the worker ran before
 * (isolate: false): importing the server afresh for each of 150 files took
 * 170 of the run's 1,100 test seconds (import 219 s, now 50 s).
 */
const startingAfresh = testFilesDeclaring(/\bvi\.(?:do)?mock\(|@vitest-environment /);

const contentImagesDir = fileURLToPath(new URL("./content/images", import.meta.url));

export default defineConfig({
  plugins: [
    weddingSitePlugin(weddingSource),
    // Tests get the dev manifest: names are planned from content hashes, nothing is encoded.
    weddingImagesPlugin(contentImagesDir, {
      cacheDir: fileURLToPath(new URL("./node_modules/.cache/wedding-images", import.meta.url)),
    }),
  ],
  test: {
    projects: [
      { extends: true, test: { name: "node, shared", include: TEST_FILES, exclude: startingAfresh, isolate: false } },
      { extends: true, test: { name: "afresh", include: startingAfresh, isolate: true } },
    ],
    setupFiles: ["./src/testing/fail-on-console-error.ts", "./src/testing/provide-images.ts"],
    // The designs' stylesheets are text the page's server entry publishes (src/client/designs/design-style.ts):
    // the tests read them as the build does (?inline), not as the empty strings Vitest gives other CSS.
    css: { include: [/[\\/]src[\\/]client[\\/]designs[\\/][^\\/]+\.css\b/] },
    // Declared beside each test: a file's first lines say `// @module-tag content`, a suite says { tags: [...] }.
    tags: [
      {
        name: "content",
        // A test that only starts the server, or takes a limit or an event's id from the content to build its
        // request, proves nothing about the content: it runs once.
        description:
          "its assertions depend on what content/wedding.yaml says: CI runs it again with the second couple's",
      },
      { name: "postgres", description: "runs on PostgreSQL (TEST_DATABASE_URL)" },
      { name: "slow", description: "takes tens of seconds on its own: started first (SlowFirstSequencer)" },
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file makes its own databases and folders; files run in parallel.
    pool: "forks",
    sequence: { sequencer: SlowFirstSequencer },
    // Most test time is spent waiting on PostgreSQL (CREATE DATABASE fsyncs), servers and sockets,
    // not on the CPU: four files at once take half the time of the default one per spare core.
    maxWorkers: 4,
  },
});
