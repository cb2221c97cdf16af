import { describe, expect, it } from "vitest";
import { inSlices } from "./event-loop.ts";

describe("work in slices", () => {
  it("never does more than one slice's work between two pauses, and keeps the results in order", async () => {
    const items = Array.from({ length: 1001 }, (_, index) => index);
    let sincePause = 0;
    const between: number[] = [];
    const results = await inSlices(
      items,
      100,
      (slice) => {
        sincePause += slice.length;
        return slice.map((item) => item * 2);
      },
      async () => {
        between.push(sincePause);
        sincePause = 0;
      },
    );
    between.push(sincePause);
    expect(results.flat()).toEqual(items.map((item) => item * 2));
    expect(between).toHaveLength(11);
    expect(Math.max(...between)).toBe(100);
  });

  it("lets the event loop go round between two slices with the default pause", async () => {
    let turns = 0;
    let counting = true;
    const turn = () => {
      turns += 1;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    const seen: number[] = [];
    await inSlices([1, 2, 3, 4], 1, (slice) => {
      seen.push(turns);
      return slice;
    });
    counting = false;
    // Each slice runs after at least one more turn of the loop than the one before.
    for (let index = 1; index < seen.length; index++) expect(seen[index]).toBeGreaterThan(seen[index - 1] as number);
  });
});
