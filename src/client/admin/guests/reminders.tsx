import { useState } from "react";
import type { ReminderResult } from "../../../shared/household-schemas.ts";
import { BUTTON } from "../ui.ts";
import { countLabel } from "./guest-list.ts";

/**
 * "Send reminders": the server emails every household that has not answered
 * (at most one reminder a day each); what it cannot email comes back as
 * WhatsApp links for the couple to tap one by one, and a list of those
 * reachable by neither.
 */
export function Reminders({ result, busy, onSend }: { result: ReminderResult | null; busy: boolean; onSend(): void }) {
  const [tapped, setTapped] = useState<ReadonlySet<string>>(new Set());
  return (
    <div>
      <p className="text-sm text-ink/85">
        Reminds every household that was sent its invitation and has not answered yet: by email, or with a WhatsApp
        message for you to send. Each household is reminded at most once a day.
      </p>
      <button
        type="button"
        className={`mt-3 ${BUTTON.primary}`}
        disabled={busy}
        onClick={() => {
          setTapped(new Set());
          onSend();
        }}
      >
        {busy ? "Sending reminders…" : "Send reminders"}
      </button>
      <div role="status" className="mt-3 text-sm">
        {result ? (
          <ul className="space-y-1">
            <li>{countLabel(result.emailed, "reminder email queued", "reminder emails queued")}</li>
            <li>{result.skippedRecently} reminded in the last day, skipped</li>
          </ul>
        ) : null}
      </div>
      {result && result.whatsapp.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">Remind on WhatsApp ({result.whatsapp.length})</h3>
          <p className="text-xs text-ink/75">Each opens WhatsApp with the reminder ready to send.</p>
          <ul className="mt-2 space-y-1.5">
            {result.whatsapp.map((entry) => {
              const done = tapped.has(entry.householdId);
              return (
                <li key={entry.householdId} className="flex flex-wrap items-center gap-2">
                  <a
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setTapped((current) => new Set(current).add(entry.householdId))}
                    className={`${BUTTON.small} ${done ? "border-emerald-700/40 bg-emerald-50 text-emerald-950" : ""}`}
                  >
                    Remind {entry.displayName} on WhatsApp
                  </a>
                  {done ? (
                    <span className="text-xs font-medium text-emerald-900">
                      <span aria-hidden="true">✓ </span>Opened
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {result && result.unreachable.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">No email or phone: reach them another way</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {result.unreachable.map((entry) => (
              <li key={entry.householdId} className="break-words">
                {entry.displayName}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
