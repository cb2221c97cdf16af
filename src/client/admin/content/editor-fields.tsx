import { type ReactNode, useId, useState } from "react";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { isLanguage } from "../../../shared/words/words.ts";
import { BUTTON, INPUT } from "../ui.ts";
import { type ContentPath, fieldKey } from "./content-document.ts";
import { controlId, useSiteEditing, valueAt } from "./editor-context.ts";
import { plainProblem } from "./plain-problems.ts";
import { instantToLocal, localToInstant } from "./wedding-time.ts";

/**
 * The editor's form controls: each is a real control with its label, the schema's hint, and the problems the
 * checker files under its path (said at the field, aria-invalid and aria-describedby), writing its value straight
 * into the content file.
 */

export interface FieldProps {
  path: ContentPath;
  label: string;
  /** The schema's own explanation of the field, in the couple's words. */
  hint?: string;
}

/** The problems filed under these paths, in plain words. */
function useProblems(...paths: ContentPath[]): string[] {
  const { problems } = useSiteEditing();
  return paths.flatMap((path) =>
    (problems.get(fieldKey(path)) ?? []).map((problem) => plainProblem(problem, fieldKey(path))),
  );
}

/** A label, its hint and problems, and the control, which gets the ids it must name. */
function Field({
  path,
  label,
  hint,
  problems,
  children,
}: {
  path: ContentPath;
  label: string;
  hint?: string | undefined;
  problems: readonly string[];
  children: (control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = controlId(fieldKey(path));
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problems.length > 0 ? problemId : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(problems.length > 0 ? { "aria-invalid": true } : {}),
      })}
      <FieldProblems id={problemId} problems={problems} />
    </div>
  );
}

export function FieldProblems({ id, problems }: { id: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className="space-y-1 text-sm font-medium text-red-800">
      {problems.map((problem) => (
        // The space keeps two problems apart where a screen reader reads them as one description.
        <span key={problem} className="block">
          {problem}{" "}
        </span>
      ))}
    </p>
  );
}

/** A number or a text: what an input shows of a value. */
const shown = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/**
 * A text the couple write. With several site languages, one input a language: a text written once for all
 * becomes one a language as soon as one of them is changed.
 */
export function TextField({
  path,
  label,
  hint,
  long = false,
  single = false,
}: FieldProps & {
  long?: boolean;
  /** One text whatever the language: a name, a code, an address. */
  single?: boolean;
}) {
  const { data, change, languages: siteLanguages } = useSiteEditing();
  const languages = single ? [] : siteLanguages;
  const value = valueAt(data, path);
  const problems = useProblems(path);
  const Control = long ? "textarea" : "input";
  if (languages.length < 2) {
    return (
      <Field path={path} label={label} hint={hint} problems={problems}>
        {(control) => (
          <Control
            {...control}
            className={INPUT}
            {...(long ? { rows: 3 } : { type: "text" })}
            value={shown(value)}
            onChange={(event) => change(path, event.target.value)}
          />
        )}
      </Field>
    );
  }
  const map = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
  const textIn = (language: string) => shown(map ? map[language] : value);
  const write = (language: string, text: string) => {
    const next: Record<string, unknown> = Object.fromEntries(
      languages.map((each) => [each, map ? map[each] : value]).filter(([, each]) => each !== undefined && each !== ""),
    );
    if (text === "") delete next[language];
    else next[language] = text;
    change(path, Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <fieldset id={controlId(fieldKey(path))} tabIndex={-1} className="space-y-2 focus:outline-none">
      <legend className="font-medium text-ink">{label}</legend>
      {hint ? <p className="text-sm text-ink/70">{hint}</p> : null}
      <FieldProblems id={`${controlId(fieldKey(path))}-problem`} problems={problems} />
      {languages.map((language) => (
        <LanguageText
          key={language}
          path={[...path, language]}
          language={language}
          long={long}
          text={textIn(language)}
          onText={(text) => write(language, text)}
        />
      ))}
    </fieldset>
  );
}

function LanguageText({
  path,
  language,
  long,
  text,
  onText,
}: {
  path: ContentPath;
  language: string;
  long: boolean;
  text: string;
  onText(text: string): void;
}) {
  const problems = useProblems(path);
  const Control = long ? "textarea" : "input";
  // The map's own problems (a missing language) are said once, above the inputs; this one's at it.
  const parentId = `${controlId(fieldKey(path.slice(0, -1)))}-problem`;
  return (
    <Field path={path} label={isLanguage(language) ? LANGUAGE_NAMES[language] : language} problems={problems}>
      {(control) => (
        <Control
          {...control}
          aria-describedby={[control["aria-describedby"], parentId].filter(Boolean).join(" ")}
          className={INPUT}
          {...(long ? { rows: 3 } : { type: "text" })}
          lang={language}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A plain input of a type whose value the content holds as typed (a date) or read by `read` (a number). */
function InputField({
  path,
  label,
  hint,
  read = (typed) => typed,
  ...attributes
}: FieldProps & {
  read?: (typed: string) => unknown;
  type: "number" | "date";
  inputMode?: "numeric";
  min?: number;
  max?: number;
}) {
  const { data, change } = useSiteEditing();
  const problems = useProblems(path);
  return (
    <Field path={path} label={label} hint={hint} problems={problems}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          className={INPUT}
          value={shown(valueAt(data, path))}
          onChange={(event) => change(path, read(event.target.value))}
        />
      )}
    </Field>
  );
}

export function NumberField(props: FieldProps & { min?: number; max?: number }) {
  return <InputField {...props} type="number" inputMode="numeric" read={numberOrText} />;
}

const MB = 1024 * 1024;

/**
 * A size the content holds in bytes, written in megabytes ("10" for 10 MB, "2,5" too): what is typed stays as typed
 * while the field has the focus, so "2." is not turned into "2" on its way to "2.5".
 */
export function MegabytesField({ path, label, hint }: FieldProps) {
  const { data, change } = useSiteEditing();
  const problems = useProblems(path);
  const [typing, setTyping] = useState<string | null>(null);
  const value = valueAt(data, path);
  const megabytes = typeof value === "number" ? String(Math.round((value / MB) * 10) / 10) : shown(value);
  return (
    <Field path={path} label={label} hint={hint} problems={problems}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          className={INPUT}
          value={typing ?? megabytes}
          onChange={(event) => {
            setTyping(event.target.value);
            const typed = numberOrText(event.target.value.replace(",", "."));
            change(path, typeof typed === "number" ? Math.round(typed * MB) : typed);
          }}
          onBlur={() => setTyping(null)}
        />
      )}
    </Field>
  );
}

export function DateField(props: FieldProps) {
  return <InputField {...props} type="date" />;
}

/** A number typed, or the text as typed when it is none (the checker says so at the field). */
const numberOrText = (typed: string) =>
  typed === "" ? undefined : Number.isNaN(Number(typed)) ? typed : Number(typed);

/** Yes or no; a field left out reads as the schema's default. */
export function CheckboxField({ path, label, hint, byDefault }: FieldProps & { byDefault: boolean }) {
  const { data, change } = useSiteEditing();
  const problems = useProblems(path);
  const id = controlId(fieldKey(path));
  const value = valueAt(data, path);
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-ink"
          checked={typeof value === "boolean" ? value : byDefault}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => change(path, event.target.checked)}
        />
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-8 text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      <FieldProblems id={`${id}-problem`} problems={problems} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** One of a few choices; `leaveOut` names the choice that leaves the field out (the schema's default). */
export function ChoiceField({
  path,
  label,
  hint,
  choices,
  leaveOut,
}: FieldProps & { choices: readonly Choice[]; leaveOut?: string }) {
  const { data, change } = useSiteEditing();
  const problems = useProblems(path);
  return (
    <Field path={path} label={label} hint={hint} problems={problems}>
      {(control) => (
        <select
          {...control}
          className={INPUT}
          value={shown(valueAt(data, path))}
          onChange={(event) => change(path, event.target.value)}
        >
          {leaveOut === undefined ? null : <option value="">{leaveOut}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A day and time at the wedding's place, written as the content wants it: ISO with the zone's offset that day. */
export function DateTimeField({ path, label, hint }: FieldProps) {
  const { data, change, timeZone } = useSiteEditing();
  const problems = useProblems(path);
  const value = valueAt(data, path);
  return (
    <Field path={path} label={label} hint={hint ?? `At the wedding's place (${timeZone}).`} problems={problems}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={INPUT}
          value={typeof value === "string" ? instantToLocal(value) : ""}
          onChange={(event) =>
            change(path, event.target.value === "" ? undefined : localToInstant(event.target.value, timeZone))
          }
        />
      )}
    </Field>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour: the browser's picker and its #rrggbb text side by side. When the checker finds it hard to read, the
 * advice is said at the field with a button that takes the colour it suggests.
 */
export function ColourField({ path, label, hint, byDefault }: FieldProps & { byDefault?: string }) {
  const { data, change } = useSiteEditing();
  const problems = useProblems(path);
  const value = shown(valueAt(data, path));
  const colour = HEX.test(value) ? value : (byDefault ?? "#000000");
  const suggested = problems.map((problem) => /such as (#[0-9a-f]{6})/i.exec(problem)?.[1]).find(Boolean);
  const pickerLabel = useId();
  return (
    <Field path={path} label={label} hint={hint} problems={problems}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-2">
            <input
              type="color"
              aria-labelledby={pickerLabel}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-ink/25 bg-white p-1"
              value={colour.toLowerCase()}
              onChange={(event) => change(path, event.target.value)}
            />
            <span id={pickerLabel} hidden>
              {`${label}: pick a colour`}
            </span>
            <input
              {...control}
              type="text"
              spellCheck={false}
              autoCapitalize="off"
              className={`${INPUT.replace("w-full", "w-36 flex-none")} font-mono`}
              value={value}
              placeholder={byDefault}
              onChange={(event) => change(path, event.target.value.trim())}
            />
          </span>
          {suggested ? (
            <button
              type="button"
              className={`${BUTTON.secondary} whitespace-nowrap`}
              onClick={() => change(path, suggested)}
            >
              <span
                aria-hidden="true"
                className="size-4 rounded-full ring-1 ring-ink/20"
                style={{ background: suggested }}
              />
              Use {suggested}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
