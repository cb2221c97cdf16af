import { DESIGN_CHOICES } from "../../../shared/designs.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import { BUTTON } from "../ui.ts";
import {
  endsNextDay,
  initialsOf,
  invitationLineOf,
  OWN_PALETTE,
  placeLabelOf,
  replyByOf,
  WIZARD_PALETTES,
  type WizardAnswers,
} from "./wizard-content.ts";
import { dayText } from "./wizard-fields.tsx";

/** One answered step in the summary, with a way back to it. */
function Answer({
  title,
  step,
  onChange,
  children,
}: {
  title: string;
  step: number;
  onChange(step: number): void;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-4 border-b border-ink/10 py-4 last:border-b-0">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-ink/70 uppercase">{title}</p>
        <div className="mt-1 text-ink">{children}</div>
      </div>
      <button type="button" className={`min-h-11 shrink-0 ${BUTTON.secondary}`} onClick={() => onChange(step)}>
        Change<span className="sr-only"> {title.toLowerCase()}</span>
      </button>
    </li>
  );
}

/** Step 6: everything the couple answered, each with "Change", before they publish. */
export function ReviewSummary({
  answers,
  today,
  onChangeStep,
}: {
  answers: WizardAnswers;
  today: string;
  onChangeStep(step: number): void;
}) {
  const names = answers.partners.map((partner) => `${partner.firstName} ${partner.lastName}`.trim()).join(" & ");
  const palette = WIZARD_PALETTES.find((each) => each.key === answers.palette);
  return (
    <ul aria-label="Your answers" className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-ink/10 sm:px-5">
      <Answer title="Names" step={0} onChange={onChangeStep}>
        <span className="block font-serif text-xl">{names}</span>
        <span className="block text-sm text-ink/70">
          {initialsOf(answers)} · “{invitationLineOf(answers)}”
        </span>
      </Answer>
      <Answer title="Days and places" step={1} onChange={onChangeStep}>
        <ul className="space-y-2">
          {answers.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the summary lists the events as they are.
            <li key={index}>
              <span className="block font-medium">{event.title}</span>
              <span className="block text-sm text-ink/75">
                {dayText(event.date)}, {event.start}–{event.end}
                {endsNextDay(event) ? " (next day)" : ""} · {event.venueName}, {event.address}
              </span>
            </li>
          ))}
        </ul>
        <ul className="mt-3 space-y-0.5 text-sm text-ink/75">
          <li>Under your names: {placeLabelOf(answers)}</li>
          <li>
            Times in {answers.timeZone.replaceAll("_", " ")}; the site in {LANGUAGE_NAMES[answers.language]}
          </li>
          <li>Guests reply by {dayText(replyByOf(answers, today))}</li>
        </ul>
      </Answer>
      <Answer title="Photo" step={2} onChange={onChangeStep}>
        {answers.photo ? `${answers.photo.image.replace(/^hero\//, "")}: “${answers.photo.alt}”` : "The site's flowers"}
      </Answer>
      <Answer title="Design" step={3} onChange={onChangeStep}>
        {DESIGN_CHOICES[answers.design].name}
      </Answer>
      <Answer title="Colours" step={4} onChange={onChangeStep}>
        <span className="block">{answers.palette === OWN_PALETTE ? "Your own colours" : (palette?.name ?? "")}</span>
        <span aria-hidden="true" className="mt-2 flex gap-1.5">
          {Object.entries(answers.colours).map(([role, colour]) => (
            <span key={role} className="size-7 rounded-full ring-1 ring-black/10" style={{ backgroundColor: colour }} />
          ))}
        </span>
      </Answer>
    </ul>
  );
}
