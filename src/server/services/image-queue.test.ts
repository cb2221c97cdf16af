import { describe, expect, it } from "vitest";
import { createImageQueue } from "./image-queue.ts";

const MB = 1024 * 1024;

/** A task that runs until the test lets it finish. */
function heldTask(name: string, log: string[]) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

/** Lets every settled promise's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("image queue", () => {
  it("runs a cheap job that arrives after expensive ones before them", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 2 });
    const log: string[] = [];
    const bigs = ["big1", "big2", "big3"].map((name) => heldTask(name, log));
    const small = heldTask("small", log);
    const runs = bigs.map((big) => queue.run(90 * MB, big.task));
    await settle();
    const smallRun = queue.run(1 * MB, small.task);
    await settle();
    // big1 holds 90 MB of 100: the small job fits beside it and starts at once, ahead of big2 and big3.
    expect(log).toEqual(["start big1", "start small"]);
    small.release();
    await smallRun;
    for (const big of bigs) big.release();
    await Promise.all(runs);
    expect(log.indexOf("end small")).toBeLessThan(log.indexOf("start big2"));
  });

  it("never lets the running jobs' costs pass the budget", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 4 });
    const log: string[] = [];
    const jobs = ["a", "b", "c"].map((name) => heldTask(name, log));
    const runs = jobs.map((job) => queue.run(60 * MB, job.task));
    await settle();
    expect(log).toEqual(["start a"]);
    expect(queue.waiting).toBe(2);
    jobs[0]?.release();
    await settle();
    expect(log).toEqual(["start a", "end a", "start b"]);
    jobs[1]?.release();
    jobs[2]?.release();
    await Promise.all(runs);
  });

  it("starts a job within expressBytes while every core is busy, but not one over it", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 1, expressBytes: 2 * MB });
    const log: string[] = [];
    const big = heldTask("big", log);
    const bigRun = queue.run(50 * MB, big.task);
    const tiny = queue.run(2 * MB, async () => log.push("tiny"));
    const medium = queue.run(3 * MB, async () => log.push("medium"));
    await tiny;
    await settle();
    expect(log).toEqual(["start big", "tiny"]);
    big.release();
    await Promise.all([bigRun, medium]);
    expect(log).toEqual(["start big", "tiny", "end big", "medium"]);
  });

  it("runs a job costlier than the whole budget alone rather than never", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 2 });
    await expect(queue.run(500 * MB, async () => "done")).resolves.toBe("done");
  });

  it("lets a job overtaken maxBypass times go next, so small jobs cannot starve a big one", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 1, maxBypass: 2 });
    const log: string[] = [];
    const first = heldTask("first", log);
    const firstRun = queue.run(10 * MB, first.task);
    await settle();
    const big = queue.run(90 * MB, async () => {
      log.push("big");
    });
    const smalls = [1, 2, 3, 4].map((n) =>
      queue.run(1 * MB, async () => {
        log.push(`small${n}`);
      }),
    );
    first.release();
    await Promise.all([firstRun, big, ...smalls]);
    expect(log.slice(2)).toEqual(["small1", "small2", "big", "small3", "small4"]);
  });

  it("frees the job's share when its task fails", async () => {
    const queue = createImageQueue({ budgetBytes: 100 * MB, maxRunning: 1 });
    await expect(queue.run(100 * MB, () => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    await expect(queue.run(100 * MB, async () => "next")).resolves.toBe("next");
    expect(queue.running).toBe(0);
  });
});
