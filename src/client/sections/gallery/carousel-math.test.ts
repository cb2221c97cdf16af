import { describe, expect, it } from "vitest";
import {
  arcPlacement,
  carouselBend,
  easeToward,
  itemIndexAt,
  loopCopies,
  MIN_LOOP_PLANES,
  planeLayout,
  SCROLL_EASE,
  snapTarget,
  visibleSize,
  wrapPosition,
} from "./carousel-math.ts";

describe("arcPlacement", () => {
  it("leaves the row flat without bend", () => {
    expect(arcPlacement(7, 0, 10)).toEqual({ y: 0, rotationZ: 0 });
  });

  it("keeps the centre plane level and drops the edge plane by the bend", () => {
    expect(arcPlacement(0, 3, 10)).toEqual({ y: 0, rotationZ: 0 });
    // The circle passes through (±H, −B): at the visible edge the drop is exactly B.
    expect(arcPlacement(10, 3, 10).y).toBeCloseTo(-3, 10);
    expect(arcPlacement(-10, 3, 10).y).toBeCloseTo(-3, 10);
  });

  it("tilts planes to follow the circle, mirrored on each side", () => {
    const radius = (10 * 10 + 3 * 3) / (2 * 3);
    expect(arcPlacement(5, 3, 10).rotationZ).toBeCloseTo(-Math.asin(5 / radius), 10);
    expect(arcPlacement(-5, 3, 10).rotationZ).toBeCloseTo(Math.asin(5 / radius), 10);
  });

  it("keeps the drop and tilt of the edge beyond it", () => {
    expect(arcPlacement(25, 3, 10)).toEqual(arcPlacement(10, 3, 10));
  });

  it("turns into a bowl with a negative bend", () => {
    const arch = arcPlacement(6, 3, 10);
    const bowl = arcPlacement(6, -3, 10);
    expect(bowl.y).toBeCloseTo(-arch.y, 10);
    expect(bowl.rotationZ).toBeCloseTo(-arch.rotationZ, 10);
  });
});

describe("easeToward", () => {
  it("moves 5 % of the way per 60 Hz frame", () => {
    expect(easeToward(0, 10)).toBeCloseTo(10 * SCROLL_EASE, 10);
  });

  it("covers the same ground in two 120 Hz frames as in one 60 Hz frame", () => {
    expect(easeToward(easeToward(0, 10, 0.5), 10, 0.5)).toBeCloseTo(easeToward(0, 10, 1), 10);
  });

  it("lands exactly once it is close enough", () => {
    expect(easeToward(9.9995, 10)).toBe(10);
  });
});

describe("snapping and indices", () => {
  it("rounds the target to the nearest whole item, both ways", () => {
    expect(snapTarget(14, 10)).toBe(10);
    expect(snapTarget(16, 10)).toBe(20);
    expect(snapTarget(-16, 10)).toBe(-20);
    expect(snapTarget(-4, 10)).toBe(0);
  });

  it("names the centred item, wrapping past either end", () => {
    expect(itemIndexAt(0, 10, 7)).toBe(0);
    expect(itemIndexAt(30, 10, 7)).toBe(3);
    expect(itemIndexAt(70, 10, 7)).toBe(0);
    expect(itemIndexAt(-10, 10, 7)).toBe(6);
    expect(itemIndexAt(-84, 10, 7)).toBe(6);
  });
});

describe("wrapPosition", () => {
  it("leaves positions inside the loop alone", () => {
    expect(wrapPosition(3, 100)).toBe(3);
    expect(wrapPosition(-49, 100)).toBe(-49);
  });

  it("moves a plane that leaves one end a full loop to the other", () => {
    expect(wrapPosition(51, 100)).toBe(-49);
    expect(wrapPosition(-51, 100)).toBe(49);
    expect(wrapPosition(-351, 100)).toBeCloseTo(49, 10);
  });
});

describe("layout", () => {
  it("makes planes 0.6 of the visible height, 280 × 360 px in a 600 px carousel", () => {
    const view = visibleSize(1280 / 600);
    const plane = planeLayout(view.height);
    const pxPerUnit = 600 / view.height;
    expect(plane.height * pxPerUnit).toBeCloseTo(360, 6);
    expect(plane.width * pxPerUnit).toBeCloseTo(280, 6);
  });

  it("bends 1.5 under 768 px and 3 from 768 px", () => {
    expect(carouselBend(390)).toBe(1.5);
    expect(carouselBend(767)).toBe(1.5);
    expect(carouselBend(768)).toBe(3);
  });
});

describe("loopCopies", () => {
  it("draws the spec's seven pictures twice", () => {
    expect(loopCopies(7)).toBe(2);
  });

  it("repeats a short row until the loop is long enough to wrap out of sight", () => {
    for (const count of [1, 2, 3, 4, 5, 9, 20]) {
      expect(count * loopCopies(count)).toBeGreaterThanOrEqual(MIN_LOOP_PLANES);
      expect(loopCopies(count)).toBeGreaterThanOrEqual(2);
    }
    expect(loopCopies(2)).toBe(7);
    expect(loopCopies(20)).toBe(2);
  });

  it("leaves room for a wide screen's visible row plus a plane beyond each edge", () => {
    // 7:1 at 600 px tall (4200 px wide): visible strides, plus one off each end.
    const view = visibleSize(7);
    const { stride } = planeLayout(view.height);
    expect(MIN_LOOP_PLANES * stride).toBeGreaterThanOrEqual(view.width + 2 * stride);
  });
});
