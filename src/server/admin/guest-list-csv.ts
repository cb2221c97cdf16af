import { cleanLine } from "../../shared/clean-text.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { localDateTime } from "../../shared/date-labels.ts";
import {
  GUEST_LIST_CSV_COLUMNS,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_STATUS_LABELS,
  INVITATION_CODE_PATTERN,
} from "../../shared/households.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import type { GuestToStore, StoredHousehold } from "../db/household-repository.ts";
import { inSlices } from "../event-loop.ts";
import { guestLabel, type ImportRow, importRefusal, isEmailAddress, toAdminHousehold } from "../services/guest-list.ts";
import { CSV_BOM } from "./csv.ts";

/**
 * The guest list's CSV files: the import template (GUEST_LIST_CSV_COLUMNS,
 * one row per household) read and written, and the per-person answers.
 * Written with csv.ts's hygiene (BOM, quoting, formula cells neutralised); an
 * apostrophe csv.ts put before a formula character is taken off again on
 * import, so an export imports back as it was.
 */

/** Rows of an import checked between two turns of the event loop (event-loop.ts). */
const IMPORT_SLICE_ROWS = 250;

/** The most unnamed "guest of" seats one row may ask for. */
export const MAX_EXTRA_GUESTS = 10;

/** A row of a CSV file and its line as a spreadsheet numbers it (the first row is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = "CsvSyntaxError";
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 4180, as spreadsheets write it: fields separated by commas, records by
 * CRLF, LF or CR; a quoted field may hold commas, line breaks and doubled
 * quotes; a leading BOM is dropped. Blank lines are skipped but counted, so
 * line numbers match the spreadsheet's rows.
 */
export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith(CSV_BOM) ? input.slice(CSV_BOM.length) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let line = 1;
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
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) throw new CsvSyntaxError(line, 'a quoted field is not closed (a " is missing).');
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index += 1;
      }
      if (index < text.length && !isSeparator(text[index])) {
        throw new CsvSyntaxError(line, 'a quoted field is followed by more text (write a " inside quotes as "").');
      }
    } else {
      const start = index;
      while (index < text.length && !isSeparator(text[index])) index += 1;
      field = text.slice(start, index);
    }
    fields.push(field);
    const separator = text[index];
    if (separator === ",") {
      index += 1;
      if (index === text.length) fields.push("");
    } else if (separator === "\r" || separator === "\n") {
      index += separator === "\r" && text[index + 1] === "\n" ? 2 : 1;
      endRecord();
    }
  }
  if (fields.length > 0) endRecord();
  return records;
}

function isSeparator(char: string | undefined): boolean {
  return char === "," || char === "\r" || char === "\n";
}

/**
 * A cell as the couple meant it: cleaned (no control or bidi characters, clean-text.ts), trimmed, and
 * without the apostrophe our export puts before a formula character.
 */
function cell(value: string | undefined): string {
  const trimmed = cleanLine(value ?? "");
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** Names separated by ";", blanks dropped. */
function names(value: string): string[] {
  return value
    .split(";")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/**
 * The households of an import file, each row checked; the first bad row
 * throws 400 csv_invalid naming its line. Codes are checked against each
 * other here, against the stored ones by the service. The rows are checked
 * a slice at a time, letting the event loop go round between two slices.
 */
export async function parseGuestListCsv(text: string, content: WeddingContent): Promise<ImportRow[]> {
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw importRefusal(error.line, error.message);
    throw error;
  }
  const [header, ...rows] = records;
  const expected = GUEST_LIST_CSV_COLUMNS.join(",");
  if (!header) throw importRefusal(1, `the file is empty; the first line must be the header ${expected}.`);
  const columns = header.fields.map((name) => cell(name).toLowerCase());
  const missing = GUEST_LIST_CSV_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !(GUEST_LIST_CSV_COLUMNS as readonly string[]).includes(column));
  const repeated = columns.filter((column, at) => columns.indexOf(column) !== at);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    throw importRefusal(header.line, `the header must name the columns ${expected} (in any order), each once.`);
  }
  if (rows.length === 0) throw importRefusal(header.line + 1, "there are no households below the header.");
  if (rows.length > HOUSEHOLD_LIMITS.importHouseholds) {
    throw importRefusal(
      (rows[HOUSEHOLD_LIMITS.importHouseholds] as CsvRecord).line,
      `at most ${HOUSEHOLD_LIMITS.importHouseholds} households can be imported at once.`,
    );
  }

  const knownEvents = content.events.map((event) => event.id);
  // Numbers written the country's way are read in it and kept in international form (phone-numbers.ts).
  const country = phoneCountry(content.site);
  const codes = new Map<string, number>();
  const toImportRow = ({ line, fields }: CsvRecord): ImportRow => {
    const refuse = (problem: string) => importRefusal(line, problem);
    if (fields.length !== columns.length) {
      throw refuse(`has ${fields.length} fields but the header has ${columns.length}.`);
    }
    const value = (column: (typeof GUEST_LIST_CSV_COLUMNS)[number]) => cell(fields[columns.indexOf(column)]);

    const displayName = value("household");
    if (displayName === "") throw refuse("the household has no name.");
    if (displayName.length > HOUSEHOLD_LIMITS.displayName) {
      throw refuse(`the household's name is too long (at most ${HOUSEHOLD_LIMITS.displayName} characters).`);
    }
    const adults = names(value("adults"));
    const children = names(value("children"));
    const tooLong = [...adults, ...children].find((name) => name.length > HOUSEHOLD_LIMITS.guestName);
    if (tooLong) throw refuse(`the name "${tooLong}" is too long (at most ${HOUSEHOLD_LIMITS.guestName} characters).`);
    const extraText = value("extra_guests");
    if (extraText !== "" && !/^\d+$/.test(extraText)) {
      throw refuse(`extra_guests must be a whole number from 0 to ${MAX_EXTRA_GUESTS}, not "${extraText}".`);
    }
    const extra = extraText === "" ? 0 : Number(extraText);
    if (extra > MAX_EXTRA_GUESTS) throw refuse(`extra_guests must be at most ${MAX_EXTRA_GUESTS}, not ${extra}.`);
    const guestCount = adults.length + children.length + extra;
    if (guestCount === 0) throw refuse("the household has no guests (give adults, children or extra_guests).");
    if (guestCount > HOUSEHOLD_LIMITS.guests) {
      throw refuse(`the household has ${guestCount} guests; at most ${HOUSEHOLD_LIMITS.guests} are allowed.`);
    }

    const email = value("email");
    if (email.length > HOUSEHOLD_LIMITS.email || (email !== "" && !isEmailAddress(email))) {
      throw refuse(`"${email}" is not an email address.`);
    }
    const written = value("phone");
    const phone = written === "" ? null : readPhoneNumber(written, country);
    if (phone && !phone.ok) throw refuse(phone.message);
    const eventIds = names(value("events"));
    const unknownEvent = eventIds.find((eventId) => !knownEvents.includes(eventId));
    if (unknownEvent !== undefined) {
      throw refuse(`there is no event "${unknownEvent}" (the events are ${knownEvents.join(", ")}).`);
    }
    const code = value("code");
    if (code !== "") {
      if (!INVITATION_CODE_PATTERN.test(code)) {
        throw refuse(
          `the code "${code}" is not an invitation code (16 letters, digits, - or _); leave it empty for a new one.`,
        );
      }
      const earlier = codes.get(code);
      if (earlier !== undefined) throw refuse(`the code ${code} is already given on line ${earlier}.`);
      codes.set(code, line);
    }

    const guests: GuestToStore[] = [
      ...adults.map((name) => ({ name, isChild: false, isSeat: false, dietary: null })),
      ...children.map((name) => ({ name, isChild: true, isSeat: false, dietary: null })),
      ...Array.from({ length: extra }, () => ({ name: null, isChild: false, isSeat: true, dietary: null })),
    ];
    return {
      line,
      household: {
        displayName,
        email: email === "" ? null : email,
        phone: phone ? phone.number : null,
        message: null,
        eventIds: eventIds.length > 0 ? eventIds : knownEvents,
        guests,
        ...(code !== "" ? { code } : {}),
      },
    };
  };
  return (await inSlices(rows, IMPORT_SLICE_ROWS, (slice) => slice.map(toImportRow))).flat();
}

/** Pages of households, as the repository reads them for a download. */
type HouseholdPages = AsyncIterable<readonly StoredHousehold[]>;

/**
 * The guest list in the import template's columns (GUEST_LIST_CSV_COLUMNS),
 * a page of households at a time: a file to edit and import again, codes
 * (and so links) kept.
 */
export async function* guestListRows(pages: HouseholdPages, content: WeddingContent): AsyncGenerator<string[][]> {
  const allEvents = content.events.map((event) => event.id);
  for await (const households of pages) yield households.map((stored) => guestListRow(stored, content, allEvents));
}

function guestListRow(stored: StoredHousehold, content: WeddingContent, allEvents: readonly string[]): string[] {
  const household = toAdminHousehold(stored, content);
  const named = household.guests.filter((guest) => !guest.isSeat);
  const everyEvent = household.eventIds.length === allEvents.length;
  return [
    household.displayName,
    named.flatMap((guest) => (guest.isChild ? [] : [guest.name ?? ""])).join("; "),
    named.flatMap((guest) => (guest.isChild ? [guest.name ?? ""] : [])).join("; "),
    String(household.guests.length - named.length),
    household.email ?? "",
    household.phone ?? "",
    everyEvent ? "" : household.eventIds.join(";"),
    household.code,
  ];
}

const ANSWER_LABELS = { attending: "Attending", declined: "Not attending", none: "No answer" } as const;

/** The header of guestAnswersRows: each event's answer and meal columns in the content's order. */
export function guestAnswersHeader(content: WeddingContent): string[] {
  return [
    "Household",
    "Guest",
    "Child",
    "Status",
    ...content.events.flatMap((event) => [event.title, `${event.title}: meal`]),
    "Dietary needs",
    "Household message",
    "Answered",
  ];
}

/**
 * One row per person, a page of households at a time: household, name,
 * child, the household's status, each event's answer and meal (empty where
 * the household is not invited), dietary needs, the household's message and
 * when the person last answered, in the site's time zone.
 */
export async function* guestAnswersRows(pages: HouseholdPages, content: WeddingContent): AsyncGenerator<string[][]> {
  for await (const households of pages) yield households.flatMap((stored) => guestAnswerRows(stored, content));
}

function guestAnswerRows(stored: StoredHousehold, content: WeddingContent): string[][] {
  const household = toAdminHousehold(stored, content);
  const invited = new Set(household.eventIds);
  return stored.guests.map((guest) => {
    const times = Object.entries(guest.answers)
      .filter(([eventId]) => invited.has(eventId))
      .map(([, answer]) => answer.answeredAt.getTime());
    return [
      household.displayName,
      guestLabel(guest, household),
      guest.isChild ? "Yes" : "No",
      HOUSEHOLD_STATUS_LABELS[household.status],
      ...content.events.flatMap((event) => {
        if (!invited.has(event.id)) return ["", ""];
        const answer = guest.answers[event.id];
        if (!answer) return [ANSWER_LABELS.none, ""];
        return [answer.attending ? ANSWER_LABELS.attending : ANSWER_LABELS.declined, answer.meal ?? ""];
      }),
      guest.dietary ?? "",
      household.message ?? "",
      times.length > 0 ? localDateTime(new Date(Math.max(...times)), content.timeZone) : "",
    ];
  });
}
