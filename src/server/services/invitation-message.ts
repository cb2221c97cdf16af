import type { ContentFor } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { InvitationMessage, RsvpWindow } from "../../shared/household-schemas.ts";
import { siteLanguages } from "../../shared/page-languages.ts";
import { wordsFor } from "../../shared/words/catalogues.ts";
import { fill, type Language } from "../../shared/words/words.ts";
import { deadlineLabelIn } from "./rsvp-window.ts";

/**
 * The sentences of a household's personal message, sent with its link on WhatsApp, in `language`: the mail
 * catalogue's invitation words (the mail sets the same sentences apart), the couple's names and the deadline in
 * force written in that language, which the mail names too (`deadlineLabel`). The greeting keeps its {household}
 * slot: the household's name is filled where the message is sent (invitationText).
 */
export function invitationMessage(
  contentFor: ContentFor,
  language: Language,
  window: RsvpWindow,
  reminder = false,
): { message: InvitationMessage; deadlineLabel: string } {
  const view = contentFor("couple", language);
  const words = wordsFor(view).mail.invitation;
  const deadlineLabel = deadlineLabelIn(view, window.deadline);
  return {
    message: {
      greeting: words.greeting,
      opening: fill(reminder ? words.reminderOpening : words.opening, { couple: coupleNames(view) }),
      ask: fill(words.ask, { deadline: deadlineLabel }),
    },
    deadlineLabel,
  };
}

/**
 * The invitation's message in each of the site's languages, for the admin's WhatsApp buttons: by language code,
 * and under "" the site's first (a household without a language, or with one the site no longer lists).
 */
export function invitationMessages(
  content: Parameters<typeof siteLanguages>[0],
  contentFor: ContentFor,
  window: RsvpWindow,
): Record<string, InvitationMessage> {
  const languages = siteLanguages(content);
  const messages = Object.fromEntries(
    languages.map((language) => [language, invitationMessage(contentFor, language, window).message]),
  );
  const [first] = languages;
  return first ? { ...messages, "": messages[first] as InvitationMessage } : messages;
}
