import { describe, expect, it } from "vitest";
import { answersSummary, HOUSEHOLD_GREETING_WORDS } from "./households.ts";

const yes = { attending: true, meal: null };
const no = { attending: false, meal: null };

describe("answersSummary (the greeting of a personal link)", () => {
  it("puts events answered alike on one line, in the events' order, and leaves out those nobody answered", () => {
    const guests = [
      { name: "Ann", answers: { a: yes, b: yes, c: yes } },
      { name: "Ben", answers: { a: no, b: yes, c: no } },
      { name: "Cara", answers: {} },
    ];
    expect(answersSummary(guests, ["a", "b", "c", "d"])).toEqual([
      { eventIds: ["a", "c"], coming: ["Ann"], notComing: ["Ben"] },
      { eventIds: ["b"], coming: ["Ann", "Ben"], notComing: [] },
    ]);
  });

  it("calls a seat the household named by its name, and leaves out one it left unnamed and declining", () => {
    const guests = [
      { name: "Ann", answers: { a: no } },
      { name: null, answers: { a: no } },
    ];
    expect(answersSummary(guests, ["a"])).toEqual([{ eventIds: ["a"], coming: [], notComing: ["Ann"] }]);
    expect(answersSummary([{ name: null, answers: { a: yes } }], ["a"])).toEqual([
      { eventIds: ["a"], coming: [HOUSEHOLD_GREETING_WORDS.unnamedGuest], notComing: [] },
    ]);
    expect(answersSummary([{ name: null, answers: {} }], ["a"])).toEqual([]);
  });
});
