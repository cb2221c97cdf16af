/**
 * CSV for spreadsheet apps: UTF-8 with a byte-order mark (so Excel reads the
 * accents right), CRLF rows, every field quoted with quotes doubled, and cells
 * a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) prefixed with an apostrophe (OWASP "CSV injection").
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
