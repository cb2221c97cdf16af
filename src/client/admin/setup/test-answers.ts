import { blankAnswers, type WizardAnswers } from "./wizard-content.ts";

/** A couple's complete answers (names and one event; no photo), for tests to change what they are about. */
export function someAnswers(overrides: Partial<WizardAnswers> = {}): WizardAnswers {
  return {
    ...blankAnswers(),
    partners: [
      { firstName: "Nomsa", lastName: "Dlamini" },
      { firstName: "Pieter", lastName: "" },
    ],
    events: [
      {
        id: null,
        title: "Ceremony",
        date: "2027-04-10",
        start: "14:00",
        end: "15:30",
        venueName: "St Mary's Church",
        address: "1 Church Street, Stellenbosch",
      },
    ],
    ...overrides,
  };
}
