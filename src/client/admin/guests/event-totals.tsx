import type { EventTotals } from "../../../shared/household-schemas.ts";

/** Who comes to each event: people, not households; meals and dietary needs of those attending. All events side by side. */
export function EventTotalsView({ totals }: { totals: readonly EventTotals[] }) {
  if (totals.length === 0) return <p className="text-ink/70">No events yet.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {totals.map((event) => (
        <section
          key={event.eventId}
          aria-labelledby={`totals-${event.eventId}`}
          data-testid={`totals-${event.eventId}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/5"
        >
          <h3 id={`totals-${event.eventId}`} className="font-serif text-xl break-words text-ink">
            {event.title}
          </h3>
          <p className="text-sm text-ink/75">{event.invited} invited</p>
          <dl className="mt-3 grid grid-cols-4 gap-1.5">
            <Count label="Attending" value={event.attending} />
            <Count label="Declined" value={event.declined} />
            <Count label="No answer" value={event.notAnswered} />
            <Count label="Children" value={event.children} />
          </dl>
          {event.meals.length > 0 ? (
            <div className="mt-4">
              <h4 className="text-sm font-medium text-ink">Meals</h4>
              {event.withoutMeal > 0 ? (
                <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-950">
                  {withoutMealText(event.withoutMeal, event.attending)}
                </p>
              ) : null}
              <dl className="mt-1 divide-y divide-ink/10 text-sm">
                {event.meals.map((meal) => (
                  <div key={meal.meal} className="flex items-baseline justify-between gap-3 py-1">
                    <dt className="break-words text-ink/90">{meal.meal}</dt>
                    <dd className="font-medium text-ink tabular-nums">{meal.count}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <div className="mt-4">
            <h4 className="text-sm font-medium text-ink">Dietary needs</h4>
            {event.dietary.length === 0 ? (
              <p className="mt-1 text-sm text-ink/70">None given.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {event.dietary.map((entry) => (
                  <li key={`${entry.household}|${entry.guest}`} className="break-words">
                    <span className="font-medium text-ink">{entry.guest}</span>{" "}
                    <span className="text-ink/70">({entry.household})</span>: {entry.dietary}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    // The number reads first; the term stays first for screen readers (a dl lists the term, then its value).
    <div className="flex flex-col-reverse justify-end rounded-lg bg-sand/60 px-1.5 py-2 text-center">
      <dt className="mt-0.5 text-xs leading-tight text-ink/80">{label}</dt>
      <dd className="font-serif text-2xl leading-none text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** "The meals add up to 7 of 9 attending: 2 have not chosen one." */
export function withoutMealText(withoutMeal: number, attending: number): string {
  const chosen = attending - withoutMeal;
  return `The meals add up to ${chosen} of ${attending} attending: ${withoutMeal} ${withoutMeal === 1 ? "has" : "have"} not chosen one.`;
}
