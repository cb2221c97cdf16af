import { describe, expect, it } from "vitest";
import { answersSummary } from "./households.ts";
import { PAGE_WORDS_EN } from "./words/page-en.ts";

const HOUSEHOLD_GREETING_WORDS = PAGE_WORDS_EN.greeting;

const yes = { attending: true, meal: null };
const no = { attending: false, meal: null };

describe("answersSummary (the greeting of a personal link)", () => {
  it("puts events answered alike on one line, in the events' order, and leaves out those nobody answered", () => {
    const guests = [
      { name: "Ann", answers: { a: yes, b: yes, c: yes } },
      { name: "Ben", answers: { a: no, b: yes, c: no } },
      { name: "Cara", answers: {} },
    ];
    expect(answersSummary(guests, ["a", "b", "c", "d"], HOUSEHOLD_GREETING_WORDS.unnamedGuest)).toEqual([
      { eventIds: ["a", "c"], coming: ["Ann"], notComing: ["Ben"] },
      { eventIds: ["b"], coming: ["Ann", "Ben"], notComing: [] },
    ]);
  });

  it("calls a seat the household named by its name, and leaves out one it left unnamed and declining", () => {
    const guests = [
      { name: "Ann", answers: { a: no } },
      { name: null, answers: { a: no } },
    ];
    expect(answersSummary(guests, ["a"], HOUSEHOLD_GREETING_WORDS.unnamedGuest)).toEqual([
      { eventIds: ["a"], coming: [], notComing: ["Ann"] },
    ]);
    expect(answersSummary([{ name: null, answers: { a: yes } }], ["a"], HOUSEHOLD_GREETING_WORDS.unnamedGuest)).toEqual(
      [{ eventIds: ["a"], coming: [HOUSEHOLD_GREETING_WORDS.unnamedGuest], notComing: [] }],
    );
    expect(answersSummary([{ name: null, answers: {} }], ["a"], HOUSEHOLD_GREETING_WORDS.unnamedGuest)).toEqual([]);
  });
});
