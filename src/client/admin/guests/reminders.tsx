import { useState } from "react";
import type { ReminderPreview, ReminderResult } from "../../../shared/household-schemas.ts";
import { actionFailureMessage } from "../admin-messages.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { BUTTON } from "../ui.ts";
import { countLabel } from "./guest-list.ts";
import { previewReminders } from "./guest-list-client.ts";

type Confirming =
  | { kind: "counting" }
  | { kind: "ready"; preview: ReminderPreview }
  | { kind: "failed"; error: string };

/**
 * "Send reminders": the server emails every household that has not answered
 * (at most one reminder a day each); what it cannot email comes back as
 * WhatsApp links for the couple to tap one by one, and a list of those
 * reachable by neither.
 */
export function Reminders({ result, busy, onSend }: { result: ReminderResult | null; busy: boolean; onSend(): void }) {
  const [tapped, setTapped] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** First what would go, to whom and in what words; the couple confirms before anything is sent. */
  async function askFirst() {
    setConfirming({ kind: "counting" });
    const preview = await previewReminders();
    setConfirming(
      preview.ok ? { kind: "ready", preview: preview.value } : { kind: "failed", error: actionFailureMessage(preview) },
    );
  }

  return (
    <div>
      <p className="text-sm text-ink/85">
        Reminds every household that was sent its invitation and has not answered yet: by email, or with a WhatsApp
        message for you to send. Each household is reminded at most once a day.
      </p>
      <button type="button" className={`mt-3 ${BUTTON.primary}`} disabled={busy} onClick={() => void askFirst()}>
        {busy ? "Sending reminders…" : "Send reminders"}
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Send reminders?"
          confirmLabel="Send reminders"
          busyLabel="Counting…"
          busy={confirming.kind === "counting"}
          error={confirming.kind === "failed" ? confirming.error : null}
          onConfirm={() => {
            setConfirming(null);
            setTapped(new Set());
            onSend();
          }}
          onCancel={() => setConfirming(null)}
        >
          {confirming.kind === "ready" ? <PreviewOf preview={confirming.preview} /> : null}
        </ConfirmDialog>
      ) : null}
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

/** What the couple confirms: how many are reminded which way, who is left alone, and the words they get. */
function PreviewOf({ preview }: { preview: ReminderPreview }) {
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-1">
        <li>{countLabel(preview.byEmail, "household is emailed", "households are emailed")}</li>
        <li>
          {countLabel(
            preview.byWhatsApp,
            "household gets a WhatsApp link for you to send",
            "households get a WhatsApp link for you to send",
          )}
        </li>
        <li>{preview.remindedRecently} reminded in the last day: left alone</li>
        <li>{countLabel(preview.unreachable, "household has", "households have")} no email or phone</li>
      </ul>
      {preview.mail ? (
        <div>
          <h3 className="font-medium text-ink">The email</h3>
          <p className="mt-1 font-medium">{preview.mail.subject}</p>
          <p className="mt-1 max-h-48 overflow-y-auto rounded-lg bg-sand/60 p-2 whitespace-pre-wrap">
            {preview.mail.text}
          </p>
        </div>
      ) : null}
      {preview.whatsapp ? (
        <div>
          <h3 className="font-medium text-ink">The WhatsApp message</h3>
          <p className="mt-1 rounded-lg bg-sand/60 p-2 whitespace-pre-wrap">{preview.whatsapp}</p>
        </div>
      ) : null}
    </div>
  );
}
