import {
  type GUEST_LIST_CSV_COLUMNS,
  GUEST_LIST_LANGUAGE_COLUMN,
  GUEST_LIST_SIDE_COLUMN,
  guestListCsvColumns,
} from "../../../shared/households.ts";

/**
 * The import template, made in the browser: the columns of
 * GUEST_LIST_CSV_COLUMNS and one example row with made-up names, so the
 * couple sees how adults, children, unnamed guests and events are written,
 * and, on a site in several languages, the household's language (its second's
 * code in the example).
 */

type Row = Record<
  (typeof GUEST_LIST_CSV_COLUMNS)[number] | typeof GUEST_LIST_LANGUAGE_COLUMN | typeof GUEST_LIST_SIDE_COLUMN,
  string
>;

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function guestListTemplateCsv(eventIds: readonly string[], languages: readonly string[] = []): string {
  const example: Row = {
    household: "The Example Family",
    adults: "Alex Example;Sam Example",
    children: "Robin Example",
    extra_guests: "1",
    email: "alex@example.com",
    phone: "+44 20 7946 0000",
    events: eventIds.join(";"),
    code: "",
    [GUEST_LIST_LANGUAGE_COLUMN]: languages[1] ?? "",
    [GUEST_LIST_SIDE_COLUMN]: "Sam's family",
  };
  const columns = guestListCsvColumns(languages.length);
  const lines = [columns, columns.map((column) => example[column as keyof Row])];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A link target that downloads `csv` without asking the server. */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
