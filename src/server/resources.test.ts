import { describe, expect, it } from "vitest";
import { Resources } from "./resources.ts";

/** A closer that takes a turn of the event loop: whatever does not wait for it runs first (no clock time needed). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("Resources", () => {
  it("closes the last opened first", async () => {
    const closed: string[] = [];
    const resources = new Resources();
    for (const name of ["database", "storage", "mail", "http"]) resources.defer(() => closed.push(name));
    await resources.closeAll();
    expect(closed).toEqual(["http", "mail", "storage", "database"]);
  });

  it("waits for each closer before the next", async () => {
    const events: string[] = [];
    const resources = new Resources();
    resources.defer(() => events.push("database closed"));
    resources.defer(async () => {
      await nextTurn();
      events.push("sender stopped");
    });
    await resources.closeAll();
    expect(events).toEqual(["sender stopped", "database closed"]);
  });

  it("runs every closer when one fails, then throws that failure", async () => {
    const closed: string[] = [];
    const failure = new Error("transport would not close");
    const resources = new Resources();
    resources.defer(() => closed.push("database"));
    resources.defer(() => {
      throw failure;
    });
    resources.defer(() => closed.push("http"));
    await expect(resources.closeAll()).rejects.toBe(failure);
    expect(closed).toEqual(["http", "database"]);
  });

  it("reports every failure when several closers fail", async () => {
    const first = new Error("redis");
    const second = new Error("database");
    const resources = new Resources();
    resources.defer(() => Promise.reject(second));
    resources.defer(() => Promise.reject(first));
    await expect(resources.closeAll()).rejects.toBeInstanceOf(AggregateError);
    await expect(resources.closeAll()).rejects.toMatchObject({ errors: [first, second] });
  });

  it("runs each closer once, however often it is asked to close", async () => {
    let closes = 0;
    const resources = new Resources();
    resources.defer(async () => {
      await nextTurn();
      closes += 1;
    });
    await Promise.all([resources.closeAll(), resources.closeAll()]);
    await resources.closeAll();
    expect(closes).toBe(1);
  });

  it("closes nothing when nothing was opened", async () => {
    await expect(new Resources().closeAll()).resolves.toBeUndefined();
  });
});
