import type { InvitationView } from "../../../shared/household-schemas.ts";
import { formFromView, type HouseholdForm } from "./household-form.ts";

/**
 * The household form's state machine (household-rsvp.tsx): what the guest
 * edits, where a send stands, and what the server last said. Pure, so each
 * step is tested without a page (household-state.test.ts).
 *
 * editing ─send─▶ submitting ─saved─▶ saved ─change─▶ editing
 *    ▲               │ ├─conflicted / refused─▶ editing
 *    │               │ └─no signal─▶ waiting (kept on the phone)
 *    └────change─────┴──────────────── waiting ─send (signal back)─▶ submitting
 */

/** "waiting": sent without signal, kept on the phone until the connection returns. */
export type Phase = "editing" | "submitting" | "waiting" | "saved";

export interface HouseholdState {
  phase: Phase;
  /** The household as the server last answered (or as it was when the answers were kept). */
  view: InvitationView;
  form: HouseholdForm;
  /** Each problem shows at its field once the guest has tried to send with some. */
  showProblems: boolean;
  /** Someone else in the household saved first: their answers are in the form, said once in place. */
  conflict: boolean;
  /** The server refused an answer as past the deadline: its words name the contacts. */
  refusedAsClosed: string | null;
}

export type HouseholdEvent =
  /** The guest changed the form. */
  | { type: "edited"; change: (form: HouseholdForm) => HouseholdForm }
  /** The guest tried to send answers with problems. */
  | { type: "problems-shown" }
  | { type: "sending" }
  /** No signal: the answers wait on the phone (restored: answers kept by an earlier visit, back in the form). */
  | { type: "kept"; restored?: HouseholdForm }
  /** No signal, and the phone would not keep them: back to editing, said in a toast. */
  | { type: "not-kept" }
  | { type: "saved"; view: InvitationView }
  | { type: "conflicted"; current: InvitationView }
  /** Any other refusal; closedMessage is set when it was for the deadline. */
  | { type: "refused"; closedMessage: string | null }
  /** The guest takes the answers back to change them. */
  | { type: "change" };

export function initialHouseholdState(view: InvitationView): HouseholdState {
  return {
    phase: "editing",
    view,
    form: formFromView(view),
    showProblems: false,
    conflict: false,
    refusedAsClosed: null,
  };
}

/** The server's answers in the form, as it now has them. */
const answeredBy = (view: InvitationView) => ({ view, form: formFromView(view), showProblems: false });

export function householdReducer(state: HouseholdState, event: HouseholdEvent): HouseholdState {
  switch (event.type) {
    case "edited":
      return { ...state, form: event.change(state.form) };
    case "problems-shown":
      return { ...state, showProblems: true };
    case "sending":
      return { ...state, phase: "submitting", conflict: false };
    case "kept":
      return { ...state, phase: "waiting", ...(event.restored ? { form: event.restored } : {}) };
    case "not-kept":
    case "change":
      return { ...state, phase: "editing" };
    case "saved":
      return { ...state, ...answeredBy(event.view), phase: "saved" };
    case "conflicted":
      return { ...state, ...answeredBy(event.current), phase: "editing", conflict: true };
    case "refused":
      return { ...state, phase: "editing", refusedAsClosed: event.closedMessage ?? state.refusedAsClosed };
  }
}
