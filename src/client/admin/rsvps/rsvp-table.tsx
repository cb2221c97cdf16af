import type { AdminRsvp } from "../../../shared/admin-api.ts";
import { formatDateTime } from "../format.ts";
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
 * The RSVPs as a table. Every guest-supplied string is a React text child,
 * never markup. On a phone the table scrolls sideways with the name column
 * kept in view.
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
    // relative: the screen-reader-only labels in the cells are positioned, and would otherwise widen the whole page on a phone.
    <div className="relative -mx-4 mt-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-ink/15">
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : "none"}
                  className={`px-2 py-2 font-medium text-ink/80 ${column.key === "name" ? STICKY : ""}`}
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
              <th
                scope="row"
                className={`max-w-[11rem] min-w-[8rem] px-2 py-3 font-medium break-words text-ink ${STICKY}`}
              >
                {rsvp.name}
              </th>
              <td className="px-2 py-3 whitespace-nowrap">{rsvp.email}</td>
              <td className="px-2 py-3">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${rsvp.attending ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"}`}
                >
                  {rsvp.attending ? "Yes" : "No"}
                </span>
              </td>
              <td className="min-w-[7rem] px-2 py-3 break-words">{rsvp.partnerName ?? <Empty />}</td>
              <td className="min-w-[14rem] max-w-[24rem] px-2 py-3 break-words whitespace-pre-wrap">
                {rsvp.message ?? <Empty />}
              </td>
              <td className="px-2 py-3 whitespace-nowrap">
                <time dateTime={rsvp.submittedAt}>{formatDateTime(rsvp.submittedAt)}</time>
              </td>
              <td className="px-2 py-3 text-right">
                <button
                  type="button"
                  onClick={() => onDelete(rsvp)}
                  aria-label={`Delete the RSVP from ${rsvp.name}`}
                  className={BUTTON.smallDanger}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const STICKY = "sticky left-0 z-10 bg-white";

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
