import type { InputHTMLAttributes, ReactNode } from "react";
import type { WizardAnswers } from "./wizard-content.ts";
import type { FieldProblems } from "./wizard-steps.ts";

/** The wizard's looks: big, calm controls a thumb can hit (at least 48 px tall). */
export const WIZARD_INPUT =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-ink/25 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-dusk focus:ring-2 focus:ring-dusk/30 focus:outline-none aria-[invalid=true]:border-red-700";
export const WIZARD_LABEL = "block text-base font-medium text-ink";
export const WIZARD_HINT = "mt-1 text-sm text-ink/70";
export const WIZARD_ERROR = "mt-1 text-sm font-medium text-red-800";

/** The element id of a field, from its field key ("events[1].venue.name" → "wizard-events-1--venue-name"). */
export const fieldId = (field: string): string => `wizard-${field.replace(/[^A-Za-z0-9]/g, "-")}`;

/** A labelled text input with its hint, and its problem in place of the hint when there is one. */
export function TextField({
  field,
  label,
  hint,
  problems,
  value,
  onChange,
  ...input
}: {
  field: string;
  label: ReactNode;
  hint?: ReactNode;
  problems: FieldProblems;
  value: string;
  onChange(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">) {
  const id = fieldId(field);
  const problem = problems.get(field);
  return (
    <div>
      <label htmlFor={id} className={WIZARD_LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-note` : undefined}
        className={WIZARD_INPUT}
        {...input}
      />
      <FieldNote id={`${id}-note`} hint={hint} problem={problem} />
    </div>
  );
}

/** Under a field: its problem (said at the field, in plain words), else its hint. */
export function FieldNote({ id, hint, problem }: { id: string; hint?: ReactNode; problem?: string | undefined }) {
  if (problem) {
    return (
      <p id={id} className={WIZARD_ERROR}>
        {problem}
      </p>
    );
  }
  return hint ? (
    <p id={id} className={WIZARD_HINT}>
      {hint}
    </p>
  ) : null;
}

/** A radio drawn as a card: the whole card is the target, its focus and choice plainly visible. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
  describedBy?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-dusk ${
        checked ? "border-ink shadow-md" : "border-ink/15 hover:border-ink/40"
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 accent-ink"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}

/** What every step's screen gets: the answers, a way to change them, and each field's problem. */
export interface StepProps {
  answers: WizardAnswers;
  change(patch: Partial<WizardAnswers>): void;
  problems: FieldProblems;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** "Saturday 10 April 2027" for "2027-04-10" (the day as written, whatever the browser's zone). */
export const dayText = (date: string) => (date ? dayFormat.format(new Date(`${date}T12:00:00Z`)) : "");
