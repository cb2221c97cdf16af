import type { ContentFor } from "../../shared/content-schema.ts";
import { momentLabel } from "../../shared/date-labels.ts";
import { html } from "../../shared/html.ts";
import { pageLanguage } from "../../shared/page-languages.ts";
import { MAIL_WORDS_EN } from "../../shared/words/mail-en.ts";
import { fill, type Language } from "../../shared/words/words.ts";
import { calendarFileName, chosenEventsCalendar } from "../calendar.ts";
import { answerMailEnd, COUPLE_COPY_WORDS, oneLine } from "./answer-mail-parts.ts";
import type { EventAnswerData, HouseholdChangeMailData, HouseholdMailData } from "./mail-kinds.ts";
import {
  eventCard,
  eventText,
  factsTable,
  guestMailWords,
  heading,
  householdEvents,
  labelStyle,
  link,
  mailLook,
  mailPage,
  paragraph,
} from "./mail-layout.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { quotedName } from "./quoted-name.ts";

/**
 * The household's confirmation: each person's answer to each of its events
 * (and meal), who has dietary needs noted, the personal link to change it,
 * and an .ics of only the events someone attends. A household nobody of
 * which attends is thanked, never told we look forward to celebrating with
 * them. The link's holder can type names and change the address, so the
 * mail repeats no typed text but names, quoted (MAIL_WORDS_EN.guest). It is
 * in `requested` (the content's view and the words), the site's first when absent.
 */
export function householdConfirmation(data: HouseholdMailData, views: ContentFor, requested?: Language): RenderedMail {
  const content = views({ eventIds: data.eventIds }, requested);
  // The view says which language it is in: one the site no longer has reads as its first, words and all.
  const language = pageLanguage(content);
  const look = mailLook(content);
  const mail = guestMailWords(content, language);
  const words = mail.householdConfirmation;
  const event = content.calendar.title;
  const events = householdEvents(content, data.eventIds);
  const attended = events.filter((item) => data.guests.some((guest) => guest.answers[item.id]?.attending));
  const calendar = chosenEventsCalendar(
    content,
    attended.map((item) => item.id),
    "PUBLISH",
    language,
  );
  const calendarFile = calendarFileName(content, language);
  const who = (guest: HouseholdMailData["guests"][number]) =>
    guest.name ? quotedName(guest.name) : words.unnamedGuest;
  const dietary = data.guests.filter((guest) => guest.dietary);
  const subject = fill(attended.length > 0 ? words.subjectAttending : words.subjectDeclined, { event });
  const received = fill(words.received, { household: quotedName(data.displayName), event });
  const calendarNote = fill(words.calendar, { file: calendarFile });
  const closing = attended.length > 0 ? words.attendingClosing : words.declinedClosing;
  const answerLine = (guest: HouseholdMailData["guests"][number], eventId: string) => {
    const answer = guest.answers[eventId];
    if (!answer) return `${who(guest)}: ${words.noAnswer}`;
    if (!answer.attending) return `${who(guest)}: ${words.notAttending}`;
    return answer.meal ? `${who(guest)}: ${words.attending}, ${answer.meal}` : `${who(guest)}: ${words.attending}`;
  };
  const end = answerMailEnd(content, look, mail, data);

  const text = [
    mail.guest.greeting,
    "",
    `${received} ${closing}`,
    "",
    words.heading.toUpperCase(),
    ...events.flatMap((item) => [
      "",
      ...eventText(item, {}, mail),
      ...data.guests.map((guest) => `  - ${answerLine(guest, item.id)}`),
    ]),
    ...(dietary.length > 0 ? ["", mail.guest.dietaryNoted, ...dietary.map((guest) => `  ${who(guest)}`)] : []),
    ...(data.message ? ["", mail.guest.messagePassedOn] : []),
    ...(calendar ? ["", calendarNote] : []),
    ...end.text,
  ].join("\n");

  const body = html`
${paragraph(look, mail.guest.greeting)}
${paragraph(look, html`${received} <strong>${closing}</strong>`)}
${heading(look, words.heading)}
${events.map((item) =>
  eventCard(
    look,
    item,
    {},
    html`<ul style="margin:10px 0 0;padding:0 0 0 20px">${data.guests.map((guest) => html`<li>${answerLine(guest, item.id)}</li>`)}</ul>`,
    mail,
  ),
)}
${
  dietary.length > 0
    ? html`${paragraph(look, mail.guest.dietaryNoted)}<ul style="margin:-8px 0 16px;padding:0 0 0 20px">${dietary.map((guest) => html`<li>${who(guest)}</li>`)}</ul>`
    : null
}
${data.message ? paragraph(look, mail.guest.messagePassedOn) : null}
${calendar ? paragraph(look, calendarNote) : null}
${end.html}`;

  return {
    subject,
    text,
    // The view's own tag (its region kept, en-GB): the view is in the mail's language.
    html: mailPage({ title: subject, content, body }),
    attachments: calendar
      ? [{ filename: calendarFile, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]
      : [],
  };
}

/** The couple's note of a household's answers (household-change). */
const HOUSEHOLD_CHANGE_WORDS = {
  subject: (household: string, first: boolean) =>
    first ? `Answers from ${household}` : `Changed answers from ${household}`,
  seatNamed: (after: string) => `A guest is now named ${after}`,
  renamed: (before: string, after: string) => `${before} is now named ${after}`,
  noAnswer: "no answer",
  answered: (answer: string) => `answered ${answer}`,
  meal: (meal: string) => `meal ${meal}`,
  changed: (before: string, after: string) => `${before} → ${after}`,
  dietary: (guest: string, before: string, after: string) => `${guest}: dietary needs ${before} → ${after}`,
  yes: "yes",
  no: "no",
  none: "none",
  labels: { household: "Household", email: "Email", message: "Message", link: "Link", received: "Received" },
  invitedTo: "Invited to",
} as const;

/** The couple's note of what a household changed: per person per event, "Thandi: Reception yes → no; meal Chicken → Beef", and its events. */
export function householdChange(data: HouseholdChangeMailData, views: ContentFor): RenderedMail {
  // The couple's own mail: every event is theirs to read, the list is the household's.
  const content = views("couple");
  const look = mailLook(content);
  const words = HOUSEHOLD_CHANGE_WORDS;
  const name = oneLine(data.displayName);
  const subject = words.subject(name, data.first);
  const title = (eventId: string) => content.events.find((item) => item.id === eventId)?.title ?? eventId;
  const yesNo = (answer: EventAnswerData) => (answer.attending ? words.yes : words.no);
  const events = householdEvents(content, data.eventIds ?? data.answers.map((answer) => answer.eventId));
  const lines = [
    ...data.names.map(({ before, after }) =>
      before === null
        ? words.seatNamed(oneLine(after ?? UNNAMED_GUEST))
        : words.renamed(oneLine(before), oneLine(after ?? UNNAMED_GUEST)),
    ),
    ...data.answers.map(({ guest, eventId, before, after }) => {
      const who = `${oneLine(guest)}: ${title(eventId)}`;
      if (!after) return `${who} ${words.noAnswer}`;
      if (data.first || !before) {
        return `${who} ${[words.answered(yesNo(after)), ...(after.meal ? [words.meal(after.meal)] : [])].join("; ")}`;
      }
      const parts = [
        ...(before.attending !== after.attending ? [words.changed(yesNo(before), yesNo(after))] : []),
        ...(before.meal !== after.meal
          ? [words.meal(words.changed(before.meal ?? words.none, after.meal ?? words.none))]
          : []),
      ];
      return `${who} ${parts.join("; ")}`;
    }),
    ...data.dietary.map(({ guest, before, after }) =>
      words.dietary(oneLine(guest), oneLine(before ?? words.none), oneLine(after ?? words.none)),
    ),
  ];
  const rows: [string, string][] = [
    [words.labels.household, data.displayName],
    [words.labels.email, data.email ?? COUPLE_COPY_WORDS.none],
    ...(data.message ? [[words.labels.message, data.message.after ?? COUPLE_COPY_WORDS.none] as [string, string]] : []),
    ...(data.link ? [[words.labels.link, data.link] as [string, string]] : []),
    [words.labels.received, momentLabel(data.changedAt, labelStyle(content))],
  ];
  const text = [
    subject,
    "",
    ...lines,
    "",
    ...rows.map(
      ([label, value]) => `${label}: ${label === words.labels.message ? value.replace(/\r?\n/g, "\n  ") : value}`,
    ),
    ...(events.length > 0
      ? ["", words.invitedTo.toUpperCase(), ...events.flatMap((item) => ["", ...eventText(item)])]
      : []),
    "",
  ].join("\n");
  const body = html`
${paragraph(look, html`<strong>${subject}</strong>`)}
<ul style="margin:0 0 16px;padding:0 0 0 20px">${lines.map((line) => html`<li>${line}</li>`)}</ul>
${factsTable(
  look,
  rows.map(([label, value]) => [label, label === words.labels.link ? link(look, value, value) : value] as const),
)}
${events.length > 0 ? html`${heading(look, words.invitedTo)}${events.map((item) => eventCard(look, item))}` : null}`;
  return {
    subject,
    text,
    html: mailPage({ title: subject, content, body }),
    ...(data.email ? { replyTo: data.email } : {}),
    attachments: [],
  };
}

/** The couple's mails are in English, and name an unnamed seat as a guest's mail in English does. */
const UNNAMED_GUEST = MAIL_WORDS_EN.householdConfirmation.unnamedGuest;
