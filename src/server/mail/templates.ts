import { z } from "zod";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { type LabelStyle, momentLabel } from "../../shared/date-labels.ts";
import { HOUSEHOLD_MESSAGES } from "../../shared/households.ts";
import { html, type SafeHtml } from "../../shared/html.ts";
import { contactNamesText, telHref } from "../../shared/rsvp-messages.ts";
import { calendarFileName, chosenEventsCalendar, weddingCalendar } from "../calendar.ts";
import type { NewOutboxMail } from "../db/outbox-repository.ts";
import { householdInvitation, householdReminder, InvitationMailDataSchema } from "./invitation-mails.ts";
import {
  eventCard,
  eventText,
  factsTable,
  heading,
  householdEvents,
  link,
  type MailLook,
  mailLook,
  mailPage,
  paragraph,
  signature,
  signatureText,
} from "./mail-layout.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { quotedName } from "./quoted-name.ts";

/**
 * Every kind of mail the outbox holds, each with a template below. The outbox
 * stores only a mail's facts (for an RSVP, a few hundred bytes of JSON); the
 * message is rendered from them and the content when it is sent. Each
 * template picks the view of the content its reader may see (decision 045):
 * the couple's mails every event, a household's its own, the open form's
 * the public ones.
 */
export const MAIL_KINDS = {
  guestConfirmation: "rsvp-confirmation",
  coupleNotification: "rsvp-notification",
  householdConfirmation: "household-confirmation",
  householdChange: "household-change",
  householdInvitation: "household-invitation",
  householdReminder: "household-reminder",
  testMail: "test-mail",
} as const;
export type MailKind = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS];

/** A test mail the couple sends from the admin: nothing of a guest's, only when they asked for it. */
export const TestMailDataSchema = z.object({ requestedAt: z.string() });
export type TestMailData = z.infer<typeof TestMailDataSchema>;

const TEST_MAIL_WORDS = {
  subject: (couple: string) => `A test mail from ${couple}'s wedding site`,
  lines: (askedAt: string) => [
    "This is the test mail you asked for in your wedding site's admin.",
    "If it reached you, mail is set up: your guests' invitations, reminders and confirmations go out the same way.",
    `Asked for at ${askedAt}.`,
  ],
} as const;

/** The couple's test mail: it went out as guests' mails go, and says what that proves. */
export function testMail(data: TestMailData, views: ContentFor): RenderedMail {
  const content = views("couple");
  const look = mailLook(content);
  const subject = TEST_MAIL_WORDS.subject(coupleNames(content));
  const lines = TEST_MAIL_WORDS.lines(momentLabel(data.requestedAt, labelStyle(content)));
  return {
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: mailPage({ title: subject, content, body: html`${lines.map((line) => paragraph(look, line))}` }),
    attachments: [],
  };
}

/** What the outbox row's `message` holds for the RSVP mails; parsed when the mail is sent, never cast. */
export const RsvpMailDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  partnerName: z.string().nullable(),
  message: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  /** The personal link of the RSVP's self-registered household; absent or null without the site's origin. */
  link: z.string().nullish(),
  /** The deadline label when answers close then ("August 1, 2025"); null when they stay open. */
  changeUntil: z.string().nullish(),
});
export type RsvpMailData = z.infer<typeof RsvpMailDataSchema>;

const EventAnswerDataSchema = z.object({ attending: z.boolean(), meal: z.string().nullable() });
type EventAnswerData = z.infer<typeof EventAnswerDataSchema>;

/** A household's answers, for the guest's confirmation (household-confirmation). */
export const HouseholdMailDataSchema = z.object({
  displayName: z.string(),
  /** The events it is invited to, in the content's order. */
  eventIds: z.array(z.string()),
  guests: z.array(
    z.object({
      /** Null: an unnamed seat. */
      name: z.string().nullable(),
      dietary: z.string().nullable(),
      answers: z.record(z.string(), EventAnswerDataSchema),
    }),
  ),
  message: z.string().nullable(),
  /** The personal link; null without the site's origin. */
  link: z.string().nullable(),
  changeUntil: z.string().nullable(),
});
export type HouseholdMailData = z.infer<typeof HouseholdMailDataSchema>;

/** What changed in a household's answers, for the couple (household-change). */
export const HouseholdChangeMailDataSchema = z.object({
  displayName: z.string(),
  email: z.string().nullable(),
  link: z.string().nullable(),
  /** The household's first answers: every answer is "answered", not a change. */
  first: z.boolean(),
  answers: z.array(
    z.object({
      guest: z.string(),
      eventId: z.string(),
      before: EventAnswerDataSchema.nullable(),
      after: EventAnswerDataSchema.nullable(),
    }),
  ),
  /** An unnamed seat named (before null), or a seat's name changed. */
  names: z.array(z.object({ before: z.string().nullable(), after: z.string().nullable() })),
  dietary: z.array(z.object({ guest: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  message: z.object({ before: z.string().nullable(), after: z.string().nullable() }).nullable(),
  changedAt: z.iso.datetime(),
  /**
   * The events the household is invited to, in the content's order. Rows
   * from before it was stored lack it: the events their answers name.
   */
  eventIds: z.array(z.string()).optional(),
});
export type HouseholdChangeMailData = z.infer<typeof HouseholdChangeMailDataSchema>;

export class UnknownMailKindError extends Error {
  override name = "UnknownMailKindError";
}

/** A kind's data schema, and its render fed only with data that schema parsed. */
function mailTemplate<Schema extends z.ZodType>(
  schema: Schema,
  render: (data: z.output<Schema>, views: ContentFor) => RenderedMail,
) {
  return {
    schema,
    render: (stored: unknown, views: ContentFor) => render(schema.parse(stored), views),
  };
}

/** One entry per kind: the compiler refuses a kind without a template. */
const MAIL_TEMPLATES = {
  [MAIL_KINDS.guestConfirmation]: mailTemplate(RsvpMailDataSchema, guestConfirmation),
  [MAIL_KINDS.coupleNotification]: mailTemplate(RsvpMailDataSchema, coupleNotification),
  [MAIL_KINDS.householdConfirmation]: mailTemplate(HouseholdMailDataSchema, householdConfirmation),
  [MAIL_KINDS.householdChange]: mailTemplate(HouseholdChangeMailDataSchema, householdChange),
  [MAIL_KINDS.householdInvitation]: mailTemplate(InvitationMailDataSchema, householdInvitation),
  [MAIL_KINDS.householdReminder]: mailTemplate(InvitationMailDataSchema, householdReminder),
  [MAIL_KINDS.testMail]: mailTemplate(TestMailDataSchema, testMail),
} satisfies Record<MailKind, ReturnType<typeof mailTemplate>>;

/** What a mail of this kind is rendered from: the `message` its outbox row stores. */
export type MailData<Kind extends MailKind> = z.output<(typeof MAIL_TEMPLATES)[Kind]["schema"]>;

/** A mail to queue: one of the kinds with a template, with the data that kind renders from. */
export type MailToQueue = { [Kind in MailKind]: NewOutboxMail<Kind, MailData<Kind>> }[MailKind];

/**
 * Renders a mail as stored: its kind picks the template, whose schema parses
 * the data, and the template the view of the content (`views`, each
 * audience's) its reader may see. A kind with no template (a row from a newer
 * version) throws UnknownMailKindError; data that does not parse throws the
 * schema's error.
 */
export function renderMail(kind: string, stored: unknown, views: ContentFor): RenderedMail {
  if (!isMailKind(kind)) throw new UnknownMailKindError(`No template for mail kind "${kind}"`);
  return MAIL_TEMPLATES[kind].render(stored, views);
}

function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}

/**
 * The fixed words a guest's mail says where a guest's typed words would
 * stand: a mail to a guest carries no typed text but names (quotedName),
 * so the open form cannot make the site mail a stranger's words (issue 30,
 * part 8). The couple's own mails keep every field.
 */
export const GUEST_MAIL_WORDS = {
  greeting: "Hello,",
  messagePassedOn: "Your message was passed on to the couple.",
  dietaryNoted: "Dietary needs noted for:",
  notYou: "If you did not send these answers, you can ignore this mail.",
} as const;

/** The end of every answer's mail: changing the answers, whom to call, the couple's love. */
const ANSWER_MAIL_WORDS = {
  changeLink: (until: string | null) =>
    until
      ? `You can change your answers until ${until} with your personal link:`
      : "You can change your answers with your personal link:",
  call: (contacts: string) => `If anything changes, please call ${contacts}.`,
} as const;

/** The open form's confirmation (rsvp-confirmation). */
const RSVP_CONFIRMATION_WORDS = {
  subject: (event: string, attending: boolean) =>
    attending ? `RSVP received: ${event}, we look forward to seeing you` : `RSVP received: ${event}, we will miss you`,
  received: (event: string, name: string) => `We received an RSVP to ${event} in the name ${name}.`,
  // One thank-you, whichever the answer.
  declined: "We have you down as not attending. Thank you for letting us know; you will be missed.",
  attending: "Thank you! We have you down as attending.",
  attendingWithPartner: "Thank you! We have you down as attending with a partner: a party of 2.",
  heading: "The celebration",
  theme: (name: string) => `Theme: ${name}`,
  calendar: (file: string) => `The attached ${file} adds the celebration to your calendar.`,
} as const;

/**
 * The guest's confirmation: the answer, under the name given (quoted), where
 * and when; an .ics invitation when attending. The address was typed on the
 * open form by anyone: nothing else typed there is repeated (the message and
 * the partner's name reach the couple only; the personal link shows them).
 * The open form is anyone's: its mail names the public events only.
 */
export function guestConfirmation(data: RsvpMailData, views: ContentFor): RenderedMail {
  const content = views("public");
  const look = mailLook(content);
  const words = RSVP_CONFIRMATION_WORDS;
  const event = content.calendar.title;
  const themeAndDrinks = [
    ...(content.theme.name ? [words.theme(content.theme.name)] : []),
    ...(content.beveragesNote ? [content.beveragesNote] : []),
  ];
  const calendarFile = calendarFileName(content);
  const subject = words.subject(event, data.attending);
  const received = words.received(event, quotedName(data.name));
  const answer = !data.attending ? words.declined : data.partnerName ? words.attendingWithPartner : words.attending;
  const details = { hint: true, description: true };
  const end = answerMailEnd(content, look, data);

  const text = [
    GUEST_MAIL_WORDS.greeting,
    "",
    received,
    "",
    answer,
    ...(data.message ? ["", GUEST_MAIL_WORDS.messagePassedOn] : []),
    "",
    words.heading.toUpperCase(),
    ...content.events.flatMap((item) => ["", ...eventText(item, details)]),
    ...(themeAndDrinks.length > 0 ? ["", ...themeAndDrinks] : []),
    ...(data.attending ? ["", words.calendar(calendarFile)] : []),
    ...end.text,
  ].join("\n");

  const body = html`
${paragraph(look, GUEST_MAIL_WORDS.greeting)}
${paragraph(look, received)}
${paragraph(look, html`<strong>${answer}</strong>`)}
${data.message ? paragraph(look, GUEST_MAIL_WORDS.messagePassedOn) : null}
${heading(look, words.heading)}
${content.events.map((item) => eventCard(look, item, details))}
${themeAndDrinks.length > 0 ? paragraph(look, html`${themeAndDrinks.map((line, index) => html`${index > 0 ? html`<br>` : null}${line}`)}`) : null}
${data.attending ? paragraph(look, words.calendar(calendarFile)) : null}
${end.html}`;

  return {
    subject,
    text,
    html: mailPage({ title: subject, content, body }),
    attachments: data.attending
      ? [
          {
            filename: calendarFile,
            // A REQUEST would need an ORGANIZER and makes clients offer to reply to it; PUBLISH just adds the events.
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: weddingCalendar(content, "PUBLISH"),
          },
        ]
      : [],
  };
}

/** How the couple's copies write a time: the wedding's zone and language, whatever the server's clock says. */
function labelStyle(content: WeddingContent): LabelStyle {
  return { language: content.site.language, timeZone: content.timeZone };
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
  none: "None",
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
    [words.labels.partner, data.partnerName ?? words.none],
    [words.labels.guests, String(data.attending ? guests.length : 0)],
    [words.labels.message, data.message ?? words.none],
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
    [words.labels.email, data.email ?? COUPLE_NOTIFICATION_WORDS.none],
    ...(data.message
      ? [[words.labels.message, data.message.after ?? COUPLE_NOTIFICATION_WORDS.none] as [string, string]]
      : []),
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

/** A guest's one-line field (a name) kept on one line in plain text and subjects. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function linkParagraph(look: MailLook, href: string, changeUntil: string | null): SafeHtml {
  return paragraph(look, html`${ANSWER_MAIL_WORDS.changeLink(changeUntil)}<br>${link(look, href, href)}`);
}

/** The people an RSVP answers for, in the couple's copy. */
function partyOf(data: RsvpMailData): string[] {
  return data.attending && data.partnerName ? [data.name, data.partnerName] : [data.name];
}

/**
 * The end of every answer's mail: the personal link to change the answers (when there is one), whom to call
 * if anything changes (with their numbers), the couple, and what to do with a mail one did not ask for.
 */
function answerMailEnd(
  content: WeddingContent,
  look: MailLook,
  { link: href, changeUntil = null }: { link?: string | null; changeUntil?: string | null },
): { text: string[]; html: SafeHtml } {
  const contacts = contactNamesText(content.rsvp.contacts);
  const phones = content.rsvp.contacts.flatMap(({ name, phone }) => (phone ? [{ name, phone }] : []));
  const couple = coupleNames(content);
  return {
    text: [
      ...(href ? ["", ANSWER_MAIL_WORDS.changeLink(changeUntil), href] : []),
      "",
      ANSWER_MAIL_WORDS.call(contacts),
      ...phones.map(({ name, phone }) => `  ${name}: ${phone}`),
      "",
      ...signatureText(couple),
      GUEST_MAIL_WORDS.notYou,
      "",
    ],
    html: html`
${href ? linkParagraph(look, href, changeUntil) : null}
${paragraph(look, html`${ANSWER_MAIL_WORDS.call(contacts)}${phones.map(({ name, phone }) => html`<br>${link(look, telHref(phone), `${name}: ${phone}`)}`)}`)}
${signature(look, couple)}
${paragraph(look, GUEST_MAIL_WORDS.notYou, { small: true, apart: true })}`,
  };
}
