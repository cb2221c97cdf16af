import type { WeddingContent } from "../../../shared/content-schema.ts";
import { isRecord } from "../../../shared/error-body.ts";
import type { AnswerRequest, GuestView, InvitationView } from "../../../shared/household-schemas.ts";
import {
  type AnswerCheck,
  type AnswerRules,
  checkHouseholdAnswers,
  type EventAnswer,
  HOUSEHOLD_LIMITS,
} from "../../../shared/households.ts";
import type { PageWords } from "../../../shared/words/page-en.ts";
import { fill } from "../../../shared/words/words.ts";

/**
 * The household form's state and rules, apart from React: what the form
 * starts from (the stored answers), what it sends, and which field each
 * problem belongs to. The rules themselves are the shared ones
 * (checkHouseholdAnswers), the same the server applies.
 */

/** An event as the form shows it: the content's words, the household's invitation. */
export interface InvitedEvent {
  id: string;
  title: string;
  meals: readonly string[] | undefined;
}

export interface EventChoice {
  /** Null until the guest picks one: nothing is assumed for them. */
  attending: boolean | null;
  /** "" until one is chosen. */
  meal: string;
}

export interface GuestForm {
  guestId: string;
  isSeat: boolean;
  isChild: boolean;
  /** A named guest's name (not editable), or what the household typed for a seat. */
  name: string;
  dietary: string;
  choices: Record<string, EventChoice>;
}

export interface HouseholdForm {
  guests: GuestForm[];
  message: string;
}

/** The household's events in its order, worded from the content (an id the content lost keeps its id as title). */
export function formEvents(view: InvitationView, events: WeddingContent["events"]): InvitedEvent[] {
  return view.household.eventIds.map((id) => {
    const event = events.find((candidate) => candidate.id === id);
    return event ? { id, title: event.title, meals: event.meals } : { id, title: id, meals: undefined };
  });
}

/** The form as the stored answers leave it: a first visit starts with nothing chosen. */
export function formFromView(view: InvitationView): HouseholdForm {
  return {
    guests: view.household.guests.map((guest) => ({
      guestId: guest.id,
      isSeat: guest.isSeat,
      isChild: guest.isChild,
      name: guest.name ?? "",
      dietary: guest.dietary ?? "",
      choices: Object.fromEntries(
        view.household.eventIds.map((eventId) => {
          const answer = guest.answers[eventId];
          return [eventId, { attending: answer?.attending ?? null, meal: answer?.meal ?? "" }];
        }),
      ),
    })),
    message: view.household.message ?? "",
  };
}

export const attendsAnything = (guest: GuestForm): boolean =>
  Object.values(guest.choices).some((choice) => choice.attending === true);

/**
 * What the PUT sends. An event not answered yet is left out, so the shared
 * rules name it; a meal goes only with attending an event that lists meals;
 * dietary needs only for a guest who comes to something.
 */
export function answerRequest(form: HouseholdForm, events: readonly InvitedEvent[], version: number): AnswerRequest {
  return {
    version,
    guests: form.guests.map((guest) => {
      const answers: Record<string, EventAnswer> = {};
      for (const event of events) {
        const choice = guest.choices[event.id];
        if (!choice || choice.attending === null) continue;
        const meal = choice.attending && event.meals && choice.meal !== "" ? choice.meal : null;
        answers[event.id] = { attending: choice.attending, meal };
      }
      return {
        guestId: guest.guestId,
        ...(guest.isSeat ? { name: guest.name.trim() } : {}),
        dietary: attendsAnything(guest) ? guest.dietary.trim() : "",
        answers,
      };
    }),
    message: form.message.trim(),
  };
}

export function answerRules(view: InvitationView, events: readonly InvitedEvent[]): AnswerRules {
  return {
    guests: view.household.guests.map((guest) => ({ id: guest.id, isSeat: guest.isSeat })),
    eventIds: view.household.eventIds,
    mealsByEvent: Object.fromEntries(events.map((event) => [event.id, event.meals])),
  };
}

/** The id of each field that can hold a problem, so the page can point at it (and focus it). */
export const fieldKey = {
  name: (guestId: string) => `name-${guestId}`,
  attending: (guestId: string, eventId: string) => `attending-${guestId}-${eventId}`,
  meal: (guestId: string, eventId: string) => `meal-${guestId}-${eventId}`,
  dietary: (guestId: string) => `dietary-${guestId}`,
  message: "message",
} as const;

type ProblemWords = PageWords["householdProblems"];

/** The words under each field, in the page's language, limits filled in. */
export function fieldMessages(words: ProblemWords) {
  return {
    seatName: words.seatName,
    attending: words.attending,
    meal: words.meal,
    name: fill(words.name, { max: HOUSEHOLD_LIMITS.guestName }),
    dietary: fill(words.dietary, { max: HOUSEHOLD_LIMITS.dietary }),
    message: fill(words.message, { max: HOUSEHOLD_LIMITS.message }),
  };
}

/** The shared rules' verdict in the page's words, by its code. */
export function answerCheckText(check: AnswerCheck, words: ProblemWords): string {
  if (check.ok) return "";
  return fill(words[check.problem], {
    max: check.problem === "dietaryTooLong" ? HOUSEHOLD_LIMITS.dietary : HOUSEHOLD_LIMITS.guestName,
  });
}

export interface FieldProblem {
  field: string;
  message: string;
}

export interface FormCheck {
  /** In the order the fields appear, so the first is the one to focus. */
  problems: FieldProblem[];
  /** The shared rules' verdict on what would be sent (its code; answerCheckText words it). */
  check: AnswerCheck;
}

/** Every problem next to its field, and the shared rules' verdict; the form is sent only when both are clear. */
export function checkForm(
  form: HouseholdForm,
  view: InvitationView,
  events: readonly InvitedEvent[],
  words: ProblemWords,
): FormCheck {
  const FIELD_MESSAGES = fieldMessages(words);
  const problems: FieldProblem[] = [];
  for (const guest of form.guests) {
    if (guest.isSeat && guest.name.trim().length > HOUSEHOLD_LIMITS.guestName) {
      problems.push({ field: fieldKey.name(guest.guestId), message: FIELD_MESSAGES.name });
    } else if (guest.isSeat && attendsAnything(guest) && guest.name.trim() === "") {
      problems.push({ field: fieldKey.name(guest.guestId), message: FIELD_MESSAGES.seatName });
    }
    for (const event of events) {
      const choice = guest.choices[event.id];
      if (!choice || choice.attending === null) {
        problems.push({ field: fieldKey.attending(guest.guestId, event.id), message: FIELD_MESSAGES.attending });
      } else if (choice.attending && event.meals && !event.meals.includes(choice.meal)) {
        problems.push({ field: fieldKey.meal(guest.guestId, event.id), message: FIELD_MESSAGES.meal });
      }
    }
    if (attendsAnything(guest) && guest.dietary.trim().length > HOUSEHOLD_LIMITS.dietary) {
      problems.push({ field: fieldKey.dietary(guest.guestId), message: FIELD_MESSAGES.dietary });
    }
  }
  if (form.message.trim().length > HOUSEHOLD_LIMITS.message) {
    problems.push({ field: fieldKey.message, message: FIELD_MESSAGES.message });
  }
  const request = answerRequest(form, events, view.household.version);
  return { problems, check: checkHouseholdAnswers(answerRules(view, events), request.guests) };
}

type HouseholdWords = PageWords["household"];

/** How a guest is called on the page: their name, or "Your guest" for a seat not named yet. */
export function guestLabel(guest: Pick<GuestView, "name" | "isSeat">, words: HouseholdWords, typedName = ""): string {
  const name = guest.name ?? typedName.trim();
  return name === "" ? words.yourGuest : name;
}

/** "Coming · Chicken and rice", "Not coming", or "No answer yet" for one guest and one event (the form's words). */
export function answerText(answer: EventAnswer | undefined, words: HouseholdWords): string {
  if (!answer) return words.noAnswer;
  if (!answer.attending) return words.notComing;
  return answer.meal ? fill(words.comingWithMeal, { meal: answer.meal }) : words.coming;
}

/** Whether anyone in the household comes to anything (the declined thank-you otherwise). */
export const anyoneAttending = (view: InvitationView): boolean =>
  view.household.guests.some((guest) => Object.values(guest.answers).some((answer) => answer.attending));

/** People coming to at least one event: the count the RSVP-submitted event carries. */
export const attendingGuestCount = (view: InvitationView): number =>
  view.household.guests.filter((guest) => Object.values(guest.answers).some((answer) => answer.attending)).length;

/** A form kept on the phone (an answer sent without signal), read back: undefined unless it is a form's shape. */
export function parseHouseholdForm(value: unknown): HouseholdForm | undefined {
  if (!isRecord(value) || typeof value.message !== "string" || !Array.isArray(value.guests)) return undefined;
  const guests = value.guests.map(parseGuestForm);
  return guests.every((guest) => guest !== undefined) ? { guests, message: value.message } : undefined;
}

function parseGuestForm(value: unknown): GuestForm | undefined {
  if (!isRecord(value) || !isRecord(value.choices)) return undefined;
  const { guestId, isSeat, isChild, name, dietary } = value;
  if (typeof guestId !== "string" || typeof isSeat !== "boolean" || typeof isChild !== "boolean") return undefined;
  if (typeof name !== "string" || typeof dietary !== "string") return undefined;
  const choices: Record<string, EventChoice> = {};
  for (const [eventId, choice] of Object.entries(value.choices)) {
    if (!isRecord(choice) || typeof choice.meal !== "string") return undefined;
    if (choice.attending !== null && typeof choice.attending !== "boolean") return undefined;
    choices[eventId] = { attending: choice.attending, meal: choice.meal };
  }
  return { guestId, isSeat, isChild, name, dietary, choices };
}
