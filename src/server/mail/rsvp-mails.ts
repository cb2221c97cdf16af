import type { ContentFor } from "../../shared/content-schema.ts";
import { momentLabel } from "../../shared/date-labels.ts";
import { html } from "../../shared/html.ts";
import { pageLanguage } from "../../shared/page-languages.ts";
import { fill, type Language } from "../../shared/words/words.ts";
import { calendarFileName, weddingCalendar } from "../calendar.ts";
import { answerMailEnd, COUPLE_COPY_WORDS, oneLine } from "./answer-mail-parts.ts";
import type { RsvpMailData } from "./mail-kinds.ts";
import {
  eventCard,
  eventText,
  factsTable,
  guestMailWords,
  heading,
  labelStyle,
  mailLook,
  mailPage,
  paragraph,
} from "./mail-layout.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { quotedName } from "./quoted-name.ts";

/**
 * The guest's confirmation: the answer, under the name given (quoted), where
 * and when; an .ics invitation when attending. The address was typed on the
 * open form by anyone: nothing else typed there is repeated (the message and
 * the partner's name reach the couple only; the personal link shows them).
 * The open form is anyone's: its mail names the public events only. It is
 * in `requested` (the content's view and the words), the site's first when absent.
 */
export function guestConfirmation(data: RsvpMailData, views: ContentFor, requested?: Language): RenderedMail {
  const content = views("public", requested);
  // The view says which language it is in: one the site does not have reads as its first, words and all.
  const language = pageLanguage(content);
  const look = mailLook(content);
  const mail = guestMailWords(content, language);
  const words = mail.rsvpConfirmation;
  const event = content.calendar.title;
  const themeAndDrinks = [
    ...(content.theme.name ? [fill(words.theme, { theme: content.theme.name })] : []),
    ...(content.beveragesNote ? [content.beveragesNote] : []),
  ];
  const calendarFile = calendarFileName(content, language);
  const subject = fill(data.attending ? words.subjectAttending : words.subjectDeclined, { event });
  const received = fill(words.received, { event, name: quotedName(data.name) });
  const answer = !data.attending ? words.declined : data.partnerName ? words.attendingWithPartner : words.attending;
  const calendarNote = fill(words.calendar, { file: calendarFile });
  const details = { hint: true, description: true };
  const end = answerMailEnd(content, look, mail, data);

  const text = [
    mail.guest.greeting,
    "",
    received,
    "",
    answer,
    ...(data.message ? ["", mail.guest.messagePassedOn] : []),
    "",
    words.heading.toUpperCase(),
    ...content.events.flatMap((item) => ["", ...eventText(item, details, mail)]),
    ...(themeAndDrinks.length > 0 ? ["", ...themeAndDrinks] : []),
    ...(data.attending ? ["", calendarNote] : []),
    ...end.text,
  ].join("\n");

  const body = html`
${paragraph(look, mail.guest.greeting)}
${paragraph(look, received)}
${paragraph(look, html`<strong>${answer}</strong>`)}
${data.message ? paragraph(look, mail.guest.messagePassedOn) : null}
${heading(look, words.heading)}
${content.events.map((item) => eventCard(look, item, details, null, mail))}
${themeAndDrinks.length > 0 ? paragraph(look, html`${themeAndDrinks.map((line, index) => html`${index > 0 ? html`<br>` : null}${line}`)}`) : null}
${data.attending ? paragraph(look, calendarNote) : null}
${end.html}`;

  return {
    subject,
    text,
    // The view's own tag (its region kept, en-GB): the view is in the mail's language.
    html: mailPage({ title: subject, content, body }),
    attachments: data.attending
      ? [
          {
            filename: calendarFile,
            // A REQUEST would need an ORGANIZER and makes clients offer to reply to it; PUBLISH just adds the events.
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: weddingCalendar(content, "PUBLISH", language),
          },
        ]
      : [],
  };
}

/** The couple's copy of an RSVP (rsvp-notification). */
const COUPLE_NOTIFICATION_WORDS = {
  subject: (name: string, attending: boolean, guests: number) =>
    attending
      ? `New RSVP: ${name}, attending (${guests} ${guests === 1 ? "guest" : "guests"})`
      : `New RSVP: ${name}, not attending`,
  labels: {
    name: "Name",
    email: "Email",
    attending: "Attending",
    partner: "Partner",
    guests: "Guests",
    message: "Message",
    received: "Received",
  },
  yes: "Yes",
  no: "No",
  reply: "Reply to this mail to write to the guest.",
} as const;

/** The couple's copy: every field of the RSVP, replying goes to the guest. */
export function coupleNotification(data: RsvpMailData, views: ContentFor): RenderedMail {
  const content = views("couple");
  const look = mailLook(content);
  const words = COUPLE_NOTIFICATION_WORDS;
  const guests = partyOf(data);
  const subject = words.subject(oneLine(data.name), data.attending, guests.length);
  const rows: [string, string][] = [
    [words.labels.name, data.name],
    [words.labels.email, data.email],
    [words.labels.attending, data.attending ? words.yes : words.no],
    [words.labels.partner, data.partnerName ?? COUPLE_COPY_WORDS.none],
    [words.labels.guests, String(data.attending ? guests.length : 0)],
    [words.labels.message, data.message ?? COUPLE_COPY_WORDS.none],
    [words.labels.received, momentLabel(data.submittedAt, labelStyle(content))],
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${words.reply}\n`;
  const body = html`
${paragraph(look, html`<strong>${subject}</strong>`)}
${factsTable(look, rows)}
${paragraph(look, words.reply, { small: true })}`;
  return {
    subject,
    text,
    html: mailPage({ title: subject, content, body }),
    replyTo: data.email,
    attachments: [],
  };
}

/** The people an RSVP answers for, in the couple's copy. */
function partyOf(data: RsvpMailData): string[] {
  return data.attending && data.partnerName ? [data.name, data.partnerName] : [data.name];
}
