import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luminance, mixHex } from "./colours.ts";
import { DEFAULT_PAGE_COLOURS } from "./content-schema.ts";
import { GRADIENT_TEXT_CONTRAST, gradientContrast, readableGradient } from "./palette.ts";

/** The story cards' words: the year in the earth colour, the title and the story in the text colour. */
const CARD_TEXT = [DEFAULT_PAGE_COLOURS.text, DEFAULT_PAGE_COLOURS.earth];

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`);

/** A text colour the content check accepts: readable on white (4.5:1), so dark. */
const darkText = hex.filter((colour) => 1.05 / (luminance(colour) + 0.05) >= 4.5);

describe("a story card's gradient, readable at every point", () => {
  it("lightens the example's caramel end, where the year read at 2.4:1, and keeps its sand start", () => {
    const gradient = ["#e4d3bd", "#a0714f"] as const;
    expect(gradientContrast(gradient, CARD_TEXT)).toBeLessThan(2.5);
    const [from, to] = readableGradient(gradient, CARD_TEXT);
    expect(from).toBe("#e4d3bd");
    expect(to).not.toBe("#a0714f");
    expect(gradientContrast([from, to], CARD_TEXT)).toBeGreaterThanOrEqual(GRADIENT_TEXT_CONTRAST);
    // Lighter, still the couple's warm brown: the red channel stays above the blue.
    expect(luminance(to)).toBeGreaterThan(luminance("#a0714f"));
    expect(Number.parseInt(to.slice(1, 3), 16)).toBeGreaterThan(Number.parseInt(to.slice(5, 7), 16));
  });

  it("gives back a gradient that already holds as the couple chose it", () => {
    expect(readableGradient(["#c5d5e8", "#e4d3bd"], CARD_TEXT)).toEqual(["#c5d5e8", "#e4d3bd"]);
  });

  it("checks the colours between the stops, not only the stops: red to green dips in the middle", () => {
    // Both ends hold against black at 4.7:1, the middle (#784600) at 2.7:1.
    const gradient = ["#f00000", "#008c00"] as const;
    for (const stop of gradient) expect(gradientContrast([stop, stop], ["#000000"])).toBeGreaterThanOrEqual(4.6);
    expect(gradientContrast(gradient, ["#000000"])).toBeLessThan(3);
    const readable = readableGradient(gradient, ["#000000"]);
    expect(readable).not.toEqual([...gradient]);
    expect(gradientContrast(readable, ["#000000"])).toBeGreaterThanOrEqual(4.6);
  });

  it("keeps dark words on lightened stops where white reads at 4.5:1 but not 4.6:1 (a run once turned this card black)", () => {
    const readable = readableGradient(["#000000", "#000002"], ["#008800", "#d201cf"]);
    expect(readable).toEqual(["#ffffff", "#ffffff"]);
    expect(gradientContrast(readable, ["#008800", "#d201cf"])).toBeGreaterThanOrEqual(4.5);
  });

  it("holds for any two colours a couple picks and any dark text and earth colours, moving each stop only toward white", () => {
    fc.assert(
      fc.property(hex, hex, darkText, darkText, (from, to, text, earth) => {
        const readable = readableGradient([from, to], [text, earth]);
        // White holds 4.5:1 for any text the content check accepts; the margin above it holds where white allows.
        const reachable = Math.min(GRADIENT_TEXT_CONTRAST, gradientContrast(["#ffffff", "#ffffff"], [text, earth]));
        expect(gradientContrast(readable, [text, earth])).toBeGreaterThanOrEqual(reachable);
        expect(gradientContrast(readable, [text, earth])).toBeGreaterThanOrEqual(4.5);
        readable.forEach((stop, i) => {
          const chosen = [from, to][i] ?? stop;
          // On the line from the couple's colour to white: each channel between the two.
          for (const c of [1, 3, 5]) {
            const [value, original] = [stop, chosen].map((colour) => Number.parseInt(colour.slice(c, c + 2), 16));
            expect(value).toBeGreaterThanOrEqual((original ?? 0) - 1);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("darkens toward black for light words, where white could never hold", () => {
    const readable = readableGradient(["#c5d5e8", "#9fb6d1"], ["#ffffff"]);
    expect(gradientContrast(readable, ["#ffffff"])).toBeGreaterThanOrEqual(GRADIENT_TEXT_CONTRAST);
    expect(luminance(readable[0])).toBeLessThan(luminance("#c5d5e8"));
  });
});

describe("mixHex", () => {
  it("moves a colour toward another in sRGB", () => {
    expect(mixHex("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixHex("#a0714f", "#ffffff", 0)).toBe("#a0714f");
    expect(mixHex("#a0714f", "#ffffff", 1)).toBe("#ffffff");
  });
});
