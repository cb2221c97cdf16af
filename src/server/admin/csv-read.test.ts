import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";
import { CsvEncodingError, decodeCsv, detectSeparator, readCsv } from "./csv-read.ts";

const fieldsOf = (text: string, separator: "," | ";" | "\t" = ",") =>
  readCsv(text, separator).records.map((record) => record.fields);

describe("decoding a CSV file's bytes", () => {
  const zoe = "household,adults\r\nZoë's family,Zoë; Chloé\r\n";

  it("reads UTF-8 with and without a BOM, and takes the BOM off", () => {
    const bytes = Buffer.from(zoe, "utf8");
    expect(decodeCsv(bytes)).toEqual({ text: zoe, encoding: "utf-8" });
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))).toEqual({
      text: zoe,
      encoding: "utf-8",
    });
  });

  it("reads Windows-1252 (Excel's CSV on Windows) when the bytes are not UTF-8, never making U+FFFD", () => {
    const bytes = Buffer.from(zoe, "latin1");
    expect(bytes.includes(0xeb)).toBe(true);
    expect(decodeCsv(bytes)).toEqual({ text: zoe, encoding: "windows-1252" });
    // 0x80 and 0x93/0x94 are where Windows-1252 differs from Latin-1: the euro sign and curly quotes.
    const curly = decodeCsv(Buffer.from([0x93, 0x80, 0x35, 0x94, 0x81]));
    expect(curly.text).toBe("“€5”\u0081");
    expect(curly.text).not.toContain("\uFFFD");
  });

  it("reads UTF-16 with a BOM (Excel's Unicode text), little- and big-endian", () => {
    const tabbed = "household\tadults\r\nZoë's family\tZoë\r\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabbed, "utf16le")]);
    expect(decodeCsv(le)).toEqual({ text: tabbed, encoding: "utf-16le" });
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(decodeCsv(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({ text: tabbed, encoding: "utf-16be" });
  });

  it("refuses, in plain words, bytes that are no text it can read: UTF-16 without a BOM, a workbook", () => {
    expect(() => decodeCsv(Buffer.from("household", "utf16le"))).toThrow(CsvEncodingError);
    expect(() => decodeCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(/CSV UTF-8/);
    expect(() => decodeCsv(Buffer.from([0xff, 0xfe, 0x00, 0xd8]))).toThrow(/UTF-16/);
  });
});

describe("finding the separator", () => {
  it.each<[string, string]>([
    ["household,adults,children\n", ","],
    ["household;adults;children\r\n", ";"],
    ["household\tadults\tchildren\n", "\t"],
    ['"a;b",c\nx;y;z;w\n', ","],
    ["household\n", ","],
  ])("reads %j as separated by %j, outside quotes, on the header line only", (text, separator) => {
    expect(detectSeparator(text)).toEqual({ separator, sepLine: false });
  });

  it("takes Excel's sep= line", () => {
    expect(detectSeparator("sep=;\r\nhousehold,adults\n")).toEqual({ separator: ";", sepLine: true });
  });
});

describe("reading CSV", () => {
  it("reads back every cell csv.ts writes, whatever it holds", () => {
    // A cell starting with a formula character (\r among them) comes back with csv.ts's apostrophe: start with a letter.
    const cell = fc
      .string({ unit: fc.constantFrom("a", "Z", " ", ",", '"', "\r", "\n", ";", "é", "'") })
      .map((text) => `x${text}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 5 }), (rows) => {
        const { text } = decodeCsv(Buffer.from(toCsv(["a", "b", "c"], rows), "utf8"));
        expect(fieldsOf(text)).toEqual([["a", "b", "c"], ...rows]);
      }),
    );
  });

  it("takes LF, CRLF and CR line ends, unquoted fields and a last line without a line end", () => {
    expect(fieldsOf("a,b\nc,d\r\ne,f\rg,")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", ""],
    ]);
  });

  it("reads ; and tab separated fields, a ; inside quotes staying in its field", () => {
    expect(fieldsOf('a;"b; c";d\n', ";")).toEqual([["a", "b; c", "d"]]);
    expect(fieldsOf("a\tb,c\t\n", "\t")).toEqual([["a", "b,c", ""]]);
  });

  it("numbers lines as a spreadsheet numbers rows: blank lines count, a quoted line break does not", () => {
    expect(readCsv('header\n"two\nlines",x\n\nfour\n').records).toEqual([
      { line: 1, fields: ["header"] },
      { line: 2, fields: ["two\nlines", "x"] },
      { line: 4, fields: ["four"] },
    ]);
  });

  it("lists every syntax problem with its line and reads on; an unclosed quote ends the file", () => {
    const { records, problems } = readCsv('a\n"closed" then text,b\nc\n"x" y\n"open, never closed\nlost\n');
    expect(problems).toEqual([
      { line: 2, message: expect.stringMatching(/followed by more text/) },
      { line: 4, message: expect.stringMatching(/followed by more text/) },
      { line: 5, message: expect.stringMatching(/not closed/) },
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });
});
