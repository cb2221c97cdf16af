import { z } from "zod/mini";
import { cleanLine, cleanMultiline } from "./clean-text.ts";
import { HOUSEHOLD_LIMITS, HOUSEHOLD_STATUSES } from "./households.ts";
import { count, isoDate } from "./schema-parts.ts";
import { LANGUAGES } from "./words/words.ts";

/**
 * The guest list's request and response bodies, each written once (paths,
 * codes and rules are in households.ts). The server validates requests with
 * them (src/server/validation.ts) and both pages parse answers with them;
 * the guest page imports this module only when an answer arrives
 * (src/client/lib/invitation-api.ts), so its first view carries no zod.
 */

const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-08-01"));
const id = z.string().check(z.minLength(1), z.maxLength(100));
/** Cleaned first (clean-text.ts: no control or bidi characters), then measured. */
const text = (max: number) => z.string().check(z.overwrite(cleanLine), z.maxLength(max));
/** As text, keeping line breaks: a household's message. */
const multilineText = (max: number) => z.string().check(z.overwrite(cleanMultiline), z.maxLength(max));

export const EventAnswerSchema = z.object({
  attending: z.boolean(),
  meal: z.nullable(z.string().check(z.maxLength(200))),
});

/** By event id. */
const AnswersSchema = z.record(z.string().check(z.maxLength(100)), EventAnswerSchema);

// Requests.

/** PUT /api/invitations/:code: the household's answers, based on the version the guest saw. */
export const AnswerRequestSchema = z.object({
  version: count,
  guests: z
    .array(
      z.object({
        guestId: id,
        name: z.optional(text(HOUSEHOLD_LIMITS.guestName)),
        dietary: z.optional(text(HOUSEHOLD_LIMITS.dietary)),
        answers: AnswersSchema,
      }),
    )
    .check(z.maxLength(HOUSEHOLD_LIMITS.guests)),
  message: z._default(multilineText(HOUSEHOLD_LIMITS.message), ""),
});
export type AnswerRequest = z.output<typeof AnswerRequestSchema>;

/** A guest as the couple writes them: a named person, or an unnamed seat ("guest of") the household names. */
export const GuestInputSchema = z.object({
  /** An existing guest's id keeps their answers; absent for a new guest. */
  id: z.optional(id),
  /** Null for an unnamed seat. */
  name: z.nullable(text(HOUSEHOLD_LIMITS.guestName)),
  isChild: z._default(z.boolean(), false),
  isSeat: z._default(z.boolean(), false),
  dietary: z._default(z.nullable(text(HOUSEHOLD_LIMITS.dietary)), null),
  /** The couple may answer for a guest (a phone call); absent keeps the stored answers. */
  answers: z.optional(AnswersSchema),
});

/** POST households, PUT households/:id. */
export const HouseholdInputSchema = z.object({
  displayName: text(HOUSEHOLD_LIMITS.displayName).check(z.minLength(1, "Please give the household a name.")),
  email: z._default(z.nullable(text(HOUSEHOLD_LIMITS.email)), null),
  /** As written ("083 555 0141"); the server reads it in the wedding's country and keeps it in international form (phone-numbers.ts). */
  phone: z._default(z.nullable(text(HOUSEHOLD_LIMITS.phone)), null),
  /** The events it is invited to (ids from the content); at least one. */
  eventIds: z
    .array(z.string().check(z.maxLength(100)))
    .check(z.minLength(1, "Invite the household to at least one event.")),
  guests: z
    .array(GuestInputSchema)
    .check(z.minLength(1, "A household needs at least one guest."), z.maxLength(HOUSEHOLD_LIMITS.guests)),
  message: z._default(z.nullable(multilineText(HOUSEHOLD_LIMITS.message)), null),
  /**
   * The language of its link, mails and card: a code of the site's languages (`zu`), null for the site's first;
   * absent keeps the one stored.
   */
  language: z.optional(z.nullable(z.string().check(z.maxLength(HOUSEHOLD_LIMITS.language)))),
  /** Whose side it is on, as the couple writes it ("Lerato's family"); null for none; absent keeps the one stored. */
  side: z.optional(z.nullable(text(HOUSEHOLD_LIMITS.side))),
});
export type HouseholdInput = z.output<typeof HouseholdInputSchema>;

/**
 * PUT households/:id: the whole household as the couple's editor has it, with
 * the version it was opened at; a household changed since (by its guests or
 * another tab) is a 409 version_conflict carrying the current household, and
 * nothing is written.
 */
export const HouseholdUpdateSchema = z.extend(HouseholdInputSchema, { version: count });
export type HouseholdUpdate = z.output<typeof HouseholdUpdateSchema>;

/**
 * PATCH households/:id: only the contact details the couple changed, with the
 * version they were based on; guests, answers and the message are not part of
 * it, so they cannot be written back from an older copy. Any other field is
 * refused.
 */
export const HouseholdContactPatchSchema = z
  .strictObject({
    version: count,
    displayName: z.optional(
      text(HOUSEHOLD_LIMITS.displayName).check(z.minLength(1, "Please give the household a name.")),
    ),
    email: z.optional(z.nullable(text(HOUSEHOLD_LIMITS.email))),
    phone: z.optional(z.nullable(text(HOUSEHOLD_LIMITS.phone))),
  })
  .check(
    z.refine(
      (patch) => patch.displayName !== undefined || patch.email !== undefined || patch.phone !== undefined,
      "Send at least one of displayName, email and phone.",
    ),
  );
export type HouseholdContactPatch = z.output<typeof HouseholdContactPatchSchema>;

/** PUT rsvp-settings: the deadline in force and whether answers close after it. */
export const RsvpSettingsInputSchema = z.object({ deadline: calendarDate, closeAtDeadline: z.boolean() });
export type RsvpSettingsInput = z.output<typeof RsvpSettingsInputSchema>;

// Responses.

export const RsvpWindowSchema = z.object({
  open: z.boolean(),
  deadline: calendarDate,
  /** The deadline as the page prints it, e.g. "August 1, 2025". */
  deadlineLabel: z.string(),
  /** The end of the deadline's day in the site's time zone. */
  closesAt: isoDate,
  closeAtDeadline: z.boolean(),
  /** Set when closed: names the contacts (with numbers when given). */
  closedMessage: z.nullable(z.string()),
});
export type RsvpWindow = z.output<typeof RsvpWindowSchema>;

const GuestViewSchema = z.object({
  id: z.string(),
  /** Null: an unnamed seat not filled in yet. */
  name: z.nullable(z.string()),
  isChild: z.boolean(),
  isSeat: z.boolean(),
  dietary: z.nullable(z.string()),
  /** By event id; an event without an answer yet is absent. */
  answers: AnswersSchema,
});
export type GuestView = z.output<typeof GuestViewSchema>;

/** GET /api/invitations/:code: what the household may see and change, and whether it still may. */
export const InvitationViewSchema = z.object({
  household: z.object({
    displayName: z.string(),
    /** The events it is invited to, in the content's order. */
    eventIds: z.array(z.string()),
    guests: z.array(GuestViewSchema),
    message: z.nullable(z.string()),
    /** Sent back with the answers; a mismatch is a 409 version_conflict. */
    version: count,
    answeredAt: z.nullable(isoDate),
  }),
  window: RsvpWindowSchema,
});
export type InvitationView = z.output<typeof InvitationViewSchema>;

/** 409 version_conflict: the one error shape plus the newer answers. */
export const VersionConflictBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  current: InvitationViewSchema,
});

export const AdminHouseholdSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  code: z.string(),
  /** The personal link's path, /i/<code>; the page makes it absolute with the site's origin. */
  link: z.string(),
  eventIds: z.array(z.string()),
  guests: z.array(GuestViewSchema),
  message: z.nullable(z.string()),
  /**
   * The language of its link, mails and card as chosen: a language code, or null for the site's first. A code
   * the site no longer lists (the couple took it off site.languages) reads as the site's first everywhere.
   */
  language: z.nullable(z.string()),
  /** Whose side it is on; null for none. A family member sees only their side's households. */
  side: z._default(z.nullable(z.string()), null),
  status: z.enum(HOUSEHOLD_STATUSES),
  /** Made from an RSVP of the open form, not the couple's list. */
  selfRegistered: z.boolean(),
  version: count,
  invitedAt: z.nullable(isoDate),
  openedAt: z.nullable(isoDate),
  answeredAt: z.nullable(isoDate),
  lastReminderAt: z.nullable(isoDate),
  updatedAt: isoDate,
});
export type AdminHousehold = z.output<typeof AdminHouseholdSchema>;

/** 409 version_conflict on the couple's PUT or PATCH: the one error shape plus the household as it is now. */
export const AdminVersionConflictBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  current: AdminHouseholdSchema,
});

/** People, not RSVPs: each guest of each household invited to the event. */
export const EventTotalsSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  invited: count,
  attending: count,
  declined: count,
  notAnswered: count,
  /** Attending children. */
  children: count,
  /** Attending guests by meal; every meal of the event is listed, with 0 when nobody chose it. */
  meals: z.array(z.object({ meal: z.string(), count })),
  /**
   * Attending guests of an event with meals who have chosen none (an answer through the open form, or one the
   * couple entered): the meals do not add up to the attending count until each is asked. 0 without meals.
   */
  withoutMeal: count,
  /** Attending guests with dietary needs. */
  dietary: z.array(z.object({ guest: z.string(), household: z.string(), dietary: z.string() })),
});
export type EventTotals = z.output<typeof EventTotalsSchema>;

/** A household's personal message in one language: the greeting keeps {household}, filled where it is sent. */
export const InvitationMessageSchema = z.object({ greeting: z.string(), opening: z.string(), ask: z.string() });
export type InvitationMessage = z.output<typeof InvitationMessageSchema>;

export const GuestListSchema = z.object({
  households: z.array(AdminHouseholdSchema),
  totals: z.array(EventTotalsSchema),
  window: RsvpWindowSchema,
  /** The site's public origin (content site.origin) for absolute links, or null: the admin page uses its own. */
  origin: z.nullable(z.string()),
  /**
   * The invitation's WhatsApp message in each of the site's languages, by code, and under "" in its first: each
   * household's button sends it in the household's language.
   */
  invitationMessages: z._default(z.record(z.string(), InvitationMessageSchema), {}),
});
export type GuestList = z.output<typeof GuestListSchema>;

/** A row of an import file and the household it names, as the answer lists them. */
const ImportLineSchema = z.object({ line: count, household: z.string() });

export const ImportResultSchema = z.object({
  /** New households. */
  added: count,
  /** Households on the list changed by a row carrying their code (an export edited and imported again). */
  updated: count,
  /** Rows carrying a household's code that were already as on the list: nothing written. */
  unchanged: count,
  /** Rows for a household already on the list (same name, and same email or phone): not imported twice. */
  skipped: z.array(ImportLineSchema),
  /** Rows whose code this site did not make: each got a new code (a new personal link), by line of the file. */
  newCodes: z.array(ImportLineSchema),
});
export type ImportResult = z.output<typeof ImportResultSchema>;

/** One problem of an import file: its line as a spreadsheet numbers it, the column (null: the whole line or file). */
export const ImportProblemSchema = z.object({
  line: count,
  column: z.nullable(z.string()),
  message: z.string(),
});
export type ImportProblem = z.output<typeof ImportProblemSchema>;

/** "Line 3, email: “x” is not an email address." */
export function importProblemText({ line, column, message }: ImportProblem): string {
  return `Line ${line}${column === null ? "" : `, ${column}`}: ${message}`;
}

/** 400 csv_invalid: every problem of the file (up to HOUSEHOLD_LIMITS.importProblems of problemCount); nothing was imported. */
export const ImportRefusalBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  problems: z.array(ImportProblemSchema),
  problemCount: count,
});

/** What "Send invitations" did: mails queued, links for the couple to send on WhatsApp, and who has neither. */
export const InvitationResultSchema = z.object({
  /** Mails queued. */
  emailed: count,
  /** Households without email but with a phone: links for the couple to tap, one by one. */
  whatsapp: z.array(z.object({ householdId: z.string(), displayName: z.string(), url: z.string() })),
  /** Neither an email nor a phone: the couple must reach them another way. */
  unreachable: z.array(z.object({ householdId: z.string(), displayName: z.string() })),
});
export type InvitationResult = z.output<typeof InvitationResultSchema>;

export const ReminderResultSchema = z.extend(InvitationResultSchema, {
  /** Not answered, but reminded within the last day: left alone. */
  skippedRecently: count,
});
export type ReminderResult = z.output<typeof ReminderResultSchema>;

/** What "Send invitations" would do, before the couple confirms: how many, which way, and the words. */
export const InvitationPreviewSchema = z.object({
  byEmail: count,
  byWhatsApp: count,
  /** Neither an email nor a phone. */
  unreachable: count,
  /** The mail as the first household to be mailed would get it; null when none would be mailed. */
  mail: z.nullable(z.object({ subject: z.string(), text: z.string() })),
  /** The WhatsApp message as the first household to get one would; null when none would. */
  whatsapp: z.nullable(z.string()),
});
export type InvitationPreview = z.output<typeof InvitationPreviewSchema>;

/** What "Send reminders" would do: as the invitations', and who was reminded too recently to be again. */
export const ReminderPreviewSchema = z.extend(InvitationPreviewSchema, {
  /** Not answered, but reminded within the last day: they would be left alone. */
  remindedRecently: count,
});
export type ReminderPreview = z.output<typeof ReminderPreviewSchema>;

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * What a printed invitation says in one language: the content's texts read in it, and the card's own words
 * from that language's catalogue (MAIL_WORDS_EN.card), the day to answer by written in it.
 */
export const InvitationCardTextsSchema = z.object({
  coupleNames: z.string(),
  /** The content's line above the couple's names (hero.invitationLine), e.g. "Please join us for the wedding of". */
  invitationLine: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** As the guest page prints it, e.g. "Saturday 27 Sept 2025". */
      dayLabel: z.string(),
      /** As the guest page prints it, e.g. "10:00 AM", or as the couple wrote it ("12:30 PM for 1:00 PM"). */
      timeLabel: z.string(),
      start: isoDate,
      end: isoDate,
      venue: z.object({ name: z.string(), address: z.string() }),
    }),
  ),
  words: z.object({
    invitationFor: z.string(),
    scanToAnswer: z.string(),
    /** "Please let us know who is coming by 1 March 2026.", the deadline in force. */
    replyBy: z.string(),
  }),
});
export type InvitationCardTexts = z.output<typeof InvitationCardTextsSchema>;

/**
 * GET invitation-cards: what a printed invitation says of the wedding, from the couple's view of the content
 * in each of the site's languages (a household's card is in its own): the couple, the content's invitation
 * line, every event with its day and time as the guest page prints them (in the wedding's time zone) and its
 * place, and the card's words; the page's colours. Each card lists its household's events alone.
 */
export const InvitationCardContentSchema = z.object({
  timeZone: z.string(),
  /** The couple's page colours (theme.page). */
  colours: z.object({ text: hexColour, accent: hexColour, soft: hexColour, earth: hexColour, background: hexColour }),
  /** The site's languages, its first the default (and the card of a household whose language the site no longer has). */
  languages: z.array(z.enum(LANGUAGES)),
  /** By language code, each of `languages`. */
  inLanguages: z.record(z.string(), InvitationCardTextsSchema),
});
export type InvitationCardContent = z.output<typeof InvitationCardContentSchema>;
