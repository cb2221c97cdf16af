import { useId, useMemo, useRef, useState } from "react";
import { ADMIN_API, type AdminRsvp, type RsvpDashboard, type RsvpTotals } from "../../../shared/admin-api.ts";
import { deleteRsvp, getRsvpDashboard } from "../admin-client.ts";
import { DeletionDialog } from "../confirm-dialog.tsx";
import { EventTotalsView } from "../guests/event-totals.tsx";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { SearchField } from "../search-field.tsx";
import { BUTTON, CARD } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { useConfirmedDeletion } from "../use-confirmed-deletion.ts";
import { MailNotSetUp, OutboxPanel } from "./outbox-panel.tsx";
import { DEFAULT_RSVP_SORT, type RsvpSort, rsvpTotals, searchRsvps, sortRsvps } from "./rsvp-list.ts";
import { RsvpTable } from "./rsvp-table.tsx";

/** Who is coming: the totals, the searchable and sortable list, the CSV, deleting, and the confirmation mails. */
export function RsvpDashboardPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const { resource: load, refresh, notice, setNotice, failed } = useAdminResource(getRsvpDashboard, onSessionEnded);
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<RsvpSort>(DEFAULT_RSVP_SORT);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const rsvps = load.kind === "loaded" ? load.value.rsvps : [];
  const matching = useMemo(() => searchRsvps(rsvps, query), [rsvps, query]);
  const rows = useMemo(() => sortRsvps(matching, sort), [matching, sort]);

  const deletion = useConfirmedDeletion({
    remove: (rsvp: AdminRsvp) => deleteRsvp(rsvp.id),
    async deleted(rsvp) {
      // The list first, then the dialog: focus then finds the row gone and goes to the list's heading.
      await refresh();
      setNotice({ kind: "success", text: `Deleted the RSVP from ${rsvp.name}.` });
    },
    failed,
  });

  if (load.kind === "loading") return <PanelLoading text="Loading the RSVPs…" />;
  if (load.kind === "failed") return <PanelLoadFailed message={load.message} onRetry={() => void refresh()} />;

  const { value: dashboard } = load;
  const searching = query.trim() !== "";
  return (
    <div className="space-y-6">
      {dashboard.outbox.delivery === "file" ? <MailNotSetUp /> : null}
      <section aria-labelledby={`${ids}-answers`}>
        <h2 id={`${ids}-answers`} className="font-serif text-2xl text-ink">
          Who is coming
        </h2>
        <p className="mt-1 mb-3 text-sm text-ink/75">{answeredText(dashboard.answers)}</p>
        <EventTotalsView totals={dashboard.answers.events} />
      </section>

      <section aria-labelledby={`${ids}-totals`}>
        <h2 id={`${ids}-totals`} className="mb-3 font-serif text-xl text-ink">
          The open form's RSVPs
        </h2>
        <Totals totals={dashboard.totals} />
      </section>

      <section aria-labelledby={`${ids}-list`} className={CARD}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={`${ids}-list`}
            ref={listHeadingRef}
            tabIndex={-1}
            className="font-serif text-2xl text-ink focus:outline-none"
          >
            Responses
          </h2>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={BUTTON.secondary} onClick={() => void refresh()}>
              Refresh
            </button>
            <a href={ADMIN_API.rsvpsCsv} download className={BUTTON.primary}>
              Download CSV
            </a>
          </div>
        </div>
        <div className="mt-4">
          <SearchField label="Search by name, email or message" value={query} onChange={setQuery} />
          <p role="status" className="mt-2 text-sm text-ink/80">
            {searching ? matchSummary(rsvpTotals(matching), rsvps.length) : ""}
          </p>
        </div>
        <Notice notice={notice} className="mt-3" />
        {rows.length === 0 ? (
          <p className="mt-4 text-ink/70">{searching ? "No RSVP matches this search." : "No RSVPs yet."}</p>
        ) : (
          <RsvpTable rows={rows} sort={sort} onSort={setSort} onDelete={deletion.ask} />
        )}
      </section>

      <OutboxPanel outbox={dashboard.outbox} onQueued={() => void refresh()} onSessionEnded={onSessionEnded} />

      <DeletionDialog
        deletion={deletion}
        title="Delete this RSVP?"
        confirmLabel="Delete RSVP"
        returnFocusTo={() => listHeadingRef.current}
      >
        {(rsvp) => (
          <p>
            The RSVP from <strong>{rsvp.name}</strong> ({rsvp.email}) will be removed for good. The guest can then RSVP
            again with the same email.
          </p>
        )}
      </DeletionDialog>
    </div>
  );
}

/** "3 of 41 responses match: 2 attending, 3 guests, 1 not attending." */
function matchSummary(totals: RsvpTotals, all: number): string {
  const { responses, attending, guests, notAttending } = totals;
  return `${responses} of ${all} ${all === 1 ? "response matches" : "responses match"}: ${attending} attending, ${guests} ${guests === 1 ? "guest" : "guests"}, ${notAttending} not attending.`;
}

function Totals({ totals }: { totals: RsvpTotals }) {
  const items = [
    { key: "responses", label: "Responses", value: totals.responses },
    { key: "attending", label: "Attending", value: totals.attending },
    { key: "guests", label: "Guests (with partners)", value: totals.guests },
    { key: "not-attending", label: "Not attending", value: totals.notAttending },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          data-testid={`total-${item.key}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/5"
        >
          <dt className="text-sm text-ink/75">{item.label}</dt>
          <dd className="mt-1 font-serif text-3xl text-ink tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "5 of 150 households have answered, 2 of them through the open form; people per event, however they answered:" */
export function answeredText(answers: RsvpDashboard["answers"]): string {
  const { households, answered, throughOpenForm } = answers;
  const openForm = throughOpenForm > 0 ? `, ${throughOpenForm} of them through the open form` : "";
  return `${answered} of ${households} ${households === 1 ? "household has" : "households have"} answered${openForm}. People per event, however they answered:`;
}
