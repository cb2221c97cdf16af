import { type FormEvent, useId, useState } from "react";
import type { RsvpDashboard } from "../../../shared/admin-api.ts";
import type { OutboxStatus } from "../../../shared/mail-outbox.ts";
import { sendTestMail } from "../admin-client.ts";
import { actionFailureMessage, isSessionEnded, MAIL_SETUP_MESSAGES, outboxStatusLabel } from "../admin-messages.ts";
import { formatDateTimeIn } from "../format.ts";
import { Notice, type NoticeState } from "../notice.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD, INPUT } from "../ui.ts";

const BADGE: Record<OutboxStatus, string> = {
  sent: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};
/** A mail only saved as a file reached no one: it is not shown as a success. */
const FILED_BADGE = "bg-slate-200 text-slate-900";
const ORDER: readonly OutboxStatus[] = ["sent", "pending", "failed"];

/** The warning on the admin's first screen while mail is not set up. */
export function MailNotSetUp() {
  const ids = useId();
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-amber-700/40 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id={`${ids}-title`} className="font-serif text-xl">
        {MAIL_SETUP_MESSAGES.notSetUpTitle}
      </h2>
      <p className="mt-1 text-sm">{MAIL_SETUP_MESSAGES.notSetUp}</p>
    </section>
  );
}

/** The confirmation mails (docs/product.md, decision 6): how many went, wait or failed, and why the last ones failed. */
export function OutboxPanel({
  outbox,
  onQueued,
  onSessionEnded,
}: {
  outbox: RsvpDashboard["outbox"];
  onQueued(): void;
  onSessionEnded(): void;
}) {
  const ids = useId();
  const { timeZone } = useAdminSite();
  const filed = outbox.delivery === "file";
  const label = (status: OutboxStatus) => outboxStatusLabel(status, outbox.delivery);
  const badge = (status: OutboxStatus) => (filed && status === "sent" ? FILED_BADGE : BADGE[status]);
  return (
    <section aria-labelledby={`${ids}-title`} className={CARD}>
      <h2 id={`${ids}-title`} className="font-serif text-2xl text-ink">
        Emails
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        {filed
          ? "Confirmations to guests and copies to you. Mail is not set up: each is only saved as a file on the server."
          : "Confirmations to guests and copies to you, retried until they go."}
      </p>
      <TestMail
        testRecipient={outbox.testRecipient}
        filed={filed}
        onQueued={onQueued}
        onSessionEnded={onSessionEnded}
      />
      <dl className="mt-4 flex flex-wrap gap-3">
        {ORDER.map((status) => (
          <div
            key={status}
            data-testid={`outbox-${status}`}
            className="flex items-baseline gap-2 rounded-xl bg-sand/70 px-4 py-2"
          >
            <dt className="text-sm text-ink/80">{label(status)}</dt>
            <dd className="font-serif text-2xl tabular-nums">{outbox.counts[status]}</dd>
          </div>
        ))}
      </dl>
      {outbox.recent.length === 0 ? (
        <p className="mt-4 text-ink/70">No emails yet.</p>
      ) : (
        <>
          <h3 className="mt-6 text-sm font-medium text-ink/80">Most recent</h3>
          <ul className="mt-2 divide-y divide-ink/10">
            {outbox.recent.map((mail) => (
              <li key={mail.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4">
                <span className={`w-fit shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${badge(mail.status)}`}>
                  {label(mail.status)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-all text-ink">{mail.recipient}</p>
                  <p className="text-sm text-ink/75">
                    {mail.kind} · {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"} · queued{" "}
                    <time dateTime={mail.createdAt}>{formatDateTimeIn(mail.createdAt, timeZone)}</time>
                    {mail.sentAt ? (
                      <>
                        {" "}
                        · {filed ? MAIL_SETUP_MESSAGES.savedAsFileNote : "sent"}{" "}
                        <time dateTime={mail.sentAt}>{formatDateTimeIn(mail.sentAt, timeZone)}</time>
                      </>
                    ) : null}
                  </p>
                  {mail.lastError ? (
                    <p className="mt-1 text-sm break-words text-red-900">
                      {mail.status === "failed" ? "Failed: " : "Last error: "}
                      {mail.lastError}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Sends a test mail through the outbox, to NOTIFY_EMAIL or the address typed: it shows below like guests' mails. */
function TestMail({
  testRecipient,
  filed,
  onQueued,
  onSessionEnded,
}: {
  testRecipient: string | null;
  /** Mail is not set up: the test mail will only be saved as a file. */
  filed: boolean;
  onQueued(): void;
  onSessionEnded(): void;
}) {
  const ids = useId();
  const [to, setTo] = useState(testRecipient ?? "");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await sendTestMail(to.trim());
    setBusy(false);
    if (result.ok) {
      const { to: queuedTo } = result.value;
      setNotice({
        kind: "success",
        text: filed
          ? `A test mail to ${queuedTo} is queued, but mail is not set up: it will only be saved as a file on the server.`
          : `A test mail to ${queuedTo} is on its way: it is listed below.`,
      });
      onQueued();
    } else if (isSessionEnded(result)) {
      onSessionEnded();
    } else {
      setNotice({ kind: "error", text: actionFailureMessage(result) });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${ids}-to`} className="block text-sm font-medium text-ink">
          Send a test mail to
        </label>
        <input
          id={`${ids}-to`}
          type="email"
          required
          autoComplete="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={`mt-1 ${INPUT}`}
        />
      </div>
      <button type="submit" disabled={busy} className={BUTTON.secondary}>
        {busy ? "Sending…" : "Send test mail"}
      </button>
      <Notice notice={notice} className="basis-full" />
    </form>
  );
}
