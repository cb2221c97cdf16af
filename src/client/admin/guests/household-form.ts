import {
  type AdminHousehold,
  type HouseholdContactPatch,
  type HouseholdInput,
  HouseholdInputSchema,
} from "../../../shared/household-schemas.ts";
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
  /** The language code of its link, mails and card; "" for the site's first (sent as null). */
  language: string;
  /** Whose side it is on; "" for none (sent as null). */
  side: string;
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
    language: "",
    side: "",
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
    language: household.language ?? "",
    side: household.side ?? "",
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
    language: orNull(form.language),
    side: orNull(form.side.trim()),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue ? issueMessage(issue.path, issue.message) : "Please check the form." };
  }
  return { ok: true, input: parsed.data };
}

/** What the editor saves: the whole household, or, when only contact details changed, only those (answers never re-sent). */
export type HouseholdSave =
  | { kind: "household"; input: HouseholdInput }
  | { kind: "contact"; contact: Omit<HouseholdContactPatch, "version"> };

export type SaveCheck = { ok: true; save: HouseholdSave } | { ok: false; message: string };

const CONTACT_FIELDS = ["displayName", "email", "phone"] as const;

/**
 * What to send for the form: with `base` (the household as it was opened)
 * and only its name, email or phone changed, just those fields; otherwise
 * the whole household (a new one, or any change to events, guests, answers,
 * the message, the language or the side).
 */
export function householdSaveFromForm(
  base: HouseholdForm | null,
  form: HouseholdForm,
  site: Pick<GuestListSite, "events">,
): SaveCheck {
  const checked = householdInputFromForm(form, site);
  if (!checked.ok) return checked;
  const household: SaveCheck = { ok: true, save: { kind: "household", input: checked.input } };
  const opened = base ? householdInputFromForm(base, site) : null;
  if (!opened?.ok) return household;
  const { input } = checked;
  const rest = ({ eventIds, guests, message, language, side }: HouseholdInput) =>
    JSON.stringify({ eventIds, guests, message, language, side });
  if (rest(input) !== rest(opened.input)) return household;
  const changed = (field: (typeof CONTACT_FIELDS)[number]) => input[field] !== opened.input[field];
  if (!CONTACT_FIELDS.some(changed)) return household;
  const contact: Omit<HouseholdContactPatch, "version"> = {
    ...(changed("displayName") ? { displayName: input.displayName } : {}),
    ...(changed("email") ? { email: input.email } : {}),
    ...(changed("phone") ? { phone: input.phone } : {}),
  };
  return { ok: true, save: { kind: "contact", contact } };
}

/**
 * The couple's changes re-applied on the household as it is now: `mine` is
 * the form as they edited it, `base` the household they opened, `theirs` the
 * household now. What the couple changed (a field, an event ticked, a guest's
 * answer to one event, a guest added or removed) is taken from `mine`;
 * everything else, the guests' newer answers first, from `theirs`. A guest
 * gone meanwhile stays gone.
 */
export function mergeForms(base: HouseholdForm, mine: HouseholdForm, theirs: HouseholdForm): HouseholdForm {
  const pick = <T>(opened: T, edited: T, now: T, same: (a: T, b: T) => boolean = Object.is) =>
    same(edited, opened) ? now : edited;
  const baseGuests = new Map(base.guests.flatMap((guest) => (guest.id ? [[guest.id, guest] as const] : [])));
  const myGuests = new Map(mine.guests.flatMap((guest) => (guest.id ? [[guest.id, guest] as const] : [])));
  const guests: FormGuest[] = [];
  for (const now of theirs.guests) {
    const opened = now.id ? baseGuests.get(now.id) : undefined;
    const edited = now.id ? myGuests.get(now.id) : undefined;
    if (!opened) guests.push(now);
    else if (edited) {
      const events = new Set([
        ...Object.keys(opened.answers),
        ...Object.keys(edited.answers),
        ...Object.keys(now.answers),
      ]);
      const answers: Record<string, FormAnswer> = {};
      for (const eventId of events) {
        const answer = pick(
          formAnswer(opened, eventId),
          formAnswer(edited, eventId),
          formAnswer(now, eventId),
          sameAnswer,
        );
        if (answer.choice !== "none") answers[eventId] = answer;
      }
      guests.push({
        ...now,
        name: pick(opened.name, edited.name, now.name),
        isChild: pick(opened.isChild, edited.isChild, now.isChild),
        isSeat: pick(opened.isSeat, edited.isSeat, now.isSeat),
        dietary: pick(opened.dietary, edited.dietary, now.dietary),
        answers,
      });
    }
  }
  guests.push(...mine.guests.filter((guest) => !guest.id));
  const added = mine.eventIds.filter((id) => !base.eventIds.includes(id));
  const removed = new Set(base.eventIds.filter((id) => !mine.eventIds.includes(id)));
  return {
    displayName: pick(base.displayName, mine.displayName, theirs.displayName),
    email: pick(base.email, mine.email, theirs.email),
    phone: pick(base.phone, mine.phone, theirs.phone),
    eventIds: [...new Set([...theirs.eventIds.filter((id) => !removed.has(id)), ...added])],
    guests,
    message: pick(base.message, mine.message, theirs.message),
    language: pick(base.language, mine.language, theirs.language),
    side: pick(base.side, mine.side, theirs.side),
  };
}

const sameAnswer = (a: FormAnswer, b: FormAnswer) =>
  a.choice === b.choice && (a.choice !== "attending" || a.meal === b.meal);

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
