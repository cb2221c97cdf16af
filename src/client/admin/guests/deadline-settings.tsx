import { type FormEvent, useId, useState } from "react";
import type { RsvpSettingsInput, RsvpWindow } from "../../../shared/household-schemas.ts";
import { formatDateTimeIn } from "../format.ts";
import { BUTTON, INPUT } from "../ui.ts";

/** The deadline in force, whether answers close after it, and a form to change both. */
export function DeadlineSettings({
  window: rsvpWindow,
  timeZone,
  busy,
  onSave,
}: {
  window: RsvpWindow;
  timeZone: string;
  busy: boolean;
  onSave(settings: RsvpSettingsInput): void;
}) {
  const [deadline, setDeadline] = useState(rsvpWindow.deadline);
  const [closeAtDeadline, setCloseAtDeadline] = useState(rsvpWindow.closeAtDeadline);
  const ids = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ deadline, closeAtDeadline });
  }

  return (
    <div>
      <p className="text-sm text-ink/90">
        Deadline: <strong>{rsvpWindow.deadlineLabel}</strong>.{" "}
        {rsvpWindow.closeAtDeadline ? (
          <>
            Answers close at{" "}
            <time dateTime={rsvpWindow.closesAt}>{formatDateTimeIn(rsvpWindow.closesAt, timeZone)}</time>.
          </>
        ) : (
          "Answers stay open after it."
        )}
      </p>
      <p className="mt-1 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${rsvpWindow.open ? "bg-emerald-100 text-emerald-950" : "bg-rose-100 text-rose-950"}`}
        >
          {rsvpWindow.open ? "Open for answers now" : "Closed for answers now"}
        </span>
      </p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${ids}-deadline`} className="block text-sm font-medium text-ink">
            RSVP deadline
          </label>
          <input
            id={`${ids}-deadline`}
            type="date"
            required
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            className={`mt-1 sm:max-w-xs ${INPUT}`}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-ink/40 accent-ink"
            checked={closeAtDeadline}
            onChange={(event) => setCloseAtDeadline(event.target.checked)}
          />
          Close answers after the deadline
        </label>
        <button type="submit" className={BUTTON.secondary} disabled={busy || deadline === ""}>
          {busy ? "Saving…" : "Save deadline"}
        </button>
      </form>
    </div>
  );
}
