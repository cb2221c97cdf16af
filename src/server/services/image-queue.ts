/**
 * Admits image decodes by the memory each one needs (estimated from the
 * file's header before any pixel is decoded), so thirty huge uploads at once
 * hold no more than one budget between them, and runs the cheapest waiting
 * job first, so a small photo never waits behind a queue of huge ones.
 * A job passed over `maxBypass` times by cheaper ones goes next whatever it
 * costs: a stream of small photos cannot starve a big one. Jobs costing at
 * most `expressBytes` (a phone screenshot, a tiny image) do not wait for a
 * core either: they take milliseconds, and waiting for a big decode to end
 * would take seconds.
 */
export interface ImageQueueOptions {
  /** Bytes the running jobs may hold together. */
  budgetBytes: number;
  /** Jobs running at once at most (sharp decodes each on one thread). */
  maxRunning: number;
  /** Times a waiting job may be overtaken by cheaper ones before it goes next regardless. */
  maxBypass?: number;
  /** Jobs this cheap start as soon as the budget has room, however many are running. */
  expressBytes?: number;
}

export interface ImageQueue {
  /** Runs `task` once `costBytes` fit in the budget (a cost over the budget waits for the queue to empty). */
  run<T>(costBytes: number, task: () => Promise<T>): Promise<T>;
  /** Jobs waiting for their turn (for tests and diagnostics). */
  readonly waiting: number;
  readonly running: number;
}

interface Waiter {
  cost: number;
  arrival: number;
  bypassed: number;
  start: () => void;
}

export function createImageQueue({
  budgetBytes,
  maxRunning,
  maxBypass = 16,
  expressBytes = 0,
}: ImageQueueOptions): ImageQueue {
  let running = 0;
  let usedBytes = 0;
  let arrivals = 0;
  const waiters: Waiter[] = [];

  function next(): Waiter | undefined {
    let cheapest: Waiter | undefined;
    for (const waiter of waiters) {
      // Waiters are kept in arrival order, so the first starved one is the oldest.
      if (waiter.bypassed >= maxBypass) return waiter;
      if (!cheapest || waiter.cost < cheapest.cost) cheapest = waiter;
    }
    return cheapest;
  }

  function admit(): void {
    for (;;) {
      const chosen = next();
      if (!chosen || (running >= maxRunning && chosen.cost > expressBytes)) return;
      // Over budget waits for memory to free; alone it always runs (its cost is clamped to the budget).
      if (running > 0 && usedBytes + chosen.cost > budgetBytes) return;
      waiters.splice(waiters.indexOf(chosen), 1);
      for (const waiter of waiters) if (waiter.arrival < chosen.arrival) waiter.bypassed += 1;
      running += 1;
      usedBytes += chosen.cost;
      chosen.start();
    }
  }

  return {
    async run<T>(costBytes: number, task: () => Promise<T>): Promise<T> {
      const cost = Math.min(Math.max(0, costBytes), budgetBytes);
      await new Promise<void>((start) => {
        waiters.push({ cost, arrival: arrivals++, bypassed: 0, start });
        admit();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        usedBytes -= cost;
        admit();
      }
    },
    get waiting() {
      return waiters.length;
    },
    get running() {
      return running;
    },
  };
}
