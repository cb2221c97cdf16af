import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "./csv.ts";

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
});
