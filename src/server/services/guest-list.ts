import type { RsvpDashboard } from "../../shared/admin-api.ts";
import { cleanLine } from "../../shared/clean-text.ts";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { localDate } from "../../shared/date-labels.ts";
import {
  type AdminHousehold,
  type EventTotals,
  type GuestList,
  type HouseholdContactPatch,
  type HouseholdInput,
  type HouseholdUpdate,
  type ImportProblem,
  type ImportResult,
  type InvitationPreview,
  type InvitationResult,
  importProblemText,
  type ReminderPreview,
  type ReminderResult,
  type RsvpSettingsInput,
  type RsvpWindow,
} from "../../shared/household-schemas.ts";
import {
  checkHouseholdAnswers,
  type EventAnswer,
  HOUSEHOLD_ERROR_CODES,
  householdStatus,
  invitationPath,
  invitationText,
  REMINDER_SPACING_MS,
  whatsAppLink,
} from "../../shared/households.ts";
import { phoneCountry, readPhoneNumber, storedPhoneNumber } from "../../shared/phone-numbers.ts";
import { BROWSER_EMAIL } from "../../shared/rsvp.ts";
import type { Database, Executor } from "../db/database.ts";
import {
  CodeTakenError,
  type GuestToStore,
  type HouseholdContact,
  type HouseholdImportUpdate,
  type HouseholdRepository,
  type HouseholdToStore,
  type NewHousehold,
  type StoredGuest,
  type StoredHousehold,
  VersionConflictError,
} from "../db/household-repository.ts";
import { invitationCodeKey, isMarkedInvitationCode } from "../db/invitation-codes.ts";
import type { OutboxRepository } from "../db/outbox-repository.ts";
import { householdInvitation, householdReminder, type InvitationMailData } from "../mail/invitation-mails.ts";
import { MAIL_KINDS, type MailToQueue } from "../mail/templates.ts";
import { publicSiteOrigin } from "../site-origin.ts";
import type { Erasure } from "./erasure.ts";
import { guestViews, invitedEventIds } from "./household-view.ts";
import { NotFoundError } from "./not-found.ts";
import type { RsvpWindowService } from "./rsvp-window.ts";

/**
 * The couple's guest list (docs/product.md, decision 13): households with
 * their statuses and per-event totals, the couple's edits (checked here, the
 * couple may edit anything even after the deadline), the import, invitations
 * and reminders, and the deadline settings. Refusals are GuestListRefusals
 * with the codes of HOUSEHOLD_ERROR_CODES (or `invalid_household`); an
 * unknown id is a NotFoundError.
 */

/** The couple's request breaks a rule; `code` is stable, the message fit to show (the routes answer 400). */
export class GuestListRefusal extends Error {
  override name = "GuestListRefusal";

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The couple's edit was based on an older version of the household (its
 * guests answered, or another tab saved, since it was opened): nothing was
 * written; `current` is the household as it is now (the routes answer 409).
 */
export class HouseholdChangedError extends Error {
  override name = "HouseholdChangedError";

  constructor(readonly current: AdminHousehold) {
    super("The household changed since the couple opened it");
  }
}

/** The 409's message; the admin page says it in its own words (admin-messages.ts). */
export const HOUSEHOLD_CHANGED_MESSAGE =
  "This household changed since you opened it (its guests answered, or it was saved elsewhere). Nothing was saved; here is the household as it is now.";

/** 400: a household the couple wrote breaks a rule (an unknown event, a guest without a name…); the message says which. */
export const INVALID_HOUSEHOLD = "invalid_household";

const NO_SUCH_HOUSEHOLD = "There is no such household (it may have been deleted).";

export interface GuestListDeps {
  database: Database;
  households: HouseholdRepository;
  outbox: OutboxRepository;
  /** The deadline in force, and the couple's change of it. */
  window: RsvpWindowService;
  /** Deleting a household erases it everywhere (docs/product.md, decision 16). */
  erasure: Pick<Erasure, "eraseHousehold" | "eraseHouseholdMails">;
  content: WeddingContent;
  /** Each audience's view of it: a reminder's preview is rendered as the household will read it. */
  contentFor: ContentFor;
  now: () => Date;
  /** Called after mails are queued: wakes the mail sender. */
  onMailQueued?: (() => void) | undefined;
}

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

export function createGuestList({
  database,
  households,
  outbox,
  window: rsvpWindow,
  erasure,
  content,
  contentFor,
  now,
  onMailQueued,
}: GuestListDeps) {
  // The admin's requests are authenticated and same-site: without site.origin, their own origin will do.
  const siteOrigin = publicSiteOrigin(content);

  async function requireHousehold(id: string): Promise<StoredHousehold> {
    const household = await households.byId(id);
    if (!household) throw new NotFoundError(NO_SUCH_HOUSEHOLD);
    return household;
  }

  /**
   * A versioned write: its result, or HouseholdChangedError with the household
   * as it is now when another write came first (between the check and the
   * write), or NotFoundError when it was deleted meanwhile.
   */
  async function onVersion<T>(id: string, write: () => Promise<T | null>): Promise<T> {
    try {
      const written = await write();
      if (written) return written;
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      const latest = await households.byId(id);
      if (latest) throw new HouseholdChangedError(toAdminHousehold(latest, content));
    }
    throw new NotFoundError(NO_SUCH_HOUSEHOLD);
  }

  /** The message sent with a link: the couple's names, the deadline in force and the absolute link. */
  function messageFor(household: StoredHousehold, origin: string, window: RsvpWindow, reminder: boolean) {
    const url = `${siteOrigin ?? origin}${invitationPath(household.code)}`;
    const text = invitationText({
      displayName: household.displayName,
      coupleNames: coupleNames(content),
      deadlineLabel: window.deadlineLabel,
      url,
      reminder,
    });
    return { url, text, deadlineLabel: window.deadlineLabel };
  }

  /**
   * The households of the couple's list `wanted` picks, each with its link, the invitation's or reminder's words
   * and WhatsApp link (when it has a phone): what the sending does and its preview shows.
   */
  async function linkMessages(
    requestOrigin: string,
    reminder: boolean,
    wanted: (household: StoredHousehold) => boolean,
  ) {
    const window = await rsvpWindow.current();
    return (await households.list()).flatMap((household) => {
      if (household.selfRegistered || !wanted(household)) return [];
      const { url, text, deadlineLabel } = messageFor(household, requestOrigin, window, reminder);
      const phone = phoneOf(household, content);
      return [{ household, url, text, deadlineLabel, whatsapp: phone ? whatsAppLink(phone, text) : null }];
    });
  }

  /** Invited and not answered: whom a reminder is for. */
  const toRemind = (requestOrigin: string) =>
    linkMessages(requestOrigin, true, (household) => ["invited", "opened"].includes(statusOf(household)));
  /** Not invited yet: whom "Send invitations" is for. */
  const toInvite = (requestOrigin: string) => linkMessages(requestOrigin, false, (household) => !household.invitedAt);

  /**
   * How many of `messages` would go which way, with the words the first of each way gets: the mail (rendered by
   * `mail`) and the WhatsApp message. `skip` leaves one out of both (reminded too recently).
   */
  function previewOf(
    messages: Awaited<ReturnType<typeof linkMessages>>,
    mail: (data: InvitationMailData, views: ContentFor) => { subject: string; text: string },
    skip: (household: StoredHousehold) => boolean = () => false,
  ): InvitationPreview & { skipped: number } {
    const counted: InvitationPreview & { skipped: number } = {
      byEmail: 0,
      byWhatsApp: 0,
      unreachable: 0,
      skipped: 0,
      mail: null,
      whatsapp: null,
    };
    for (const { household, url, deadlineLabel, text, whatsapp } of messages) {
      if (!household.email && !whatsapp) counted.unreachable += 1;
      else if (skip(household)) counted.skipped += 1;
      else if (household.email) {
        counted.byEmail += 1;
        if (!counted.mail) {
          const eventIds = invitedEventIds(household, content);
          const { subject, text: body } = mail(
            { displayName: household.displayName, url, deadlineLabel, eventIds },
            contentFor,
          );
          counted.mail = { subject, text: body };
        }
      } else {
        counted.byWhatsApp += 1;
        counted.whatsapp ??= text;
      }
    }
    return counted;
  }

  /** The invitation or a reminder in `trx`: the household's link and the deadline, to its email, tied to the household. */
  async function queueLinkMail(
    trx: Executor,
    kind: typeof MAIL_KINDS.householdInvitation | typeof MAIL_KINDS.householdReminder,
    household: StoredHousehold,
    { recipient, url, deadlineLabel, at }: { recipient: string; url: string; deadlineLabel: string; at: Date },
  ): Promise<void> {
    await outbox.queueWith(
      trx,
      [
        {
          kind,
          recipient,
          householdId: household.id,
          message: {
            displayName: household.displayName,
            url,
            deadlineLabel,
            eventIds: invitedEventIds(household, content),
          },
        } satisfies MailToQueue,
      ],
      at,
      { householdId: household.id },
    );
  }

  /**
   * Marks the household invited and queues its invitation, in one transaction: both or neither. `firstOnly`: only
   * when this call is the one that marks it (two tabs sending together mail each household once); returns whether
   * the mail was queued.
   */
  async function mailInvitation(
    household: StoredHousehold,
    mail: Parameters<typeof queueLinkMail>[3],
    firstOnly: boolean,
  ): Promise<boolean> {
    return database.db.transaction().execute(async (trx) => {
      const marked = await households.markInvited(trx, household.id, mail.at);
      if (firstOnly && !marked) return false;
      await queueLinkMail(trx, MAIL_KINDS.householdInvitation, household, mail);
      return true;
    });
  }

  return {
    /** Every household, newest facts, with the totals of each event in people, and the deadline in force. */
    async list(): Promise<GuestList> {
      const [stored, window] = await Promise.all([households.list(), rsvpWindow.current()]);
      const list = stored.map((household) => toAdminHousehold(household, content));
      return { households: list, totals: eventTotals(list, content), window, origin: siteOrigin };
    },

    /** The stored households for the CSV files, by display name, a page at a time (written out as they are read). */
    storedInPages: () => households.inPages(),

    async create(input: HouseholdInput): Promise<AdminHousehold> {
      const household = householdToStore(input, content, null);
      return toAdminHousehold(await households.create(household, now()), content);
    },

    /** The whole household, on the version the couple opened (else HouseholdChangedError, nothing written). */
    async update(id: string, { version, ...input }: HouseholdUpdate): Promise<AdminHousehold> {
      const current = await requireHousehold(id);
      if (current.version !== version) throw new HouseholdChangedError(toAdminHousehold(current, content));
      const household = householdToStore(input, content, current);
      const updated = await onVersion(id, () => households.update(id, version, household, now()));
      // A guest taken off the list is erased from the mails that named them too.
      const removed = current.guests.filter((guest) => !updated.guests.some((kept) => kept.id === guest.id)).length;
      if (removed > 0) await erasure.eraseHouseholdMails(id, removed, "couple");
      return toAdminHousehold(updated, content);
    },

    /**
     * Only the contact details given, on the version the couple opened (else
     * HouseholdChangedError, nothing written): the guests, their answers and
     * the message are not touched.
     */
    async updateContact(id: string, { version, ...patch }: HouseholdContactPatch): Promise<AdminHousehold> {
      const current = await requireHousehold(id);
      if (current.version !== version) throw new HouseholdChangedError(toAdminHousehold(current, content));
      const contact = checkedContact(patch, content);
      return toAdminHousehold(
        await onVersion(id, () => households.updateContact(id, contact, now(), version)),
        content,
      );
    },

    /**
     * Its guests, answers, RSVP, mails, mail files and photos go with it; the
     * deletion log counts them. Only on the version the couple saw (else
     * HouseholdChangedError, nothing erased).
     */
    async delete(id: string, version: number): Promise<void> {
      await onVersion(id, () => erasure.eraseHousehold(id, "couple", version));
    },

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

    /** Queues the invitation mail with the absolute link and marks the household invited (mailInvitation). */
    async sendInvitation(id: string, requestOrigin: string): Promise<AdminHousehold> {
      const household = await requireHousehold(id);
      if (!household.email) {
        throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.noEmail, "This household has no email address to send to.");
      }
      const { url, deadlineLabel } = messageFor(household, requestOrigin, await rsvpWindow.current(), false);
      // Sent again on request: a household already invited gets it too.
      await mailInvitation(household, { recipient: household.email, url, deadlineLabel, at: now() }, false);
      onMailQueued?.();
      return toAdminHousehold(await requireHousehold(id), content);
    },

    /**
     * Invites every household of the couple's list not yet invited: by mail
     * (each marked invited and its mail queued in one transaction, and only by
     * the call that marked it: two tabs sending together mail each once), or
     * as a WhatsApp link for the couple to send (marked invited when they do,
     * markInvited); those without a way to reach them are listed.
     */
    async inviteAll(requestOrigin: string): Promise<InvitationResult> {
      const at = now();
      const result: InvitationResult = { emailed: 0, whatsapp: [], unreachable: [] };
      for (const { household, url, deadlineLabel, whatsapp } of await toInvite(requestOrigin)) {
        const { id, displayName, email } = household;
        if (email) {
          if (await mailInvitation(household, { recipient: email, url, deadlineLabel, at }, true)) result.emailed += 1;
        } else if (whatsapp) result.whatsapp.push({ householdId: id, displayName, url: whatsapp });
        else result.unreachable.push({ householdId: id, displayName });
      }
      if (result.emailed > 0) onMailQueued?.();
      return result;
    },

    /** What inviteAll() would do now, sending nothing: the counts and the words, for the couple to confirm. */
    async previewInvitations(requestOrigin: string): Promise<InvitationPreview> {
      const { skipped: _, ...preview } = previewOf(await toInvite(requestOrigin), householdInvitation);
      return preview;
    },

    async markInvited(id: string): Promise<AdminHousehold> {
      await requireHousehold(id);
      await households.markInvited(database.db, id, now());
      return toAdminHousehold(await requireHousehold(id), content);
    },

    /**
     * Reminds every invited household of the couple's list that has not
     * answered: by mail, or as a WhatsApp link for the couple to send. Each is
     * claimed first (at most one reminder per REMINDER_SPACING_MS, whoever
     * presses the button, however often); those without a way to reach them
     * are listed and not claimed.
     */
    async remind(requestOrigin: string): Promise<ReminderResult> {
      const at = now();
      const notBefore = new Date(at.getTime() - REMINDER_SPACING_MS);
      const result: ReminderResult = { emailed: 0, skippedRecently: 0, whatsapp: [], unreachable: [] };
      for (const { household, url, deadlineLabel, whatsapp } of await toRemind(requestOrigin)) {
        if (!household.email && !whatsapp) {
          result.unreachable.push({ householdId: household.id, displayName: household.displayName });
          continue;
        }
        if (!(await households.claimReminder(household.id, notBefore, at))) {
          result.skippedRecently += 1;
          continue;
        }
        if (household.email) {
          await queueLinkMail(database.db, MAIL_KINDS.householdReminder, household, {
            recipient: household.email,
            url,
            deadlineLabel,
            at,
          });
          result.emailed += 1;
        } else if (whatsapp) {
          result.whatsapp.push({ householdId: household.id, displayName: household.displayName, url: whatsapp });
        }
      }
      if (result.emailed > 0) onMailQueued?.();
      return result;
    },

    /** What remind() would do now, sending nothing: the counts and the words, for the couple to confirm. */
    async previewReminders(requestOrigin: string): Promise<ReminderPreview> {
      const notBefore = now().getTime() - REMINDER_SPACING_MS;
      const remindedRecently = (household: StoredHousehold) =>
        household.lastReminderAt !== null && household.lastReminderAt.getTime() > notBefore;
      const { skipped, ...preview } = previewOf(await toRemind(requestOrigin), householdReminder, remindedRecently);
      return { ...preview, remindedRecently: skipped };
    },

    /** Moves the deadline (before the first event's day, as the content check asks) and turns closing on or off. */
    async saveSettings(input: RsvpSettingsInput): Promise<RsvpWindow> {
      const [first] = content.events;
      if (!isCalendarDate(input.deadline)) {
        throw new GuestListRefusal("invalid_request", `${input.deadline} is not a date of the calendar.`);
      }
      if (first) {
        const firstDay = localDate(first.start, content.timeZone);
        if (input.deadline >= firstDay) {
          throw new GuestListRefusal(
            "invalid_request",
            `The deadline must be before the first event (${first.title} on ${firstDay}).`,
          );
        }
      }
      return rsvpWindow.save(input);
    },
  };
}

export type GuestListService = ReturnType<typeof createGuestList>;

/**
 * 400 csv_invalid with every problem of an import file, by line as a
 * spreadsheet counts it (the header is line 1); the routes answer with the
 * first HOUSEHOLD_LIMITS.importProblems of them and their count.
 */
export class ImportRefusal extends GuestListRefusal {
  override name = "ImportRefusal";
  readonly problems: ImportProblem[];

  constructor(problems: readonly ImportProblem[]) {
    const sorted = [...problems].sort((a, b) => a.line - b.line);
    const [first] = sorted;
    const firstText = first ? importProblemText(first) : "The file could not be imported.";
    super(
      HOUSEHOLD_ERROR_CODES.csvInvalid,
      sorted.length > 1 ? `The file has ${sorted.length} problems. The first: ${firstText}` : firstText,
    );
    this.problems = sorted;
  }
}

export function importRefusal(problems: readonly ImportProblem[]): ImportRefusal {
  return new ImportRefusal(problems);
}

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
    sameEvents &&
    sameGuests;
  return { household, unchanged, removedGuests: stored.guests.length - kept };
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function isEmailAddress(value: string): boolean {
  return BROWSER_EMAIL.test(value);
}

/**
 * The household's number in international form: one stored before numbers
 * were read in the wedding's country ("083 555 0141") is read now, so its
 * WhatsApp link works without a migration; null without a number.
 */
function phoneOf(household: StoredHousehold, content: WeddingContent): string | null {
  return household.phone === null ? null : storedPhoneNumber(household.phone, phoneCountry(content.site));
}

/** The unnamed seat's label wherever a name is printed. */
export function guestLabel(guest: { name: string | null }, household: { displayName: string }): string {
  return guest.name ?? `Guest of ${household.displayName}`;
}

function statusOf(household: StoredHousehold) {
  return householdStatus({
    invitedAt: household.invitedAt?.toISOString() ?? null,
    openedAt: household.openedAt?.toISOString() ?? null,
    answeredAt: household.answeredAt?.toISOString() ?? null,
    anyoneAttending: household.guests.some((guest) =>
      household.eventIds.some((eventId) => guest.answers[eventId]?.attending === true),
    ),
  });
}

/** The household as the admin shows it: events in the content's order (ids the content no longer lists left out). */
export function toAdminHousehold(household: StoredHousehold, content: WeddingContent): AdminHousehold {
  const eventIds = invitedEventIds(household, content);
  return {
    id: household.id,
    displayName: household.displayName,
    email: household.email,
    phone: phoneOf(household, content),
    code: household.code,
    link: invitationPath(household.code),
    eventIds,
    guests: guestViews(household, eventIds),
    message: household.message,
    status: statusOf(household),
    selfRegistered: household.selfRegistered,
    version: household.version,
    invitedAt: household.invitedAt?.toISOString() ?? null,
    openedAt: household.openedAt?.toISOString() ?? null,
    answeredAt: household.answeredAt?.toISOString() ?? null,
    lastReminderAt: household.lastReminderAt?.toISOString() ?? null,
    updatedAt: household.updatedAt.toISOString(),
  };
}

/** The RSVP tab's picture of every answer: households answered (how many through the open form), people per event. */
export function answersOf(list: GuestList): RsvpDashboard["answers"] {
  const answered = list.households.filter((household) => household.answeredAt !== null);
  return {
    households: list.households.length,
    answered: answered.length,
    throughOpenForm: answered.filter((household) => household.selfRegistered).length,
    events: list.totals,
  };
}

/** People per event, in one pass over the households: each guest of each household invited to it. */
export function eventTotals(list: readonly AdminHousehold[], content: WeddingContent): EventTotals[] {
  const totals = new Map(
    content.events.map((event) => [
      event.id,
      {
        eventId: event.id,
        title: event.title,
        invited: 0,
        attending: 0,
        declined: 0,
        notAnswered: 0,
        children: 0,
        mealCounts: new Map((event.meals ?? []).map((meal) => [meal, 0])),
        dietary: [] as EventTotals["dietary"],
      },
    ]),
  );
  for (const household of list) {
    for (const eventId of household.eventIds) {
      const total = totals.get(eventId);
      if (!total) continue;
      for (const guest of household.guests) {
        total.invited += 1;
        const answer = guest.answers[eventId];
        if (!answer) total.notAnswered += 1;
        else if (!answer.attending) total.declined += 1;
        else {
          total.attending += 1;
          if (guest.isChild) total.children += 1;
          if (answer.meal !== null) total.mealCounts.set(answer.meal, (total.mealCounts.get(answer.meal) ?? 0) + 1);
          if (guest.dietary) {
            total.dietary.push({
              guest: guestLabel(guest, household),
              household: household.displayName,
              dietary: guest.dietary,
            });
          }
        }
      }
    }
  }
  return [...totals.values()].map(({ mealCounts, ...total }) => {
    const meals = [...mealCounts].map(([meal, count]) => ({ meal, count }));
    const chosen = meals.reduce((sum, meal) => sum + meal.count, 0);
    return { ...total, meals, withoutMeal: meals.length > 0 ? total.attending - chosen : 0 };
  });
}

/**
 * The couple's household, checked and ready to store: events of the content,
 * a name for everyone but an unnamed seat, a guest id only of this household,
 * and the answers the couple gives checked by the guests' own rules (only
 * the events answered: the couple may answer part of a household).
 */
export function householdToStore(
  input: HouseholdInput,
  content: WeddingContent,
  current: StoredHousehold | null,
): HouseholdToStore {
  const refuse = (message: string) => new GuestListRefusal(INVALID_HOUSEHOLD, message);
  const knownEvents = content.events.map((event) => event.id);
  const unknownEvent = input.eventIds.find((eventId) => !knownEvents.includes(eventId));
  if (unknownEvent !== undefined) {
    throw refuse(`There is no event "${unknownEvent}" (the events are ${knownEvents.join(", ")}).`);
  }
  const displayName = checkedName(input.displayName);
  const email = checkedEmail(input.email);
  const phone = checkedPhone(input.phone, content);

  const ownGuests = new Set(current?.guests.map((guest) => guest.id) ?? []);
  const seenIds = new Set<string>();
  const mealsByEvent = Object.fromEntries(content.events.map((event) => [event.id, event.meals]));
  const eventIds = [...new Set(input.eventIds)];
  const guests: GuestToStore[] = input.guests.map((guest) => {
    if (guest.id !== undefined) {
      if (!ownGuests.has(guest.id)) throw refuse("A guest of this list is not a guest of this household.");
      if (seenIds.has(guest.id)) throw refuse("A guest is listed twice.");
      seenIds.add(guest.id);
    }
    const name = blankToNull(guest.name);
    if (name === null && !guest.isSeat)
      throw refuse("Please give every guest a name (or make them a “guest of” seat).");
    if (guest.answers) {
      const check = checkCoupleAnswers(eventIds, mealsByEvent, { name, isSeat: guest.isSeat }, guest.answers);
      if (!check.ok) throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.invalid, check.message);
    }
    return {
      ...(guest.id !== undefined ? { id: guest.id } : {}),
      name,
      isChild: guest.isChild,
      isSeat: guest.isSeat,
      dietary: blankToNull(guest.dietary),
      ...(guest.answers ? { answers: guest.answers } : {}),
    };
  });
  return { displayName, email, phone, message: blankToNull(input.message), eventIds, guests };
}

/** The contact details the couple changed, each checked as householdToStore checks it. */
function checkedContact(
  patch: Omit<HouseholdContactPatch, "version">,
  content: WeddingContent,
): Partial<HouseholdContact> {
  return {
    ...(patch.displayName !== undefined ? { displayName: checkedName(patch.displayName) } : {}),
    ...(patch.email !== undefined ? { email: checkedEmail(patch.email) } : {}),
    ...(patch.phone !== undefined ? { phone: checkedPhone(patch.phone, content) } : {}),
  };
}

function checkedName(value: string): string {
  const displayName = value.trim();
  if (displayName === "") throw new GuestListRefusal(INVALID_HOUSEHOLD, "Please give the household a name.");
  return displayName;
}

function checkedEmail(value: string | null): string | null {
  const email = blankToNull(value);
  if (email !== null && !isEmailAddress(email)) {
    throw new GuestListRefusal(INVALID_HOUSEHOLD, `"${email}" is not an email address.`);
  }
  return email;
}

/** The number read in the wedding's country and kept in international form (phone-numbers.ts); blank is none. */
function checkedPhone(value: string | null, content: WeddingContent): string | null {
  const phone = blankToNull(value);
  if (phone === null) return null;
  const reading = readPhoneNumber(phone, phoneCountry(content.site));
  if (!reading.ok) throw new GuestListRefusal(INVALID_HOUSEHOLD, reading.message);
  return reading.number;
}

/** The guests' rules (checkHouseholdAnswers) for the events the couple answered, one guest at a time. */
function checkCoupleAnswers(
  eventIds: readonly string[],
  mealsByEvent: Record<string, readonly string[] | undefined>,
  guest: { name: string | null; isSeat: boolean },
  answers: Record<string, EventAnswer>,
) {
  const answered = Object.keys(answers);
  if (answered.some((eventId) => !eventIds.includes(eventId))) {
    return { ok: false as const, message: "An answer is for an event this household is not invited to." };
  }
  return checkHouseholdAnswers({ guests: [{ id: "guest", isSeat: guest.isSeat }], eventIds: answered, mealsByEvent }, [
    { guestId: "guest", ...(guest.isSeat ? { name: guest.name ?? "" } : {}), answers },
  ]);
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
