import type { DeletionLogEntry } from "../../../shared/privacy.ts";
import { formatDateTimeIn } from "../format.ts";
import { DELETION_REASON_LABELS, erasedCountsLabel, UNFINISHED_ERASURE_LABEL } from "./guest-data.ts";

const COLUMNS: { label: string; of(entry: DeletionLogEntry): string }[] = [
  { label: "Households", of: (entry) => String(entry.households) },
  { label: "Guests", of: (entry) => String(entry.guests) },
  { label: "RSVPs", of: (entry) => String(entry.rsvps) },
  { label: "Mails (files)", of: (entry) => `${entry.mails} (${entry.mailFiles})` },
  { label: "Photos (files)", of: (entry) => `${entry.photos} (${entry.files})` },
];

/**
 * What was erased, when and why: counts only, never a name. A table on a
 * wide screen, one line each on a phone (the other is display:none).
 */
export function DeletionLog({ entries, timeZone }: { entries: readonly DeletionLogEntry[]; timeZone: string }) {
  if (entries.length === 0) return <p className="mt-3 text-ink/75">Nothing has been deleted yet.</p>;
  return (
    <>
      <table className="mt-3 hidden w-full border-collapse text-left text-sm md:table">
        <thead>
          <tr className="border-b border-ink/15 text-ink/80">
            <th scope="col" className="px-2 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Reason
            </th>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className="px-2 py-2 text-right font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // Entries have no id of their own (the log is counts only); the order is fixed, newest first.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, replaced whole on every load
            <tr key={index} className="border-b border-ink/10 last:border-0">
              <th scope="row" className="px-2 py-2 font-normal whitespace-nowrap">
                {formatDateTimeIn(entry.at, timeZone)}
              </th>
              <td className="px-2 py-2">
                {DELETION_REASON_LABELS[entry.reason]}
                {entry.completed ? null : <span className="block text-ink/75">{UNFINISHED_ERASURE_LABEL}</span>}
              </td>
              {COLUMNS.map((column) => (
                <td key={column.label} className="px-2 py-2 text-right tabular-nums">
                  {column.of(entry)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 divide-y divide-ink/10 md:hidden">
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <li key={index} className="py-3 text-sm">
            <p className="font-medium text-ink">
              {formatDateTimeIn(entry.at, timeZone)} · {DELETION_REASON_LABELS[entry.reason]}
            </p>
            <p className="mt-0.5 text-ink/80">{erasedCountsLabel(entry)}</p>
            {entry.completed ? null : <p className="mt-0.5 text-ink/75">{UNFINISHED_ERASURE_LABEL}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
