import { z } from "zod/mini";
import { cleanLine, cleanMultiline } from "./clean-text.ts";
import {
  RSVP_FIELD_MESSAGES,
  RSVP_FIELDS,
  RSVP_LIMITS,
  RSVP_MESSAGES,
  type RsvpField,
  type RsvpFieldErrors,
  type RsvpFieldProblems,
  type RsvpProblem,
} from "./rsvp-messages.ts";

/**
 * The RSVP rules, used by the form (instant feedback) and by the server (the
 * rules that count). zod/mini keeps the page's share small, and the page loads
 * this module only when a guest starts on the form.
 */

/**
 * The address rule browsers apply to <input type="email"> (WHATWG HTML), so
 * the server accepts exactly what the form lets through.
 */
export const BROWSER_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A request no form sends (a type error, a meal no event offers): from a script. */
export const NOT_EXPECTED = "The RSVP is not in the expected form.";

const tooLong = (field: string, max: number) => `${field} is too long (at most ${max} characters).`;

/** Cleaned (clean-text.ts: no control or bidi characters; a message keeps its line breaks), then measured. */
const trimmedText = (field: string, max: number, clean: (value: string) => string = cleanLine) =>
  z.pipe(z.string(), z.transform(clean)).check(z.maxLength(max, tooLong(field, max)));

/** What the form sends: the spec's form state, flattened. */
export const RsvpRequestSchema = z
  .object({
    name: trimmedText("Your name", RSVP_LIMITS.name),
    email: trimmedText("The email address", RSVP_LIMITS.email),
    attending: z.boolean(),
    bringingPartner: z._default(z.boolean(), false),
    partnerName: z._default(trimmedText("Your partner's name", RSVP_LIMITS.partnerName), ""),
    message: z._default(trimmedText("The message", RSVP_LIMITS.message, cleanMultiline), ""),
    /**
     * Per public event, by id (a wedding of several asks which; meals where an event offers them). Left out
     * (an answer kept on a phone by a page from before the form asked), a "Yes" is every public event, as then.
     */
    events: z.optional(
      z.record(
        z.string(),
        z.object({
          attending: z._default(z.boolean(), false),
          meal: z._default(z.string(), ""),
          partnerMeal: z._default(z.string(), ""),
        }),
      ),
    ),
  })
  .check(
    z.superRefine((rsvp, ctx) => {
      // The spec's one message for either missing, placed on each field it is about.
      for (const field of ["name", "email"] as const) {
        if (rsvp[field] === "") {
          ctx.addIssue({ code: "custom", message: RSVP_MESSAGES.missingNameOrEmail, path: [field] });
        }
      }
      if (rsvp.email !== "" && !BROWSER_EMAIL.test(rsvp.email)) {
        ctx.addIssue({ code: "custom", message: RSVP_FIELD_MESSAGES.invalidEmail, path: ["email"] });
      }
      if (rsvp.attending && rsvp.bringingPartner && rsvp.partnerName === "") {
        ctx.addIssue({ code: "custom", message: RSVP_MESSAGES.missingPartnerName, path: ["partnerName"] });
      }
    }),
  );

export type RsvpRequest = z.input<typeof RsvpRequestSchema>;

/** What the open form offers of an event: a public one, with its meals if it has any. */
export interface OpenFormEvent {
  id: string;
  meals?: readonly string[] | undefined;
}

/** One public event's answer as stored: the guest's meal and the partner's, where the event offers meals. */
export interface OpenEventAnswer {
  eventId: string;
  attending: boolean;
  meal: string | null;
  partnerMeal: string | null;
}

/** A valid RSVP as stored: no partner unless attending with one, no empty message. */
export interface ValidRsvp {
  name: string;
  email: string;
  attending: boolean;
  partnerName: string | null;
  message: string | null;
}

export type RsvpValidation =
  /** `events`: each public event offered, answered (none when the form offered none). */
  | { ok: true; rsvp: ValidRsvp; guestCount: 1 | 2; events: OpenEventAnswer[] }
  /**
   * `message` is the toast's (the spec's words, in English, for the server's answer); `fields` says the same field
   * by field; `problem` and `fieldProblems` are the same by code, for the page to say in the guest's language.
   */
  | { ok: false; message: string; fields: RsvpFieldErrors; problem: RsvpProblem; fieldProblems: RsvpFieldProblems };

type Issue = { code: string; message: string; path: readonly PropertyKey[] };

/** Each problem under its own field: the spec's shared "name and email" message split into its halves. */
export function rsvpFieldErrors(issues: readonly Issue[]): RsvpFieldErrors {
  const fields: RsvpFieldErrors = {};
  for (const issue of issues) {
    const field = RSVP_FIELDS.find((candidate) => candidate === issue.path[0]);
    if (!field || fields[field] || (issue.code !== "custom" && issue.code !== "too_big")) continue;
    fields[field] =
      issue.message === RSVP_MESSAGES.missingNameOrEmail
        ? field === "name"
          ? RSVP_FIELD_MESSAGES.missingName
          : RSVP_FIELD_MESSAGES.missingEmail
        : issue.message;
  }
  return fields;
}

const CODED_MESSAGES = { ...RSVP_FIELD_MESSAGES, missingNameOrEmail: RSVP_MESSAGES.missingNameOrEmail };

/** An issue's code: the message it carries, or the field it is too long for. */
function problemOf(issue: Issue | undefined, field?: RsvpField): RsvpProblem {
  if (!issue) return "notExpected";
  const name = field ?? RSVP_FIELDS.find((candidate) => candidate === issue.path[0]);
  if (issue.code === "too_big" && name && name !== "events") return `${name}TooLong`;
  if (issue.code !== "custom") return "notExpected";
  if (issue.message === RSVP_MESSAGES.missingNameOrEmail && field) {
    return field === "name" ? "missingName" : "missingEmail";
  }
  const code = (Object.keys(CODED_MESSAGES) as (keyof typeof CODED_MESSAGES)[]).find(
    (key) => CODED_MESSAGES[key] === issue.message,
  );
  return code ?? "notExpected";
}

/** Each field's problem by code, as rsvpFieldErrors words them. */
function fieldProblemsOf(issues: readonly Issue[]): RsvpFieldProblems {
  const problems: RsvpFieldProblems = {};
  for (const issue of issues) {
    const field = RSVP_FIELDS.find((candidate) => candidate === issue.path[0]);
    if (!field || problems[field] || (issue.code !== "custom" && issue.code !== "too_big")) continue;
    problems[field] = problemOf(issue, field);
  }
  return problems;
}

/**
 * Checks a request against the rules; the first problem comes back as the
 * message to show. `events` are the public events the form offers: with one,
 * a "Yes" is that event; with several, the guest says which (at least one).
 * A meal must be one the event offers (or none chosen).
 */
export function validateRsvp(input: unknown, events: readonly OpenFormEvent[] = []): RsvpValidation {
  const result = RsvpRequestSchema.safeParse(input);
  if (!result.success) {
    const { issues } = result.error;
    const issue = issues[0];
    // Type errors (a number for a name, no attending answer) come from scripts, not the form.
    const readable = issue?.code === "custom" || issue?.code === "too_big";
    return {
      ok: false,
      message: readable && issue ? issue.message : NOT_EXPECTED,
      fields: rsvpFieldErrors(issues),
      problem: readable ? problemOf(issue) : "notExpected",
      fieldProblems: fieldProblemsOf(issues),
    };
  }
  const { name, email, attending, bringingPartner, partnerName, message } = result.data;
  const withPartner = attending && bringingPartner;
  const answers = eventAnswers(result.data, events, withPartner);
  if (answers === null) return notExpected();
  if (attending && answers.length > 0 && !answers.some((answer) => answer.attending)) {
    const missing = RSVP_FIELD_MESSAGES.missingEvents;
    return {
      ok: false,
      message: missing,
      fields: { events: missing },
      problem: "missingEvents",
      fieldProblems: { events: "missingEvents" },
    };
  }
  return {
    ok: true,
    rsvp: {
      name,
      email,
      attending,
      partnerName: withPartner ? partnerName : null,
      message: message === "" ? null : message,
    },
    guestCount: withPartner ? 2 : 1,
    events: answers,
  };
}

function notExpected(): RsvpValidation {
  return { ok: false, message: NOT_EXPECTED, fields: {}, problem: "notExpected", fieldProblems: {} };
}

/** Each offered event's answer, or null for a meal no event offers (only a script sends one). */
function eventAnswers(
  request: {
    attending: boolean;
    events?: Record<string, { attending: boolean; meal: string; partnerMeal: string }> | undefined;
  },
  events: readonly OpenFormEvent[],
  withPartner: boolean,
): OpenEventAnswer[] | null {
  const answers: OpenEventAnswer[] = [];
  for (const event of events) {
    const given = request.events && Object.hasOwn(request.events, event.id) ? request.events[event.id] : undefined;
    // One public event: the spec's "Will you be attending?" is the answer for it.
    const attending =
      request.attending && (events.length === 1 || request.events === undefined || given?.attending === true);
    const meal = attending && event.meals ? chosenMeal(given?.meal ?? "", event.meals) : null;
    const partnerMeal =
      attending && withPartner && event.meals ? chosenMeal(given?.partnerMeal ?? "", event.meals) : null;
    if (meal === undefined || partnerMeal === undefined) return null;
    answers.push({ eventId: event.id, attending, meal, partnerMeal });
  }
  return answers;
}

/** The meal chosen (null for none yet), or undefined for one the event does not offer. */
function chosenMeal(meal: string, meals: readonly string[]): string | null | undefined {
  if (meal === "") return null;
  return meals.includes(meal) ? meal : undefined;
}

/** POST RsvpRequest → 201 RsvpCreated, under an Idempotency-Key. */
export const RSVP_API = "/api/rsvps";

/** The server's answer to a stored RSVP. */
export const RsvpCreatedSchema = z.object({
  status: z.literal("received"),
  guestCount: z.number().check(z.int(), z.nonnegative()),
});
export type RsvpCreated = z.output<typeof RsvpCreatedSchema>;
