import { useCallback, useState } from "react";
import { getAudit } from "../admin-client.ts";
import { formatDateTimeIn } from "../format.ts";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { useAdminSite } from "../site.ts";
import { BUTTON, CARD } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";

/** The Audit tab (partners): who did what to which, newest first, a page at a time, on the wedding's clocks. */
export function AuditPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const [page, setPage] = useState(1);
  const get = useCallback(() => getAudit(page), [page]);
  const { resource, refresh, notice } = useAdminResource(get, onSessionEnded);
  const { timeZone } = useAdminSite();

  if (resource.kind === "loading") return <PanelLoading text="Loading the audit log…" />;
  if (resource.kind === "failed") return <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />;
  const { entries, hasMore } = resource.value;

  return (
    <section aria-labelledby="audit-heading" className={CARD}>
      <h2 id="audit-heading" className="font-serif text-xl text-ink">
        Audit log
      </h2>
      <p className="mt-1 text-sm text-ink/70">Every change, mail sent and deletion made in the admin, newest first.</p>
      <Notice notice={notice} className="mt-3" />
      {entries.length === 0 ? (
        <p className="mt-4 text-ink/80">Nothing has been changed yet.</p>
      ) : (
        // A narrow screen scrolls the table sideways: the keyboard can too, once it is focused.
        <section
          aria-label="Audit log entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a narrow screen scrolls the table sideways; axe's scrollable-region-focusable wants the keyboard to reach it
          tabIndex={0}
          className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-dusk"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log, page {page}</caption>
            <thead>
              <tr className="border-b border-ink/10">
                {["When", "Who", "What", "Target"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-3">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-ink/5 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTimeIn(entry.at, timeZone)}</td>
                  <td className="py-2 pr-3">{entry.actorName}</td>
                  <td className="py-2 pr-3">{entry.summary}</td>
                  <td className="py-2 break-all text-ink/70">
                    {entry.targetType ? `${entry.targetType} ${entry.targetId ?? ""}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex gap-2">
        <button type="button" className={BUTTON.secondary} disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <button type="button" className={BUTTON.secondary} disabled={!hasMore} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </nav>
    </section>
  );
}
