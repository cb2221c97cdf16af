import { cleanLine } from "../../shared/clean-text.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import type { ImportProblem, ImportResult } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES } from "../../shared/households.ts";
import { phoneCountry, storedPhoneNumber } from "../../shared/phone-numbers.ts";
import {
  CodeTakenError,
  type GuestToStore,
  type HouseholdImportUpdate,
  type HouseholdToStore,
  type NewHousehold,
  type StoredGuest,
  type StoredHousehold,
  VersionConflictError,
} from "../db/household-repository.ts";
import { invitationCodeKey, isMarkedInvitationCode } from "../db/invitation-codes.ts";
import { type GuestListDeps, GuestListRefusal, importRefusal } from "./guest-list.ts";

/** A row of an import, checked on its own (guest-list-csv.ts): the household and its line in the file. */
export interface ImportRow {
  line: number;
  household: NewHousehold;
}

/** An import file read (guest-list-csv.ts): the rows that passed their own checks, and every problem found. */
export interface ParsedImport {
  rows: readonly ImportRow[];
  problems: readonly ImportProblem[];
}

/**
 * The guest list's import (guest-list-csv.ts reads the file): rows matched
 * against the list by code, or by name and contact, and stored all or nothing.
 */
export function createGuestListImport({ database, households, erasure, content, now }: GuestListDeps) {
  return {
    /**
     * All or nothing, every problem at once (ImportRefusal): the file's own
     * problems (guest-list-csv.ts) with those only the list can tell. A row
     * carrying the code of a household on the list updates that household
     * (importedHousehold: its guests kept by name, with their answers), or
     * leaves it as it is; any other row adds a household, unless one with the
     * same name and the same email or phone is on the list (sameHousehold):
     * then it is skipped and listed. The same household twice in the file is
     * a problem naming both lines. A code this site did not make
     * (invitation-codes.ts: it lacks the site's mark) is not kept: the row
     * gets a new code, and the answer names its line, so the couple knows
     * whose link changed. Adds and updates are stored in one transaction.
     */
    async importHouseholds({ rows, problems: fileProblems }: ParsedImport): Promise<ImportResult> {
      const country = phoneCountry(content.site);
      const onList = await households.importIndex();
      const byCode = new Map(onList.map((entry) => [entry.code, entry]));
      const listed = new Set(
        onList.flatMap((entry) =>
          sameHousehold({ ...entry, phone: entry.phone === null ? null : storedPhoneNumber(entry.phone, country) }),
        ),
      );

      const problems = [...fileProblems];
      const seen = new Map<string, { line: number; adds: boolean }>();
      const toAdd: ImportRow[] = [];
      const toUpdate: { row: ImportRow; id: string }[] = [];
      const skipped: ImportResult["skipped"] = [];
      for (const row of rows) {
        const target = row.household.code === undefined ? undefined : byCode.get(row.household.code);
        const keys = sameHousehold(row.household);
        const twice = keys.map((key) => seen.get(key)).find((earlier) => earlier && (earlier.adds || !target));
        for (const key of keys) if (!seen.has(key)) seen.set(key, { line: row.line, adds: !target });
        if (twice) {
          problems.push({
            line: row.line,
            column: "household",
            message: `${row.household.displayName} is on line ${twice.line} too (the same name, and the same email or phone): keep one of the two lines.`,
          });
        } else if (target) {
          toUpdate.push({ row, id: target.id });
        } else {
          if (keys.some((key) => listed.has(key)))
            skipped.push({ line: row.line, household: row.household.displayName });
          else toAdd.push(row);
        }
      }
      if (problems.length > 0) throw importRefusal(problems);

      const key = await invitationCodeKey(database.db);
      const newCodes = toAdd
        .filter((row) => row.household.code !== undefined && !isMarkedInvitationCode(key, row.household.code))
        .map((row) => ({ line: row.line, household: row.household.displayName }));
      const updates: HouseholdImportUpdate[] = [];
      const removedGuests = new Map<string, number>();
      let unchanged = 0;
      const rowOf = new Map(toUpdate.map(({ id, row }) => [id, row]));
      const stored = await households.byIds([...rowOf.keys()]);
      if (stored.length !== rowOf.size) throw listChanged();
      for (const household of stored) {
        const row = rowOf.get(household.id);
        if (!row) continue;
        const imported = importedHousehold(household, row.household, content);
        if (imported.unchanged) {
          unchanged += 1;
          continue;
        }
        updates.push({ id: household.id, version: household.version, household: imported.household });
        if (imported.removedGuests > 0) removedGuests.set(household.id, imported.removedGuests);
      }
      try {
        await households.importMany(
          toAdd.map(({ household }) => {
            if (household.code === undefined || isMarkedInvitationCode(key, household.code)) return household;
            const { code: _notOurs, ...withoutCode } = household;
            return withoutCode;
          }),
          updates,
          now(),
        );
      } catch (error) {
        // Another import took a code, or a household changed (a guest answered) or went, meanwhile.
        if (error instanceof CodeTakenError || error instanceof VersionConflictError) throw listChanged();
        throw error;
      }
      // A guest taken off the list is erased from the mails that named them too (as update does).
      for (const [id, removed] of removedGuests) await erasure.eraseHouseholdMails(id, removed, "couple");
      return { added: toAdd.length, updated: updates.length, unchanged, skipped, newCodes };
    },
  };
}

export type GuestListImport = ReturnType<typeof createGuestListImport>;

/** The list changed between the import's reading and its writing: nothing was written (the admin says so). */
function listChanged(): GuestListRefusal {
  return new GuestListRefusal(
    HOUSEHOLD_ERROR_CODES.csvInvalid,
    "The guest list changed while the file was being imported (a guest answered, a household was deleted, or another import ran). Import the file again.",
  );
}

/** A name as two rows of the same household would write it: any case, any spacing. */
function nameKey(name: string): string {
  return cleanLine(name).normalize("NFC").toLowerCase();
}

/**
 * The keys under which two rows (or a row and a household on the list) are
 * the same household: the same name (any case or spacing) and the same email
 * (any case) or the same phone (in international form); or the same name
 * when neither has an email or a phone. Households that share only an email
 * or a phone (grandparents reached through their children) are not the same.
 */
export function sameHousehold(household: {
  displayName: string;
  email: string | null;
  phone: string | null;
}): string[] {
  const name = nameKey(household.displayName);
  const keys: string[] = [];
  if (household.email) keys.push(`${name}\u0000e:${household.email.trim().toLowerCase()}`);
  if (household.phone) keys.push(`${name}\u0000p:${household.phone}`);
  if (keys.length === 0) keys.push(`${name}\u0000none`);
  return keys;
}

/**
 * A household on the list as a row of its export, edited or not, would
 * have it: the row's name, contact and events; its named guests matched by
 * name (any case) keep their ids, so their answers and dietary needs; as
 * many unnamed seats as the row asks are kept, those the household named or
 * answered for first; the message is kept. `unchanged` when that is the
 * household as it is.
 */
export function importedHousehold(
  stored: StoredHousehold,
  row: NewHousehold,
  content: WeddingContent,
): { household: HouseholdToStore; unchanged: boolean; removedGuests: number } {
  const named = new Map<string, StoredGuest[]>();
  for (const guest of stored.guests) {
    if (guest.isSeat || guest.name === null) continue;
    const key = nameKey(guest.name);
    named.set(key, [...(named.get(key) ?? []), guest]);
  }
  const seatsWanted = row.guests.filter((guest) => guest.isSeat).length;
  const storedSeats = stored.guests.filter((guest) => guest.isSeat);
  const hasData = (guest: StoredGuest) => guest.name !== null || Object.keys(guest.answers).length > 0;
  const keptSeats = new Set(
    [...storedSeats.filter(hasData), ...storedSeats.filter((guest) => !hasData(guest))].slice(0, seatsWanted),
  );
  const seats = [
    ...storedSeats.filter((guest) => keptSeats.has(guest)),
    ...Array.from({ length: seatsWanted - keptSeats.size }, () => null),
  ];
  const guests: GuestToStore[] = row.guests.flatMap((guest): GuestToStore[] => {
    if (guest.isSeat) return [];
    const match = guest.name === null ? undefined : named.get(nameKey(guest.name))?.shift();
    return [match ? { ...guest, id: match.id, dietary: match.dietary } : guest];
  });
  for (const seat of seats) {
    guests.push(
      seat
        ? { id: seat.id, name: seat.name, isChild: seat.isChild, isSeat: true, dietary: seat.dietary }
        : { name: null, isChild: false, isSeat: true, dietary: null },
    );
  }
  const household: HouseholdToStore = {
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    message: stored.message,
    // A file without the language column keeps the household's (undefined keeps it).
    ...(row.language !== undefined ? { language: row.language } : {}),
    ...(row.side !== undefined ? { side: row.side } : {}),
    eventIds: [...new Set(row.eventIds)],
    guests,
  };
  const kept = guests.filter((guest) => guest.id !== undefined).length;
  const storedPhone = stored.phone === null ? null : storedPhoneNumber(stored.phone, phoneCountry(content.site));
  const sameEvents =
    household.eventIds.length === new Set(stored.eventIds).size &&
    household.eventIds.every((eventId) => stored.eventIds.includes(eventId));
  const sameGuests =
    guests.length === stored.guests.length &&
    guests.every((guest, at) => {
      const before = stored.guests[at];
      return (
        before !== undefined && before.id === guest.id && before.name === guest.name && before.isChild === guest.isChild
      );
    });
  const unchanged =
    stored.displayName === row.displayName &&
    stored.email === row.email &&
    storedPhone === row.phone &&
    (row.language === undefined || row.language === stored.language) &&
    (row.side === undefined || row.side === stored.side) &&
    sameEvents &&
    sameGuests;
  return { household, unchanged, removedGuests: stored.guests.length - kept };
}
