import { describe, expect, it } from "vitest";
import { type Lettering, letteringSvg } from "./lettering.ts";

/** Two glyphs whose ink spans x 100…1100 and y −100…600 in a 1000-unit em. */
const LETTERING: Lettering = {
  glyphs: [
    { d: "M100 -100L600 600Z", x: 0, y: 0 },
    { d: "M0 0L500 500Z", x: 600, y: 0 },
  ],
  unitsPerEm: 1000,
  ink: { left: 100, right: 1100, bottom: -100, top: 600 },
};

/** Where the drawing puts a point given in font units: its group's translate and scale. */
function place(svg: string, x: number, y: number): [number, number] {
  const [, tx, ty, sx, sy] = svg.match(/translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/) ?? [];
  return [Number(tx) + x * Number(sx), Number(ty) + y * Number(sy)];
}

describe("letteringSvg", () => {
  it("centres the ink on the point asked for, upright, at the font size asked", () => {
    const svg = letteringSvg(LETTERING, { cx: 32, cy: 32, size: 20, maxWidth: 60, fill: "#fff" });
    const [left, top] = place(svg, 100, 600);
    const [right, bottom] = place(svg, 1100, -100);
    expect([(left + right) / 2, (top + bottom) / 2]).toEqual([32, 32]);
    expect(right - left).toBeCloseTo(20);
    expect(top).toBeLessThan(bottom);
    expect(svg).toContain('<path transform="translate(600 0)" d="M0 0L500 500Z"/>');
  });

  it("shrinks the ink to the width it may take", () => {
    const svg = letteringSvg(LETTERING, { cx: 32, cy: 32, size: 40, maxWidth: 30, fill: "#fff" });
    const [left] = place(svg, 100, 0);
    const [right] = place(svg, 1100, 0);
    expect(right - left).toBeCloseTo(30);
  });
});
