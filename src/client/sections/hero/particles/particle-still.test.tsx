import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hexToRgb, PARTICLE_COLOR, SHIMMER } from "./particle-model.ts";
import { ParticleStill, STILL_HALF_WIDTH, stillDiscs } from "./particle-still.tsx";

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

describe("ParticleStill", () => {
  it("renders the same markup every time, so the prerendered page hydrates without a mismatch", () => {
    const html = renderToString(<ParticleStill className="absolute" />);
    expect(html).toBe(renderToString(<ParticleStill className="absolute" />));
    expect(html.match(/<path /g)).toHaveLength(stillDiscs().length);
    expect(html).toContain('aria-hidden="true"');
  });
});
