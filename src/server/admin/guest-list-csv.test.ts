import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GUEST_LIST_CSV_COLUMNS } from "../../shared/households.ts";
import { anEvent, aWedding, eventsOverDays } from "../../testing/content-builders.ts";
import { toCsv } from "./csv.ts";
import { CsvSyntaxError, parseGuestListCsv, readCsv } from "./guest-list-csv.ts";

describe("reading CSV", () => {
  it("reads back every cell csv.ts writes, whatever it holds", () => {
    // A cell starting with a formula character (\r among them) comes back with csv.ts's apostrophe: start with a letter.
    const cell = fc
      .string({ unit: fc.constantFrom("a", "Z", " ", ",", '"', "\r", "\n", ";", "é", "'") })
      .map((text) => `x${text}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 5 }), (rows) => {
        const records = readCsv(toCsv(["a", "b", "c"], rows));
        expect(records.map((record) => record.fields)).toEqual([["a", "b", "c"], ...rows]);
      }),
    );
  });

  it("takes LF, CRLF and CR line ends, unquoted fields and a last line without a line end", () => {
    expect(readCsv("a,b\nc,d\r\ne,f\rg,").map((record) => record.fields)).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", ""],
    ]);
  });

  it("numbers lines as a spreadsheet numbers rows: blank lines count, a quoted line break does not", () => {
    const records = readCsv('\uFEFFheader\n"two\nlines",x\n\nfour\n');
    expect(records).toEqual([
      { line: 1, fields: ["header"] },
      { line: 2, fields: ["two\nlines", "x"] },
      { line: 4, fields: ["four"] },
    ]);
  });

  it.each([
    ['a\n"open, never closed\n', 2],
    ['a\n"closed" then text,b\n', 2],
  ])("refuses %j naming line %i", (text, line) => {
    expect(() => readCsv(text)).toThrow(CsvSyntaxError);
    try {
      readCsv(text);
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(line);
    }
  });
});

describe("the import template", () => {
  const content = aWedding({
    events: [
      anEvent({ id: "first" }),
      ...eventsOverDays(2)
        .slice(1)
        .map((event) => ({ ...event, id: "second" })),
    ],
  });

  it("takes the columns in any order and letter case, trims cells, and drops the export's formula apostrophe", async () => {
    const header = [...GUEST_LIST_CSV_COLUMNS].reverse().map((column) => column.toUpperCase());
    const [row] = await parseGuestListCsv(
      toCsv(header, [["", "second", "'+27 82 555 0101", " a@example.com ", "1", "", " Ann ;; Ben ", "'=Odd"]]),
      content,
    );
    expect(row).toEqual({
      line: 2,
      household: {
        displayName: "=Odd",
        email: "a@example.com",
        phone: "+27825550101",
        message: null,
        eventIds: ["second"],
        guests: [
          { name: "Ann", isChild: false, isSeat: false, dietary: null },
          { name: "Ben", isChild: false, isSeat: false, dietary: null },
          { name: null, isChild: false, isSeat: true, dietary: null },
        ],
      },
    });
  });

  it("takes control and bidi characters out of names (as the forms do)", async () => {
    const cells: Record<(typeof GUEST_LIST_CSV_COLUMNS)[number], string> = {
      household: "The \u202eMokoena\u0007 family",
      adults: "Lerato\u2066 Mokoena; Tumi\u001b",
      children: "",
      extra_guests: "",
      email: "",
      phone: "",
      events: "",
      code: "",
    };
    const [row] = await parseGuestListCsv(
      toCsv(GUEST_LIST_CSV_COLUMNS, [GUEST_LIST_CSV_COLUMNS.map((column) => cells[column])]),
      content,
    );
    expect(row?.household.displayName).toBe("The Mokoena family");
    expect(row?.household.guests.map((guest) => guest.name)).toEqual(["Lerato Mokoena", "Tumi"]);
  });
});
