import { describe, expect, it } from "vitest";
import { checkHouseholdAnswers } from "../../../shared/households.ts";
import { TEST_SITE } from "../test-site.tsx";
import {
  blankForm,
  type FormGuest,
  formFromHousehold,
  type HouseholdForm,
  householdInputFromForm,
  householdSaveFromForm,
  mergeForms,
  newGuest,
} from "./household-form.ts";
import { aGuest, aHousehold } from "./test-households.ts";

function aForm(overrides: Partial<HouseholdForm> = {}): HouseholdForm {
  return { ...blankForm(TEST_SITE), displayName: "The Example Family", ...overrides };
}

function named(name: string, overrides: Partial<FormGuest> = {}): FormGuest {
  return { ...newGuest("adult"), name, ...overrides };
}

describe("householdInputFromForm", () => {
  it("makes the request: trimmed text, empty fields as null, events in the content's order", () => {
    const checked = householdInputFromForm(
      aForm({
        displayName: "  The Example Family ",
        email: " ",
        phone: "+27 82 555 0101",
        eventIds: ["dinner", "ceremony"],
        guests: [named(" Alex "), { ...newGuest("child"), name: "Robin" }, newGuest("seat")],
      }),
      TEST_SITE,
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        displayName: "The Example Family",
        email: null,
        phone: "+27 82 555 0101",
        eventIds: ["ceremony", "dinner"],
        guests: [
          { name: "Alex", isChild: false, isSeat: false, dietary: null, answers: {} },
          { name: "Robin", isChild: true, isSeat: false, dietary: null, answers: {} },
          { name: null, isChild: false, isSeat: true, dietary: null, answers: {} },
        ],
        message: null,
        language: null,
        side: null,
      },
    });
  });

  it("sends the couple's answers with meals only where the event has them, and leaves unanswered events out", () => {
    const guest = named("Alex", {
      dietary: "No nuts",
      answers: {
        ceremony: { choice: "attending", meal: "" },
        dinner: { choice: "attending", meal: "Fish" },
      },
    });
    const other = named("Sam", { answers: { ceremony: { choice: "declined", meal: "" } } });
    const checked = householdInputFromForm(aForm({ guests: [guest, other] }), TEST_SITE);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.input.guests.map((g) => g.answers)).toEqual([
      { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
      { ceremony: { attending: false, meal: null } },
    ]);
    expect(checked.input.guests[0]?.dietary).toBe("No nuts");
  });

  it("drops answers to events the household is no longer invited to", () => {
    const guest = named("Alex", { answers: { dinner: { choice: "declined", meal: "" } } });
    const checked = householdInputFromForm(aForm({ eventIds: ["ceremony"], guests: [guest] }), TEST_SITE);
    expect(checked.ok && checked.input.guests[0]?.answers).toEqual({});
  });

  it("answers the way the shared rules accept once every event is answered", () => {
    const guest = named("Alex", {
      answers: { ceremony: { choice: "declined", meal: "" }, dinner: { choice: "attending", meal: "Vegetarian" } },
    });
    const checked = householdInputFromForm(aForm({ guests: [guest] }), TEST_SITE);
    if (!checked.ok) throw new Error(checked.message);
    const rules = {
      guests: [{ id: "g1", isSeat: false }],
      eventIds: checked.input.eventIds,
      mealsByEvent: { dinner: ["Fish", "Vegetarian"] },
    };
    const answers = checked.input.guests.map((g) => ({ guestId: "g1", answers: g.answers ?? {} }));
    expect(checkHouseholdAnswers(rules, answers)).toEqual({ ok: true });
  });

  it("says what to fix: a missing name, a missing meal, an attending seat without a name, no events, no name", () => {
    expect(householdInputFromForm(aForm({ guests: [named(" ")] }), TEST_SITE)).toEqual({
      ok: false,
      message: "Please give guest 1 a name, or make them an unnamed guest.",
    });
    expect(
      householdInputFromForm(
        aForm({ guests: [named("Alex", { answers: { dinner: { choice: "attending", meal: "" } } })] }),
        TEST_SITE,
      ),
    ).toEqual({ ok: false, message: "Please choose Alex's meal for Dinner." });
    expect(
      householdInputFromForm(
        aForm({ guests: [{ ...newGuest("seat"), answers: { ceremony: { choice: "attending", meal: "" } } }] }),
        TEST_SITE,
      ),
    ).toEqual({ ok: false, message: "Please give the name of guest 1, who is coming to Ceremony." });
    expect(householdInputFromForm(aForm({ eventIds: [], guests: [named("A")] }), TEST_SITE)).toEqual({
      ok: false,
      message: "Invite the household to at least one event.",
    });
    expect(householdInputFromForm(aForm({ displayName: " ", guests: [named("A")] }), TEST_SITE)).toEqual({
      ok: false,
      message: "Please give the household a name.",
    });
  });

  it("names the field of a generic schema complaint", () => {
    const checked = householdInputFromForm(aForm({ guests: [named("A", { dietary: "x".repeat(301) })] }), TEST_SITE);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(/^Guest 1's dietary needs: /);
  });
});

describe("formFromHousehold", () => {
  it("round-trips a stored household, keeping guest ids so their answers stay theirs", () => {
    const household = aHousehold({
      displayName: "The Example Family",
      email: "alex@example.com",
      eventIds: ["ceremony", "dinner"],
      guests: [
        aGuest({
          id: "g-1",
          name: "Alex",
          dietary: "Vegan",
          answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
        }),
        aGuest({ id: "g-2", name: null, isSeat: true }),
      ],
      message: "See you there",
      language: "zu",
      side: "Ada's family",
    });
    const checked = householdInputFromForm(formFromHousehold(household), TEST_SITE);
    expect(checked).toEqual({
      ok: true,
      input: {
        displayName: "The Example Family",
        email: "alex@example.com",
        phone: null,
        eventIds: ["ceremony", "dinner"],
        guests: [
          {
            id: "g-1",
            name: "Alex",
            isChild: false,
            isSeat: false,
            dietary: "Vegan",
            answers: { ceremony: { attending: true, meal: null }, dinner: { attending: true, meal: "Fish" } },
          },
          { id: "g-2", name: null, isChild: false, isSeat: true, dietary: null, answers: {} },
        ],
        message: "See you there",
        language: "zu",
        side: "Ada's family",
      },
    });
  });
});

describe("householdSaveFromForm", () => {
  const opened = () =>
    formFromHousehold(
      aHousehold({
        displayName: "The Example Family",
        email: "alex@example.com",
        eventIds: ["ceremony", "dinner"],
        guests: [aGuest({ id: "g-1", name: "Alex", answers: { ceremony: { attending: true, meal: null } } })],
      }),
    );

  it("sends only the contact details changed when nothing else changed: never the answers", () => {
    const base = opened();
    expect(householdSaveFromForm(base, { ...base, email: " new@example.com ", phone: "" }, TEST_SITE)).toEqual({
      ok: true,
      save: { kind: "contact", contact: { email: "new@example.com" } },
    });
  });

  it("sends the whole household for a new one, a change beyond contact details, or no change at all", () => {
    const base = opened();
    const kinds = [
      householdSaveFromForm(null, { ...base, email: "new@example.com" }, TEST_SITE),
      householdSaveFromForm(base, { ...base, email: "new@example.com", eventIds: ["ceremony"] }, TEST_SITE),
      householdSaveFromForm(base, { ...base, message: "Hello" }, TEST_SITE),
      householdSaveFromForm(base, base, TEST_SITE),
    ].map((checked) => checked.ok && checked.save.kind);
    expect(kinds).toEqual(["household", "household", "household", "household"]);
  });

  it("says what to fix before anything is sent", () => {
    expect(householdSaveFromForm(opened(), { ...opened(), displayName: " " }, TEST_SITE)).toEqual({
      ok: false,
      message: "Please give the household a name.",
    });
  });
});

describe("mergeForms", () => {
  it("re-applies the couple's changes on the household as it is now, and keeps everything else of theirs", () => {
    const alex = aGuest({ id: "g-1", name: "Alex" });
    const sam = aGuest({ id: "g-2", name: "Sam" });
    const base = formFromHousehold(aHousehold({ eventIds: ["ceremony"], guests: [alex, sam] }));
    const theirs = formFromHousehold(
      aHousehold({
        eventIds: ["ceremony"],
        message: "Can't wait",
        guests: [
          {
            ...alex,
            dietary: "Severe peanut allergy",
            answers: { ceremony: { attending: true, meal: null } },
          },
          { ...sam, answers: { ceremony: { attending: false, meal: null } } },
        ],
      }),
    );
    const [baseAlex, baseSam] = base.guests;
    if (!baseAlex || !baseSam) throw new Error("guests missing");
    const added = named("Robin");
    const mine: HouseholdForm = {
      ...base,
      displayName: "Renamed",
      eventIds: ["ceremony", "dinner"],
      guests: [{ ...baseAlex, isChild: true, answers: { dinner: { choice: "declined", meal: "" } } }, added],
    };

    const merged = mergeForms(base, mine, theirs);
    expect(merged).toMatchObject({ displayName: "Renamed", eventIds: ["ceremony", "dinner"], message: "Can't wait" });
    // Sam, whom the couple removed, stays removed; Robin, whom they added, is added.
    expect(merged.guests.map((guest) => guest.name)).toEqual(["Alex", "Robin"]);
    expect(merged.guests[0]).toMatchObject({
      isChild: true,
      dietary: "Severe peanut allergy",
      answers: { ceremony: { choice: "attending", meal: "" }, dinner: { choice: "declined", meal: "" } },
    });
    expect(merged.guests[1]).toBe(added);
  });
});
