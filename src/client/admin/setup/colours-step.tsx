import { initialsOf, OWN_PALETTE, type PageColours, WIZARD_PALETTES, type WizardAnswers } from "./wizard-content.ts";
import { dayText, FieldNote, fieldId, RadioCard, type StepProps, WIZARD_LABEL } from "./wizard-fields.tsx";

/** Each page colour, named for what it colours. */
const ROLES: readonly { role: keyof PageColours; name: string; help: string }[] = [
  { role: "text", name: "Text", help: "Names, headings and most words." },
  { role: "accent", name: "Buttons", help: "Buttons and links, with white writing on them." },
  { role: "soft", name: "Soft panels", help: "Quiet backgrounds behind cards." },
  { role: "earth", name: "Warm accent", help: "Small touches: dates, dividers." },
  { role: "background", name: "Background", help: "The page itself." },
];

function Swatches({ colours }: { colours: PageColours }) {
  return (
    <span aria-hidden="true" className="mt-3 flex gap-1.5">
      {ROLES.map(({ role }) => (
        <span
          key={role}
          className="h-9 flex-1 rounded-lg ring-1 ring-black/10"
          style={{ backgroundColor: colours[role] }}
        />
      ))}
    </span>
  );
}

/**
 * How the page reads in these colours: the couple's initials, their first event and a button, drawn as a picture
 * (colours the couple are still choosing may be unreadable: the problems beside the colours say so in words).
 */
function Preview({ answers }: { answers: WizardAnswers }) {
  const { colours } = answers;
  const [event] = answers.events;
  return (
    <svg
      role="img"
      aria-label="A preview of the page in these colours"
      viewBox="0 0 320 160"
      className="w-full rounded-2xl ring-1 ring-black/10"
    >
      <rect width="320" height="160" rx="16" fill={colours.background} />
      <text x="20" y="42" fill={colours.text} fontFamily="Georgia, serif" fontSize="24">
        {initialsOf(answers)}
      </text>
      <text x="20" y="64" fill={colours.earth} fontSize="12">
        {dayText(event?.date ?? "")}
      </text>
      <rect x="20" y="78" width="280" height="30" rx="8" fill={colours.soft} />
      <text x="32" y="98" fill={colours.text} fontSize="12">
        {event?.title} {event?.start}
      </text>
      <rect x="20" y="118" width="64" height="28" rx="8" fill={colours.accent} />
      <text x="52" y="137" fill="#ffffff" fontSize="12" textAnchor="middle">
        RSVP
      </text>
    </svg>
  );
}

/**
 * Step 5: a ready palette, each readable, shown as swatches; or the couple's own five colours, each checked as the
 * site checks them, with what to change said at the colour.
 */
export function ColoursStep({ answers, change, problems, labelledBy }: StepProps & { labelledBy: string }) {
  const own = answers.palette === OWN_PALETTE;
  const setColour = (role: keyof PageColours, value: string) =>
    change({ palette: OWN_PALETTE, colours: { ...answers.colours, [role]: value } });
  return (
    <div className="space-y-6">
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
        {WIZARD_PALETTES.map((palette) => (
          <RadioCard
            key={palette.key}
            name="palette"
            value={palette.key}
            checked={answers.palette === palette.key}
            onChange={() => change({ palette: palette.key, colours: { ...palette.colours } })}
          >
            <span className="block font-medium text-ink">{palette.name}</span>
            <Swatches colours={palette.colours} />
          </RadioCard>
        ))}
        <RadioCard name="palette" value={OWN_PALETTE} checked={own} onChange={() => change({ palette: OWN_PALETTE })}>
          <span className="block font-medium text-ink">Choose my own</span>
          <span className="block text-sm text-ink/70">Five colours, checked so guests can read them.</span>
        </RadioCard>
      </div>
      {own ? (
        <fieldset className="space-y-4">
          <legend className={WIZARD_LABEL}>Your colours</legend>
          {ROLES.map(({ role, name, help }) => {
            const field = `theme.page.${role}`;
            const id = fieldId(field);
            const problem = problems.get(field);
            return (
              <div key={role} className="flex items-start gap-3">
                <input
                  id={id}
                  type="color"
                  value={answers.colours[role]}
                  onChange={(event) => setColour(role, event.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${id}-note`}
                  className="h-12 w-16 shrink-0 cursor-pointer rounded-lg border border-ink/25 bg-white p-1"
                />
                <div className="min-w-0">
                  <label htmlFor={id} className={WIZARD_LABEL}>
                    {name} <span className="font-normal text-ink/75">{answers.colours[role]}</span>
                  </label>
                  <FieldNote id={`${id}-note`} hint={help} problem={problem} />
                </div>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <Preview answers={answers} />
    </div>
  );
}
