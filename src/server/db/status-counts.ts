/**
 * Counts per status from a `select status, count(*) … group by status`, with
 * every status listed (a status no row has counts 0). PostgreSQL returns
 * count(*) as a string (bigint), SQLite as a number.
 */
export function countsByStatus<Status extends string>(
  statuses: readonly Status[],
  rows: readonly { status: Status; count: number | string }[],
): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
