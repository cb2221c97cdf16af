import { cleanLine } from "../../shared/clean-text.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { localDateTime } from "../../shared/date-labels.ts";
import type { ImportProblem } from "../../shared/household-schemas.ts";
import {
  GUEST_LIST_CSV_COLUMNS,
  GUEST_LIST_LANGUAGE_COLUMN,
  GUEST_LIST_SIDE_COLUMN,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_STATUS_LABELS,
  INVITATION_CODE_PATTERN,
} from "../../shared/households.ts";
import { LANGUAGE_NAMES, languageAmong, languageNamed, siteLanguages } from "../../shared/page-languages.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import type { GuestToStore, StoredHousehold } from "../db/household-repository.ts";
import { inSlices } from "../event-loop.ts";
import { guestLabel, importRefusal, isEmailAddress, toAdminHousehold } from "../services/guest-list.ts";
import type { ImportRow, ParsedImport } from "../services/guest-list-import.ts";
import { CsvEncodingError, type CsvRecord, decodeCsv, detectSeparator, readCsv } from "./csv-read.ts";

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

/** The columns' names as the couple may write them: any case, spaces around, a space or - for _ ("Extra guests"). */
function columnName(value: string): string {
  return cleanLine(value.replaceAll("\uFEFF", ""))
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
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

type Column =
  | (typeof GUEST_LIST_CSV_COLUMNS)[number]
  | typeof GUEST_LIST_LANGUAGE_COLUMN
  | typeof GUEST_LIST_SIDE_COLUMN;

/** Every column an import may have: the template's, and the optional language and side. */
const KNOWN_COLUMNS: readonly string[] = [
  ...GUEST_LIST_CSV_COLUMNS,
  GUEST_LIST_LANGUAGE_COLUMN,
  GUEST_LIST_SIDE_COLUMN,
];

/**
 * The households of an import file, every row checked, every problem listed
 * with its line and column (ImportProblem): the file's bytes are decoded and
 * its separator found (csv-read.ts), its header matched in any case and
 * order. A file that cannot be read as a guest list at all (its encoding, its
 * header, no rows, too many) throws 400 csv_invalid with its problems at
 * once. Codes are checked against each other here, against the list, with
 * the duplicates, by the service. The rows are checked a slice at a time,
 * letting the event loop go round between two slices.
 */
export async function parseGuestListCsv(bytes: Uint8Array, content: WeddingContent): Promise<ParsedImport> {
  let text: string;
  try {
    text = decodeCsv(bytes).text;
  } catch (error) {
    if (error instanceof CsvEncodingError) throw importRefusal([{ line: 1, column: null, message: error.message }]);
    throw error;
  }
  const { separator, sepLine } = detectSeparator(text);
  const read = readCsv(sepLine ? text.slice(text.search(/\n|$/) + 1) : text, separator, sepLine ? 2 : 1);
  const problems: ImportProblem[] = read.problems.map(({ line, message }) => ({ line, column: null, message }));
  const [header, ...rows] = read.records;
  const expected = GUEST_LIST_CSV_COLUMNS.join(",");
  if (!header) {
    throw importRefusal([
      ...problems,
      { line: 1, column: null, message: `The file is empty; its first line must be the header ${expected}.` },
    ]);
  }
  const columns = header.fields.map(columnName);
  const headerProblems: ImportProblem[] = [
    ...GUEST_LIST_CSV_COLUMNS.filter((column) => !columns.includes(column)).map((column) => ({
      line: header.line,
      column,
      message: `The column “${column}” is missing from the header (the columns are ${expected}, in any order).`,
    })),
    ...header.fields.flatMap((written, at) => {
      const column = columns[at] as string;
      if (!KNOWN_COLUMNS.includes(column)) {
        return [
          { line: header.line, column: written, message: `“${cell(written)}” is not a column of the guest list.` },
        ];
      }
      if (columns.indexOf(column) !== at) {
        return [{ line: header.line, column, message: `The column “${column}” is named twice in the header.` }];
      }
      return [];
    }),
  ];
  if (headerProblems.length > 0) throw importRefusal([...problems, ...headerProblems]);
  if (rows.length === 0) {
    throw importRefusal([
      ...problems,
      { line: header.line + 1, column: null, message: "There are no households below the header." },
    ]);
  }
  if (rows.length > HOUSEHOLD_LIMITS.importHouseholds) {
    throw importRefusal([
      {
        line: (rows[HOUSEHOLD_LIMITS.importHouseholds] as CsvRecord).line,
        column: null,
        message: `At most ${HOUSEHOLD_LIMITS.importHouseholds} households can be imported at once; import the file in parts.`,
      },
    ]);
  }

  const knownEvents = content.events.map((event) => event.id);
  // Numbers written the country's way are read in it and kept in international form (phone-numbers.ts).
  const country = phoneCountry(content.site);
  const codes = new Map<string, number>();
  const columnIndex = Object.fromEntries(KNOWN_COLUMNS.map((column) => [column, columns.indexOf(column)])) as Record<
    Column,
    number
  >;
  const hasLanguage = columnIndex[GUEST_LIST_LANGUAGE_COLUMN] !== -1;
  const hasSide = columnIndex[GUEST_LIST_SIDE_COLUMN] !== -1;
  const languages = siteLanguages(content);
  const languageList = languages.map((language) => `${language} (${LANGUAGE_NAMES[language]})`).join(", ");
  const toImportRow = ({ line, fields }: CsvRecord): ImportRow | null => {
    const found: ImportProblem[] = [];
    const problem = (column: Column | null, message: string) => found.push({ line, column, message });
    if (fields.length !== columns.length) {
      const hint =
        separator === ";" && fields.length > columns.length
          ? " In a file separated by ;, a list of names must be in quotes."
          : "";
      problem(null, `This line has ${fields.length} fields but the header has ${columns.length}.${hint}`);
      problems.push(...found);
      return null;
    }
    const value = (column: Column) => cell(fields[columnIndex[column]]);
    const lostLetter = fields.some((field) => field.includes("\uFFFD"));
    for (const column of lostLetter ? GUEST_LIST_CSV_COLUMNS : []) {
      if (value(column).includes("\uFFFD")) {
        problem(
          column,
          "A letter was lost before this file was saved (it shows as �): write it again, or save the file as “CSV UTF-8”.",
        );
      }
    }

    const displayName = value("household");
    if (displayName === "") problem("household", "The household has no name.");
    if (displayName.length > HOUSEHOLD_LIMITS.displayName) {
      problem("household", `The household's name is too long (at most ${HOUSEHOLD_LIMITS.displayName} characters).`);
    }
    const adults = names(value("adults"));
    const children = names(value("children"));
    for (const [column, list] of [
      ["adults", adults],
      ["children", children],
    ] as const) {
      for (const name of list.filter((name) => name.length > HOUSEHOLD_LIMITS.guestName)) {
        problem(column, `The name “${name}” is too long (at most ${HOUSEHOLD_LIMITS.guestName} characters).`);
      }
    }
    const extraText = value("extra_guests");
    let extra = 0;
    if (extraText !== "" && !/^\d+$/.test(extraText)) {
      problem(
        "extra_guests",
        `The number of extra guests must be a whole number from 0 to ${MAX_EXTRA_GUESTS}, not “${extraText}”.`,
      );
    } else {
      extra = extraText === "" ? 0 : Number(extraText);
      if (extra > MAX_EXTRA_GUESTS) {
        problem("extra_guests", `The number of extra guests must be at most ${MAX_EXTRA_GUESTS}, not ${extra}.`);
      }
    }
    const guestCount = adults.length + children.length + extra;
    if (guestCount === 0) problem("adults", "The household has no guests (give adults, children or extra_guests).");
    if (guestCount > HOUSEHOLD_LIMITS.guests) {
      problem("adults", `The household has ${guestCount} guests; at most ${HOUSEHOLD_LIMITS.guests} are allowed.`);
    }

    const email = value("email");
    if (email.length > HOUSEHOLD_LIMITS.email || (email !== "" && !isEmailAddress(email))) {
      problem("email", `“${email}” is not an email address.`);
    }
    const written = value("phone");
    const phone = written === "" ? null : readPhoneNumber(written, country);
    if (phone && !phone.ok) problem("phone", phone.message);
    const eventIds = names(value("events"));
    for (const eventId of eventIds.filter((eventId) => !knownEvents.includes(eventId))) {
      problem("events", `There is no event “${eventId}” (the events are ${knownEvents.join(", ")}).`);
    }
    const code = value("code");
    if (code !== "") {
      if (!INVITATION_CODE_PATTERN.test(code)) {
        problem(
          "code",
          `“${code}” is not an invitation code (16 letters, digits, - or _); leave it empty for a new household.`,
        );
      } else {
        const earlier = codes.get(code);
        if (earlier !== undefined) problem("code", `The code ${code} is already given on line ${earlier}.`);
        else codes.set(code, line);
      }
    }
    // Absent column: each household keeps its language; empty: the site's first (stored as null).
    let language: string | null | undefined;
    if (hasLanguage) {
      const writtenLanguage = value(GUEST_LIST_LANGUAGE_COLUMN);
      const named = writtenLanguage === "" ? null : languageNamed(writtenLanguage);
      if (writtenLanguage !== "" && (named === null || !languages.includes(named))) {
        problem(
          GUEST_LIST_LANGUAGE_COLUMN,
          `“${writtenLanguage}” is not one of the site's languages: write ${languageList}, or leave it empty for ${LANGUAGE_NAMES[languages[0] ?? "en"]}.`,
        );
      }
      language = named === null || named === languages[0] ? null : named;
    }
    // Absent column: each household keeps its side; empty: none.
    const side = hasSide ? value(GUEST_LIST_SIDE_COLUMN) : undefined;
    if (side !== undefined && side.length > HOUSEHOLD_LIMITS.side) {
      problem(GUEST_LIST_SIDE_COLUMN, `The side is too long (at most ${HOUSEHOLD_LIMITS.side} characters).`);
    }
    if (found.length > 0) {
      problems.push(...found);
      return null;
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
        phone: phone?.ok ? phone.number : null,
        message: null,
        eventIds: eventIds.length > 0 ? eventIds : knownEvents,
        guests,
        ...(language !== undefined ? { language } : {}),
        ...(side !== undefined ? { side: side === "" ? null : side } : {}),
        ...(code !== "" ? { code } : {}),
      },
    };
  };
  const checked = (await inSlices(rows, IMPORT_SLICE_ROWS, (slice) => slice.map(toImportRow))).flat();
  return { rows: checked.filter((row) => row !== null), problems };
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
    // The language column, when the site has a choice (guestListCsvColumns): the code as it reads, empty for the first.
    ...(siteLanguages(content).length > 1 ? [exportedLanguage(stored, content)] : []),
    household.side ?? "",
  ];
}

/** A household's language as the export writes it: its code, empty for the site's first (and for one the site no longer has, which reads as the first). */
function exportedLanguage(stored: StoredHousehold, content: WeddingContent): string {
  const language = languageAmong(content, stored.language);
  return language === siteLanguages(content)[0] ? "" : language;
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
