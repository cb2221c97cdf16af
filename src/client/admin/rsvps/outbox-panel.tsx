import { useId } from "react";
import type { OutboxStatus, RsvpDashboard } from "../../../shared/admin-api.ts";
import { formatDateTimeIn } from "../format.ts";
import { ADMIN_SITE } from "../site.ts";
import { CARD } from "../ui.ts";

const STATUS: Record<OutboxStatus, { label: string; badge: string }> = {
  sent: { label: "Sent", badge: "bg-emerald-100 text-emerald-900" },
  pending: { label: "Pending", badge: "bg-amber-100 text-amber-900" },
  failed: { label: "Failed", badge: "bg-red-100 text-red-900" },
};
const ORDER: readonly OutboxStatus[] = ["sent", "pending", "failed"];

/** The confirmation mails (docs/product.md, decision 6): how many went, wait or failed, and why the last ones failed. */
export function OutboxPanel({ outbox }: { outbox: RsvpDashboard["outbox"] }) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className={CARD}>
      <h2 id={`${ids}-title`} className="font-serif text-2xl text-ink">
        Emails
      </h2>
      <p className="mt-1 text-sm text-ink/75">Confirmations to guests and copies to you, retried until they go.</p>
      <dl className="mt-4 flex flex-wrap gap-3">
        {ORDER.map((status) => (
          <div
            key={status}
            data-testid={`outbox-${status}`}
            className="flex items-baseline gap-2 rounded-xl bg-sand/70 px-4 py-2"
          >
            <dt className="text-sm text-ink/80">{STATUS[status].label}</dt>
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
                <span
                  className={`w-fit shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[mail.status].badge}`}
                >
                  {STATUS[mail.status].label}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-all text-ink">{mail.recipient}</p>
                  <p className="text-sm text-ink/75">
                    {mail.kind} · {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"} · queued{" "}
                    <time dateTime={mail.createdAt}>{formatDateTimeIn(mail.createdAt, ADMIN_SITE.timeZone)}</time>
                    {mail.sentAt ? (
                      <>
                        {" "}
                        · sent <time dateTime={mail.sentAt}>{formatDateTimeIn(mail.sentAt, ADMIN_SITE.timeZone)}</time>
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
