import type { GuestView, InvitationView } from "../../../shared/household-schemas.ts";

/** Builders for the household form's tests: each call makes new data, overrides win. */

export function guestView(overrides: Partial<GuestView> = {}): GuestView {
  return { id: "g1", name: "Ann", isChild: false, isSeat: false, dietary: null, answers: {}, ...overrides };
}

/** A household invited to a ceremony and a dinner, answers open. */
export function invitationView(
  guests: GuestView[] = [guestView()],
  overrides: Partial<InvitationView["household"]> = {},
): InvitationView {
  return {
    household: {
      displayName: "The Guests",
      eventIds: ["ceremony", "dinner"],
      guests,
      message: null,
      version: 3,
      answeredAt: null,
      ...overrides,
    },
    window: {
      open: true,
      deadline: "2030-01-01",
      deadlineLabel: "January 1, 2030",
      closesAt: "2030-01-01T22:00:00.000Z",
      closeAtDeadline: true,
      closedMessage: null,
    },
  };
}
