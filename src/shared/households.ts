import { INVITATIONS_API_ROOT } from "./api-roots.ts";
import { INVITATION_PAGE_PREFIX } from "./invitation-page.ts";
import { wallClock } from "./wall-clock.ts";
import { fill } from "./words/words.ts";

/**
 * The guest list (docs/product.md, decision 13): households, their guests,
 * the events each is invited to, per-person per-event answers and personal
 * links `/i/<code>`. Plain data and pure functions, shared by the server, the
 * guest page (which must not load zod) and the admin page. The request and
 * response schemas are in household-schemas.ts.
 */

export function invitationPath(code: string): string {
  return `${INVITATION_PAGE_PREFIX}${encodeURIComponent(code)}`;
}

/** A code as the server issues it: 16 characters of base64url (96 random bits). */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** The code in a page path "/i/<code>" (or "/i/<code>/"), or null when the path is not a personal link. */
export function invitationCodeFromPath(pathname: string): string | null {
  if (!pathname.startsWith(INVITATION_PAGE_PREFIX)) return null;
  const code = pathname.slice(INVITATION_PAGE_PREFIX.length).replace(/\/$/, "");
  return INVITATION_CODE_PATTERN.test(code) ? code : null;
}

/** Public, no session: what a personal link may read and change. */
export const INVITATION_API = {
  /** GET → InvitationView (marks the household "opened"); PUT AnswerRequest → InvitationView. */
  invitation: (code: string) => `${INVITATIONS_API_ROOT}/${encodeURIComponent(code)}`,
  /** GET → RsvpWindow: whether the open form and the links still take answers (the admin may have moved the deadline). */
  rsvpWindow: "/api/rsvp-window",
} as const;

/** The couple's guest list in the admin (behind the admin session, like ADMIN_API). */
export const GUEST_LIST_API = {
  /** GET → GuestList (households, statuses, totals, deadline); POST HouseholdInput → AdminHousehold. */
  households: "/api/admin/households",
  /**
   * PUT HouseholdUpdate (the whole household, answers too, and the version it was
   * opened at) → AdminHousehold; PATCH HouseholdContactPatch (contact details
   * only, with the version) → AdminHousehold; either is 409 `version_conflict`
   * with `current` when the household changed since that version. DELETE → 204.
   */
  household: (id: string) => `/api/admin/households/${encodeURIComponent(id)}`,
  /**
   * POST text/csv (GUEST_LIST_CSV_COLUMNS; UTF-8, UTF-16 or Windows-1252; `,` `;` or tab) → ImportResult;
   * 400 `csv_invalid` with every problem of the file (ImportRefusalBodySchema); nothing imported then.
   */
  importCsv: "/api/admin/households/import",
  /** GET → text/csv in the import template's columns: the guest list, to edit and import elsewhere. */
  exportCsv: "/api/admin/households.csv",
  /** GET → text/csv, one row per person: each event's answer, meal, dietary needs, times in the site's time zone. */
  answersCsv: "/api/admin/guests.csv",
  /** POST → AdminHousehold: queues the invitation mail with the link (needs an email); marks invited. */
  sendInvitation: (id: string) => `/api/admin/households/${encodeURIComponent(id)}/send-invitation`,
  /**
   * GET → InvitationPreview (sends nothing); POST → InvitationResult: mails its invitation to every household of
   * the list not yet invited (marking each invited), and lists the WhatsApp ones for the couple to send.
   */
  invitations: "/api/admin/invitations",
  /** POST → AdminHousehold: marks invited (the couple sent the link on WhatsApp, by hand or on paper). */
  markInvited: (id: string) => `/api/admin/households/${encodeURIComponent(id)}/mark-invited`,
  /** GET → ReminderPreview (sends nothing); POST → ReminderResult: emails every household that has not answered, lists the WhatsApp ones. */
  reminders: "/api/admin/reminders",
  /** PUT RsvpSettingsInput → RsvpWindow: moves the deadline, turns closing on or off. */
  rsvpSettings: "/api/admin/rsvp-settings",
  /**
   * GET → InvitationCardContent: what the printed cards say of the wedding, every event with its place (those by
   * invitation only too). Served, not built into the admin's code, which anyone can download (ADR 047).
   */
  invitationCards: "/api/admin/invitation-cards",
} as const;

export const HOUSEHOLD_STATUSES = ["not_invited", "invited", "opened", "answered", "declined"] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

export const HOUSEHOLD_STATUS_LABELS: Record<HouseholdStatus, string> = {
  not_invited: "Not invited yet",
  invited: "Invited",
  opened: "Opened",
  answered: "Answered",
  declined: "Declined",
};

/** Answered: every guest has an answer for every event they are invited to. Declined: answered, nobody attends. */
export function householdStatus(household: {
  invitedAt: string | null;
  openedAt: string | null;
  answeredAt: string | null;
  anyoneAttending: boolean;
}): HouseholdStatus {
  if (household.answeredAt) return household.anyoneAttending ? "answered" : "declined";
  if (household.openedAt) return "opened";
  if (household.invitedAt) return "invited";
  return "not_invited";
}

/** A reminder goes to a household at most once in this long. */
export const REMINDER_SPACING_MS = 24 * 60 * 60 * 1000;

export const HOUSEHOLD_LIMITS = {
  displayName: 120,
  guestName: 100,
  email: 254,
  phone: 32,
  dietary: 300,
  message: 1000,
  /** A language as written: a code (`zu`) or a language's own name (`isiZulu`). */
  language: 40,
  /** Whose side (docs/decisions/052-people-not-a-password.md). */
  side: 60,
  /** Named guests plus unnamed seats in one household. */
  guests: 30,
  /** Households in one CSV import. */
  importHouseholds: 5000,
  /** Problems listed in a refused import's answer (the count says how many there were in all). */
  importProblems: 1000,
} as const;

export const HOUSEHOLD_ERROR_CODES = {
  /** 404: no household has this code (wrong or deleted link). */
  notFound: "invitation_not_found",
  /** 429: too many wrong codes from this address. */
  rateLimited: "rate_limited",
  /** 409: the household's answers changed since the version the request was based on; the body's `current` is the newer view. */
  versionConflict: "version_conflict",
  /** 403: past the deadline; the message names the contacts. */
  closed: "rsvp_closed",
  /** 400: an answer breaks a rule (unknown guest or event, a meal not on the list…); the message says which. */
  invalid: "invalid_answer",
  /** 400: the CSV import; the message names the line. */
  csvInvalid: "csv_invalid",
  /** 400: the household has no email to send to. */
  noEmail: "no_email",
} as const;

/**
 * The instant the RSVP closes: the end of `deadline` (YYYY-MM-DD) in
 * `timeZone`, i.e. the first instant of the following local day, daylight
 * saving included. Where the clocks jump from 24:00 straight to 01:00
 * (Santiago, Havana, the Azores on the night daylight saving starts), no
 * 00:00 exists that night: the day ends at the jump.
 */
export function rsvpClosesAt(deadline: string, timeZone: string): Date {
  const [year, month, day] = deadline.split("-").map(Number) as [number, number, number];
  // The next day's 00:00 on the zone's clock, written as if that clock were UTC.
  const nextMidnight = Date.UTC(year, month - 1, day + 1);
  const near = nextMidnight - offsetMs(nextMidnight, timeZone);
  // That night the offset is the one in force before a change or the one after it (the same one most nights).
  const before = offsetMs(near - AROUND_MIDNIGHT_MS, timeZone);
  const after = offsetMs(near + AROUND_MIDNIGHT_MS, timeZone);
  // The instants the clock reads 00:00: under an offset that is really in force then. The first one ends the day.
  const midnights = [before, after]
    .map((offset) => nextMidnight - offset)
    .filter((instant) => offsetMs(instant, timeZone) === nextMidnight - instant);
  if (midnights.length > 0) return new Date(Math.min(...midnights));
  return new Date(firstInstantWithOffset(near - AROUND_MIDNIGHT_MS, near + AROUND_MIDNIGHT_MS, after, timeZone));
}

/** How far around a night's midnight its offset change is looked for: more than any daylight saving shift. */
const AROUND_MIDNIGHT_MS = 3 * 60 * 60 * 1000;

/** The first whole second after `from` (whose offset is another) at which `timeZone` has `offset`, up to `to`. */
function firstInstantWithOffset(from: number, to: number, offset: number, timeZone: string): number {
  let [low, high] = [from, to];
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetMs(middle, timeZone) === offset) high = middle;
    else low = middle;
  }
  return high;
}

/** The zone's offset from UTC at `instant`, in milliseconds (+2 h for Africa/Johannesburg). */
function offsetMs(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Whether answers are still taken at `now`, from the deadline and the switch in force (content, or the admin's). */
export function rsvpIsOpen(
  settings: { deadline: string; closeAtDeadline: boolean },
  timeZone: string,
  now: Date,
): boolean {
  return !settings.closeAtDeadline || now.getTime() < rsvpClosesAt(settings.deadline, timeZone).getTime();
}

/** One guest's answer to one event. A meal only when attending and the event lists meals. */
export interface EventAnswer {
  attending: boolean;
  meal: string | null;
}

/** What the guest page sends for one guest (HouseholdAnswerRequest's entries). */
export interface GuestAnswerInput {
  guestId: string;
  /** Only for an unnamed "guest of" seat; a named guest's name is the couple's to change. Empty leaves the seat unfilled. */
  name?: string | undefined;
  dietary?: string | undefined;
  /** By event id: every event the household is invited to. */
  answers: Record<string, EventAnswer>;
}

/** The facts answers are checked against: the household's guests and events, and each event's meals. */
export interface AnswerRules {
  guests: readonly { id: string; isSeat: boolean }[];
  eventIds: readonly string[];
  mealsByEvent: Readonly<Record<string, readonly string[] | undefined>>;
}

/**
 * What breaks the rules, by code: the server says each in English (server/household-messages.ts) and the page in the
 * guest's language, both from the page's words' `householdProblems`.
 */
export type AnswerProblem =
  | "unknownGuest"
  | "answeredTwice"
  | "namedGuest"
  | "nameTooLong"
  | "dietaryTooLong"
  | "notInvited"
  | "unanswered"
  | "mealForAbsent"
  | "mealFromList"
  | "noMeals"
  | "seatUnnamed";

/** The rules' verdict: the problem by its code. */
export type AnswerCheck = { ok: true } | { ok: false; problem: AnswerProblem };

const refused = (problem: AnswerProblem): AnswerCheck => ({ ok: false, problem });

/**
 * The rules of a household's answers, the same on the page (instant
 * feedback), in the guest API and in the admin: every guest of the household
 * exactly once, an answer for every invited event and none for others, a
 * meal from the event's list when attending (required when it lists meals),
 * no meal when not attending, names only for unnamed seats.
 */
export function checkHouseholdAnswers(rules: AnswerRules, guests: readonly GuestAnswerInput[]): AnswerCheck {
  const known = new Map(rules.guests.map((guest) => [guest.id, guest]));
  const seen = new Set<string>();
  for (const input of guests) {
    const guest = known.get(input.guestId);
    if (!guest) return refused("unknownGuest");
    if (seen.has(input.guestId)) return refused("answeredTwice");
    seen.add(input.guestId);
    if (input.name !== undefined && input.name.trim() !== "" && !guest.isSeat) {
      return refused("namedGuest");
    }
    if (input.name !== undefined && input.name.trim().length > HOUSEHOLD_LIMITS.guestName) {
      return refused("nameTooLong");
    }
    if (input.dietary !== undefined && input.dietary.trim().length > HOUSEHOLD_LIMITS.dietary) {
      return refused("dietaryTooLong");
    }
    for (const eventId of Object.keys(input.answers)) {
      if (!rules.eventIds.includes(eventId)) {
        return refused("notInvited");
      }
    }
    for (const eventId of rules.eventIds) {
      const answer = input.answers[eventId];
      if (!answer) return refused("unanswered");
      const meals = rules.mealsByEvent[eventId];
      if (!answer.attending && answer.meal !== null) {
        return refused("mealForAbsent");
      }
      if (answer.attending && meals && (answer.meal === null || !meals.includes(answer.meal))) {
        return refused("mealFromList");
      }
      if (answer.attending && !meals && answer.meal !== null) {
        return refused("noMeals");
      }
    }
    const attendsSomething = Object.values(input.answers).some((answer) => answer.attending);
    if (guest.isSeat && attendsSomething && (input.name ?? "").trim() === "") {
      return refused("seatUnnamed");
    }
  }
  if (seen.size !== known.size) return refused("unanswered");
  return { ok: true };
}

/**
 * The guest-list CSV (import template and export), one row per household:
 * adults and children are names separated by ";", extra_guests the number of
 * unnamed "guest of" seats, events the event ids separated by ";" (empty: all
 * events). code is filled in on export and may be left empty on import.
 */
export const GUEST_LIST_CSV_COLUMNS = [
  "household",
  "adults",
  "children",
  "extra_guests",
  "email",
  "phone",
  "events",
  "code",
] as const;

/**
 * The guest-list CSV's optional column: the household's language, as a code (`zu`) or the language's own name
 * (`isiZulu`), in any case; empty for the site's first. An import without it keeps each household's language;
 * the export writes it (as a code) when the site has more than one language.
 */
export const GUEST_LIST_LANGUAGE_COLUMN = "language";

/**
 * The guest-list CSV's other optional column: whose side the household is on (a family member of the admin sees
 * only their side's, docs/decisions/052-people-not-a-password.md); empty for none. An import without it keeps
 * each household's side; the export always writes it.
 */
export const GUEST_LIST_SIDE_COLUMN = "side";

/** The guest-list CSV's columns for a site in `languageCount` languages: the language column only when there is a choice. */
export function guestListCsvColumns(languageCount: number): string[] {
  return [
    ...GUEST_LIST_CSV_COLUMNS,
    ...(languageCount > 1 ? [GUEST_LIST_LANGUAGE_COLUMN] : []),
    GUEST_LIST_SIDE_COLUMN,
  ];
}

/** A phone number in international form ("+27 82 555 0101", "0027…") as wa.me wants it ("27825550101"), or null. */
export function internationalDigits(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, "");
  const digits = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  return digits && /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/** A wa.me link that opens WhatsApp with `text` ready to send to `phone`; null when the number is not international. */
export function whatsAppLink(phone: string, text: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/**
 * The personal message sent with a link on WhatsApp: one paragraph, the link at its end. `message` is in the
 * household's language (server/services/invitation-message.ts), its greeting still to be given the household's name.
 */
export function invitationText(
  message: { greeting: string; opening: string; ask: string },
  displayName: string,
  url: string,
): string {
  return `${fill(message.greeting, { household: displayName })} ${message.opening} ${message.ask} ${url}`;
}

/*
 * The greeting a personal link opens on (issue 31, part 4) is the page's
 * (invitation-greeting.ts, its words the page's `greeting`); the printed card's
 * words are the mail catalogue's `card`, in the household's language.
 */

/** Who of a household is coming to some events and who is not (names in the household's order). */
export interface EventAnswerSummary {
  /** The events these answers are for, in the order given: those answered alike share one entry. */
  eventIds: string[];
  coming: string[];
  notComing: string[];
}

/**
 * What a household answered, for its greeting, short enough for a phone's
 * first screen: events answered alike share one entry, and events nobody
 * answered are left out. A seat it has not named is `unnamedGuest`; one that
 * declines stays unnamed, and is left out.
 */
export function answersSummary(
  guests: readonly { name: string | null; answers: Readonly<Record<string, EventAnswer | undefined>> }[],
  eventIds: readonly string[],
  unnamedGuest: string,
): EventAnswerSummary[] {
  const summaries: EventAnswerSummary[] = [];
  for (const eventId of eventIds) {
    const coming: string[] = [];
    const notComing: string[] = [];
    for (const guest of guests) {
      const answer = guest.answers[eventId];
      if (!answer) continue;
      if (answer.attending) coming.push(guest.name ?? unnamedGuest);
      else if (guest.name !== null) notComing.push(guest.name);
    }
    if (coming.length + notComing.length === 0) continue;
    const key = JSON.stringify([coming, notComing]);
    const alike = summaries.find((summary) => JSON.stringify([summary.coming, summary.notComing]) === key);
    if (alike) alike.eventIds.push(eventId);
    else summaries.push({ eventIds: [eventId], coming, notComing });
  }
  return summaries;
}
