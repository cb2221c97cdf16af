import { problemsByField, problemsOf } from "../content/content-document.ts";
import { invitationLineOf, placeLabelOf, replyByOf, type WizardAnswers } from "./wizard-content.ts";

/**
 * The wizard's six steps, what each checks before the next, and where the content checker's problems show: each
 * problem is filed under the field it names (content-document.ts `fieldKey`, e.g. "events[1].venue.name"), and each
 * step owns the fields whose names start with its prefixes.
 */

export const STEPS = [
  { key: "names", label: "Names", prefixes: ["couple", "hero.invitationLine"] },
  {
    key: "days",
    label: "Days and places",
    prefixes: ["events", "timeZone", "site.language", "site.country", "hero.placeLabel", "rsvp"],
  },
  { key: "photo", label: "Photo", prefixes: ["hero.photo", "hero.floralImage"] },
  { key: "design", label: "Design", prefixes: ["site.design"] },
  { key: "colours", label: "Colours", prefixes: ["theme"] },
  { key: "review", label: "Publish", prefixes: [] },
] as const;

export type StepKey = (typeof STEPS)[number]["key"];
/** Each field's problem, in plain words, by its field key. */
export type FieldProblems = ReadonlyMap<string, string>;

const REVIEW = STEPS.length - 1;

/** The step that shows a field's problems; the review step for a field no step asks about. */
export function stepOfField(field: string): number {
  const found = STEPS.findIndex((step) =>
    step.prefixes.some(
      (prefix) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`),
    ),
  );
  return found === -1 ? REVIEW : found;
}

const PARTNER = ["the first partner's", "the second partner's"];

/**
 * What the couple must fix before leaving a step, said the way a friend would: the checks the content file's schema
 * makes too, but about the answers (an empty time cannot be an instant, and "must be an ISO date-time" helps nobody).
 */
export function localProblems(step: number, answers: WizardAnswers, today: string): Map<string, string> {
  const problems = new Map<string, string>();
  const need = (field: string, value: string, message: string) => {
    if (value.trim() === "") problems.set(field, message);
  };
  switch (STEPS[step]?.key) {
    case "names":
      answers.partners.forEach((partner, index) => {
        need(`couple.partners[${index}].firstName`, partner.firstName, `Please write ${PARTNER[index]} first name.`);
      });
      // Initials made from the names wait for the names.
      if (answers.initials !== null)
        need("couple.initials", answers.initials, "Please write your initials, e.g. T & L.");
      need("hero.invitationLine", invitationLineOf(answers), "Please write the line guests read over your names.");
      break;
    case "days": {
      answers.events.forEach((event, index) => {
        const at = `events[${index}]`;
        need(`${at}.title`, event.title, "Please name this part of the day, e.g. Ceremony.");
        need(`${at}.date`, event.date, "Please choose the day.");
        need(`${at}.start`, event.start, "Please choose when it starts.");
        need(`${at}.end`, event.end, "Please choose when it ends.");
        if (event.start !== "" && event.start === event.end) problems.set(`${at}.end`, "It must end after it starts.");
        need(`${at}.venue.name`, event.venueName, "Please name the place.");
        need(`${at}.venue.address`, event.address, "Please write the address, so guests can find it.");
        const previous = answers.events[index - 1];
        if (
          previous &&
          event.date &&
          previous.date &&
          `${event.date}T${event.start}` < `${previous.date}T${previous.start}`
        )
          problems.set(`${at}.start`, "This starts before the one above: list them in the order they happen.");
      });
      if (!isTimeZone(answers.timeZone.trim()))
        problems.set("timeZone", "Please choose a time zone from the list, or write one like Europe/London.");
      need("hero.placeLabel", placeLabelOf(answers), "Please write the place guests read under your names.");
      const replyBy = replyByOf(answers, today);
      const first = answers.events[0]?.date ?? "";
      need("rsvp.deadline", replyBy, "Please choose the last day guests can reply.");
      if (replyBy && first && replyBy >= first)
        problems.set("rsvp.deadline", "The last day to reply must be before the first event.");
      break;
    }
    case "photo":
      if (answers.photo)
        need(
          "hero.photo.alt",
          answers.photo.alt,
          "Please describe the photo in a few words, for guests who cannot see it.",
        );
      break;
  }
  return problems;
}

function isTimeZone(zone: string): boolean {
  if (zone === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The checker's words for a field ("must not be empty") as a sentence a couple reads at that field. */
export function plainWords(message: string): string {
  if (message === "must not be empty" || message.startsWith("Too small: expected string"))
    return "Please fill this in.";
  const sentence = message.replace(/\s*\(line \d+\)$/, "");
  // A sentence already (the checker's colour advice: "Guests would struggle to read…") is said as it is.
  if (/^[A-Z]/.test(sentence)) return sentence;
  return `This ${sentence}${sentence.endsWith(".") ? "" : "."}`;
}

/** The checker's problems with a file, each at its field in plain words (a field's first problem). */
export const checkerProblems = (yaml: string): Map<string, string> => placedProblems(problemsOf(yaml));

/** Problem lines as the checker and the server write them, each at its field in plain words ("" for none). */
export function placedProblems(lines: readonly string[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [field, messages] of problemsByField(lines)) {
    const [first] = messages;
    if (first && !problems.has(field)) problems.set(field, field === "" ? first : plainWords(first));
  }
  return problems;
}

/**
 * A step's problems: its own checks first; once they pass, what the checker says about its fields (a field left
 * empty is said once, in the step's words, not again in the checker's).
 */
export function stepProblems(step: number, answers: WizardAnswers, yaml: string, today: string): Map<string, string> {
  const problems = localProblems(step, answers, today);
  if (problems.size > 0) return problems;
  for (const [field, message] of checkerProblems(yaml)) {
    if (field !== "" && stepOfField(field) === step && !problems.has(field)) problems.set(field, message);
  }
  return problems;
}

/** The first step with something to fix, for the review's "Change" and a publication the server refused. */
export function firstStepWithProblems(problems: Iterable<string>): number | null {
  const steps = [...problems].map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : null;
}
