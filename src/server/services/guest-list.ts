import type { RsvpDashboard } from "../../shared/admin-api.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { localDate } from "../../shared/date-labels.ts";
import type {
  AdminHousehold,
  EventTotals,
  GuestList,
  HouseholdContactPatch,
  HouseholdInput,
  HouseholdUpdate,
  ImportResult,
  ReminderPreview,
  ReminderResult,
  RsvpSettingsInput,
  RsvpWindow,
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
import type { Database } from "../db/database.ts";
import {
  CodeTakenError,
  createHouseholdRepository,
  type GuestToStore,
  type HouseholdContact,
  type HouseholdToStore,
  type NewHousehold,
  type StoredHousehold,
  VersionConflictError,
} from "../db/household-repository.ts";
import { invitationCodeKey, isMarkedInvitationCode } from "../db/invitation-codes.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { householdReminder } from "../mail/invitation-mails.ts";
import { MAIL_KINDS } from "../mail/templates.ts";
import { publicSiteOrigin } from "../site-origin.ts";
import type { Erasure } from "./erasure.ts";
import { guestViews, invitedEventIds } from "./household-view.ts";
import { NotFoundError } from "./not-found.ts";
import { createRsvpWindow } from "./rsvp-window.ts";

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
  /** Deleting a household erases it everywhere (docs/product.md, decision 16). */
  erasure: Pick<Erasure, "eraseHousehold" | "eraseHouseholdMails">;
  content: WeddingContent;
  now: () => Date;
  /** Called after mails are queued: wakes the mail sender. */
  onMailQueued?: (() => void) | undefined;
}

/** A row of an import, checked on its own (guest-list-csv.ts): the household and its line in the file. */
export interface ImportRow {
  line: number;
  household: NewHousehold;
}

export function createGuestList({ database, erasure, content, now, onMailQueued }: GuestListDeps) {
  const households = createHouseholdRepository(database);
  const outbox = createOutboxRepository(database);
  const rsvpWindow = createRsvpWindow(database, content, now);
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
   * The households a reminder is for (invited from the couple's list, not answered), each with its link, its
   * reminder's words and WhatsApp link (when it has a phone): what remind() sends and previewReminders() shows.
   */
  async function toRemind(requestOrigin: string) {
    const window = await rsvpWindow.current();
    return (await households.list()).flatMap((household) => {
      const status = statusOf(household);
      if (household.selfRegistered || (status !== "invited" && status !== "opened")) return [];
      const { url, text, deadlineLabel } = messageFor(household, requestOrigin, window, true);
      const phone = phoneOf(household, content);
      return [{ household, url, text, deadlineLabel, whatsapp: phone ? whatsAppLink(phone, text) : null }];
    });
  }

  /** The invitation or a reminder: the household's link and the deadline, to its email, tied to the household. */
  async function queueLinkMail(
    kind: typeof MAIL_KINDS.householdInvitation | typeof MAIL_KINDS.householdReminder,
    household: StoredHousehold,
    recipient: string,
    url: string,
    deadlineLabel: string,
    at: Date,
  ): Promise<void> {
    await outbox.enqueue(
      {
        kind,
        recipient,
        householdId: household.id,
        message: { displayName: household.displayName, url, deadlineLabel },
      },
      at,
    );
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
     * All or nothing: a code already in use refuses the whole file, naming
     * its line. A code this site did not make (invitation-codes.ts: it lacks
     * the site's mark) is not kept: the row gets a new code, and the answer
     * names its line, so the couple knows whose link changed.
     */
    async importHouseholds(rows: readonly ImportRow[]): Promise<ImportResult> {
      const given = rows.flatMap((row) => (row.household.code ? [row.household.code] : []));
      const taken = new Set(await households.codesInUse(given));
      const clash = rows.find((row) => row.household.code !== undefined && taken.has(row.household.code));
      if (clash) throw importRefusal(clash.line, `the code ${clash.household.code} is already in use by a household.`);
      const key = await invitationCodeKey(database.db);
      const foreign = rows.filter(
        (row) => row.household.code !== undefined && !isMarkedInvitationCode(key, row.household.code),
      );
      try {
        const imported = await households.createMany(
          rows.map(({ household }) => {
            if (household.code === undefined || isMarkedInvitationCode(key, household.code)) return household;
            const { code: _notOurs, ...withoutCode } = household;
            return withoutCode;
          }),
          now(),
        );
        return {
          imported,
          newCodes: foreign.map((row) => ({ line: row.line, household: row.household.displayName })),
        };
      } catch (error) {
        // Another import took a code meanwhile.
        if (error instanceof CodeTakenError)
          throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.csvInvalid, error.message);
        throw error;
      }
    },

    /** Queues the invitation mail with the absolute link and marks the household invited. */
    async sendInvitation(id: string, requestOrigin: string): Promise<AdminHousehold> {
      const household = await requireHousehold(id);
      if (!household.email) {
        throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.noEmail, "This household has no email address to send to.");
      }
      const { url, deadlineLabel } = messageFor(household, requestOrigin, await rsvpWindow.current(), false);
      const at = now();
      await queueLinkMail(MAIL_KINDS.householdInvitation, household, household.email, url, deadlineLabel, at);
      await households.markInvited(id, at);
      onMailQueued?.();
      return toAdminHousehold(await requireHousehold(id), content);
    },

    async markInvited(id: string): Promise<AdminHousehold> {
      await requireHousehold(id);
      await households.markInvited(id, now());
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
          await queueLinkMail(MAIL_KINDS.householdReminder, household, household.email, url, deadlineLabel, at);
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
      const preview: ReminderPreview = {
        byEmail: 0,
        byWhatsApp: 0,
        remindedRecently: 0,
        unreachable: 0,
        mail: null,
        whatsapp: null,
      };
      for (const { household, url, deadlineLabel, text, whatsapp } of await toRemind(requestOrigin)) {
        if (!household.email && !whatsapp) preview.unreachable += 1;
        else if (household.lastReminderAt && household.lastReminderAt.getTime() > notBefore) {
          preview.remindedRecently += 1;
        } else if (household.email) {
          preview.byEmail += 1;
          if (!preview.mail) {
            const { subject, text: body } = householdReminder(
              { displayName: household.displayName, url, deadlineLabel },
              content,
            );
            preview.mail = { subject, text: body };
          }
        } else {
          preview.byWhatsApp += 1;
          preview.whatsapp ??= text;
        }
      }
      return preview;
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

/** 400 csv_invalid naming the line as a spreadsheet counts it (the header is line 1). */
export function importRefusal(line: number, problem: string): GuestListRefusal {
  return new GuestListRefusal(HOUSEHOLD_ERROR_CODES.csvInvalid, `Line ${line}: ${problem}`);
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
