import { useState } from "react";
import type {
  InvitationPreview,
  InvitationResult,
  ReminderPreview,
  ReminderResult,
} from "../../../shared/household-schemas.ts";
import type { ApiResult } from "../../lib/api.ts";
import { actionFailureMessage } from "../admin-messages.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { BUTTON } from "../ui.ts";
import { countLabel } from "./guest-list.ts";

/** What a sending did: invitations', and reminders' (with those reminded too recently). */
type SendResult = InvitationResult & Partial<Pick<ReminderResult, "skippedRecently">>;
type SendPreview = InvitationPreview & Partial<Pick<ReminderPreview, "remindedRecently">>;

type Confirming = { kind: "counting" } | { kind: "ready"; preview: SendPreview } | { kind: "failed"; error: string };

/** The words of one way of sending links to the households: the invitations, or the reminders. */
interface SendingWords {
  intro: string;
  button: string;
  sending: string;
  confirmTitle: string;
  queued: readonly [one: string, many: string];
  whatsAppHeading: string;
  whatsAppNote: string;
  whatsAppLink: (displayName: string) => string;
  mailHeading: string;
}

export const INVITATION_SENDING: SendingWords = {
  intro:
    "Sends its invitation to every household not invited yet: by email, or with a WhatsApp message for you to send. Households you already invited are left alone.",
  button: "Send invitations",
  sending: "Sending invitations…",
  confirmTitle: "Send invitations?",
  queued: ["invitation email queued", "invitation emails queued"],
  whatsAppHeading: "Invite on WhatsApp",
  whatsAppNote: "Each opens WhatsApp with the invitation ready to send, and marks the household invited.",
  whatsAppLink: (name) => `Invite ${name} on WhatsApp`,
  mailHeading: "The invitation email",
};

export const REMINDER_SENDING: SendingWords = {
  intro:
    "Reminds every household that was sent its invitation and has not answered yet: by email, or with a WhatsApp message for you to send. Each household is reminded at most once a day.",
  button: "Send reminders",
  sending: "Sending reminders…",
  confirmTitle: "Send reminders?",
  queued: ["reminder email queued", "reminder emails queued"],
  whatsAppHeading: "Remind on WhatsApp",
  whatsAppNote: "Each opens WhatsApp with the reminder ready to send.",
  whatsAppLink: (name) => `Remind ${name} on WhatsApp`,
  mailHeading: "The email",
};

/**
 * "Send invitations" and "Send reminders": first a preview of what would go,
 * to how many and in what words, for the couple to confirm; then the server
 * emails what it can, and what it cannot email comes back as WhatsApp links
 * for the couple to tap one by one (`onTapped`), with a list of those
 * reachable by neither.
 */
export function LinkSending({
  words,
  result,
  busy,
  preview,
  onSend,
  onTapped,
}: {
  words: SendingWords;
  result: SendResult | null;
  busy: boolean;
  preview(): Promise<ApiResult<SendPreview>>;
  onSend(): void;
  onTapped?(householdId: string): void;
}) {
  const [tapped, setTapped] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** First what would go, to whom and in what words; the couple confirms before anything is sent. */
  async function askFirst() {
    setConfirming({ kind: "counting" });
    const shown = await preview();
    setConfirming(
      shown.ok ? { kind: "ready", preview: shown.value } : { kind: "failed", error: actionFailureMessage(shown) },
    );
  }

  return (
    <div>
      <p className="text-sm text-ink/85">{words.intro}</p>
      <button type="button" className={`mt-3 ${BUTTON.primary}`} disabled={busy} onClick={() => void askFirst()}>
        {busy ? words.sending : words.button}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={words.confirmTitle}
          confirmLabel={words.button}
          tone="primary"
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
          {confirming.kind === "ready" ? <PreviewOf preview={confirming.preview} words={words} /> : null}
        </ConfirmDialog>
      ) : null}
      <div role="status" className="mt-3 text-sm">
        {result ? (
          <ul className="space-y-1">
            <li>{countLabel(result.emailed, ...words.queued)}</li>
            {result.skippedRecently === undefined ? null : (
              <li>{result.skippedRecently} reminded in the last day, skipped</li>
            )}
          </ul>
        ) : null}
      </div>
      {result && result.whatsapp.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">
            {words.whatsAppHeading} ({result.whatsapp.length})
          </h3>
          <p className="text-xs text-ink/75">{words.whatsAppNote}</p>
          <ul className="mt-2 space-y-1.5">
            {result.whatsapp.map((entry) => {
              const done = tapped.has(entry.householdId);
              return (
                <li key={entry.householdId} className="flex flex-wrap items-center gap-2">
                  <a
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => {
                      setTapped((current) => new Set(current).add(entry.householdId));
                      if (!done) onTapped?.(entry.householdId);
                    }}
                    className={`${BUTTON.small} ${done ? "border-emerald-700/40 bg-emerald-50 text-emerald-950" : ""}`}
                  >
                    {words.whatsAppLink(entry.displayName)}
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

/** What the couple confirms: how many get it which way, who is left alone, and the words they get. */
function PreviewOf({ preview, words }: { preview: SendPreview; words: SendingWords }) {
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
        {preview.remindedRecently === undefined ? null : (
          <li>{preview.remindedRecently} reminded in the last day: left alone</li>
        )}
        <li>{countLabel(preview.unreachable, "household has", "households have")} no email or phone</li>
      </ul>
      {preview.mail ? (
        <div>
          <h3 className="font-medium text-ink">{words.mailHeading}</h3>
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
