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

/** One row, its CRLF included. */
function csvLine(row: readonly string[]): string {
  return `${row.map(csvCell).join(",")}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join("")}`;
}

/**
 * The same file as toCsv, written as it is read: the header, then each batch
 * of rows when the reader asks for more, so neither the rows nor the text of
 * a long list is ever held whole, and the first bytes leave at once.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(header)}`));
    },
    // An empty batch (its rows were deleted meanwhile) enqueues nothing: the next one is read at once.
    async pull(controller) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        if (next.value.length > 0) {
          controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
          return;
        }
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
