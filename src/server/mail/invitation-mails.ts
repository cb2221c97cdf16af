import { z } from "zod";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { invitationWords } from "../../shared/households.ts";
import { html } from "../../shared/html.ts";
import {
  button,
  eventCard,
  eventText,
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
 * 13): the words of the WhatsApp message (invitationWords) with the
 * household's events (when, where) between them, the personal link as a
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
});
export type InvitationMailData = z.infer<typeof InvitationMailDataSchema>;

const INVITATION_MAIL_WORDS = {
  invitationSubject: (event: string) => `You're invited: ${event}`,
  reminderSubject: (event: string, deadline: string) => `A reminder: please RSVP to ${event} by ${deadline}`,
  invitationButton: "Open your invitation",
  reminderButton: "Answer your invitation",
  orLink: "Or open this link:",
} as const;

export function householdInvitation(data: InvitationMailData, views: ContentFor): RenderedMail {
  return invitationMail(data, views, false);
}

export function householdReminder(data: InvitationMailData, views: ContentFor): RenderedMail {
  return invitationMail(data, views, true);
}

function invitationMail(data: InvitationMailData, views: ContentFor, reminder: boolean): RenderedMail {
  const publicView = views("public");
  const content: WeddingContent = data.eventIds ? views({ eventIds: data.eventIds }) : publicView;
  const events = data.eventIds ? householdEvents(content, data.eventIds) : [];
  const look = mailLook(content);
  const couple = coupleNames(content);
  const event = content.calendar.title;
  const words = INVITATION_MAIL_WORDS;
  const subject = reminder ? words.reminderSubject(event, data.deadlineLabel) : words.invitationSubject(event);
  const { greeting, opening, ask } = invitationWords({
    displayName: quotedName(data.displayName),
    coupleNames: couple,
    deadlineLabel: data.deadlineLabel,
    reminder,
  });
  const label = reminder ? words.reminderButton : words.invitationButton;
  const picture = invitationPicture(publicView, data.eventIds);
  const details = { hint: true };
  const text = [
    greeting,
    "",
    opening,
    ...events.flatMap((item) => ["", ...eventText(item, details)]),
    "",
    ask,
    data.url,
    "",
    ...signatureText(couple),
  ].join("\n");
  const body = html`
${paragraph(look, greeting)}
${paragraph(look, opening)}
${events.map((item) => eventCard(look, item, details))}
${paragraph(look, ask)}
${button(look, data.url, label)}
${paragraph(look, html`${words.orLink}<br>${link(look, data.url, data.url)}`, { small: true })}
${signature(look, couple)}`;
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
