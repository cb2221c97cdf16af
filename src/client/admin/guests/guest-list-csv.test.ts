import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GUEST_LIST_CSV_COLUMNS } from "../../../shared/households.ts";
import { csvDataUrl, csvField, guestListTemplateCsv } from "./guest-list-csv.ts";

describe("guestListTemplateCsv", () => {
  it("has the import's columns and one example row naming the events it is given", () => {
    const rows: string[][] = parse(guestListTemplateCsv(["ceremony", "dinner"]));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([...GUEST_LIST_CSV_COLUMNS, "side"]);
    const example = Object.fromEntries(GUEST_LIST_CSV_COLUMNS.map((column, index) => [column, rows[1]?.[index]]));
    expect(example).toMatchObject({
      household: "The Example Family",
      adults: "Alex Example;Sam Example",
      children: "Robin Example",
      extra_guests: "1",
      events: "ceremony;dinner",
      code: "",
    });
  });

  it("has the language column on a site in several languages, its example the second language", () => {
    const rows: string[][] = parse(guestListTemplateCsv(["ceremony"], ["en", "zu", "st"]));
    expect(rows[0]).toEqual([...GUEST_LIST_CSV_COLUMNS, "language", "side"]);
    expect(rows[1]?.at(-2)).toBe("zu");
    expect(parse(guestListTemplateCsv(["ceremony"], ["en"]))[0]).toEqual([...GUEST_LIST_CSV_COLUMNS, "side"]);
  });

  it("downloads as a data: URL the browser saves as is", () => {
    const csv = guestListTemplateCsv(["one"]);
    expect(decodeURIComponent(csvDataUrl(csv).replace("data:text/csv;charset=utf-8,", ""))).toBe(csv);
  });
});

describe("csvField", () => {
  it("quotes only what needs it", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Say "hi", then')).toBe('"Say ""hi"", then"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });
});
