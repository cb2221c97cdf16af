import { describe, expect, it } from "vitest";
import { hexToRgb, PARTICLE_COLOR, SHIMMER } from "./particle-model.ts";
import { STILL_HALF_WIDTH, stillDiscs, stillMarkup } from "./particle-still.tsx";

describe("stillDiscs", () => {
  const discs = stillDiscs();

  it("draws the points the camera sees, inside the still's frame", () => {
    expect(discs.length).toBeGreaterThan(40);
    expect(discs.length).toBeLessThan(200);
    for (const disc of discs) {
      expect(Math.abs(disc.x)).toBeLessThanOrEqual(STILL_HALF_WIDTH);
      expect(Math.abs(disc.y)).toBeLessThanOrEqual(1);
    }
  });

  it("sizes discs like the live field: base 100 × 0.5–1.5 over a distance of 10 to 100", () => {
    for (const disc of discs) {
      expect(disc.diameter).toBeGreaterThanOrEqual(0.5);
      expect(disc.diameter).toBeLessThanOrEqual(100);
    }
  });

  it("colours every disc within the shimmer of #555c78", () => {
    const base = hexToRgb(PARTICLE_COLOR);
    for (const disc of discs) {
      hexToRgb(disc.color).forEach((channel, index) => {
        expect(Math.abs(channel - (base[index] ?? 0))).toBeLessThanOrEqual(SHIMMER + 1 / 255);
      });
    }
  });
});

describe("stillMarkup", () => {
  it("draws every disc, the same every time, hidden from screen readers", () => {
    const markup = stillMarkup();
    expect(markup).toBe(stillMarkup());
    expect(markup.match(/<path /g)).toHaveLength(stillDiscs().length);
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it("draws the discs in the couple's colour", () => {
    expect(stillMarkup("#aa3300")).not.toBe(stillMarkup("#003366"));
  });
});
