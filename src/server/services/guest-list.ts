import type { RsvpDashboard } from "../../shared/admin-api.ts";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { localDate } from "../../shared/date-labels.ts";
import {
  type AdminHousehold,
  type EventTotals,
  type GuestList,
  type HouseholdContactPatch,
  type HouseholdInput,
  type HouseholdUpdate,
  type ImportProblem,
  importProblemText,
  type RsvpSettingsInput,
  type RsvpWindow,
} from "../../shared/household-schemas.ts";
import {
  checkHouseholdAnswers,
  type EventAnswer,
  HOUSEHOLD_ERROR_CODES,
  HOUSEHOLD_LIMITS,
  householdStatus,
  invitationPath,
} from "../../shared/households.ts";
import { LANGUAGE_NAMES, siteLanguages } from "../../shared/page-languages.ts";
import { phoneCountry, readPhoneNumber, storedPhoneNumber } from "../../shared/phone-numbers.ts";
import { BROWSER_EMAIL } from "../../shared/rsvp.ts";
import type { Database } from "../db/database.ts";
import {
  type GuestToStore,
  type HouseholdContact,
  type HouseholdRepository,
  type HouseholdToStore,
  type StoredHousehold,
  VersionConflictError,
} from "../db/household-repository.ts";
import type { OutboxRepository } from "../db/outbox-repository.ts";
import { DomainError } from "../errors.ts";
import { answerProblemText } from "../household-messages.ts";
import { publicSiteOrigin } from "../site-origin.ts";
import type { Erasure } from "./erasure.ts";
import { HouseholdChangedError } from "./household-changed.ts";
import { guestViews, invitedEventIds } from "./household-view.ts";
import { invitationMessages } from "./invitation-message.ts";
import { NotFoundError } from "./not-found.ts";
import type { RsvpWindowService } from "./rsvp-window.ts";

/**
 * The couple's guest list (docs/product.md, decision 13): households with
 * their statuses and per-event totals, the couple's edits (checked here, the
 * couple may edit anything even after the deadline) and the deadline
 * settings; the import is guest-list-import.ts, invitations and reminders
 * invitation-sending.ts, both built on these rules. Refusals are GuestListRefusals
 * with the codes of HOUSEHOLD_ERROR_CODES (or `invalid_household`); an
 * unknown id is a NotFoundError.
 */

/** The couple's request breaks a rule: 400 with its stable `code`, the message fit to show. */
export class GuestListRefusal extends DomainError {
  override name = "GuestListRefusal";
  readonly status = 400;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The 409 HouseholdChangedError of the couple's edit based on an older version of the household (its guests
 * answered, or another tab saved, since it was opened); the admin page says it in its own words (admin-messages.ts).
 */
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

export function createGuestList({ households, window: rsvpWindow, erasure, content, contentFor, now }: GuestListDeps) {
  // The admin's requests are authenticated and same-site: without site.origin, their own origin will do.
  const siteOrigin = publicSiteOrigin(content);
  const requireHousehold = (id: string) => requireHouseholdIn(households, id);

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
      if (latest) throw new HouseholdChangedError(HOUSEHOLD_CHANGED_MESSAGE, toAdminHousehold(latest, content));
    }
    throw new NotFoundError(NO_SUCH_HOUSEHOLD);
  }

  return {
    /** Every household, newest facts, with the totals of each event in people, and the deadline in force. */
    /** The whole list, or with `side` only that side's households (a family member's view), totals of those alone. */
    async list(side: string | null = null): Promise<GuestList> {
      const [stored, window] = await Promise.all([households.list(), rsvpWindow.current()]);
      const list = stored
        .filter((household) => side === null || household.side === side)
        .map((household) => toAdminHousehold(household, content));
      return {
        households: list,
        totals: eventTotals(list, content),
        window,
        origin: siteOrigin,
        invitationMessages: invitationMessages(content, contentFor, window),
      };
    },

    /** Whose side the household is on (null: none); undefined when there is no such household. */
    async sideOf(id: string): Promise<string | null | undefined> {
      return (await households.byId(id))?.side;
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
      if (current.version !== version)
        throw new HouseholdChangedError(HOUSEHOLD_CHANGED_MESSAGE, toAdminHousehold(current, content));
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
      if (current.version !== version)
        throw new HouseholdChangedError(HOUSEHOLD_CHANGED_MESSAGE, toAdminHousehold(current, content));
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

/** The household, or NotFoundError. */
export async function requireHouseholdIn(households: HouseholdRepository, id: string): Promise<StoredHousehold> {
  const household = await households.byId(id);
  if (!household) throw new NotFoundError(NO_SUCH_HOUSEHOLD);
  return household;
}

/**
 * 400 csv_invalid with every problem of an import file, by line as a
 * spreadsheet counts it (the header is line 1); the answer carries the first
 * HOUSEHOLD_LIMITS.importProblems of them and their count.
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

  override details(): { problems: ImportProblem[]; problemCount: number } {
    return { problems: this.problems.slice(0, HOUSEHOLD_LIMITS.importProblems), problemCount: this.problems.length };
  }
}

export function importRefusal(problems: readonly ImportProblem[]): ImportRefusal {
  return new ImportRefusal(problems);
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
export function phoneOf(household: StoredHousehold, content: WeddingContent): string | null {
  return household.phone === null ? null : storedPhoneNumber(household.phone, phoneCountry(content.site));
}

/** The unnamed seat's label wherever a name is printed. */
export function guestLabel(guest: { name: string | null }, household: { displayName: string }): string {
  return guest.name ?? `Guest of ${household.displayName}`;
}

/** Where the household is: invited, opened, answered… (householdStatus). */
export function statusOf(household: StoredHousehold) {
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
    language: household.language,
    side: household.side,
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
      if (!check.ok) throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.invalid, answerProblemText(check.problem));
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
  const language = checkedLanguage(input.language, content, current);
  return {
    displayName,
    email,
    phone,
    message: blankToNull(input.message),
    ...(language !== undefined ? { language } : {}),
    ...(input.side !== undefined ? { side: blankToNull(input.side) } : {}),
    eventIds,
    guests,
  };
}

/**
 * The household's language as the couple chose it: one of the site's languages (the site's first is stored as
 * null, the default); absent keeps the stored one, and so does the stored one sent back unchanged, even when the
 * couple has since taken it off the site (it reads as the first, and the admin says so).
 */
function checkedLanguage(
  value: string | null | undefined,
  content: WeddingContent,
  current: StoredHousehold | null,
): string | null | undefined {
  if (value === undefined) return undefined;
  const chosen = blankToNull(value);
  if (chosen === null || chosen === current?.language) return chosen;
  const languages = siteLanguages(content);
  if (chosen === languages[0]) return null;
  if (!languages.some((language) => language === chosen)) {
    throw new GuestListRefusal(INVALID_HOUSEHOLD, notASiteLanguage(chosen, content));
  }
  return chosen;
}

/** "“fr” is not one of the site's languages: English (en), isiZulu (zu), Sesotho (st)." */
export function notASiteLanguage(written: string, content: WeddingContent): string {
  const known = siteLanguages(content).map((language) => `${LANGUAGE_NAMES[language]} (${language})`);
  return `“${written}” is not one of the site's languages: ${known.join(", ")}.`;
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
    return { ok: false as const, problem: "notInvited" as const };
  }
  return checkHouseholdAnswers({ guests: [{ id: "guest", isSeat: guest.isSeat }], eventIds: answered, mealsByEvent }, [
    { guestId: "guest", ...(guest.isSeat ? { name: guest.name ?? "" } : {}), answers },
  ]);
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
