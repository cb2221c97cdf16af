import { z } from "zod";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { html } from "../../shared/html.ts";
import { pageLanguage } from "../../shared/page-languages.ts";
import { fill, type Language } from "../../shared/words/words.ts";
import {
  button,
  eventCard,
  eventText,
  guestMailWords,
  householdEvents,
  invitationPicture,
  link,
  mailLook,
  mailPage,
  paragraph,
  signature,
  signatureText,
} from "./mail-layout.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { quotedName } from "./quoted-name.ts";

/**
 * The household's invitation and reminder mails (docs/product.md, decision
 * 13): the WhatsApp message's sentences (invitation-message.ts), from the
 * mail's catalogue in the mail's language, with the household's events (when, where) between them, the personal link as a
 * button, and the couple's picture. The outbox row keeps the link, the
 * deadline and the events as they were when the couple pressed send. The
 * household's name is quoted (quotedName): a guest can retype it with the
 * link, and the address too.
 */
export const InvitationMailDataSchema = z.object({
  displayName: z.string(),
  /** The absolute personal link, https://…/i/<code>. */
  url: z.url(),
  deadlineLabel: z.string(),
  /**
   * The events the household is invited to. Rows from before it was stored
   * lack it: they name no event (as they did then) rather than guess.
   */
  eventIds: z.array(z.string()).optional(),
  /**
   * The household's language when the mail was queued (a code of the site's languages): the mail is rendered in
   * it however long it waits. Rows from before it was stored lack it: they are in the site's first language.
   */
  language: z.string().optional(),
});
export type InvitationMailData = z.infer<typeof InvitationMailDataSchema>;

/** The invitation, in `language` (the site's first when absent): the content's view and the mail's words. */
export function householdInvitation(data: InvitationMailData, views: ContentFor, language?: Language): RenderedMail {
  return invitationMail(data, views, false, language);
}

/** The reminder, in `language` (the site's first when absent): the content's view and the mail's words. */
export function householdReminder(data: InvitationMailData, views: ContentFor, language?: Language): RenderedMail {
  return invitationMail(data, views, true, language);
}

function invitationMail(
  data: InvitationMailData,
  views: ContentFor,
  reminder: boolean,
  requested: Language | undefined,
): RenderedMail {
  const publicView = views("public", requested);
  const content: WeddingContent = data.eventIds ? views({ eventIds: data.eventIds }, requested) : publicView;
  // The view says which language it is in: one the site no longer has reads as its first, words and all.
  const language = pageLanguage(content);
  const events = data.eventIds ? householdEvents(content, data.eventIds) : [];
  const look = mailLook(content);
  const couple = coupleNames(content);
  const event = content.calendar.title;
  const mail = guestMailWords(content, language);
  const words = mail.invitation;
  const subject = fill(reminder ? words.reminderSubject : words.subject, { event, deadline: data.deadlineLabel });
  const greeting = fill(words.greeting, { household: quotedName(data.displayName) });
  const opening = fill(reminder ? words.reminderOpening : words.opening, { couple });
  const ask = fill(words.ask, { deadline: data.deadlineLabel });
  const label = reminder ? words.reminderButton : words.button;
  const picture = invitationPicture(publicView, data.eventIds);
  const details = { hint: true };
  const text = [
    greeting,
    "",
    opening,
    ...events.flatMap((item) => ["", ...eventText(item, details, mail)]),
    "",
    ask,
    data.url,
    "",
    ...signatureText(couple, mail),
  ].join("\n");
  const body = html`
${paragraph(look, greeting)}
${paragraph(look, opening)}
${events.map((item) => eventCard(look, item, details, null, mail))}
${paragraph(look, ask)}
${button(look, data.url, label)}
${paragraph(look, html`${words.orLink}<br>${link(look, data.url, data.url)}`, { small: true })}
${signature(look, couple, mail)}`;
  return {
    subject,
    text,
    html: mailPage({
      title: subject,
      content,
      body,
      preview: opening,
      picture,
      // The share image carries the invitation line itself; a reminder needs none.
      overline: reminder || picture?.shape === "banner" ? undefined : content.hero.invitationLine,
    }),
    attachments: [],
  };
}
