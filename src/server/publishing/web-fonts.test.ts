import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { FONT_PAIRINGS } from "../../shared/content-schema.ts";
import {
  buildWebFonts,
  fallbackMetrics,
  mapsCharacter,
  PAIRINGS,
  pageCharacters,
  readFontMetrics,
  subsetToWoff2,
  webFontHeadTags,
} from "./web-fonts.ts";

const LATO = readFileSync(
  new URL("../../../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2", import.meta.url),
);
const WOFF2_SIGNATURE = "wOF2";

/** The candidates a woff2 font maps. */
async function mappedCharacters(woff2: Buffer, candidates: string): Promise<string> {
  const sfnt = await subsetFont(woff2, candidates, { targetFormat: "sfnt" });
  return [...candidates].filter((character) => mapsCharacter(sfnt, character)).join("");
}

describe("subsetToWoff2", () => {
  it("keeps the requested characters and drops the others", async () => {
    const woff2 = await subsetToWoff2(LATO, "Anna & Ben", { features: ["kern"] });
    expect(woff2.subarray(0, 4).toString("latin1")).toBe(WOFF2_SIGNATURE);
    expect(woff2.length).toBeLessThan(LATO.length / 4);
    expect(await mappedCharacters(woff2, "ABen&zQ7")).toBe("ABen&");
  });
});

describe("fallbackMetrics", () => {
  it("sizes a system face to the web font within sane bounds", async () => {
    const metrics = readFontMetrics(await subsetFont(LATO, "abcdefghijklmnopqrstuvwxyz ", { targetFormat: "sfnt" }));
    expect(metrics.unitsPerEm).toBe(2000);
    expect(metrics.ascent).toBeGreaterThan(0);
    expect(metrics.descent).toBeLessThan(0);
    expect(metrics.xWidthAvg).toBeGreaterThan(metrics.unitsPerEm * 0.3);
    expect(metrics.xWidthAvg).toBeLessThan(metrics.unitsPerEm * 0.7);
    const fallback = fallbackMetrics(metrics, PAIRINGS.classic.text[0]?.fallback ?? PAIRINGS.classic.display.fallback);
    expect(fallback.sizeAdjust).toBeGreaterThan(0.8);
    expect(fallback.sizeAdjust).toBeLessThan(1.2);
    expect(fallback.ascentOverride).toBeGreaterThan(0.7);
    expect(fallback.ascentOverride).toBeLessThan(1.3);
    expect(fallback.descentOverride).toBeGreaterThan(0.1);
    expect(fallback.descentOverride).toBeLessThan(0.5);
    expect(fallback.lineGapOverride).toBeGreaterThanOrEqual(0);
  });
});

describe("buildWebFonts", () => {
  const example = pageCharacters({ couple: "Zoë & Ngozi", note: "See you there — 27·09" });

  it("takes the content's characters over printable ASCII", () => {
    expect(example).toContain("ë");
    expect(example).toContain("—");
    expect(example).toContain("~");
  });

  // The page weight budget (160 kB) leaves the fonts 28 kB for a couple whose names and words are
  // English with a few accents (this fixture, not content/wedding.yaml: CI swaps in a second couple whose
  // many accented letters weigh more; bench:web holds whatever the page is to the 160 kB total).
  it.each(FONT_PAIRINGS)("keeps every %s file a first view loads within the 28 kB budget", async (pairing) => {
    const fonts = await buildWebFonts(pairing, example);
    const total = fonts.files.reduce((sum, file) => sum + file.source.length, 0);
    expect(total).toBeLessThanOrEqual(28_000);
    for (const file of fonts.files) expect(file.fileName).toMatch(/^assets\/[a-z0-9-]+-[0-9a-f]{8}\.woff2$/);
    expect(fonts.css).toContain("font-display:optional");
    expect(fonts.css).not.toContain("font-display:block");
    // The printed cards' copy waits for each face: a card is never printed in the fallback by a race.
    expect(fonts.cardCss).toContain("font-display:block");
    expect(fonts.cardCss).not.toContain("font-display:optional");
    expect(fonts.cardCss).toMatch(/--font-card-display:"[^"]+",/);
    expect(fonts.css).toContain(`"${PAIRINGS[pairing].display.family} fallback"`);
    expect(fonts.css).toMatch(/--font-serif:"[^"]+",/);
    expect(fonts.licence).toContain("SIL OPEN FONT LICENSE");
    const head = webFontHeadTags(fonts);
    expect(head).toContain(`rel="preload" href="/${fonts.files[0]?.fileName}" as="font" type="font/woff2" crossorigin`);
    expect(head).not.toMatch(/https?:\/\//);
  });
});
