import type { WeddingEvent } from "../../../shared/content-schema.ts";
import { fill } from "../../../shared/words/words.ts";
import { useWords } from "../../lib/words.tsx";
import { NO_EVENT_CHOICE, type OpenEventChoice } from "./open-event-answer.ts";
import { FieldError, INPUT, invalidProps, LABEL } from "./rsvp-parts.tsx";

/**
 * The open form's questions per public event, for a guest who comes: which
 * events (when there are several: a "Yes" is not every event), and a meal for
 * the guest and the partner at each event that offers them. Loaded as the
 * form comes near (rsvp.tsx): most visits never answer.
 */
export function OpenEventChoices({
  events,
  choices,
  onChange,
  partnerName,
  id,
  error,
}: {
  events: readonly WeddingEvent[];
  choices: Record<string, OpenEventChoice>;
  onChange: (eventId: string, change: Partial<OpenEventChoice>) => void;
  /** The partner's name while the guest brings one; null for none. */
  partnerName: string | null;
  id: string;
  error: string | undefined;
}) {
  const words = useWords().words.rsvpEvents;
  const several = events.length > 1;
  const errorId = `${id}-error`;
  const meals = (event: WeddingEvent, choice: OpenEventChoice) =>
    event.meals && (choice.attending || !several) ? (
      <div className="mt-3 space-y-3">
        <MealSelect
          id={`${id}-${event.id}-meal`}
          label={fill(words.yourMeal, { event: event.title })}
          meals={event.meals}
          value={choice.meal}
          onChange={(meal) => onChange(event.id, { meal })}
          chooseMeal={words.chooseMeal}
        />
        {partnerName === null ? null : (
          <MealSelect
            id={`${id}-${event.id}-partner-meal`}
            label={fill(words.partnerMeal, { partner: partnerName || words.yourPartner, event: event.title })}
            meals={event.meals}
            value={choice.partnerMeal}
            onChange={(partnerMeal) => onChange(event.id, { partnerMeal })}
            chooseMeal={words.chooseMeal}
          />
        )}
      </div>
    ) : null;

  if (!several) {
    const [only] = events;
    return only ? meals(only, choices[only.id] ?? NO_EVENT_CHOICE) : null;
  }
  return (
    <fieldset id={id} tabIndex={-1} {...invalidProps(errorId, error)} className="focus:outline-none">
      <legend className={LABEL}>{words.which}</legend>
      <ul className="mt-2 space-y-3">
        {events.map((event) => {
          const choice = choices[event.id] ?? NO_EVENT_CHOICE;
          return (
            <li
              key={event.id}
              className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 has-[:checked]:border-ink"
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name={`event-${event.id}`}
                  checked={choice.attending}
                  onChange={(change) => onChange(event.id, { attending: change.target.checked })}
                  className="h-5 w-5 shrink-0 accent-ink"
                />
                <span>
                  <span className="block font-medium">{event.title}</span>
                  <span className="block text-sm text-ink/80">
                    {event.dayLabel}, {event.timeLabel}
                  </span>
                </span>
              </label>
              {meals(event, choice)}
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function MealSelect({
  id,
  label,
  meals,
  value,
  onChange,
  chooseMeal,
}: {
  id: string;
  label: string;
  meals: readonly string[];
  value: string;
  onChange: (meal: string) => void;
  chooseMeal: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(change) => onChange(change.target.value)} className={INPUT}>
        <option value="">{chooseMeal}</option>
        {meals.map((meal) => (
          <option key={meal} value={meal}>
            {meal}
          </option>
        ))}
      </select>
    </div>
  );
}
