import { describe, expect, it } from "vitest";
import { createUploadQueue } from "./upload-queue.ts";

/** A job that runs until the test settles it, recording its signal. */
function heldJob(log: string[], id: string) {
  let settle: () => void = () => {};
  let signal: AbortSignal | undefined;
  const run = (given: AbortSignal) => {
    signal = given;
    log.push(`start ${id}`);
    return new Promise<void>((resolve) => {
      settle = resolve;
      given.addEventListener("abort", () => resolve());
    });
  };
  return { run, settle: () => settle(), signal: () => signal };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createUploadQueue", () => {
  it("runs at most three jobs at a time, in order", async () => {
    const log: string[] = [];
    const queue = createUploadQueue(3);
    const jobs = ["a", "b", "c", "d", "e"].map((id) => ({ id, job: heldJob(log, id) }));
    for (const { id, job } of jobs) queue.add(id, job.run);
    expect(log).toEqual(["start a", "start b", "start c"]);
    jobs[1]?.job.settle();
    await tick();
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
  });

  it("drops a waiting job and aborts a running one, starting the next", async () => {
    const log: string[] = [];
    const queue = createUploadQueue(1);
    const a = heldJob(log, "a");
    const b = heldJob(log, "b");
    const c = heldJob(log, "c");
    queue.add("a", a.run);
    queue.add("b", b.run);
    queue.add("c", c.run);
    queue.cancel("b");
    queue.cancel("a");
    expect(a.signal()?.aborted).toBe(true);
    await tick();
    expect(log).toEqual(["start a", "start c"]);
  });

  it("keeps going after a job throws", async () => {
    const log: string[] = [];
    const queue = createUploadQueue(1);
    queue.add("bad", () => Promise.reject(new Error("boom")));
    queue.add("next", heldJob(log, "next").run);
    await tick();
    expect(log).toEqual(["start next"]);
  });
});
