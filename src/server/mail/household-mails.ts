import type { ContentFor } from "../../shared/content-schema.ts";
import { momentLabel } from "../../shared/date-labels.ts";
import { HOUSEHOLD_MESSAGES } from "../../shared/households.ts";
import { html } from "../../shared/html.ts";
import { calendarFileName, chosenEventsCalendar } from "../calendar.ts";
import { answerMailEnd, COUPLE_COPY_WORDS, GUEST_MAIL_WORDS, oneLine } from "./answer-mail-parts.ts";
import type { EventAnswerData, HouseholdChangeMailData, HouseholdMailData } from "./mail-kinds.ts";
import {
  eventCard,
  eventText,
  factsTable,
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

/** The household's confirmation (household-confirmation). */
const HOUSEHOLD_CONFIRMATION_WORDS = {
  subject: (event: string, attending: boolean) =>
    attending
      ? `Your answers: ${event}, we look forward to seeing you`
      : `Your answers: ${event}, thank you for letting us know`,
  received: (household: string, event: string) => `We received the answers of ${household} to ${event}.`,
  // Thanked once: "Thank you for your answers" and then a thank-you again read as a form letter.
  attendingClosing: "Thank you! We look forward to seeing you.",
  declinedClosing: HOUSEHOLD_MESSAGES.declinedThanks,
  heading: "Your answers",
  noAnswer: "no answer yet",
  notAttending: "not attending",
  attending: "attending",
  calendar: (file: string) => `The attached ${file} adds the events you attend to your calendar.`,
} as const;

/**
 * The household's confirmation: each person's answer to each of its events
 * (and meal), who has dietary needs noted, the personal link to change it,
 * and an .ics of only the events someone attends. A household nobody of
 * which attends is thanked, never told we look forward to celebrating with
 * them. The link's holder can type names and change the address, so the
 * mail repeats no typed text but names, quoted (GUEST_MAIL_WORDS).
 */
export function householdConfirmation(data: HouseholdMailData, views: ContentFor): RenderedMail {
  const content = views({ eventIds: data.eventIds });
  const look = mailLook(content);
  const words = HOUSEHOLD_CONFIRMATION_WORDS;
  const event = content.calendar.title;
  const events = householdEvents(content, data.eventIds);
  const attended = events.filter((item) => data.guests.some((guest) => guest.answers[item.id]?.attending));
  const calendar = chosenEventsCalendar(
    content,
    attended.map((item) => item.id),
  );
  const calendarFile = calendarFileName(content);
  const who = (guest: HouseholdMailData["guests"][number]) => (guest.name ? quotedName(guest.name) : UNNAMED_GUEST);
  const dietary = data.guests.filter((guest) => guest.dietary);
  const subject = words.subject(event, attended.length > 0);
  const received = words.received(quotedName(data.displayName), event);
  const closing = attended.length > 0 ? words.attendingClosing : words.declinedClosing;
  const answerLine = (guest: HouseholdMailData["guests"][number], eventId: string) => {
    const answer = guest.answers[eventId];
    if (!answer) return `${who(guest)}: ${words.noAnswer}`;
    if (!answer.attending) return `${who(guest)}: ${words.notAttending}`;
    return answer.meal ? `${who(guest)}: ${words.attending}, ${answer.meal}` : `${who(guest)}: ${words.attending}`;
  };
  const end = answerMailEnd(content, look, data);

  const text = [
    GUEST_MAIL_WORDS.greeting,
    "",
    `${received} ${closing}`,
    "",
    words.heading.toUpperCase(),
    ...events.flatMap((item) => [
      "",
      ...eventText(item),
      ...data.guests.map((guest) => `  - ${answerLine(guest, item.id)}`),
    ]),
    ...(dietary.length > 0 ? ["", GUEST_MAIL_WORDS.dietaryNoted, ...dietary.map((guest) => `  ${who(guest)}`)] : []),
    ...(data.message ? ["", GUEST_MAIL_WORDS.messagePassedOn] : []),
    ...(calendar ? ["", words.calendar(calendarFile)] : []),
    ...end.text,
  ].join("\n");

  const body = html`
${paragraph(look, GUEST_MAIL_WORDS.greeting)}
${paragraph(look, html`${received} <strong>${closing}</strong>`)}
${heading(look, words.heading)}
${events.map((item) =>
  eventCard(
    look,
    item,
    {},
    html`<ul style="margin:10px 0 0;padding:0 0 0 20px">${data.guests.map((guest) => html`<li>${answerLine(guest, item.id)}</li>`)}</ul>`,
  ),
)}
${
  dietary.length > 0
    ? html`${paragraph(look, GUEST_MAIL_WORDS.dietaryNoted)}<ul style="margin:-8px 0 16px;padding:0 0 0 20px">${dietary.map((guest) => html`<li>${who(guest)}</li>`)}</ul>`
    : null
}
${data.message ? paragraph(look, GUEST_MAIL_WORDS.messagePassedOn) : null}
${calendar ? paragraph(look, words.calendar(calendarFile)) : null}
${end.html}`;

  return {
    subject,
    text,
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

const UNNAMED_GUEST = "Unnamed guest";
