import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLogs } from "../../testing/test-app.ts";
import { followPublication, type PublicationFollower } from "./publication-follower.ts";

interface Pointer {
  generation: number;
  site: string;
}

const INTERVAL_MS = 1000;
const at = (generation: number): Pointer => ({ generation, site: `site/index/${generation}.json` });

/** A pointer row tests move, and what the follower made the instance serve. */
function aSite(initial: Pointer | null) {
  const site = {
    pointer: initial,
    reads: 0,
    served: [] as number[],
    read: async () => {
      site.reads++;
      return site.pointer;
    },
  };
  return site;
}

describe("followPublication", () => {
  let follower: PublicationFollower | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await follower?.stop();
    follower = undefined;
    vi.useRealTimers();
  });

  it("serves the publication it finds at start, then each new generation once", async () => {
    const site = aSite(at(1));
    follower = followPublication({
      read: site.read,
      onChange: async (publication) => {
        site.served.push(publication.generation);
      },
      intervalMs: INTERVAL_MS,
      logger: captureLogs().logger,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(site.served).toEqual([1]);

    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    expect(site.served).toEqual([1]);
    expect(site.reads).toBe(6);

    site.pointer = at(2);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(site.served).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(site.served).toEqual([1, 2]);
  });

  it("changes nothing while nothing is published, or while the pointer is at the generation already served", async () => {
    const site = aSite(null);
    const onChange = async (publication: Pointer) => {
      site.served.push(publication.generation);
    };
    follower = followPublication({ read: site.read, onChange, intervalMs: INTERVAL_MS, logger: captureLogs().logger });
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    await follower.stop();

    site.pointer = at(4);
    follower = followPublication({
      read: site.read,
      onChange,
      intervalMs: INTERVAL_MS,
      logger: captureLogs().logger,
      serving: 4,
    });
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(site.reads).toBe(8);
    expect(site.served).toEqual([]);
  });

  it("logs a failed change, keeps the one served, and tries again at the next tick", async () => {
    const site = aSite(at(1));
    const { logger, lines } = captureLogs();
    let failures = 1;
    follower = followPublication({
      read: site.read,
      onChange: async (publication) => {
        if (failures-- > 0) throw new Error("site file missing");
        site.served.push(publication.generation);
      },
      intervalMs: INTERVAL_MS,
      logger,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(site.served).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", err: expect.anything() }));

    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(site.served).toEqual([1]);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(site.served).toEqual([1]);
  });

  it("logs a failed read and carries on", async () => {
    const site = aSite(at(1));
    const { logger, lines } = captureLogs();
    let failures = 2;
    follower = followPublication({
      read: async () => {
        if (failures-- > 0) throw new Error("database gone");
        return site.read();
      },
      onChange: async (publication) => {
        site.served.push(publication.generation);
      },
      intervalMs: INTERVAL_MS,
      logger,
    });
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    expect(lines.filter((line) => line.level === "warn")).toHaveLength(2);
    expect(site.served).toEqual([1]);
  });

  it("runs one change at a time: a slow change is never overlapped, and a newer generation follows it", async () => {
    const site = aSite(at(1));
    let active = 0;
    let mostAtOnce = 0;
    const finish: (() => void)[] = [];
    follower = followPublication({
      read: site.read,
      onChange: async (publication) => {
        active++;
        mostAtOnce = Math.max(mostAtOnce, active);
        await new Promise<void>((resolve) => finish.push(resolve));
        site.served.push(publication.generation);
        active--;
      },
      intervalMs: INTERVAL_MS,
      logger: captureLogs().logger,
    });
    await vi.advanceTimersByTimeAsync(0);
    site.pointer = at(2);
    follower.poke();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
    expect(site.reads).toBe(1);
    expect(finish).toHaveLength(1);

    finish[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(site.served).toEqual([1]);
    expect(finish).toHaveLength(2);
    finish[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(site.served).toEqual([1, 2]);
    expect(mostAtOnce).toBe(1);
  });

  it("reads at once when poked, without waiting for the tick", async () => {
    const site = aSite(at(1));
    follower = followPublication({
      read: site.read,
      onChange: async (publication) => {
        site.served.push(publication.generation);
      },
      intervalMs: 60_000,
      logger: captureLogs().logger,
    });
    await vi.advanceTimersByTimeAsync(0);
    site.pointer = at(2);
    follower.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(site.served).toEqual([1, 2]);
  });

  it("stops cleanly: waits for a change under way, then reads no more", async () => {
    const site = aSite(at(1));
    let finish: () => void = () => {};
    follower = followPublication({
      read: site.read,
      onChange: async (publication) => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        site.served.push(publication.generation);
      },
      intervalMs: INTERVAL_MS,
      logger: captureLogs().logger,
    });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = follower.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(site.served).toEqual([1]);

    site.pointer = at(2);
    follower.poke();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
    expect(site.reads).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
