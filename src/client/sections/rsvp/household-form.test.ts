import { describe, expect, it } from "vitest";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import {
  answerRequest,
  answerText,
  anyoneAttending,
  attendingGuestCount,
  checkForm,
  fieldKey,
  fieldMessages,
  formFromView,
  type HouseholdForm,
  type InvitedEvent,
} from "./household-form.ts";
import { guestView, invitationView } from "./test-households.ts";

const FIELD_MESSAGES = fieldMessages(PAGE_WORDS_EN.householdProblems);

const EVENTS: InvitedEvent[] = [
  { id: "ceremony", title: "Ceremony", meals: undefined },
  { id: "dinner", title: "Dinner", meals: ["Fish", "Lamb"] },
];

/** The form with each guest's choices set: attending per event id, meal where given. */
function answered(form: HouseholdForm, choices: Record<string, { attending: boolean; meal?: string }>): HouseholdForm {
  return {
    ...form,
    guests: form.guests.map((guest) => ({
      ...guest,
      choices: Object.fromEntries(
        Object.entries(choices).map(([eventId, choice]) => [
          eventId,
          { attending: choice.attending, meal: choice.meal ?? "" },
        ]),
      ),
    })),
  };
}

describe("the household form", () => {
  it("starts with nothing chosen on a first visit, and with the stored answers on a return", () => {
    const first = formFromView(invitationView());
    expect(first.guests[0]?.choices).toEqual({
      ceremony: { attending: null, meal: "" },
      dinner: { attending: null, meal: "" },
    });
    const stored = formFromView(
      invitationView(
        [
          guestView({
            dietary: "No nuts",
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Lamb" } },
          }),
        ],
        { message: "See you there" },
      ),
    );
    expect(stored.guests[0]).toMatchObject({
      dietary: "No nuts",
      choices: { ceremony: { attending: true, meal: "" }, dinner: { attending: true, meal: "Lamb" } },
    });
    expect(stored.message).toBe("See you there");
  });

  it("sends every event's answer, a meal only when attending an event with meals, and the version it saw", () => {
    const view = invitationView([guestView(), guestView({ id: "g2", name: "Ben" })]);
    const form = formFromView(view);
    const chosen: HouseholdForm = {
      message: "  Congratulations!  ",
      guests: [
        {
          ...(form.guests[0] as HouseholdForm["guests"][number]),
          dietary: " Vegetarian ",
          choices: { ceremony: { attending: true, meal: "" }, dinner: { attending: true, meal: "Fish" } },
        },
        {
          ...(form.guests[1] as HouseholdForm["guests"][number]),
          dietary: "Forgotten when not coming",
          // A meal picked, then the guest said no: it is not sent.
          choices: { ceremony: { attending: false, meal: "" }, dinner: { attending: false, meal: "Lamb" } },
        },
      ],
    };
    expect(answerRequest(chosen, EVENTS, view.household.version)).toEqual({
      version: 3,
      message: "Congratulations!",
      guests: [
        {
          guestId: "g1",
          dietary: "Vegetarian",
          answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
        },
        {
          guestId: "g2",
          dietary: "",
          answers: { ceremony: { attending: false, meal: null }, dinner: { attending: false, meal: null } },
        },
      ],
    });
    expect(checkForm(chosen, view, EVENTS, PAGE_WORDS_EN.householdProblems)).toEqual({
      problems: [],
      check: { ok: true },
    });
  });

  it("sends a name only for an unnamed seat", () => {
    const view = invitationView([guestView(), guestView({ id: "seat", name: null, isSeat: true })]);
    const form = answered(formFromView(view), { ceremony: { attending: true }, dinner: { attending: false } });
    const withName = {
      ...form,
      guests: form.guests.map((guest) => (guest.isSeat ? { ...guest, name: "  Cara Plus-One " } : guest)),
    };
    const request = answerRequest(withName, EVENTS, 3);
    expect(request.guests[0]).not.toHaveProperty("name");
    expect(request.guests[1]).toMatchObject({ guestId: "seat", name: "Cara Plus-One" });
  });

  it("puts each problem next to its field, in the order of the page, with the shared rules' verdict", () => {
    const view = invitationView([guestView(), guestView({ id: "seat", name: null, isSeat: true })]);
    const form = formFromView(view);
    const seatComing: HouseholdForm = {
      ...form,
      guests: [
        form.guests[0] as HouseholdForm["guests"][number],
        {
          ...(form.guests[1] as HouseholdForm["guests"][number]),
          choices: { ceremony: { attending: true, meal: "" }, dinner: { attending: true, meal: "" } },
        },
      ],
    };
    const { problems, check } = checkForm(seatComing, view, EVENTS, PAGE_WORDS_EN.householdProblems);
    expect(problems).toEqual([
      { field: fieldKey.attending("g1", "ceremony"), message: FIELD_MESSAGES.attending },
      { field: fieldKey.attending("g1", "dinner"), message: FIELD_MESSAGES.attending },
      { field: fieldKey.name("seat"), message: FIELD_MESSAGES.seatName },
      { field: fieldKey.meal("seat", "dinner"), message: FIELD_MESSAGES.meal },
    ]);
    expect(check).toEqual({ ok: false, problem: "unanswered" });
  });

  it("needs no name for a seat nobody fills, and no meal from someone not coming", () => {
    const view = invitationView([guestView({ id: "seat", name: null, isSeat: true })]);
    const form = answered(formFromView(view), { ceremony: { attending: false }, dinner: { attending: false } });
    expect(checkForm(form, view, EVENTS, PAGE_WORDS_EN.householdProblems)).toEqual({
      problems: [],
      check: { ok: true },
    });
  });

  it("words each answer for the summary and counts who is coming", () => {
    expect(answerText(undefined, PAGE_WORDS_EN.household)).toBe("No answer yet");
    expect(answerText({ attending: false, meal: null }, PAGE_WORDS_EN.household)).toBe("Not coming");
    expect(answerText({ attending: true, meal: null }, PAGE_WORDS_EN.household)).toBe("Coming");
    expect(answerText({ attending: true, meal: "Fish" }, PAGE_WORDS_EN.household)).toBe("Coming · Fish");
    const view = invitationView([
      guestView({ answers: { ceremony: { attending: false, meal: null }, dinner: { attending: true, meal: "Fish" } } }),
      guestView({ id: "g2", answers: { ceremony: { attending: false, meal: null } } }),
    ]);
    expect(anyoneAttending(view)).toBe(true);
    expect(attendingGuestCount(view)).toBe(1);
    const nobody = invitationView([guestView({ answers: { ceremony: { attending: false, meal: null } } })]);
    expect(anyoneAttending(nobody)).toBe(false);
  });
});
