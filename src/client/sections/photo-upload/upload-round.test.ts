import { describe, expect, it } from "vitest";
import {
  joinRound,
  readRound,
  resumeRound,
  roundIsOver,
  roundSummary,
  settleRound,
  type UploadRound,
  writeRound,
} from "./upload-round.ts";

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
};

describe("a round of sending", () => {
  it("counts every photo pressed for, and the files refused on the phone, until none is on its way", () => {
    let round: UploadRound = joinRound(null, ["t1", "t2", "t3"], [{ key: "row:9", name: "notes.jpg", reason: "No." }]);
    expect(round.total).toBe(4);
    round = settleRound(round, "t1", { kind: "sent" });
    round = settleRound(round, "t2", { kind: "already-sent" });
    expect(roundIsOver(round)).toBe(false);
    round = settleRound(round, "t3", { kind: "failed", name: "c.jpg", reason: "Upload failed." });
    expect(roundIsOver(round)).toBe(true);
    expect(roundSummary(round)).toEqual({
      total: 4,
      sent: 1,
      alreadySent: 1,
      failed: [
        { name: "notes.jpg", reason: "No." },
        { name: "c.jpg", reason: "Upload failed." },
      ],
    });
  });

  it("counts a photo retried within the round once, and forgets one the guest took out", () => {
    let round = joinRound(null, ["t1", "t2"]);
    round = settleRound(round, "t1", { kind: "failed", name: "a.jpg", reason: "Upload failed." });
    round = joinRound(round, ["t1", "t3"]);
    expect(round.total).toBe(3);
    expect(round.failed).toEqual([]);
    round = settleRound(round, "t3", { kind: "withdrawn" });
    round = settleRound(settleRound(round, "t1", { kind: "sent" }), "t2", { kind: "sent" });
    expect(roundSummary(round)).toEqual({ total: 2, sent: 2, alreadySent: 0, failed: [] });
    // A key the round does not know changes nothing.
    expect(settleRound(round, "other", { kind: "sent" })).toBe(round);
  });

  it("goes on after a reload with the photos still kept; one no longer kept is out of it", () => {
    let round = joinRound(null, ["t1", "t2", "t3"]);
    round = settleRound(round, "t1", { kind: "sent" });
    const resumed = resumeRound(round, new Set(["t2"]));
    expect(resumed).toEqual({ total: 2, sent: 1, alreadySent: 0, waiting: ["t2"], failed: [] });
    expect(resumeRound(round, new Set())).toBeNull();
    expect(resumeRound(null, new Set(["t2"]))).toBeNull();
  });

  it("is remembered on the device, and a damaged memory is none", () => {
    const storage = memory();
    expect(readRound(storage)).toBeNull();
    const round = joinRound(null, ["t1"]);
    writeRound(round, storage);
    expect(readRound(storage)).toEqual(round);
    writeRound(null, storage);
    expect(readRound(storage)).toBeNull();
    storage.setItem("wedding-upload-round", '{"total":"many"}');
    expect(readRound(storage)).toBeNull();
    storage.setItem("wedding-upload-round", "not json");
    expect(readRound(storage)).toBeNull();
  });
});
