import type { AdminHousehold, GuestView, RsvpWindow } from "../../../shared/household-schemas.ts";

/** Builders for the guest list's tests: each call makes new data, overrides win. */

let sequence = 0;

export function aGuest(overrides: Partial<GuestView> = {}): GuestView {
  sequence += 1;
  return {
    id: `guest-${sequence}`,
    name: `Guest ${sequence}`,
    isChild: false,
    isSeat: false,
    dietary: null,
    answers: {},
    ...overrides,
  };
}

export function aHousehold(overrides: Partial<AdminHousehold> = {}): AdminHousehold {
  sequence += 1;
  return {
    id: `household-${sequence}`,
    displayName: `Household ${sequence}`,
    email: null,
    phone: null,
    code: `code${String(sequence).padStart(12, "0")}`,
    link: `/i/code${String(sequence).padStart(12, "0")}`,
    eventIds: ["ceremony"],
    guests: [aGuest()],
    message: null,
    language: null,
    side: null,
    status: "not_invited",
    selfRegistered: false,
    version: 0,
    invitedAt: null,
    openedAt: null,
    answeredAt: null,
    lastReminderAt: null,
    updatedAt: "2026-06-01T10:00:00.000Z",
    ...overrides,
  };
}

/** Answers open until the end of 1 March 2026 in Johannesburg. */
export const TEST_WINDOW: RsvpWindow = {
  open: true,
  deadline: "2026-03-01",
  deadlineLabel: "March 1, 2026",
  closesAt: "2026-03-01T21:59:59.999Z",
  closeAtDeadline: true,
  closedMessage: null,
};
