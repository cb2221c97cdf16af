import { type AdminHousehold, type HouseholdInput, HouseholdInputSchema } from "../../../shared/household-schemas.ts";
import type { EventAnswer } from "../../../shared/households.ts";
import type { GuestListSite } from "./guest-list.ts";

/**
 * The add / edit household form's state, and the HouseholdInput it sends.
 * Everything is a string or a flag while the couple types; the request is
 * made and checked (HouseholdInputSchema, and the meal rule of
 * checkHouseholdAnswers) only when they save.
 */

export type AnswerChoice = "none" | "attending" | "declined";

export interface FormAnswer {
  choice: AnswerChoice;
  /** "" until a meal is chosen. */
  meal: string;
}

export interface FormGuest {
  /** React's key: the guest's id, or a new one made here. */
  key: string;
  /** Absent for a guest added in this form. */
  id?: string;
  name: string;
  isChild: boolean;
  /** An unnamed "guest of" seat the household names; its name may stay empty. */
  isSeat: boolean;
  dietary: string;
  /** By event id. */
  answers: Record<string, FormAnswer>;
}

export interface HouseholdForm {
  displayName: string;
  email: string;
  phone: string;
  eventIds: string[];
  guests: FormGuest[];
  message: string;
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `new-guest-${nextKey}`;
};

export function newGuest(kind: "adult" | "child" | "seat"): FormGuest {
  return {
    key: newKey(),
    name: "",
    isChild: kind === "child",
    isSeat: kind === "seat",
    dietary: "",
    answers: {},
  };
}

/** A new household: invited to every event, one guest to name. */
export function blankForm(site: Pick<GuestListSite, "events">): HouseholdForm {
  return {
    displayName: "",
    email: "",
    phone: "",
    eventIds: site.events.map((event) => event.id),
    guests: [newGuest("adult")],
    message: "",
  };
}

export function formFromHousehold(household: AdminHousehold): HouseholdForm {
  return {
    displayName: household.displayName,
    email: household.email ?? "",
    phone: household.phone ?? "",
    eventIds: [...household.eventIds],
    guests: household.guests.map((guest) => ({
      key: guest.id,
      id: guest.id,
      name: guest.name ?? "",
      isChild: guest.isChild,
      isSeat: guest.isSeat,
      dietary: guest.dietary ?? "",
      answers: Object.fromEntries(
        Object.entries(guest.answers).map(([eventId, answer]) => [
          eventId,
          { choice: answer.attending ? "attending" : "declined", meal: answer.meal ?? "" },
        ]),
      ),
    })),
    message: household.message ?? "",
  };
}

/** The guest's answer to one event as the form shows it ("no answer" until set). */
export function formAnswer(guest: FormGuest, eventId: string): FormAnswer {
  return guest.answers[eventId] ?? { choice: "none", meal: "" };
}

export type FormCheck = { ok: true; input: HouseholdInput } | { ok: false; message: string };

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The request for the form, or what to fix first. Answers are sent for the
 * events the household is invited to and the guest has an answer for: an
 * event set back to "no answer" is left out, and so cleared.
 */
export function householdInputFromForm(form: HouseholdForm, site: Pick<GuestListSite, "events">): FormCheck {
  // In the content's order, whatever order they were ticked in.
  const eventIds = site.events.map((event) => event.id).filter((id) => form.eventIds.includes(id));
  const guests = [];
  for (const [index, guest] of form.guests.entries()) {
    const name = orNull(guest.name);
    if (name === null && !guest.isSeat) {
      return { ok: false, message: `Please give guest ${index + 1} a name, or make them an unnamed guest.` };
    }
    const answers: Record<string, EventAnswer> = {};
    for (const event of site.events) {
      if (!eventIds.includes(event.id)) continue;
      const answer = formAnswer(guest, event.id);
      if (answer.choice === "none") continue;
      const who = name ?? `guest ${index + 1}`;
      if (answer.choice === "attending" && guest.isSeat && name === null) {
        return { ok: false, message: `Please give the name of guest ${index + 1}, who is coming to ${event.title}.` };
      }
      if (answer.choice === "attending" && event.meals && !event.meals.includes(answer.meal)) {
        return { ok: false, message: `Please choose ${who}'s meal for ${event.title}.` };
      }
      answers[event.id] = {
        attending: answer.choice === "attending",
        meal: answer.choice === "attending" && event.meals ? answer.meal : null,
      };
    }
    guests.push({
      ...(guest.id ? { id: guest.id } : {}),
      name,
      isChild: guest.isChild,
      isSeat: guest.isSeat,
      dietary: orNull(guest.dietary),
      answers,
    });
  }
  const parsed = HouseholdInputSchema.safeParse({
    displayName: form.displayName.trim(),
    email: orNull(form.email),
    phone: orNull(form.phone),
    eventIds,
    guests,
    message: orNull(form.message),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue ? issueMessage(issue.path, issue.message) : "Please check the form." };
  }
  return { ok: true, input: parsed.data };
}

const FIELD_LABELS: Record<string, string> = {
  displayName: "Household name",
  email: "Email",
  phone: "Phone",
  message: "Message",
  name: "name",
  dietary: "dietary needs",
};

/** The schema's own sentences as they are; its generic ones ("Too big…") prefixed with the field, e.g. "Guest 2's name: …". */
function issueMessage(path: readonly PropertyKey[], message: string): string {
  if (/^[A-Z].*\.$/.test(message)) return message;
  const [field, index, guestField] = path;
  const label =
    field === "guests" && typeof index === "number"
      ? `Guest ${index + 1}'s ${FIELD_LABELS[String(guestField)] ?? "details"}`
      : (FIELD_LABELS[String(field)] ?? "The form");
  return `${label}: ${message}`;
}
