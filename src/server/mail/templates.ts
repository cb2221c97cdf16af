import { z } from "zod";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { type LabelStyle, momentLabel } from "../../shared/date-labels.ts";
import { HOUSEHOLD_MESSAGES } from "../../shared/households.ts";
import { html, type SafeHtml } from "../../shared/html.ts";
import { contactNamesText, telHref } from "../../shared/rsvp-messages.ts";
import { calendarFileName, chosenEventsCalendar, weddingCalendar } from "../services/calendar.ts";
import { householdInvitation, householdReminder, InvitationMailDataSchema } from "./invitation-mails.ts";
import type { MailAttachment } from "./mail-transport.ts";
import { quotedName } from "./quoted-name.ts";

/**
 * Every kind of mail the outbox holds, each with a template below. The outbox
 * stores only a mail's facts (for an RSVP, a few hundred bytes of JSON); the
 * message is rendered from them and the content when it is sent.
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

/** The couple's test mail: it went out as guests' mails go, and says what that proves. */
export function testMail(data: TestMailData, content: WeddingContent): RenderedMail {
  const subject = `A test mail from ${coupleNames(content)}'s wedding site`;
  const lines = [
    "This is the test mail you asked for in your wedding site's admin.",
    "If it reached you, mail is set up: your guests' invitations, reminders and confirmations go out the same way.",
    `Asked for at ${momentLabel(data.requestedAt, labelStyle(content))}.`,
  ];
  return {
    subject,
    text: lines.join("\n\n"),
    html: page(subject, html`${lines.map((line) => html`<p>${line}</p>`)}`, content),
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
});
export type HouseholdChangeMailData = z.infer<typeof HouseholdChangeMailDataSchema>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: MailAttachment[];
}

export class UnknownMailKindError extends Error {
  override name = "UnknownMailKindError";
}

/** A kind's data schema, and its render fed only with data that schema parsed. */
function mailTemplate<Schema extends z.ZodType>(
  schema: Schema,
  render: (data: z.output<Schema>, content: WeddingContent) => RenderedMail,
) {
  return {
    schema,
    render: (stored: unknown, content: WeddingContent) => render(schema.parse(stored), content),
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

/**
 * Renders a mail as stored: its kind picks the template, whose schema parses
 * the data. A kind with no template (a row from a newer version) throws
 * UnknownMailKindError; data that does not parse throws the schema's error.
 */
export function renderMail(kind: string, stored: unknown, content: WeddingContent): RenderedMail {
  if (!isMailKind(kind)) throw new UnknownMailKindError(`No template for mail kind "${kind}"`);
  return MAIL_TEMPLATES[kind].render(stored, content);
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

/**
 * The guest's confirmation: the answer, under the name given (quoted), where
 * and when; an .ics invitation when attending. The address was typed on the
 * open form by anyone: nothing else typed there is repeated (the message and
 * the partner's name reach the couple only; the personal link shows them).
 */
export function guestConfirmation(data: RsvpMailData, couples: WeddingContent): RenderedMail {
  // The open form is anyone's: its mail names the public events only, never one by invitation only.
  const content = { ...couples, events: couples.events.filter((item) => item.public) };
  const event = content.calendar.title;
  const themeAndDrinks = [
    ...(content.theme.name ? [`Theme: ${content.theme.name}`] : []),
    ...(content.beveragesNote ? [content.beveragesNote] : []),
  ];
  const calendarFile = calendarFileName(content);

  const subject = data.attending
    ? `RSVP received: ${event}, we look forward to seeing you`
    : `RSVP received: ${event}, we will miss you`;
  const received = `We received an RSVP to ${event} in the name ${quotedName(data.name)}.`;
  // One thank-you, whichever the answer.
  const answer = !data.attending
    ? "We have you down as not attending. Thank you for letting us know; you will be missed."
    : data.partnerName
      ? "Thank you! We have you down as attending with a partner: a party of 2."
      : "Thank you! We have you down as attending: a party of 1.";

  const text = [
    GUEST_MAIL_WORDS.greeting,
    "",
    received,
    answer,
    ...(data.message ? ["", GUEST_MAIL_WORDS.messagePassedOn] : []),
    "",
    "THE CELEBRATION",
    ...content.events.flatMap((item) => [
      "",
      `${item.title}: ${item.dayLabel}, ${item.timeLabel}`,
      `  ${venueLine(item)}`,
      ...(item.venue.directionsHint ? [`  Hint: ${item.venue.directionsHint}`] : []),
      ...(item.description ? [`  ${item.description}`] : []),
    ]),
    ...(themeAndDrinks.length > 0 ? ["", ...themeAndDrinks] : []),
    ...(data.attending ? ["", `The attached ${calendarFile} adds the celebration to your calendar.`] : []),
    ...(data.link ? ["", changeLinkText(data.changeUntil ?? null), data.link] : []),
    "",
    GUEST_MAIL_WORDS.notYou,
    "",
    ...signOff(content).text,
  ].join("\n");

  const body = html`
    <p>${GUEST_MAIL_WORDS.greeting}</p>
    <p>${received}</p>
    <p><strong>${answer}</strong></p>
    ${data.message ? html`<p>${GUEST_MAIL_WORDS.messagePassedOn}</p>` : null}
    <h2 style="font-size:18px;margin:24px 0 8px">The celebration</h2>
    ${content.events.map(
      (item) => html`
    <p style="margin:0 0 12px"><strong>${item.title}</strong>: ${item.dayLabel}, ${item.timeLabel}<br>
      ${venueLine(item)}${item.venue.directionsHint ? html`<br>Hint: ${item.venue.directionsHint}` : null}${item.description ? html`<br>${item.description}` : null}</p>`,
    )}
    ${themeAndDrinks.length > 0 ? html`<p>${themeAndDrinks.map((line, index) => html`${index > 0 ? html`<br>` : null}${line}`)}</p>` : null}
    ${data.attending ? html`<p>The attached ${calendarFile} adds the celebration to your calendar.</p>` : null}
    ${data.link ? linkParagraph(data.link, data.changeUntil ?? null) : null}
    <p style="font-size:14px;color:#555555">${GUEST_MAIL_WORDS.notYou}</p>
    ${signOff(content).html}`;

  return {
    subject,
    text,
    html: page(subject, body, content),
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

/** The couple's copy: every field of the RSVP, replying goes to the guest. */
export function coupleNotification(data: RsvpMailData, content: WeddingContent): RenderedMail {
  const guests = partyOf(data);
  const oneLineName = data.name.replace(/\s+/g, " ");
  const subject = data.attending
    ? `New RSVP: ${oneLineName}, attending (${guests.length} ${guests.length === 1 ? "guest" : "guests"})`
    : `New RSVP: ${oneLineName}, not attending`;
  const rows: [string, string][] = [
    ["Name", data.name],
    ["Email", data.email],
    ["Attending", data.attending ? "Yes" : "No"],
    ["Partner", data.partnerName ?? "None"],
    ["Guests", String(data.attending ? guests.length : 0)],
    ["Message", data.message ?? "None"],
    ["Received", momentLabel(data.submittedAt, labelStyle(content))],
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`;
  const body = html`
    <table style="border-collapse:collapse">
      ${rows.map(
        ([label, value]) =>
          html`<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value}</td></tr>`,
      )}
    </table>`;
  return { subject, text, html: page(subject, body, content), replyTo: data.email, attachments: [] };
}

/**
 * The household's confirmation: each person's answer to each event (and
 * meal), who has dietary needs noted, the personal link to change it, and an
 * .ics of only the events someone attends. A household nobody of which
 * attends is thanked, never told we look forward to celebrating with them.
 * The link's holder can type names and change the address, so the mail
 * repeats no typed text but names, quoted (GUEST_MAIL_WORDS).
 */
export function householdConfirmation(data: HouseholdMailData, content: WeddingContent): RenderedMail {
  const event = content.calendar.title;
  const events = content.events.filter((item) => data.eventIds.includes(item.id));
  const attended = events.filter((item) => data.guests.some((guest) => guest.answers[item.id]?.attending));
  const calendar = chosenEventsCalendar(
    content,
    attended.map((item) => item.id),
  );
  const calendarFile = calendarFileName(content);
  const who = (guest: HouseholdMailData["guests"][number]) => (guest.name ? quotedName(guest.name) : UNNAMED_GUEST);
  const dietary = data.guests.filter((guest) => guest.dietary);

  const subject =
    attended.length > 0
      ? `Your answers: ${event}, we look forward to seeing you`
      : `Your answers: ${event}, thank you for letting us know`;
  const closing =
    attended.length > 0
      ? "Thank you for your answers. We look forward to seeing you!"
      : HOUSEHOLD_MESSAGES.declinedThanks;
  const received = `We received the answers of ${quotedName(data.displayName)} to ${event}. ${closing}`;
  const answerLine = (guest: HouseholdMailData["guests"][number], eventId: string) => {
    const answer = guest.answers[eventId];
    if (!answer) return `${who(guest)}: no answer yet`;
    if (!answer.attending) return `${who(guest)}: not attending`;
    return answer.meal ? `${who(guest)}: attending, ${answer.meal}` : `${who(guest)}: attending`;
  };

  const text = [
    GUEST_MAIL_WORDS.greeting,
    "",
    received,
    "",
    "YOUR ANSWERS",
    ...events.flatMap((item) => [
      "",
      `${item.title}: ${item.dayLabel}, ${item.timeLabel}`,
      `  ${venueLine(item)}`,
      ...data.guests.map((guest) => `  ${answerLine(guest, item.id)}`),
    ]),
    ...(dietary.length > 0 ? ["", GUEST_MAIL_WORDS.dietaryNoted, ...dietary.map((guest) => `  ${who(guest)}`)] : []),
    ...(data.message ? ["", GUEST_MAIL_WORDS.messagePassedOn] : []),
    ...(calendar ? ["", `The attached ${calendarFile} adds the events you attend to your calendar.`] : []),
    ...(data.link ? ["", changeLinkText(data.changeUntil), data.link] : []),
    "",
    GUEST_MAIL_WORDS.notYou,
    "",
    ...signOff(content).text,
  ].join("\n");

  const body = html`
    <p>${GUEST_MAIL_WORDS.greeting}</p>
    <p>${received}</p>
    <h2 style="font-size:18px;margin:24px 0 8px">Your answers</h2>
    ${events.map(
      (item) => html`
    <p style="margin:0 0 12px"><strong>${item.title}</strong>: ${item.dayLabel}, ${item.timeLabel}<br>
      ${venueLine(item)}</p>
    <ul style="margin:0 0 16px">${data.guests.map((guest) => html`<li>${answerLine(guest, item.id)}</li>`)}</ul>`,
    )}
    ${
      dietary.length > 0
        ? html`<p>${GUEST_MAIL_WORDS.dietaryNoted}</p>
    <ul style="margin:0 0 16px">${dietary.map((guest) => html`<li>${who(guest)}</li>`)}</ul>`
        : null
    }
    ${data.message ? html`<p>${GUEST_MAIL_WORDS.messagePassedOn}</p>` : null}
    ${calendar ? html`<p>The attached ${calendarFile} adds the events you attend to your calendar.</p>` : null}
    ${data.link ? linkParagraph(data.link, data.changeUntil) : null}
    <p style="font-size:14px;color:#555555">${GUEST_MAIL_WORDS.notYou}</p>
    ${signOff(content).html}`;

  return {
    subject,
    text,
    html: page(subject, body, content),
    attachments: calendar
      ? [{ filename: calendarFile, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]
      : [],
  };
}

/** The couple's note of what a household changed: per person per event, "Thandi: Reception yes → no; meal Chicken → Beef". */
export function householdChange(data: HouseholdChangeMailData, content: WeddingContent): RenderedMail {
  const name = oneLine(data.displayName);
  const subject = data.first ? `Answers from ${name}` : `Changed answers from ${name}`;
  const title = (eventId: string) => content.events.find((item) => item.id === eventId)?.title ?? eventId;
  const lines = [
    ...data.names.map(({ before, after }) =>
      before === null
        ? `A guest is now named ${oneLine(after ?? UNNAMED_GUEST)}`
        : `${oneLine(before)} is now named ${oneLine(after ?? UNNAMED_GUEST)}`,
    ),
    ...data.answers.map(({ guest, eventId, before, after }) => {
      const who = `${oneLine(guest)}: ${title(eventId)}`;
      if (!after) return `${who} no answer`;
      if (data.first || !before) return `${who} answered ${yesNo(after)}${after.meal ? `; meal ${after.meal}` : ""}`;
      const parts = [
        ...(before.attending !== after.attending ? [`${yesNo(before)} → ${yesNo(after)}`] : []),
        ...(before.meal !== after.meal ? [`meal ${before.meal ?? "none"} → ${after.meal ?? "none"}`] : []),
      ];
      return `${who} ${parts.join("; ")}`;
    }),
    ...data.dietary.map(
      ({ guest, before, after }) =>
        `${oneLine(guest)}: dietary needs ${oneLine(before ?? "none")} → ${oneLine(after ?? "none")}`,
    ),
  ];
  const rows: [string, string][] = [
    ["Household", data.displayName],
    ["Email", data.email ?? "None"],
    ...(data.message ? [["Message", data.message.after ?? "None"] as [string, string]] : []),
    ...(data.link ? [["Link", data.link] as [string, string]] : []),
    ["Received", momentLabel(data.changedAt, labelStyle(content))],
  ];
  const text = `${subject}\n\n${lines.join("\n")}\n\n${rows
    .map(([label, value]) => `${label}: ${label === "Message" ? value.replace(/\r?\n/g, "\n  ") : value}`)
    .join("\n")}\n`;
  const body = html`
    <p><strong>${subject}</strong></p>
    <ul>${lines.map((line) => html`<li>${line}</li>`)}</ul>
    <table style="border-collapse:collapse">
      ${rows.map(
        ([label, value]) =>
          html`<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value}</td></tr>`,
      )}
    </table>`;
  return {
    subject,
    text,
    html: page(subject, body, content),
    ...(data.email ? { replyTo: data.email } : {}),
    attachments: [],
  };
}

const UNNAMED_GUEST = "Unnamed guest";

function yesNo(answer: EventAnswerData): string {
  return answer.attending ? "yes" : "no";
}

/** A guest's one-line field (a name) kept on one line in plain text and subjects. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function changeLinkText(changeUntil: string | null): string {
  return changeUntil
    ? `You can change your answers until ${changeUntil} with your personal link:`
    : "You can change your answers with your personal link:";
}

function linkParagraph(link: string, changeUntil: string | null): SafeHtml {
  return html`<p>${changeLinkText(changeUntil)}<br><a href="${link}">${link}</a></p>`;
}

/** The people an RSVP answers for, in the couple's copy. */
function partyOf(data: RsvpMailData): string[] {
  return data.attending && data.partnerName ? [data.name, data.partnerName] : [data.name];
}

/** "Molapo Park, 1335 Monnatlala St…"; just the address when the venue is named after the event ("Reception"). */
function venueLine({ title, venue }: WeddingContent["events"][number]): string {
  return venue.name === title ? venue.address : `${venue.name}, ${venue.address}`;
}

function page(title: string, body: SafeHtml, content: WeddingContent): string {
  return html`<!doctype html>
<html lang="${content.site.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#222222;font-family:Georgia,serif;font-size:16px;line-height:1.5">
  <div style="max-width:560px;margin:0 auto">${body}
  </div>
</body>
</html>
`.value;
}

/** The end of every answer's mail: whom to call if anything changes (with their numbers), and the couple. */
function signOff(content: WeddingContent): { text: string[]; html: SafeHtml } {
  const contacts = contactNamesText(content.rsvp.contacts);
  const phones = content.rsvp.contacts.flatMap(({ name, phone }) => (phone ? [{ name, phone }] : []));
  const couple = coupleNames(content);
  return {
    text: [
      `If anything changes, please call ${contacts}.`,
      ...phones.map(({ name, phone }) => `  ${name}: ${phone}`),
      "",
      "With love,",
      couple,
      "",
    ],
    html: html`
    <p>If anything changes, please call ${contacts}.${phones.map(({ name, phone }) => html`<br><a href="${telHref(phone)}">${name}: ${phone}</a>`)}</p>
    <p>With love,<br>${couple}</p>`,
  };
}
