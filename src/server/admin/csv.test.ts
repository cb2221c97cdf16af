import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvStream, toCsv } from "./csv.ts";

describe("CSV for spreadsheets", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+31 6 1234", `"'+31 6 1234"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=cmd", `"'\t=cmd"`],
    ["\r=cmd", `"'\r=cmd"`],
    ['say "hi"', `"say ""hi"""`],
    ["a=b", `"a=b"`],
    ["", `""`],
  ])("quotes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("starts with a BOM, ends rows with CRLF, and parses back to the same cells", () => {
    const rows = [
      ['Ann, "Annie"\nSmith', "ünïcødé ✓"],
      ["plain", "=evil()"],
    ];
    const csv = toCsv(["A", "B"], rows);
    expect(csv.startsWith(`${CSV_BOM}"A","B"\r\n`)).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([["A", "B"], ...rows.slice(0, 1), ["plain", "'=evil()"]]);
  });

  it("streams the same file, a batch at a time, reading the next batch only when asked", async () => {
    const batches = [[["a", "=b"]], [], [["c", 'd "e"']]];
    let read = 0;
    async function* rows() {
      for (const batch of batches) {
        read += 1;
        yield batch;
      }
    }
    const reader = csvStream(["A", "B"], rows()).getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);
    expect(read).toBeLessThanOrEqual(1);
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(chunks));
    expect(text).toBe(toCsv(["A", "B"], batches.flat()));
    expect(read).toBe(3);
  });
});
