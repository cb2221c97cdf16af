import { type FormEvent, useId, useState } from "react";
import type { AdminHousehold } from "../../../shared/household-schemas.ts";
import { HOUSEHOLD_LIMITS } from "../../../shared/households.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { changeText, HOUSEHOLD_CHANGE_MESSAGES } from "../admin-messages.ts";
import { useCan } from "../permissions.ts";
import { BUTTON, INPUT } from "../ui.ts";
import { type GuestListSite, householdLanguageLabel } from "./guest-list.ts";
import type { HouseholdChange } from "./household-changes.ts";
import {
  type AnswerChoice,
  type FormGuest,
  formAnswer,
  formFromHousehold,
  type HouseholdForm,
  type HouseholdSave,
  householdSaveFromForm,
  mergeForms,
  newGuest,
} from "./household-form.ts";
import { Modal } from "./modal.tsx";

/** The household changed after the editor opened it: as it is now, what differs, and whether the couple has loaded it. */
export interface HouseholdConflict {
  current: AdminHousehold;
  changes: readonly HouseholdChange[];
  /** The form shows the household as it is now with the couple's changes re-applied; saving goes on from there. */
  reapplied: boolean;
}

const LABEL = "block text-sm font-medium text-ink";
const HINT = "mt-1 text-xs text-ink/75";
const CHECK = "h-4 w-4 rounded border-ink/40 accent-ink";

/**
 * Add or edit a household: its name and contact, the events it is invited to,
 * its guests and, because the couple can answer for anyone who phones them,
 * each guest's answer and meal per event, dietary needs and the household's
 * message. A refused save keeps the form as it was and says why. An edit
 * of the name, email or phone alone saves only those. When the household
 * changed after it was opened (its guests answered meanwhile), nothing is
 * saved: the editor lists what changed and offers the household as it is
 * now with the couple's changes re-applied, to check and save again.
 */
export function HouseholdEditor({
  title,
  initial,
  existing,
  site,
  busy,
  error,
  conflict,
  onSave,
  onReapplied,
  onClose,
}: {
  title: string;
  /** The household as it was opened (a blank form for a new one). */
  initial: HouseholdForm;
  /** Editing a stored household (not adding one): a change of contact details alone sends only those. */
  existing: boolean;
  site: GuestListSite;
  busy: boolean;
  /** The server's refusal, shown beside the form. */
  error: string | null;
  conflict: HouseholdConflict | null;
  onSave(save: HouseholdSave): void;
  /** The form now stands on `conflict.current`: later saves are based on its version. */
  onReapplied(): void;
  onClose(): void;
}) {
  // A family member's households stay on their side: the server sets it, so the field is not theirs to change.
  const chooseSide = useCan()("guestsAll");
  const [form, setForm] = useState(initial);
  /** What the form was opened from: the household as first opened, then as it was when the couple re-applied. */
  const [base, setBase] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const shown = problem ?? error;
  const waiting = conflict !== null && !conflict.reapplied;

  const set = (patch: Partial<HouseholdForm>) => setForm((current) => ({ ...current, ...patch }));
  const setGuest = (key: string, patch: Partial<FormGuest>) =>
    setForm((current) => ({
      ...current,
      guests: current.guests.map((guest) => (guest.key === key ? { ...guest, ...patch } : guest)),
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting) return;
    const checked = householdSaveFromForm(existing ? base : null, form, site);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onSave(checked.save);
  }

  function reapply() {
    if (!conflict) return;
    const now = formFromHousehold(conflict.current);
    setForm(mergeForms(base, form, now));
    setBase(now);
    setProblem(null);
    onReapplied();
  }

  const invited = site.events.filter((event) => form.eventIds.includes(event.id));

  return (
    <Modal title={title} onClose={onClose} busy={busy} wide>
      <form onSubmit={submit} noValidate aria-describedby={shown ? `${ids}-error` : undefined} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={`${ids}-name`} className={LABEL}>
              Household name
            </label>
            <input
              id={`${ids}-name`}
              value={form.displayName}
              onChange={(event) => set({ displayName: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.displayName}
              required
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
            <p className={HINT}>As the invitation greets them, e.g. “The Example Family”.</p>
          </div>
          <div>
            <label htmlFor={`${ids}-email`} className={LABEL}>
              Email <span className="font-normal text-ink/70">(optional)</span>
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              value={form.email}
              onChange={(event) => set({ email: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.email}
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-phone`} className={LABEL}>
              Phone <span className="font-normal text-ink/70">(optional)</span>
            </label>
            <input
              id={`${ids}-phone`}
              type="tel"
              value={form.phone}
              onChange={(event) => set({ phone: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.phone}
              aria-describedby={`${ids}-phone-hint`}
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
            <p id={`${ids}-phone-hint`} className={HINT}>
              As you would dial it in the wedding's country, or with + and the country code; kept in international form,
              for WhatsApp.
            </p>
          </div>
        </div>

        <LanguageField
          id={`${ids}-language`}
          value={form.language}
          site={site}
          onChange={(language) => set({ language })}
        />

        {chooseSide ? (
          <div>
            <label htmlFor={`${ids}-side`} className={LABEL}>
              Side
            </label>
            <input
              id={`${ids}-side`}
              value={form.side}
              onChange={(event) => set({ side: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.side}
              aria-describedby={`${ids}-side-hint`}
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
            <p id={`${ids}-side-hint`} className={HINT}>
              Whose side they are on, e.g. “Thabo's family”: a family member of the admin sees only their side's
              households. Empty for none.
            </p>
          </div>
        ) : null}

        <fieldset>
          <legend className={LABEL}>Invited to</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {site.events.map((event) => (
              <label key={event.id} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className={CHECK}
                  checked={form.eventIds.includes(event.id)}
                  onChange={(change) =>
                    set({
                      eventIds: change.target.checked
                        ? [...form.eventIds, event.id]
                        : form.eventIds.filter((id) => id !== event.id),
                    })
                  }
                />
                {event.title}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={LABEL}>Guests</legend>
          <ol className="mt-2 space-y-3">
            {form.guests.map((guest, index) => (
              <GuestFields
                key={guest.key}
                guest={guest}
                number={index + 1}
                events={invited}
                canRemove={form.guests.length > 1}
                onChange={(patch) => setGuest(guest.key, patch)}
                onRemove={() => set({ guests: form.guests.filter((other) => other.key !== guest.key) })}
              />
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.small}
              onClick={() => set({ guests: [...form.guests, newGuest("adult")] })}
            >
              Add an adult
            </button>
            <button
              type="button"
              className={BUTTON.small}
              onClick={() => set({ guests: [...form.guests, newGuest("child")] })}
            >
              Add a child
            </button>
            <button
              type="button"
              className={BUTTON.small}
              onClick={() => set({ guests: [...form.guests, newGuest("seat")] })}
            >
              Add an unnamed guest (+1)
            </button>
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${ids}-message`} className={LABEL}>
            Message from the household <span className="font-normal text-ink/70">(optional)</span>
          </label>
          <textarea
            id={`${ids}-message`}
            value={form.message}
            onChange={(event) => set({ message: event.target.value })}
            maxLength={HOUSEHOLD_LIMITS.message}
            rows={2}
            className={`mt-1 ${INPUT}`}
          />
        </div>

        {conflict ? (
          <div
            role={conflict.reapplied ? "status" : "alert"}
            className="rounded-lg border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-ink"
          >
            <p>{conflict.reapplied ? HOUSEHOLD_CHANGE_MESSAGES.reapplied : HOUSEHOLD_CHANGE_MESSAGES.changed}</p>
            <ul aria-label={HOUSEHOLD_CHANGE_MESSAGES.listLabel} className="mt-2 list-disc space-y-1 pl-5">
              {conflict.changes.map((change, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered; two unnamed seats can share a label.
                <li key={index}>{changeText(change.label, change.before, change.after)}</li>
              ))}
            </ul>
            {conflict.reapplied ? null : (
              <button type="button" className={`mt-3 ${BUTTON.small}`} onClick={reapply} disabled={busy}>
                {HOUSEHOLD_CHANGE_MESSAGES.reapply}
              </button>
            )}
          </div>
        ) : null}

        {shown ? (
          <p
            id={`${ids}-error`}
            role="alert"
            className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {shown}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-2 border-t border-ink/10 pt-4 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={BUTTON.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={busy || waiting} className={BUTTON.primary}>
            {busy ? "Saving…" : "Save household"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const CHOICES: readonly { value: AnswerChoice; label: string }[] = [
  { value: "none", label: "No answer yet" },
  { value: "attending", label: "Attending" },
  { value: "declined", label: "Not attending" },
];

function GuestFields({
  guest,
  number,
  events,
  canRemove,
  onChange,
  onRemove,
}: {
  guest: FormGuest;
  number: number;
  events: GuestListSite["events"];
  canRemove: boolean;
  onChange(patch: Partial<FormGuest>): void;
  onRemove(): void;
}) {
  const ids = useId();
  const who = guest.name.trim() || `guest ${number}`;
  return (
    <li className="rounded-xl border border-ink/15 p-3 sm:p-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          Guest {number}
          {guest.isSeat ? <span className="font-normal text-ink/75"> · unnamed guest (+1)</span> : null}
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr]">
          <div>
            <label htmlFor={`${ids}-name`} className={LABEL}>
              Name
              {guest.isSeat ? <span className="font-normal text-ink/70"> (the household may fill it in)</span> : null}
            </label>
            <input
              id={`${ids}-name`}
              value={guest.name}
              onChange={(event) => onChange({ name: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.guestName}
              required={!guest.isSeat}
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-dietary`} className={LABEL}>
              Dietary needs <span className="font-normal text-ink/70">(optional)</span>
            </label>
            <input
              id={`${ids}-dietary`}
              value={guest.dietary}
              onChange={(event) => onChange({ dietary: event.target.value })}
              maxLength={HOUSEHOLD_LIMITS.dietary}
              autoComplete="off"
              className={`mt-1 ${INPUT}`}
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={CHECK}
                checked={guest.isChild}
                onChange={(event) => onChange({ isChild: event.target.checked })}
              />
              Child
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={CHECK}
                checked={guest.isSeat}
                onChange={(event) => onChange({ isSeat: event.target.checked })}
              />
              Unnamed guest (+1)
            </label>
          </div>
          {canRemove ? (
            <button type="button" className={BUTTON.smallDanger} onClick={onRemove} aria-label={`Remove ${who}`}>
              Remove
            </button>
          ) : null}
        </div>
        {events.length > 0 ? (
          <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] items-start gap-3">
            {events.map((event) => {
              const answer = formAnswer(guest, event.id);
              const setAnswer = (patch: Partial<typeof answer>) =>
                onChange({ answers: { ...guest.answers, [event.id]: { ...answer, ...patch } } });
              return (
                <div key={event.id} className="rounded-lg bg-sand/60 p-3">
                  <label htmlFor={`${ids}-${event.id}-answer`} className={LABEL}>
                    {event.title}
                  </label>
                  <select
                    id={`${ids}-${event.id}-answer`}
                    value={answer.choice}
                    onChange={(change) => {
                      const choice = CHOICES.find((option) => option.value === change.target.value)?.value ?? "none";
                      setAnswer({ choice, meal: choice === "attending" ? answer.meal : "" });
                    }}
                    className={`mt-1 ${INPUT}`}
                  >
                    {CHOICES.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  {event.meals && answer.choice === "attending" ? (
                    <>
                      <label htmlFor={`${ids}-${event.id}-meal`} className={`mt-2 ${LABEL}`}>
                        Meal at {event.title}
                      </label>
                      <select
                        id={`${ids}-${event.id}-meal`}
                        value={answer.meal}
                        onChange={(change) => setAnswer({ meal: change.target.value })}
                        className={`mt-1 ${INPUT}`}
                      >
                        <option value="">Choose a meal</option>
                        {event.meals.map((meal) => (
                          <option key={meal} value={meal}>
                            {meal}
                          </option>
                        ))}
                      </select>
                    </>
                  ) : null}
                </div>
              );
            })}
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * The household's language (its personal link, mails and printed card), each language by its own name; shown
 * when the site has a choice, or when the household's language is one the site no longer has (said plainly,
 * kept until the couple picks another). "" is the site's first, the default.
 */
function LanguageField({
  id,
  value,
  site,
  onChange,
}: {
  id: string;
  value: string;
  site: GuestListSite;
  onChange(language: string): void;
}) {
  const [first] = site.languages;
  const label = householdLanguageLabel(value === "" ? null : value, site);
  const removed = label?.removed ? label : null;
  if (site.languages.length < 2 && !removed) return null;
  return (
    <div className="sm:max-w-xs">
      <label htmlFor={id} className={LABEL}>
        Language
      </label>
      <select
        id={id}
        value={value === first ? "" : value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={`mt-1 ${INPUT}`}
      >
        {site.languages.map((language, index) => (
          <option key={language} value={index === 0 ? "" : language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
        {removed ? <option value={value}>{removed.name}</option> : null}
      </select>
      <p id={`${id}-hint`} className={HINT}>
        {removed
          ? `${removed.name}. Choose one of the site's languages for this household.`
          : "Its personal link, mails and printed card are in this language."}
      </p>
    </div>
  );
}
