import { DESIGN_CHOICES, DESIGNS } from "../../../shared/designs.ts";
import { RadioCard, type StepProps } from "./wizard-fields.tsx";

/** Step 4: one of the site's designs, each with its idea in a sentence. */
export function DesignStep({ answers, change, labelledBy }: StepProps & { labelledBy: string }) {
  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
        {DESIGNS.map((design) => (
          <RadioCard
            key={design}
            name="design"
            value={design}
            checked={answers.design === design}
            onChange={() => change({ design })}
            describedBy={`wizard-design-${design}-idea`}
          >
            <span className="block font-serif text-xl text-ink">{DESIGN_CHOICES[design].name}</span>
            <span id={`wizard-design-${design}-idea`} className="mt-1 block text-sm text-ink/75">
              {DESIGN_CHOICES[design].idea}
            </span>
          </RadioCard>
        ))}
      </div>
      {answers.design === "portrait" && !answers.photo ? (
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-ink/80 ring-1 ring-ink/10">
          Portrait is made for a photo of the two of you: add one in step 3 (Back twice).
        </p>
      ) : null}
    </div>
  );
}
