import { describe, expect, it } from "vitest";
import { GUEST_LIST_CSV_COLUMNS } from "../../shared/households.ts";
import { anEvent, aWedding, eventsOverDays } from "../../testing/content-builders.ts";
import { ImportRefusal } from "../services/guest-list.ts";
import { sameHousehold } from "../services/guest-list-import.ts";
import { toCsv } from "./csv.ts";
import { parseGuestListCsv } from "./guest-list-csv.ts";

const content = aWedding({
  events: [
    anEvent({ id: "first" }),
    ...eventsOverDays(2)
      .slice(1)
      .map((event) => ({ ...event, id: "second" })),
  ],
});
const header = GUEST_LIST_CSV_COLUMNS.join(",");
const utf8 = (text: string) => Buffer.from(text, "utf8");

/** The problems of a file the parser refuses whole. */
async function refusal(bytes: Uint8Array) {
  try {
    await parseGuestListCsv(bytes, content);
  } catch (error) {
    if (error instanceof ImportRefusal) return error.problems;
    throw error;
  }
  throw new Error("the file was not refused");
}

describe("the import template", () => {
  it("takes the columns in any order and letter case, trims cells, and drops the export's formula apostrophe", async () => {
    const columns = [...GUEST_LIST_CSV_COLUMNS].reverse().map((column) => ` ${column.toUpperCase()} `);
    const { rows, problems } = await parseGuestListCsv(
      utf8(toCsv(columns, [["", "second", "'+27 82 555 0101", " a@example.com ", "1", "", " Ann ;; Ben ", "'=Odd"]])),
      content,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
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
      },
    ]);
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
    const { rows } = await parseGuestListCsv(
      utf8(toCsv(GUEST_LIST_CSV_COLUMNS, [GUEST_LIST_CSV_COLUMNS.map((column) => cells[column])])),
      content,
    );
    expect(rows[0]?.household.displayName).toBe("The Mokoena family");
    expect(rows[0]?.household.guests.map((guest) => guest.name)).toEqual(["Lerato Mokoena", "Tumi"]);
  });
});

describe("the files spreadsheets write", () => {
  const names = async (bytes: Uint8Array) => {
    const { rows, problems } = await parseGuestListCsv(bytes, content);
    expect(problems).toEqual([]);
    return rows.map((row) => [row.household.displayName, row.household.guests.map((guest) => guest.name)]);
  };
  const zoe = [["Zoë's family", ["Zoë", "Chloé"]]];

  it("reads UTF-8 with and without a BOM", async () => {
    const text = `${header}\r\nZoë's family,Zoë; Chloé,,0,,,,\r\n`;
    expect(await names(utf8(text))).toEqual(zoe);
    expect(await names(utf8(`\uFEFF${text}`))).toEqual(zoe);
  });

  it("reads Windows-1252 (Excel's CSV on Windows): Zoë stays Zoë", async () => {
    const bytes = Buffer.from(`${header}\r\nZoë's family,Zoë; Chloé,,0,,,,\r\n`, "latin1");
    expect(await names(bytes)).toEqual(zoe);
  });

  it("reads UTF-16 with a BOM and tabs (Excel's Unicode text)", async () => {
    const text = `${GUEST_LIST_CSV_COLUMNS.join("\t")}\r\nZoë's family\tZoë; Chloé\t\t0\t\t\t\t\r\n`;
    expect(await names(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]))).toEqual(zoe);
  });

  it("reads a ;-separated file (a spreadsheet in a country writing decimal commas), names in quotes", async () => {
    const text = `\uFEFF${GUEST_LIST_CSV_COLUMNS.join(";")}\r\nZoë's family;"Zoë; Chloé";;0;;;;\r\n`;
    expect(await names(utf8(text))).toEqual(zoe);
    const declared = `sep=;\r\n${GUEST_LIST_CSV_COLUMNS.join(";")}\r\nZoë's family;"Zoë; Chloé";;0;;;;\r\n`;
    const { rows } = await parseGuestListCsv(utf8(declared), content);
    expect(rows.map((row) => row.line)).toEqual([3]);
  });

  it("says how to quote names when a ;-separated row has too many fields", async () => {
    const { problems } = await parseGuestListCsv(
      utf8(`${GUEST_LIST_CSV_COLUMNS.join(";")}\nFam;A; B;;0;;;;\n`),
      content,
    );
    expect(problems).toEqual([{ line: 2, column: null, message: expect.stringMatching(/9 fields .* in quotes/) }]);
  });

  it("refuses a letter lost before the file was saved (U+FFFD), naming the line and column", async () => {
    const { problems } = await parseGuestListCsv(utf8(`${header}\nZo\uFFFD's family,Ann,,0,,,,\n`), content);
    expect(problems).toEqual([{ line: 2, column: "household", message: expect.stringMatching(/lost/) }]);
  });

  it("takes header names in any case, with spaces around, a BOM, and a space for _", async () => {
    const columns = GUEST_LIST_CSV_COLUMNS.map((column) => ` ${column.replace("_", " ").toUpperCase()} `);
    const { rows } = await parseGuestListCsv(utf8(`\uFEFF${columns.join(",")}\nFam,Ann,,2,,,,\n`), content);
    expect(rows[0]?.household.guests).toHaveLength(3);
  });
});

describe("every problem at once", () => {
  it("lists each bad field of each row with its line and column, and keeps only the good rows", async () => {
    const file = [
      header,
      "Good,Ann,,0,good@example.com,,,",
      ",Ann,,two,not-an-email,,brunch,short",
      "Fam,,,0,,phone me,,",
      "Short,Ann",
      "Later,Ben,,0,,,first;lunch,",
    ].join("\n");
    const { rows, problems } = await parseGuestListCsv(utf8(file), content);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(problems.map((problem) => [problem.line, problem.column])).toEqual([
      [3, "household"],
      [3, "extra_guests"],
      [3, "email"],
      [3, "events"],
      [3, "code"],
      [4, "adults"],
      [4, "phone"],
      [5, null],
      [6, "events"],
    ]);
    expect(problems[3]?.message).toBe("There is no event “brunch” (the events are first, second).");
  });

  it("names both lines of a code given twice", async () => {
    const code = "AAAAAAAAAAAAAAAA";
    const { problems } = await parseGuestListCsv(utf8(`${header}\nA,Ann,,0,,,,${code}\nB,Bo,,0,,,,${code}\n`), content);
    expect(problems).toEqual([{ line: 3, column: "code", message: `The code ${code} is already given on line 2.` }]);
  });

  it("refuses a header that is not the template's, naming every missing, unknown and repeated column", async () => {
    const problems = await refusal(utf8("household,Adults,kids,adults,email,phone,events\nFam,Ann,,,,,\n"));
    expect(problems).toEqual([
      { line: 1, column: "children", message: expect.stringMatching(/missing/) },
      { line: 1, column: "extra_guests", message: expect.stringMatching(/missing/) },
      { line: 1, column: "code", message: expect.stringMatching(/missing/) },
      { line: 1, column: "kids", message: "“kids” is not a column of the guest list." },
      { line: 1, column: "adults", message: expect.stringMatching(/twice/) },
    ]);
  });

  it("refuses an empty file, a file with only its header, and bytes that are no text", async () => {
    expect(await refusal(utf8(""))).toEqual([{ line: 1, column: null, message: expect.stringMatching(/empty/) }]);
    expect(await refusal(utf8(`${header}\n`))).toEqual([
      { line: 2, column: null, message: "There are no households below the header." },
    ]);
    expect(await refusal(Buffer.from(header, "utf16le"))).toEqual([
      { line: 1, column: null, message: expect.stringMatching(/CSV UTF-8/) },
    ]);
  });
});

describe("the same household", () => {
  const keys = (displayName: string, email: string | null, phone: string | null) =>
    sameHousehold({ displayName, email, phone });
  const same = (a: string[], b: string[]) => a.some((key) => b.includes(key));

  it("is the same name in any case and spacing, with the same email in any case or the same phone", () => {
    const okafors = keys("The Okafors", "Ada@Example.com", "+27825550101");
    expect(same(okafors, keys(" the  okafors ", "ada@example.com", null))).toBe(true);
    expect(same(okafors, keys("THE OKAFORS", null, "+27825550101"))).toBe(true);
    expect(same(keys("Mokoena", null, null), keys("mokoena", null, null))).toBe(true);
  });

  it("is not a household that shares only an email or a phone, nor the same name reached another way", () => {
    const okafors = keys("The Okafors", "ada@example.com", "+27825550101");
    expect(same(okafors, keys("Grandma Okafor", "ada@example.com", "+27825550101"))).toBe(false);
    expect(same(okafors, keys("The Okafors", "other@example.com", null))).toBe(false);
    expect(same(okafors, keys("The Okafors", null, null))).toBe(false);
  });
});
