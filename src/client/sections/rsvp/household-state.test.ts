import { describe, expect, it } from "vitest";
import { formFromView } from "./household-form.ts";
import {
  type HouseholdEvent,
  type HouseholdState,
  householdReducer,
  initialHouseholdState,
} from "./household-state.ts";
import { invitationView } from "./test-households.ts";

const run = (state: HouseholdState, ...events: HouseholdEvent[]) => events.reduce(householdReducer, state);

describe("the household form's state", () => {
  it("starts editing the server's answers, with nothing to say", () => {
    const view = invitationView();
    expect(initialHouseholdState(view)).toEqual({
      phase: "editing",
      view,
      form: formFromView(view),
      showProblems: false,
      conflict: false,
      refusedAsClosed: null,
    });
  });

  it("keeps the guest's edits and shows problems once asked", () => {
    const state = run(
      initialHouseholdState(invitationView()),
      { type: "edited", change: (form) => ({ ...form, message: "See you" }) },
      { type: "edited", change: (form) => ({ ...form, message: `${form.message} there` }) },
      { type: "problems-shown" },
    );
    expect(state.form.message).toBe("See you there");
    expect(state.showProblems).toBe(true);
    expect(state.phase).toBe("editing");
  });

  it("a save puts the server's answers in the form and hides the problems", () => {
    const saved = invitationView(undefined, { version: 4, message: "Hello", answeredAt: "2029-12-01T10:00:00.000Z" });
    const state = run(
      initialHouseholdState(invitationView()),
      { type: "problems-shown" },
      { type: "sending" },
      { type: "saved", view: saved },
    );
    expect(state).toMatchObject({ phase: "saved", view: saved, form: formFromView(saved), showProblems: false });
    expect(run(state, { type: "change" }).phase).toBe("editing");
  });

  it("a conflict shows the newer answers, said until the next send", () => {
    const current = invitationView(undefined, { version: 5, message: "From my sister" });
    const conflicted = run(
      initialHouseholdState(invitationView()),
      { type: "edited", change: (form) => ({ ...form, message: "Mine" }) },
      { type: "sending" },
      { type: "conflicted", current },
    );
    expect(conflicted).toMatchObject({ phase: "editing", view: current, conflict: true });
    expect(conflicted.form.message).toBe("From my sister");
    expect(run(conflicted, { type: "sending" })).toMatchObject({ phase: "submitting", conflict: false });
  });

  it("a refusal for the deadline keeps its words; another refusal leaves them", () => {
    const closed = run(
      initialHouseholdState(invitationView()),
      { type: "sending" },
      { type: "refused", closedMessage: "RSVPs closed on January 1, 2030." },
    );
    expect(closed).toMatchObject({ phase: "editing", refusedAsClosed: "RSVPs closed on January 1, 2030." });
    const again = run(closed, { type: "sending" }, { type: "refused", closedMessage: null });
    expect(again.refusedAsClosed).toBe("RSVPs closed on January 1, 2030.");
  });

  it("without signal the answers wait on the phone, or go back to editing when it keeps nothing", () => {
    const start = initialHouseholdState(invitationView());
    expect(run(start, { type: "sending" }, { type: "kept" }).phase).toBe("waiting");
    expect(run(start, { type: "sending" }, { type: "not-kept" }).phase).toBe("editing");
    const restored = { ...start.form, message: "Kept earlier" };
    expect(run(start, { type: "kept", restored })).toMatchObject({ phase: "waiting", form: restored });
    expect(run(start, { type: "kept", restored }, { type: "change" })).toMatchObject({
      phase: "editing",
      form: restored,
    });
  });
});
