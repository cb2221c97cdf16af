import { initialsOf, invitationLineOf, type PartnerAnswer } from "./wizard-content.ts";
import { type StepProps, TextField } from "./wizard-fields.tsx";

const WHO = ["One of you", "The other"] as const;

/** Step 1: both partners' names, the initials made from them (editable), and the line guests read over the names. */
export function NamesStep({ answers, change, problems }: StepProps) {
  const setPartner = (index: 0 | 1, patch: Partial<PartnerAnswer>) => {
    const partners: [PartnerAnswer, PartnerAnswer] = [answers.partners[0], answers.partners[1]];
    partners[index] = { ...partners[index], ...patch };
    change({ partners });
  };
  return (
    <div className="space-y-8">
      <div className="grid gap-8 sm:grid-cols-2 sm:gap-6">
        {([0, 1] as const).map((index) => (
          <fieldset key={index} className="space-y-4">
            <legend className="mb-3 text-sm font-semibold tracking-wide text-ink/70 uppercase">{WHO[index]}</legend>
            <TextField
              field={`couple.partners[${index}].firstName`}
              label="First name"
              autoComplete="off"
              problems={problems}
              value={answers.partners[index].firstName}
              onChange={(firstName) => setPartner(index, { firstName })}
            />
            <TextField
              field={`couple.partners[${index}].lastName`}
              label="Last name (optional)"
              autoComplete="off"
              problems={problems}
              value={answers.partners[index].lastName}
              onChange={(lastName) => setPartner(index, { lastName })}
            />
          </fieldset>
        ))}
      </div>
      <TextField
        field="couple.initials"
        label="Your initials"
        hint="The home link in the menu, made from your first names. Change it if you like."
        maxLength={12}
        problems={problems}
        value={initialsOf(answers)}
        onChange={(initials) => change({ initials })}
      />
      <TextField
        field="hero.invitationLine"
        label="The line over your names"
        hint="The first words guests read. We suggest one in your site's language; write your own if you prefer."
        problems={problems}
        value={invitationLineOf(answers)}
        onChange={(invitationLine) => change({ invitationLine })}
      />
    </div>
  );
}
