import { useId } from "react";
import type { AdminRsvp } from "../../../shared/admin-api.ts";
import { formatDateTimeIn } from "../format.ts";
import { useAdminSite } from "../site.ts";
import { BUTTON } from "../ui.ts";
import type { RsvpSort, RsvpSortKey } from "./rsvp-list.ts";

const COLUMNS: readonly { key: RsvpSortKey; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "attending", label: "Attending" },
  { key: "partner", label: "Partner" },
  { key: "message", label: "Message" },
  { key: "submitted", label: "Submitted" },
];

/**
 * The RSVPs: a table from 1024 px (fixed columns, long emails and messages
 * wrapped, so it fits 1280 px without scrolling), cards on narrower screens
 * with the same data and actions. Every guest-supplied string is a React text
 * child, never markup.
 */
export function RsvpTable({
  rows,
  sort,
  onSort,
  onDelete,
}: {
  rows: readonly AdminRsvp[];
  sort: RsvpSort;
  onSort(sort: RsvpSort): void;
  onDelete(rsvp: AdminRsvp): void;
}) {
  const toggle = (key: RsvpSortKey) =>
    onSort({
      key,
      direction: sort.key === key && sort.direction === "ascending" ? "descending" : "ascending",
    });

  return (
    <>
      <div data-rsvp-table="" className="mt-4 hidden lg:block">
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <colgroup>
            <col className="w-[14%]" />
            <col className="w-[20%]" />
            <col className="w-[7rem]" />
            <col className="w-[12%]" />
            <col />
            <col className="w-[11.5rem]" />
            <col className="w-[5.5rem]" />
          </colgroup>
          <thead>
            <tr className="border-b border-ink/15">
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? sort.direction : "none"}
                    className="px-2 py-2 font-medium text-ink/80"
                  >
                    <button
                      type="button"
                      onClick={() => toggle(column.key)}
                      className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-powder/50 focus-visible:outline-2 focus-visible:outline-dusk"
                    >
                      {column.label}
                      <SortArrow direction={active ? sort.direction : null} />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((rsvp) => (
              <tr key={rsvp.id} className="border-b border-ink/10 align-top last:border-0">
                <th scope="row" className={`px-2 py-3 font-medium text-ink ${WRAP}`}>
                  {rsvp.name}
                </th>
                <td className={`px-2 py-3 ${WRAP}`}>
                  <Email address={rsvp.email} />
                </td>
                <td className="px-2 py-3">
                  <Attending attending={rsvp.attending} />
                </td>
                <td className={`px-2 py-3 ${WRAP}`}>{rsvp.partnerName ?? <Empty />}</td>
                <td className={`px-2 py-3 whitespace-pre-wrap ${WRAP}`}>{rsvp.message ?? <Empty />}</td>
                <td className="px-2 py-3">
                  <Submitted iso={rsvp.submittedAt} />
                </td>
                <td className="px-2 py-3 text-right">
                  <DeleteButton rsvp={rsvp} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 lg:hidden">
        <SortSelect sort={sort} onSort={onSort} />
        <ul aria-label="Responses" className="mt-4 space-y-3">
          {rows.map((rsvp) => (
            <li key={rsvp.id}>
              <RsvpCard rsvp={rsvp} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** One RSVP on a narrow screen: the guest's name as its heading, then what they answered. */
function RsvpCard({ rsvp, onDelete }: { rsvp: AdminRsvp; onDelete(rsvp: AdminRsvp): void }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className={`min-w-0 font-medium text-ink ${WRAP}`}>
          {rsvp.name}
        </h3>
        <Attending attending={rsvp.attending} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/70">Email</dt>
        <dd className={WRAP}>
          <Email address={rsvp.email} />
        </dd>
        <dt className="text-ink/70">Partner</dt>
        <dd className={WRAP}>{rsvp.partnerName ?? <Empty />}</dd>
        <dt className="text-ink/70">Submitted</dt>
        <dd>
          <Submitted iso={rsvp.submittedAt} />
        </dd>
      </dl>
      {rsvp.message ? (
        <blockquote className={`mt-3 border-l-2 border-powder pl-3 text-sm whitespace-pre-wrap text-ink/90 ${WRAP}`}>
          {rsvp.message}
        </blockquote>
      ) : null}
      <div className="mt-3 flex justify-end">
        <DeleteButton rsvp={rsvp} onDelete={onDelete} />
      </div>
    </article>
  );
}

/** The cards' way to sort: the table's columns, each either way. */
function SortSelect({ sort, onSort }: { sort: RsvpSort; onSort(sort: RsvpSort): void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Sort by
      </label>
      <select
        id={id}
        value={`${sort.key}:${sort.direction}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(":");
          const column = COLUMNS.find((candidate) => candidate.key === key);
          if (column) onSort({ key: column.key, direction: direction === "descending" ? "descending" : "ascending" });
        }}
        className="min-h-10 rounded-lg border border-ink/25 bg-white px-2 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-dusk"
      >
        {COLUMNS.flatMap((column) => [
          <option key={`${column.key}:ascending`} value={`${column.key}:ascending`}>
            {column.label}, {DIRECTION_WORDS[column.key][0]}
          </option>,
          <option key={`${column.key}:descending`} value={`${column.key}:descending`}>
            {column.label}, {DIRECTION_WORDS[column.key][1]}
          </option>,
        ])}
      </select>
    </div>
  );
}

/** How each column reads sorted up and down. */
const DIRECTION_WORDS: Record<RsvpSortKey, readonly [string, string]> = {
  name: ["A to Z", "Z to A"],
  email: ["A to Z", "Z to A"],
  attending: ["yes first", "no first"],
  partner: ["A to Z", "Z to A"],
  message: ["A to Z", "Z to A"],
  submitted: ["oldest first", "newest first"],
};

function Attending({ attending }: { attending: boolean }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${attending ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"}`}
    >
      {attending ? "Yes" : "No"}
    </span>
  );
}

/** An address that may break after its @ and dots, where a reader expects it to, before breaking anywhere. */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, never reordered.
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

function Submitted({ iso }: { iso: string }) {
  const { timeZone } = useAdminSite();
  return <time dateTime={iso}>{formatDateTimeIn(iso, timeZone)}</time>;
}

function DeleteButton({ rsvp, onDelete }: { rsvp: AdminRsvp; onDelete(rsvp: AdminRsvp): void }) {
  return (
    <button
      type="button"
      onClick={() => onDelete(rsvp)}
      aria-label={`Delete the RSVP from ${rsvp.name}`}
      className={BUTTON.smallDanger}
    >
      Delete
    </button>
  );
}

/** Long names, addresses and messages break anywhere rather than widen their column. */
const WRAP = "[overflow-wrap:anywhere]";

function Empty() {
  return (
    <>
      <span aria-hidden="true" className="text-ink/40">
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}

function SortArrow({ direction }: { direction: "ascending" | "descending" | null }) {
  const path =
    direction === "ascending"
      ? "M6 14l6-6 6 6"
      : direction === "descending"
        ? "M6 10l6 6 6-6"
        : "M8 9l4-4 4 4M8 15l4 4 4-4";
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`h-4 w-4 ${direction ? "text-ink" : "text-ink/40"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
