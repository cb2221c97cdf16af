// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { errorBody } from "../../../shared/error-body.ts";
import {
  type AnswerRequest,
  AnswerRequestSchema,
  type GuestView,
  type InvitationView,
  InvitationViewSchema,
  VersionConflictBodySchema,
} from "../../../shared/household-schemas.ts";
import {
  checkHouseholdAnswers,
  type EventAnswer,
  type GuestAnswerInput,
  HOUSEHOLD_ERROR_CODES,
  INVITATION_API,
  invitationPath,
  rsvpClosesAt,
} from "../../../shared/households.ts";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../../../shared/idempotency.ts";
import { GREETING_ID, invitationGreeting } from "../../../shared/invitation-greeting.ts";
import { closedText, KEPT_HOUSEHOLD_STORAGE_PREFIX, saveFailedMessage } from "../../../shared/rsvp-messages.ts";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import {
  type Answer,
  apiError,
  captureGtag,
  descriptionOf,
  expectErrorToast,
  FIXTURE_COUPLES,
  fakeServer,
  heldAnswer,
  isDisabled,
  json,
  lostAnswer,
  openErrorToasts,
  renderOnPage,
  setOnline,
  unreachable,
} from "../../../testing/component-testing.tsx";
import { aGuestListWedding } from "../../../testing/household-builders.ts";
import { answerCheckText, fieldMessages } from "./household-form.ts";
import { HouseholdRsvp } from "./household-rsvp.tsx";
import { Rsvp } from "./rsvp.tsx";

const FIELD_MESSAGES = fieldMessages(PAGE_WORDS_EN.householdProblems);

const HOUSEHOLD_GREETING_WORDS = PAGE_WORDS_EN.greeting;

/**
 * A household's own form on its personal link (decision 13), as the guests
 * meet it. The form's state and rules are tested in household-form.test.ts;
 * here, what the guests see and what the page sends and shows back.
 */

const CODE = "AbCdEfGhIjKl_-09";
const INVITATION = INVITATION_API.invitation(CODE);
/** Where the form keeps this household's answers sent without signal. */
const KEPT = `${KEPT_HOUSEHOLD_STORAGE_PREFIX}${CODE}`;

const guestView = (overrides: Partial<GuestView> & Pick<GuestView, "id">): GuestView => ({
  name: null,
  isChild: false,
  isSeat: false,
  dietary: null,
  answers: {},
  ...overrides,
});

/** An adult, a child and an unnamed seat ("guest of"), none answered yet. */
const FAMILY: GuestView[] = [
  guestView({ id: "g-ann", name: "Ann Mensah" }),
  guestView({ id: "g-ben", name: "Ben Mensah", isChild: true }),
  guestView({ id: "g-seat", isSeat: true }),
];

/** What GET /api/invitations/:code answers, checked against the server's schema. */
function invitationView(
  content: WeddingContent,
  guests: GuestView[] = FAMILY,
  household: Partial<InvitationView["household"]> = {},
  window: Partial<InvitationView["window"]> = {},
): InvitationView {
  return InvitationViewSchema.parse({
    household: {
      displayName: "The Mensah household",
      eventIds: content.events.map((event) => event.id),
      guests,
      message: null,
      version: 4,
      answeredAt: null,
      ...household,
    },
    window: {
      open: true,
      deadline: content.rsvp.deadline,
      deadlineLabel: content.rsvp.deadlineLabel,
      closesAt: rsvpClosesAt(content.rsvp.deadline, content.timeZone).toISOString(),
      closeAtDeadline: content.rsvp.closeAtDeadline,
      closedMessage: null,
      ...window,
    },
  });
}

/** The view as the server stores `request`: the answers, the names given, the next version. */
function storedView(view: InvitationView, request: AnswerRequest): InvitationView {
  const guests = view.household.guests.map((guest) => {
    const sent = request.guests.find((answer) => answer.guestId === guest.id);
    if (!sent) return guest;
    return {
      ...guest,
      name: guest.isSeat ? sent.name || null : guest.name,
      dietary: sent.dietary || null,
      answers: sent.answers,
    };
  });
  return InvitationViewSchema.parse({
    ...view,
    household: {
      ...view.household,
      guests,
      message: request.message || null,
      version: view.household.version + 1,
      answeredAt: new Date().toISOString(),
    },
  });
}

/** An answer to every event of the content: coming to those `attending` says, with the meal `meal` gives. */
function everyEvent(
  content: WeddingContent,
  attending: (eventId: string) => boolean,
  meal: (eventId: string) => string | null = () => null,
): Record<string, EventAnswer> {
  return Object.fromEntries(
    content.events.map((event) => [
      event.id,
      { attending: attending(event.id), meal: attending(event.id) ? meal(event.id) : null },
    ]),
  );
}

/** The shared rules' words for answers like these: the toast says what the server would answer. */
function rulesMessage(content: WeddingContent, view: InvitationView, answers: GuestAnswerInput[]): string {
  const mealsByEvent = Object.fromEntries(content.events.map((event) => [event.id, event.meals]));
  const rules = { guests: view.household.guests, eventIds: view.household.eventIds, mealsByEvent };
  const verdict = checkHouseholdAnswers(rules, answers);
  if (verdict.ok) throw new Error("the shared rules accept these answers");
  return answerCheckText(verdict, PAGE_WORDS_EN.householdProblems);
}

/** The household's form as its link opens it, the server answering the GET with `opened`. */
function openInvitation(content: WeddingContent, opened: InvitationView | Answer = invitationView(content)) {
  const server = fakeServer();
  server.on("GET", INVITATION, typeof opened === "function" ? opened : json(200, opened));
  const page = renderOnPage(<HouseholdRsvp path={invitationPath(CODE)} content={content} />);
  const guest = (name: string | RegExp) => screen.getByRole("group", { name });
  const question = (guestName: string | RegExp, eventTitle: string) =>
    within(guest(guestName)).getByRole("group", { name: eventTitle });
  return {
    ...page,
    server,
    guest,
    answer: (guestName: string | RegExp, eventTitle: string, coming: boolean) =>
      within(question(guestName, eventTitle)).getByRole("radio", { name: coming ? "Coming" : "Not coming" }),
    meal: (guestName: string | RegExp, eventTitle: string) =>
      within(guest(guestName)).getByRole<HTMLSelectElement>("combobox", { name: `Meal choice for ${eventTitle}` }),
    /** Whether the guest is asked a meal for the event. */
    asksMeal: (guestName: string | RegExp, eventTitle: string) =>
      within(guest(guestName)).queryByRole("combobox", { name: `Meal choice for ${eventTitle}` }) !== null,
    dietary: (guestName: string | RegExp) =>
      within(guest(guestName)).getByRole("textbox", { name: "Dietary needs (optional)" }),
    asksDietary: (guestName: string | RegExp) =>
      within(guest(guestName)).queryByRole("textbox", { name: "Dietary needs (optional)" }) !== null,
    seatName: () => within(guest("Your guest")).getByRole("textbox", { name: "Name of your guest" }),
    message: () => screen.getByRole("textbox", { name: "A message for the couple (optional)" }),
    button: (name: string) => screen.getByRole("button", { name }),
  };
}

type Invitation = ReturnType<typeof openInvitation>;

/** Answers every event of the content for one guest: coming to those `coming` says, with the n-th meal offered. */
async function answerAll(
  form: Invitation,
  content: WeddingContent,
  guestName: string | RegExp,
  coming: (eventId: string) => boolean,
  mealIndex = 0,
) {
  for (const event of content.events) {
    const yes = coming(event.id);
    await form.user.click(form.answer(guestName, event.title, yes));
    const meal = event.meals?.[mealIndex % event.meals.length];
    if (yes && meal) await form.user.selectOptions(form.meal(guestName, event.title), meal);
  }
}

/** A couple whose events offer meals at one of three (aGuestListWedding). */
const wedding = () => aGuestListWedding({ closeAtDeadline: false });
const mealEventOf = (content: WeddingContent) => {
  const event = content.events.find((candidate) => candidate.meals);
  if (!event?.meals) throw new Error("the content offers no meals");
  return { ...event, meals: event.meals };
};

describe("a household's form on its personal link", () => {
  it.each(FIXTURE_COUPLES)(
    "greets the household and asks each person of it about each of %s's events",
    async (_, couple) => {
      const content = couple();
      const form = openInvitation(content);
      expect(screen.getByRole("status").textContent).toBe("Opening your invitation…");
      expect(await screen.findByText("The Mensah household")).toBeTruthy();
      expect(screen.getByText("A personal invitation for")).toBeTruthy();
      expect(document.body.textContent).toContain(`Please let us know who is coming by ${content.rsvp.deadlineLabel}`);
      expect(form.guest("Ann Mensah")).toBeTruthy();
      expect(form.guest("Ben Mensah child")).toBeTruthy();
      expect(form.guest("Your guest")).toBeTruthy();
      for (const name of ["Ann Mensah", /^Ben Mensah/, "Your guest"]) {
        for (const event of content.events) {
          // Nothing is assumed for anyone: no answer is picked in advance.
          expect(form.answer(name, event.title, true)).toHaveProperty("checked", false);
          expect(form.answer(name, event.title, false)).toHaveProperty("checked", false);
          expect(form.asksMeal(name, event.title)).toBe(false);
        }
        expect(form.asksDietary(name)).toBe(false);
      }
      expect(form.button("Send our answers")).toBeTruthy();
      expect(form.server.sentTo(INVITATION).map((request) => request.method)).toEqual(["GET"]);
    },
  );

  it("an empty send marks every question, takes the keyboard to the first, and sends nothing", async () => {
    const content = wedding();
    const view = invitationView(content);
    const form = openInvitation(content, view);
    await form.user.click(await screen.findByRole("button", { name: "Send our answers" }));

    await expectErrorToast(
      rulesMessage(
        content,
        view,
        FAMILY.map((guest) => ({ guestId: guest.id, answers: {} })),
      ),
    );
    const [firstEvent] = content.events;
    const first = form.answer("Ann Mensah", firstEvent?.title ?? "", true);
    expect(document.activeElement).toBe(first);
    for (const name of ["Ann Mensah", /^Ben Mensah/, "Your guest"]) {
      for (const event of content.events) {
        for (const coming of [true, false]) {
          const radio = form.answer(name, event.title, coming);
          expect(radio.getAttribute("aria-invalid")).toBe("true");
          expect(descriptionOf(radio)).toBe(FIELD_MESSAGES.attending);
        }
      }
    }
    expect(form.server.sentTo(INVITATION, "PUT")).toEqual([]);

    // Answered, a question's problem goes.
    await form.user.click(first);
    expect(first.hasAttribute("aria-invalid")).toBe(false);
  });

  it("asks a meal only of a guest coming to an event that offers meals, and needs one", async () => {
    const content = wedding();
    const mealEvent = mealEventOf(content);
    const view = invitationView(content, [guestView({ id: "g-dee", name: "Dee Mensah" })]);
    const form = openInvitation(content, view);
    await screen.findByText("The Mensah household");
    expect(form.asksMeal("Dee Mensah", mealEvent.title)).toBe(false);
    await form.user.click(form.answer("Dee Mensah", mealEvent.title, true));
    const meal = form.meal("Dee Mensah", mealEvent.title);
    expect([...meal.options].map((option) => option.value)).toEqual(["", ...mealEvent.meals]);
    // Events without meals ask none, even of a guest who comes.
    for (const event of content.events.filter((candidate) => !candidate.meals)) {
      await form.user.click(form.answer("Dee Mensah", event.title, true));
      expect(form.asksMeal("Dee Mensah", event.title)).toBe(false);
    }

    await form.user.click(form.button("Send our answers"));
    await expectErrorToast(
      rulesMessage(content, view, [{ guestId: "g-dee", answers: everyEvent(content, (id) => id === mealEvent.id) }]),
    );
    expect(document.activeElement).toBe(meal);
    expect(descriptionOf(meal)).toBe(FIELD_MESSAGES.meal);

    await form.user.click(form.answer("Dee Mensah", mealEvent.title, false));
    expect(form.asksMeal("Dee Mensah", mealEvent.title)).toBe(false);
    expect(form.server.sentTo(INVITATION, "PUT")).toEqual([]);
  });

  it("asks dietary needs only of a guest who comes to something, and a name only of a seat who comes", async () => {
    const content = wedding();
    const view = invitationView(content);
    const form = openInvitation(content, view);
    await screen.findByText("The Mensah household");
    await answerAll(form, content, "Your guest", () => false);
    expect(form.asksDietary("Your guest")).toBe(false);
    await answerAll(form, content, "Ann Mensah", () => true);
    await answerAll(form, content, /^Ben Mensah/, () => false);
    expect(form.asksDietary("Ann Mensah")).toBe(true);

    const [firstEvent] = content.events;
    await form.user.click(form.answer("Your guest", firstEvent?.title ?? "", true));
    expect(form.asksDietary("Your guest")).toBe(true);
    await form.user.click(form.button("Send our answers"));
    const firstMeal = (eventId: string) => content.events.find((event) => event.id === eventId)?.meals?.[0] ?? null;
    await expectErrorToast(
      rulesMessage(content, view, [
        { guestId: "g-ann", answers: everyEvent(content, () => true, firstMeal) },
        { guestId: "g-ben", answers: everyEvent(content, () => false) },
        { guestId: "g-seat", name: "", answers: everyEvent(content, (id) => id === firstEvent?.id) },
      ]),
    );
    expect(document.activeElement).toBe(form.seatName());
    expect(descriptionOf(form.seatName())).toBe(FIELD_MESSAGES.seatName);
    expect(form.server.sentTo(INVITATION, "PUT")).toEqual([]);
  });

  it("sends each person's answers, meals and dietary needs, the seat's name and the message with the version it saw; then thanks them and shows the answers", async () => {
    const content = wedding();
    const mealEvent = mealEventOf(content);
    const [firstEvent] = content.events;
    const view = invitationView(content);
    const form = openInvitation(content, view);
    const gtag = captureGtag();
    const held = heldAnswer();
    form.server.on("PUT", INVITATION, held.answer);
    await screen.findByText("The Mensah household");

    await answerAll(form, content, "Ann Mensah", () => true);
    await form.user.type(form.dietary("Ann Mensah"), " No peanuts ");
    await answerAll(form, content, /^Ben Mensah/, (id) => id === mealEvent.id, 1);
    await answerAll(form, content, "Your guest", (id) => id === firstEvent?.id);
    await form.user.type(form.seatName(), "Cara Friend");
    await form.user.type(form.message(), "We can't wait!");
    await form.user.click(form.button("Send our answers"));

    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect(isDisabled(sending)).toBe(true);
    expect(isDisabled(form.message())).toBe(true);
    const [put] = form.server.sentTo(INVITATION, "PUT");
    const mealOf = (index: number) => (eventId: string) =>
      eventId === mealEvent.id ? (mealEvent.meals[index] ?? null) : null;
    const request: AnswerRequest = {
      version: view.household.version,
      message: "We can't wait!",
      guests: [
        { guestId: "g-ann", dietary: "No peanuts", answers: everyEvent(content, () => true, mealOf(0)) },
        { guestId: "g-ben", dietary: "", answers: everyEvent(content, (id) => id === mealEvent.id, mealOf(1)) },
        {
          guestId: "g-seat",
          name: "Cara Friend",
          dietary: "",
          answers: everyEvent(content, (id) => id === firstEvent?.id, mealOf(0)),
        },
      ],
    };
    expect(put?.body).toEqual(request);

    held.release(json(200, storedView(view, request)));
    const thanks = await screen.findByText(PAGE_WORDS_EN.household.saved);
    // Focused by an effect once the words are shown: on a busy machine, a moment after.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    const summary = screen.getByTestId("answers-summary");
    expect(summary.textContent).toContain(`Coming · ${mealEvent.meals[0]}`);
    expect(summary.textContent).toContain(`Coming · ${mealEvent.meals[1]}`);
    expect(summary.textContent).toContain("Not coming");
    expect(summary.textContent).toContain("Cara Friend");
    expect(summary.textContent).toContain("No peanuts");
    expect(summary.textContent).toContain("We can't wait!");
    expect(gtag.events("rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "attending", value: 3 },
    ]);

    // And back to the form, filled in, to change them.
    await form.user.click(form.button("Change our answers"));
    expect(form.button("Save our answers")).toBeTruthy();
    expect(form.answer(/^Ben Mensah/, mealEvent.title, true)).toHaveProperty("checked", true);
    await waitFor(() => expect(document.activeElement).toBe(form.answer("Ann Mensah", firstEvent?.title ?? "", true)));
  });

  it("the greeting at the page's top says the answers saved, not those the page opened with", async () => {
    const content = wedding();
    const view = invitationView(content);
    // The greeting as the personal link's page puts it above the app.
    document.body.insertAdjacentHTML("afterbegin", invitationGreeting(view, content, PAGE_WORDS_EN).value);
    const greeting = () => document.getElementById(GREETING_ID)?.textContent ?? "";
    try {
      expect(greeting()).not.toContain(HOUSEHOLD_GREETING_WORDS.coming);
      const form = openInvitation(content, view);
      form.server.on("PUT", INVITATION, (request) =>
        json(200, storedView(view, AnswerRequestSchema.parse(request.body)))(),
      );
      // The greeting names the household at once: the form is there once its first guest is.
      await screen.findByRole("group", { name: "Ann Mensah" });
      for (const name of ["Ann Mensah", /^Ben Mensah/, "Your guest"]) await answerAll(form, content, name, () => true);
      await form.user.type(form.seatName(), "Cara Friend");
      await form.user.click(form.button("Send our answers"));
      await screen.findByText(PAGE_WORDS_EN.household.saved);
      // Drawn again once the saved answers have rendered (an effect after the commit).
      await waitFor(() =>
        expect(greeting()).toContain(`${HOUSEHOLD_GREETING_WORDS.coming}: Ann Mensah, Ben Mensah, Cara Friend`),
      );
      expect(greeting()).toContain(HOUSEHOLD_GREETING_WORDS.change);
    } finally {
      document.getElementById(GREETING_ID)?.remove();
    }
  });

  it("a return visit finds the stored answers in the form, to change and save", async () => {
    const content = wedding();
    const mealEvent = mealEventOf(content);
    const answers = everyEvent(
      content,
      () => true,
      (id) => (id === mealEvent.id ? (mealEvent.meals[1] ?? null) : null),
    );
    const view = invitationView(
      content,
      [
        guestView({ id: "g-ann", name: "Ann Mensah", dietary: "No peanuts", answers }),
        guestView({ id: "g-seat", isSeat: true, name: "Cara Friend", answers }),
      ],
      { message: "See you there", answeredAt: "2026-01-10T09:00:00.000Z" },
    );
    const form = openInvitation(content, view);
    expect(await screen.findByText("Your answers are filled in below: change anything, then save.")).toBeTruthy();
    for (const event of content.events) {
      expect(form.answer("Ann Mensah", event.title, true)).toHaveProperty("checked", true);
    }
    expect(form.meal("Ann Mensah", mealEvent.title)).toHaveProperty("value", mealEvent.meals[1]);
    expect(form.dietary("Ann Mensah")).toHaveProperty("value", "No peanuts");
    expect(form.seatName()).toHaveProperty("value", "Cara Friend");
    expect(form.message()).toHaveProperty("value", "See you there");
    expect(form.button("Save our answers")).toBeTruthy();

    form.server.on("PUT", INVITATION, (request) =>
      Response.json(storedView(view, AnswerRequestSchema.parse(request.body))),
    );
    const [firstEvent] = content.events;
    await form.user.click(form.answer("Ann Mensah", firstEvent?.title ?? "", false));
    await form.user.click(form.button("Save our answers"));
    expect(await screen.findByText(PAGE_WORDS_EN.household.saved)).toBeTruthy();
    const [put] = form.server.sentTo(INVITATION, "PUT");
    expect(put?.body).toMatchObject({
      version: view.household.version,
      guests: [{ guestId: "g-ann", answers: { [firstEvent?.id ?? ""]: { attending: false, meal: null } } }, {}],
    });
  });

  it("when nobody can come, thanks them for letting the couple know", async () => {
    const content = wedding();
    const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]);
    const form = openInvitation(content, view);
    const gtag = captureGtag();
    await screen.findByText("The Mensah household");
    await answerAll(form, content, "Ann Mensah", () => false);
    form.server.on("PUT", INVITATION, (request) =>
      Response.json(storedView(view, AnswerRequestSchema.parse(request.body))),
    );
    await form.user.click(form.button("Send our answers"));
    expect(await screen.findByText(PAGE_WORDS_EN.household.declinedThanks)).toBeTruthy();
    expect(screen.getByText(PAGE_WORDS_EN.household.saved)).toBeTruthy();
    expect(gtag.events("rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "not_attending", value: 0 },
    ]);
  });

  it("someone else in the household saved first: says so in place, shows their answers, and sends on their version", async () => {
    const content = wedding();
    const guests = [guestView({ id: "g-eve", name: "Eve Mensah" }), guestView({ id: "g-finn", name: "Finn Mensah" })];
    const view = invitationView(content, guests);
    const form = openInvitation(content, view);
    await screen.findByText("The Mensah household");
    // The other person said everyone comes, with the first meal.
    const theirs = storedView(view, {
      version: view.household.version,
      message: "",
      guests: guests.map((guest) => ({
        guestId: guest.id,
        answers: everyEvent(
          content,
          () => true,
          (id) => content.events.find((event) => event.id === id)?.meals?.[0] ?? null,
        ),
      })),
    });
    form.server.on(
      "PUT",
      INVITATION,
      json(
        409,
        VersionConflictBodySchema.parse({
          error: { code: HOUSEHOLD_ERROR_CODES.versionConflict, message: "Changed meanwhile." },
          current: theirs,
        }),
      ),
    );
    await answerAll(form, content, "Eve Mensah", () => false);
    await answerAll(form, content, "Finn Mensah", () => false);
    await form.user.click(form.button("Send our answers"));

    const alert = await screen.findByText(PAGE_WORDS_EN.household.versionConflict);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(alert);
    const [firstEvent] = content.events;
    expect(form.answer("Eve Mensah", firstEvent?.title ?? "", true)).toHaveProperty("checked", true);
    expect(form.answer("Finn Mensah", firstEvent?.title ?? "", true)).toHaveProperty("checked", true);
    // Said once, in place: no toast repeats it.
    expect(within(screen.getByRole("region", { name: "Notifications" })).queryAllByRole("alert")).toEqual([]);

    form.server.on("PUT", INVITATION, json(200, theirs));
    await answerAll(form, content, "Finn Mensah", () => false);
    await form.user.click(form.button("Save our answers"));
    expect(await screen.findByText(PAGE_WORDS_EN.household.saved)).toBeTruthy();
    const puts = form.server.sentTo(INVITATION, "PUT");
    expect(puts.map((put) => AnswerRequestSchema.parse(put.body).version)).toEqual([
      view.household.version,
      theirs.household.version,
    ]);
  });

  describe("says why the answers were not saved, and keeps them", () => {
    it.each([
      [
        "too many tries from the connection",
        apiError(429, HOUSEHOLD_ERROR_CODES.rateLimited, "Too many.", { "Retry-After": "60" }),
        PAGE_WORDS_EN.household.rateLimited,
      ],
      [
        "a link that no longer finds its household",
        apiError(404, HOUSEHOLD_ERROR_CODES.notFound, "Gone."),
        PAGE_WORDS_EN.household.notFound,
      ],
      [
        "an answer the server's rules refuse",
        json(400, {
          ...errorBody(HOUSEHOLD_ERROR_CODES.invalid, "This event has no meal choice."),
          problem: "noMeals",
        }),
        PAGE_WORDS_EN.householdProblems.noMeals,
      ],
      [
        "an answer refused by a rule the page does not know",
        apiError(400, HOUSEHOLD_ERROR_CODES.invalid, "Not like that."),
        PAGE_WORDS_EN.householdProblems.refused,
      ],
      // The server's own words are for the couple: the page says what it knows, the status.
      ["an error of the server", apiError(500, "internal_error", "disk full"), saveFailedMessage("server error 500")],
      ["no answer at all", unreachable, saveFailedMessage("could not reach the server")],
    ])("%s", async (_, answer, message) => {
      const content = wedding();
      const form = openInvitation(content, invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]));
      form.server.on("PUT", INVITATION, answer);
      await screen.findByText("The Mensah household");
      await answerAll(form, content, "Ann Mensah", () => false);
      await form.user.click(form.button("Send our answers"));

      await expectErrorToast(message);
      const send = await screen.findByRole("button", { name: "Send our answers" });
      expect(isDisabled(send)).toBe(false);
      const [firstEvent] = content.events;
      expect(form.answer("Ann Mensah", firstEvent?.title ?? "", false)).toHaveProperty("checked", true);
    });

    it("offline: the answers are kept on the phone, said as not sent, and saved once when the connection returns", async () => {
      const content = wedding();
      const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]);
      const form = openInvitation(content, view);
      await screen.findByText("The Mensah household");
      await answerAll(form, content, "Ann Mensah", () => false);
      setOnline(false);
      await form.user.click(form.button(PAGE_WORDS_EN.householdButton.send));
      await screen.findByText(PAGE_WORDS_EN.keptAnswer.household);
      expect(form.server.sentTo(INVITATION, "PUT")).toEqual([]);
      expect(localStorage.getItem(KEPT)).not.toBeNull();

      form.server.on("PUT", INVITATION, ({ body }) => json(200, storedView(view, AnswerRequestSchema.parse(body)))());
      setOnline(true);
      setOnline(true);
      await screen.findByText(PAGE_WORDS_EN.household.declinedThanks);
      expect(form.server.sentTo(INVITATION, "PUT")).toHaveLength(1);
      expect(form.server.sentTo(INVITATION, "PUT")[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(
        IDEMPOTENCY_KEY_PATTERN,
      );
      expect(localStorage.getItem(KEPT)).toBeNull();
    });

    it("opens on answers kept on the last visit when there is no signal, and sends them when there is", async () => {
      const content = wedding();
      const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]);
      const form = {
        guests: [
          {
            guestId: "g-ann",
            isSeat: false,
            isChild: false,
            name: "Ann Mensah",
            dietary: "",
            choices: Object.fromEntries(content.events.map((event) => [event.id, { attending: false, meal: "" }])),
          },
        ],
        message: "",
      };
      localStorage.setItem(KEPT, JSON.stringify({ key: "kept-household-key-0123", answer: { view, form } }));
      setOnline(false);
      const page = openInvitation(content, unreachable);
      await screen.findByText(PAGE_WORDS_EN.keptAnswer.household);
      const [firstEvent] = content.events;
      expect(page.answer("Ann Mensah", firstEvent?.title ?? "", false)).toHaveProperty("checked", true);

      page.server.on("PUT", INVITATION, json(200, storedView(view, { version: 4, guests: [], message: "" })));
      setOnline(true);
      await waitFor(() => expect(page.server.sentTo(INVITATION, "PUT")).toHaveLength(1));
      expect(page.server.sentTo(INVITATION, "PUT")[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
        "kept-household-key-0123",
      );
    });

    it("sends one save for a double tap, its repeat after a lost answer under the same key, and clears the errors", async () => {
      const content = wedding();
      const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]);
      const form = openInvitation(content, view);
      const lost = lostAnswer();
      form.server.on("PUT", INVITATION, lost.answer);
      await screen.findByText("The Mensah household");
      // A problem's message goes once it is put right.
      await form.user.click(form.button(PAGE_WORDS_EN.householdButton.send));
      await waitFor(() => expect(openErrorToasts()).toHaveLength(1));
      await answerAll(form, content, "Ann Mensah", () => false);
      await waitFor(() => expect(openErrorToasts()).toEqual([]));

      const send = form.button(PAGE_WORDS_EN.householdButton.send);
      await form.user.dblClick(send);
      expect(send.textContent).toBe(PAGE_WORDS_EN.householdButton.sending);
      await waitFor(() => expect(form.server.sentTo(INVITATION, "PUT")).toHaveLength(1));
      lost.lose();
      await expectErrorToast(saveFailedMessage("could not reach the server"));
      form.server.on("PUT", INVITATION, ({ body }) => json(200, storedView(view, AnswerRequestSchema.parse(body)))());
      await form.user.click(await screen.findByRole("button", { name: PAGE_WORDS_EN.householdButton.send }));
      await screen.findByText(PAGE_WORDS_EN.household.declinedThanks);
      expect(openErrorToasts()).toEqual([]);
      const keys = form.server.sentTo(INVITATION, "PUT").map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it("past the deadline: the server's words take the form's place, above the answers as stored", async () => {
      const content = wedding();
      const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })]);
      const closed = closedText(PAGE_WORDS_EN, content.rsvp.deadlineLabel, content.rsvp.contacts);
      const form = openInvitation(content, view);
      form.server.on("PUT", INVITATION, apiError(403, HOUSEHOLD_ERROR_CODES.closed, closed));
      await screen.findByText("The Mensah household");
      await answerAll(form, content, "Ann Mensah", () => false);
      await form.user.click(form.button("Send our answers"));

      await expectErrorToast(closed);
      expect((await screen.findByTestId("rsvp-closed")).textContent).toBe(closed);
      expect(screen.queryByRole("button", { name: "Send our answers" })).toBeNull();
      expect(screen.getByRole("heading", { name: "Your answers" })).toBeTruthy();
      expect(screen.getByTestId("answers-summary").textContent).toContain("No answer yet");
    });
  });

  it("a household whose answers have closed sees the closed message and its answers, no form", async () => {
    const content = wedding();
    const view = invitationView(content, [guestView({ id: "g-ann", name: "Ann Mensah" })], {}, { open: false });
    openInvitation(content, view);
    const notice = await screen.findByTestId("rsvp-closed");
    expect(notice.textContent).toBe(closedText(PAGE_WORDS_EN, view.window.deadlineLabel, content.rsvp.contacts));
    expect(screen.getByTestId("answers-summary").textContent).toContain("Ann Mensah");
    expect(screen.queryByRole("button", { name: "Send our answers" })).toBeNull();
  });
});

describe("a personal link that does not open", () => {
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it.each([
    [
      "a household that is gone",
      apiError(404, HOUSEHOLD_ERROR_CODES.notFound, "Not found."),
      PAGE_WORDS_EN.household.notFound,
    ],
    [
      "too many wrong codes from one connection",
      apiError(429, HOUSEHOLD_ERROR_CODES.rateLimited, "Too many.", { "Retry-After": "60" }),
      PAGE_WORDS_EN.household.rateLimited,
    ],
  ])("%s is explained in the RSVP section, with neither form", async (_, answer, message) => {
    // The section as the page has it: on a personal link, the household's form takes the open form's place.
    window.history.replaceState(null, "", invitationPath(CODE));
    const server = fakeServer();
    server.on("GET", INVITATION, answer);
    renderOnPage(<Rsvp content={wedding()} />);
    const section = screen.getByRole("region", { name: "RSVP" });
    expect((await within(section).findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(message);
    expect(within(section).queryByRole("button", { name: "Submit RSVP" })).toBeNull();
    expect(within(section).queryByRole("button", { name: /answers/ })).toBeNull();
  });

  it("a link cut short cannot be anyone's: nothing is asked", async () => {
    const server = fakeServer();
    renderOnPage(<HouseholdRsvp path={invitationPath(CODE.slice(0, 10))} content={wedding()} />);
    expect((await screen.findByRole("alert")).textContent).toBe(PAGE_WORDS_EN.household.notFound);
    expect(server.sentTo(INVITATION)).toEqual([]);
  });

  it("no answer from the server offers to try again, which opens the invitation", async () => {
    const content = wedding();
    const form = openInvitation(content, unreachable);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("could not reach the server");
    form.server.on("GET", INVITATION, json(200, invitationView(content)));
    await form.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Send our answers" })).toBeTruthy();
  });

  it("offline, says the invitation needs a connection", async () => {
    setOnline(false);
    openInvitation(wedding(), unreachable);
    expect((await screen.findByRole("alert")).textContent).toContain("offline");
    expect(screen.queryByRole("button", { name: "Send our answers" })).toBeNull();
  });
});
