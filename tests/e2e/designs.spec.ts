import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { parseDocument } from "yaml";
import { EXAMPLE_COUPLE_FILE } from "../../src/testing/fixture-couples.ts";
import { type ServerProcess, spawnServer } from "../../src/testing/server-process.ts";
import { E2E_ADMIN_PASSWORD } from "./server-env.ts";
import { publishContentFile, SERVER_START_TIMEOUT_MS } from "./test-content.ts";

/**
 * Each design other than classic (ADR 054), published into a built server of this spec's own (the suite's
 * server keeps the shipped classic page the other specs expect), and opened on a 360 px phone: its name on the
 * page, nothing wider than the screen, the couple's names on the first screen, the design's idea there, and
 * axe finds nothing. Portrait twice: over the couple's photo and, without one, over their colours.
 */

const PORT = Number(process.env.DESIGNS_E2E_PORT ?? 5130);

const CASES = [
  { design: "portrait", photo: true },
  { design: "portrait", photo: false },
  { design: "monogram", photo: false },
  { design: "modern", photo: false },
] as const;

let server: ServerProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  dataDir = await mkdtemp(path.join(tmpdir(), "wedding-designs-"));
  server = spawnServer(
    {
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // spawnServer waits for the "listening" line, which is logged at info.
      LOG_LEVEL: "info",
    },
    "dist/server/main.js",
  );
  origin = await server.listening;
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

/** The example couple in `design`, written beside the server's data: with their photo behind the names or not. */
async function exampleIn(design: string, photo: boolean): Promise<string> {
  const document = parseDocument(await readFile(EXAMPLE_COUPLE_FILE, "utf8"));
  document.setIn(["site", "design"], design);
  if (photo) {
    document.deleteIn(["hero", "floralImage"]);
    document.setIn(
      ["hero", "photo"],
      document.createNode({ image: "gallery/2-walk.jpg", alt: "Thabo and Lerato walking", focus: "bottom" }),
    );
  }
  const file = path.join(dataDir, `${design}${photo ? "-photo" : ""}.yaml`);
  await writeFile(file, document.toString());
  return file;
}

test("every design holds together on a phone: no sideways scroll, the names on the first screen, axe clean", async ({
  page,
}) => {
  // Four publishes, and axe walks each whole page: about 25 s alone, over a minute on a busy two-core machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const { design, photo } of CASES) {
    const label = `${design}${photo ? " with a photo" : ""}`;
    await publishContentFile(origin, await exampleIn(design, photo));
    await expect
      .poll(async () => (await fetch(origin)).text().then((html) => html.includes(`data-design="${design}"`)), {
        message: `${label} is published`,
      })
      .toBe(true);
    await page.goto(origin);
    await expect(page.locator("html")).toHaveAttribute("data-design", design);

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(360);

    // The names on the first screen, whole.
    const names = page.locator(".hero-names");
    await expect(names, label).toBeInViewport({ ratio: 1 });
    const box = await names.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `${label}: the names fit the screen`).toBe(true);

    // The design's idea on the first screen.
    const hero = page.locator("#home");
    await expect(hero.locator("[data-testid=particle-still]"), label).toHaveCount(0);
    if (design === "portrait") await expect(hero.locator("img.hero-photo"), label).toHaveCount(photo ? 1 : 0);
    if (design === "monogram") {
      const crest = await hero.evaluate((element) => getComputedStyle(element, "::before").content);
      expect(crest, label).toContain("T & L");
    }
    if (design === "modern") {
      expect(await names.evaluate((element) => getComputedStyle(element).textTransform), label).toBe("uppercase");
    }

    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      label,
    ).toEqual([]);
  }
});
