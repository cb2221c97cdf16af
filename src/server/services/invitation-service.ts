import type { Transaction } from "kysely";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { AnswerRequest, InvitationView, RsvpWindow } from "../../shared/household-schemas.ts";
import {
  type AnswerProblem,
  checkHouseholdAnswers,
  HOUSEHOLD_ERROR_CODES,
  INVITATION_CODE_PATTERN,
} from "../../shared/households.ts";
import { languageAmong } from "../../shared/page-languages.ts";
import { phoneCountry, readPhoneNumber } from "../../shared/phone-numbers.ts";
import {
  type ContactCorrection,
  type ErasedCounts,
  type GuestDataExport,
  retentionInfo,
} from "../../shared/privacy.ts";
import type { Language } from "../../shared/words/words.ts";
import type { Database } from "../db/database.ts";
import { type HouseholdRepository, type StoredHousehold, VersionConflictError } from "../db/household-repository.ts";
import type { OutboxRepository } from "../db/outbox-repository.ts";
import type { PhotoRepository } from "../db/photo-repository.ts";
import { type RsvpRepository, rsvpAsJson } from "../db/rsvp-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { answerProblemText, closedMessage, HOUSEHOLD_MESSAGES } from "../household-messages.ts";
import { type HouseholdChangeMailData, type HouseholdMailData, MAIL_KINDS } from "../mail/mail-kinds.ts";
import type { MailToQueue } from "../mail/templates.ts";
import { invitationUrl, publicSiteOrigin } from "../site-origin.ts";
import { type ConfirmationMailLimit, mailboxKey } from "./confirmation-mail-limit.ts";
import type { Erasure } from "./erasure.ts";
import { HouseholdChangedError } from "./household-changed.ts";
import { answersOf, guestViews, invitedEventIds } from "./household-view.ts";
import { NotFoundError } from "./not-found.ts";
import { deadlineLabelIn, RsvpClosedError, type RsvpWindowService } from "./rsvp-window.ts";

/** How long a household's confirmation waits for its answers to settle (confirmationDelayMs's default). */
export const CONFIRMATION_DELAY_MS = 5 * 60_000;

/** No household has this code (wrong, malformed or deleted link): 404 invitation_not_found. */
export class InvitationNotFoundError extends NotFoundError {
  override name = "InvitationNotFoundError";
  override readonly code = HOUSEHOLD_ERROR_CODES.notFound;

  constructor() {
    super(HOUSEHOLD_MESSAGES.notFound);
  }
}

/**
 * An answer breaks a rule of checkHouseholdAnswers; the message says which, and the body's `problem` its code, which
 * the page says in the guest's language.
 */
export class InvalidAnswerError extends DomainError {
  override name = "InvalidAnswerError";
  readonly status = 400;
  readonly code = HOUSEHOLD_ERROR_CODES.invalid;

  constructor(
    message: string,
    readonly problem?: AnswerProblem,
  ) {
    super(message);
  }

  override details(): Record<string, unknown> {
    return this.problem ? { problem: this.problem } : {};
  }
}

/** A correction of the household's details that cannot be kept (a phone number not read); the message is for the guest. */
export class InvalidContactError extends DomainError {
  override name = "InvalidContactError";
  readonly status = 400;
  readonly code = "invalid_request";
}

/** Written in the answers' own transaction, with the household's new view (the answers' idempotency key); throwing rolls it back. */
export type AlsoWriteAnswers = (
  trx: Transaction<DatabaseSchema>,
  stored: { householdId: string; view: InvitationView },
) => Promise<void>;

export interface InvitationServiceDeps {
  /** Where the answers' transaction is opened. */
  database: Database;
  households: HouseholdRepository;
  rsvps: RsvpRepository;
  photos: PhotoRepository;
  outbox: OutboxRepository;
  content: WeddingContent;
  /** Each audience's view in each language: the household's deadline written in its language. */
  contentFor: ContentFor;
  window: RsvpWindowService;
  /** Erases a household everywhere when its guest asks (GUEST_DATA_API.erase). */
  erasure: Pick<Erasure, "eraseHousehold">;
  /** The couple's address for a note of what changed (NOTIFY_EMAIL); null sends none. */
  notifyEmail?: string | null;
  /** One confirmation per mailbox per day: the link's holder can change the household's address. */
  confirmations: ConfirmationMailLimit;
  clock?: () => Date;
  /**
   * How long the household's confirmation waits for its answers to settle:
   * each save within it replaces the waiting mail and moves it this far
   * ahead again, so a burst of changes gets one mail with the last answers.
   */
  confirmationDelayMs?: number;
  /** Called after answers and their mails are stored, so the sender need not wait for its next poll. */
  onStored?: () => void;
}

/**
 * A household's personal link (docs/product.md, decision 13): what it may
 * read, and its answers, checked by the shared rules against its guests, its
 * events and the content's meals, version-checked, and stored with their
 * mails in one transaction.
 */
export function createInvitationService({
  database,
  households,
  rsvps,
  photos,
  outbox,
  content,
  contentFor,
  window,
  erasure,
  notifyEmail = null,
  confirmations,
  clock = () => new Date(),
  confirmationDelayMs = CONFIRMATION_DELAY_MS,
  onStored,
}: InvitationServiceDeps) {
  /** What the household may see, its deadline written in its language (its page and greeting are in it). */
  function householdView(household: StoredHousehold, current: RsvpWindow): InvitationView {
    const view = contentFor("couple", languageAmong(content, household.language));
    const deadlineLabel = deadlineLabelIn(view, current.deadline);
    const closed = current.closedMessage === null ? null : closedMessage(deadlineLabel, view.rsvp.contacts);
    return viewOf(household, content, { ...current, deadlineLabel, closedMessage: closed });
  }

  async function find(code: string): Promise<StoredHousehold> {
    const household = INVITATION_CODE_PATTERN.test(code) ? await households.byCode(code) : null;
    if (!household) throw new InvitationNotFoundError();
    return household;
  }

  return {
    /**
     * The household's view for its page's greeting, marking nothing (a link
     * preview fetches the page too); null when no household has this code.
     */
    async peek(code: string): Promise<{ view: InvitationView; language: Language } | null> {
      const household = INVITATION_CODE_PATTERN.test(code) ? await households.byCode(code) : null;
      if (!household) return null;
      return {
        view: householdView(household, await window.current()),
        language: languageAmong(content, household.language),
      };
    },

    /** The household's view; the first call marks it opened. Throws InvitationNotFoundError. */
    async open(code: string): Promise<InvitationView> {
      const household = await find(code);
      await households.markOpened(household.id, clock());
      return householdView(household, await window.current());
    },

    /**
     * Stores the household's answers and returns its new view. Throws
     * InvitationNotFoundError, RsvpClosedError, InvalidAnswerError or
     * HouseholdChangedError (nothing stored then), or what `alsoWrite`
     * throws (IdempotencyClaimLostError).
     */
    async answer(code: string, request: AnswerRequest, alsoWrite?: AlsoWriteAnswers): Promise<InvitationView> {
      const previous = await find(code);
      const current = await window.current();
      if (!current.open) throw new RsvpClosedError(current.closedMessage ?? "", current.deadlineLabel);
      // PostgreSQL text cannot hold NUL, and no form sends it: a bad request, not a failed save.
      if (containsNul(request)) throw new InvalidAnswerError("The answers are not in the expected form.");
      if (request.version !== previous.version) {
        throw new HouseholdChangedError(HOUSEHOLD_MESSAGES.versionConflict, householdView(previous, current));
      }
      const eventIds = invitedEventIds(previous, content);
      const check = checkHouseholdAnswers(
        {
          guests: previous.guests,
          eventIds,
          mealsByEvent: Object.fromEntries(content.events.map((event) => [event.id, event.meals])),
        },
        request.guests,
      );
      if (!check.ok) throw new InvalidAnswerError(answerProblemText(check.problem), check.problem);

      const seats = new Set(previous.guests.filter((guest) => guest.isSeat).map((guest) => guest.id));
      const message = request.message.trim();
      const at = clock();
      // The household's confirmation, counted against its mailbox's one a day; given back if nothing is stored.
      // Refused (the burst's first save took it), the save still replaces the confirmation waiting, if any.
      const confirmTo = previous.email && (await confirmations.take(previous.email)) ? previous.email : null;
      const answers = {
        guests: request.guests.map((guest) => ({
          guestId: guest.guestId,
          // A named guest's name is the couple's: only a seat's is taken (an empty one leaves it unnamed).
          ...(seats.has(guest.guestId) && guest.name !== undefined ? { name: guest.name } : {}),
          ...(guest.dietary !== undefined ? { dietary: guest.dietary } : {}),
          answers: guest.answers,
        })),
        message: message === "" ? null : message,
        countedEventIds: eventIds,
      };
      let stored: StoredHousehold;
      try {
        // The answers and the mails about them (made from the household as stored) land together or not at all;
        // `alsoWrite` last, its throw rolls it all back.
        stored = await database.db.transaction().execute(async (trx) => {
          const after = await households.answer(trx, previous.id, request.version, answers, at);
          await outbox.queueWith(trx, mailsFor(previous, after, current, at, confirmTo), at, { householdId: after.id });
          await alsoWrite?.(trx, { householdId: after.id, view: householdView(after, current) });
          return after;
        });
      } catch (error) {
        if (confirmTo) await confirmations.giveBack(confirmTo);
        if (!(error instanceof VersionConflictError)) throw error;
        throw new HouseholdChangedError(HOUSEHOLD_MESSAGES.versionConflict, householdView(await find(code), current));
      }
      onStored?.();
      return householdView(stored, current);
    },

    /**
     * Everything stored about the household (GuestDataExport), for the guest
     * to download: its rows, the open-form RSVP it came from, its photos and
     * who its mails went to and when (not their text, which only repeats
     * what is here). Marks nothing. Throws InvitationNotFoundError.
     */
    async exportData(code: string): Promise<GuestDataExport> {
      const household = await find(code);
      const [rsvp, sent, mails] = await Promise.all([
        household.rsvpId ? rsvps.findById(household.rsvpId) : null,
        photos.listByHousehold(household.id),
        outbox.listAbout(household.id, household.rsvpId),
      ]);
      return {
        exportedAt: clock().toISOString(),
        collectedBy: coupleNames(content),
        household: householdExport(household, content),
        rsvp: rsvp ? rsvpAsJson(rsvp) : null,
        photos: sent.map((photo) => ({
          id: photo.id,
          fileName: photo.fileName,
          status: photo.status,
          uploadedAt: photo.createdAt.toISOString(),
        })),
        mails: mails.map((mail) => ({
          kind: mail.kind,
          recipient: mail.recipient,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
        retention: retentionInfo(content),
      };
    },

    /**
     * Corrects the household's name, email and phone; allowed after the
     * deadline too (correction is a right, not an answer). A self-registered
     * household's RSVP keeps the name and email it was sent with: the RSVP is
     * the record of what the guest sent, and the household is what the
     * couple works from. Throws InvitationNotFoundError, or InvalidContactError
     * for a phone number that cannot be read.
     */
    async correctContact(code: string, contact: ContactCorrection): Promise<InvitationView> {
      const household = await find(code);
      // Read in the wedding's country and kept in international form, as the couple's own edits are (phone-numbers.ts).
      const phone = contact.phone === null ? null : readPhoneNumber(contact.phone, phoneCountry(content.site));
      if (phone && !phone.ok) throw new InvalidContactError(phone.message);
      const updated = await households.updateContact(
        household.id,
        { ...contact, phone: phone ? phone.number : null },
        clock(),
      );
      if (!updated) throw new InvitationNotFoundError();
      return householdView(updated, await window.current());
    },

    /** Erases the household everywhere (the guest's right to erasure); the code is dead after. Throws InvitationNotFoundError. */
    async erase(code: string): Promise<ErasedCounts> {
      const household = await find(code);
      const erased = await erasure.eraseHousehold(household.id, "guest");
      if (!erased) throw new InvitationNotFoundError();
      return erased;
    },
  };

  /**
   * The couple's note of what changed, and the household's confirmation of
   * its answers as they are now, due when they have settled: a new mail when
   * it was counted for its address (`confirmTo`), else only in place of one
   * still waiting.
   */
  function mailsFor(
    previous: StoredHousehold,
    after: StoredHousehold,
    current: RsvpWindow,
    at: Date,
    confirmTo: string | null,
  ): MailToQueue[] {
    const link = invitationUrl(publicSiteOrigin(content), after.code);
    const eventIds = invitedEventIds(after, content);
    const mails: MailToQueue[] = [];
    if (after.email) {
      // The household's language now, kept with the mail (templates.ts, storedLanguage), its deadline written in it.
      const language = languageAmong(content, after.language);
      const data: HouseholdMailData = {
        displayName: after.displayName,
        eventIds,
        guests: after.guests.map((guest) => ({
          name: guest.name,
          dietary: guest.dietary,
          answers: answersOf(guest, eventIds),
        })),
        message: after.message,
        link,
        changeUntil: current.closeAtDeadline ? deadlineLabelIn(contentFor("couple", language), current.deadline) : null,
        language,
      };
      mails.push({
        kind: MAIL_KINDS.householdConfirmation,
        recipient: after.email,
        message: data,
        settle: {
          sendAt: new Date(at.getTime() + confirmationDelayMs),
          mayAdd: confirmTo !== null && mailboxKey(after.email) === mailboxKey(confirmTo),
        },
      });
    }
    const changes = notifyEmail ? changesOf(previous, after, eventIds, link, at) : null;
    if (notifyEmail && changes)
      mails.push({ kind: MAIL_KINDS.householdChange, recipient: notifyEmail, message: changes });
    return mails;
  }
}

export type InvitationService = ReturnType<typeof createInvitationService>;

/** The household as the guest downloads it: its event ids with titles (an event the content no longer has keeps its id as title). */
function householdExport(household: StoredHousehold, content: WeddingContent): GuestDataExport["household"] {
  const titles = new Map(content.events.map((event) => [event.id, event.title]));
  const title = (eventId: string) => titles.get(eventId) ?? eventId;
  const order = (eventId: string) => {
    const index = content.events.findIndex((event) => event.id === eventId);
    return index === -1 ? content.events.length : index;
  };
  const byContentOrder = (a: string, b: string) => order(a) - order(b) || a.localeCompare(b);
  return {
    displayName: household.displayName,
    email: household.email,
    phone: household.phone,
    message: household.message,
    createdAt: household.createdAt.toISOString(),
    invitedAt: household.invitedAt?.toISOString() ?? null,
    openedAt: household.openedAt?.toISOString() ?? null,
    answeredAt: household.answeredAt?.toISOString() ?? null,
    language: household.language,
    invitedEvents: [...household.eventIds].sort(byContentOrder).map((id) => ({ id, title: title(id) })),
    guests: household.guests.map((guest) => ({
      name: guest.name,
      child: guest.isChild,
      dietary: guest.dietary,
      answers: Object.keys(guest.answers)
        .sort(byContentOrder)
        .flatMap((eventId) => {
          const answer = guest.answers[eventId];
          return answer
            ? [
                {
                  eventId,
                  event: title(eventId),
                  attending: answer.attending,
                  meal: answer.meal,
                  answeredAt: answer.answeredAt.toISOString(),
                },
              ]
            : [];
        }),
    })),
  };
}

export function viewOf(household: StoredHousehold, content: WeddingContent, window: RsvpWindow): InvitationView {
  const eventIds = invitedEventIds(household, content);
  return {
    household: {
      displayName: household.displayName,
      eventIds,
      guests: guestViews(household, eventIds),
      message: household.message,
      version: household.version,
      answeredAt: household.answeredAt?.toISOString() ?? null,
    },
    window,
  };
}

/** What the couple is told: per person per event, names given to seats, dietary needs, the message; null when nothing changed. */
function changesOf(
  previous: StoredHousehold,
  after: StoredHousehold,
  eventIds: readonly string[],
  link: string | null,
  at: Date,
): HouseholdChangeMailData | null {
  const before = new Map(previous.guests.map((guest) => [guest.id, guest]));
  const first = previous.guests.every((guest) => eventIds.every((eventId) => !guest.answers[eventId]));
  const data: HouseholdChangeMailData = {
    displayName: after.displayName,
    email: after.email,
    link,
    first,
    answers: [],
    names: [],
    dietary: [],
    message: previous.message === after.message ? null : { before: previous.message, after: after.message },
    changedAt: at.toISOString(),
    eventIds: [...eventIds],
  };
  for (const guest of after.guests) {
    const old = before.get(guest.id);
    const label = guest.name ?? "Unnamed guest";
    if (old && old.name !== guest.name) data.names.push({ before: old.name, after: guest.name });
    if (old && old.dietary !== guest.dietary) {
      data.dietary.push({ guest: label, before: old.dietary, after: guest.dietary });
    }
    const oldAnswers = old ? answersOf(old, eventIds) : {};
    const newAnswers = answersOf(guest, eventIds);
    for (const eventId of eventIds) {
      const was = oldAnswers[eventId] ?? null;
      const is = newAnswers[eventId] ?? null;
      if (was?.attending === is?.attending && was?.meal === is?.meal) continue;
      data.answers.push({ guest: label, eventId, before: was, after: is });
    }
  }
  const changed = data.answers.length + data.names.length + data.dietary.length > 0 || data.message !== null;
  return changed ? data : null;
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}
