/**
 * Reading a CSV file as spreadsheets write it: the bytes decoded in the
 * encodings they save (UTF-8 with or without a BOM, UTF-16 with a BOM as
 * Excel's "Unicode text", Windows-1252 as Excel's "CSV" on Windows), the
 * separator their locale uses (`,`, `;` or tab) found on the header line, and
 * RFC 4180's quoting. Nothing is ever replaced by U+FFFD: bytes that are not
 * UTF-8 are Windows-1252, where every byte is a character.
 */

/** A row of a CSV file and its line as a spreadsheet numbers it (the first row is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A problem with the file's syntax: its line and what is wrong, in plain words. */
export interface CsvSyntaxProblem {
  line: number;
  message: string;
}

export type CsvSeparator = "," | ";" | "\t";

/** The file cannot be read as text at all (the message says how to save it instead). */
export class CsvEncodingError extends Error {
  override name = "CsvEncodingError";
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, at) => bytes[at] === byte);

/** The encoding the text was read in, for tests and messages. */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * The file's text, without its BOM: UTF-16 when it starts with a UTF-16 BOM,
 * UTF-8 when its bytes are UTF-8, Windows-1252 otherwise. A NUL byte outside
 * UTF-16 means an encoding we do not read (UTF-16 without a BOM, a
 * spreadsheet's binary format): CsvEncodingError.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const utf16 = startsWith(bytes, UTF16LE_BOM) ? "utf-16le" : startsWith(bytes, UTF16BE_BOM) ? "utf-16be" : null;
  if (utf16) {
    try {
      return { text: new TextDecoder(utf16, { fatal: true }).decode(bytes), encoding: utf16 };
    } catch {
      throw new CsvEncodingError(
        "The file starts as UTF-16 text but is not UTF-16 throughout. Save it again as “CSV UTF-8” and import that.",
      );
    }
  }
  if (bytes.includes(0)) {
    throw new CsvEncodingError(
      "The file is not a text file we can read (is it an Excel workbook?). Save it as “CSV UTF-8” and import that.",
    );
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: windows1252(body), encoding: "windows-1252" };
  }
}

/**
 * Windows-1252 (what Excel for Windows saves as "CSV"): every byte a
 * character. Node's TextDecoder("windows-1252") decodes it as Latin-1
 * (https://github.com/nodejs/node/issues/56542), turning the euro sign and
 * curly quotes of 0x80–0x9F into control characters, so those are mapped here.
 */
function windows1252(bytes: Uint8Array): string {
  return new TextDecoder("windows-1252")
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

/** 0x80–0x9F in Windows-1252; the five bytes it leaves undefined stay as they are (as the WHATWG decoder does). */
const WINDOWS_1252_HIGH = [..."€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ"];

/**
 * The separator of the header line: the one of `,` `;` and tab it holds most
 * often outside quotes (a comma when none). A first line `sep=;` (which Excel
 * writes and reads) names it instead; the caller skips that line.
 */
export function detectSeparator(text: string): { separator: CsvSeparator; sepLine: boolean } {
  const declared = /^sep=([,;\t])\r?(\n|$)/.exec(text);
  if (declared) return { separator: declared[1] as CsvSeparator, sepLine: true };
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (char === "," || char === ";" || char === "\t")) counts[char] += 1;
  }
  const best = (Object.keys(counts) as CsvSeparator[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ",");
  return { separator: best, sepLine: false };
}

/**
 * RFC 4180, as spreadsheets write it: fields separated by `separator`,
 * records by CRLF, LF or CR; a quoted field may hold separators, line breaks
 * and doubled quotes. Blank lines are skipped but counted, so line numbers
 * match the spreadsheet's rows; `firstLine` numbers the first (2 after a
 * `sep=` line). Every syntax problem is listed: text after a closing quote
 * is kept in the field and the reading goes on; a quote never closed ends
 * the file.
 */
export function readCsv(
  text: string,
  separator: CsvSeparator = ",",
  firstLine = 1,
): { records: CsvRecord[]; problems: CsvSyntaxProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvSyntaxProblem[] = [];
  const isSeparator = (char: string | undefined) => char === separator || char === "\r" || char === "\n";
  let fields: string[] = [];
  let line = firstLine;
  let index = 0;
  const endRecord = () => {
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line, fields });
    fields = [];
    line += 1;
  };
  while (index < text.length) {
    let field: string;
    if (text[index] === '"') {
      field = "";
      index += 1;
      let closed = true;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) {
          problems.push({ line, message: 'a quoted field is not closed (a " is missing).' });
          closed = false;
          break;
        }
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index += 1;
      }
      if (!closed) break;
      if (index < text.length && !isSeparator(text[index])) {
        problems.push({ line, message: 'a quoted field is followed by more text (write a " inside quotes as "").' });
        const start = index;
        while (index < text.length && !isSeparator(text[index])) index += 1;
        field += text.slice(start, index);
      }
    } else {
      const start = index;
      while (index < text.length && !isSeparator(text[index])) index += 1;
      field = text.slice(start, index);
    }
    fields.push(field);
    const next = text[index];
    if (next === separator) {
      index += 1;
      if (index === text.length) fields.push("");
    } else if (next === "\r" || next === "\n") {
      index += next === "\r" && text[index + 1] === "\n" ? 2 : 1;
      endRecord();
    }
  }
  if (fields.length > 0) endRecord();
  return { records, problems };
}
