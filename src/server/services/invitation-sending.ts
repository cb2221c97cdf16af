import type { ContentFor } from "../../shared/content-schema.ts";
import type {
  AdminHousehold,
  InvitationPreview,
  InvitationResult,
  ReminderPreview,
  ReminderResult,
  RsvpWindow,
} from "../../shared/household-schemas.ts";
import {
  HOUSEHOLD_ERROR_CODES,
  invitationPath,
  invitationText,
  REMINDER_SPACING_MS,
  whatsAppLink,
} from "../../shared/households.ts";
import { languageAmong } from "../../shared/page-languages.ts";
import type { Language } from "../../shared/words/words.ts";
import type { Executor } from "../db/database.ts";
import type { StoredHousehold } from "../db/household-repository.ts";
import { householdInvitation, householdReminder, type InvitationMailData } from "../mail/invitation-mails.ts";
import { MAIL_KINDS } from "../mail/mail-kinds.ts";
import type { MailToQueue } from "../mail/templates.ts";
import { publicSiteOrigin } from "../site-origin.ts";
import {
  type GuestListDeps,
  GuestListRefusal,
  phoneOf,
  requireHouseholdIn,
  statusOf,
  toAdminHousehold,
} from "./guest-list.ts";
import { invitedEventIds } from "./household-view.ts";
import { invitationMessage } from "./invitation-message.ts";

/**
 * The households' personal links sent out: an invitation to one household or
 * to every one not invited yet, reminders to those invited who have not
 * answered, by mail (queued with the household marked) or as WhatsApp links
 * for the couple to send, and a preview of each before it is sent.
 */
export function createInvitationSending({
  database,
  households,
  outbox,
  window: rsvpWindow,
  content,
  contentFor,
  now,
  onMailQueued,
}: GuestListDeps) {
  // The admin's requests are authenticated and same-site: without site.origin, their own origin will do.
  const siteOrigin = publicSiteOrigin(content);
  const requireHousehold = (id: string) => requireHouseholdIn(households, id);

  /**
   * The message sent with a link: the couple's names, the deadline in force and the absolute link, in the
   * household's language, on WhatsApp as in its mail. `inLanguage` makes each language's words once per sending.
   */
  function messageFor(
    household: StoredHousehold,
    origin: string,
    inLanguage: (language: Language) => ReturnType<typeof invitationMessage>,
  ) {
    const url = `${siteOrigin ?? origin}${invitationPath(household.code)}`;
    const language = languageAmong(content, household.language);
    const { message, deadlineLabel } = inLanguage(language);
    return { url, text: invitationText(message, household.displayName, url), deadlineLabel, language };
  }

  /** Each language's message and deadline for one sending, made when a household first needs it. */
  function messagesIn(window: RsvpWindow, reminder: boolean) {
    const made = new Map<Language, ReturnType<typeof invitationMessage>>();
    return (language: Language) => {
      let words = made.get(language);
      if (!words) {
        words = invitationMessage(contentFor, language, window, reminder);
        made.set(language, words);
      }
      return words;
    };
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
    const inLanguage = messagesIn(await rsvpWindow.current(), reminder);
    return (await households.list()).flatMap((household) => {
      if (household.selfRegistered || !wanted(household)) return [];
      const { url, text, deadlineLabel, language } = messageFor(household, requestOrigin, inLanguage);
      const phone = phoneOf(household, content);
      return [{ household, url, text, deadlineLabel, language, whatsapp: phone ? whatsAppLink(phone, text) : null }];
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
    mail: (data: InvitationMailData, views: ContentFor, language: Language) => { subject: string; text: string },
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
    for (const { household, url, deadlineLabel, language, text, whatsapp } of messages) {
      if (!household.email && !whatsapp) counted.unreachable += 1;
      else if (skip(household)) counted.skipped += 1;
      else if (household.email) {
        counted.byEmail += 1;
        if (!counted.mail) {
          const eventIds = invitedEventIds(household, content);
          const { subject, text: body } = mail(
            { displayName: household.displayName, url, deadlineLabel, eventIds, language },
            contentFor,
            language,
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
            // Its language now, so the mail is in it whenever it is sent (templates.ts, storedLanguage).
            language: languageAmong(content, household.language),
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
    /** Queues the invitation mail with the absolute link and marks the household invited (mailInvitation). */
    async sendInvitation(id: string, requestOrigin: string): Promise<AdminHousehold> {
      const household = await requireHousehold(id);
      if (!household.email) {
        throw new GuestListRefusal(HOUSEHOLD_ERROR_CODES.noEmail, "This household has no email address to send to.");
      }
      const { url, deadlineLabel } = messageFor(
        household,
        requestOrigin,
        messagesIn(await rsvpWindow.current(), false),
      );
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
  };
}

export type InvitationSending = ReturnType<typeof createInvitationSending>;
