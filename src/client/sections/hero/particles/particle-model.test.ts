import { describe, expect, it } from "vitest";
import {
  createParticles,
  FRAME_MS,
  fieldPose,
  hexToRgb,
  PARTICLE_COLOR,
  PARTICLE_COUNT,
  PARTICLE_SPEED,
  PARTICLE_SPREAD,
  projectParticle,
  rgbToHex,
  rotateYXZ,
  seededRandom,
  Z_SPIN_PER_FRAME,
} from "./particle-model.ts";

describe("createParticles", () => {
  it("makes 200 points, all within the spread once scaled", () => {
    const particles = createParticles();
    expect(particles).toHaveLength(PARTICLE_COUNT);
    for (const { position } of particles) {
      expect(Math.hypot(...position) * PARTICLE_SPREAD).toBeLessThanOrEqual(PARTICLE_SPREAD);
    }
  });

  it("gives each point four random numbers in [0, 1)", () => {
    const values = createParticles().flatMap((particle) => particle.random);
    expect(values).toHaveLength(4 * PARTICLE_COUNT);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it("makes the same points for the same seed and different ones for another", () => {
    expect(createParticles(7)).toEqual(createParticles(7));
    expect(createParticles(8)).not.toEqual(createParticles(7));
  });

  it("fills the sphere evenly: about an eighth of the points in the inner half of the radius", () => {
    const particles = createParticles(1, 4000);
    const inner = particles.filter(({ position }) => Math.hypot(...position) < 0.5).length / particles.length;
    expect(inner).toBeGreaterThan(0.1);
    expect(inner).toBeLessThan(0.15);
  });
});

describe("seededRandom", () => {
  it("repeats its sequence for a seed", () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const a = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(a);
  });
});

describe("fieldPose", () => {
  it("starts untilted, turned 0.15 on y, with no spin", () => {
    expect(fieldPose(0)).toEqual({ time: 0, rotation: [0, 0.15, 0] });
  });

  it("follows the original's formulas on a clock slowed to speed 0.1", () => {
    const runningMs = 12_345;
    const t = runningMs * PARTICLE_SPEED;
    const { time, rotation } = fieldPose(runningMs);
    expect(time).toBeCloseTo(t / 1000, 12);
    expect(rotation[0]).toBeCloseTo(0.1 * Math.sin(t * 0.0002), 12);
    expect(rotation[1]).toBeCloseTo(0.15 * Math.cos(t * 0.0005), 12);
  });

  it("spins 0.001 radians on z per 60 Hz frame", () => {
    expect(Z_SPIN_PER_FRAME).toBeCloseTo(0.001, 12);
    expect(fieldPose(FRAME_MS).rotation[2]).toBeCloseTo(0.001, 12);
    expect(fieldPose(60 * FRAME_MS).rotation[2]).toBeCloseTo(0.06, 12);
  });
});

describe("rotateYXZ", () => {
  const quarter = Math.PI / 2;
  const close = (vector: readonly number[]) => vector.map((value) => Math.round(value * 1e9) / 1e9 || 0);

  it("turns a quarter turn about each axis alone", () => {
    expect(close(rotateYXZ([1, 0, 0], [0, 0, quarter]))).toEqual([0, 1, 0]);
    expect(close(rotateYXZ([0, 1, 0], [quarter, 0, 0]))).toEqual([0, 0, 1]);
    expect(close(rotateYXZ([0, 0, 1], [0, quarter, 0]))).toEqual([1, 0, 0]);
  });

  it("applies z first, then x, then y (OGL's YXZ order)", () => {
    // z takes x to y, x then takes y to z, y then takes z to x.
    expect(close(rotateYXZ([1, 0, 0], [quarter, quarter, quarter]))).toEqual([1, 0, 0]);
  });
});

describe("projectParticle", () => {
  const still = { time: 0, rotation: [0, 0, 0] } as const;
  const calm = [0, 0, 0, 0] as const;

  it("puts the cloud's centre mid-screen and sizes it by base size over distance", () => {
    const projected = projectParticle({ position: [0, 0, 0], random: [0.5, 0, 0, 0] }, still);
    // Sway at time 0 is sin(phase) × amplitude; these randoms give x 0, y 0, z 0.
    expect(projected?.x).toBeCloseTo(0, 9);
    expect(projected?.y).toBeCloseTo(0, 9);
    expect(projected?.diameter).toBeCloseTo(100 / 20, 9);
  });

  it("drops points behind the camera, beyond the far plane, or above the frame", () => {
    expect(projectParticle({ position: [0, 0, 0.5], random: calm }, still)).toBeNull();
    expect(projectParticle({ position: [0, 0, -0.9], random: calm }, still)).toBeNull();
    expect(projectParticle({ position: [0, 0.9, 0], random: calm }, still)).toBeNull();
  });

  it("reaches the top edge at the 15° field of view", () => {
    const edge = (20 * Math.tan((7.5 * Math.PI) / 180)) / PARTICLE_SPREAD;
    expect(projectParticle({ position: [0, edge * 0.99, 0], random: calm }, still)?.y).toBeCloseTo(0.99, 6);
  });
});

describe("colours", () => {
  it("round-trips the particle colour", () => {
    expect(rgbToHex(hexToRgb(PARTICLE_COLOR))).toBe(PARTICLE_COLOR);
    expect(rgbToHex([-1, 2, 0.5])).toBe("#00ff80");
  });
});
